import { expect, test } from '@playwright/test';
import type { ComposerCase } from '../composers/composer-cases.ts';
import { readE2eEnv } from './e2e-env.ts';
import { PopupOverComposer } from './pages/popup-over-composer.ts';

const BEFORE = 'Hello world';

const plainCase = (
  name: string,
  page: string,
  kind: 'input' | 'textarea' | 'contenteditable',
): ComposerCase => ({
  name,
  page,
  kind,
  field: '#field',
  technique: 'execCommand',
  undoable: true,
});

interface NoticeTimes {
  __clickedAt?: number;
  __notices?: { text: string; at: number }[];
}

/**
 * What real sites do that editor libraries don't, through the popup: a field too short for the
 * link, a page that cuts it, a field without a caret API, a model that takes the text out again,
 * a page that cancels scripted paste. Each page keeps its own model with delayed reactions; the
 * model is read once they are over (after the late and revert watches), never the DOM we wrote.
 */
test.describe.configure({ mode: 'serial' });

test.describe('the popup on pages that get in the way (Chromium)', () => {
  let bench: PopupOverComposer;

  test.beforeAll(async () => {
    bench = await PopupOverComposer.launch(readE2eEnv());
  });

  test.afterAll(async () => {
    await bench?.close();
  });

  /** Picks the first tile, with the popup recording the click's time and each status line's. */
  async function pick(composer: ComposerCase): Promise<void> {
    await bench.prepare(composer);
    await bench.popupPage.page.evaluate(() => {
      const times = window as NoticeTimes;
      times.__notices = [];
      times.__clickedAt = undefined;
      document.addEventListener(
        'pointerdown',
        () => {
          times.__clickedAt = performance.now();
        },
        { capture: true, once: true },
      );
      new MutationObserver(() => {
        const text = document.querySelector('footer [role="status"]')?.textContent ?? '';
        const last = times.__notices?.at(-1)?.text;
        if (text !== last) times.__notices?.push({ text, at: performance.now() });
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await bench.pickFirst();
  }

  /** Each status line shown since the click, with its time after the click. */
  const notices = () =>
    bench.popupPage.page.evaluate(() => {
      const { __clickedAt = 0, __notices = [] } = window as NoticeTimes;
      return __notices.map(({ text, at }) => ({ text, ms: Math.round(at - __clickedAt) }));
    });

  /** Once every watch is over: the page's reactions have run, the send registered or not. */
  async function afterTheWatches(): Promise<{ model: string; sends: number; clicks: number }> {
    await bench.popupPage.settled();
    // The pick → each status line, for the record (a bench figure, not asserted here).
    test
      .info()
      .annotations.push({ type: 'pick → messages (ms)', description: JSON.stringify(await notices()) });
    const actions = await bench.actions();
    return {
      model: await bench.composerPage.text(),
      sends: actions.filter((action) => action === 'SENT').length,
      clicks: actions.filter((action) => action === 'CLICK').length,
    };
  }

  test('an input whose maxlength leaves too little room: refused up front with the figures, field untouched', async () => {
    await pick(plainCase('maxlength 40', 'maxlength.html', 'input'));

    await expect(bench.popupPage.notice).toContainText('This field has room for 29 more characters');
    const link = (await bench.popupPage.copied()) ?? '';
    expect(link).toMatch(/^https?:\/\//);
    await expect(bench.popupPage.notice).toHaveText(
      `This field has room for 29 more characters; the link is ${link.length}. Copied — press Ctrl+V in a longer field.`,
    );
    expect(await afterTheWatches()).toEqual({ model: BEFORE, sends: 0, clicks: 1 });
    expect(await bench.composerPage.field({ field: '#field' }).inputValue()).toBe(BEFORE);
  });

  test('a page that cuts the link to its own limit later: the field and caret put back, and told', async () => {
    const composer = plainCase('page limit', 'page-limit.html', 'textarea');
    await pick(composer);

    await expect(bench.popupPage.notice).toHaveText(
      'Copied — the page cut the link, so the field is back as it was; press Ctrl+V',
    );
    expect(await bench.popupPage.copied()).toMatch(/^https?:\/\//);
    expect(await afterTheWatches()).toEqual({ model: BEFORE, sends: 0, clicks: 1 });
    // The caret is back after "Hello ": the next key goes there.
    await bench.composerPage.field(composer).press('X');
    await expect.poll(() => bench.composerPage.text()).toBe('Hello Xworld');
  });

  test('an email input (no caret API): the link at its end, spaced for the end, and the popup says where', async () => {
    await pick(plainCase('email', 'email.html', 'input'));

    await expect(bench.popupPage.notice).toHaveText('Inserted at the end of the field');
    const { model, sends } = await afterTheWatches();
    expect(model).toMatch(/^Hello world https?:\/\/\S+$/);
    expect(sends).toBe(1);
  });

  test('a model re-rendering the link away 300 ms later: "Inserted" becomes a copy, no send', async () => {
    await pick(plainCase('reverting model', 'reverting-model.html', 'contenteditable'));

    await expect(bench.popupPage.notice).toHaveText('Copied — the page removed the link; press Ctrl+V');
    expect(await bench.popupPage.copied()).toMatch(/^https?:\/\//);
    const shown = await notices();
    // "Inserted" first, then the copy (the time between is a figure for the report, afterTheWatches).
    const texts = shown.map(({ text }) => text);
    expect(texts.at(-1)).toBe('Copied — the page removed the link; press Ctrl+V');
    expect(texts.slice(0, -1), 'the insertion was shown before the page took it out').toContain('Inserted');
    expect(await afterTheWatches()).toEqual({ model: BEFORE, sends: 0, clicks: 1 });
  });

  test('a page cancelling scripted paste and beforeinput but taking browser edits: inserted once, one send', async () => {
    await pick(plainCase('paste guard', 'paste-guard.html', 'contenteditable'));

    await expect(bench.popupPage.notice).toHaveText('Inserted');
    const { model, sends } = await afterTheWatches();
    expect(model).toMatch(/^Hello https?:\/\/\S+ world$/);
    await expect(bench.popupPage.notice).toHaveText('Inserted');
    expect(sends).toBe(1);
  });
});
