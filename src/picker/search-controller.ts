/**
 * Search as you type: waits for a pause in typing, aborts the request of an older text when a
 * newer one starts, and never lets an older answer replace a newer one. Enter searches at once.
 * The text is passed on exactly as typed: no trimming, no case change.
 */
export interface SearchControllerOptions<T> {
  /** Pause in typing before a search goes out. */
  debounceMs: number;
  /** Runs one search; must honour the signal. */
  run(text: string, signal: AbortSignal): Promise<T>;
  /** The answer for the latest text only. */
  onResult(text: string, result: T): void;
  /** A failure of the latest text only (aborts of superseded texts are not reported). */
  onError(text: string, error: unknown): void;
  /** Called when the latest text starts loading, for placeholders. */
  onLoading?(text: string): void;
}

export interface SearchController {
  /** The box changed: search after the debounce. */
  input(text: string): void;
  /** Enter: search now. */
  submit(text: string): void;
  /** Drop any pending or running search (popup closing). */
  cancel(): void;
}

export function createSearchController<T>(options: SearchControllerOptions<T>): SearchController {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: AbortController | null = null;
  /** Bumped for every search started, so only the newest may report. */
  let generation = 0;
  let lastStarted: string | null = null;

  function clearPending() {
    clearTimeout(timer);
  }

  function start(text: string) {
    clearPending();
    running?.abort();
    const controller = new AbortController();
    running = controller;
    const mine = ++generation;
    lastStarted = text;
    options.onLoading?.(text);
    options.run(text, controller.signal).then(
      (result) => {
        if (mine === generation) options.onResult(text, result);
      },
      (error: unknown) => {
        if (mine === generation && !controller.signal.aborted) options.onError(text, error);
      },
    );
  }

  return {
    input(text) {
      clearPending();
      timer = setTimeout(() => {
        // Typing back to the text already shown needs no new request.
        if (text !== lastStarted) start(text);
      }, options.debounceMs);
    },
    submit(text) {
      start(text);
    },
    cancel() {
      clearPending();
      running?.abort();
      running = null;
      generation++;
    },
  };
}
