/** Recents and favorites: which items the person picked and starred, as ids and kinds only. */

export {
  addFavorites,
  FAVORITES_MAX,
  FavoritesBusyError,
  FavoritesFullError,
  moveFavorite,
  readFavorites,
  removeFavorites,
  toggleFavorite,
  watchFavorites,
} from './favorites.ts';
export { followEarlierVersion, touchesShards } from './favorites-bridge.ts';
export { exportFavorites, FAVORITES_FORMAT, parseFavoritesFile } from './favorites-file.ts';
export {
  LEGACY_SHARD_NAMES,
  MIGRATED_NAME,
  type Migration,
  migrateFavorites,
} from './favorites-migration.ts';
export { ImportError, importFavorites } from './import-favorites.ts';
export { type ItemLink, isBareId, looksLikeItemLink, parseItemLink } from './item-link.ts';
export { decodeRefs, encodeRefs, type ItemKind, type ItemRef, isItemId, kindOfItem } from './item-ref.ts';
export { RECENTS_MAX, readRecents, recentsItem, recordRecent, removeRecents } from './recents.ts';
export { describeGone, type Revalidated, ratingAllows, revalidate } from './revalidate.ts';
export { FAVORITE_WRITES, isWriteRateError, SyncWriteRate } from './sync-quota.ts';
