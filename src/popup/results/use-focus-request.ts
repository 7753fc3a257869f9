import { useEffect, useRef } from 'preact/hooks';
import type { PlacedTile } from '../../picker/index.ts';
import { useLatest } from '../use-latest.ts';

/**
 * Arrow Down in the search box moves the focus into the grid, to the first tile in view; a request
 * made before this grid existed (for another tab's or query's grid) is spent already.
 */
export function useFocusRequest(
  request: number,
  count: number,
  mounted: readonly PlacedTile[],
  top: number,
  focusTile: (index: number) => void,
) {
  const spent = useRef(request);
  // Runs on each request only, with the rest as it is now.
  const take = useLatest((request: number) => {
    if (request === spent.current || count === 0) return;
    spent.current = request;
    focusTile(mounted.find((tile) => tile.y + tile.height > top)?.index ?? 0);
  });
  useEffect(() => take.current(request), [request, take]);
}
