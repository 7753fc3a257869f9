// @vitest-environment happy-dom
/**
 * What the popup's first effects may and may not cost: a storage read that finds what the first
 * render already showed renders nothing again, and the theme is applied without a render (each
 * render before the first answer holds the thread Firefox's woken background needs).
 */
import { type ComponentChild, h, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { applyCachedTheme } from '../../../src/first-paint/cached-theme.ts';
import { CACHED_THEME_NAME } from '../../../src/first-paint/cached-theme-name.ts';
import { type DataSaverMode, dataSaverItem } from '../../../src/settings/data-saver.ts';
import { useStorageItem } from '../../../src/ui/use-storage-item.ts';
import { useTheme } from '../../../src/ui/use-theme.ts';

const root = document.createElement('div');
afterEach(() => {
  render(null, root);
  delete document.documentElement.dataset.theme;
});

function Reader(props: { initial?: DataSaverMode; seen: (string | undefined)[] }) {
  props.seen.push(useStorageItem(dataSaverItem, props.initial));
  return null;
}

/** Renders, then lets the effects run and the reads they start settle. */
async function mount(node: ComponentChild) {
  await act(() => render(node, root));
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
}

describe('useStorageItem', () => {
  it('renders once when the read finds the value it started with', async () => {
    await fakeBrowser.storage.sync.set({ dataSaver: 'on' });
    const seen: (string | undefined)[] = [];
    await mount(h(Reader, { initial: 'on', seen }));
    expect(seen).toEqual(['on']);
  });

  it('renders again with a stored value other than the one it started with, and with a change', async () => {
    await fakeBrowser.storage.sync.set({ dataSaver: 'off' });
    const seen: (string | undefined)[] = [];
    await mount(h(Reader, { initial: 'auto', seen }));
    expect(seen).toEqual(['auto', 'off']);
    await act(() => fakeBrowser.storage.sync.set({ dataSaver: 'on' }));
    expect(seen.at(-1)).toBe('on');
  });

  it('without a value to start with, is undefined until the read, then the fallback', async () => {
    const seen: (string | undefined)[] = [];
    await mount(h(Reader, { seen }));
    expect(seen).toEqual([undefined, 'auto']);
  });
});

describe('useTheme', () => {
  function Themed(props: { renders: number[] }) {
    useTheme();
    props.renders.push(1);
    return null;
  }

  it('applies the stored theme and its changes to the page without rendering again', async () => {
    await fakeBrowser.storage.sync.set({ theme: 'dark' });
    const renders: number[] = [];
    await mount(h(Themed, { renders }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    await act(() => fakeBrowser.storage.sync.set({ theme: 'light' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(renders).toHaveLength(1);
    // Kept for the next page's first paint.
    delete document.documentElement.dataset.theme;
    applyCachedTheme();
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('applies the theme when storage refuses to keep it', async () => {
    const setItem = vi.fn(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.stubGlobal('localStorage', { setItem });
    try {
      await fakeBrowser.storage.sync.set({ theme: 'dark' });
      await mount(h(Themed, { renders: [] }));
      expect(document.documentElement.dataset.theme).toBe('dark');
      expect(setItem).toHaveBeenCalledWith(CACHED_THEME_NAME, 'dark');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('leaves an unknown value to the system', async () => {
    await fakeBrowser.storage.sync.set({ theme: 'purple' });
    await mount(h(Themed, { renders: [] }));
    expect(document.documentElement.dataset.theme).toBe('auto');
  });
});
