/**
 * A page's own model of its composer, as sites keep one: it follows the field only some time after
 * each `input` (a debounced sync), never from a DOM read by the test. `settled` says whether a
 * sync is still pending.
 */
export interface DelayedModel {
  text: string;
  /** Schedules the sync `delayMs` after the latest call. */
  schedule(): void;
  settled(): boolean;
}

export function delayedModel(read: () => string, delayMs: number): DelayedModel {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const model: DelayedModel = {
    text: read(),
    schedule() {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        model.text = read();
      }, delayMs);
    },
    settled: () => timer === undefined,
  };
  return model;
}
