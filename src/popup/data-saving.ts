/**
 * Whether the popup saves data (settings/data-saver.ts): the person's choice, else the connection's
 * own hints. Tiles read it through the context, so only the popup's root watches the setting.
 */
import { createContext } from 'preact';
import { type ConnectionHints, dataSaverItem, isSavingData } from '../settings/data-saver.ts';
import { useStorageItem } from '../ui/index.ts';
import { earlyPreferences } from './trending-start.ts';

const connection = () => (navigator as { connection?: ConnectionHints }).connection;

/**
 * A connection slower than 4G by its own account (Chromium; Firefox says nothing): tiles then show
 * a blurred still while their animation loads. On a fast one those stills would only compete with
 * the animations for the media host's connections.
 */
export const isSlowConnection = (): boolean => /[23]g$/.test(connection()?.effectiveType ?? '');

/** Whether to save data; `null` until the setting is known (tiles fetch nothing before then). */
export const DataSaving = createContext<boolean | null>(false);

/**
 * The setting, watched; `auto` follows the connection. Known at the first render when the popup's
 * head script read it with the request preferences; else once it is read here.
 */
export function useDataSaving(): boolean | null {
  const early = earlyPreferences();
  const mode = useStorageItem(dataSaverItem) ?? (early && (early.dataSaver ?? 'auto'));
  if (mode === undefined) return null;
  return isSavingData(mode, connection());
}
