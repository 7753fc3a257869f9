import { useEffect, useState } from 'preact/hooks';

/** Longest wait for a first image before the overscan's tiles are mounted all the same. */
const SETTLE_MS = 1000;

/**
 * Until the first row's images are in (or a second has passed), the grid mounts only the tiles in
 * view, scrolled or not: theirs are the only images asked for, not queued behind those of the
 * overscan on the media host's few connections, and no render of the overscan's tiles holds up
 * the rest of the first row as its first image arrives (issue 14). `onLoadCapture` goes on the grid.
 */
export function useFirstRowFirst() {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(true), SETTLE_MS);
    return () => clearTimeout(timer);
  }, []);
  // The first row's media is fetched with high priority (TileMedia): settled once all of it is in.
  return {
    settled,
    onLoadCapture: (event: Event) => {
      for (const image of (event.currentTarget as Element).querySelectorAll('img[fetchpriority=high]'))
        if (!(image as HTMLImageElement).complete) return;
      setSettled(true);
    },
  };
}
