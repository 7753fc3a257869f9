/**
 * The theme setting, apart from the other preferences because the popup reads only this one: a
 * module the popup does not import stays out of its bundle.
 */
import { storage } from '../storage/storage-item.ts';

export const THEMES = ['auto', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export const isTheme = (value: unknown): value is Theme =>
  typeof value === 'string' && (THEMES as readonly string[]).includes(value);

/** Colour scheme of the extension's pages; `auto` follows the system. */
export const themeItem = /* @__PURE__ */ storage.defineItem<Theme>('sync:theme', {
  fallback: 'auto',
});
