/**
 * Dragging a tile out of the picker onto the page (src/popup/pick/drag-out.ts, loaded with the
 * pick's code). A drag's data must
 * be set within dragstart, so it is worked out earlier, when the pointer reaches or presses a tile.
 */
import type { Item } from '../../client/item.ts';
import type { PreparedDrag } from '../pick/drag-out.ts';
import type { TargetTab } from '../pick/target-tab.ts';

export interface TileDrag {
  /** The pointer is over `item`'s tile: its drag data is made ready. */
  prepare(item: Item): void;
  /** Puts `item`'s data into `transfer`; false while it is not ready (no drag out then). */
  start(item: Item, transfer: DataTransfer): boolean;
  /** The drag ended: `landed` when a drop outside the picker took it (registered once). */
  end(landed: boolean): void;
}

export function createTileDrag(target: Promise<TargetTab | null> | null): TileDrag {
  let asked: string | undefined;
  let ready: (PreparedDrag & { id: string }) | undefined;
  let dragging: Item | undefined;
  return {
    prepare(item) {
      if (asked === item.id) return;
      asked = item.id;
      if (ready?.id !== item.id) ready = undefined;
      void import('../pick/pick-item.ts')
        .then(async ({ prepareDrag }) => {
          const prepared = await prepareDrag(item, await target);
          if (asked === item.id && prepared) ready = { ...prepared, id: item.id };
        })
        .catch(() => undefined);
    },
    start(item, transfer) {
      if (ready?.id !== item.id) return false;
      for (const { type, data } of ready.entries) transfer.setData(type, data);
      transfer.effectAllowed = 'copy';
      dragging = ready.item;
      return true;
    },
    end(landed) {
      const item = dragging;
      dragging = undefined;
      // Made again for the next drag: the settings may have changed meanwhile.
      asked = undefined;
      if (landed && item)
        void import('../pick/pick-item.ts').then(({ registerDrop }) => registerDrop(item, Date.now()));
    },
  };
}
