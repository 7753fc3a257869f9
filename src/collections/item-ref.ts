/**
 * What GifDrop keeps of an item the person picked or starred: its identifier and its kind, never
 * a URL, title or media (usage condition 6). Stored as one compact string: each entry is a
 * one-letter kind and the id (`gAbc123`), entries separated by a space.
 */
import type { Gif } from '../client/index.ts';

export type ItemKind = 'gif' | 'sticker' | 'clip' | 'emoji';

export interface ItemRef {
  id: string;
  kind: ItemKind;
}

/** The one-letter kind of a stored entry. */
export const LETTER: Record<ItemKind, string> = { gif: 'g', sticker: 's', clip: 'c', emoji: 'e' };
export const KIND_OF_LETTER: Readonly<Record<string, ItemKind | undefined>> = {
  g: 'gif',
  s: 'sticker',
  c: 'clip',
  e: 'emoji',
};

/** GIPHY identifiers: letters, digits, `_` and `-`; anything else is not kept. */
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Whether `id` looks like an item identifier. */
export function isItemId(id: string): boolean {
  return ID.test(id);
}

/** The kind of an item as the service describes it (`type`, `is_sticker`). */
export function kindOfItem(item: Pick<Gif, 'type' | 'is_sticker'>): ItemKind {
  if (item.type === 'video') return 'clip';
  if (item.type === 'emoji') return 'emoji';
  return item.is_sticker ? 'sticker' : 'gif';
}

/** One entry as stored: `gAbc123`. */
export function encodeRef(ref: ItemRef): string {
  return `${LETTER[ref.kind]}${ref.id}`;
}

export function encodeRefs(refs: readonly ItemRef[]): string {
  return refs.map(encodeRef).join(' ');
}

/**
 * Reads a stored list back. Storage can be written by any context of the extension, so anything
 * that is not a well-formed entry is skipped, and an id seen twice counts once.
 */
export function decodeRefs(value: unknown): ItemRef[] {
  if (typeof value !== 'string') return [];
  const seen = new Set<string>();
  const refs: ItemRef[] = [];
  for (const entry of value.split(' ')) {
    const kind = KIND_OF_LETTER[entry.charAt(0)];
    const id = entry.slice(1);
    if (!kind || !isItemId(id) || seen.has(id)) continue;
    seen.add(id);
    refs.push({ id, kind });
  }
  return refs;
}
