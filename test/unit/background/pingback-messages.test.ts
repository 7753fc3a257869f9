import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EventStore } from '../../../src/background/pingbacks/index.ts';
import { openStateStore } from '../../../src/background/state-store.ts';
import { readRecents } from '../../../src/collections/recents.ts';
import { contentScript, type StartedBackground, startTestBackground } from './background-harness.ts';
import { BASE_URL } from './fake-service.ts';

let bg: StartedBackground;
beforeEach(() => {
  bg = startTestBackground();
});
afterEach(() => bg.stop());

const onsent = `${BASE_URL}/v2/pingback_simple?analytics_response_payload=g1&action_type=SENT`;

describe('background messages: pingbacks', () => {
  it('trackEvent queues a pingback sent with the random ID and the action time', async () => {
    const ts = Date.now() - 1500;
    const url = `${BASE_URL}/v2/pingback_simple?analytics_response_payload=g0&action_type=SEEN`;
    expect(await bg.send({ type: 'trackEvent', action: 'onload', url, ts })).toEqual({
      ok: true,
      value: { queued: true },
    });
    const diagnostics = (await bg.send({ type: 'flushPingbacks' })).value;
    expect(diagnostics).toMatchObject({ queueLength: 0, sent: 1, hasRandomId: true });
    const [pingback] = bg.service.pingbacks;
    expect(pingback?.searchParams.get('customer_id')).toBe(bg.service.issuedIds[0]);
    expect(pingback?.searchParams.get('ts')).toBe(String(ts));
    expect(pingback?.searchParams.get('analytics_response_payload')).toBe('g0');
  });

  it('an action whose permission check gets no answer is kept, and sent once the browser answers', async () => {
    bg.browserAnswers.permissions = false;
    await bg.send({ type: 'trackEvent', action: 'onsent', url: onsent, ts: Date.now() });
    const unanswered = (await bg.send({ type: 'flushPingbacks' })).value;
    expect(unanswered).toMatchObject({ queueLength: 1, sent: 0, dropped: { 'not-permitted': 0 } });
    expect(bg.service.pingbacks).toEqual([]);
    bg.browserAnswers.permissions = true;
    expect((await bg.send({ type: 'flushPingbacks' })).value).toMatchObject({ queueLength: 0, sent: 1 });
    expect(bg.service.pingbacks).toHaveLength(1);
  });

  it('refuses an action time in the future', async () => {
    const answer = await bg.send({
      type: 'trackEvent',
      action: 'onload',
      url: onsent,
      ts: Date.now() + 3_600_000,
    });
    expect(answer).toMatchObject({ ok: false, error: { kind: 'bad-message' } });
  });

  it('a reported insertion queues the send URL recorded by the popup, once, for that tab only', async () => {
    const { pickId } = (await bg.send({ type: 'recordPick', tabId: 7, itemId: 'g1', onsentUrl: onsent }))
      .value;
    expect(
      await bg.send({ type: 'reportInsertion', pickId, inserted: true }, contentScript(8)),
    ).toMatchObject({
      ok: false,
      error: { kind: 'not-found' },
    });
    expect(await bg.send({ type: 'reportInsertion', pickId, inserted: true }, contentScript(7))).toEqual({
      ok: true,
      value: { recorded: true },
    });
    expect(
      await bg.send({ type: 'reportInsertion', pickId, inserted: true }, contentScript(7)),
    ).toMatchObject({
      ok: false,
      error: { kind: 'not-found' },
    });
    await bg.send({ type: 'flushPingbacks' });
    expect(bg.service.pingbacks.map((url) => url.searchParams.get('action_type'))).toEqual(['SENT']);
  });

  it('ignores any URL a content script sends along with its report', async () => {
    const { pickId } = (await bg.send({ type: 'recordPick', tabId: 7, itemId: 'g1', onsentUrl: onsent }))
      .value;
    await bg.send(
      { type: 'reportInsertion', pickId, inserted: true, onsentUrl: 'https://evil.test/collect' },
      contentScript(7),
    );
    await bg.send({ type: 'flushPingbacks' });
    expect(bg.service.requests.some((url) => url.host === 'evil.test')).toBe(false);
    expect(bg.service.pingbacks).toHaveLength(1);
  });

  it('a drop from the toolbar popup registers its click, its send and Recent once it went in', async () => {
    const onclick = `${BASE_URL}/v2/pingback_simple?analytics_response_payload=g1&action_type=CLICK`;
    const drop = { onclickUrl: onclick, kind: 'gif' as const };
    const dragged = await bg.send({ type: 'recordPick', tabId: 7, itemId: 'g1', onsentUrl: onsent, drop });
    const refused = await bg.send({ type: 'recordPick', tabId: 7, itemId: 'g2', onsentUrl: onsent, drop });

    // A drop the page did not take: nothing, not even the click.
    await bg.send(
      { type: 'reportInsertion', pickId: refused.value.pickId, inserted: false },
      contentScript(7),
    );
    await bg.send({ type: 'flushPingbacks' });
    expect(bg.service.pingbacks).toEqual([]);
    expect(await readRecents()).toEqual([]);

    await bg.send(
      { type: 'reportInsertion', pickId: dragged.value.pickId, inserted: true },
      contentScript(7),
    );
    await bg.send({ type: 'flushPingbacks' });
    expect(bg.service.pingbacks.map((url) => url.searchParams.get('action_type'))).toEqual(['CLICK', 'SENT']);
    expect(await readRecents()).toEqual([{ id: 'g1', kind: 'gif' }]);
  });

  it('a failed insertion registers no send', async () => {
    const { pickId } = (await bg.send({ type: 'recordPick', tabId: 7, itemId: 'g1', onsentUrl: onsent }))
      .value;
    await bg.send({ type: 'reportInsertion', pickId, inserted: false }, contentScript(7));
    await bg.send({ type: 'flushPingbacks' });
    expect(bg.service.pingbacks).toEqual([]);
  });

  it('diagnostics count what was sent and dropped', async () => {
    expect((await bg.send({ type: 'getDiagnostics' })).value).toEqual({
      queueLength: 0,
      sent: 0,
      dropped: {
        rejected: 0,
        overflow: 0,
        expired: 0,
        exhausted: 0,
        'not-permitted': 0,
        'invalid-url': 0,
        'not-consented': 0,
      },
      resent: 0,
      lastError: undefined,
      pausedUntil: 0,
      hasRandomId: false,
      hasKey: true,
    });
  });
});

