import { useEffect } from 'preact/hooks';
import { nearEnd } from '../../picker/index.ts';
import { onIdle } from '../idle.ts';
import { useLatest } from '../use-latest.ts';
import { OVERSCAN } from './mounted-tiles.ts';

/** Longest wait for an idle moment before the second page is asked while the list is unscrolled. */
export const MORE_AT_OPEN_MS = 500;

/**
 * Load more when the end is near, also when a short first page does not fill the viewport. While
 * the list is not scrolled and the viewport is full, the next page waits for the first row and
 * then an idle moment: the first screen's media and render go first (in Firefox the answer's
 * reading in the background would take the thread the first row's images are shown on).
 */
export function useLoadMore(
  height: number,
  viewport: { top: number; height: number },
  width: number,
  /** True while a page is loading or none is left: no further `onMore`. */
  busy: boolean,
  settled: boolean,
  onMore: () => void,
) {
  // Only a new layout or scroll position can bring the end nearer: a new `onMore` alone does not.
  const more = useLatest(onMore);
  useEffect(() => {
    if (!(width > 0 && !busy && nearEnd(height, viewport.top, viewport.height, OVERSCAN * 2))) return;
    const onMore = more.current;
    if (viewport.top > 0 || height < viewport.height) {
      onMore();
      return;
    }
    if (settled) return onIdle(() => onMore(), MORE_AT_OPEN_MS);
  }, [height, viewport, busy, width, settled, more]);
}
