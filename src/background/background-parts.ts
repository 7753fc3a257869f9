/** Builds the background's parts and their handlers; startBackground (index.ts) wires them to events. */
import { browser } from 'wxt/browser';
import { getRandomId, isServiceError } from '../client/index.ts';
import { migrateFavorites } from '../collections/index.ts';
import type { ServiceDefaults } from '../config/service-defaults.ts';
import { cacheRequestPreferences } from '../first-paint/preferences-cache.ts';
import { createTrendingCacheWriter } from '../first-paint/trending-cache/cache-writer.ts';
import { CACHED_TRENDING_NAME, isFirstTrendingPage } from '../first-paint/trending-cache/first-page.ts';
import { type FrameSiteApis, FrameSites } from '../frame-sites/index.ts';
import type { InPageApis } from '../in-page/index.ts';
import { createPanelRelayHandlers } from '../in-page/panel-relay.ts';
import { PanelTokens } from '../in-page/panel-tokens.ts';
import type { Handlers } from '../messaging/index.ts';
import {
  mayShareUsageData,
  originPatterns,
  readUsageDataChoice,
  type UsageDataPermissions,
} from '../settings/index.ts';
import { createSlashHandlers } from '../slash-gif/handlers.ts';
import { sitePattern } from '../slash-gif/index.ts';
import { type SlashSiteApis, SlashSites } from '../slash-gif/registrations.ts';
import { createApiHandlers } from './api-handlers.ts';
import { createClientFactory } from './client-factory.ts';
import { createCollectionHandlers, once } from './collection-handlers.ts';
import { createKeyHandlers } from './key-handlers.ts';
import { KeyStore } from './key-store.ts';
import { createOffscreenUploadSender, type OffscreenUploadApis } from './offscreen-upload.ts';
import { PendingPicks } from './pending-picks.ts';
import { createPingbackHandlers } from './pingback-handlers.ts';
import {
  type BackoffPolicy,
  createPingbackSender,
  EventStore,
  PingbackQueue,
  type SendPingback,
} from './pingbacks/index.ts';
import { RandomIdStore } from './random-id-store.ts';
import { type PermissionsLike, ServiceAddressStore } from './service-addresses.ts';
import { openStateStore, type StateStore } from './state-store.ts';
import { createUploadHandler } from './upload-handler.ts';

/** Everything the background reaches outside itself; tests replace any of it. */
export interface BackgroundDeps {
  service: ServiceDefaults;
  state?: StateStore;
  events?: EventStore;
  fetch?: typeof fetch;
  sendPingback?: SendPingback;
  permissions?: PermissionsLike;
  /** Firefox's data collection permissions (the person's choice on usage data there). */
  usageDataPermissions?: UsageDataPermissions;
  /** Whether Firefox's data consent holds the choice (Firefox builds; tests set it), else the setting. */
  usageDataOptional?: boolean;
  pingbackBackoff?: BackoffPolicy;
  now?: () => number;
  /** Chromium's offscreen documents, for upload progress; none elsewhere (and in unit tests). */
  offscreenUpload?: OffscreenUploadApis | undefined;
  /** Permissions and registered content scripts for the `/gif` sites (slash-sites.ts). */
  slashSiteApis?: SlashSiteApis | undefined;
  frameSiteApis?: FrameSiteApis | undefined;
  /** Injection and messages to tabs, for the panel `/gif` opens. */
  inPageApis?: InPageApis | undefined;
}

/** The offscreen API where the browser has one (Chromium MV3). */
function offscreenApis(): OffscreenUploadApis | undefined {
  const offscreen = (browser as { offscreen?: OffscreenUploadApis['offscreen'] }).offscreen;
  return offscreen?.createDocument ? { offscreen, runtime: browser.runtime } : undefined;
}

/** How long an API call waits for a first random ID before going out without `customer_id`. */
const RANDOM_ID_WAIT_MS = 1000;

