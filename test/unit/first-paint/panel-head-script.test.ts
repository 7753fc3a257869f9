import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { beginPanelStart, takePanelClaim } from '../../../src/first-paint/panel-head-script.ts';
import { REQUEST_PREFERENCE_NAMES } from '../../../src/first-paint/popup-head/index.ts';
import { cacheTrendingAnswer } from '../../../src/first-paint/trending-cache/cached-trending.ts';
import {
  CACHED_TRENDING_NAME,
  FIRST_TRENDING_PAGE,
} from '../../../src/first-paint/trending-cache/first-page.ts';
import { takeTrending } from '../../../src/first-paint/trending-handover.ts';
import { requestPreferencesFrom } from '../../../src/settings/index.ts';

const TOKEN = '0123456789abcdef0123';
const item = (id: string) => ({ id, images: { fixed_width: { url: `https://media.example/${id}.webp` } } });

/** The background as the head script's messages reach it: it accepts the claim or refuses everything. */
function background(accepts: boolean, cached?: unknown) {
  const requests: unknown[] = [];
  fakeBrowser.runtime.onMessage.addListener((message: unknown) => {
    requests.push(message);
    if (!accepts) return Promise.resolve({ ok: false, error: { kind: 'not-allowed', message: 'no' } });
    const { type } = message as { type: string };
    return Promise.resolve({
      ok: true,
      value:
        type === 'claimPanel'
          ? { tabId: 7, frameId: 0, ...(cached === undefined ? {} : { cached }) }
          : type === 'getKeyStatus'
            ? { source: 'built-in' }
            : { data: [item('f1')], pagination: { offset: 0, total_count: 1, count: 1 } },
    });
  });
  return requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the in-page panel head script', () => {
  it('claims the token, asks for trending and (in Firefox) the key status right behind it, and reads the cached answer once accepted', async () => {
    vi.stubGlobal('location', { search: `?token=${TOKEN}` });
    vi.stubEnv('FIREFOX', 'true');
    const cached = [item('k1')];
    await cacheTrendingAnswer(cached, requestPreferencesFrom({}));
    const requests = background(true);
    beginPanelStart();
    const claim = takePanelClaim();
    expect(claim?.token).toBe(TOKEN);
    expect(await claim?.answer).toEqual({ ok: true, value: { tabId: 7, frameId: 0 } });
    // The picker's code loads meanwhile; the reads are in by its first render.
    await new Promise((resolve) => setTimeout(resolve, 10));
    const trending = takeTrending();
    expect(trending.cachedNow).toEqual(cached);
    await trending.answered;
    expect(requests).toEqual([
      { type: 'claimPanel', token: TOKEN },
      FIRST_TRENDING_PAGE,
      { type: 'getKeyStatus' },
    ]);
  });

  it('without storage.session (a framed page in Firefox) takes the cached answer from the claim and paints it', async () => {
    vi.stubGlobal('location', { search: `?token=${TOKEN}` });
    const cached = [item('k1')];
    await cacheTrendingAnswer(cached, requestPreferencesFrom({}));
    const raw = (await fakeBrowser.storage.session.get(CACHED_TRENDING_NAME))[CACHED_TRENDING_NAME];
    const storage = fakeBrowser.storage as { session?: unknown };
    const session = storage.session;
    storage.session = undefined;
    try {
      const requests = background(true, raw);
      beginPanelStart();
      await takePanelClaim()?.answer;
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(requests).toEqual([{ type: 'claimPanel', token: TOKEN, withCached: true }, FIRST_TRENDING_PAGE]);
      const trending = takeTrending();
      expect(trending.cachedNow).toEqual(cached);
      await trending.answered;
    } finally {
      storage.session = session;
    }
  });

  it('reads nothing from storage when the background refuses the claim', async () => {
    vi.stubGlobal('location', { search: `?token=${TOKEN}` });
    const syncRead = vi.spyOn(fakeBrowser.storage.sync, 'get');
    const sessionRead = vi.spyOn(fakeBrowser.storage.session, 'get');
    background(false);
    beginPanelStart();
    expect(await takePanelClaim()?.answer).toMatchObject({ ok: false });
    await new Promise((resolve) => setTimeout(resolve, 10));
    // Its own reads, by their keys: files share one module graph (isolate: false), and another
    // file's late work (favorites read `storage.sync.get(null)`) may land in this window.
    expect(syncRead).not.toHaveBeenCalledWith(expect.arrayContaining([...REQUEST_PREFERENCE_NAMES]));
    expect(sessionRead).not.toHaveBeenCalledWith(CACHED_TRENDING_NAME);
    await expect(takeTrending().answered).rejects.toMatchObject({ kind: 'not-allowed' });
  });

  it('does nothing without a token', () => {
    vi.stubGlobal('location', { search: '' });
    const requests = background(true);
    beginPanelStart();
    expect(takePanelClaim()).toBeUndefined();
    expect(requests).toEqual([]);
  });
});
