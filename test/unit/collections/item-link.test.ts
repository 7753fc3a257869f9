import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isBareId, looksLikeItemLink, parseItemLink } from '../../../src/collections/item-link.ts';
import { REALWORLD_FIXTURES_DIR } from '../../harness/realworld.ts';
import { buildCatalogue, DEFAULT_SEED } from '../../service/catalogue/index.ts';

describe('parseItemLink', () => {
  it.each([
    ['https://giphy.com/gifs/funny-cat-dancing-3o7TKSjRrfIPjeiVyM', '3o7TKSjRrfIPjeiVyM', 'gif'],
    ['https://giphy.com/gifs/3o7TKSjRrfIPjeiVyM', '3o7TKSjRrfIPjeiVyM', 'gif'],
    ['https://giphy.com/stickers/happy-Abc123xyz', 'Abc123xyz', 'gif'],
    ['https://giphy.com/clips/buzzfeed-hello-XyZ987abc', 'XyZ987abc', 'clip'],
    ['https://media.giphy.com/media/3o7TKSjRrfIPjeiVyM/giphy.gif', '3o7TKSjRrfIPjeiVyM', 'gif'],
    [
      'https://media3.giphy.com/media/v1.Y2lkPTc5MGI3NjEx/3o7TKSjRrfIPjeiVyM/200w.webp',
      '3o7TKSjRrfIPjeiVyM',
      'gif',
    ],
    ['https://i.giphy.com/3o7TKSjRrfIPjeiVyM.gif', '3o7TKSjRrfIPjeiVyM', 'gif'],
    ['https://giphy.com/embed/3o7TKSjRrfIPjeiVyM', '3o7TKSjRrfIPjeiVyM', 'gif'],
    ['  https://giphy.com/gifs/x-Abc123xyz  ', 'Abc123xyz', 'gif'],
  ])('%s names %s', (link, id, kind) => {
    expect(parseItemLink(link)).toEqual({ id, kind });
  });

  it.each([
    'https://example.com/gifs/x-Abc123',
    'https://giphy.com.evil.example/gifs/x-Abc123',
    'javascript:alert(1)//giphy.com/gifs/x-Abc123',
    'https://giphy.com/search/cats',
    'https://giphy.com/',
    'funny cats',
    'giphy.com/gifs/x-Abc123',
  ])('%s is not an item link', (text) => {
    expect(parseItemLink(text)).toBeNull();
  });
});

describe('looksLikeItemLink (the popup, on each input)', () => {
  it.each([
    ['https://giphy.com/gifs/x-Abc123xyz', false, true],
    ['https://media2.giphy.com/media/Abc123xyz/giphy.gif', false, true],
    ['https://giphy.com/search/cats', false, true],
    ['https://giphy.com/', false, false],
    ['https://example.com/gifs/x-Abc123xyz', false, false],
    ['3o7TKSjRrfIPjeiVyM', true, true],
    ['BUiRVsjyTZRtRRbZu', true, true],
    ['  BUiRVsjyTZRtRRbZu ', true, true],
    ['BUiRVsjyTZRtRRbZu', false, false],
    ['congratulations', true, true],
    ['3o7TKSjRrfIPjeiVyM', false, false],
    ['happy birthday', true, false],
    ['dancing', true, false],
    ['12345678', true, false],
    ['cats-and-dogs-2024', true, false],
  ])('%s (pasted: %s) is looked up: %s', (text, pasted, expected) => {
    expect(looksLikeItemLink(text, pasted)).toBe(expected);
  });
});

/** Every item id (an object with `images`) anywhere in a parsed body. */
function idsIn(value: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const entry of value) idsIn(entry, into);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.id === 'string' && record.images) into.add(record.id);
    for (const entry of Object.values(record)) idsIn(entry, into);
  }
  return into;
}

describe('the shape of a bare id', () => {
  it('every item id of the real bodies is one, letters-only ids included', () => {
    const ids = new Set<string>();
    for (const file of readdirSync(REALWORLD_FIXTURES_DIR).filter((name) => name.endsWith('.json')))
      idsIn(JSON.parse(readFileSync(path.join(REALWORLD_FIXTURES_DIR, file), 'utf8')), ids);
    expect(ids.size).toBeGreaterThan(100);
    expect([...ids].some((id) => /^[A-Za-z]+$/.test(id))).toBe(true);
    expect([...ids].filter((id) => !isBareId(id))).toEqual([]);
    expect([...ids].filter((id) => !looksLikeItemLink(id, true))).toEqual([]);
  });

  it("every id of the reference service's catalogue is one", () => {
    const pool = (['gif', 'sticker', 'clip', 'emoji'] as const).map((kind) => ({ id: kind, kind }));
    const { items } = buildCatalogue(DEFAULT_SEED, pool);
    expect(items.length).toBeGreaterThan(100);
    expect(items.map((item) => item.id).filter((id) => !isBareId(id))).toEqual([]);
  });

  it.each(['happy', 'cats and dogs', 'abc-def-ghi-jkl', '123456789012', 'a'.repeat(21), 'héllowörldhéllo'])(
    '%s is not one',
    (text) => {
      expect(isBareId(text)).toBe(false);
    },
  );
});
