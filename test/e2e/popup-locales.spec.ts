import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { messageReader, readCatalogue } from '../unit/i18n/catalogue.ts';
import { takingPictures } from './cross/photograph.ts';
import { expect, test } from './fixtures.ts';
import { textFitProblems } from './pages/text-fit.ts';

// One browser per worker, the extension reset between tests (fixtures.ts).
test.use({ profile: 'shared' });

/**
 * GifDrop in each language it ships, as Chromium started with `--lang` shows it: no word cut off
 * or covered in the popup (trending, and a long search typed) and the upload page at 400 px and
 * the options page at 1000 and 1280 px; the popup's tabs and status lines whole. In Japanese and
 * Arabic also the catalogue's words, `lang` and `dir`, arrow keys that follow the screen (right to
 * left in Arabic), and the options page showing both languages. With `npm run looks`, pictures of
 * each in both themes go to test-results/locales/ to be looked at (not baselines: the fonts are
 * the system's).
 */
const SHOTS = path.join(import.meta.dirname, '../../test-results/locales');

/** Pictures of `page` in both themes, for `npm run looks` only. */
async function shots(page: Page, name: string): Promise<void> {
  if (!takingPictures) return;
  await mkdir(SHOTS, { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${scheme}.png`) });
  }
}

/** Text of a control cut off by its box (overflow hidden, or a single line running past it). */
function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        '.tabs, [role="tab"], .chip, .action-hint, .suggestions-heading, footer *',
      ),
    ]
      .filter(
        (element) =>
          element.getBoundingClientRect().width > 0 && element.scrollWidth > element.clientWidth + 1,
      )
      .map((element) => `${element.className || element.tagName}: “${element.textContent}”`),
  );
}

const CASES = [
  {
    lang: 'ja',
    dir: 'ltr',
    tabs: ['GIF', 'ステッカー', '動画', '絵文字', '最近', 'お気に入り'],
    search: '人気の検索',
    noResults: '「zzqqxx」の結果はありません。',
    options: { heading: 'GifDrop の設定', interface: '日本語', dataSaver: 'データセーバー' },
  },
  {
    lang: 'ar',
    dir: 'rtl',
    tabs: ['GIF', 'ملصقات', 'مقاطع', 'رموز', 'الأخيرة', 'المفضّلة'],
    search: 'عمليات البحث الرائجة',
    noResults: 'لا نتائج عن «zzqqxx».',
    options: { heading: 'إعدادات GifDrop', interface: 'العربية', dataSaver: 'توفير البيانات' },
  },
] as const;

/** The whole check of a language with a case above, declared inside its language's block. */
function languageTest(expected: (typeof CASES)[number]): void {
  test('its words, its direction, nothing cut off, arrow keys by the screen, both languages in the options', async ({
    popupPage,
    optionsPage,
    page,
  }) => {
    await popupPage.open();
    await popupPage.waitForTiles();
    const root = page.locator('html');
    await expect(root).toHaveAttribute('lang', expected.lang);
    await expect(root).toHaveAttribute('dir', expected.dir);
    await expect(page.getByRole('tab')).toHaveText([...expected.tabs]);
    await expect(page.getByRole('navigation', { name: expected.search })).toBeVisible();
    expect(await popupPage.overflow()).toEqual([]);
    expect(await clippedText(page)).toEqual([]);

    // The tabs: the next is the one further along the reading direction (then back).
    await page.getByRole('tab', { name: expected.tabs[0], exact: true }).focus();
    await page.keyboard.press(expected.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight');
    await expect(page.getByRole('tab', { name: expected.tabs[1], exact: true })).toBeFocused();
    await page.keyboard.press(expected.dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft');
    await expect(page.getByRole('tab', { name: expected.tabs[0], exact: true })).toBeFocused();
    await popupPage.waitForTiles();

    // Arrow keys move by what is on screen: Left goes to the tile on the left in both directions.
    await popupPage.search.press('ArrowDown');
    const first = popupPage.focusedTile;
    const firstBox = await first.boundingBox();
    const grid = await page.locator('.grid-scroller').boundingBox();
    // The first tile starts the row: at the right when the page reads right to left.
    if (expected.dir === 'rtl')
      expect(firstBox && grid && grid.x + grid.width - (firstBox.x + firstBox.width)).toBeLessThan(24);
    else expect(firstBox && grid && firstBox.x - grid.x).toBeLessThan(24);
    await page.keyboard.press(expected.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight');
    const focusedX = async () => (await popupPage.focusedTile.boundingBox())?.x ?? Number.NaN;
    if (expected.dir === 'rtl') await expect.poll(focusedX).toBeLessThan(firstBox?.x ?? 0);
    else await expect.poll(focusedX).toBeGreaterThan(firstBox?.x ?? 0);
    const secondBox = await popupPage.focusedTile.boundingBox();
    // The neighbour beside it: the next column's tile that overlaps it (a masonry has no rows).
    expect(secondBox && firstBox && secondBox.y - (firstBox.y + firstBox.height)).toBeLessThan(0);
    await popupPage.search.fill('zzqqxx');
    await popupPage.search.press('Enter');
    await expect(popupPage.panel).toHaveText(expected.noResults);
    expect(await popupPage.overflow()).toEqual([]);

    await optionsPage.open();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.options.heading);
    await expect(page.locator('html')).toHaveAttribute('dir', expected.dir);
    await expect(page.locator('#interface-language')).toHaveText(expected.options.interface);
    // The search language starts as the interface's.
    await expect(page.locator('#language')).toHaveValue(expected.lang);
    await expect(page.getByLabel(expected.options.dataSaver)).toHaveValue('auto');
    // Nothing past either edge of the page.
    const outside = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && (box.left < -0.5 || box.right > document.documentElement.clientWidth + 0.5);
        })
        .map((element) => `${element.tagName.toLowerCase()}#${element.id}.${element.className}`),
    );
    expect(outside).toEqual([]);
  });
}

