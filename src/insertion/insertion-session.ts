import type { Browser } from 'wxt/browser';
import { isOwnExtensionPage, type RuntimeIdentity } from '../messaging/index.ts';
import {
  blockedFrameOrigin,
  type CapturedTarget,
  captureTarget,
  explainMissingTarget,
} from './field/capture-target.ts';
import type { InjectedWindow } from './injected-window.ts';
import { type InsertAttempt, insertIntoField } from './insert-into-field.ts';
import { isInsertLateQuery, isInsertRequest } from './insert-request.ts';
import type { InsertOutcome } from './outcome.ts';
import { insertPictureOrLink, showsPictures } from './picture-insert.ts';

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

/** The answer to an `InsertLateQuery`: what the first answer became, or `null` when it stayed. */
export interface LateAnswer {
  outcome: InsertOutcome | null;
}

type SessionListener = (
  message: unknown,
  sender: SenderFields,
) => Promise<InsertOutcome | LateAnswer> | undefined;

/** Why there is no field here; for a frame of another site, which one. */
function missingTarget(win: InjectedWindow): InsertOutcome {
  const reason = explainMissingTarget(win);
  const frameOrigin = reason === 'cross-origin-frame' ? blockedFrameOrigin(win) : undefined;
  return frameOrigin ? { ok: false, reason, frameOrigin } : { ok: false, reason };
}

/** How long a settled outcome stays available to a late query before the session ends. */
const FINAL_ANSWER_GRACE_MS = 5000;

/** Marks a frame's isolated world as holding a live session; its value stops that session. */
const SESSION_FLAG = Symbol.for('gifdrop.insertion-session');
type Flagged = typeof globalThis & { [SESSION_FLAG]?: AbortController };

/**
 * What the insertion content script does when injected into a frame: capture the focused field
 * and its caret right away (before anything can move them), then wait for one insert request
 * from the extension's own pages or background, insert, and answer the outcome.
 *
 * A recorded pick is reported to the background once its fate is final: a success when the
 * revert watch ends with the text still there (a page that takes it out makes it a failure), a
 * failure when the late watch ends (an editor that inserts after the failure was declared turns it
 * into a success). The answer comes at once; a `gifdrop:await-late` query learns what it became.
 *
 * Injecting again into the same frame (a second pick) stops the earlier session (and its late
 * watch), so there is never more than one listener and the text cannot go in twice; the new one
 * captures the caret as it is now. Requests from anyone else (a content script reports the web
 * page's URL, other extensions another id) are left unanswered. Aborting `signal` stops the
 * session too.
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
  let late: Promise<InsertOutcome | undefined> | undefined;
  const listener: SessionListener = (message, sender) => {
    if (!isOwnExtensionPage(sender, runtime)) return undefined;
    if (isInsertLateQuery(message) && late)
      return late.then((outcome): LateAnswer => {
        // Asked and answered: the session can end once this answer is on its way.
        win.setTimeout(() => session.abort(), 0);
        return { outcome: outcome ?? null };
      });
    if (!isInsertRequest(message) || late) return undefined;
    const options = { spacing: message.spacing, signal: session.signal };
    const { picture } = message;
    const attempt: Promise<InsertAttempt> = target
      ? (picture && showsPictures(target)
          ? insertPictureOrLink(target, picture, message.text, win, options)
          : insertIntoField(target, message.text, win, options)
        ).catch(
          (error: unknown): InsertAttempt => ({
            outcome: { ok: false, reason: 'not-verified', detail: String(error) },
          }),
        )
      : Promise.resolve({ outcome: missingTarget(win) });
    const { pickId } = message;
    const send = (inserted: boolean) =>
      pickId === undefined || !report ? Promise.resolve() : report(pickId, inserted).catch(() => undefined);
    late = attempt.then(async (result) => {
      if (!result.late) return undefined;
      const changed = await result.late;
      // Reported only now, once the fate of the pick is known.
      await send((changed ?? result.outcome).ok);
      return changed;
    });
    // A page that reverts at once settles the outcome before the picker asks for it: the answer
    // waits a while for that question before the session ends.
    void late.finally(() => win.setTimeout(() => session.abort(), FINAL_ANSWER_GRACE_MS));
    return attempt.then(async ({ outcome }) => {
      // An outcome that is not watched is final; a watched one is reported when the watch ends.
      if (outcome.watching !== true) await send(outcome.ok);
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
