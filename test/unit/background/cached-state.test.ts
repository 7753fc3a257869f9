/**
 * The worker caches the key, addresses, preferences and random ID in memory between calls.
 * A change must still apply to the very next request.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStateStore } from '../../../src/background/state-store.ts';
import { cacheRequestPreferences } from '../../../src/first-paint/preferences-cache.ts';
import { hideLowContrastItem, languageItem, ratingItem } from '../../../src/settings/index.ts';
import { type StartedBackground, startTestBackground } from './background-harness.ts';
import { API_KEYS } from './fake-service.ts';

let bg: StartedBackground;
beforeEach(() => {
  bg = startTestBackground();
});
afterEach(() => bg.stop());

const lastRequest = () => bg.service.requests.at(-1) as URL;

describe('the worker keeps its state between calls, and a change applies at once', () => {
  it('a new or cleared key is used by the next request after one with the old key', async () => {
    await bg.send({ type: 'trending', kind: 'gifs' });
    expect(lastRequest().searchParams.get('api_key')).toBe(API_KEYS.approved);
    await bg.send({ type: 'setKey', key: API_KEYS.production });
    await bg.send({ type: 'search', kind: 'gifs', q: 'cat' });
    expect(lastRequest().searchParams.get('api_key')).toBe(API_KEYS.production);
    await bg.send({ type: 'clearKey' });
    await bg.send({ type: 'search', kind: 'gifs', q: 'dog' });
    expect(lastRequest().searchParams.get('api_key')).toBe(API_KEYS.approved);
  });

  it('new addresses are used by the next request, and the defaults again after a reset', async () => {
    await bg.send({ type: 'trending', kind: 'gifs' });
    expect(lastRequest().origin).toBe('http://127.0.0.1:8470');
    bg.granted.add('https://proxy.example.test/*');
    await bg.send({
      type: 'setServiceAddresses',
      baseUrl: 'https://proxy.example.test/giphy',
      uploadUrl: 'https://proxy.example.test/upload',
    });
    await bg.send({ type: 'trending', kind: 'gifs' });
    expect(lastRequest().origin).toBe('https://proxy.example.test');
    await bg.send({ type: 'resetServiceAddresses' });
    await bg.send({ type: 'trending', kind: 'gifs' });
    expect(lastRequest().origin).toBe('http://127.0.0.1:8470');
  });

  it('a preference changed in any page applies to the next request', async () => {
    await bg.send({ type: 'search', kind: 'gifs', q: 'cat' });
    expect(lastRequest().searchParams.get('rating')).toBe('pg-13');
    await ratingItem.setValue('g');
    await languageItem.setValue('ja');
    await bg.send({ type: 'search', kind: 'gifs', q: 'cat' });
    expect(lastRequest().searchParams.get('rating')).toBe('g');
    expect(lastRequest().searchParams.get('lang')).toBe('ja');
  });
});

describe('cacheRequestPreferences', () => {
  it('reads storage once until a request preference changes', async () => {
    let reads = 0;
    let rating = 'g';
    const changes: (() => void)[] = [];
    const read = cacheRequestPreferences({
      read: async () => {
        reads++;
        return { rating: rating as 'g', lang: 'en', removeLowContrast: false };
      },
      watch: (onChange) => changes.push(onChange),
    });
    await Promise.all([read(), read()]);
    expect((await read()).rating).toBe('g');
    expect(reads).toBe(1);
    rating = 'r';
    for (const change of changes) change();
    expect((await read()).rating).toBe('r');
    expect(reads).toBe(2);
  });

  it('does not keep a read that was under way when a preference changed', async () => {
    let release: () => void = () => undefined;
    let rating = 'g';
    const changes: (() => void)[] = [];
    const read = cacheRequestPreferences({
      read: async () => {
        const seen = rating;
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return { rating: seen as 'g', lang: 'en', removeLowContrast: false };
      },
      watch: (onChange) => changes.push(onChange),
    });
    const early = read();
    rating = 'r';
    for (const change of changes) change();
    release();
    expect((await early).rating).toBe('g');
    const next = read();
    release();
    expect((await next).rating).toBe('r');
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const read = cacheRequestPreferences({
      read: async () => {
        if (fail) throw new Error('storage unavailable');
        return { rating: 'g', lang: 'en', removeLowContrast: false };
      },
      watch: () => undefined,
    });
    await expect(read()).rejects.toThrow('storage unavailable');
    fail = false;
    expect((await read()).rating).toBe('g');
  });

  it('the default watcher hears a change of the low-contrast setting', async () => {
    const read = cacheRequestPreferences();
    expect((await read()).removeLowContrast).toBe(false);
    await hideLowContrastItem.setValue(true);
    expect((await read()).removeLowContrast).toBe(true);
  });
});

describe('openStateStore', () => {
  it('keeps what it read, and a write or removal replaces it at once', async () => {
    const state = openStateStore(`state-${crypto.randomUUID()}`);
    expect(await state.read('randomId')).toBeUndefined();
    await state.write('randomId', 'a');
    expect(await state.read('randomId')).toBe('a');
    await state.remove('randomId');
    expect(await state.read('randomId')).toBeUndefined();
  });

  it('a new store over the same database reads what was written (the records are on disk)', async () => {
    const name = `state-${crypto.randomUUID()}`;
    await openStateStore(name).write('apiKey', { value: 'k' });
    expect(await openStateStore(name).read('apiKey')).toEqual({ value: 'k' });
  });

  it('a caller changing a record it read does not change the stored record', async () => {
    const state = openStateStore(`state-${crypto.randomUUID()}`);
    await state.write('apiKey', { value: 'k' });
    const read = await state.read('apiKey');
    if (read) read.value = 'changed';
    expect(await state.read('apiKey')).toEqual({ value: 'k' });
  });
});
