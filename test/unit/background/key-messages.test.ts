import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  cacheTrendingAnswer,
  forgetTrendingAnswer,
  readTrendingAnswer,
} from '../../../src/first-paint/trending-cache/cached-trending.ts';
import { FIRST_TRENDING_PAGE } from '../../../src/first-paint/trending-cache/first-page.ts';
import { type StartedBackground, startTestBackground } from './background-harness.ts';
import { API_KEYS } from './fake-service.ts';

let bg: StartedBackground;
beforeEach(() => {
  bg = startTestBackground();
});
afterEach(() => {
  bg.stop();
  vi.restoreAllMocks();
});

describe('background messages: the key', () => {
  it.each([
    [API_KEYS.approved, { clips: 'approved', tier: 'production' }],
    [API_KEYS.production, { clips: 'not-approved', tier: 'production' }],
    [API_KEYS.beta, { clips: 'not-approved', tier: 'beta' }],
  ])('checks %s with real calls and keeps what it proved to be', async (key, expected) => {
    const answer = await bg.send({ type: 'setKey', key: `  ${key} ` });
    expect(answer).toMatchObject({ ok: true, value: { source: 'user', check: expected } });
    expect(JSON.stringify(answer)).not.toContain(key);
    expect((await bg.parts.keys.readActive())?.value).toBe(key);
  });

  it('refuses a key the service does not know (401) with a clear message, and keeps the old key', async () => {
    await bg.send({ type: 'setKey', key: API_KEYS.production });
    const answer = await bg.send({ type: 'setKey', key: 'typo-key' });
    expect(answer).toMatchObject({ ok: false, error: { source: 'service', kind: 'unauthorized' } });
    expect(answer.error.message).toMatch(/401.*previous key is still in use/);
    expect((await bg.parts.keys.readActive())?.value).toBe(API_KEYS.production);
  });

  it('a key refused when none was set says that no key is set, not that a previous one is in use', async () => {
    bg.stop();
    bg = startTestBackground({ buildKey: null });
    const answer = await bg.send({ type: 'setKey', key: 'typo-key' });
    expect(answer).toMatchObject({ ok: false, error: { source: 'service', kind: 'unauthorized' } });
    expect(answer.error.message).toBe(
      'The service does not know this key (401 Unauthorized). Check that it was copied whole. It was not saved, so no key is set yet.',
    );
    expect(await bg.send({ type: 'getKeyStatus' })).toEqual({ ok: true, value: { source: 'none' } });
  });

  it('a key refused when checked again is said to need replacing', async () => {
    await bg.send({ type: 'setKey', key: API_KEYS.production });
    await bg.parts.keys.saveUserKey('revoked-key', { clips: 'unknown', tier: 'unknown', checkedAt: 0 });
    const answer = await bg.send({ type: 'checkKey' });
    expect(answer.error.message).toBe(
      'The service does not know this key (401 Unauthorized). Check that it was copied whole. Set another key in its place.',
    );
  });

  it('uses the new key for the next request', async () => {
    await bg.send({ type: 'setKey', key: API_KEYS.production });
    await bg.send({ type: 'trending', kind: 'gifs' });
    expect(bg.service.requests.at(-1)?.searchParams.get('api_key')).toBe(API_KEYS.production);
  });

  it('clearKey falls back to the build key; status never carries a key', async () => {
    await bg.send({ type: 'setKey', key: API_KEYS.production });
    const cleared = await bg.send({ type: 'clearKey' });
    expect(cleared).toEqual({ ok: true, value: { source: 'build', check: undefined } });
    expect((await bg.parts.keys.readActive())?.value).toBe(API_KEYS.approved);
  });

  it('checkKey records what the build key proved to be', async () => {
    const answer = await bg.send({ type: 'checkKey' });
    expect(answer).toMatchObject({ ok: true, value: { source: 'build', check: { clips: 'approved' } } });
    expect((await bg.send({ type: 'getKeyStatus' })).value.check).toMatchObject({ clips: 'approved' });
  });

  it('a build without a key reports none', async () => {
    bg.stop();
    bg = startTestBackground({ buildKey: null });
    expect(await bg.send({ type: 'getKeyStatus' })).toEqual({ ok: true, value: { source: 'none' } });
    expect((await bg.send({ type: 'getStatus' })).value.hasKey).toBe(false);
  });
});

