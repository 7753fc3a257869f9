import type { Browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { type BackgroundParts, startBackground } from '../../../src/background/index.ts';
import { EventStore } from '../../../src/background/pingbacks/index.ts';
import { openStateStore, type StateStore } from '../../../src/background/state-store.ts';
import { API_KEYS, BASE_URL, createFakeService, type FakeService } from './fake-service.ts';

type Sender = Browser.runtime.MessageSender;

export const popup: Sender = { id: fakeBrowser.runtime.id, url: fakeBrowser.runtime.getURL('/popup.html') };
export const contentScript = (tabId = 7): Sender => ({
  id: fakeBrowser.runtime.id,
  url: 'https://example.test/compose',
  tab: { id: tabId } as Browser.tabs.Tab,
  frameId: 0,
});

export interface StartedBackground {
  parts: BackgroundParts;
  service: FakeService;
  /** Delivers a message as the browser would and returns the background's answer. */
  // biome-ignore lint/suspicious/noExplicitAny: tests walk the answers of every message type
  send(message: unknown, sender?: Sender): Promise<{ ok: boolean; value?: any; error?: any }>;
  /** Origins the fake `permissions.contains` grants. */
  granted: Set<string>;
  /** Off: `permissions.contains` rejects, as it does in a worker being stopped. */
  browserAnswers: { permissions: boolean };
  stop(): void;
}

/** Starts the background over fresh databases, a fake service and fake permissions. */
export function startTestBackground({
  buildKey = API_KEYS.approved,
  usageDataConsent,
  state = openStateStore(`state-${crypto.randomUUID()}`),
  events = new EventStore(`events-${crypto.randomUUID()}`),
}: {
  buildKey?: string | null;
  /** The background's state store (a fresh database by default). */
  state?: StateStore;
  /** The pingback queue's database (a fresh one by default). */
  events?: EventStore;
  /** Firefox's optional usage-data consent, as the person set it; without it, Chrome (always on). */
  usageDataConsent?: () => boolean;
} = {}): StartedBackground {
  const service = createFakeService();
  const granted = new Set(['http://127.0.0.1/*']);
  const browserAnswers = { permissions: true };
  const controller = new AbortController();
  const parts = startBackground({
    service: { baseUrl: BASE_URL, uploadUrl: 'http://127.0.0.1:8471', apiKey: buildKey ?? undefined },
    signal: controller.signal,
    scope: undefined,
    state,
    events,
    fetch: service.fetch,
    permissions: {
      contains: async ({ origins = [] }) => {
        if (!browserAnswers.permissions) throw new Error('Extension context invalidated.');
        return origins.every((origin) => granted.has(origin));
      },
    },
    ...(usageDataConsent && {
      usageDataOptional: true,
      usageDataPermissions: { contains: async () => usageDataConsent() },
    }),
  });
  return {
    parts,
    service,
    granted,
    browserAnswers,
    send: async (message, sender = popup) => {
      const answers = await fakeBrowser.runtime.onMessage.trigger(message, sender);
      return answers[0] as never;
    },
    stop: () => controller.abort(),
  };
}
