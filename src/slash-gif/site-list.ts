/**
 * The sites where the person turned on "Type /gif in a text field": their
 * origins, in `storage.local` (a host permission is granted to this browser, not synced). Only the
 * background writes it (src/slash-gif/registrations.ts); the options page shows it as it changes.
 */
import { storage } from '../storage/storage-item.ts';

export const slashSitesItem = storage.defineItem<string[]>('local:slashGifSites', { fallback: [] });

/** The stored list as it should be: http(s) origins, each once, sorted (storage is read, not trusted). */
export function readSlashSites(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const origins = value.filter(
    (item): item is string => typeof item === 'string' && /^https?:\/\/[^/*\s]+$/.test(item),
  );
  return [...new Set(origins)].sort();
}
