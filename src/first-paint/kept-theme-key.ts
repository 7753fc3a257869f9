/**
 * localStorage key of the theme a page last applied (kept-theme.ts). A module of its own: the
 * popup's bundle takes the key to keep the theme, not the code that applies it.
 */
export const KEPT_THEME_KEY = 'gifdropTheme';
