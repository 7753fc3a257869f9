/**
 * Whether the popup saves data (settings/data-saver.ts): the person's choice, else the connection's
 * own hints. Tiles read it through the context, so only the popup's root watches the setting.
 */
import { createContext } from 'preact';
import { dataSaverItem, isSavingData } from '../settings/data-saver.ts';
import { useStorageItem } from '../ui/index.ts';

export const DataSaving = createContext(false);

/** The setting, watched; `auto` (and the moment before the first read) follows the connection. */
export function useDataSaving(): boolean {
  const mode = useStorageItem(dataSaverItem);
  return isSavingData(
    mode,
    (navigator as { connection?: { saveData?: boolean; effectiveType?: string } }).connection,
  );
}
