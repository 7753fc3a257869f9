/**
 * Whether the popup saves data (settings/data-saver.ts): the person's choice, else the connection's
 * own hints. Tiles read it through the context, so only the popup's root watches the setting.
 */
import { createContext } from 'preact';
import { type ConnectionHints, dataSaverItem, isSavingData } from '../settings/data-saver.ts';
import { useStorageItem } from '../ui/index.ts';

/** Whether to save data; `null` until the setting is read (tiles fetch nothing before then). */
export const DataSaving = createContext<boolean | null>(false);

/** The setting, watched; `auto` follows the connection. */
export function useDataSaving(): boolean | null {
  const mode = useStorageItem(dataSaverItem);
  if (mode === undefined) return null;
  return isSavingData(mode, (navigator as { connection?: ConnectionHints }).connection);
}
