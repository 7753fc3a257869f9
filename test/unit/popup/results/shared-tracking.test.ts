import { describe, expect, it } from 'vitest';
import type { Analytics } from '../../../../src/client/index.ts';
import { packTracking, unpackTracking } from '../../../../src/popup/results/shared-tracking.ts';

const pingback = (payload: string, action: string) =>
  `https://pingback.example.test/v2/pingback_simple?analytics_response_payload=${payload}&action_type=${action}`;

/** The URL of each action, as the click, send and view code reads them (`analytics.onclick?.url`). */
const urls = (analytics: Analytics | undefined) => ({
  onload: analytics?.onload?.url,
  onclick: analytics?.onclick?.url,
  onsent: analytics?.onsent?.url,
});

describe('a released item’s tracking URLs, kept sharing their bytes', () => {
  it.each<[string, Analytics]>([
    [
      'the usual three, differing in the action',
      {
        onload: { url: pingback('ZT12MV9n', 'SEEN') },
        onclick: { url: pingback('ZT12MV9n', 'CLICK') },
        onsent: { url: pingback('ZT12MV9n', 'SENT') },
      },
    ],
    [
      'real-service URLs, the action in the middle',
      {
        onload: {
          url: 'https://giphy-analytics.giphy.com/simple_analytics?response_id=l52&event_type=GIF_SEARCH&gif_id=l0I&action_type=SEEN&x=1',
        },
        onclick: {
          url: 'https://giphy-analytics.giphy.com/simple_analytics?response_id=l52&event_type=GIF_SEARCH&gif_id=l0I&action_type=CLICK&x=1',
        },
        onsent: {
          url: 'https://giphy-analytics.giphy.com/simple_analytics?response_id=l52&event_type=GIF_SEARCH&gif_id=l0I&action_type=SENT&x=1',
        },
      },
    ],
    [
      'nothing in common, encoded bytes kept as given',
      {
        onload: { url: 'https://a.example.test/v?p=%2F%E2%9C%93' },
        onclick: { url: 'http://b.example.test/c?p=a%2Fb' },
        onsent: { url: 'https://c.example.test/' },
      },
    ],
    ['no view URL', { onclick: { url: pingback('abc', 'CLICK') }, onsent: { url: pingback('abc', 'SENT') } }],
    ['only a send URL', { onsent: { url: pingback('abc', 'SENT') } }],
    [
      'one URL a prefix of another',
      { onload: { url: pingback('abc', 'SEEN') }, onclick: { url: pingback('abc', 'SEE') } },
    ],
    ['none', {}],
  ])('%s: each action reads back byte for byte, also through JSON text', (_case, analytics) => {
    const packed = packTracking(analytics);
    expect(urls(unpackTracking(packed))).toEqual(urls(analytics));
    expect(urls(unpackTracking(JSON.parse(JSON.stringify(packed))))).toEqual(urls(analytics));
  });

  it('keeps the bytes the URLs share once', () => {
    const analytics = {
      onload: { url: pingback('xyz', 'SEEN') },
      onclick: { url: pingback('xyz', 'CLICK') },
      onsent: { url: pingback('xyz', 'SENT') },
    };
    const kept = JSON.stringify(packTracking(analytics)).length;
    expect(kept).toBeLessThan((analytics.onload.url.length * 3) / 2);
  });
});
