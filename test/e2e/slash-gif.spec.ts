import { expect, test } from '@playwright/test';
import { COMPOSER_CASES } from '../composers/composer-cases.ts';
import { type LaunchedExtension, launchWithExtension } from '../harness/chromium.ts';
import type { LoggedRequest } from '../service/index.ts';
import { readE2eEnv } from './e2e-env.ts';
import { ComposerPage, type FieldLocation } from './pages/composer-page.ts';
import { InPagePanel } from './pages/in-page-panel.ts';
import { SlashGifSites } from './pages/slash-gif-sites.ts';
import { quietFor } from './quiet.ts';
import { ServiceControl } from './service-control.ts';

/**
 * `/gif` in the composer, opt-in per site, in Chromium: the options turn it on
 * for one site (its permission granted, its script registered), `/gif cats` there opens the panel
 * searching "cats" and a keyboard pick replaces the command with the insertion (textarea and
 * contenteditable), Escape leaves the typed text, a site not chosen gets nothing, and turning it
 * off unregisters the script and gives the permission back. One browser for the whole story.
 * The bench pages are served on 127.0.0.1; `--host-resolver-rules` gives them two names of their
 * own, so neither is covered by the test build's host permission for the local service.
 */
test.describe.configure({ mode: 'serial' });

/**
 * The bench pages `/gif` is tried on, one of each kind (each costs about 1.7 s): a text control,
 * a plain contenteditable, two editors with models of their own, an editor in a frame without an
 * address, a field in a shadow root. Every other non-Monaco page passed too when tried; Monaco
 * is a code editor whose hidden textarea holds no line to read, and `/gif` is not for it.
 */
const SLASH_BENCH = [
  'textarea',
  'contenteditable',
  'Lexical (rich text)',
  'ProseMirror',
  'TinyMCE (iframe mode)',
  'contenteditable in an open shadow root',
];

