/**
 * Real response bodies of the service, recorded by others (`../shared/realworld-fixtures`, listed
 * in its manifest.json), read through the client's own operations: each success body parses with
 * every item still showable and every field the product uses kept; each error body becomes the
 * right kind of error with the service's own words; the outage body is the synthetic state.
 * The bodies are read from there, never copied into the repository. Without them this file
 * fails with a message that says so (`npm test` leaves it out and says plainly that it did not run).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { isHttpUrl } from '../../../src/client/http-url.ts';
import {
  type Client,
  chooseRendition,
  getGif,
  getGifs,
  type Images,
  isServiceError,
  listCategories,
  listEmoji,
  listEmojiVariations,
  listTrendingSearches,
  randomGif,
  randomSticker,
  type ServiceErrorKind,
  searchChannels,
  searchGifs,
  searchStickers,
  translateGif,
  trendingGifs,
  trendingStickers,
  uploadGif,
} from '../../../src/client/index.ts';
import { gifSchema, readGifQuickly } from '../../../src/client/schemas/gif.ts';
import { REALWORLD_FIXTURES_DIR } from '../../harness/realworld.ts';
import { fakeClient, scriptFetch } from './fake-fetch.ts';

interface ManifestEntry {
  file: string;
  op: string;
  alsoAs?: string[];
  status: number;
}

if (!existsSync(path.join(REALWORLD_FIXTURES_DIR, 'manifest.json'))) {
  throw new Error(
    `The real response bodies are missing: ${REALWORLD_FIXTURES_DIR}/manifest.json. They live in ` +
      '../shared/realworld-fixtures beside the repository (or set GIFDROP_REALWORLD_FIXTURES).',
  );
}

const manifest = JSON.parse(
  readFileSync(path.join(REALWORLD_FIXTURES_DIR, 'manifest.json'), 'utf8'),
) as ManifestEntry[];
// biome-ignore lint/suspicious/noExplicitAny: real bodies are arbitrary JSON, walked by the checks below
type Raw = any;
const bodyOf = (file: string): Raw =>
  JSON.parse(readFileSync(path.join(REALWORLD_FIXTURES_DIR, file), 'utf8'));

type Call = (client: Client, raw: Raw) => Promise<unknown>;
const CALLS: Record<string, Call> = {
  'gifs.search': (client) => searchGifs(client, 'cats'),
  'gifs.trending': (client) => trendingGifs(client),
  'stickers.search': (client) => searchStickers(client, 'cats'),
  'stickers.trending': (client) => trendingStickers(client),
  'gifs.translate': (client) => translateGif(client, 'cats'),
  'gifs.random': (client) => randomGif(client),
  'stickers.random': (client) => randomSticker(client),
  'gifs.by_id': (client) => getGif(client, 'abc'),
  'gifs.by_ids': (client, raw) =>
    getGifs(client, Array.isArray(raw?.data) ? raw.data.map((item: Raw) => String(item.id)) : ['a', 'b']),
  emoji: (client) => listEmoji(client),
  'emoji.variations': (client) => listEmojiVariations(client, 'abc'),
  categories: (client) => listCategories(client),
  'channels.search': (client) => searchChannels(client, 'nba'),
  'trending.searches': (client) => listTrendingSearches(client),
  upload: (client) => uploadGif(client, { sourceImageUrl: 'https://example.test/a.gif' }),
};

const EXPECTED_KIND: Record<number, ServiceErrorKind> = {
  400: 'bad-request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  429: 'rate-limited',
};

/** Outcomes by operation, printed at the end for the record. */
const outcomes = new Map<string, string[]>();
const record = (op: string, file: string, outcome: string) =>
  outcomes.set(op, [...(outcomes.get(op) ?? []), `${file}: ${outcome}`]);

async function run(op: string, raw: Raw, status: number): Promise<unknown> {
  const call = CALLS[op];
  if (!call) throw new Error(`no client operation mapped for ${op}`);
  const fake = scriptFetch({ status, text: JSON.stringify(raw) });
  const { client } = fakeClient(fake, { retry: { attempts: 1 } });
  return call(client, raw);
}

