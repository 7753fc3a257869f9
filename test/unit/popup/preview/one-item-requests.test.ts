import { describe, expect, it, vi } from 'vitest';
import { describeOneItem } from '../../../../src/popup/preview/describe-one-item.ts';
import {
  fetchOneItem,
  itemFromQuery,
  oneItemLabels,
} from '../../../../src/popup/preview/one-item-requests.ts';

describe('fetchOneItem', () => {
  it('translates the text exactly as typed', async () => {
    const send = vi.fn().mockResolvedValue({ id: 'a' });
    await expect(fetchOneItem('translate', 'Happy  panda', 'gifs', send)).resolves.toEqual({ id: 'a' });
    expect(send).toHaveBeenCalledWith({ type: 'translate', kind: 'gifs', s: 'Happy  panda' });
  });
  it('refuses to translate an empty text without asking', async () => {
    const send = vi.fn();
    await expect(fetchOneItem('translate', '  ', 'gifs', send)).rejects.toThrow();
    expect(send).not.toHaveBeenCalled();
  });
  it.each([
    ['panda', 'panda'],
    ['', undefined],
    ['   ', undefined],
  ])('random with %j asks for tag %j', async (text, tag) => {
    const send = vi.fn().mockResolvedValue(null);
    await expect(fetchOneItem('random', text, 'gifs', send)).resolves.toBeNull();
    expect(send).toHaveBeenCalledWith({ type: 'random', kind: 'gifs', tag });
  });
});

describe('sticker twins', () => {
  it.each([
    ['translate', 'hi there', { type: 'translate', kind: 'stickers', s: 'hi there' }],
    ['random', 'cat', { type: 'random', kind: 'stickers', tag: 'cat' }],
  ] as const)('%s on the Stickers tab asks for stickers', async (mode, text, request) => {
    const send = vi.fn().mockResolvedValue(null);
    await fetchOneItem(mode, text, 'stickers', send);
    expect(send).toHaveBeenCalledWith(request);
  });
  it('names the buttons and results after the kind', () => {
    expect(oneItemLabels('stickers').translate).toBe('One sticker for my phrase');
    expect(describeOneItem('random', '', 'stickers')).toBe('A random sticker');
  });
});

describe('itemFromQuery', () => {
  it('reads the id, and whether the upload page sent it (the person’s own upload)', () => {
    expect(itemFromQuery('?item=abc123&from=upload')).toEqual({ id: 'abc123', mode: 'upload' });
    expect(itemFromQuery('?item=abc123')).toEqual({ id: 'abc123', mode: 'link' });
    expect(itemFromQuery('?item=%3Cb%3E')).toBeNull();
  });
});

describe('describeOneItem', () => {
  it.each([
    ['translate', 'cat', 'One GIF for “cat”'],
    ['random', 'cat', 'A random GIF for “cat”'],
    ['random', '', 'A random GIF'],
    ['link', 'abc123', 'The linked item'],
    ['upload', 'abc123', 'Your upload'],
  ] as const)('%s %j → %s', (mode, text, expected) => {
    expect(describeOneItem(mode, text)).toBe(expected);
  });
});
