import { useContext, useEffect } from 'preact/hooks';
import type { Item } from '../../client/index.ts';
import type { PlacedTile } from '../../picker/index.ts';
import { useLatest } from '../use-latest.ts';
import { DataSaving, isSlowConnection } from './data-saving.ts';
import { creatorOf } from './describe-item.ts';
import { tileRenditions } from './TileMedia.tsx';
import { RELEASE_FROM } from './whole-item.ts';

export type OnWindow = (first: number, last: number, release: (item: Item, index: number) => Item) => void;

/**
 * Far from the window, an item needs only what its tile shows (memory after a long scroll): each
 * time the mounted tiles move, `onWindow` is told which they are and how to release the others.
 */
export function useReleaseFar(mounted: readonly PlacedTile[], count: number, onWindow: OnWindow | undefined) {
  const saving = useContext(DataSaving) === true;
  // In index order (layout.tiles is).
  const first = mounted[0]?.index ?? -1;
  const last = mounted.at(-1)?.index ?? -1;
  // Only a moved window can leave items far behind: the effect runs on its ends alone, and reads
  // the rest as it is now.
  const release = useLatest((first: number, last: number) => {
    if (!onWindow || first < 0 || count < RELEASE_FROM) return;
    // Tiles share the column's width.
    const tileWidth = mounted[0]?.width ?? 0;
    void import('./released-copy.ts').then(({ releaseItem }) => {
      onWindow(first, last, (item) => {
        const shown = tileRenditions(item, tileWidth, saving, isSlowConnection());
        return releaseItem(item, shown, creatorOf(item));
      });
      // Nothing reads a long list's media timings; the browser would keep 250 (90 kB in Firefox).
      performance.clearResourceTimings();
    });
  });
  useEffect(() => release.current(first, last), [first, last, release]);
}
