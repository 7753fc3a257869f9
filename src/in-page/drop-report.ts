/**
 * The page side of a tile dragged out of the toolbar popup. Chromium closes the popup once the page
 * takes the drop, and what the popup sends from then on is lost (measured: docs/insertion.md), so
 * the page reports the drop itself. Injected at the drag's start (src/popup/pick/drop-report-arm.ts),
 * it waits for the drop carrying the dragged link, checks that what it carried shows in the
 * editable under it (drop-watch.ts), and reports the pick the popup recorded (`reportInsertion`):
 * the background registers the click, the send and Recent only for a drop that went in. No drop
 * here (Escape, a drop elsewhere) reports nothing: the popup's drag end stops the watch, and the
 * recorded pick expires.
 */
import type { Browser } from 'wxt/browser';
import { isOwnExtensionPage, type RuntimeIdentity } from '../messaging/index.ts';
import { type DropQuery, isDropQuery, watchDrops } from './drop-watch.ts';

/** From the popup, once the script is in: watch for `query`'s drop, then report `pickId`. */
export interface DropWatchRequest {
  type: 'gifdrop:watch-drop';
  pickId: string;
  query: DropQuery;
}

export function isDropWatchRequest(message: unknown): message is DropWatchRequest {
  if (typeof message !== 'object' || message === null) return false;
  const { type, pickId, query } = message as Record<string, unknown>;
  return (
    type === 'gifdrop:watch-drop' &&
    typeof pickId === 'string' &&
    pickId.length > 0 &&
    pickId.length <= 200 &&
    isDropQuery(query)
  );
}

/**
 * From the popup, its drag ended with no drop (Escape, a drop elsewhere): the watch for `pickId`
 * stops, so that a later drop of the same link (the GIF dragged within the field) reports nothing.
 */
export interface DropUnwatchRequest {
  type: 'gifdrop:unwatch-drop';
  pickId: string;
}

function isDropUnwatchRequest(message: unknown): message is DropUnwatchRequest {
  if (typeof message !== 'object' || message === null) return false;
  const { type, pickId } = message as Record<string, unknown>;
  return type === 'gifdrop:unwatch-drop' && typeof pickId === 'string';
}

type Sender = Pick<Browser.runtime.MessageSender, 'id' | 'url'>;
type Listener = (
  message: unknown,
  sender: Sender,
) => Promise<{ watching: true } | { stopped: boolean }> | undefined;

/** The parts of `runtime` a drop report needs, so tests can pass their own. */
export interface DropReportRuntime extends RuntimeIdentity {
  onMessage: { addListener(listener: Listener): void; removeListener(listener: Listener): void };
}

/** The longest a drag's watch lasts: the popup's recorded pick expires after as long. */
const DRAG_WATCH_MS = 5 * 60_000;

/**
 * Marks this frame's isolated world's watch: each drag injects the script again, and the new one
 * stops the last. `pickId` is set once the popup's request is in (and tells tests it is watching).
 */
const DROP_REPORT_FLAG = Symbol.for('gifdrop.drop-report');
type Flagged = typeof globalThis & { [DROP_REPORT_FLAG]?: { stop(): void; pickId?: string } };

/** Waits for one request from the extension's own pages, then for its drop; reports at most once. */
export function startDropReport(
  win: Window,
  runtime: DropReportRuntime,
  signal: AbortSignal,
  report: (pickId: string, inserted: boolean) => Promise<unknown>,
): void {
  const flagged = globalThis as Flagged;
  flagged[DROP_REPORT_FLAG]?.stop();
  const watch = new AbortController();
  const mark: { stop(): void; pickId?: string } = { stop: () => watch.abort() };
  flagged[DROP_REPORT_FLAG] = mark;
  const timer = win.setTimeout(() => watch.abort(), DRAG_WATCH_MS);
  signal.addEventListener('abort', () => watch.abort(), { once: true });

  /** The drop of the dragged link came: a drag end reported after it stops nothing. */
  let dropped = false;
  const listener: Listener = (message, sender) => {
    if (!isOwnExtensionPage(sender, runtime)) return undefined;
    if (isDropUnwatchRequest(message)) {
      if (message.pickId !== mark.pickId) return undefined;
      if (!dropped) watch.abort();
      return Promise.resolve({ stopped: !dropped });
    }
    if (!isDropWatchRequest(message) || mark.pickId !== undefined) return undefined;
    const { pickId, query } = message;
    mark.pickId = pickId;
    const drops = watchDrops(win, watch.signal, (link) => {
      if (link !== query.link) return;
      dropped = true;
      // After the page's own drop handlers: what they put in is what is checked.
      win.setTimeout(() => {
        void drops.landed(query).then((inserted) => {
          if (watch.signal.aborted) return;
          watch.abort();
          void report(pickId, inserted).catch(() => undefined);
        });
      }, 0);
    });
    return Promise.resolve({ watching: true });
  };
  runtime.onMessage.addListener(listener);
  watch.signal.addEventListener(
    'abort',
    () => {
      win.clearTimeout(timer);
      runtime.onMessage.removeListener(listener);
      if (flagged[DROP_REPORT_FLAG] === mark) delete flagged[DROP_REPORT_FLAG];
    },
    { once: true },
  );
}
