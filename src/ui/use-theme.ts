import { useEffect } from 'preact/hooks';
import { CACHED_THEME_NAME } from '../first-paint/cached-theme-name.ts';
// The theme's own module, not the settings index: through the index, the popup's bundle would
// carry every setting the options page uses (shared chunks are split by module, not by export).
import { isTheme, themeItem } from '../settings/theme.ts';

/**
 * Applies the theme setting to the page: `data-theme` on the root sets `color-scheme`, which
 * every `light-dark()` colour of theme.css follows. `auto` (and no attribute, until the setting
 * is read) leaves it to the system. Not a state: reading it re-renders nothing. Kept for the
 * next page's first paint (cached-theme.ts).
 */
export function useTheme(): void {
  useEffect(() => {
    const apply = (theme: unknown) => {
      const valid = isTheme(theme) ? theme : 'auto';
      document.documentElement.dataset.theme = valid;
      try {
        localStorage.setItem(CACHED_THEME_NAME, valid);
      } catch {
        // Storage refused: only the next page's first frames lose it.
      }
    };
    void themeItem.getValue().then(apply);
    return themeItem.watch(apply);
  }, []);
}
