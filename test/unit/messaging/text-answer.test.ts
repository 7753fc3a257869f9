/**
 * Answers as JSON text (src/messaging/text-answer.ts), the form Firefox hands a page of items
 * over in: what the page reads back is what the background answered, and nothing else changes form.
 */
import { describe, expect, it } from 'vitest';
import { toWireAnswer } from '../../../src/background/wire-answer.ts';
import { readPage } from '../../../src/client/operations/read.ts';
import { gifSchema } from '../../../src/client/schemas/gif.ts';
import { readAnswer } from '../../../src/messaging/index.ts';
import { wireValue } from '../../../src/messaging/text-answer.ts';
import search from '../client/fixtures/search-gifs.json' with { type: 'json' };

const page = readPage('search', gifSchema, 0)(search as never);

describe('answers as text', () => {
  it('a page of items goes as one text and reads back as the background answered it', () => {
    const wire = toWireAnswer('search', { ok: true, value: page }, true);
    expect(wire).toEqual({ ok: true, text: expect.any(String) });
    // As Firefox's popup reads it (readAnswer does so in the Firefox build).
    expect(wireValue(structuredClone(wire) as { ok: true; text: string })).toEqual(page);
    expect(page.data.length).toBeGreaterThan(0);
  });

  it('goes as objects where Firefox does not clone it (Chromium), and for other messages', () => {
    expect(toWireAnswer('search', { ok: true, value: page }, false)).toEqual({ ok: true, value: page });
    const status = {
      ok: true as const,
      value: { baseUrl: 'http://127.0.0.1:1', uploadUrl: '', hasKey: true },
    };
    expect(toWireAnswer('getStatus', status, true)).toBe(status);
  });

  it('an error, or an answer that is no object (no item), keeps its form', () => {
    const error = { ok: false as const, error: { kind: 'network', message: 'offline' } };
    expect(toWireAnswer('search', error as never, true)).toBe(error);
    const nothing = { ok: true as const, value: null };
    expect(toWireAnswer('lookupItem', nothing, true)).toBe(nothing);
    expect(readAnswer({ type: 'lookupItem', text: 'x' }, nothing)).toBeNull();
  });
});
