/**
 * When the popup draws itself. In Firefox the popup and its woken event page share one thread:
 * drawing the popup while the page starts (its modules run, its first frame painted) holds back the
 * page that fetches the first row, by 19 ms in the bench (docs/performance.md). So with no kept
 * answer to paint, the Firefox popup draws once its background listens (answers a cheap message,
 * sent behind the trending request), at most `capMs` after its code runs. Chromium's worker has a
 * thread of its own: it draws at once, as does any popup with a kept answer.
 */

/** The longest the popup waits to draw: a slow wake (a busy machine) must not leave it blank. */
export const DRAW_WAIT_CAP_MS = 250;

/** For the Firefox popup only: its caller tests the build, so that Chromium's bundle has none of it. */
export interface DrawOptions {
  /** Whether a kept answer is likely to paint the first row (the head script's hint). */
  keptLikely: boolean;
  /** Resolves (or rejects) once the background answers a message. */
  listening: () => Promise<unknown>;
  capMs?: number;
}

/** Undefined: draw now. Else a promise that resolves when the popup may draw. */
export function drawWhenListening(options: DrawOptions): Promise<void> | undefined {
  if (options.keptLikely) return undefined;
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, options.capMs ?? DRAW_WAIT_CAP_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    options.listening().then(done, done);
  });
}
