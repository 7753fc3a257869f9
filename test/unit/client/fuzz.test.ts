/**
 * Fuzzing the readers: whatever the service sends, an operation resolves with checked data or
 * rejects with a ServiceError; nothing else escapes, and nothing half-read comes out.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Client,
  completeTag,
  getContent,
  getContents,
  getGif,
  getGifs,
  getRandomId,
  isServiceError,
  listCategories,
  listEmoji,
  listEmojiVariations,
  listRelatedTags,
  listTrendingSearches,
  randomGif,
  searchChannels,
  searchClips,
  searchGifs,
  translateSticker,
  trendingGifs,
  uploadGif,
} from '../../../src/client/index.ts';
import { fakeClient, scriptFetch } from './fake-fetch.ts';
import categories from './fixtures/categories.json' with { type: 'json' };
import channels from './fixtures/channels.json' with { type: 'json' };
import clips from './fixtures/clips.json' with { type: 'json' };
import emoji from './fixtures/emoji.json' with { type: 'json' };
import search from './fixtures/search-gifs.json' with { type: 'json' };

type Operation = (client: Client) => Promise<unknown>;

const OPERATIONS: Record<string, Operation> = {
  trendingGifs: (client) => trendingGifs(client),
  searchGifs: (client) => searchGifs(client, 'cat'),
  translateSticker: (client) => translateSticker(client, 'cat'),
  randomGif: (client) => randomGif(client),
  getRandomId: (client) => getRandomId(client),
  listEmoji: (client) => listEmoji(client),
  listEmojiVariations: (client) => listEmojiVariations(client, 'e1'),
  getGif: (client) => getGif(client, 'g1'),
  getGifs: (client) => getGifs(client, ['g1', 'g2']),
  uploadGif: (client) => uploadGif(client, { sourceImageUrl: 'https://example.test/a.gif' }),
  listCategories: (client) => listCategories(client),
  completeTag: (client) => completeTag(client, 'ca'),
  searchChannels: (client) => searchChannels(client, 'a'),
  listRelatedTags: (client) => listRelatedTags(client, 'cat'),
  listTrendingSearches: (client) => listTrendingSearches(client),
  searchClips: (client) => searchClips(client, 'cat'),
  getContent: (client) => getContent(client, 'c1'),
  getContents: (client) => getContents(client, ['c1']),
};

/** Runs `operation` on one answer; true when it resolved, false on a ServiceError. */
async function settle(operation: Operation, answer: { status?: number; text: string }): Promise<unknown> {
  const { client } = fakeClient(scriptFetch(answer), { retry: { attempts: 1 } });
  try {
    return { value: await operation(client) };
  } catch (error) {
    if (isServiceError(error)) return { error };
    throw error;
  }
}

const meta = fc.record({
  status: fc.oneof(fc.constant(200), fc.integer({ min: 100, max: 599 })),
  msg: fc.string(),
  response_id: fc.oneof(fc.constant('r'), fc.string()),
});
/** JSON that looks like an envelope, so the readers get past the Meta Object. */
const envelope = fc.record(
  { data: fc.jsonValue(), pagination: fc.jsonValue(), meta },
  { requiredKeys: ['data', 'meta'] },
);
const texts = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  envelope.map((value) => JSON.stringify(value)),
  fc.string(),
);

