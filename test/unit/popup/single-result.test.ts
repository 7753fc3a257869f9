import { describe, expect, it, vi } from 'vitest';
import { describeSingle, fetchSingle } from '../../../src/popup/single-result.ts';

describe('fetchSingle', () => {
  it('translates the text exactly as typed', async () => {
    const send = vi.fn().mockResolvedValue({ id: 'a' });
    await expect(fetchSingle('translate', 'Happy  panda', send)).resolves.toEqual({ id: 'a' });
    expect(send).toHaveBeenCalledWith({ type: 'translate', kind: 'gifs', s: 'Happy  panda' });
  });
  it('refuses to translate an empty text without asking', async () => {
    const send = vi.fn();
    await expect(fetchSingle('translate', '  ', send)).rejects.toThrow();
    expect(send).not.toHaveBeenCalled();
  });
  it.each([
    ['panda', 'panda'],
    ['', undefined],
    ['   ', undefined],
  ])('random with %j asks for tag %j', async (text, tag) => {
    const send = vi.fn().mockResolvedValue(null);
    await expect(fetchSingle('random', text, send)).resolves.toBeNull();
    expect(send).toHaveBeenCalledWith({ type: 'random', kind: 'gifs', tag });
  });
});

describe('describeSingle', () => {
  it.each([
    ['translate', 'cat', 'One GIF for “cat”'],
    ['random', 'cat', 'A random GIF for “cat”'],
    ['random', '', 'A random GIF'],
  ] as const)('%s %j → %s', (mode, text, expected) => {
    expect(describeSingle(mode, text)).toBe(expected);
  });
});
