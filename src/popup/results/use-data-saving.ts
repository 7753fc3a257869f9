import { earlyPreferences } from '../../first-paint/trending-handover.ts';
import { dataSaverItem, isSavingData } from '../../settings/data-saver.ts';
import { useStorageItem } from '../../ui/index.ts';
import { connection } from './data-saving.ts';

/**
 * The setting, watched; `auto` follows the connection. Known at the first render when the popup's
 * head script read it with the request preferences; else once it is read here.
 */
export function useDataSaving(): boolean | null {
  const early = earlyPreferences();
  const mode = useStorageItem<unknown>(dataSaverItem, early && (early.dataSaver ?? 'auto'));
  if (mode === undefined) return null;
  return isSavingData(mode, connection());
}
