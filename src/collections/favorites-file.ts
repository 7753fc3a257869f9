/**
 * The favorites as a small JSON file, for the options page's export and import:
 * `{"format": "gifdrop-favorites", "version": 1, "items": [{"id": "…", "kind": "gif"}]}`.
 * Reading a file either yields every entry or says what is wrong with it.
 */
import * as v from 'valibot';
import { formatNumber, t } from '../i18n/index.ts';
import { type ItemRef, isItemId } from './item-ref.ts';

export const FAVORITES_FORMAT = 'gifdrop-favorites';

const entrySchema = /* @__PURE__ */ v.object({
  id: v.pipe(v.string(), v.check(isItemId)),
  kind: v.picklist(['gif', 'sticker', 'clip', 'emoji']),
});

/** The file's text for `refs`. */
export function exportFavorites(refs: readonly ItemRef[]): string {
  const items = refs.map(({ id, kind }) => ({ id, kind }));
  return `${JSON.stringify({ format: FAVORITES_FORMAT, version: 1, items }, null, 2)}\n`;
}

export type ParsedFavorites = { ok: true; refs: ItemRef[] } | { ok: false; message: string };

/**
 * Reads a favorites file; an id listed twice counts once. What is wrong is said in the person's
 * terms (damaged, not ours, from a newer GifDrop, which entry), never in the parser's.
 */
export function parseFavoritesFile(text: string): ParsedFavorites {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: t('favoritesFileNotJson') };
  }
  const file = (json !== null && typeof json === 'object' ? json : {}) as Record<string, unknown>;
  if (file.format !== FAVORITES_FORMAT || !Array.isArray(file.items))
    return { ok: false, message: t('favoritesFileNotOurs') };
  if (file.version !== 1) return { ok: false, message: t('favoritesFileNewer') };
  const seen = new Set<string>();
  const refs: ItemRef[] = [];
  for (const [index, entry] of file.items.entries()) {
    const parsed = v.safeParse(entrySchema, entry);
    if (!parsed.success) return { ok: false, message: t('favoritesFileBadEntry', formatNumber(index + 1)) };
    if (!seen.has(parsed.output.id)) refs.push(parsed.output);
    seen.add(parsed.output.id);
  }
  return { ok: true, refs };
}
