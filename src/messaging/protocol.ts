/**
 * The one message protocol between the extension's pages, its content script and the background:
 * each message type maps to its request and response, so a handler and its callers cannot
 * disagree. Requests are `{ type, ...fields }`; every answer is an `Answer` envelope, so errors
 * cross the boundary as plain typed data (see wire-error.ts).
 */
import type {
  Category,
  Channel,
  Clip,
  Content,
  Emoji,
  Gif,
  Page,
  Term,
  TrackedAction,
  UploadResult,
} from '../client/index.ts';
import type { PanelCommand } from '../in-page/panel-messages.ts';
import type { InsertLateQuery, InsertRequest } from '../insertion/insert-request.ts';
import type { WireError } from './wire-error.ts';

/** What the in-page picker's frame may have the background pass to its page's frame. */
export type PanelRelayMessage = PanelCommand | InsertRequest | InsertLateQuery;

/** What the key proved to be when it was checked with real calls (see key-check.ts). */
export interface KeyCheck {
  /** Clips operations (16-19 for clips) answered: approved app, or 403. */
  clips: 'approved' | 'not-approved' | 'unknown';
  /** `beta`: search `limit` capped at 50 (spec 8); `rate-limited`: the check itself got a 429. */
  tier: 'beta' | 'production' | 'rate-limited' | 'unknown';
  /** UNIX ms of the check. */
  checkedAt: number;
}

/** The longest text taken as an API key (GIPHY's are 32 characters). */
export const KEY_MAX_LENGTH = 200;

/** Whether a key is set and where it comes from; the key itself never leaves the background. */
export interface KeyStatus {
  /** `user`: set in the options page; `build`: the development key of this build; `none`. */
  source: 'user' | 'build' | 'none';
  /** Undefined until the key has been checked. */
  check?: KeyCheck | undefined;
}

/** What the background tells extension pages about the service it talks to. */
export interface ServiceStatus {
  baseUrl: string;
  uploadUrl: string;
  /** Whether a key is set (by the user or the build). */
  hasKey: boolean;
  key: KeyStatus;
}

export interface ServiceAddresses {
  baseUrl: string;
  uploadUrl: string;
}

export interface AddressSettings extends ServiceAddresses {
  /** True when the user replaced the build's addresses. */
  custom: boolean;
  defaults: ServiceAddresses;
}

/** The pingback queue, for the diagnostics panel. */
export interface Diagnostics {
  queueLength: number;
  sent: number;
  /**
   * Events given up, by reason: refused by the service (4xx), past the size bound, older than
   * 7 days, out of attempts, no host permission for their URL, a URL that is not http(s).
   */
  dropped: {
    rejected: number;
    overflow: number;
    expired: number;
    exhausted: number;
    'not-permitted': number;
    'invalid-url': number;
    'not-consented': number;
  };
  /** Events sent again after the worker stopped while their request was out. */
  resent: number;
  lastError?: { message: string; at: number } | undefined;
  /** UNIX ms until which sending waits (backoff or `Retry-After`); 0 when not waiting. */
  pausedUntil: number;
  hasRandomId: boolean;
}

/** What the upload page asks the background to upload (the key stays in the background). */
export interface UploadRequest {
  /** Token of a file handed over through file-handoff.ts; or give `sourceImageUrl`. */
  fileToken?: string | undefined;
  fileName?: string | undefined;
  sourceImageUrl?: string | undefined;
  tags?: string[] | undefined;
  sourcePostUrl?: string | undefined;
  username?: string | undefined;
  /** Names the `uploadProgress` events the background sends while the bytes go up. */
  progressId?: string | undefined;
}

/** Sent by the background to extension pages while an upload's bytes go up. */
export interface UploadProgressEvent {
  type: 'uploadProgress';
  progressId: string;
  loaded: number;
  total: number;
}

/** An item as Recent and Favorites keep it: id and kind only (usage condition 6). */
export interface ItemRefRequest {
  id: string;
  kind: 'gif' | 'sticker' | 'clip' | 'emoji';
}

