/**
 * Dragging a tile out of the picker onto the page. A drag's data must be set within dragstart, so
 * what it needs (the pick's code, the page's host, the settings: src/popup/pick/drag-out.ts) is
 * read before, once the first tiles are in or the pointer reaches the grid.
 */
import type { TileDragCore } from '../pick/drag-out.ts';
import type { TargetTab } from '../pick/target-tab.ts';

export interface TileDrag extends TileDragCore {
  /** Gets drags ready (once). */
  warm(): void;
  /** `listener` is called whenever `ready` may have changed; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/**
 * The toolbar popup's drags onto the page of `target`. The in-page panel has none: a browser takes
 * no drop from a frame of another origin onto its page (docs/insertion.md).
 */
export function createTileDrag(target: Promise<TargetTab | null> | null): TileDrag {
  let core: TileDragCore | undefined;
  let warming = false;
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  const warm = () => {
    if (warming) return;
    warming = true;
    void import('../pick/pick-item.ts')
      .then(async ({ tileDrag }) => {
        core = await tileDrag(await target, changed);
        changed();
      })
      .catch(() => {
        warming = false;
      });
  };
  return {
    warm,
    prepare(item) {
      warm();
      core?.prepare(item);
    },
    ready: (item) => core?.ready(item) === true,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: (item, transfer) => core?.start(item, transfer) === true,
    end: (dropped) => core?.end(dropped),
  };
}
