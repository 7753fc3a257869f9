import { expect, test } from './fixtures.ts';
import { BackgroundApi } from './pages/background-api.ts';
import { pageInOwnWindow } from './pages/own-window.ts';

// One browser per worker, the extension reset between tests (fixtures.ts).
test.use({ profile: 'shared' });

test.describe('popup: suggestions', () => {
  test('trending searches when the box is empty, asked once the list is in; choosing one searches it', async ({
    popupPage,
    control,
  }) => {
    // The list is slow: its searches wait for it instead of competing with it, at most 400 ms.
    await control.injectFault({ route: 'gifs.trending', kind: 'latency', latencyMs: 300, count: 1 });
    const opened = Date.now();
    await popupPage.open();
    const row = popupPage.page.getByRole('navigation', { name: 'Trending searches' });
    const chip = row.getByRole('button').first();
    await expect(chip).toBeVisible();
    const requests = await control.requests();
    const list = requests.find((request) => request.operation === 'gifs.trending');
    const searches = requests.find((request) => request.operation === 'trending.searches');
    // Asked once the list's answer was in (300 ms after it was asked), or when the 400 ms the
    // popup gives it ran out, counted from when it opened; a busy machine only makes both later.
    expect(list && searches).toBeTruthy();
    expect(searches?.time).toBeGreaterThanOrEqual(Math.min((list?.time ?? 0) + 280, opened + 400));
    const term = (await chip.textContent()) ?? '';
    await chip.click();
    await expect(popupPage.search).toHaveValue(term);
    await expect
      .poll(async () =>
        (await control.requests())
          .filter((request) => request.operation === 'gifs.search')
          .map((request) => new URLSearchParams(request.rawQuery).get('q')),
      )
      .toContain(term);
  });

  test('tag completions while typing; related tags as chips under the results', async ({
    popupPage,
    control,
  }) => {
    await popupPage.open();
    await popupPage.search.fill('ca');
    const completion = popupPage.page
      .getByRole('navigation', { name: 'Tag completions' })
      .getByRole('button')
      .first();
    await expect(completion).toBeVisible();
    expect((await completion.textContent())?.toLowerCase().startsWith('ca')).toBe(true);
    // Asked once the search's answer is in, not beside it.
    const operations = (await control.requests()).map((request) => request.operation);
    expect(operations.indexOf('gifs.search')).toBeGreaterThanOrEqual(0);
    expect(operations.indexOf('gifs.search')).toBeLessThan(operations.indexOf('tags.completions'));
    await popupPage.search.fill('cat');
    await popupPage.search.press('Enter');
    const related = popupPage.page
      .getByRole('navigation', { name: 'Related tags' })
      .getByRole('button')
      .first();
    await expect(related).toBeVisible();
    // The chips sit below the results, above the attribution.
    const grid = await popupPage.page.locator('main').boundingBox();
    const chips = await related.boundingBox();
    expect(chips && grid && chips.y >= grid.y + grid.height - 1).toBe(true);
    const term = (await related.textContent()) ?? '';
    await related.click();
    await expect(popupPage.search).toHaveValue(term);
    await expect
      .poll(async () =>
        (await control.requests())
          .filter((request) => request.operation === 'tags.related')
          .map((request) => decodeURIComponent(request.path.split('/').pop() ?? '')),
      )
      .toContain('cat');
  });

  test('@ suggests channels; choosing one searches that user', async ({ popupPage, api, control }) => {
    await popupPage.open();
    const channels = await api.value({ type: 'searchChannels', q: 'a', limit: 5 });
    const name = channels.data.map((channel) => channel.user?.username).find(Boolean) as string;
    expect(name).toBeTruthy();
    await popupPage.search.pressSequentially(`@${name.slice(0, 3)}`, { delay: 60 });
    const row = popupPage.page.getByRole('navigation', { name: 'Channels' });
    const chip = row.getByRole('button').first();
    await expect(chip).toBeVisible();
    // While the name is being typed the grid waits for a channel: no "No results for @…".
    await expect(popupPage.panel).toContainText('Choose a channel above');
    await expect(popupPage.panel).not.toContainText('No results');
    // Each channel once, with its display name, its @username and its avatar.
    const usernames = await row.locator('.chip-detail').allTextContents();
    expect(usernames.length).toBeGreaterThan(0);
    expect(new Set(usernames).size).toBe(usernames.length);
    await expect(chip.locator('img.chip-avatar')).toHaveAttribute('src', /^https?:\/\//);
    const chosen = (await chip.locator('.chip-detail').textContent()) ?? '';
    expect(chosen).toMatch(/^@\S+$/);
    expect((await chip.textContent())?.replace(chosen, '').trim()).not.toBe('');
    // Typing a word instead: the channels go at once, not when the word's completions come.
    await control.injectFault({ route: 'tags.completions', kind: 'hang', count: 5 });
    await popupPage.search.fill('zzqq');
    await expect(row).toHaveCount(0);
    await popupPage.search.fill('');
    await popupPage.search.pressSequentially(`@${name.slice(0, 3)}`, { delay: 60 });
    await chip.click();
    await expect(popupPage.search).toHaveValue(chosen);
    await expect
      .poll(async () =>
        (await control.requests())
          .filter((request) => request.operation === 'gifs.search')
          .map((request) => new URLSearchParams(request.rawQuery).get('q')),
      )
      .toContain(chosen);
  });

  test('only channels whose GIFs a search returns are offered; a name with none says so plainly', async ({
    popupPage,
    context,
    extensionId,
  }) => {
    const api = new BackgroundApi(await pageInOwnWindow(context), extensionId);
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

test.describe('popup: emoji variations', () => {
  test('open from a marked tile by keyboard, pick one, or close with Escape', async ({
    popupPage,
    control,
  }) => {
    await popupPage.open();
    await popupPage.tab('Emoji').click();
    await popupPage.waitForTiles();
    const marked = popupPage.page.locator('.tile', { has: popupPage.page.locator('.variations') }).first();
    await marked.focus();
    // Where the focus is at the moment the variations are first in the document (before any paint):
    // the observer is in place before Enter, or a busy page could show them before it watches.
    type Watched = Window & { focusAsShown?: Promise<string> };
    await popupPage.page.evaluate(() => {
      (window as Watched).focusAsShown = new Promise<string>((resolve) => {
        new MutationObserver((_, observer) => {
          if (document.querySelectorAll('.variation').length < 2) return;
          observer.disconnect();
          resolve(document.activeElement?.className ?? '');
        }).observe(document.body, { childList: true, subtree: true });
      });
    });
    await popupPage.page.keyboard.press('Enter');
    const panel = popupPage.page.getByRole('region', { name: /^Variations of/ });
    await expect(panel.locator('.variation').nth(1)).toBeVisible();
    // The list has the focus as it appears: a key pressed then (Escape) is the panel's, not the grid's.
    expect(await popupPage.page.evaluate(() => (window as Watched).focusAsShown)).toBe('variation');
    await expect(panel.locator('.variation').first()).toBeFocused();
    await expect
      .poll(async () => (await control.requests()).map((request) => request.operation))
      .toContain('emoji.variations');
    await popupPage.page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(popupPage.search).toBeFocused();
    await marked.click();
    await panel.locator('.variation').nth(1).click();
    await expect(popupPage.notice).not.toBeEmpty();
  });

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
});
