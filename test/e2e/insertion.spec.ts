import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chooseFormat, formatInsertion } from '../../src/insertion/index.ts';
import { COMPOSER_CASES, GIF_URL } from '../composers/composer-cases.ts';
import { expect, test } from './fixtures.ts';
import { ComposerPage } from './pages/composer-page.ts';
import { InsertionDriver } from './pages/insertion-driver.ts';

// One browser for the file, the extension reset between tests (fixtures.ts).
test.use({ profile: 'shared' });

const BEFORE = 'Hello world';
const INSERTED = `Hello ${GIF_URL}world`;

/** The editors whose caret is lost with the window's focus: tried after that loss (below). */
const FOCUS_LOSING = [
  'draft',
  'slate',
  'ckeditor',
  'quill',
  'tinymce',
  'hidden-text-control',
  'edit-context',
];

// Ctrl+Z after a pick, for every composer, is insertion-popup.spec.ts's.
test.describe('inserting into every composer of the bench (Chromium)', () => {
  for (const composer of COMPOSER_CASES.filter(({ kind }) => !FOCUS_LOSING.includes(kind))) {
    test(`${composer.name}: lands at the caret in the model, by its technique`, async ({
      page,
      context,
      env,
      extensionId,
    }) => {
      const composerPage = new ComposerPage(page, env.composersUrl);
      await composerPage.open(composer.page, { frame: composer.frame });
      await composerPage.placeCaret(composer, 'Hello '.length);
      const driver = await InsertionDriver.open(context, extensionId);
      await page.bringToFront();

      const { outcome } = await driver.insert(composerPage.url(composer.page), GIF_URL);

      expect(outcome).toEqual({
        ok: true,
        technique: composer.technique,
        placement: 'at-caret',
        watching: true,
      });
      expect(await composerPage.text()).toBe(INSERTED);
    });
  }
});

test.describe('after the page saw its window lose focus to the popup', () => {
  for (const composer of COMPOSER_CASES.filter(({ kind }) => FOCUS_LOSING.includes(kind))) {
    test(`${composer.name}: still lands at the caret`, async ({ page, context, env, extensionId }) => {
      const composerPage = new ComposerPage(page, env.composersUrl);
      await composerPage.open(composer.page, { frame: composer.frame });
      await composerPage.placeCaret(composer, 'Hello '.length);
      await composerPage.loseFocusToPopup();
      const driver = await InsertionDriver.open(context, extensionId);
      await page.bringToFront();

      const { outcome } = await driver.insert(composerPage.url(composer.page), GIF_URL);

      expect(outcome).toEqual({
        ok: true,
        technique: composer.technique,
        placement: 'at-caret',
        watching: true,
      });
      expect(await composerPage.text()).toBe(INSERTED);
    });
  }
});

test.describe('spaces around the link', () => {
  const spaced = COMPOSER_CASES.filter(({ page }) =>
    [
      'textarea.html',
      'contenteditable.html',
      'lexical.html',
      'tinymce.html',
      'monaco.html',
      'monaco-editcontext.html',
    ].includes(page),
  );
  for (const composer of spaced) {
    test(`${composer.name}: at the end of the text, a space on each side; the next word typed stays apart`, async ({
      page,
      context,
      env,
      extensionId,
    }) => {
      const composerPage = new ComposerPage(page, env.composersUrl);
      await composerPage.open(composer.page, { frame: composer.frame });
      await composerPage.placeCaret(composer, BEFORE.length);
      const driver = await InsertionDriver.open(context, extensionId);
      await page.bringToFront();

      const { outcome } = await driver.insert(composerPage.url(composer.page), GIF_URL, 0, true);

      expect(outcome).toEqual(expect.objectContaining({ ok: true, placement: 'at-caret' }));
      // A space the editor keeps at the end of a line may be a non-breaking one.
      const text = async () => (await composerPage.text()).replace(/\u00a0/g, ' ');
      expect(await text()).toBe(`Hello world ${GIF_URL} `);
      // What the person types next goes after the link and its space, not into the URL.
      await page.keyboard.type('!');
      await expect.poll(text).toBe(`Hello world ${GIF_URL} !`);
    });
  }
});