function waitAtMost<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Whether the extension holds a host permission for `url`'s origin. Without one, a request from the
 * worker is a CORS request: it may reach the server, but the worker cannot read the answer and
 * would count a delivered pingback as failed. Match patterns carry no port. Rejects when the
 * browser gives no answer: the pingback queue then keeps the event for later.
 */
function hasHostPermission(permissions: PermissionsLike, url: string): Promise<boolean> {
  const { protocol, hostname } = new URL(url);
  return permissions.contains({ origins: [`${protocol}//${hostname}/*`] });
}

/** The background's parts, wired to each other, and the handler of every message. */
export function createBackgroundParts(deps: BackgroundDeps) {
  const now = deps.now ?? Date.now;
  const state = deps.state ?? openStateStore();
  const keys = new KeyStore(state, deps.service.apiKey);
  const permissions = deps.permissions ?? browser.permissions;
  const addresses = new ServiceAddressStore(
    state,
    { baseUrl: deps.service.baseUrl, uploadUrl: deps.service.uploadUrl },
    permissions,
  );
  // Read once per worker until they change (preferences-cache.ts); the key, addresses and random
  // ID are stored by the state store.
  const readPreferences = cacheRequestPreferences();
  const makeClient = createClientFactory({
    keys,
    addresses,
    readPreferences,
    fetch: deps.fetch,
    uploadSender: createOffscreenUploadSender(deps.offscreenUpload ?? offscreenApis()),
  });
  const randomIds = new RandomIdStore({
    state,
    now,
    fetchRandomId: async () => getRandomId(await makeClient({ retry: { attempts: 2 } })),
  });
  // The random ID is usage data: where the person declined that (Firefox's optional consent),
  // none is fetched or sent, neither with pingbacks nor with API requests.
  const mayCollect = () => mayShareUsageData(deps.usageDataPermissions, deps.usageDataOptional);
  const queue = new PingbackQueue({
    store: deps.events ?? new EventStore(),
    send: deps.sendPingback ?? createPingbackSender({ fetch: deps.fetch, now }),
    obtainCustomerId: async () => ((await mayCollect()) ? randomIds.obtain() : undefined),
    peekCustomerId: () => randomIds.peek(),
    // The random-ID operation needs a key (docs/interface.md §4.2 #5).
    canGetCustomerId: async () => (await keys.readActive()) !== undefined,
    canReach: (url) => hasHostPermission(permissions, url),
    // The queue tells "no" from "no answer": it drops an event only on a no.
    mayCollect: () => readUsageDataChoice(deps.usageDataPermissions, deps.usageDataOptional),
    backoff: deps.pingbackBackoff,
    now,
  });
  const picks = new PendingPicks(now);
  const panelTokens = new PanelTokens(now);
  const customAddressUses = async (pattern: string) => {
    const current = await addresses.read();
    return current.custom && originPatterns(current).includes(pattern);
  };
  // A pattern one feature gives back stays while another needs it: a custom service address on the
  // same host, `/gif` there, or frames from there.
  const frameSites = new FrameSites({
    apis: deps.frameSiteApis ?? (browser as unknown as FrameSiteApis),
    patternInUse: async (pattern) =>
      (await customAddressUses(pattern)) ||
      (await slashSites.list()).some((site) => sitePattern(site) === pattern),
  });
  const slashSites = new SlashSites({
    apis: deps.slashSiteApis ?? (browser as unknown as SlashSiteApis),
    patternInUse: async (pattern) => (await customAddressUses(pattern)) || frameSites.uses(pattern),
  });
  // The random ID is read alongside the key, addresses and preferences, not before them (a woken
  // worker reads them all at once).
  const customerId = async (): Promise<string | undefined> => {
    if (!(await mayCollect())) return undefined;
    // Without a key there is no random ID to be had (it needs one): go without `customer_id`.
    return waitAtMost(
      randomIds.obtain().catch(() => undefined),
      RANDOM_ID_WAIT_MS,
    );
  };
  const apiClient = () => makeClient({ customerId: customerId() });
  const keylessClient = () => makeClient({ keyless: true, customerId: customerId() });
  const readAddresses = async () => {
    const { baseUrl, uploadUrl } = await addresses.read();
    return { baseUrl, uploadUrl };
  };
  const keyHandlers = createKeyHandlers({ keys, makeClient, readAddresses, now });
  const apiHandlers = createApiHandlers(apiClient, keylessClient);
  // A 403 from clips is remembered with the key, so the picker stops asking for what must fail.
  const notingClipsRefusal = <T>(answer: Promise<T>): Promise<T> =>
    answer.catch(async (error: unknown) => {
      if (isServiceError(error) && error.kind === 'forbidden') await keys.noteClipsRefused(now());
      throw error;
    });
  // The popup paints the first page of GIF trending it was last answered (src/first-paint/trending-cache/).
  const cachedTrending = createTrendingCacheWriter(readPreferences);
  // The favorites in their current layout before any change to them (favorites-migration.ts).
  const favoritesReady = once(migrateFavorites);
  const forgetCachedTrending = () => cachedTrending.forget();
  const collectionHandlers = createCollectionHandlers({
    client: apiClient,
    readPreferences,
    favoritesReady,
    now,
  });
  const handlers: Handlers = {
    ...apiHandlers,
    trending: (request, sender) =>
      isFirstTrendingPage(request)
        ? cachedTrending.cache(() => apiHandlers.trending(request, sender))
        : apiHandlers.trending(request, sender),
    searchClips: (request, sender) => notingClipsRefusal(apiHandlers.searchClips(request, sender)),
    trendingClips: (request, sender) => notingClipsRefusal(apiHandlers.trendingClips(request, sender)),
    ...collectionHandlers,
    ...createUploadHandler((request) => makeClient({ ...request, customerId: customerId() })),
    ...keyHandlers,
    // Trending cached for the popup was answered with the old key or by the old service: forget it.
    setKey: (request, sender) => keyHandlers.setKey(request, sender).finally(forgetCachedTrending),
    clearKey: (request, sender) => keyHandlers.clearKey(request, sender).finally(forgetCachedTrending),
    ...createPingbackHandlers({
      queue,
      picks,
      randomIds,
      hasKey: async () => (await keys.readActive()) !== undefined,
      recordRecent: (ref) => collectionHandlers.recordRecent(ref, {}),
      now,
    }),
    getServiceAddresses: () => addresses.read(),
    setServiceAddresses: (request) => addresses.save(request).finally(forgetCachedTrending),
    resetServiceAddresses: () => addresses.reset().finally(forgetCachedTrending),
    claimPanel: async ({ token, withCached }, sender) => {
      const target = await panelTokens.claim(token, sender);
      if (!withCached) return target;
      const cached = (await browser.storage.session.get(CACHED_TRENDING_NAME))[CACHED_TRENDING_NAME];
      return cached === undefined ? target : { ...target, cached };
    },
    ...createSlashHandlers({
      sites: slashSites,
      apis: deps.inPageApis ?? (browser as unknown as InPageApis),
      issue: (tabId, frameId, translate, search) => panelTokens.issue(tabId, frameId, translate, search),
    }),
    ...createPanelRelayHandlers(panelTokens),
    addFrameSite: async ({ origin }) => ({ sites: await frameSites.add(origin) }),
    removeFrameSite: async ({ origin }) => ({ sites: await frameSites.remove(origin) }),
  };
  /** Starts reading what every API call needs, so a woken worker's first call finds it read. */
  const prepare = () => {
    for (const read of [keys.readActive(), addresses.readUsable(), readPreferences(), randomIds.peek()])
      read.catch(() => undefined);
  };
  return {
    keys,
    addresses,
    randomIds,
    queue,
    picks,
    panelTokens,
    slashSites,
    frameSites,
    handlers,
    prepare,
    favoritesReady,
  };
}

export type BackgroundParts = ReturnType<typeof createBackgroundParts>;
