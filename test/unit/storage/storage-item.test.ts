import { describe, expect, it } from 'vitest';
import { browser } from 'wxt/browser';
import { defineItem } from '../../../src/storage/storage-item.ts';

describe('storage items', () => {
  it('read the fallback until a value is stored, under the plain key; null removes it', async () => {
    const item = defineItem<string>('sync:colour', { fallback: 'blue' });
    expect(await item.getValue()).toBe('blue');
    await item.setValue('red');
    expect(await browser.storage.sync.get('colour')).toEqual({ colour: 'red' });
    expect(await item.getValue()).toBe('red');
    await item.setValue(null);
    expect(await browser.storage.sync.get(null)).toEqual({});
    await item.setValue('green');
    await item.removeValue();
    expect(await item.getValue()).toBe('blue');
  });

  it('read values written before (by @wxt-dev/storage, same keys)', async () => {
    await browser.storage.local.set({ recents: 'gAbc', recents$: { v: 1 } });
    expect(await defineItem<string>('local:recents', { fallback: '' }).getValue()).toBe('gAbc');
  });

  it('watch changes of their own key and area only, from any writer, until stopped', async () => {
    const item = defineItem<number>('local:count', { fallback: 0 });
    const seen: [number, number][] = [];
    const stop = item.watch((value, previous) => seen.push([value, previous]));
    await item.setValue(1);
    await browser.storage.local.set({ count: 2 });
    await browser.storage.sync.set({ count: 99 });
    await browser.storage.local.set({ other: 5 });
    await item.removeValue();
    stop();
    await item.setValue(7);
    expect(seen).toEqual([
      [1, 0],
      [2, 1],
      [0, 2],
    ]);
  });

  it('keep a key with a colon in its name whole', async () => {
    const item = defineItem<string>('session:a:b', { fallback: '' });
    await item.setValue('x');
    expect(await browser.storage.session.get('a:b')).toEqual({ 'a:b': 'x' });
  });
});
