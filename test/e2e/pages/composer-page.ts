import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import type { ComposerCase } from '../../composers/composer-cases.ts';
import type { ModelPicture } from '../../composers/pages/scripts/expose.ts';

/** Where a case's field is. */
export type FieldLocation = Pick<ComposerCase, 'field' | 'frame' | 'shadowHost'>;

/** Longer than the slowest editor's `selectionchange` throttle (Slate: 100 ms). */
const PAUSE_MS = 150;

/** A page of the composer bench (test/composers): one field, its editor's model behind `__editor`. */
export class ComposerPage {
  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  /** The address of a bench page, e.g. `http://127.0.0.1:40123/lexical.html`. */
  url(page: string, query = ''): string {
    return `${this.baseUrl}${page}${query}`;
  }

  /** Opens a bench page and waits until its editor (and its frame's, if any) is ready. */
  async open(page: string, options: { query?: string; frame?: string } = {}): Promise<void> {
    await this.page.goto(this.url(page, options.query));
    await this.page.locator('html[data-ready]').waitFor({ state: 'attached' });
    if (options.frame)
      await this.scope(options.frame).locator('html[data-ready]').waitFor({ state: 'attached' });
  }

  private scope(frame?: string): Page | FrameLocator {
    return frame ? this.page.frameLocator(frame) : this.page;
  }

  /** The editable element of a case. */
  field(composer: FieldLocation): Locator {
    const scope = this.scope(composer.frame);
    // Playwright's CSS goes into open shadow roots by itself; the host only narrows the search.
    return (
      composer.shadowHost
        ? scope.locator(composer.shadowHost).locator(composer.field)
        : scope.locator(composer.field)
    ).first();
  }

  /**
   * Clicks into the field and moves the caret with the keyboard, as a person would, to
   * `offset` characters from the start. Editors see real key events and `selectionchange`.
   * Pauses at a person's pace, and waits until an editor that keeps its own caret has it where
   * the keys put it: Slate reads `selectionchange` at most every 100 ms (later on a busy machine)
   * and moves its own caret on ArrowRight, so keys pressed before it has seen the caret move a
   * caret that is not there.
   */
  async placeCaret(composer: FieldLocation, offset: number): Promise<void> {
    await this.field(composer).click();
    await this.page.keyboard.press('Control+Home');
    await this.atAPersonsPace();
    await this.caretInModel(0);
    for (let step = 0; step < offset; step++) await this.page.keyboard.press('ArrowRight');
    await this.atAPersonsPace();
    await this.caretInModel(offset);
  }

  /** Waits until an editor that keeps its own caret (`caretOffset`) has it at `offset`. */
  private async caretInModel(offset: number): Promise<void> {
    await expect
      .poll(() => this.page.evaluate((want) => window.__editor?.caretOffset?.() ?? want, offset))
      .toBe(offset);
  }

  private async atAPersonsPace(): Promise<void> {
    // A fixed pause on purpose: Slate's throttled read of the caret gives no signal to await.
    await this.page.waitForTimeout(PAUSE_MS);
  }

  /**
   * What the page sees when the popup opens over it: the focused field and its window get `blur`
   * (and `focusout`), while `activeElement` and the selection stay. Headless Chromium has no window
   * focus to lose, so the events are dispatched; editors react to them as to real ones.
   */
  async loseFocusToPopup(): Promise<void> {
    await this.page.evaluate(() => {
      let field: Element | null = document.activeElement;
      while (field?.shadowRoot?.activeElement) field = field.shadowRoot.activeElement;
      if (field instanceof HTMLIFrameElement) field = field.contentDocument?.activeElement ?? null;
      if (!field) throw new Error('nothing has focus');
      field.dispatchEvent(new FocusEvent('blur'));
      field.dispatchEvent(new FocusEvent('focusout', { bubbles: true, composed: true }));
      field.ownerDocument.defaultView?.dispatchEvent(new FocusEvent('blur'));
    });
  }

  /** The text according to the editor's model (`__editor.getText()`). */
  text(): Promise<string> {
    return this.page.evaluate(() => window.__editor?.getText() ?? '');
  }

  /** The pictures in the editor's model (`__editor.getPictures()`; none where it has no such model). */
  pictures(): Promise<ModelPicture[]> {
    return this.page.evaluate(() => window.__editor?.getPictures?.() ?? []);
  }

  /** Ctrl+Z, in front, as the person would press it right after the insertion. */
  async undo(): Promise<void> {
    await this.page.bringToFront();
    await this.page.keyboard.press('Control+z');
  }
}