test.describe('where nothing can be inserted', () => {
  test('no field has focus: the content script says so, the page is untouched', async ({
    page,
    context,
    env,
    extensionId,
  }) => {
    const composerPage = new ComposerPage(page, env.composersUrl);
    await composerPage.open('blank.html');
    await page.getByRole('button', { name: 'A button' }).focus();
    const driver = await InsertionDriver.open(context, extensionId);
    await page.bringToFront();

    const { outcome } = await driver.insert(composerPage.url('blank.html'), GIF_URL);

    expect(outcome).toMatchObject({ ok: false, reason: 'no-field' });
    await expect(page.locator('body')).not.toContainText(GIF_URL);
  });

  test('the field is in a cross-origin frame: not inserted, and the frame is untouched', async ({
    page,
    context,
    env,
    extensionId,
  }) => {
    const composerPage = new ComposerPage(page, env.composersUrl);
    const query = `?frame=${encodeURIComponent(`${env.composersOtherOriginUrl}textarea.html`)}`;
    await composerPage.open('cross-origin.html', { query, frame: '#frame' });
    const foreign = { frame: '#frame', field: '#field' };
    await composerPage.placeCaret(foreign, 'Hello '.length);
    const driver = await InsertionDriver.open(context, extensionId);
    await page.bringToFront();

    const { outcome } = await driver.insert(composerPage.url('cross-origin.html'), GIF_URL);

    expect(outcome).toMatchObject({ ok: false, reason: 'cross-origin-frame' });
    await expect(composerPage.field(foreign)).toHaveValue(BEFORE);
  });
});

test.describe('the caret and the session', () => {
  test('the caret captured at injection wins over a caret moved afterwards', async ({
    page,
    context,
    env,
    extensionId,
  }) => {
    const composerPage = new ComposerPage(page, env.composersUrl);
    const prosemirror = { field: '.ProseMirror' };
    await composerPage.open('prosemirror.html');
    await composerPage.placeCaret(prosemirror, 'Hello '.length);
    const driver = await InsertionDriver.open(context, extensionId);
    await page.bringToFront();
    await driver.inject(composerPage.url('prosemirror.html'));
    // Something moves the selection after the content script captured it (a page script here).
    await page.evaluate(() => {
      const editor = document.querySelector('.ProseMirror');
      if (editor) getSelection()?.selectAllChildren(editor);
    });

    const { outcome } = await driver.send(composerPage.url('prosemirror.html'), GIF_URL);

    expect(outcome).toMatchObject({ ok: true, placement: 'at-caret' });
    expect(await composerPage.text()).toBe(INSERTED);
  });

  test('injected twice, the text goes in once; the session answers one request and ends once it is final', async ({
    page,
    context,
    env,
    extensionId,
  }) => {
    const composerPage = new ComposerPage(page, env.composersUrl);
    await composerPage.open('textarea.html');
    await composerPage.placeCaret({ field: '#field' }, 'Hello '.length);
    const driver = await InsertionDriver.open(context, extensionId);
    await page.bringToFront();
    const url = composerPage.url('textarea.html');
    await driver.inject(url);
    await driver.inject(url);

    const first = await driver.send(url, GIF_URL);
    const second = await driver.send(url, GIF_URL);

    expect(first.outcome).toMatchObject({ ok: true, technique: 'execCommand' });
    // Still watching for a revert: it listens, and answers nothing more.
    expect(second.outcome).toBeUndefined();
    // The watch over, nobody listens.
    await expect
      .poll(async () => (await driver.send(url, GIF_URL)).error ?? '')
      .toMatch(/Receiving end does not exist/);
    expect(await composerPage.text()).toBe(INSERTED);
  });

  test('a comment box on github.com gets Markdown by default', async ({
    page,
    context,
    env,
    extensionId,
  }) => {
    const composerPage = new ComposerPage(page, env.composersUrl);
    await composerPage.open('github.html');
    await composerPage.placeCaret({ field: '#field' }, 'Hello '.length);
    const format = chooseFormat('github.com', { format: 'url' });
    const formatted = formatInsertion({ url: GIF_URL, title: 'Cat [typing] (fast)' }, format);
    if (!formatted.ok) throw new Error('the GIF URL was refused');
    const driver = await InsertionDriver.open(context, extensionId);
    await page.bringToFront();

    const { outcome } = await driver.insert(composerPage.url('github.html'), formatted.text);

    expect(outcome).toMatchObject({ ok: true, placement: 'at-caret' });
    expect(await composerPage.text()).toBe(`Hello ![Cat \\[typing\\] \\(fast\\)](${GIF_URL})world`);
  });
});

test('the manifest declares no content script and asks for no access to every site', async ({ env }) => {
  const manifest = JSON.parse(await readFile(path.join(env.extensionDir, 'manifest.json'), 'utf8'));
  expect(manifest.content_scripts ?? []).toEqual([]);
  const access = [
    ...(manifest.permissions ?? []),
    ...(manifest.host_permissions ?? []),
    ...(manifest.optional_permissions ?? []),
    ...(manifest.optional_host_permissions ?? []),
  ];
  expect(access.filter((entry: string) => entry === '<all_urls>' || entry.startsWith('*://'))).toEqual([]);
  // Any page may frame the in-page picker (it refuses to work unless our script opened it), and
  // only it: that is no access to the page.
  expect(manifest.web_accessible_resources).toEqual([
    { resources: ['panel.html'], matches: ['<all_urls>'], use_dynamic_url: true },
  ]);
  await expect(
    readFile(path.join(env.extensionDir, 'content-scripts', 'insert.js'), 'utf8'),
  ).resolves.toContain('gifdrop:insert');
});