type Kind = 'gifs' | 'stickers';
/** A request with no fields besides `type`. */
type NoFields = Record<never, never>;
interface Paging {
  limit?: number | undefined;
  offset?: number | undefined;
}

/** Requests (without `type`) and responses of every message. */
interface Messages {
  getStatus: [NoFields, ServiceStatus];
  trending: [{ kind: Kind } & Paging, Page<Gif>];
  search: [{ kind: Kind; q: string; channelIds?: number[] | undefined } & Paging, Page<Gif>];
  translate: [{ kind: Kind; s: string }, Gif | null];
  random: [{ kind: Kind; tag?: string | undefined }, Gif | null];
  getGif: [{ id: string }, Gif];
  getGifs: [{ ids: string[] }, Gif[]];
  listEmoji: [Paging, Page<Emoji>];
  listEmojiVariations: [{ id: string }, Emoji[]];
  listCategories: [NoFields, Category[]];
  completeTag: [{ q: string } & Paging, Page<Term>];
  listRelatedTags: [{ term: string }, Term[]];
  listTrendingSearches: [NoFields, string[]];
  searchChannels: [{ q: string } & Paging, Page<Channel>];
  searchClips: [{ q: string } & Paging, Page<Clip>];
  trendingClips: [Paging, Page<Clip>];
  getContent: [{ id: string }, Content];
  getContents: [{ ids: string[] }, Content[]];
  /**
   * Recent or Favorites: the stored ids, revalidated with the service in one operation; `gone`
   * counts the items dropped (removed, or excluded by the rating), `hiddenClips` the clips a key
   * not approved for clips cannot show (kept), and `notice` says both in words.
   */
  loadCollection: [
    { which: 'recent' | 'favorites' },
    { items: Content[]; gone: number; hiddenClips: number; notice?: string | undefined },
  ];
  /** Stars or unstars; `refused` says why a star did not fit in browser sync (nothing changed). */
  toggleFavorite: [ItemRefRequest, { starred: boolean; refused?: string | undefined }];
  /**
   * Moves a favorite to position `to` (0 is first; past the end is last) in the order the person
   * chose; `moved` is false when it is no longer a favorite.
   */
  moveFavorite: [{ id: string; to: number }, { moved: boolean }];
  /** Puts an item first in Recent. */
  recordRecent: [ItemRefRequest, { recorded: true }];
  /**
   * The item a GIPHY link or an id names; null when the service no longer has it, the rating
   * excludes it, or the link names no item (a search page's link).
   */
  lookupItem: [{ text: string }, Content | null];
  /** Operation 10 through the background, which alone holds the key. */
  uploadGif: [UploadRequest, UploadResult];
  /** Queues a pingback: `url` is the item's tracking URL, `ts` the UNIX ms of the action. */
  trackEvent: [{ action: TrackedAction; url: string; ts: number }, { queued: true }];
  /** The popup is about to insert an item into a tab: remember its send URL for the report. */
  recordPick: [{ tabId: number; itemId: string; onsentUrl?: string | undefined }, { pickId: string }];
  /**
   * The in-page picker's frame, first message: its one-time token (src/in-page/panel-tokens.ts);
   * answers the tab and frame the person was writing in, and the text to translate first ("GIF for
   * this text").
   */
  claimPanel: [
    { token: string },
    { tabId: number; frameId: number; translate?: string | undefined; search?: string | undefined },
  ];
  /**
   * Content script on a `/gif` site only: `/gif words` was typed at the caret;
   * opens the in-page panel searching the words, whose pick replaces `command`.
   */
  openGifCommand: [{ words: string; command: string }, { opened: boolean }];
  /** Turns `/gif` on for a site whose host permission the person just granted; answers the sites. */
  addGifCommandSite: [{ origin: string }, { sites: string[] }];
  /** Turns `/gif` off for a site: its script unregistered, its permission given back. */
  removeGifCommandSite: [{ origin: string }, { sites: string[] }];
  /** Lets insertion into frames from a site whose host permission the person just granted. */
  addFrameSite: [{ origin: string }, { sites: string[] }];
  /** Takes a frame site off: its permission given back. */
  removeFrameSite: [{ origin: string }, { sites: string[] }];
  /**
   * The in-page picker's frame, once claimed: a message for the page's frame it was opened for
   * (the panel's commands, the insertion's request), sent by the background, which alone knows that
   * frame (Firefox gives an extension page framed in a web page no `tabs` or `scripting`); answers
   * what the frame answered.
   */
  relayToPage: [{ message: PanelRelayMessage }, unknown];
  /** The same frame gets the insertion content script (src/insertion/). */
  injectInsertScript: [NoFields, { injected: true }];
  /** The host name of the page that frame is in, for the person's per-site formats ('' unknown). */
  pageHostname: [NoFields, { hostname: string }];
  /** Content script only: how the insertion of a recorded pick went. */
  reportInsertion: [{ pickId: string; inserted: boolean }, { recorded: boolean }];
  getKeyStatus: [NoFields, KeyStatus];
  setKey: [{ key: string }, KeyStatus];
  clearKey: [NoFields, KeyStatus];
  checkKey: [NoFields, KeyStatus];
  getServiceAddresses: [NoFields, AddressSettings];
  setServiceAddresses: [ServiceAddresses, AddressSettings];
  resetServiceAddresses: [NoFields, AddressSettings];
  resetRandomId: [NoFields, { reset: true }];
  getDiagnostics: [NoFields, Diagnostics];
  /** Sends queued pingbacks now, ignoring any backoff, and answers once the queue is drained. */
  flushPingbacks: [NoFields, Diagnostics];
}

