import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { beginPopupStart, CACHED_UNTIL_NAME } from '../../../src/first-paint/popup-head/index.ts';
import { cacheTrendingAnswer } from '../../../src/first-paint/trending-cache/cached-trending.ts';
import { FIRST_TRENDING_PAGE } from '../../../src/first-paint/trending-cache/first-page.ts';
import { firstRowIn, takeKeyStatus, takeTrending } from '../../../src/first-paint/trending-handover.ts';
import { requestPreferencesFrom } from '../../../src/settings/index.ts';

const item = (id: string) => ({ id, images: { fixed_width: { url: `https://media.example/${id}.webp` } } });
const fresh = [item('f1'), item('f2')];

const KEY_STATUS = { source: 'built-in', check: { clips: 'not-approved' } };

/**
 * The background, as the popup's messages reach it: answers trending and the key status. Gives the
 * trending requests in order; `all` every request.
 */
function answerTrending(all: unknown[] = []) {
  const requests: unknown[] = [];
  fakeBrowser.runtime.onMessage.addListener((message: unknown) => {
    all.push(message);
    if ((message as { type?: unknown }).type === 'getKeyStatus')
      return Promise.resolve({ ok: true, value: KEY_STATUS });
    requests.push(message);
    return Promise.resolve({
      ok: true,
      value: { data: fresh, pagination: { offset: 0, total_count: 100, count: 2 } },
    });
  });
  return requests;
}

describe('trending at open', () => {
  it('takes over what the head script asked and read: one request, the cached answer under the same preferences', async () => {
    await fakeBrowser.storage.sync.set({ rating: 'g' });
    const cached = [item('k1'), item('k2')];
    await cacheTrendingAnswer(cached, requestPreferencesFrom({ rating: 'g' }));
    const requests = answerTrending();
    beginPopupStart();
    const trending = takeTrending();
    await trending.answered;
    expect(trending.feed.items.map((shown) => shown.id)).toEqual(['f1', 'f2']);
    expect(await trending.cached).toEqual(cached);
    expect(requests).toEqual([FIRST_TRENDING_PAGE]);
    // The next page is a request of its own.
    await trending.feed.next();
    expect(requests).toHaveLength(2);
  });

  it('hands the cached answer to the first render when the head script read it before the UI code ran', async () => {
    await fakeBrowser.storage.sync.set({ rating: 'g' });
    const cached = [item('k1')];
    await cacheTrendingAnswer(cached, requestPreferencesFrom({ rating: 'g' }));
    answerTrending();
    beginPopupStart();
    // The UI's modules load after the reads are in.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(takeTrending().cachedNow).toEqual(cached);
    // Under other preferences there is nothing to paint.
    await fakeBrowser.storage.sync.set({ rating: 'r' });
    beginPopupStart();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(takeTrending().cachedNow).toBeUndefined();
  });

  it('does not show an answer cached under other preferences, and forgets it', async () => {
    await cacheTrendingAnswer([item('k1')], requestPreferencesFrom({ rating: 'g' }));
    await fakeBrowser.storage.sync.set({ rating: 'r' });
    answerTrending();
    beginPopupStart();
    const trending = takeTrending();
    expect(await trending.cached).toBeUndefined();
    expect(await fakeBrowser.storage.session.get(null)).toEqual({});
  });

  it('in Firefox, asks the key status right after trending and hands it over once; later it is asked afresh', async () => {
    // The build's flag, read where the code runs (a string here; the code tests it as a flag).
    vi.stubEnv('FIREFOX', 'true');
    const all: unknown[] = [];
    answerTrending(all);
    beginPopupStart();
    const trending = takeTrending();
    await trending.answered;
    expect(await takeKeyStatus()).toEqual(KEY_STATUS);
    expect(all).toEqual([FIRST_TRENDING_PAGE, { type: 'getKeyStatus' }]);
    expect(await takeKeyStatus()).toEqual(KEY_STATUS);
    expect(all).toEqual([FIRST_TRENDING_PAGE, { type: 'getKeyStatus' }, { type: 'getKeyStatus' }]);
  });

  it('in Chromium, the head script asks trending alone: the key status waits for the popup', async () => {
    const all: unknown[] = [];
    answerTrending(all);
    beginPopupStart();
    await takeTrending().answered;
    expect(all).toEqual([FIRST_TRENDING_PAGE]);
  });

  it('asks by itself where no head script ran (a page that embeds the popup)', async () => {
    const requests = answerTrending();
    const trending = takeTrending();
    await trending.answered;
    expect(trending.feed.items.map((shown) => shown.id)).toEqual(['f1', 'f2']);
    expect(requests).toEqual([FIRST_TRENDING_PAGE]);
  });

  it('a failed first request fails the list as any request would', async () => {
    fakeBrowser.runtime.onMessage.addListener(() =>
      Promise.resolve({ ok: false, error: { source: 'background', kind: 'internal', message: 'down' } }),
    );
    beginPopupStart();
    const trending = takeTrending();
    await expect(trending.answered).rejects.toThrow('down');
  });
});

describe('the fresh request behind a cached answer', () => {
  /** The page's localStorage (Node has none). */
  function pageStorage(): Map<string, string> {
    const values = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    });
    return values;
  }
  const tick = () => new Promise((resolve) => setTimeout(resolve, 10));
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('waits until the cached answer’s first row is in, then asks once', async () => {
    await cacheTrendingAnswer([item('k1')], requestPreferencesFrom({}));
    pageStorage().set(CACHED_UNTIL_NAME, String(Date.now() + 30_000));
    const requests = answerTrending();
    beginPopupStart();
    const trending = takeTrending();
    expect(await trending.cached).toEqual([item('k1')]);
    await tick();
    expect(requests).toEqual([]);
    firstRowIn();
    await trending.answered;
    expect(requests).toEqual([FIRST_TRENDING_PAGE]);
    expect(trending.feed.items.map((shown) => shown.id)).toEqual(['f1', 'f2']);
  });

  it('asks at once when nothing was cached lately, and notes the answer it keeps for the next open', async () => {
    const storage = pageStorage();
    storage.set(CACHED_UNTIL_NAME, String(Date.now() - 1));
    const requests = answerTrending();
    beginPopupStart();
    await tick();
    expect(requests).toEqual([FIRST_TRENDING_PAGE]);
    await takeTrending().answered;
    expect(Number(storage.get(CACHED_UNTIL_NAME))).toBeGreaterThan(Date.now() + 50_000);
  });

  it('asks at once when the cached answer turns out not to be showable (other preferences)', async () => {
    await cacheTrendingAnswer([item('k1')], requestPreferencesFrom({ rating: 'g' }));
    await fakeBrowser.storage.sync.set({ rating: 'r' });
    pageStorage().set(CACHED_UNTIL_NAME, String(Date.now() + 30_000));
    const requests = answerTrending();
    beginPopupStart();
    const trending = takeTrending();
    await trending.answered;
    expect(await trending.cached).toBeUndefined();
    expect(requests).toEqual([FIRST_TRENDING_PAGE]);
  });
});
