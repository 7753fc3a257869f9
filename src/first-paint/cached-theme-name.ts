/**
 * localStorage name of the theme a page last applied (cached-theme.ts). A module of its own: the
 * popup's bundle takes the name to store the theme, not the code that applies it.
 */
export const CACHED_THEME_NAME = 'gifdropTheme';
