import {
  checkInsertion,
  type FieldSnapshot,
  type InsertionCheck,
  isLanded,
  normalizeText,
  occurrences,
} from './verify.ts';

/** What the person sees of a field, and where its changes show up. */
export interface FieldView {
  /** Observed for changes (subtree). */
  observed: Node;
  /** The field's text as it was before inserting, with the caret when it is known. */
  snapshot: FieldSnapshot;
  /** The field's text now: a text control's value, an editor's text, or its rendered region's. */
  read(): string;
  /**
   * The text the person sees, when `read` may include hidden parts (a contenteditable's paste bin):
   * the text must also appear once more here. Its reading before inserting is `renderedBefore`.
   */
  readRendered?: () => string;
  renderedBefore?: string;
  /** A text control's value changes without DOM mutations: polled instead. */
  poll: boolean;
}

const POLL_MS = 10;

/**
 * Watches a field while (and after) text is inserted into it: whether anything changed since the
 * last `reset` (`touched`), and whether the text has landed, checked on every change with a
 * `MutationObserver` (and by polling a text control's value) until it lands or a time passes.
 */
export class FieldWatch {
  /** Whether the field changed since the last `reset`. */
  touched = false;
  private readonly observer: MutationObserver;
  private readonly wanted: string;
  private readonly renderedCount: number;
  private readonly onChange = new Set<() => void>();

  constructor(
    readonly view: FieldView,
    readonly text: string,
    private readonly win: Window & typeof globalThis,
  ) {
    this.wanted = normalizeText(text);
    this.renderedCount =
      view.renderedBefore === undefined ? 0 : occurrences(normalizeText(view.renderedBefore), this.wanted);
    this.observer = new win.MutationObserver(() => {
      this.touched = true;
      for (const listener of this.onChange) listener();
    });
    this.observer.observe(view.observed, { subtree: true, childList: true, characterData: true });
  }

  reset(): void {
    this.touched = false;
  }

  /** What the field holds now, compared with the snapshot; text only in hidden parts does not count. */
  check(): InsertionCheck {
    const check = checkInsertion(this.view.snapshot, this.view.read(), this.text);
    if (!isLanded(check) || !this.view.readRendered) return check;
    const shown = occurrences(normalizeText(this.view.readRendered()), this.wanted);
    return shown > this.renderedCount ? check : 'other-change';
  }

  /**
   * Resolves with the check as soon as the text has landed (or, with `until`, as soon as the check
   * passes it), or when `timeoutMs` has passed (`signal` ends the wait early, with the check as it
   * is then).
   */
  waitFor(
    timeoutMs: number,
    signal?: AbortSignal,
    until: (check: InsertionCheck) => boolean = isLanded,
  ): Promise<InsertionCheck> {
    const { win } = this;
    return new Promise((resolve) => {
      let poll: number | undefined;
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        this.onChange.delete(evaluate);
        win.clearTimeout(timer);
        if (poll !== undefined) win.clearInterval(poll);
        signal?.removeEventListener('abort', finish);
        resolve(this.check());
      };
      const evaluate = () => {
        if (until(this.check())) finish();
      };
      const timer = win.setTimeout(finish, timeoutMs);
      if (this.view.poll) poll = win.setInterval(evaluate, POLL_MS);
      this.onChange.add(evaluate);
      signal?.addEventListener('abort', finish, { once: true });
      if (signal?.aborted) finish();
      else evaluate();
    });
  }

  stop(): void {
    this.observer.disconnect();
    this.onChange.clear();
  }
}