const startsWithHttp = (value: unknown) => typeof value === 'string' && /^https?:\/\//.test(value);

/** Whether the raw Images Object holds any rendition with an http(s) media URL. */
function rawHasMedia(images: Raw): boolean {
  if (!images || typeof images !== 'object') return false;
  return Object.values(images).some(
    (rendition: Raw) => rendition && [rendition.url, rendition.mp4, rendition.webp].some(startsWithHttp),
  );
}

/** The checks a person would notice: the item is there, shows media, keeps its title, creator and analytics. */
function expectShowable(raw: Raw, item: Raw, where: string) {
  expect(item, where).toBeTruthy();
  expect(String(item.id), where).toBe(String(raw.id));
  if (typeof raw.title === 'string') expect(item.title, where).toBe(raw.title);
  if (rawHasMedia(raw.images)) {
    const tile = chooseRendition(item.images as Images, { width: 133 });
    expect(tile, `${where}: a tile rendition`).not.toBeNull();
    expect(startsWithHttp(tile?.url), where).toBe(true);
  }
  for (const action of ['onload', 'onclick', 'onsent'] as const) {
    if (startsWithHttp(raw.analytics?.[action]?.url))
      expect(item.analytics?.[action]?.url, where).toBe(raw.analytics[action].url);
  }
  if (typeof raw.user?.username === 'string') expect(item.user?.username, where).toBe(raw.user.username);
  for (const rendition of Object.values((item.images ?? {}) as Images)) {
    for (const url of [rendition?.url, rendition?.mp4, rendition?.webp])
      if (url !== undefined) expect(startsWithHttp(url), where).toBe(true);
  }
}

describe('real response bodies through the client', () => {
  afterAll(() => {
    const lines = [...outcomes].sort().map(([op, list]) => `  ${op}: ${list.length} (${list.join('; ')})`);
    console.log(`Real bodies read: ${manifest.length}\n${lines.join('\n')}`);
  });

  const cases = manifest.flatMap((entry) =>
    [entry.op, ...(entry.alsoAs ?? [])].map((op) => ({ ...entry, op })),
  );

  it.each(cases.filter((entry) => entry.status === 200 && entry.file !== 'iss-outage-200.json'))(
    '$file as $op: every item showable, the fields the product uses kept',
    async ({ file, op, status }) => {
      const raw = bodyOf(file);
      const result: Raw = await run(op, raw, status);
      if (op === 'trending.searches') {
        expect(result).toEqual(raw.data);
      } else if (op === 'categories') {
        expect(result.map((category: Raw) => category.name)).toEqual(raw.data.map((c: Raw) => c.name));
        raw.data.forEach((category: Raw, i: number) => {
          if (category.gif) expectShowable(category.gif, result[i].gif, `${file} #${i}`);
        });
      } else if (op === 'channels.search') {
        expect(result.data).toHaveLength(raw.data.length);
        raw.data.forEach((channel: Raw, i: number) => {
          expect(result.data[i].display_name).toBe(channel.display_name);
          if (channel.featured_gif)
            expectShowable(channel.featured_gif, result.data[i].featured_gif, `${file} #${i}`);
          else expect(result.data[i].featured_gif).toBeUndefined();
        });
      } else if (op === 'upload') {
        expect(result.id).toBe(String(raw.data.id));
      } else if (Array.isArray(raw.data)) {
        const items = Array.isArray(result) ? result : result.data;
        expect(items, file).toHaveLength(raw.data.length);
        raw.data.forEach((item: Raw, i: number) => {
          expectShowable(item, items[i], `${file} #${i}`);
        });
      } else {
        expectShowable(raw.data, result, file);
      }
      record(op, file, 'parsed');
    },
  );

  it.each(cases.filter((entry) => entry.status !== 200))(
    '$file ($status) as $op: the right kind of error, with the service’s own words',
    async ({ file, op, status }) => {
      const raw = bodyOf(file);
      const error = await run(op, raw, status).then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(isServiceError(error), `${file} must fail`).toBe(true);
      if (!isServiceError(error)) return;
      expect(error.kind).toBe(EXPECTED_KIND[status]);
      const words = raw.meta?.msg ?? raw.message;
      expect(error.serviceMessage).toBe(words);
      record(op, file, `${error.kind} “${error.serviceMessage}”`);
    },
  );

  it('the outage body (a 200 without response_id and without data) is the synthetic state', async () => {
    const raw = bodyOf('iss-outage-200.json');
    const error = await run('gifs.search', raw, 200).catch((caught: unknown) => caught);
    expect(isServiceError(error) && error.kind).toBe('synthetic');
    record('gifs.search', 'iss-outage-200.json', 'synthetic');
  });
});

