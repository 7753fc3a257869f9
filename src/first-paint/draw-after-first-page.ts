/**
 * When the Firefox popup draws itself. There the popup and its woken event page share one thread:
 * the popup's first render and paint, done while the page starts and fetches, held back the page
 * that answers the first row. So with no cached answer to paint, the Firefox popup draws once the
 * first page of trending is in (its first render paints the row: use-feed.ts), or after `capMs`,
 * so that a slow network shows the popup (its box, its tabs) meanwhile. Chromium's worker has a
 * thread of its own: it draws at once, as does any popup with a cached answer.
 */

/** The longest the popup stays blank waiting for the first page: a slow network still gets its box. */
export const DRAW_WAIT_CAP_MS = 100;

/** For the Firefox popup only: its caller tests the build, so that Chromium's bundle has none of it. */
export interface DrawOptions {
  /** Whether a cached answer is likely to paint the first row (the head script's hint). */
  cacheLikely: boolean;
  /** Resolves (or rejects) once the first page of trending is in. */
  firstPage: () => Promise<unknown>;
  capMs?: number;
}

/** Undefined: draw now. Else a promise that resolves when the popup may draw. */
export function drawAfterFirstPage(options: DrawOptions): Promise<void> | undefined {
  if (options.cacheLikely) return undefined;
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, options.capMs ?? DRAW_WAIT_CAP_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    options.firstPage().then(done, done);
  });
}
