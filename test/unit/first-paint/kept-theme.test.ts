// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyKeptTheme } from '../../../src/first-paint/kept-theme.ts';
import { KEPT_THEME_KEY } from '../../../src/first-paint/kept-theme-key.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe('the theme kept for the first paint', () => {
  it('a page draws in the theme the last page applied', () => {
    for (const theme of ['dark', 'light']) {
      localStorage.setItem(KEPT_THEME_KEY, theme);
      applyKeptTheme();
      expect(document.documentElement.dataset.theme).toBe(theme);
    }
  });

  it('with auto, nothing or anything else kept, the page follows the system', () => {
    for (const kept of ['auto', 'purple', '<b>dark</b>', undefined]) {
      if (kept === undefined) localStorage.clear();
      else localStorage.setItem(KEPT_THEME_KEY, kept);
      applyKeptTheme();
      expect(document.documentElement.dataset.theme).toBeUndefined();
    }
  });

  it('storage that refuses loses only the first frames, and throws nothing', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(() => applyKeptTheme()).not.toThrow();
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });
});
