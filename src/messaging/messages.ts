/**
 * Every message between the extension's pages, its content scripts and the background, defined
 * once: who may send it, the schema its request must pass (checked by the background before any
 * handler runs), and the type of its answer. Request types are inferred from the schemas, so a
 * type and its runtime check cannot drift. Pages import only this module's types: its schemas
 * load in the background alone.
 */
import * as v from 'valibot';
import type { Browser } from 'wxt/browser';
import type { Content, UploadResult } from '../client/index.ts';
import { type AnswerType, type Audience, answer } from './message-entry.ts';
import {
  type AddressSettings,
  type Diagnostics,
  KEY_MAX_LENGTH,
  type KeyStatus,
  type ServiceStatus,
} from './protocol.ts';
import { empty, httpUrl, id, itemRef, text } from './request-fields.ts';
import { SERVICE_MESSAGES } from './service-messages.ts';

export type { Audience } from './message-entry.ts';

export const MESSAGES = {
  getStatus: {
    from: 'pages',
    request: empty,
    answer: answer<ServiceStatus>(),
  },
  ...SERVICE_MESSAGES,
  /**
   * Recent or Favorites: the stored ids, revalidated with the service in one operation; `gone`
   * counts the items dropped (removed, or excluded by the rating), `hiddenClips` the clips a key
   * not approved for clips cannot show (kept), and `notice` says both in words.
   */
  loadCollection: {
    from: 'pages',
    request: v.object({ which: v.picklist(['recent', 'favorites']) }),
    answer: answer<{ items: Content[]; gone: number; hiddenClips: number; notice?: string | undefined }>(),
  },
  /** Stars or unstars; `refused` says why a star did not fit in browser sync (nothing changed). */
  toggleFavorite: {
    from: 'pages',
    request: v.object(itemRef),
    answer: answer<{ starred: boolean; refused?: string | undefined }>(),
  },
  /**
   * Moves a favorite to position `to` (0 is first; past the end is last) in the order the person
   * chose; `moved` is false when it is no longer a favorite.
   */
  moveFavorite: {
    from: 'pages',
    request: v.object({ id: itemRef.id, to: v.pipe(v.number(), v.safeInteger(), v.minValue(0)) }),
    answer: answer<{ moved: boolean }>(),
  },
  /** Puts an item first in Recent. */
  recordRecent: {
    from: 'pages',
    request: v.object(itemRef),
    answer: answer<{ recorded: true }>(),
  },
  /**
   * The item a GIPHY link or an id names; null when the service no longer has it, the rating
   * excludes it, or the link names no item (a search page's link).
   */
  lookupItem: {
    from: 'pages',
    request: v.object({ text: text(4096) }),
    answer: answer<Content | null>(),
  },
  /** Operation 10 through the background, which alone holds the key. */
  uploadGif: {
    from: 'pages',
    request: v.object({
      fileToken: v.optional(id),
      fileName: v.optional(text(255)),
      sourceImageUrl: v.optional(httpUrl),
      tags: v.optional(
        v.pipe(v.array(v.pipe(text(100), v.regex(/^[^,]*$/, 'a tag cannot hold a comma'))), v.maxLength(50)),
      ),
      sourcePostUrl: v.optional(httpUrl),
      username: v.optional(text(100)),
      progressId: v.optional(id),
    }),
    answer: answer<UploadResult>(),
  },
  /** Queues a pingback: `url` is the item's tracking URL, `ts` the UNIX ms of the action. */
  trackEvent: {
    from: 'pages',
    request: v.object({
      action: v.picklist(['onload', 'onclick', 'onsent']),
      url: httpUrl,
      // Whole UNIX milliseconds (the service refuses seconds: docs/interface.md §6).
      ts: v.pipe(v.number(), v.safeInteger(), v.minValue(1_000_000_000_000)),
    }),
    answer: answer<{ queued: true }>(),
  },
  /**
   * The popup is about to insert an item into a tab: remember its send URL for the report. `drop`:
   * a tile dragged out of the toolbar popup, whose page reports the drop; its click and the item's
   * place in Recent then come with the send, once the drop went in.
   */
  recordPick: {
    from: 'pages',
    request: v.object({
      tabId: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
      itemId: id,
      onsentUrl: v.optional(httpUrl),
      drop: v.optional(v.object({ onclickUrl: v.optional(httpUrl), kind: itemRef.kind })),
    }),
    answer: answer<{ pickId: string }>(),
  },
  /**
   * The in-page picker's frame, first message: its one-time token (src/in-page/panel-tokens.ts);
   * answers the tab and frame the person was writing in, and the text to translate first ("GIF for
   * this text"). `withCached`: the frame has no `storage.session` (Firefox gives a framed extension
   * page none), so the cached trending answer comes with the claim, raw (the frame checks it).
   */
  claimPanel: {
    from: 'pages',
    request: v.object({
      token: v.pipe(v.string(), v.regex(/^[\w-]{16,64}$/, 'is not a token')),
      withCached: v.optional(v.literal(true)),
    }),
    answer: answer<{
      tabId: number;
      frameId: number;
      translate?: string | undefined;
      search?: string | undefined;
      cached?: unknown;
    }>(),
  },
  /**
   * Content script on a `/gif` site only: `/gif words` was typed at the caret;
   * opens the in-page panel searching the words, whose pick replaces `command`.
   */
  openGifCommand: {
    from: 'content-script',
    request: v.object({ words: text(200), command: text(210) }),
    answer: answer<{ opened: boolean }>(),
  },
  /** Turns `/gif` on for a site whose host permission the person just granted; answers the sites. */
  addGifCommandSite: {
    from: 'pages',
    request: v.object({ origin: text(2000) }),
    answer: answer<{ sites: string[] }>(),
  },
  /** Turns `/gif` off for a site: its script unregistered, its permission given back. */
  removeGifCommandSite: {
    from: 'pages',
    request: v.object({ origin: text(2000) }),
    answer: answer<{ sites: string[] }>(),
  },
  /** Lets insertion into frames from a site whose host permission the person just granted. */
  addFrameSite: {
    from: 'pages',
    request: v.object({ origin: text(2000) }),
    answer: answer<{ sites: string[] }>(),
  },
  /** Takes a frame site off: its permission given back. */
  removeFrameSite: {
    from: 'pages',
    request: v.object({ origin: text(2000) }),
    answer: answer<{ sites: string[] }>(),
  },
  /**
   * The in-page picker's frame, once claimed: a message for the page's frame it was opened for
   * (the panel's commands, the insertion's request), sent by the background, which alone knows that
   * frame (Firefox gives an extension page framed in a web page no `tabs` or `scripting`); answers
   * what the frame answered.
   */
  relayToPage: {
    from: 'pages',
    request: v.object({
      message: v.variant('type', [
        v.object({
          type: v.literal('gifdrop:panel'),
          command: v.picklist(['ready', 'restore', 'reveal', 'close']),
        }),
        v.object({
          type: v.literal('gifdrop:insert'),
          text: text(10_000),
          pickId: v.optional(id),
          spacing: v.optional(v.union([v.boolean(), v.literal('line-end')])),
        }),
        v.object({ type: v.literal('gifdrop:await-late') }),
      ]),
    }),
    answer: answer<unknown>(),
  },
  /** The same frame gets the insertion content script (src/insertion/). */
  injectInsertScript: {
    from: 'pages',
    request: empty,
    answer: answer<{ injected: true }>(),
  },
  /** The host name of the page that frame is in, for the person's per-site formats ('' unknown). */
  pageHostname: {
    from: 'pages',
    request: empty,
    answer: answer<{ hostname: string }>(),
  },
  /** Content script only: how the insertion of a recorded pick went. */
  reportInsertion: {
    from: 'content-script',
    request: v.object({ pickId: id, inserted: v.boolean() }),
    answer: answer<{ recorded: boolean }>(),
  },
  getKeyStatus: {
    from: 'pages',
    request: empty,
    answer: answer<KeyStatus>(),
  },
  setKey: {
    from: 'pages',
    request: v.object({ key: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(KEY_MAX_LENGTH)) }),
    answer: answer<KeyStatus>(),
  },
  clearKey: {
    from: 'pages',
    request: empty,
    answer: answer<KeyStatus>(),
  },
  checkKey: {
    from: 'pages',
    request: empty,
    answer: answer<KeyStatus>(),
  },
  getServiceAddresses: {
    from: 'pages',
    request: empty,
    answer: answer<AddressSettings>(),
  },
  setServiceAddresses: {
    from: 'pages',
    request: v.object({ baseUrl: text(2000), uploadUrl: text(2000) }),
    answer: answer<AddressSettings>(),
  },
  resetServiceAddresses: {
    from: 'pages',
    request: empty,
    answer: answer<AddressSettings>(),
  },
  resetRandomId: {
    from: 'pages',
    request: empty,
    answer: answer<{ reset: true }>(),
  },
  getDiagnostics: {
    from: 'pages',
    request: empty,
    answer: answer<Diagnostics>(),
  },
  /** Sends queued pingbacks now, ignoring any backoff, and answers once the queue is drained. */
  flushPingbacks: {
    from: 'pages',
    request: empty,
    answer: answer<Diagnostics>(),
  },
} satisfies Record<string, { from: Audience; request: v.GenericSchema; answer: object }>;

type Table = typeof MESSAGES;
export type MessageType = keyof Table;
/** What a sender writes: `type` and the fields the schema takes. */
export type RequestOf<T extends MessageType> = { type: T } & v.InferInput<Table[T]['request']>;
/** What the handler gets: the request as the schema read it (unknown fields dropped). */
export type CheckedRequest<T extends MessageType> = v.InferOutput<Table[T]['request']>;
export type AnswerOf<T extends MessageType> = Table[T]['answer'] extends AnswerType<infer R> ? R : never;

/** One handler per message type; it gets a checked request and the checked sender. */
export type Handlers = {
  [T in MessageType]: (
    request: CheckedRequest<T>,
    sender: Browser.runtime.MessageSender,
  ) => Promise<AnswerOf<T>>;
};

/** What the upload page asks the background to upload (the key stays in the background). */
export type UploadRequest = v.InferInput<Table['uploadGif']['request']>;
/** What the in-page picker's frame may have the background pass to its page's frame. */
export type PanelRelayMessage = v.InferInput<Table['relayToPage']['request']>['message'];

/** Every message type, for the router and for tests that try them all. */
export const MESSAGE_TYPES = Object.keys(MESSAGES) as MessageType[];