export type MessageType = keyof Messages;
export type RequestOf<T extends MessageType> = { type: T } & Messages[T][0];
export type ResponseOf<T extends MessageType> = Messages[T][1];
export type ProtocolMap = { [T in MessageType]: { request: RequestOf<T>; response: ResponseOf<T> } };

/** Every answer of the background: a value, or a typed error. */
export type Answer<T> = { ok: true; value: T } | { ok: false; error: WireError };

/** Who may send a message: the extension's own pages, or a content script it injected. */
export type Audience = 'pages' | 'content-script';

/**
 * Every message type with who may send it. API and key messages are for extension pages only; a
 * content script may only report how an insertion went.
 */
export const MESSAGE_AUDIENCE: Readonly<Record<MessageType, Audience>> = {
  getStatus: 'pages',
  trending: 'pages',
  search: 'pages',
  translate: 'pages',
  random: 'pages',
  getGif: 'pages',
  getGifs: 'pages',
  listEmoji: 'pages',
  listEmojiVariations: 'pages',
  listCategories: 'pages',
  completeTag: 'pages',
  listRelatedTags: 'pages',
  listTrendingSearches: 'pages',
  searchChannels: 'pages',
  searchClips: 'pages',
  trendingClips: 'pages',
  getContent: 'pages',
  getContents: 'pages',
  uploadGif: 'pages',
  loadCollection: 'pages',
  toggleFavorite: 'pages',
  moveFavorite: 'pages',
  recordRecent: 'pages',
  lookupItem: 'pages',
  trackEvent: 'pages',
  recordPick: 'pages',
  claimPanel: 'pages',
  openGifCommand: 'content-script',
  addGifCommandSite: 'pages',
  removeGifCommandSite: 'pages',
  addFrameSite: 'pages',
  removeFrameSite: 'pages',
  relayToPage: 'pages',
  injectInsertScript: 'pages',
  pageHostname: 'pages',
  reportInsertion: 'content-script',
  getKeyStatus: 'pages',
  setKey: 'pages',
  clearKey: 'pages',
  checkKey: 'pages',
  getServiceAddresses: 'pages',
  setServiceAddresses: 'pages',
  resetServiceAddresses: 'pages',
  resetRandomId: 'pages',
  getDiagnostics: 'pages',
  flushPingbacks: 'pages',
};

/** Every message type, for tests that try them all. */
export const MESSAGE_TYPES = Object.keys(MESSAGE_AUDIENCE) as MessageType[];

/** Narrows an incoming message of unknown shape to a request of the given type. */
export function isRequestOf<T extends MessageType>(message: unknown, type: T): message is RequestOf<T> {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;
}
