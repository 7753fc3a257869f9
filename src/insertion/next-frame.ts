/**
 * Resolves after the next frame and the tasks queued behind it (`selectionchange` among them), so
 * an editor has seen a restored selection. A hidden tab (the picker opened in a tab in front of it)
 * renders no frames, and Firefox runs its timers at most once a second there: then it resolves at
 * the next task instead.
 */
export function nextFrame(win: Window, limitMs = 100): Promise<void> {
  if (win.document.visibilityState === 'hidden') return nextTask(win);
  return new Promise((resolve) => {
    const done = () => {
      win.clearTimeout(fallback);
      resolve();
    };
    const fallback = win.setTimeout(done, limitMs);
    win.requestAnimationFrame(() => win.setTimeout(done, 0));
  });
}

/**
 * Resolves in a task of its own, without waiting on a timer: a message through a
 * `MessageChannel`, which no browser throttles, where a `setTimeout(0)` in a hidden tab waits up
 * to a second in Firefox (three such waits made "Inserting…" last 3 s in a contenteditable).
 */
export function nextTask(win: Window): Promise<void> {
  const { MessageChannel: Channel } = win as Window & typeof globalThis;
  return new Promise((resolve) => {
    const channel = new Channel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Resolves once the tasks the page queued so far have run: a `setTimeout(0)`, behind the page's
 * own zero-delay timers (an editor that inserts from one is then judged after it did); in a hidden
 * tab, where Firefox would hold that timer for up to a second, the next task (`nextTask`).
 */
export function afterQueuedTasks(win: Window): Promise<void> {
  if (win.document.visibilityState === 'hidden') return nextTask(win);
  return new Promise((resolve) => win.setTimeout(resolve, 0));
}

/**
 * Aborts once `count` frames have been rendered from now, at the latest after `limitMs` (at once
 * in a hidden tab, which renders none). On a busy machine a frame comes later than any fixed wait
 * allows, and an editor that renders on its next frame has shown nothing until then.
 */
export function framesRendered(win: Window, count: number, limitMs: number): AbortSignal {
  const controller = new AbortController();
  if (win.document.visibilityState === 'hidden') {
    controller.abort();
    return controller.signal;
  }
  const limit = win.setTimeout(() => controller.abort(), limitMs);
  let left = count;
  const onFrame = () => {
    left -= 1;
    if (left > 0) win.requestAnimationFrame(onFrame);
    else {
      win.clearTimeout(limit);
      controller.abort();
    }
  };
  win.requestAnimationFrame(onFrame);
  return controller.signal;
}
