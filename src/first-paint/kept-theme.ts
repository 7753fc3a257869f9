/**
 * The theme setting as a page last applied it, kept in localStorage, which a page reads at once:
 * the setting itself (storage.sync) is read after the first paint, so a dark theme chosen on a
 * light system showed the first frames of every open light. Pages apply it before they draw; a
 * page applying the setting keeps it (use-theme.ts).
 */
import { KEPT_THEME_KEY } from './kept-theme-key.ts';

/** Sets the page's `data-theme` from the kept theme; none kept (or unreadable): the system's. */
export function applyKeptTheme(): void {
  try {
    const theme = localStorage.getItem(KEPT_THEME_KEY);
    if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
  } catch {
    // Storage refused (a framed page with storage blocked): the setting still applies after.
  }
}
