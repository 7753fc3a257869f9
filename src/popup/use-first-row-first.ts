import { useEffect, useState } from 'preact/hooks';

/** Longest wait for a first image before the overscan's tiles are mounted all the same. */
const SETTLE_MS = 1000;

/**
 * Until a first image is in (or a second has passed), the grid mounts only the tiles in view,
 * scrolled or not: theirs are the only images asked for, not queued behind those of the overscan
 * on the media host's few connections (issue 14). `onLoadCapture` goes on the grid.
 */
export function useFirstRowFirst() {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(true), SETTLE_MS);
    return () => clearTimeout(timer);
  }, []);
  // The first image in: the first row's were asked for first and are on their way.
  return { settled, onLoadCapture: () => setSettled(true) };
}
