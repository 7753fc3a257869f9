import type { ItemRef } from '../collections/index.ts';
import type { Diagnostics, Handlers } from '../messaging/index.ts';
import { BackgroundError } from '../messaging/index.ts';
import type { PendingPicks } from './pending-picks.ts';
import type { PingbackQueue, QueueState } from './pingbacks/index.ts';
import type { RandomIdStore } from './random-id-store.ts';

export interface PingbackHandlerDeps {
  queue: PingbackQueue;
  picks: PendingPicks;
  randomIds: RandomIdStore;
  /** Whether a key is set (without one there is no random ID, and no event is stored). */
  hasKey: () => Promise<boolean>;
  /** Puts an item first in Recent (a drop from the toolbar popup, which may be closed by then). */
  recordRecent: (ref: ItemRef) => Promise<unknown>;
  now: () => number;
}

/** An action time in the future is a clock error; a small skew between contexts is allowed. */
const FUTURE_SKEW_MS = 60_000;

function toDiagnostics(state: QueueState, hasRandomId: boolean, hasKey: boolean): Diagnostics {
  const { length, sent, dropped, resent, lastError, pausedUntil } = state;
  return { queueLength: length, sent, dropped, resent, lastError, pausedUntil, hasRandomId, hasKey };
}

/** Messages about user actions (pingbacks), insertion reports, the random ID and diagnostics. */
export function createPingbackHandlers({
  queue,
  picks,
  randomIds,
  hasKey,
  recordRecent,
  now,
}: PingbackHandlerDeps): Pick<
  Handlers,
  'trackEvent' | 'recordPick' | 'reportInsertion' | 'resetRandomId' | 'getDiagnostics' | 'flushPingbacks'
> {
  const describe = async (state?: QueueState) =>
    toDiagnostics(state ?? (await queue.describe()), (await randomIds.peek()) !== undefined, await hasKey());
  return {
    trackEvent: async ({ action, url, ts }) => {
      if (ts > now() + FUTURE_SKEW_MS)
        throw new BackgroundError('bad-message', 'trackEvent: ts is in the future');
      await queue.enqueue({ action, url, ts });
      return { queued: true };
    },
    recordPick: async ({ tabId, itemId, onsentUrl, drop }) => ({
      pickId: await picks.record({ tabId, itemId, onsentUrl, drop }),
    }),
    reportInsertion: async ({ pickId, inserted }, sender) => {
      // The time of the report is the time of the send: the content script inserts, then reports.
      const ts = now();
      const pick = await picks.redeem(pickId, sender.tab?.id);
      if (!inserted) return { recorded: true };
      // A drop registers its click only once it went in (docs/insertion.md); a pick, at its click.
      if (pick.drop?.onclickUrl) await queue.enqueue({ action: 'onclick', url: pick.drop.onclickUrl, ts });
      if (pick.onsentUrl) await queue.enqueue({ action: 'onsent', url: pick.onsentUrl, ts });
      if (pick.drop) await recordRecent({ id: pick.itemId, kind: pick.drop.kind }).catch(() => undefined);
      return { recorded: true };
    },
    resetRandomId: async () => {
      await randomIds.reset();
      return { reset: true };
    },
    getDiagnostics: () => describe(),
    flushPingbacks: async () => describe(await queue.flushNow()),
  };
}