/** The footer's longest status lines: each says at its end what to do, so none may be cut off. */
const FOOTER_NOTICES = [
  'copiedClosedComponent',
  'copiedNotAccepted',
  'copiedPaste',
  'insertedTwice',
  'insertedAtEnd',
  'copiedTooLong',
  'copiedNoRoom',
  'copiedPartial',
  'copiedAltered',
  'copiedReverted',
  'framesNotAllowed',
] as const;
/** The widest figures a length refusal shows. */
const FIGURES: Partial<Record<(typeof FOOTER_NOTICES)[number], string[]>> = {
  copiedTooLong: ['1,000', '1,097'],
  copiedNoRoom: ['1,000', '1,097'],
};

/** Whether the first character of the element's text is painted left of its last. */
function readsLeftToRight(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const texts = [...element.childNodes].filter((node): node is Text => node instanceof Text);
      const first = texts[0] as Text;
      const last = texts.at(-1) as Text;
      const x = (node: Text, index: number) => {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        return range.getBoundingClientRect().x;
      };
      return x(first, 0) < x(last, last.length - 1);
    });
}

/** No word cut or covered in the popup, the options and the upload page, in the block's language. */
function wordsFitTest(folder: string): void {
  test('popup and upload at 400 px, options at 1000 and 1280 px: no word cut or covered', async ({
    popupPage,
    optionsPage,
    page,
  }) => {
    await popupPage.open();
    await popupPage.waitForTiles();
    await expect(page.locator('header nav.suggestions')).toBeVisible();
    expect(await page.evaluate(textFitProblems)).toEqual([]);
    await shots(page, `popup-${folder}`);
    // The counter shows from 40 characters: the text, the counter and the clear button side by side.
    await popupPage.search.fill('a long search that runs on past the end of the box');
    await expect(popupPage.counter).toBeVisible();
    await expect(page.getByRole('button', { name: /./ }).first()).toBeVisible();
    expect(await page.evaluate(textFitProblems)).toEqual([]);
    await shots(page, `popup-long-search-${folder}`);

    await optionsPage.open();
    for (const width of [1000, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(textFitProblems), `${width} px`).toEqual([]);
      await page.locator('#data-saver').scrollIntoViewIfNeeded();
      await shots(page, `options-${width}-${folder}`);
    }

    await page.setViewportSize({ width: 400, height: 600 });
    await page.goto(page.url().replace('options.html', 'upload.html'));
    await expect(page.locator('button[type=submit]')).toBeVisible();
    expect(await page.evaluate(textFitProblems), 'upload').toEqual([]);
    await shots(page, `upload-${folder}`);
  });
}

// One block per language, so each language is one launch of the worker's browser (`--lang` is
// fixed at launch). English, the browser's own language here: cross/text-fit.cross.spec.ts checks
// its words in both browsers.
for (const folder of ['en', 'de', 'es', 'fr', 'pt_BR', 'ja', 'ar'])
  test.describe(`popup in ${folder}`, () => {
    test.use({ lang: folder.replace('_', '-') });
    const expected = CASES.find((candidate) => candidate.lang === folder);
    if (expected) languageTest(expected);
    if (folder !== 'en') wordsFitTest(folder);

    test('its six tabs fit the row; its longest status lines show whole beside the Upload and Settings links', async ({
      popupPage,
    }) => {
      const message = messageReader(readCatalogue(folder));
      await popupPage.open();
      await popupPage.waitForTiles();
      expect(await clippedText(popupPage.page)).toEqual([]);
      // Exactly the two text links (the attribution mark is a link too): their layout is measured.
      const links = popupPage.footer.locator('.footer-link');
      await expect(links).toHaveText([message('upload'), message('settings')]);
      for (const key of FOOTER_NOTICES) {
        // The status line as the popup writes it (its text is all the layout depends on).
        await popupPage.notice.evaluate(
          (notice, text) => {
            notice.textContent = text;
          },
          message(key, FIGURES[key]),
        );
        for (const link of await links.all()) await expect(link).toBeInViewport({ ratio: 1 });
        await expect(popupPage.attribution).toBeInViewport({ ratio: 1 });
        const box = await popupPage.notice.evaluate((notice) => ({
          cut: notice.scrollHeight > notice.clientHeight + 1 || notice.scrollWidth > notice.clientWidth + 1,
          text: notice.textContent,
        }));
        expect(box, key).toEqual({ cut: false, text: message(key, FIGURES[key]) });
      }
    });

    if (folder === 'ar')
      test('the emoji variations count reads "+5", not "5+"', async ({ popupPage }) => {
        const { page } = popupPage;
        await popupPage.open();
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        await page.getByRole('tab').nth(3).click();
        await popupPage.waitForTiles();
        await expect(page.locator('.badge.variations').first()).toHaveText(/^\+/);
        expect(await readsLeftToRight(page, '.badge.variations')).toBe(true);
      });
  });