test.describe('/gif in the composer, on the sites the person chose (Chromium)', () => {
  const env = readE2eEnv();
  const control = new ServiceControl(env.controlUrl);
  const port = new URL(env.composersUrl).port;
  const opted = `http://opted.test:${port}`;
  const other = `http://other.test:${port}`;
  const pattern = 'http://opted.test/*';
  let launched: LaunchedExtension;
  let sites: SlashGifSites;
  let composer: ComposerPage;

  test.beforeAll(async () => {
    launched = await launchWithExtension({
      // The text path: Link chosen (the default, Automatic, puts pictures into rich fields).
      insertAs: 'url',
      extensionDir: env.extensionDir,
      executablePath: env.chromiumPath,
      headless: process.env.HEADED !== '1',
      stillImages: true,
      args: ['--host-resolver-rules=MAP opted.test 127.0.0.1, MAP other.test 127.0.0.1'],
    });
    sites = new SlashGifSites(await launched.context.newPage(), launched.extensionId);
    composer = new ComposerPage(await launched.context.newPage(), `${opted}/`);
    await composer.page.setViewportSize({ width: 1000, height: 760 });
  });

  test.afterAll(async () => {
    await launched?.context.close();
  });

  /**
   * Types after the field's text in one burst (one input event, as a quick typist's command reads
   * once typing pauses). Key by key, a loaded machine spaced the keys past the 250 ms pause that
   * opens the panel, and the rest of the command went into the panel: a pause mid-command is its
   * own case, not this file's.
   */
  async function typeAtEnd(
    page: ComposerPage,
    text: string,
    field: FieldLocation = { field: '#field' },
  ): Promise<void> {
    await page.field(field).click();
    await page.page.keyboard.press('Control+End');
    await page.page.keyboard.insertText(text);
  }

  /**
   * The first GIF of the panel's own search for "cats" (its request to the reference service, asked
   * again): what its first tile shows once the results for "cats" replace the trending ones.
   */
  async function firstCat(): Promise<RegExp> {
    let asked: LoggedRequest | undefined;
    await expect
      .poll(async () => {
        asked = (await control.requests()).find(
          (request) => request.operation === 'gifs.search' && /(^|&)q=cats(&|$)/.test(request.rawQuery),
        );
        return asked !== undefined;
      }, 'the panel searched "cats"')
      .toBe(true);
    const answer = await fetch(`${env.baseUrl}${asked?.path}?${asked?.rawQuery}`);
    const { data } = (await answer.json()) as { data: { alt_text?: string; title?: string }[] };
    // A tile is named by its item's alt text, else its title, then "by" its creator.
    const name = (data[0]?.alt_text || data[0]?.title || '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`^${name}( by |$)`);
  }

  /** The panel shows the results for "cats" with its box focused; a keyboard pick replaces the whole command. */
  async function searchesCatsAndReplacesTheCommand(panel: InPagePanel): Promise<void> {
    const frame = await panel.waitForTiles();
    await expect(frame.getByRole('searchbox')).toHaveValue('cats');
    await expect(InPagePanel.tilesIn(frame).first()).toHaveAccessibleName(await firstCat());
    await expect(frame.getByRole('searchbox')).toBeFocused();
    await composer.page.keyboard.press('ArrowDown');
    await expect(InPagePanel.tilesIn(frame).first()).toBeFocused();
    await composer.page.keyboard.press('Enter');
    // The engine verified the insertion (the panel closes only then); the command is gone.
    await expect.poll(() => composer.text()).toMatch(/^Hello world https?:\/\/\S+\s?$/);
    expect(await composer.text()).not.toContain('/gif');
    await expect(panel.host).toHaveCount(0);
  }

  test('the options refuse what is not one web site, each with its reason', async () => {
    await sites.open();
    await expect(sites.section.getByText('No site has /gif yet.')).toBeVisible();
    for (const [typed, reason] of [
      ['', 'Enter a site’s address, such as https://example.com'],
      ['ftp://files.example.com', 'Only http:// and https:// sites can have /gif, not ftp: addresses.'],
      ['https://*.example.com', 'One site at a time: enter its address without *'],
      [
        'http://exa mple.com',
        '“http://exa mple.com” is not a web address. Enter one such as https://example.com',
      ],
    ]) {
      await sites.site.fill(typed ?? '');
      await sites.add.click();
      await expect(sites.error).toHaveText(reason ?? '');
    }
    expect(await sites.listed()).toEqual([]);
    expect((await sites.browserSide(pattern)).scripts).toEqual([]);
  });

  test('turning it on for a site: its permission asked for, its script registered for it alone', async () => {
    await sites.grantOnExtensionsPage(pattern);
    await sites.site.fill(`${opted}/some/page`);
    await sites.add.click();
    await expect(sites.status).toHaveText(`${opted}: /gif is on`);
    expect(await sites.listed()).toEqual([opted]);
    const side = await sites.browserSide(pattern);
    expect(side.granted).toBe(true);
    expect(side.scripts).toEqual([[`gifdrop-slash-gif:${pattern}`, pattern]]);
  });

  test('every start reconciles: a script the browser lost is registered again', async () => {
    const id = `gifdrop-slash-gif:${pattern}`;
    await sites.forgetScript(id);
    expect((await sites.browserSide(pattern)).scripts).toEqual([]);
    await sites.restartBackground();
    await expect.poll(async () => (await sites.browserSide(pattern)).scripts).toEqual([[id, pattern]]);
    expect(await sites.listed()).toEqual([opted]);
  });

  for (const bench of COMPOSER_CASES.filter((bench) => SLASH_BENCH.includes(bench.name))) {
    test(`${bench.name}: /gif cats opens the panel searching cats; a keyboard pick replaces the command`, async () => {
      await composer.open(bench.page, { frame: bench.frame });
      const panel = new InPagePanel(composer.page, launched.serviceWorker);
      await typeAtEnd(composer, ' /gif cats', bench);
      await searchesCatsAndReplacesTheCommand(panel);
    });
  }

  for (const bench of COMPOSER_CASES.filter((bench) =>
    ['textarea', 'contenteditable'].includes(bench.name),
  )) {
    test(`${bench.name}: "/gif ", a pause, "cats": the panel searches cats; a pick replaces all of it`, async () => {
      await composer.open(bench.page, { frame: bench.frame });
      const panel = new InPagePanel(composer.page, launched.serviceWorker);
      await typeAtEnd(composer, ' /gif ', bench);
      // The pause opened the panel; the person types on as it comes: the first letter still goes
      // into the field (the panel shows only once its page is drawn), the rest into the panel.
      await expect(panel.host).toBeAttached();
      await composer.page.keyboard.type('cats', { delay: 60 });
      await searchesCatsAndReplacesTheCommand(panel);
    });
  }

  test('Escape closes the panel and leaves the typed text as it was, the caret after it', async () => {
    await composer.open('textarea.html');
    const panel = new InPagePanel(composer.page, launched.serviceWorker);
    await typeAtEnd(composer, ' /gif sleepy dogs');
    const frame = await panel.waitForTiles();
    await expect(frame.getByRole('searchbox')).toHaveValue('sleepy dogs');
    await panel.pressEscapeToClose();
    await composer.page.keyboard.type('!');
    expect(await composer.text()).toBe('Hello world /gif sleepy dogs!');
    // The command opened its panel once: typing on does not bring it back.
    await quietFor(composer.page, 600);
    await expect(panel.host).toHaveCount(0);
  });

  test('a site not chosen: /gif cats does nothing there', async () => {
    const elsewhere = new ComposerPage(composer.page, `${other}/`);
    await elsewhere.open('textarea.html');
    await typeAtEnd(elsewhere, ' /gif cats');
    // No panel comes: longer than a chosen site takes to show one.
    await quietFor(composer.page, 1000);
    await expect(composer.page.locator('gifdrop-panel')).toHaveCount(0);
    expect(await elsewhere.text()).toBe('Hello world /gif cats');
  });

  test('access taken away in the browser’s settings: the site goes off, its script with it', async () => {
    await sites.open();
    await sites.revokeOnExtensionsPage(pattern);
    await expect(sites.section.getByText('No site has /gif yet.')).toBeVisible();
    expect(await sites.browserSide(pattern)).toEqual({ granted: false, scripts: [] });
    // Back on, for the next test.
    await sites.grantOnExtensionsPage(pattern);
    await sites.site.fill(opted);
    await sites.add.click();
    await expect(sites.status).toHaveText(`${opted}: /gif is on`);
  });

  test('turning it off unregisters the script and gives the permission back; /gif does nothing', async () => {
    await sites.open();
    await sites.removeButton(opted).click();
    await expect(sites.status).toHaveText(`${opted}: /gif is off and its access given back`);
    await expect(sites.section.getByText('No site has /gif yet.')).toBeVisible();
    expect(await sites.browserSide(pattern)).toEqual({ granted: false, scripts: [] });
    await composer.open('textarea.html');
    await typeAtEnd(composer, ' /gif cats');
    // No panel comes: longer than a chosen site takes to show one.
    await quietFor(composer.page, 1000);
    await expect(composer.page.locator('gifdrop-panel')).toHaveCount(0);
    expect(await composer.text()).toBe('Hello world /gif cats');
  });
});
