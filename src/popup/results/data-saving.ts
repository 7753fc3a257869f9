/**
 * Whether the popup saves data (settings/data-saver.ts): the person's choice, else the connection's
 * own hints. Tiles read it through the context, so only the popup's root watches the setting
 * (use-data-saving.ts).
 */
import { createContext } from 'preact';
import type { ConnectionHints } from '../../settings/index.ts';

export const connection = () => (navigator as { connection?: ConnectionHints }).connection;

/**
 * A connection slower than 4G by its own account (Chromium; Firefox says nothing): tiles then show
 * a blurred still while their animation loads. On a fast one those stills would only compete with
 * the animations for the media host's connections.
 */
export const isSlowConnection = (): boolean => /[23]g$/.test(connection()?.effectiveType ?? '');

/** Whether to save data; `null` until the setting is known (tiles fetch nothing before then). */
export const DataSaving = createContext<boolean | null>(false);
