import { COMPOSER_CASES, GIF_URL } from '../composers/composer-cases.ts';
import { CLIP_PICTURE, PICTURE, PICTURE_CASES } from '../composers/picture-cases.ts';
import { expect, test } from './fixtures.ts';
import { ComposerPage } from './pages/composer-page.ts';
import { InsertionDriver } from './pages/insertion-driver.ts';

// One browser for the file, the extension reset between tests (fixtures.ts).
test.use({ profile: 'shared' });

const BEFORE = 'Hello world';
/** A person reads a non-breaking space (which the browser's editing keeps beside an image) as a space. */
const spaces = (text: string) => text.replace(/\u00A0/g, ' ');

/**
 * Insert as: Automatic in every rich composer of the bench (Chromium): the picture goes into the
 * editor's own model at the caret, the words around it stay, one Ctrl+Z takes it out; an editor
 * whose model has no image gets the link, and the answer says so.
 */
test.describe('the GIF itself in rich composers (Chromium)', () => {
  for (const composer of PICTURE_CASES) {
    const title =
      composer.expected === 'picture'
        ? `${composer.name}: the picture in the model at the caret, words intact; one Ctrl+Z removes it`
        : `${composer.name}: no image in its model, so the link goes in and the answer says so`;
    test(title, async ({ page, context, env, extensionId }) => {
      const composerPage = new ComposerPage(page, env.composersUrl);
      await composerPage.open(composer.page, { frame: composer.frame });
      await composerPage.placeCaret(composer, 'Hello '.length);
      const driver = await InsertionDriver.open(context, extensionId);
      await page.bringToFront();

      const { outcome } = await driver.insert(composerPage.url(composer.page), GIF_URL, 0, true, PICTURE);

      if (composer.expected === 'link') {
        expect(outcome).toEqual({
          ok: true,
          technique: composer.technique,
          placement: 'at-caret',
          pictureRefused: true,
          watching: true,
        });
        expect(spaces(await composerPage.text())).toBe(`Hello ${GIF_URL} world`);
        expect(await composerPage.pictures()).toEqual([]);
        return;
      }
      expect(outcome).toEqual({
        ok: true,
        technique: composer.technique,
        placement: 'at-caret',
        form: 'picture',
        watching: true,
      });
      const [picture, ...more] = await composerPage.pictures();
      expect(more).toEqual([]);
      expect(picture?.src).toBe(PICTURE.src);
      expect(picture?.alt).toBe(PICTURE.alt);
      expect(spaces(await composerPage.text())).toBe(BEFORE);
      await composerPage.undo();
      await expect.poll(() => composerPage.pictures()).toEqual([]);
      expect(spaces(await composerPage.text())).toBe(BEFORE);
    });
  }

  test('a clip: its picture links to the clip page (webmail body, CKEditor 5)', async ({
    page,
    context,
    env,
    extensionId,
  }) => {
    const composerPage = new ComposerPage(page, env.composersUrl);
    const driver = await InsertionDriver.open(context, extensionId);
    for (const composer of PICTURE_CASES.filter(({ page }) =>
      ['webmail.html', 'ckeditor-images.html'].includes(page),
    )) {
      await composerPage.open(composer.page);
      await composerPage.placeCaret(composer, 'Hello '.length);
      await page.bringToFront();
      const url = composerPage.url(composer.page);
      const { outcome } = await driver.insert(url, CLIP_PICTURE.href ?? '', 0, true, CLIP_PICTURE);
      expect(outcome, composer.name).toMatchObject({ ok: true, form: 'picture' });
      expect(await composerPage.pictures()).toEqual([
        expect.objectContaining({ src: CLIP_PICTURE.src, href: CLIP_PICTURE.href }),
      ]);
    }
  });

  test('text fields get the link even when a picture is offered', async ({
    page,
    context,
    env,
    extensionId,
  }) => {
    const composerPage = new ComposerPage(page, env.composersUrl);
    const driver = await InsertionDriver.open(context, extensionId);
    for (const name of ['textarea', 'input', 'Lexical (plain text)']) {
      const composer = COMPOSER_CASES.find((candidate) => candidate.name === name);
      if (!composer) throw new Error(`no case ${name}`);
      await composerPage.open(composer.page);
      await composerPage.placeCaret(composer, 'Hello '.length);
      await page.bringToFront();
      const { outcome } = await driver.insert(composerPage.url(composer.page), GIF_URL, 0, true, PICTURE);
      expect(outcome, name).toMatchObject({ ok: true, placement: 'at-caret' });
      expect(await composerPage.text(), name).toBe(`Hello ${GIF_URL} world`);
    }
  });
});

test.describe('pictures on pages that enforce Trusted Types (Chromium)', () => {
  for (const page of ['trusted-types.html', 'trusted-types-default.html']) {
    test(`${page}: the picture goes in, no sink reached, the page's policies untouched`, async ({
      page: tab,
      context,
      env,
      extensionId,
    }) => {
      const composer = { field: '#field' };
      const composerPage = new ComposerPage(tab, env.composersUrl);
      await composerPage.open(page);
      await composerPage.placeCaret(composer, 'Hello '.length);
      const driver = await InsertionDriver.open(context, extensionId);
      await tab.bringToFront();
      const { outcome } = await driver.insert(composerPage.url(page), GIF_URL, 0, true, PICTURE);
      // The isolated world's insertHTML: the page's policies do not apply to it.
      expect(outcome).toMatchObject({ ok: true, technique: 'insertHTML', form: 'picture' });
      await expect
        .poll(() => composerPage.pictures())
        .toEqual([expect.objectContaining({ src: PICTURE.src })]);
      expect(spaces(await composerPage.text())).toBe(BEFORE);
      const trusted = await tab.evaluate(() => window.__trustedTypes);
      expect(trusted).toEqual({ enforced: true, violations: [], defaultCalls: [] });
    });
  }
});
