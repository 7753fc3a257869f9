import { expect, test } from '@playwright/test';
import { COMPOSER_CASES, type ComposerCase } from '../composers/composer-cases.ts';
import { readE2eEnv } from './e2e-env.ts';
import { releaseSabotage, type Sabotage, sabotage } from './pages/page-sabotage.ts';
import { PopupOverComposer } from './pages/popup-over-composer.ts';

const BEFORE = 'Hello world';
const REFUSED = "Copied — the page didn't accept the text; press Ctrl+V";
const CLOSED = "Copied — GifDrop can't reach this field; press Ctrl+V";
const SPACED_LINK = /^Hello https?:\/\/\S+ world$/;

/**
 * Truthfulness as a property, through the popup: on every page of the bench, a page that refuses
 * every technique gets a copy, an unchanged field and no send; an editor that inserts late gets
 * "Inserted" once the text is there, and one send.
 * In two halves, one per worker, each with a browser of its own (Playwright splits a parallel
 * file with `beforeAll` that way): its tests wait on the late watch, and in one worker this file
 * alone took 100 s.
 */
test.describe.configure({ mode: 'parallel' });

test.describe('the popup tells what really happened (Chromium)', () => {
  let bench: PopupOverComposer;

  test.beforeAll(async () => {
    bench = await PopupOverComposer.launch(readE2eEnv());
  });

  test.afterAll(async () => {
    await bench?.close();
  });

  async function pickInto(composer: ComposerCase, how: Sabotage): Promise<void> {
    await bench.prepare(composer, () => sabotage(bench.composerPage.page, how));
    await bench.popupPage.keepWords();
    await bench.pickFirst();
  }

  const sends = async () => (await bench.actions()).filter((action) => action === 'SENT');
  const techniqueOf = ({ technique }: ComposerCase) => (technique === 'paste' ? 'paste' : 'execCommand');

  for (const composer of COMPOSER_CASES) {
    test(`${composer.name}: scripted events cancelled, edits put back → the popup's last word is the model's`, async () => {
      await pickInto(composer, { mode: 'refuse' });

      await expect(bench.popupPage.notice).toHaveText(/^(Copied|Inserted)/);
      // Every watch over: the page's reactions have run. Whatever the page kept (an editor that
      // reads the DOM's changes into its model may keep what the browser's editing did before the
      // page put it back), the popup's last word must be it.
      await bench.popupPage.settled();
      const model = await bench.composerPage.text();
      const said = await bench.popupPage.lastWord();
      const actions = await bench.actions();
      test.info().annotations.push({ type: 'outcome', description: `${said} | ${model}` });
      expect(actions).toContain('CLICK');
      if (model === BEFORE) {
        expect(said).toBe(REFUSED);
        expect(await bench.popupPage.copied()).toMatch(/^https?:\/\//);
        expect(actions).not.toContain('SENT');
      } else {
        expect(model).toMatch(SPACED_LINK);
        expect(said).toBe('Inserted');
        expect(actions.filter((action) => action === 'SENT')).toEqual(['SENT']);
      }
    });
  }

  // One page per technique and per way of verifying.
  const delayed = COMPOSER_CASES.filter(({ page }) =>
    [
      'textarea.html',
      'contenteditable.html',
      'prosemirror.html',
      'tinymce.html',
      'monaco.html',
      'monaco-editcontext.html',
    ].includes(page),
  );
  for (const composer of delayed) {
    test(`${composer.name}: the editor inserts 60 ms late → "Inserted" straight away, one send`, async () => {
      await pickInto(composer, { mode: 'delay', ms: 60, technique: techniqueOf(composer) });

      await expect(bench.popupPage.notice).toHaveText('Inserted');
      expect(await bench.composerPage.text()).toMatch(SPACED_LINK);
      await expect.poll(sends).toEqual(['SENT']);
    });

    test(`${composer.name}: the editor inserts after the failure was declared → "Inserted" then, one send then`, async () => {
      // Held until the failure is seen and checked: a fixed delay (600 ms) raced the popup's
      // declaration and the check for no send on a loaded machine.
      await pickInto(composer, { mode: 'hold', technique: techniqueOf(composer) });

      // Polled often, and released at once: the editor must have the text within the late watch
      // (LATE_WATCH_MS, 2 s) after it. No send before the release: the send's time says so below
      // (flushing the queue to look for one here took past the watch on a loaded machine).
      await expect.poll(() => bench.popupPage.notice.textContent(), { intervals: [50] }).toBe(REFUSED);
      const releasedAt = await bench.composerPage.page.evaluate(() => Date.now());
      await releaseSabotage(bench.composerPage.page);
      await expect(bench.popupPage.notice).toHaveText('Inserted');
      // Once, whole; where depends on the editor: the page rebuilt its DOM when it put back the
      // browser's edit (the technique tried after the held paste), and ProseMirror then takes its
      // caret from that DOM.
      const model = await bench.composerPage.text();
      expect(model.match(/https?:\/\/\S+/g)).toHaveLength(1);
      expect(model.replace(/\s*https?:\/\/\S+\s*/, ' ').trim()).toBe(BEFORE);
      await expect.poll(sends).toEqual(['SENT']);
      const sent = (await bench.control.pingbacks()).find((pingback) => pingback.action === 'SENT');
      expect(sent?.ts).toBeGreaterThanOrEqual(releasedAt);
    });
  }

  test('Monaco (hidden textarea) never sees the text: a copy, its textarea put back, no send', async () => {
    const monaco = COMPOSER_CASES.find(({ page }) => page === 'monaco.html');
    if (!monaco) throw new Error('no Monaco case');
    await bench.prepare(monaco, async () => {
      await bench.composerPage.loseFocusToPopup();
      await sabotage(bench.composerPage.page, { mode: 'ignore' });
    });
    await bench.pickFirst();

    await expect(bench.popupPage.notice).toHaveText(REFUSED);
    expect(await bench.composerPage.text()).toBe(BEFORE);
    expect(await bench.composerPage.page.locator('textarea.inputarea').inputValue()).toBe(BEFORE);
    await bench.popupPage.settled();
    expect(await sends()).toEqual([]);
  });

  test('an editor that inserts the text twice: the popup says so, and the send is registered once', async () => {
    const prosemirror = COMPOSER_CASES.find(({ page }) => page === 'prosemirror.html');
    if (!prosemirror) throw new Error('no ProseMirror case');
    await pickInto(prosemirror, { mode: 'double' });

    await expect(bench.popupPage.notice).toHaveText('Inserted twice — the page added a copy of its own');
    expect(await bench.composerPage.text()).toMatch(/^Hello (https?:\/\/\S+ ){2}world$/);
    await expect.poll(sends).toEqual(['SENT']);
  });

  test('an input inside a closed shadow root: a copy that says why, the field unchanged, no send', async () => {
    const closed = { name: 'closed', page: 'closed-shadow.html', field: 'closed-field' };
    await bench.composerPage.open(closed.page);
    await bench.composerPage.page.locator(closed.field).click();
    await bench.popupPage.open(`?tab=${bench.tabId}`);
    await bench.popupPage.waitForTiles();
    await bench.control.reset();
    await bench.composerPage.page.bringToFront();
    await bench.pickFirst();

    await expect(bench.popupPage.notice).toHaveText(CLOSED);
    expect(await bench.composerPage.text()).toBe(BEFORE);
    expect(await sends()).toEqual([]);
  });
});
