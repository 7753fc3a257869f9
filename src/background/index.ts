import { browser } from 'wxt/browser';
import { followEarlierVersion, touchesShards } from '../collections/index.ts';
import { serviceDefaults } from '../config/service-defaults.ts';
import { noteFrameBlocked } from '../in-page/fallback-notice.ts';
import { isPanelFrame } from '../in-page/panel-tokens.ts';
import { watchUsageDataChoice } from '../settings/index.ts';
import { keepSlashSitesTrue } from '../slash-gif/registrations.ts';
import { type BackgroundDeps, type BackgroundParts, createBackgroundParts } from './background-parts.ts';
import { keepAwakeWhile } from './keep-awake.ts';
import { startLaunchers } from './launchers.ts';
import { createMessageRouter } from './message-router.ts';
import { startPingbackTriggers } from './pingbacks/index.ts';
import { startWelcome } from './welcome.ts';

export type { BackgroundParts } from './background-parts.ts';

/**
 * What a start does besides answering (sending queued pingbacks, checking the `/gif` sites) waits
 * this long: a worker is mostly woken by a picker that waits for trending, and these chores' calls
 * to the browser would otherwise come before its message.
 */
export const START_CHORES_DELAY_MS = 500;

export interface BackgroundOptions extends Partial<BackgroundDeps> {
  /** Removes the listeners when aborted (tests, and future reloads of a feature). */
  signal?: AbortSignal;
  /** `START_CHORES_DELAY_MS` by default. */
  choresDelayMs?: number;
  /** The worker's global scope, for its `online` event; `globalThis` by default. */
  scope?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | undefined;
}

/** `route`, marking when its first message arrives and when that one is answered. */
function markFirstMessage<A extends unknown[], R>(
  route: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  let first = true;
  return (...args) => {
    if (!first) return route(...args);
    first = false;
    performance.mark('gifdrop:first-message');
    const answer = route(...args);
    void answer.finally(() => performance.mark('gifdrop:first-answer')).catch(() => undefined);
    return answer;
  };
}

/**
 * Starts the background: answers every message of the protocol and sends queued pingbacks. The
 * listeners are added before anything is awaited, as a service worker woken by an event must
 * have them in its first turn. Logs which service it talks to, never the key.
 */
export function startBackground(options: BackgroundOptions = {}): BackgroundParts {
  const { signal, scope = globalThis, choresDelayMs = START_CHORES_DELAY_MS, ...deps } = options;
  // A wake's timeline for the breakdown `npm run bench` prints: its code run up to here, then its
  // first message in and answered (one mark each a wake, so a long-lived page keeps no list).
  performance.mark('gifdrop:background-main');
  const service = deps.service ?? serviceDefaults;
  const parts = createBackgroundParts({ ...deps, service });
  console.info(`GifDrop background started; service ${service.baseUrl}`);
  // The in-page picker's frame may speak only after it claimed the token its launcher issued.
  const onMessage = createMessageRouter(
    parts.handlers,
    browser.runtime,
    async (type, sender) =>
      !isPanelFrame(sender) || type === 'claimPanel' || parts.panelTokens.admits(sender),
  );
  // Every answer keeps the page awake until it is sent: Firefox suspends an idle event page even
  // with an answer pending, and the page that asked would get none.
  const listener = markFirstMessage((message: unknown, sender: Parameters<typeof onMessage>[1]) =>
    keepAwakeWhile(onMessage(message, sender)),
  );
  browser.runtime.onMessage.addListener(listener);
  // The popup's first request is likely what woke this worker: what it needs is read from now.
  parts.prepare();
  signal?.addEventListener('abort', () => browser.runtime.onMessage.removeListener(listener), {
    once: true,
  });
  // `/gif` sites: storage, granted permissions and registered scripts agree from the start, and
  // a permission taken away in the browser's settings takes its site off.
  keepSlashSitesTrue(parts.slashSites, browser.permissions?.onRemoved, signal, choresDelayMs);
  // Frame sites the same way: one whose permission was taken away is no longer listed.
  keepSlashSitesTrue(parts.frameSites, browser.permissions?.onRemoved, signal, choresDelayMs);
  const launchers = startLaunchers({
    signal,
    inPage: {
      issue: (tabId, frameId, translate) => parts.panelTokens.issue(tabId, frameId, translate),
      noteBlocked: (tabId) => noteFrameBlocked(tabId),
    },
  });
  // Test builds install into a fresh profile for every e2e test: a welcome tab each time would
  // become the active tab the popup acts on. test/e2e/welcome.spec.ts checks it with the
  // production build.
  startWelcome({ signal, register: !import.meta.env.MODE.startsWith('test') });
  // Favorites of an earlier version are converted at the first start after the update, so the
  // popup's stars (read straight from storage) show them without a change being made first; what
  // an earlier version still syncing changes in its shards afterwards is taken in too.
  const followShards = () =>
    void parts
      .favoritesReady()
      .then(followEarlierVersion)
      .catch(() => undefined);
  const migration = setTimeout(followShards, choresDelayMs);
  const onShards = (changes: Record<string, unknown>, area: string) => {
    if (area === 'sync' && touchesShards(changes)) followShards();
  };
  browser.storage.onChanged.addListener(onShards);
  signal?.addEventListener(
    'abort',
    () => {
      clearTimeout(migration);
      browser.storage.onChanged.removeListener(onShards);
    },
    { once: true },
  );
  // Automation cannot click a context menu or press a global command: non-production builds let
  // the e2e tests call the launchers' handlers (test/e2e/launchers.spec.ts). Vite replaces MODE at
  // build time, so production bundles carry none of this (test/builds/bundle.test.ts checks).
  if (import.meta.env.MODE !== 'production' && launchers)
    (globalThis as { __gifdropTestHooks?: unknown }).__gifdropTestHooks = { launchers };
  // Usage data turned off (the options page, Firefox's add-on manager, another device's sync):
  // what is queued goes no further.
  const stopWatchingUsageData = watchUsageDataChoice(() => void parts.queue.discardIfDeclined());
  signal?.addEventListener('abort', stopWatchingUsageData);
  void startPingbackTriggers({
    alarms: browser.alarms,
    session: browser.storage.session,
    scope: typeof scope.addEventListener === 'function' ? scope : undefined,
    flush: () => parts.queue.flush(),
    flushNow: () => parts.queue.flushNow(),
    signal,
    startDelayMs: choresDelayMs,
  });
  return parts;
}
