/**
 * The data saver setting, apart from the other preferences because the popup reads it: `auto`
 * follows the connection (Save-Data, or a 2G-class connection), `on` and `off` are the person's.
 */
import { storage } from '../storage/storage-item.ts';

export const DATA_SAVER_MODES = ['auto', 'on', 'off'] as const;
export type DataSaverMode = (typeof DATA_SAVER_MODES)[number];

/** `navigator.connection` (Network Information API; Chromium only, absent in Firefox). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether to save data: the person's choice, else what the connection says about itself. */
export function isSavingData(mode: unknown, connection: ConnectionHints | undefined): boolean {
  if (mode === 'on') return true;
  if (mode === 'off') return false;
  return (
    connection?.saveData === true ||
    connection?.effectiveType === '2g' ||
    connection?.effectiveType === 'slow-2g'
  );
}

/** Smaller previews, stills that play on hover or focus; `auto` by default. */
export const dataSaverItem = /* @__PURE__ */ storage.defineItem<DataSaverMode>('sync:dataSaver', {
  fallback: 'auto',
});
