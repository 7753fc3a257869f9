import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  cacheTrendingAnswer,
  forgetTrendingAnswer,
  readTrendingAnswer,
  TRENDING_ANSWER_MS,
} from '../../../../src/first-paint/trending-cache/cached-trending.ts';
import type { RequestPreferences } from '../../../../src/settings/index.ts';

const preferences: RequestPreferences = { rating: 'pg-13', lang: 'en', removeLowContrast: false };
const items = [
  { id: 'a1', images: { fixed_width: { url: 'https://media.example/a1.gif', width: 200, height: 150 } } },
  { id: 'b2', images: { fixed_width: { url: 'https://media.example/b2.gif', width: 200, height: 100 } } },
];
const at = 1_700_000_000_000;

describe('the cached trending answer', () => {
  it('is the answer cached, for a minute, then forgotten', async () => {
    await cacheTrendingAnswer(items, preferences, at);
    expect(await readTrendingAnswer(preferences, at + TRENDING_ANSWER_MS - 1)).toEqual(items);
    expect(await readTrendingAnswer(preferences, at + TRENDING_ANSWER_MS)).toBeUndefined();
    // Forgotten, not only hidden: even an earlier clock finds nothing now.
    expect(await readTrendingAnswer(preferences, at)).toBeUndefined();
    expect(await fakeBrowser.storage.session.get('trendingAnswer')).toEqual({});
  });

  it('is cached in session storage only, and holds no media, only the answer', async () => {
    await cacheTrendingAnswer(items, preferences, at);
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
    expect(await fakeBrowser.storage.sync.get(null)).toEqual({});
    const { trendingAnswer } = await fakeBrowser.storage.session.get('trendingAnswer');
    expect(trendingAnswer).toEqual({ at, preferences: 'pg-13|en|false', items });
  });

  it.each([
    ['rating', { ...preferences, rating: 'g' as const }],
    ['language', { ...preferences, lang: 'es' }],
    ['low-contrast setting', { ...preferences, removeLowContrast: true }],
  ])('is not shown once the %s changed, and is forgotten', async (_what, changed) => {
    await cacheTrendingAnswer(items, preferences, at);
    expect(await readTrendingAnswer(changed, at + 1)).toBeUndefined();
    expect(await readTrendingAnswer(preferences, at + 1)).toBeUndefined();
  });

  it('is not shown from a clock that went back', async () => {
    await cacheTrendingAnswer(items, preferences, at);
    expect(await readTrendingAnswer(preferences, at - 1)).toBeUndefined();
  });

  it('is dropped when what storage holds is not an answer', async () => {
    for (const bad of [
      { at, preferences: 'pg-13|en|false', items: [] },
      { at, preferences: 'pg-13|en|false', items: [{ id: 7, images: {} }] },
      { at: 'now', preferences: 'pg-13|en|false', items },
      'text',
    ]) {
      await fakeBrowser.storage.session.set({ trendingAnswer: bad });
      expect(await readTrendingAnswer(preferences, at)).toBeUndefined();
      expect(await fakeBrowser.storage.session.get('trendingAnswer')).toEqual({});
    }
  });

  it('can be forgotten', async () => {
    await cacheTrendingAnswer(items, preferences, at);
    await forgetTrendingAnswer();
    expect(await readTrendingAnswer(preferences, at + 1)).toBeUndefined();
  });
});
