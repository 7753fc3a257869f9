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
  // `2g` and `slow-2g`.
  return (
    mode === 'on' ||
    (mode !== 'off' && (connection?.saveData === true || /2g$/.test(connection?.effectiveType ?? '')))
  );
}

/** Smaller previews, stills that play on hover or focus; `auto` by default. */
export const dataSaverItem = /* @__PURE__ */ storage.defineItem<DataSaverMode>('sync:dataSaver', {
  fallback: 'auto',
});