describe('background messages: service addresses', () => {
  it('refuses a custom address without its host permission, and keeps the old one', async () => {
    const answer = await bg.send({
      type: 'setServiceAddresses',
      baseUrl: 'https://proxy.example.test/giphy/',
      uploadUrl: 'https://proxy.example.test/upload',
    });
    expect(answer).toMatchObject({ ok: false, error: { kind: 'permission-missing' } });
    expect((await bg.send({ type: 'getServiceAddresses' })).value.custom).toBe(false);
  });

  it('keeps a custom address once permitted, uses it, and resets to the defaults', async () => {
    bg.granted.add('https://proxy.example.test/*');
    const saved = await bg.send({
      type: 'setServiceAddresses',
      baseUrl: 'https://proxy.example.test/giphy/',
      uploadUrl: 'https://proxy.example.test/upload',
    });
    expect(saved.value).toMatchObject({ baseUrl: 'https://proxy.example.test/giphy', custom: true });
    await bg.send({ type: 'trending', kind: 'gifs' });
    expect(bg.service.requests.at(-1)?.href).toMatch(
      /^https:\/\/proxy\.example\.test\/giphy\/v1\/gifs\/trending/,
    );
    // Revoked later: requests stop rather than fall back silently.
    bg.granted.delete('https://proxy.example.test/*');
    expect(await bg.send({ type: 'trending', kind: 'gifs' })).toMatchObject({
      error: { kind: 'permission-missing' },
    });
    expect((await bg.send({ type: 'resetServiceAddresses' })).value).toMatchObject({
      baseUrl: 'http://127.0.0.1:8470',
      custom: false,
    });
  });

  it.each([
    ['http://api.example.test', 'plain http off the loopback'],
    ['ftp://127.0.0.1', 'another scheme'],
    ['https://user:pw@api.example.test', 'credentials'],
    ['not a url', 'not a URL'],
  ])('refuses %s (%s)', async (baseUrl) => {
    const answer = await bg.send({
      type: 'setServiceAddresses',
      baseUrl,
      uploadUrl: 'http://127.0.0.1:8471',
    });
    expect(answer).toMatchObject({ ok: false, error: { kind: 'bad-message' } });
  });
});

describe('background messages: the trending answer cached for the popup', () => {
  /** The ids of the answer cached in storage.session, as written (the fake service's items have no media). */
  const keptIds = async () => {
    const { trendingAnswer } = await fakeBrowser.storage.session.get('trendingAnswer');
    return (trendingAnswer as { items?: { id: string }[] } | undefined)?.items?.map((item) => item.id);
  };
  const preferences = { rating: 'pg-13', lang: 'en', removeLowContrast: false } as const;
  const items = [{ id: 'a1', images: { fixed_width: { url: 'https://media.example/a1.gif' } } }];

  it.each([
    ['setKey', { type: 'setKey', key: API_KEYS.production }],
    ['clearKey', { type: 'clearKey' }],
    ['resetServiceAddresses', { type: 'resetServiceAddresses' }],
  ])('is forgotten by %s: it came with the old key or from the old service', async (_name, message) => {
    await cacheTrendingAnswer(items, preferences);
    expect(await readTrendingAnswer(preferences)).toEqual(items);
    expect((await bg.send(message)).ok).toBe(true);
    expect(await readTrendingAnswer(preferences)).toBeUndefined();
  });

  it('is the first page of GIF trending as the background answered it; other pages are not cached', async () => {
    const answer = await bg.send({ ...FIRST_TRENDING_PAGE });
    expect(answer.ok).toBe(true);
    const ids = answer.value.data.map((item: { id: string }) => item.id);
    expect(ids.length).toBeGreaterThan(0);
    await expect.poll(keptIds).toEqual(ids);
    await forgetTrendingAnswer();
    // Answered or not (the fake service has no stickers), none of these is cached.
    for (const other of [{ offset: 25 }, { kind: 'stickers' }, { limit: 10 }])
      await bg.send({ ...FIRST_TRENDING_PAGE, ...other });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await keptIds()).toBeUndefined();
  });

  it("is written once the answer has gone out, not in the answer's own turn (it would hold the answer back)", async () => {
    const writes: string[] = [];
    const write = fakeBrowser.storage.session.set.bind(fakeBrowser.storage.session);
    vi.spyOn(fakeBrowser.storage.session, 'set').mockImplementation((items) => {
      writes.push(...Object.keys(items));
      return write(items);
    });
    const answer = await bg.send({ ...FIRST_TRENDING_PAGE });
    expect(answer.ok).toBe(true);
    expect(writes).not.toContain('trendingAnswer');
    await expect.poll(() => writes).toContain('trendingAnswer');
    await expect.poll(keptIds).toEqual(answer.value.data.map((item: { id: string }) => item.id));
  });

  it('an answer still under way when the key changes is not cached (it came with the old key)', async () => {
    let release = () => {};
    bg.service.trendingHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    const trending = bg.send({ ...FIRST_TRENDING_PAGE });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await bg.send({ type: 'clearKey' })).ok).toBe(true);
    release();
    expect((await trending).ok).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await keptIds()).toBeUndefined();
  });

  it('is forgotten even when a new key is refused (the old key stays, the answer is asked again)', async () => {
    await cacheTrendingAnswer(items, preferences);
    expect((await bg.send({ type: 'setKey', key: 'typo-key' })).ok).toBe(false);
    expect(await readTrendingAnswer(preferences)).toBeUndefined();
  });
});
