import { useEffect, useRef } from 'preact/hooks';
import type { PlacedTile } from '../../picker/index.ts';
import { useLatest } from '../use-latest.ts';

/**
 * The focus is owed to the next grid: Arrow Down came while no grid showed (its list loading), or
 * the grid holding the focus gave way to a new list. Module-wide, as each new list is a new grid.
 */
let owed = false;

/** Arrow Down in the search box owes the grid the focus (true); any other key there ends it (false). */
export function oweGridFocus(on: boolean) {
  owed = on;
}

/**
 * Arrow Down in the search box moves the focus into the grid, to the first tile in view; a request
 * made before this grid existed (for another tab's or query's grid) is spent already, unless the
 * focus is still owed (above) and has gone nowhere else meanwhile: not to the page's body, where
 * no key reaches a tile.
 */
export function useFocusRequest(
  request: number,
  count: number,
  mounted: readonly PlacedTile[],
  top: number,
  focusTile: (index: number) => void,
  /** The grid holds the focus, or lost it to nowhere (its tile unmounted). */
  active: boolean,
) {
  const spent = useRef(request);
  // Runs on each request only, with the rest as it is now.
  const take = useLatest((request: number) => {
    if (request === spent.current || count === 0) return;
    spent.current = request;
    owed = false;
    focusTile(mounted.find((tile) => tile.y + tile.height > top)?.index ?? 0);
  });
  useEffect(() => take.current(request), [request, take]);
  const holding = useLatest(active);
  useEffect(() => {
    const at = document.activeElement;
    const free = at === document.body || (at as HTMLInputElement | null)?.type === 'search';
    if (owed && free && document.hasFocus()) take.current(Number.NaN);
    owed = false;
    return () => {
      owed = holding.current;
    };
  }, [take, holding]);
}
