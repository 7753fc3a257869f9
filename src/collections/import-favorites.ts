/**
 * Importing a favorites file: every entry is checked (the file's shape, that the service knows each
 * id, that the whole list fits in browser sync) before anything is written; any problem is a
 * clear message and the favorites stay as they were.
 */
import { formatNumber, locale, plural, t } from '../i18n/index.ts';
import { addFavorites, favoritesFit, readFavorites } from './favorites.ts';
import { parseFavoritesFile } from './favorites-file.ts';
import type { ItemRef } from './item-ref.ts';
import type { FetchByIds } from './revalidate.ts';
import { FAVORITE_WRITES, FavoritesFullError, isWriteRateError } from './sync-quota.ts';

type Send = FetchByIds;

/** Thrown with the words to show; nothing was changed. */
export class ImportError extends Error {
  override readonly name = 'ImportError';
}

/** "a, b and c", or the first five "and 3 more", the language's way. */
const list = (ids: readonly string[]) =>
  new Intl.ListFormat(locale(), { type: 'conjunction' }).format(
    ids.length <= 5 ? ids : [...ids.slice(0, 5), plural('moreCount', ids.length - 5)],
  );

/** Adds the file's favorites after the current ones, in one write; resolves with how many were new. */
export async function importFavorites(text: string, send: Send): Promise<number> {
  const parsed = parseFavoritesFile(text);
  if (!parsed.ok) throw new ImportError(parsed.message);
  const current = await readFavorites();
  const known = new Set(current.map((ref) => ref.id));
  const fresh = parsed.refs.filter((ref) => !known.has(ref.id));
  const merged: ItemRef[] = [...current, ...fresh];
  const tooMany = () => new ImportError(t('importTooMany', formatNumber(merged.length)));
  if (!favoritesFit(merged.length)) throw tooMany();
  if (fresh.length === 0) return 0;
  const ids = fresh.map((ref) => ref.id);
  const found = await (fresh.some((ref) => ref.kind === 'clip')
    ? send({ type: 'getContents', ids })
    : send({ type: 'getGifs', ids }));
  const returned = new Set(found.map((item) => item.id));
  const unknown = ids.filter((id) => !returned.has(id));
  if (unknown.length > 0) throw new ImportError(plural('importUnknownIds', unknown.length, list(unknown)));
  try {
    await addFavorites(fresh);
  } catch (error) {
    if (error instanceof FavoritesFullError) throw tooMany();
    if (isWriteRateError(error))
      throw new ImportError(t('favoritesBusyMinute', formatNumber(FAVORITE_WRITES.perMinute)));
    throw error;
  }
  return fresh.length;
}