const GIF_OPERATIONS = new Set([
  'gifs.search',
  'gifs.trending',
  'stickers.search',
  'stickers.trending',
  'gifs.translate',
  'gifs.random',
  'stickers.random',
  'gifs.by_id',
  'gifs.by_ids',
]);

describe('the quick readers on real bodies', () => {
  it('the quick GIF reader reads every item of the GIF and sticker bodies, exactly as the schema does', () => {
    let read = 0;
    for (const entry of manifest.filter((one) => one.status === 200 && GIF_OPERATIONS.has(one.op))) {
      const data = bodyOf(entry.file).data;
      for (const [i, item] of (Array.isArray(data) ? data : data ? [data] : []).entries()) {
        const where = `${entry.file} #${i}`;
        const quick = readGifQuickly(item);
        expect(quick, `${where}: read quickly`).toBeDefined();
        expect(quick, where).toStrictEqual(v.parse(gifSchema, item));
        read++;
      }
    }
    expect(read).toBeGreaterThan(100);
  });

  it('isHttpUrl answers as the URL parser does for every string in the real bodies', () => {
    const strings: string[] = [];
    const walk = (value: Raw) => {
      if (typeof value === 'string') strings.push(value);
      else if (value && typeof value === 'object') for (const inner of Object.values(value)) walk(inner);
    };
    for (const entry of manifest) walk(bodyOf(entry.file));
    let urls = 0;
    for (const value of strings) {
      let parsed = false;
      try {
        parsed = ['http:', 'https:'].includes(new URL(value).protocol);
      } catch {}
      expect(isHttpUrl(value), value).toBe(parsed);
      if (parsed) urls++;
    }
    expect(urls).toBeGreaterThan(1000);
  });
});

describe('bad input inside real bodies: the item is shown without what is unusable', () => {
  it('unknown fields, nulls, numbers for strings, relative and non-http URLs', async () => {
    const raw = bodyOf('gjs-gifs.json');
    const [first, second, third] = raw.data;
    first.unknown_field = { nested: [1, 2, 3] };
    first.user = null;
    first.analytics = null;
    first.title = 12345;
    first.images.fixed_width.url = '/media/relative.gif';
    first.images.fixed_width.webp = 'javascript:alert(1)';
    second.images = null;
    second.source_post_url = 'javascript:alert(1)';
    second.rating = { not: 'a string' };
    third.images.original.width = 480;
    third.images.fixed_height = 'not an object';
    third.url = 'data:text/html,<script>alert(1)</script>';
    const page: Raw = await run('gifs.search', raw, 200);
    expect(page.data).toHaveLength(raw.data.length);
    const [one, two, three] = page.data;
    expect(one.title).toBe('12345');
    expect(one.user).toBeUndefined();
    expect(one.analytics).toBeUndefined();
    expect(one.images.fixed_width).toBeUndefined();
    expect(chooseRendition(one.images, { width: 133 })?.url).toMatch(/^https:\/\//);
    expect(two.images).toEqual({});
    expect(two.source_post_url).toBeUndefined();
    expect(two.rating).toBeUndefined();
    expect(three.images.original.width).toBe(480);
    expect(three.images.fixed_height).toBeUndefined();
    expect(three.url).toBeUndefined();
  });
});
