import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  hideLowContrastItem,
  insertFormatItem,
  insertRenditionItem,
  languageItem,
  originPatterns,
  ratingItem,
  readRequestPreferences,
  themeItem,
} from '../../../src/settings/index.ts';

describe('preferences', () => {
  it('has the documented defaults', async () => {
    expect(await ratingItem.getValue()).toBe('pg-13');
    expect(await insertFormatItem.getValue()).toBe('auto');
    expect(await insertRenditionItem.getValue()).toBe('downsized_medium');
    expect(await themeItem.getValue()).toBe('auto');
    expect(await hideLowContrastItem.getValue()).toBe(false);
    expect(await languageItem.getValue()).toMatch(/^[a-z]{2}$/);
  });

  it('keeps a stored Insert as: a person who chose Link still gets links', async () => {
    await fakeBrowser.storage.sync.set({ insertFormat: 'url' });
    expect(await insertFormatItem.getValue()).toBe('url');
  });

  it('lives in storage.sync, which follows the user to their other browsers', async () => {
    await ratingItem.setValue('g');
    expect(await fakeBrowser.storage.sync.get(null)).toEqual({ rating: 'g' });
  });

  it('tells watchers of every change', async () => {
    const seen: string[] = [];
    const unwatch = themeItem.watch((value) => seen.push(value));
    await themeItem.setValue('dark');
    await themeItem.setValue('light');
    unwatch();
    expect(seen).toEqual(['dark', 'light']);
  });

  it('replaces malformed stored values by the defaults before a request uses them', async () => {
    await fakeBrowser.storage.sync.set({ rating: 'nc-17', language: 'english', hideLowContrast: 'yes' });
    expect(await readRequestPreferences()).toEqual({
      rating: 'pg-13',
      lang: languageItem.fallback,
      removeLowContrast: false,
    });
  });

  it('applies valid values', async () => {
    await ratingItem.setValue('r');
    await languageItem.setValue('ja');
    await hideLowContrastItem.setValue(true);
    expect(await readRequestPreferences()).toEqual({ rating: 'r', lang: 'ja', removeLowContrast: true });
  });

  it.each([
    [
      { baseUrl: 'https://api.giphy.com', uploadUrl: 'https://upload.giphy.com' },
      ['https://api.giphy.com/*', 'https://upload.giphy.com/*'],
    ],
    [{ baseUrl: 'http://127.0.0.1:8470', uploadUrl: 'http://127.0.0.1:8471' }, ['http://127.0.0.1/*']],
  ])('asks for the host permissions of %j', (addresses, expected) => {
    expect(originPatterns(addresses)).toEqual(expected);
  });
});
