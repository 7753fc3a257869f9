import type { Browser } from 'wxt/browser';
import { isOwnExtensionPage, type RuntimeIdentity } from '../messaging/index.ts';
import { type CapturedTarget, captureTarget, explainMissingTarget } from './capture-target.ts';
import type { InjectedWindow } from './injected-window.ts';
import { insertIntoField } from './insert-into-field.ts';
import { isInsertRequest } from './insert-request.ts';
import type { InsertOutcome } from './outcome.ts';

/** The parts of `runtime` a session needs, so tests can pass their own. */
export interface SessionRuntime extends RuntimeIdentity {
  onMessage: {
    addListener(listener: SessionListener): void;
    removeListener(listener: SessionListener): void;
  };
}

/** What the session reads of a sender; every browser's `MessageSender` has it. */
type SenderFields = Pick<Browser.runtime.MessageSender, 'id' | 'url'>;
/** Tells the background how the insertion of a recorded pick went (`reportInsertion`). */
export type ReportInsertion = (pickId: string, inserted: boolean) => Promise<unknown>;

type SessionListener = (message: unknown, sender: SenderFields) => Promise<InsertOutcome> | undefined;

/** Marks a frame's isolated world as holding a live session; its value stops that session. */
const SESSION_FLAG = Symbol.for('gifdrop.insertion-session');
type Flagged = typeof globalThis & { [SESSION_FLAG]?: AbortController };

/**
 * What the insertion content script does when injected into a frame: capture the focused field
 * and its caret right away (before anything can move them), then wait for one insert request
 * from the extension's own pages or background, insert, and answer the outcome.
 *
 * Injecting again into the same frame (a second pick) stops the earlier session, so there is
 * never more than one listener and the text cannot go in twice; the new one captures the caret
 * as it is now. Requests from anyone else (a content script reports the web page's URL, other
 * extensions another id) are left unanswered. Aborting `signal` stops the session too.
 */
export function startInsertionSession(
  win: InjectedWindow,
  runtime: SessionRuntime,
  signal?: AbortSignal,
  report?: ReportInsertion,
): void {
  const flagged = globalThis as Flagged;
  flagged[SESSION_FLAG]?.abort();
  const session = new AbortController();
  flagged[SESSION_FLAG] = session;

  const target: CapturedTarget | null = captureTarget(win);
  const listener: SessionListener = (message, sender) => {
    if (!isInsertRequest(message) || !isOwnExtensionPage(sender, runtime)) return undefined;
    session.abort();
    const inserted: Promise<InsertOutcome> = target
      ? insertIntoField(target, message.text, win).catch(
          (error: unknown): InsertOutcome => ({ ok: false, reason: 'not-verified', detail: String(error) }),
        )
      : Promise.resolve({ ok: false, reason: explainMissingTarget(win) });
    const { pickId } = message;
    if (pickId === undefined || !report) return inserted;
    // Reported before answering, so the send is registered even if the popup closes right away;
    // a failed report must not turn a verified insertion into a failure.
    return inserted.then(async (outcome) => {
      await report(pickId, outcome.ok).catch(() => undefined);
      return outcome;
    });
  };
  runtime.onMessage.addListener(listener);
  session.signal.addEventListener(
    'abort',
    () => {
      runtime.onMessage.removeListener(listener);
      if (flagged[SESSION_FLAG] === session) delete flagged[SESSION_FLAG];
    },
    { once: true },
  );
  signal?.addEventListener('abort', () => session.abort(), { once: true });
}
