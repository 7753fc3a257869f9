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
  isItemId,
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
import { BackgroundError } from '../messaging/index.ts';
import type { RequestPreferences } from '../settings/index.ts';
import type { Handlers } from './message-router.ts';

export interface CollectionDeps {
  client: () => Promise<Client>;
  readPreferences: () => Promise<RequestPreferences>;
}

export function createCollectionHandlers({
  client,
  readPreferences,
}: CollectionDeps): Pick<Handlers, 'loadCollection' | 'toggleFavorite' | 'recordRecent' | 'lookupItem'> {
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
      if (result.gone.size > 0) await (which === 'recent' ? removeRecents : removeFavorites)(result.gone);
      return { items: result.items, gone: result.gone.size, hiddenClips: result.hiddenClips };
    },
    async toggleFavorite(ref) {
      try {
        return { starred: await toggleFavorite(ref) };
      } catch (error) {
        if (error instanceof FavoritesFullError) return { starred: false, refused: error.message };
        throw error;
      }
    },
    async recordRecent(ref) {
      await recordRecent(ref);
      return { recorded: true };
    },
    async lookupItem({ text }) {
      const bare = text.trim();
      const link: ItemLink | null =
        parseItemLink(text) ?? (isItemId(bare) ? { id: bare, kind: 'any' } : null);
      if (!link) throw new BackgroundError('bad-message', 'This is not a GIPHY link or id');
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
