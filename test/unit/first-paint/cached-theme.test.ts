// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyCachedTheme } from '../../../src/first-paint/cached-theme.ts';
import { CACHED_THEME_NAME } from '../../../src/first-paint/cached-theme-name.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe('the theme cached for the first paint', () => {
  it('a page draws in the theme the last page applied', () => {
    for (const theme of ['dark', 'light']) {
      localStorage.setItem(CACHED_THEME_NAME, theme);
      applyCachedTheme();
      expect(document.documentElement.dataset.theme).toBe(theme);
    }
  });

  it('with auto, nothing or anything else cached, the page follows the system', () => {
    for (const cached of ['auto', 'purple', '<b>dark</b>', undefined]) {
      if (cached === undefined) localStorage.clear();
      else localStorage.setItem(CACHED_THEME_NAME, cached);
      applyCachedTheme();
      expect(document.documentElement.dataset.theme).toBeUndefined();
    }
  });

  it('storage that refuses loses only the first frames, and throws nothing', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(() => applyCachedTheme()).not.toThrow();
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });
});
