import type { RefObject } from 'preact';
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { PlacedTile } from '../../picker/index.ts';

/**
 * The grid's one focusable tile (a roving index): which it is, whether the grid holds the focus
 * (`active`), and the DOM focus following it as its tile mounts. Gives [focused, active,
 * setActive, focusTile, onFocusTile].
 */
export function useRovingFocus(
  tiles: readonly PlacedTile[],
  scroller: RefObject<HTMLElement | null>,
  scrollTop: number,
  count: number,
) {
  const [focused, setFocusedState] = useState(0);
  const [active, setActiveState] = useState(false);
  // As of now, not of the last render: an effect run late must not pull the focus back from the
  // box, nor from the tile the person has just focused to the one focused before.
  const activeNow = useRef(false);
  const focusedNow = useRef(0);
  const setActive = useCallback((on: boolean) => {
    activeNow.current = on;
    setActiveState(on);
  }, []);
  const setFocused = useCallback((index: number) => {
    focusedNow.current = index;
    setFocusedState(index);
  }, []);

  // A shorter list may leave the focus past its end.
  useEffect(() => {
    if (focused >= count) setFocused(0);
  }, [focused, count, setFocused]);

  // The DOM focus follows the roving index once its tile is mounted (after a scroll, a render later).
  // biome-ignore lint/correctness/useExhaustiveDependencies: focused and scrollTop are triggers (a scroll may mount the focused tile); the refs say which.
  useEffect(() => {
    if (!active || !activeNow.current) return;
    const tile = scroller.current?.querySelector<HTMLElement>(`[data-tile="${focusedNow.current}"]`);
    if (tile && document.activeElement !== tile) tile.focus({ preventScroll: true });
  }, [active, focused, scrollTop]);

  /** Focuses the tile at `index`, scrolled into view. */
  const focusTile = (index: number) => {
    setActive(true);
    setFocused(index);
    const tile = tiles[index];
    const element = scroller.current;
    if (!tile || !element) return;
    if (tile.y < element.scrollTop) element.scrollTop = tile.y;
    else if (tile.y + tile.height > element.scrollTop + element.clientHeight)
      element.scrollTop = tile.y + tile.height - element.clientHeight;
  };
  /** A tile took the focus (a click, Tab). */
  const onFocusTile = (index: number) => {
    if (!activeNow.current) setActive(true);
    if (index !== focusedNow.current) setFocused(index);
  };
  return [focused, active, setActive, focusTile, onFocusTile] as const;
}
