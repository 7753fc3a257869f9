/**
 * What each request must look like. Messages come from other contexts, so nothing about their
 * shape is taken on trust: a request that does not fit is answered `bad-message` and changes
 * nothing. Limits the client checks itself (search text length, ids per request) are left to it.
 */
import * as v from 'valibot';
import { KEY_MAX_LENGTH, type MessageType } from '../messaging/index.ts';

const kind = v.picklist(['gifs', 'stickers']);
const count = v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0)));
const paging = { limit: count, offset: count };
const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const id = v.pipe(v.string(), v.minLength(1), v.maxLength(200));
const ids = v.pipe(v.array(id), v.maxLength(1000));
const empty = v.object({});
const itemRef = {
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'is not an item id')),
  kind: v.picklist(['gif', 'sticker', 'clip', 'emoji']),
};
const httpUrl = v.pipe(v.string(), v.maxLength(4096), v.url(), v.regex(/^https?:\/\//i));

/** One schema per message type; the output is what the handler gets (unknown fields dropped). */
export const REQUEST_SCHEMAS = {
  getStatus: empty,
  trending: v.object({ kind, ...paging }),
  search: v.object({
    kind,
    q: text(1000),
    channelIds: v.optional(v.array(v.pipe(v.number(), v.safeInteger()))),
    ...paging,
  }),
  translate: v.object({ kind, s: text(1000) }),
  random: v.object({ kind, tag: v.optional(text(1000)) }),
  getGif: v.object({ id }),
  getGifs: v.object({ ids }),
  listEmoji: v.object(paging),
  listEmojiVariations: v.object({ id }),
  listCategories: empty,
  completeTag: v.object({ q: text(1000), ...paging }),
  listRelatedTags: v.object({ term: text(1000) }),
  listTrendingSearches: empty,
  searchChannels: v.object({ q: text(1000), ...paging }),
  searchClips: v.object({ q: text(1000), ...paging }),
  trendingClips: v.object(paging),
  getContent: v.object({ id }),
  getContents: v.object({ ids }),
  loadCollection: v.object({ which: v.picklist(['recent', 'favorites']) }),
  toggleFavorite: v.object(itemRef),
  moveFavorite: v.object({ id: itemRef.id, to: v.pipe(v.number(), v.safeInteger(), v.minValue(0)) }),
  recordRecent: v.object(itemRef),
  lookupItem: v.object({ text: text(4096) }),
  uploadGif: v.object({
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
  trackEvent: v.object({
    action: v.picklist(['onload', 'onclick', 'onsent']),
    url: httpUrl,
    // Whole UNIX milliseconds (the service refuses seconds: spec 6).
    ts: v.pipe(v.number(), v.safeInteger(), v.minValue(1_000_000_000_000)),
  }),
  recordPick: v.object({
    tabId: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
    itemId: id,
    onsentUrl: v.optional(httpUrl),
  }),
  claimPanel: v.object({ token: v.pipe(v.string(), v.regex(/^[\w-]{16,64}$/, 'is not a token')) }),
  openGifCommand: v.object({ words: text(200), command: text(210) }),
  addGifCommandSite: v.object({ origin: text(2000) }),
  removeGifCommandSite: v.object({ origin: text(2000) }),
  addFrameSite: v.object({ origin: text(2000) }),
  removeFrameSite: v.object({ origin: text(2000) }),
  relayToPage: v.object({
    message: v.variant('type', [
      v.object({
        type: v.literal('gifdrop:panel'),
        command: v.picklist(['ready', 'restore', 'reveal', 'close']),
      }),
      v.object({
        type: v.literal('gifdrop:insert'),
        text: text(10_000),
        pickId: v.optional(id),
        spacing: v.optional(v.boolean()),
      }),
      v.object({ type: v.literal('gifdrop:await-late') }),
    ]),
  }),
  injectInsertScript: empty,
  pageHostname: empty,
  reportInsertion: v.object({ pickId: id, inserted: v.boolean() }),
  getKeyStatus: empty,
  setKey: v.object({ key: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(KEY_MAX_LENGTH)) }),
  clearKey: empty,
  checkKey: empty,
  getServiceAddresses: empty,
  setServiceAddresses: v.object({ baseUrl: text(2000), uploadUrl: text(2000) }),
  resetServiceAddresses: empty,
  resetRandomId: empty,
  getDiagnostics: empty,
  flushPingbacks: empty,
} satisfies Record<MessageType, v.GenericSchema>;
