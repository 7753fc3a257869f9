import { useEffect } from 'preact/hooks';
// The theme's own module, not the settings index: through the index, the popup's bundle would
// carry every setting the options page uses (shared chunks are split by module, not by export).
import { isTheme, themeItem } from '../settings/theme.ts';
import { useStorageItem } from './use-storage-item.ts';

/**
 * Applies the theme setting to the page: `data-theme` on the root sets `color-scheme`, which
 * every `light-dark()` colour of theme.css follows. `auto` leaves it to the system.
 */
export function useTheme(root: HTMLElement = document.documentElement): void {
  const theme = useStorageItem(themeItem);
  useEffect(() => {
    root.dataset.theme = isTheme(theme) ? theme : 'auto';
  }, [theme, root]);
}
