/**
 * The quick GIF reader (src/client/schemas/gif.ts) against the schema it stands in for: whatever
 * it reads must be exactly what the schema reads, keys present and absent alike, and anything it
 * does not read is left to the schema. The real bodies' items are checked in realworld.test.ts.
 */
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { readList } from '../../../src/client/operations/read.ts';
import { gifSchema, readGifQuickly } from '../../../src/client/schemas/gif.ts';
import search from './fixtures/search-gifs.json' with { type: 'json' };

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The quick reading agrees with the schema's, or leaves the item to it. */
function agrees(item: unknown): 'quick' | 'schema' {
  const quick = readGifQuickly(item);
  if (quick === undefined) return 'schema';
  const read = v.safeParse(gifSchema, item);
  expect(read.success).toBe(true);
  if (read.success) expect(quick).toStrictEqual(read.output);
  return 'quick';
}

const item = () => structuredClone(search.data[0]) as unknown as { [key: string]: Json };

/** Every property path of an item, down to the rendition fields and tracking URLs. */
function pathsOf(value: Json, path: string[] = []): string[][] {
  const out = [path];
  if (value && typeof value === 'object' && !Array.isArray(value))
    for (const [key, inner] of Object.entries(value)) out.push(...pathsOf(inner, [...path, key]));
  return out;
}

const odd = fc.constantFrom<Json | undefined>(
  undefined,
  null,
  '',
  '0',
  '1',
  '2',
  'true',
  'yes',
  0,
  1,
  2,
  -1,
  1.5,
  true,
  false,
  [],
  ['x'],
  {},
  { url: 'https://m.test/a.gif' },
  'javascript:alert(1)',
  'https://m.test/a.gif',
  'HTTPS://M.TEST/B.GIF',
  'https://m.test/a b.gif',
  ' https://m.test/a.gif',
);

describe('the quick GIF reader', () => {
  it('reads every item of the reference service page itself, as the schema does', () => {
    for (const one of search.data) expect(agrees(one)).toBe('quick');
  });

  it('reads a changed item as the schema does, or leaves it to the schema (mutations of a real one)', () => {
    const paths = pathsOf(item()).filter((path) => path.length > 0);
    // As likely to change an item's own properties (present or not) and theirs as a rendition's.
    const own = [...new Set([...Object.keys(item()), ...Object.keys(gifSchema.entries)])].map((key) => [key]);
    const path = fc.oneof(
      fc.constantFrom(...own),
      fc.constantFrom(...paths.filter((one) => one.length === 2)),
      fc.constantFrom(...paths),
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            path,
            fc.oneof(
              odd,
              fc.jsonValue().map((value) => value as Json),
            ),
          ),
          { minLength: 1, maxLength: 4 },
        ),
        (changes) => {
          const changed = item();
          for (const [path, value] of changes) {
            let parent = changed as { [key: string]: Json };
            for (const key of path.slice(0, -1)) {
              const next = parent[key];
              if (!next || typeof next !== 'object' || Array.isArray(next)) return;
              parent = next as { [key: string]: Json };
            }
            const last = path.at(-1) as string;
            if (value === undefined) delete parent[last];
            else parent[last] = value;
          }
          agrees(changed);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('leaves the unusual to the schema: an id that is not one, a flag that is not one, a list for an object', () => {
    for (const change of [
      { id: '' },
      { id: -1 },
      { id: 1.5 },
      { id: null },
      { is_sticker: 2 },
      { is_sticker: 'yes' },
      { user: 'someone' },
      { user: [] },
      { user: { is_verified: 'maybe' } },
      { analytics: [] },
      { analytics: { onload: 'https://p.test/' } },
      { images: [] },
      { images: 'none' },
    ])
      expect(readGifQuickly({ ...item(), ...change })).toBeUndefined();
    expect(readGifQuickly([item()])).toBeUndefined();
    expect(readGifQuickly(null)).toBeUndefined();
  });

  it('leaves the same reading in a list: an item the schema refuses is left out, the rest kept', () => {
    const good = item();
    const list = readList(
      'gifs.trending',
      gifSchema,
    )({
      data: [good, { ...item(), id: 'b', is_sticker: 2 }, { ...item(), id: 7, user: null }],
      meta: { status: 200, msg: 'OK', response_id: 'r' },
    });
    expect(list.map((one) => one.id)).toEqual([good.id, '7']);
    expect(list[1]).toHaveProperty('user', undefined);
  });
});