describe('background messages: pingbacks before there is a key', () => {
  const seen = (id: string) =>
    `${BASE_URL}/v2/pingback_simple?analytics_response_payload=${id}&action_type=SEEN`;

  it('does not queue what is seen without a key (no random ID to send it with), and says no error', async () => {
    bg.stop();
    bg = startTestBackground({ buildKey: null });
    // The emoji operations answer without a key (docs/interface.md §5.2), and their items carry tracking URLs.
    const emoji = (await bg.send({ type: 'listEmoji' })).value;
    expect(emoji.data.length).toBeGreaterThan(0);
    for (let i = 0; i < 16; i++)
      expect(
        (await bg.send({ type: 'trackEvent', action: 'onload', url: seen(`e${i}`), ts: Date.now() })).ok,
      ).toBe(true);
    const diagnostics = (await bg.send({ type: 'flushPingbacks' })).value;
    expect(diagnostics).toMatchObject({
      queueLength: 0,
      lastError: undefined,
      hasRandomId: false,
      hasKey: false,
    });
    expect(bg.service.pingbacks).toEqual([]);
  });

  it('keeps events queued with a key when the key goes, and says no key is a state, not an error', async () => {
    bg.stop();
    const state = openStateStore(`state-${crypto.randomUUID()}`);
    const events = new EventStore(`events-${crypto.randomUUID()}`);
    bg = startTestBackground({ state, events });
    bg.service.randomIdDown = true;
    await bg.send({ type: 'trackEvent', action: 'onload', url: seen('kept'), ts: Date.now() });
    const withKey = (await bg.send({ type: 'flushPingbacks' })).value;
    // With a key the service should have given a random ID: that is an error, said as such.
    expect(withKey).toMatchObject({ queueLength: 1, lastError: { problem: 'no-random-id' }, hasKey: true });
    // The same profile, started again by a build without a key: the queued event stays.
    bg.stop();
    bg = startTestBackground({ buildKey: null, state, events });
    const withoutKey = (await bg.send({ type: 'flushPingbacks' })).value;
    expect(withoutKey).toMatchObject({ queueLength: 1, hasKey: false });
  });
});
