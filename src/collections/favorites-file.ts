/**
 * The favorites as a small JSON file, for the options page's export and import:
 * `{"format": "gifdrop-favorites", "version": 1, "items": [{"id": "…", "kind": "gif"}]}`.
 * Reading a file either yields every entry or says what is wrong with it.
 */
import * as v from 'valibot';
import { t } from '../i18n/index.ts';
import { type ItemRef, isItemId } from './item-ref.ts';

export const FAVORITES_FORMAT = 'gifdrop-favorites';

const fileSchema = /* @__PURE__ */ v.object({
  format: v.literal(FAVORITES_FORMAT),
  version: v.literal(1),
  items: v.array(
    v.object({
      id: v.pipe(v.string(), v.check(isItemId, 'is not an item id')),
      kind: v.picklist(['gif', 'sticker', 'clip', 'emoji']),
    }),
  ),
});

/** The file's text for `refs`. */
export function exportFavorites(refs: readonly ItemRef[]): string {
  const items = refs.map(({ id, kind }) => ({ id, kind }));
  return `${JSON.stringify({ format: FAVORITES_FORMAT, version: 1, items }, null, 2)}\n`;
}

export type ParsedFavorites = { ok: true; refs: ItemRef[] } | { ok: false; message: string };

/** Reads a favorites file; an id listed twice counts once. */
export function parseFavoritesFile(text: string): ParsedFavorites {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: t('favoritesFileNotJson', (error as Error).message) };
  }
  const parsed = v.safeParse(fileSchema, json);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const path = issue.path?.map((entry) => String(entry.key)).join('.') || t('favoritesFileWhole');
    return {
      ok: false,
      message: t('favoritesFileInvalid', path, issue.message),
    };
  }
  const seen = new Set<string>();
  const refs = parsed.output.items.filter((ref) => !seen.has(ref.id) && seen.add(ref.id));
  return { ok: true, refs };
}
