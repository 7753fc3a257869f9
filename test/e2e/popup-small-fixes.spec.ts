import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { BackgroundApi } from './pages/background-api.ts';

// One browser per worker, the extension reset between tests (fixtures.ts).
test.use({ profile: 'shared' });

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

test.describe('popup: the smaller things a new user met', () => {
  test('the emoji variations strip is walked with the arrow keys', async ({ popupPage }) => {
    const { page } = popupPage;
    await popupPage.open();
    await popupPage.tab('Emoji').click();
    await popupPage.waitForTiles();
    await page
      .locator('.tile', { has: page.locator('.variations') })
      .first()
      .focus();
    await page.keyboard.press('Enter');
    const strip = page.getByRole('region', { name: /^Variations of/ }).locator('.variation');
    await expect(strip.nth(1)).toBeVisible();
    await expect(strip.first()).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(strip.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(strip.first()).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(strip.last()).toBeFocused();
  });

  test('the clips sound hint shows whole, with sound off and on', async ({ popupPage }) => {
    const { page } = popupPage;
    await popupPage.open();
    await popupPage.tab('Clips').click();
    const hint = page.locator('.action-hint');
    for (const words of ['Clips play muted', 'The clip under the pointer or focus plays with sound']) {
      await expect(hint).toHaveText(words);
      expect(await hint.evaluate((element) => element.scrollHeight <= element.clientHeight + 1)).toBe(true);
      expect(await hint.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
      await page.getByRole('button', { name: /Sound/ }).click();
    }
  });

  test('a box of spaces alone is not sent as a search', async ({ popupPage, control }) => {
    await popupPage.open();
    await popupPage.waitForTiles();
    await control.reset();
    await popupPage.search.fill('   ');
    await popupPage.search.press('Enter');
    await popupPage.waitForTiles();
    await expect(popupPage.panel).not.toContainText('No results');
    const operations = (await control.requests()).map((request) => request.operation);
    expect(operations).not.toContain('gifs.search');
  });
});

test.describe('popup in Arabic', () => {
  test.use({ lang: 'ar' });

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

test.describe('popup: @ channels', () => {
  test('only channels whose GIFs a search returns are offered; a name with none says so plainly', async ({
    popupPage,
    context,
    extensionId,
  }) => {
    const api = new BackgroundApi(await context.newPage(), extensionId);
    await api.open();
    const channels = [];
    for (const q of 'abcdefghijklmnopqrstuvwxyz')
      channels.push(...(await api.value({ type: 'searchChannels', q, limit: 50 })).data);
    const unverified = channels.find(
      (channel) => channel.user?.username && channel.user.is_verified !== true,
    );
    if (!unverified?.user?.username) throw new Error('the reference service lists unverified channels');
    const { page } = popupPage;
    await popupPage.open();
    await popupPage.waitForTiles();
    await popupPage.search.pressSequentially(`@${unverified.user.username}`, { delay: 20 });
    const offered = page.getByRole('navigation', { name: 'Channels' }).getByRole('button');
    await expect(popupPage.panel).toContainText(/Choose a channel above|No channel is called/);
    await expect(offered.filter({ hasText: `@${unverified.user.username}` })).toHaveCount(0);

    await popupPage.search.fill('');
    await popupPage.search.pressSequentially('@zzqqnochannel', { delay: 20 });
    await expect(popupPage.panel).toContainText(
      'No channel is called “@zzqqnochannel”, or its GIFs cannot be searched (only verified channels can).',
    );
  });
});

test.describe('popup: the way back from one item', () => {
  test('"Back to results" only when there were results; "Back" after a search with none', async ({
    popupPage,
    context,
    extensionId,
  }) => {
    const api = new BackgroundApi(await context.newPage(), extensionId);
    await api.open();
    const [gif] = (await api.value({ type: 'trending', kind: 'gifs', limit: 1 })).data;
    if (!gif) throw new Error('the reference service has trending GIFs');
    const { page } = popupPage;
    await popupPage.open();
    await popupPage.waitForTiles();
    await popupPage.paste(`https://giphy.com/gifs/x-${gif.id}`);
    await expect.poll(() => popupPage.previewId()).toBe(gif.id);
    await expect(popupPage.back).toBeVisible();

    await popupPage.open();
    await popupPage.search.fill('zzqqxxnothingmatches');
    await popupPage.search.press('Enter');
    await expect(popupPage.panel).toContainText('No results');
    await popupPage.paste(`https://giphy.com/gifs/x-${gif.id}`);
    await expect.poll(() => popupPage.previewId()).toBe(gif.id);
    await expect(popupPage.back).toHaveCount(0);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(popupPage.panel).toContainText('No results');
  });
});

test.describe('popup: the row under the box', () => {
  test('on trending GIFs it does not say "Trending GIFs" and then change to the trending searches', async ({
    popupPage,
  }) => {
    const { page } = popupPage;
    // Every text the row's heading ever shows, from the first paint on.
    await page.addInitScript(() => {
      const seen = new Set<string>();
      (window as unknown as { rowHeadings: Set<string> }).rowHeadings = seen;
      new MutationObserver(() => {
        for (const heading of document.querySelectorAll('header .suggestions-heading'))
          seen.add(heading.textContent ?? '');
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await popupPage.open();
    await popupPage.waitForTiles();
    await expect(page.getByRole('navigation', { name: 'Trending searches' })).toBeVisible();
    const seen = await page.evaluate(() => [
      ...(window as unknown as { rowHeadings: Set<string> }).rowHeadings,
    ]);
    expect(seen).toEqual(['Trending searches']);
  });
});
