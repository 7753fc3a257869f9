import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGE_TYPES, MESSAGES } from '../../../src/messaging/messages.ts';
import { contentScript, popup, type StartedBackground, startTestBackground } from './background-harness.ts';
import { API_KEYS } from './fake-service.ts';

let bg: StartedBackground;
beforeEach(() => {
  bg = startTestBackground();
});
afterEach(() => bg.stop());

describe('background messages: who may send what', () => {
  it('answers getStatus from the popup with the addresses and the key status, never the key', async () => {
    const answer = await bg.send({ type: 'getStatus' });
    expect(answer).toEqual({
      ok: true,
      value: {
        baseUrl: 'http://127.0.0.1:8470',
        uploadUrl: 'http://127.0.0.1:8471',
        hasKey: true,
        key: { source: 'build' },
      },
    });
  });

  const pageOnly = MESSAGE_TYPES.filter((type) => MESSAGES[type].from === 'pages');
  it.each(pageOnly)('refuses %s from a content script, and the answer holds no key', async (type) => {
    const answer = await bg.send(
      { type, key: API_KEYS.production, kind: 'gifs', q: 'x', id: '1' },
      contentScript(),
    );
    expect(answer).toMatchObject({ ok: false, error: { source: 'background', kind: 'not-allowed' } });
    expect(JSON.stringify(answer)).not.toContain(API_KEYS.approved);
  });

  it('keeps the key when a content script tries to set or clear it', async () => {
    await bg.send({ type: 'setKey', key: API_KEYS.production }, contentScript());
    await bg.send({ type: 'clearKey' }, contentScript());
    expect((await bg.parts.keys.readActive())?.value).toBe(API_KEYS.approved);
    expect(bg.service.requests).toEqual([]);
  });

  it('refuses reportInsertion from an extension page: only the content script reports', async () => {
    expect(await bg.send({ type: 'reportInsertion', pickId: 'x', inserted: true }, popup)).toMatchObject({
      ok: false,
      error: { kind: 'not-allowed' },
    });
  });

  it.each([
    ['a foreign extension', { id: 'other', url: 'chrome-extension://other/popup.html' }],
    ['a web page', { url: 'https://example.test/', origin: 'https://example.test' }],
  ])('refuses everything from %s', async (_name, sender) => {
    for (const type of MESSAGE_TYPES) {
      expect(await bg.send({ type }, sender)).toMatchObject({ ok: false, error: { kind: 'not-allowed' } });
    }
  });

  it.each([
    null,
    'getStatus',
    42,
    { kind: 'getStatus' },
    { type: 'getstatus' },
    { type: 'toString' },
    { type: '__proto__' },
    { type: 'setKey' },
    { type: 'setKey', key: '' },
    { type: 'setKey', key: 12 },
    { type: 'trending', kind: 'videos' },
    { type: 'search', kind: 'gifs' },
    { type: 'trackEvent', action: 'onload', url: 'javascript:alert(1)', ts: Date.now() },
    { type: 'trackEvent', action: 'onload', url: 'https://p.test/x', ts: 1_700_000_000 },
    { type: 'trackEvent', action: 'onhover', url: 'https://p.test/x', ts: Date.now() },
    { type: 'recordPick', tabId: -1, itemId: 'x' },
  ])('answers the malformed message %j with bad-message and changes nothing', async (message) => {
    const answer = await bg.send(message);
    expect(answer).toMatchObject({ ok: false, error: { source: 'background', kind: 'bad-message' } });
    expect((await bg.parts.keys.readStatus()).source).toBe('build');
    expect((await bg.parts.queue.describe()).length).toBe(0);
  });

  it('says a refused message in words, never in the validator’s (a 100,000-character key)', async () => {
    const answer = await bg.send({ type: 'setKey', key: 'k'.repeat(100_000) });
    expect(answer).toMatchObject({
      ok: false,
      error: {
        kind: 'bad-message',
        message:
          'GifDrop could not take this: something in it is too long or not of the kind expected. Nothing changed.',
      },
    });
  });
});

