/**
 * The messages that run one operation of the service through the background, which alone holds
 * the key: part of the message table (messages.ts), sent by extension pages only.
 */
import * as v from 'valibot';
import type { Category, Channel, Clip, Content, Emoji, Gif, Page, Term } from '../client/index.ts';
import { answer } from './message-entry.ts';
import { empty, id, ids, kind, paging, text } from './request-fields.ts';

export const SERVICE_MESSAGES = {
  trending: {
    from: 'pages',
    request: v.object({ kind, ...paging }),
    answer: answer<Page<Gif>>(),
  },
  search: {
    from: 'pages',
    request: v.object({
      kind,
      q: text(1000),
      channelIds: v.optional(v.array(v.pipe(v.number(), v.safeInteger()))),
      ...paging,
    }),
    answer: answer<Page<Gif>>(),
  },
  translate: {
    from: 'pages',
    request: v.object({ kind, s: text(1000) }),
    answer: answer<Gif | null>(),
  },
  random: {
    from: 'pages',
    request: v.object({ kind, tag: v.optional(text(1000)) }),
    answer: answer<Gif | null>(),
  },
  getGif: {
    from: 'pages',
    request: v.object({ id }),
    answer: answer<Gif>(),
  },
  getGifs: {
    from: 'pages',
    request: v.object({ ids }),
    answer: answer<Gif[]>(),
  },
  listEmoji: {
    from: 'pages',
    request: v.object(paging),
    answer: answer<Page<Emoji>>(),
  },
  listEmojiVariations: {
    from: 'pages',
    request: v.object({ id }),
    answer: answer<Emoji[]>(),
  },
  listCategories: {
    from: 'pages',
    request: empty,
    answer: answer<Category[]>(),
  },
  completeTag: {
    from: 'pages',
    request: v.object({ q: text(1000), ...paging }),
    answer: answer<Page<Term>>(),
  },
  listRelatedTags: {
    from: 'pages',
    request: v.object({ term: text(1000) }),
    answer: answer<Term[]>(),
  },
  listTrendingSearches: {
    from: 'pages',
    request: empty,
    answer: answer<string[]>(),
  },
  searchChannels: {
    from: 'pages',
    request: v.object({ q: text(1000), ...paging }),
    answer: answer<Page<Channel>>(),
  },
  searchClips: {
    from: 'pages',
    request: v.object({ q: text(1000), ...paging }),
    answer: answer<Page<Clip>>(),
  },
  trendingClips: {
    from: 'pages',
    request: v.object(paging),
    answer: answer<Page<Clip>>(),
  },
  getContent: {
    from: 'pages',
    request: v.object({ id }),
    answer: answer<Content>(),
  },
  getContents: {
    from: 'pages',
    request: v.object({ ids }),
    answer: answer<Content[]>(),
  },
} as const;
