import { useEffect } from 'preact/hooks';
// The theme's own module, not the settings index: through the index, the popup's bundle would
// carry every setting the options page uses (shared chunks are split by module, not by export).
import { isTheme, themeItem } from '../settings/theme.ts';

/**
 * Applies the theme setting to the page: `data-theme` on the root sets `color-scheme`, which
 * every `light-dark()` colour of theme.css follows. `auto` (and no attribute, until the setting
 * is read) leaves it to the system. Not a state: reading it re-renders nothing.
 */
export function useTheme(): void {
  useEffect(() => {
    const apply = (theme: unknown) => {
      document.documentElement.dataset.theme = isTheme(theme) ? theme : 'auto';
    };
    void themeItem.getValue().then(apply);
    return themeItem.watch(apply);
  }, []);
}
