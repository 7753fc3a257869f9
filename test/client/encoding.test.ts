/**
 * Property: any text a user can type reaches the service exactly as typed (docs/interface.md §1.2, §1.4),
 * encoded once, in every parameter that carries text, and in path segments.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as api from '../../src/client/index.ts';
import { countCodePoints } from '../../src/client/limits.ts';
import { startReferenceService } from './support.ts';

const { service, makeClient, requestsOf } = startReferenceService();

/** Hard characters, weighted so most texts hold several. */
const HARD = [
  '%',
  '+',
  '&',
  '#',
  '@',
  '?',
  '=',
  ' ',
  '/',
  '\\',
  '"',
  "'",
  '%20',
  '%2B',
  '😂',
  '👍🏽',
  'é',
  'e\u0301',
  '猫',
  '\u200d',
  '\t',
];
const hard = fc.string({ unit: fc.constantFrom(...HARD), minLength: 1, maxLength: 12 });
const typed = fc
  .oneof(fc.string({ unit: 'grapheme', minLength: 1 }), fc.string({ unit: 'binary', minLength: 1 }), hard)
  .filter((text) => countCodePoints(text) <= 50);

type Sent = {
  operation: string;
  param: string;
  call: (client: api.Client, text: string) => Promise<unknown>;
};

const SENDERS: Sent[] = [
  { operation: 'gifs.search', param: 'q', call: (c, t) => api.searchGifs(c, t, { limit: 1 }) },
  { operation: 'stickers.search', param: 'q', call: (c, t) => api.searchStickers(c, t, { limit: 1 }) },
  { operation: 'clips.search', param: 'q', call: (c, t) => api.searchClips(c, t, { limit: 1 }) },
  { operation: 'gifs.translate', param: 's', call: (c, t) => api.translateGif(c, t) },
  { operation: 'gifs.random', param: 'tag', call: (c, t) => api.randomGif(c, { tag: t }) },
  { operation: 'tags.completions', param: 'q', call: (c, t) => api.completeTag(c, t) },
  { operation: 'channels.search', param: 'q', call: (c, t) => api.searchChannels(c, t, { limit: 1 }) },
  {
    operation: 'categories',
    param: 'customer_id',
    call: (c, t) =>
      api.listCategories(api.createClient({ ...c.config, customerId: t, retry: { attempts: 1 } })),
  },
];

describe('text reaches the service as typed', () => {
  it.each(SENDERS)('$operation `$param`', async ({ operation, param, call }) => {
    const { client } = makeClient();
    await fc.assert(
      fc.asyncProperty(typed, async (text) => {
        service().control.reset();
        await call(client, text).catch((error) => {
          // The service may refuse a text (an empty match, a bad `@user`); what was sent is the point.
          if (!api.isServiceError(error) || error.attempts !== 1) throw error;
        });
        const [entry] = requestsOf(operation);
        expect(new URLSearchParams(entry?.rawQuery).get(param)).toBe(text);
      }),
      { numRuns: 60 },
    );
  });

  it('tags.related `term` as one path segment', async () => {
    const { client } = makeClient();
    await fc.assert(
      fc.asyncProperty(
        typed.filter((text) => text !== '.' && text !== '..'),
        async (text) => {
          service().control.reset();
          await api.listRelatedTags(client, text);
          const [entry] = requestsOf('tags.related');
          const segment = entry?.path.slice('/v1/tags/related/'.length) ?? '';
          expect(segment).not.toContain('/');
          expect(decodeURIComponent(segment)).toBe(text);
        },
      ),
      { numRuns: 60 },
    );
  });
});
