/**
 * When the Firefox popup draws itself. There the popup and its woken event page share one thread:
 * a first render done while the page starts held back the page that answers the first row. So
 * with no cached answer to paint, the Firefox popup draws once the background has answered the
 * key status asked beside trending (src/first-paint/popup-head/): it is then awake and waiting on
 * the service, and the render fills that wait. It draws earlier if the first page is in first, and
 * after `capMs` at the latest, so that a background that never answers still shows the popup.
 * Chromium's worker has a thread of its own: it draws at once, as does any popup with a cached answer.
 */

/** The longest the popup stays blank waiting for its background: a slow start still gets its box. */
export const DRAW_WAIT_CAP_MS = 100;

/** For the Firefox popup only: its caller tests the build, so that Chromium's bundle has none of it. */
export interface DrawOptions {
  /** Whether a cached answer is likely to paint the first row (the head script's hint). */
  cacheLikely: boolean;
  /** Each resolves (or rejects) once the background has answered: the key status, the first page. */
  answers: () => Promise<unknown>[];
  capMs?: number;
}

/** Undefined: draw now. Else a promise that resolves when the popup may draw. */
export function drawOnceAwake(options: DrawOptions): Promise<void> | undefined {
  if (options.cacheLikely) return undefined;
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, options.capMs ?? DRAW_WAIT_CAP_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    for (const answer of options.answers()) answer.then(done, done);
  });
}
