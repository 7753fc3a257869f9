/**
 * Starring and moving, written by the background: loaded on the first star or move, not with the
 * popup's first row. Each says what happened through the status line.
 */
import type { Item } from '../../client/index.ts';
import { readFavorites } from '../../collections/favorites-store.ts';
import { kindOfItem } from '../../collections/item-ref.ts';
import { formatNumber, t } from '../../i18n/index.ts';
import { sendToBackground } from '../../messaging/index.ts';
import { sayCollectionNotice as say } from '../feeds/collection-notices.ts';
import { storedOrder } from './stored-order.ts';

type SetOrder = (change: (shown: readonly string[]) => readonly string[]) => void;

const failure = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Stars or unstars `item`; the shown order follows once the background has written it. */
export function toggle(item: Item, setOrder: SetOrder): void {
  sendToBackground({ type: 'toggleFavorite', id: item.id, kind: kindOfItem(item) }).then(
    ({ starred, refused }) => {
      if (refused) return say(refused);
      setOrder((previous) => {
        const without = previous.filter((id) => id !== item.id);
        return starred ? [...without, item.id] : without;
      });
      say(t(starred ? 'addedToFavorites' : 'removedFromFavorites'));
    },
    (error: unknown) => say(t('favoritesChangeFailed', failure(error))),
  );
}

/** Writes a move already shown (`item` now at `to` of `count`); a failed one shows the stored order. */
export function writeMove(item: Item, to: number, count: number, setOrder: SetOrder): void {
  sendToBackground({ type: 'moveFavorite', id: item.id, to }).then(
    ({ moved }) =>
      say(moved ? t('movedToPlace', formatNumber(to + 1), formatNumber(count)) : t('noLongerFavorite')),
    (error: unknown) => {
      void readFavorites().then((refs) => setOrder((shown) => storedOrder(shown, refs)));
      say(t('moveFailed', failure(error)));
    },
  );
}
