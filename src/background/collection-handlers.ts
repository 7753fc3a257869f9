/**
 * Recent, Favorites and pasted links for the extension pages. The background keeps these lists
 * (ids and kinds only, src/collections/) and revalidates them with the service, so the popup
 * carries none of that code when it opens, and the popup and the upload page never race on a
 * write.
 */
import { type Client, getContent, getContents, getGif, getGifs, isServiceError } from '../client/index.ts';
import {
  FAVORITE_WRITES,
  FavoritesBusyError,
  FavoritesFullError,
  type ItemLink,
  isBareId,
  isItemId,
  isWriteRateError,
  migrateFavorites,
  moveFavorite,
  parseItemLink,
  ratingAllows,
  readFavorites,
  readRecents,
  recordRecent,
  removeFavorites,
  removeRecents,
  revalidate,
  SyncWriteRate,
  toggleFavorite,
} from '../collections/index.ts';
import { formatNumber, plural, t } from '../i18n/index.ts';
import type { Handlers } from '../messaging/index.ts';
import type { RequestPreferences } from '../settings/index.ts';

/** "2 items are no longer available", and the clips a key not approved for them cannot show. */
export function describeCollectionLoad(gone: number, hiddenClips: number): string | undefined {
  const goneNotice = gone > 0 ? plural('itemsGone', gone) : '';
  const clipsNotice = hiddenClips > 0 ? plural('clipsHidden', hiddenClips) : '';
  if (goneNotice && clipsNotice) return t('twoNotices', goneNotice, clipsNotice);
  return goneNotice || clipsNotice || undefined;
}

export interface CollectionDeps {
  client: () => Promise<Client>;
  readPreferences: () => Promise<RequestPreferences>;
  /** The favorites in their current layout (the migration, run once per worker). */
  favoritesReady?: () => Promise<unknown>;
  now?: () => number;
}

/** Runs `task` once, and again after a failure; the same promise meanwhile. */
export function once(task: () => Promise<unknown>): () => Promise<unknown> {
  let running: Promise<unknown> | undefined;
  return () => {
    running ??= task().catch((error: unknown) => {
      running = undefined;
      throw error;
    });
    return running;
  };
}

/** What to say when a change of the favorites was refused; undefined for any other error. */
function refusal(error: unknown): string | undefined {
  if (error instanceof FavoritesFullError || error instanceof FavoritesBusyError) return error.message;
  if (isWriteRateError(error)) return t('favoritesBusyMinute', formatNumber(FAVORITE_WRITES.perMinute));
  return undefined;
}

export function createCollectionHandlers({
  client,
  readPreferences,
  favoritesReady = once(migrateFavorites),
  now = Date.now,
}: CollectionDeps): Pick<
  Handlers,
  'loadCollection' | 'toggleFavorite' | 'moveFavorite' | 'recordRecent' | 'lookupItem'
> {
  // One change at a time: a star reads where the last favorite is, and a pick reads Recent, before
  // writing; F, F, F pressed quickly must each see the one before.
  let writing: Promise<unknown> = Promise.resolve();
  const serially = <T>(write: () => Promise<T>): Promise<T> => {
    const run = writing.then(write, write);
    writing = run.catch(() => undefined);
    return run;
  };
  // Favorites changes are counted against sync's write rate before they are made.
  const rate = new SyncWriteRate(now);
  const changeFavorites = <T>(change: () => Promise<T>): Promise<T> =>
    serially(async () => {
      await favoritesReady();
      rate.take();
      return change();
    });
  return {
    async loadCollection({ which }) {
      // Read in turn with the changes: a star or a pick asked before the list shows in it.
      const [refs, api, { rating }] = await Promise.all([
        serially(async () => (which === 'recent' ? readRecents() : favoritesReady().then(readFavorites))),
        client(),
        readPreferences(),
      ]);
      const result = await revalidate(refs, rating, async (request) =>
        request.type === 'getGifs' ? getGifs(api, request.ids) : getContents(api, request.ids),
      );
      if (result.gone.size > 0)
        await (which === 'recent'
          ? serially(() => removeRecents(result.gone))
          : changeFavorites(() => removeFavorites(result.gone)).catch((error: unknown) => {
              // Forgotten at the next showing instead: the list shown is right either way.
              if (refusal(error) === undefined) throw error;
            }));
      const gone = result.gone.size;
      const { items, hiddenClips } = result;
      return { items, gone, hiddenClips, notice: describeCollectionLoad(gone, hiddenClips) };
    },
    async toggleFavorite(ref) {
      try {
        return { starred: await changeFavorites(() => toggleFavorite(ref)) };
      } catch (error) {
        const refused = refusal(error);
        if (refused === undefined) throw error;
        return { starred: (await readFavorites()).some((entry) => entry.id === ref.id), refused };
      }
    },
    async moveFavorite({ id, to }) {
      return { moved: await changeFavorites(() => moveFavorite(id, to)) };
    },
    async recordRecent(ref) {
      await serially(() => recordRecent(ref));
      return { recorded: true };
    },
    async lookupItem({ text }) {
      const bare = text.trim();
      // A pasted id is asked for as a GIF (one gifs/{id} call); an id of another shape comes from
      // the extension itself (the upload page's Insert) and may be of any kind.
      const link: ItemLink | null =
        parseItemLink(text) ??
        (isBareId(bare) ? { id: bare, kind: 'gif' } : isItemId(bare) ? { id: bare, kind: 'any' } : null);
      if (!link) return null;
      const [api, { rating }] = await Promise.all([client(), readPreferences()]);
      try {
        // GIF by id applies the rating itself; content by id (clips, bare ids) does not.
        if (link.kind === 'gif') return await getGif(api, link.id);
        const item = await getContent(api, link.id);
        return ratingAllows(item.rating, rating) ? item : null;
      } catch (error) {
        if (isServiceError(error) && error.kind === 'not-found') return null;
        throw error;
      }
    },
  };
}
