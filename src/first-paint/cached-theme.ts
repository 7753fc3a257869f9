/**
 * The theme setting as a page last applied it, cached in localStorage, which a page reads at once:
 * the setting itself (storage.sync) is read after the first paint, so a dark theme chosen on a
 * light system showed the first frames of every open light. Pages apply it before they draw; a
 * page applying the setting keeps it (use-theme.ts).
 */
import { CACHED_THEME_NAME } from './cached-theme-name.ts';

/** Sets the page's `data-theme` from the cached theme; none cached (or unreadable): the system's. */
export function applyCachedTheme(): void {
  try {
    const theme = localStorage.getItem(CACHED_THEME_NAME);
    if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
  } catch {
    // Storage refused (a framed page with storage blocked): the setting still applies after.
  }
}
