/**
 * Recent, Favorites and pasted links for the extension pages. The background keeps these lists
 * (ids and kinds only, src/collections/) and revalidates them with the service, so the popup
 * carries none of that code when it opens, and the popup and the upload page never race on a
 * write.
 */
import { type Client, getContent, getContents, getGif, getGifs, isServiceError } from '../client/index.ts';
import {
  FavoritesFullError,
  type ItemLink,
  isBareId,
  isItemId,
  moveFavorite,
  parseItemLink,
  ratingAllows,
  readFavorites,
  readRecents,
  recordRecent,
  removeFavorites,
  removeRecents,
  revalidate,
  toggleFavorite,
} from '../collections/index.ts';
import { plural, t } from '../i18n/index.ts';
import type { RequestPreferences } from '../settings/index.ts';
import type { Handlers } from './message-router.ts';

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
}

export function createCollectionHandlers({
  client,
  readPreferences,
}: CollectionDeps): Pick<
  Handlers,
  'loadCollection' | 'toggleFavorite' | 'moveFavorite' | 'recordRecent' | 'lookupItem'
> {
  // One write at a time: stars pressed quickly (F, F, F) or a pick during a revalidation each read
  // the list and write it back, and must not undo each other.
  let writing: Promise<unknown> = Promise.resolve();
  const serially = <T>(write: () => Promise<T>): Promise<T> => {
    const run = writing.then(write, write);
    writing = run.catch(() => undefined);
    return run;
  };
  return {
    async loadCollection({ which }) {
      const [refs, api, { rating }] = await Promise.all([
        which === 'recent' ? readRecents() : readFavorites(),
        client(),
        readPreferences(),
      ]);
      const result = await revalidate(refs, rating, async (request) =>
        request.type === 'getGifs' ? getGifs(api, request.ids) : getContents(api, request.ids),
      );
      if (result.gone.size > 0)
        await serially(() => (which === 'recent' ? removeRecents : removeFavorites)(result.gone));
      const gone = result.gone.size;
      const { items, hiddenClips } = result;
      return { items, gone, hiddenClips, notice: describeCollectionLoad(gone, hiddenClips) };
    },
    async toggleFavorite(ref) {
      try {
        return { starred: await serially(() => toggleFavorite(ref)) };
      } catch (error) {
        if (error instanceof FavoritesFullError) return { starred: false, refused: error.message };
        throw error;
      }
    },
    async moveFavorite({ id, to }) {
      return { moved: await serially(() => moveFavorite(id, to)) };
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
