/**
 * The sites whose frames the person let GifDrop insert into ("Allow GifDrop in frames from …",
 * offered when the field was in a frame of another site): their origins, in `storage.local` (a
 * host permission is granted to this browser, not synced). Only the background writes it
 * (src/frame-sites/access.ts); the options page shows it as it changes.
 */

import { readSlashSites } from '../slash-gif/index.ts';
import { storage } from '../storage/storage-item.ts';

export const frameSitesItem = storage.defineItem<string[]>('local:frameSites', { fallback: [] });

/** The stored list as it should be: http(s) origins, each once, sorted (storage is read, not trusted). */
export const readFrameSites = (value: unknown): string[] => readSlashSites(value);
