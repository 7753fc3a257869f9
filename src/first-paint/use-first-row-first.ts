import { useEffect, useState } from 'preact/hooks';
import { firstRowIn } from './trending-handover.ts';

/** Longest wait for a first image before the rest of the view and the overscan are fetched all the same. */
const FIRST_ROW_WAIT_MS = 1000;

/**
 * A grid's first render mounts only its first row, and the rest of the view once that frame is
 * painted (`painted`): the render that receives a list does the row's work alone. Until the first
 * row's images are in (or a second has passed), the grid mounts only the tiles in view, scrolled or
 * not, and of those only the first row asks for its media: the images of the rest of the view and
 * of the overscan are not queued beside the first row's on the media host's few connections, and no
 * render of theirs holds up the first row as its first image arrives. Chromium also runs no frame
 * while image responses keep arriving during a page's load, so the first row was shown only once
 * every image in view was in. `onLoadCapture` and `onErrorCapture` go on the grid (a first-row
 * image that fails counts as in: the rest come at once).
 */
export function useFirstRowFirst() {
  const [settled, setSettled] = useState(false);
  const [painted, setPainted] = useState(false);
  const settle = () => {
    setSettled(true);
    // A fresh trending request held behind a cached answer's first row goes now.
    firstRowIn();
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per grid.
  useEffect(() => {
    // Effects run once the render's frame is painted.
    setPainted(true);
    const timer = setTimeout(settle, FIRST_ROW_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  // The first row's media is fetched with high priority (TileMedia): settled once all of it is in.
  const onMedia = (event: Event) => {
    for (const image of (event.currentTarget as Element).querySelectorAll('img[fetchpriority=high]'))
      if (!(image as HTMLImageElement).complete) return;
    // After the frame that shows the row: the rest of the view renders in a task of its own (in a
    // woken popup that render held the row's frame back).
    requestAnimationFrame(() => setTimeout(settle));
  };
  return { settled, painted, onLoadCapture: onMedia, onErrorCapture: onMedia };
}
