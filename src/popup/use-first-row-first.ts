import { useEffect, useState } from 'preact/hooks';
import type { PlacedTile } from '../picker/index.ts';

/** Longest wait for the first row's media before the overscan's tiles are mounted all the same. */
const SETTLE_MS = 1000;

/**
 * Until the first row's media is in (or the list scrolls, or a second has passed), the grid mounts
 * only the tiles in view: their images are the only ones asked for, not queued behind those of
 * the overscan on the media host's few connections (issue 14). `onLoadCapture` goes on the grid.
 */
export function useFirstRowFirst(
  tiles: readonly PlacedTile[],
  scroller: { current: HTMLElement | null },
  scrollTop: number,
) {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled) return;
    if (scrollTop > 0) return setSettled(true);
    const timer = setTimeout(() => setSettled(true), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [settled, scrollTop]);
  const onLoadCapture = () => {
    if (settled) return;
    // A frame later: the tile's own handler has marked it loaded by then.
    requestAnimationFrame(() => {
      const loaded = (index: number) =>
        scroller.current?.querySelector(`[data-tile="${index}"]`)?.classList.contains('loaded');
      if (tiles.filter((tile) => tile.y === 0).every((tile) => loaded(tile.index))) setSettled(true);
    });
  };
  return { settled, onLoadCapture };
}
