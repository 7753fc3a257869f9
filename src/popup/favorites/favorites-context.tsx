/**
 * Which items are favorites, for every star of the popup (tiles, detail view), kept current when
 * the list changes here or in another browser, and the one way to star or unstar.
 */
import { type ComponentChildren, createContext } from 'preact';
import { useContext, useEffect, useMemo, useState } from 'preact/hooks';
import type { Item } from '../../client/index.ts';
// Each module on its own, not the folder's index: the popup reads the stars; the background
// writes the lists (collection-handlers.ts).
import { readFavorites, watchFavorites } from '../../collections/favorites-store.ts';
import { kindOfItem } from '../../collections/item-ref.ts';
import { formatNumber, t } from '../../i18n/index.ts';
import { sendToBackground } from '../../messaging/index.ts';
import './collections.css';
import { storedOrder } from './stored-order.ts';

export interface FavoritesApi {
  has(id: string): boolean;
  /** Stars or unstars; says what happened in the status line. */
  toggle(item: Item): void;
  /** The shown items in the order the person chose (the Favorites tab), the rest after them. */
  arrange(items: readonly Item[]): readonly Item[];
  /** Moves a favorite to the place of `target`, another favorite (Alt+arrow keys, or a drag). */
  moveTo(item: Item, target: Item): void;
}

const FavoritesContext = createContext<FavoritesApi>({
  has: () => false,
  toggle: () => undefined,
  arrange: (items) => items,
  moveTo: () => undefined,
});

/** `items` by their place in `order`; items not in it keep their order, after the rest. */
export function arrangeByOrder(items: readonly Item[], order: readonly string[]): readonly Item[] {
  const place = new Map(order.map((id, index) => [id, index]));
  const rank = (item: Item) => place.get(item.id) ?? order.length;
  return items.every((item, index) => index === 0 || rank(items[index - 1] as Item) <= rank(item))
    ? items
    : [...items].sort((a, b) => rank(a) - rank(b));
}

/** The writes, on the first star or move (favorite-writes.ts). */
const writes = () => import('./favorite-writes.ts');

export function useFavorites(): FavoritesApi {
  return useContext(FavoritesContext);
}

/** Wraps the popup (entrypoints/popup/main.tsx); says what a star did through the status line. */
export function FavoritesProvider(props: { children: ComponentChildren }) {
  // The stored order (ids); moves show at once and are written behind.
  const [order, setOrder] = useState<readonly string[]>([]);
  const ids = useMemo<ReadonlySet<string>>(() => new Set(order), [order]);
  useEffect(() => {
    let live = true;
    // The same order again (none at open, for most) is not a change: no render.
    const refresh = () =>
      void readFavorites().then((refs) => live && setOrder((shown) => storedOrder(shown, refs)));
    refresh();
    const unwatch = watchFavorites(refresh);
    return () => {
      live = false;
      unwatch();
    };
  }, []);
  const api = useMemo<FavoritesApi>(
    () => ({
      has: (id) => ids.has(id),
      toggle: (item) => void writes().then(({ toggle }) => toggle(item, setOrder)),
      arrange: (items) => arrangeByOrder(items, order),
      moveTo(item, target) {
        const from = order.indexOf(item.id);
        const to = order.indexOf(target.id);
        if (from < 0 || to < 0 || to === from) return;
        // Shown at once (the focus follows the tile), written behind.
        const moved = order.filter((id) => id !== item.id);
        moved.splice(to, 0, item.id);
        setOrder(moved);
        void writes().then(({ writeMove }) => writeMove(item, to, moved.length, setOrder));
      },
    }),
    [ids, order],
  );
  return <FavoritesContext.Provider value={api}>{props.children}</FavoritesContext.Provider>;
}

/** The star of a tile or of the detail view. */
export function StarButton(props: {
  item: Item;
  class: string;
  style?: Record<string, string>;
  /** In the tab order (the detail view); tiles use the F key instead. */
  tabbable?: boolean;
}) {
  const favorites = useFavorites();
  const starred = favorites.has(props.item.id);
  return (
    <button
      type="button"
      class={props.class}
      tabIndex={props.tabbable ? 0 : -1}
      aria-pressed={starred}
      aria-label={props.tabbable ? undefined : t(starred ? 'removeFavoriteKey' : 'addFavoriteKey')}
      title={t(starred ? 'removeFavoriteKey' : 'addFavoriteKey')}
      style={props.style}
      onClick={(event) => {
        event.stopPropagation();
        favorites.toggle(props.item);
      }}
    >
      {starred ? '★' : '☆'}
      {props.tabbable && ` ${t(starred ? 'inFavorites' : 'favorite')}`}
    </button>
  );
}

/** Adds a picked item to Recents; a failure to remember never gets in the way of the pick. */
export function recordPicked(item: Item): void {
  void sendToBackground({ type: 'recordRecent', id: item.id, kind: kindOfItem(item) }).catch(() => undefined);
}

/** The empty Recent and Favorites tabs: how to fill them. */
export function describeEmptyCollection(tab: 'recent' | 'favorites'): string {
  return tab === 'recent' ? t('recentEmpty', formatNumber(50)) : t('favoritesEmpty');
}
