import { expect, test } from './fixtures.ts';
import { BackgroundApi } from './pages/background-api.ts';
import { pageInOwnWindow } from './pages/own-window.ts';

// One browser for the file, the extension reset between tests (fixtures.ts).
test.use({ profile: 'shared' });

test.describe('popup: a pasted link or id shows its item', () => {
  test('each link form and a bare id show that item ready to insert; a removed or excluded item says so', async ({
    popupPage,
    context,
    extensionId,
    control,
  }) => {
    const api = new BackgroundApi(await pageInOwnWindow(context), extensionId);
    await api.open();
    const [gif] = (await api.value({ type: 'trending', kind: 'gifs', limit: 1 })).data;
    const [clip] = (await api.value({ type: 'trendingClips', limit: 1 })).data;
    if (!gif || !clip) throw new Error('the reference service has trending GIFs and clips');
    await popupPage.recordClipboard();
    await popupPage.open();
    await popupPage.waitForTiles();

    const forms: [string, string, string][] = [
      [`https://giphy.com/gifs/some-funny-slug-${gif.id}`, gif.id, 'gifs.by_id'],
      [`https://media.giphy.com/media/${gif.id}/giphy.gif`, gif.id, 'gifs.by_id'],
      [`https://media2.giphy.com/media/v1.Y2lkPTc5MGI3NjEx/${gif.id}/200w.webp`, gif.id, 'gifs.by_id'],
      [`https://giphy.com/clips/some-clip-slug-${clip.id}`, clip.id, 'content.by_id'],
      [gif.id, gif.id, 'gifs.by_id'],
    ];
    for (const [link, id, operation] of forms) {
      await control.reset();
      await popupPage.paste(link);
      await expect.poll(() => popupPage.previewId(), { message: link }).toBe(id);
      await expect(popupPage.search).toHaveValue(link);
      const operations = (await control.requests()).map((request) => request.operation);
      expect(operations, link).toContain(operation);
      // No search went out with the link's text.
      expect(operations, link).not.toContain('gifs.search');
      await popupPage.back.click();
    }
    // Ready to insert: a click picks it (no field here, so the link is copied).
    await popupPage.paste(`https://giphy.com/gifs/x-${gif.id}`);
    await expect.poll(() => popupPage.previewId()).toBe(gif.id);
    await popupPage.previewInsert.click();
    await expect(popupPage.notice).toHaveText('Copied — press Ctrl+V');

    // A typed word that looks like nothing in particular is still a search.
    await popupPage.search.fill('dancing');
    await expect(popupPage.panel).not.toContainText('no longer available');

    await control.removeItem(gif.id);
    await control.rateItem(clip.id, 'r');
    for (const link of [
      `https://giphy.com/gifs/x-${gif.id}`,
      `https://giphy.com/clips/y-${clip.id}`,
      'https://giphy.com/search/cats-and-dogs',
    ]) {
      await popupPage.open();
      await popupPage.paste(link);
      await expect(popupPage.panel).toContainText(
        'Nothing to show for that link: GIPHY removed the item, its rating is above your setting, or the link names no GIF.',
      );
      await expect(popupPage.tiles).toHaveCount(0);
    }
  });

  test('a pasted all-letter id shows its GIF; a long pasted non-id word is searched after one by-id ask', async ({
    popupPage,
    context,
    extensionId,
    control,
  }) => {
    const api = new BackgroundApi(await pageInOwnWindow(context), extensionId);
    await api.open();
    const { data } = await api.value({ type: 'search', kind: 'gifs', q: 'cat', limit: 50 });
    const lettersOnly = data.find((item) => /^[A-Za-z]+$/.test(item.id));
    if (!lettersOnly) throw new Error('the reference catalogue has GIFs whose ids are letters only');
    await popupPage.open();
    await popupPage.waitForTiles();

    await control.reset();
    await popupPage.paste(lettersOnly.id);
    await expect.poll(() => popupPage.previewId()).toBe(lettersOnly.id);
    expect((await control.requests()).map((request) => request.operation)).not.toContain('gifs.search');
    await popupPage.back.click();

    await control.reset();
    await popupPage.paste('congratulations');
    await expect(popupPage.search).toHaveValue('congratulations');
    // The search's own answer (the catalogue has no such word), never the lookup's "nothing to show".
    await expect(popupPage.panel).toContainText('No results for “congratulations”');
    await expect(popupPage.panel).not.toContainText('Nothing to show');
    await expect(popupPage.back).toHaveCount(0);
    const asked = (await control.requests()).filter((request) => request.server === 'api');
    const operations = asked.map((request) => request.operation);
    expect(operations.filter((operation) => operation === 'gifs.by_id')).toHaveLength(1);
    expect(operations.indexOf('gifs.by_id')).toBeLessThan(operations.indexOf('gifs.search'));
    const searched = asked.find((request) => request.operation === 'gifs.search');
    expect(new URLSearchParams(searched?.rawQuery).get('q')).toBe('congratulations');
  });
});