describe('background messages: the API', () => {
  it('searches with the key, the random ID as customer_id and the preferences', async () => {
    const answer = await bg.send({ type: 'search', kind: 'gifs', q: 'cats & dogs', limit: 2 });
    expect(answer.ok).toBe(true);
    expect(answer.value.data).toHaveLength(2);
    const search = bg.service.requests.find((url) => url.pathname === '/v1/gifs/search');
    expect(search?.searchParams.get('q')).toBe('cats & dogs');
    expect(search?.searchParams.get('api_key')).toBe(API_KEYS.approved);
    expect(search?.searchParams.get('customer_id')).toBe(bg.service.issuedIds[0]);
    expect(search?.searchParams.get('rating')).toBe('pg-13');
  });

  it('fetches the random ID once and keeps it', async () => {
    await bg.send({ type: 'trending', kind: 'gifs' });
    await bg.send({ type: 'trending', kind: 'stickers' });
    expect(bg.service.issuedIds).toEqual(['rid-1']);
  });

  it('sends the error of the service as typed data', async () => {
    const answer = await bg.send({ type: 'getGif', id: 'nope' });
    expect(answer).toMatchObject({
      ok: false,
      error: { source: 'service', kind: 'not-found', operation: 'gifs.by_id', status: 404 },
    });
  });

  it('answers no-key without a request when no key is set', async () => {
    bg.stop();
    bg = startTestBackground({ buildKey: null });
    expect(await bg.send({ type: 'trending', kind: 'gifs' })).toMatchObject({
      ok: false,
      error: { kind: 'no-key' },
    });
    expect(bg.service.requests).toEqual([]);
  });

  it('lists emoji without a key (their operations list none), but nothing else', async () => {
    bg.stop();
    bg = startTestBackground({ buildKey: null });
    const answer = await bg.send({ type: 'listEmoji', limit: 25 });
    expect(answer).toMatchObject({ ok: true, value: { data: [{ id: 'emoji-1' }] } });
    const emoji = bg.service.requests.find((url) => url.pathname === '/v2/emoji');
    expect(emoji?.searchParams.has('api_key')).toBe(false);
    expect(await bg.send({ type: 'trending', kind: 'stickers' })).toMatchObject({
      error: { kind: 'no-key' },
    });
  });

  it('searches without customer_id while the random ID cannot be fetched, and gets one later', async () => {
    bg.service.randomIdDown = true;
    expect((await bg.send({ type: 'search', kind: 'gifs', q: 'cats' })).ok).toBe(true);
    const first = bg.service.requests.find((url) => url.pathname === '/v1/gifs/search');
    expect(first?.searchParams.has('customer_id')).toBe(false);
    bg.service.randomIdDown = false;
    expect(bg.service.issuedIds).toEqual([]);
  });

  it('sends no customer_id and fetches no random ID while usage data is declined (Firefox)', async () => {
    bg.stop();
    let consent = false;
    bg = startTestBackground({ usageDataConsent: () => consent });
    await bg.send({ type: 'trending', kind: 'gifs' });
    await bg.send({ type: 'search', kind: 'gifs', q: 'cats' });
    await bg.send({ type: 'listEmoji', limit: 25 });
    await bg.send({ type: 'flushPingbacks' });
    const calls = bg.service.requests.filter((url) => url.pathname !== '/v1/randomid');
    expect(calls.map((url) => url.pathname)).toEqual(['/v1/gifs/trending', '/v1/gifs/search', '/v2/emoji']);
    expect(calls.filter((url) => url.searchParams.has('customer_id'))).toEqual([]);
    expect(bg.service.issuedIds).toEqual([]);
    // Turned on again in the options: the next request carries the random ID.
    consent = true;
    await bg.send({ type: 'search', kind: 'gifs', q: 'dogs' });
    const dogs = bg.service.requests.find((url) => url.searchParams.get('q') === 'dogs');
    expect(dogs?.searchParams.get('customer_id')).toBe(bg.service.issuedIds[0]);
  });

  it('resetRandomId makes the next request fetch a new one', async () => {
    await bg.send({ type: 'trending', kind: 'gifs' });
    await bg.send({ type: 'resetRandomId' });
    await bg.send({ type: 'trending', kind: 'gifs' });
    expect(bg.service.issuedIds).toEqual(['rid-1', 'rid-2']);
  });
});
