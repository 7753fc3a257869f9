/**
 * Resolves after the next frame and the tasks queued behind it (`selectionchange` among them), so
 * an editor has seen a restored selection. A hidden tab renders no frames, hence the time limit.
 */
export function nextFrame(win: Window, limitMs = 100): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      win.clearTimeout(fallback);
      resolve();
    };
    const fallback = win.setTimeout(done, limitMs);
    win.requestAnimationFrame(() => win.setTimeout(done, 0));
  });
}