describe('arbitrary answers', () => {
  it.each(Object.entries(OPERATIONS))('%s resolves or throws a ServiceError', async (_name, operation) => {
    await fc.assert(
      fc.asyncProperty(texts, fc.constantFrom(200, 200, 200, 400, 429, 500), async (text, status) => {
        await settle(operation, { status, text });
      }),
      { numRuns: 150 },
    );
  });

  it('never throws from a reader, whatever JavaScript value it is given', async () => {
    const { readEnvelope } = await import('../../../src/client/response.ts');
    const { readItem, readList, readPage } = await import('../../../src/client/operations/read.ts');
    const { gifSchema } = await import('../../../src/client/schemas/gif.ts');
    const { channelSchema } = await import('../../../src/client/schemas/channel.ts');
    fc.assert(
      fc.property(fc.anything({ withMap: true, withSet: true, withNullPrototype: true }), (value) => {
        const box = { data: value, pagination: value, meta: { status: 200, response_id: 'r' } };
        for (const read of [
          readItem('op', gifSchema),
          readList('op', gifSchema),
          readPage('op', channelSchema, 0),
        ]) {
          try {
            read(box);
          } catch (error) {
            expect(isServiceError(error)).toBe(true);
          }
        }
        let text = '';
        try {
          text = JSON.stringify(value) ?? '';
        } catch {
          // BigInt and cycles have no JSON form; the empty text is a case too.
        }
        try {
          readEnvelope('op', { status: 200, retryAfter: null, text }, 0);
        } catch (error) {
          expect(isServiceError(error)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});

// Mutations of real bodies: the shapes the service really sends, slightly wrong.
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function pathsOf(value: Json, path: (string | number)[] = []): (string | number)[][] {
  const out = [path];
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) out.push(...pathsOf(item, [...path, i]));
  } else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) out.push(...pathsOf(item, [...path, key]));
  return out;
}

type Mutation = { kind: 'delete' } | { kind: 'set'; value: Json };

function mutate(body: Json, path: (string | number)[], mutation: Mutation): Json {
  if (path.length === 0) return mutation.kind === 'set' ? mutation.value : null;
  const copy = structuredClone(body);
  let parent = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, Json>;
  const last = path.at(-1) as string | number;
  if (mutation.kind === 'delete') {
    if (Array.isArray(parent)) parent.splice(last as number, 1);
    else delete parent[last];
  } else parent[last] = mutation.value;
  return copy;
}

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.constant<Mutation>({ kind: 'delete' }),
  fc.constant<Mutation>({ kind: 'set', value: null }),
  fc.jsonValue().map((value): Mutation => ({ kind: 'set', value: value as Json })),
  fc
    .constantFrom<Json>('', '0', '12', 'javascript:alert(1)', -1, 1.5, true, [], {})
    .map((value): Mutation => ({ kind: 'set', value })),
);

const REAL: [string, Json, Operation][] = [
  ['search', search as Json, (client) => searchGifs(client, 'cat')],
  ['emoji', emoji as Json, (client) => listEmoji(client)],
  ['channels', channels as Json, (client) => searchChannels(client, 'a')],
  ['clips', clips as Json, (client) => searchClips(client, 'cat')],
  ['categories', categories as Json, (client) => listCategories(client)],
];

describe('mutated real bodies', () => {
  it.each(REAL)(
    '%s: checked data or a ServiceError, never half-filled items',
    async (_name, body, operation) => {
      const paths = pathsOf(body);
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 0, max: paths.length - 1 }),
          fc.array(mutation, { minLength: 1, maxLength: 3 }),
          async (index, mutations) => {
            let changed = body;
            for (const one of mutations) changed = mutate(changed, paths[index] ?? [], one);
            const outcome = (await settle(operation, { text: JSON.stringify(changed) })) as {
              value?: { data?: { id?: unknown; name?: unknown; images?: unknown }[] } | { name: unknown }[];
            };
            const items = Array.isArray(outcome.value) ? outcome.value : (outcome.value?.data ?? []);
            for (const item of items as Record<string, unknown>[]) {
              if ('images' in item) {
                expect(item.id).toEqual(expect.any(String));
                expect(item.images).toEqual(expect.any(Object));
              } else {
                expect(typeof item.id === 'number' || typeof item.name === 'string').toBe(true);
              }
            }
          },
        ),
        { numRuns: 300 },
      );
    },
  );

  it('the unmutated bodies read cleanly', async () => {
    for (const [, body, operation] of REAL) {
      expect(await settle(operation, { text: JSON.stringify(body) })).toHaveProperty('value');
    }
  });
});
