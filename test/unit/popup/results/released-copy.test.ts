import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { chooseRendition, type MediaFormat } from '../../../../src/client/index.ts';
import type { Item } from '../../../../src/client/item.ts';
import { naturalSize } from '../../../../src/popup/feeds/feeds.ts';
import { insertionUrl } from '../../../../src/popup/pick/pick-item.ts';
import { wholeItemOnce } from '../../../../src/popup/pick/whole-once.ts';
import { describeTile } from '../../../../src/popup/results/describe-item.ts';
import { releaseItem } from '../../../../src/popup/results/released-copy.ts';
import { chooseTileRendition, tileRenditions } from '../../../../src/popup/results/TileMedia.tsx';
import { isReleased, wholeItem } from '../../../../src/popup/results/whole-item.ts';

const media = (id: string, file: string) =>
  `https://media.example.test/media/${id}/${file}?cid=c&rid=${file}`;
const animated = (id: string, base: string, width: number) => ({
  url: media(id, `${base}.gif`),
  webp: media(id, `${base}.webp`),
  mp4: media(id, `${base}.mp4`),
  width,
  height: width / 2,
  size: width * 1000,
  webp_size: width * 800,
  mp4_size: width * 300,
});
const still = (id: string, base: string, width: number) => ({
  url: media(id, `${base}_s.gif`),
  width,
  height: width / 2,
});
const tracking = (id: string, action: string) => ({
  url: `https://pingback.example.test/v2/pingback_simple?analytics_response_payload=${id}&action_type=${action}`,
});

/** An item as a search answers it: two dozen renditions in three formats. */
function searchResult(id: string): Item {
  return {
    id,
    type: 'gif',
    title: `Dancing ${id}`,
    slug: `dancing-${id}`,
    url: `https://giphy.example.test/gifs/${id}`,
    user: { username: 'jane', display_name: 'Jane', avatar_url: 'https://media.example.test/jane.png' },
    analytics: { onload: tracking(id, 'SEEN'), onclick: tracking(id, 'CLICK'), onsent: tracking(id, 'SENT') },
    images: {
      fixed_width_small: animated(id, '100w', 100),
      fixed_width_small_still: still(id, '100w', 100),
      fixed_width: animated(id, '200w', 200),
      fixed_width_still: still(id, '200w', 200),
      fixed_height: animated(id, '200', 400),
      fixed_height_still: still(id, '200', 400),
      downsized: animated(id, 'giphy-downsized', 480),
      downsized_medium: animated(id, 'giphy-downsized-medium', 480),
      original: animated(id, 'giphy', 480),
      original_still: still(id, 'giphy', 480),
    },
  } as Item;
}

/** The background, as the popup's messages reach it: records them, answers with `items`. */
function answerWith(items: unknown[]) {
  const requests: unknown[] = [];
  fakeBrowser.runtime.onMessage.addListener((message: unknown) => {
    requests.push(message);
    return Promise.resolve({ ok: true, value: items });
  });
  return requests;
}

const TILE = { width: 128, formats: ['webp', 'gif'] as MediaFormat[] };
/** The URL of each action, as the click, send and view code reads them (`analytics.onclick?.url`). */
const trackingOf = ({ analytics }: Item) => ({
  onload: analytics?.onload?.url,
  onclick: analytics?.onclick?.url,
  onsent: analytics?.onsent?.url,
});
const shownOn = (item: Item, motion: boolean) => {
  const chosen = chooseRendition(item.images ?? {}, { ...TILE, motion });
  return chosen && { name: chosen.name, format: chosen.format };
};

describe('an item released far from the grid’s window', () => {
  beforeEach(() => fakeBrowser.reset());
  const whole = searchResult('abc');
  const released = releaseItem(whole, [shownOn(whole, true), shownOn(whole, false)], 'Jane');

  it('shows the same tile: same media moving and still, same size, same name, same pingbacks', () => {
    for (const motion of [true, false])
      expect(chooseRendition(released.images ?? {}, { ...TILE, motion })?.url).toBe(
        chooseRendition(whole.images ?? {}, { ...TILE, motion })?.url,
      );
    expect(naturalSize(released)).toEqual(naturalSize(whole));
    expect(describeTile(released, 'GIF')).toBe(describeTile(whole, 'GIF'));
    expect(trackingOf(released)).toEqual(trackingOf(whole));
    expect(isReleased(released)).toBe(true);
    expect(isReleased(whole)).toBe(false);
  });

  it('reads the same objects on every render of its tile, and the same after many other copies', () => {
    expect(released.images).toBe(released.images);
    expect(released.analytics).toBe(released.analytics);
    const before = chooseRendition(released.images ?? {}, { ...TILE, motion: true })?.url;
    const others = Array.from({ length: 500 }, (_, at) => {
      const item = searchResult(`other${at}`);
      return releaseItem(item, [shownOn(item, true)], undefined);
    });
    for (const other of others) expect(other.images?.fixed_width?.webp).toContain(`/other`);
    expect(chooseRendition(released.images ?? {}, { ...TILE, motion: true })?.url).toBe(before);
    expect(describeTile(released, 'GIF')).toBe(describeTile(whole, 'GIF'));
  });

  it('keeps a rendition of a name outside the spec, and an item without analytics', () => {
    const odd = {
      id: 'odd',
      images: { '480w_still': { url: media('odd', '480w_s.jpg'), width: 480, height: 270 } },
    } as Item;
    const copy = releaseItem(odd, [shownOn(odd, true), shownOn(odd, false)], undefined);
    expect(copy.images?.['480w_still']?.url).toBe(odd.images?.['480w_still']?.url);
    expect(copy.analytics).toBeUndefined();
    expect(naturalSize(copy)).toEqual(naturalSize(odd));
  });

  it.each([
    ['data saver', true, false],
    ['a slow connection', false, true],
    ['neither', false, false],
  ])(
    'under %s, the copy shows what the whole item’s tile shows in each of its states',
    (_case, saving, slow) => {
      const item = searchResult(`state-${String(saving)}-${String(slow)}`);
      const copy = releaseItem(item, tileRenditions(item, 128, saving, slow), 'Jane');
      const shown = saving ? 64 : 128;
      // Moving, still, and on a slow connection the blurred still under them (TileMedia.tsx).
      const states: [boolean, number][] = [
        [true, shown],
        [false, shown],
      ];
      if (slow && !saving) states.push([false, 1]);
      for (const [motion, width] of states)
        expect(chooseTileRendition(copy, motion, width, saving)?.url).toBe(
          chooseTileRendition(item, motion, width, saving)?.url,
        );
    },
  );

  it('keeps a title, an alt text and a sticker flag as the item had them', () => {
    const sticker = { ...searchResult('st'), type: 'sticker', is_sticker: true, alt_text: 'A waving hand' };
    const copy = releaseItem(sticker, [shownOn(sticker, true)], 'Jane');
    expect([copy.type, copy.is_sticker, copy.alt_text, copy.username]).toEqual([
      'sticker',
      true,
      'A waving hand',
      'Jane',
    ]);
    expect(describeTile(copy, 'Sticker')).toBe(describeTile(sticker, 'Sticker'));
  });

  it('keeps a small part of it: the tile’s renditions in the tile’s format, nothing to insert', () => {
    expect(Object.keys(released.images ?? {}).sort()).toEqual(['fixed_width', 'fixed_width_still']);
    expect(released.images?.fixed_width?.mp4).toBeUndefined();
    expect(JSON.stringify(released).length).toBeLessThan(JSON.stringify(whole).length / 3);
  });

  it('is asked again by id when acted on, and keeps the analytics of the list it was seen in', async () => {
    const fetched = { ...searchResult('abc'), analytics: { onclick: tracking('by-id', 'CLICK') } };
    const requests = answerWith([fetched]);
    const back = await wholeItem(released);
    expect(requests).toEqual([{ type: 'getGifs', ids: ['abc'] }]);
    expect(trackingOf(back)).toEqual(trackingOf(whole));
    expect(insertionUrl(back, 'downsized_medium')).toBe(whole.images?.downsized_medium?.url);
    // A whole item is used as it is, without asking.
    expect(await wholeItem(whole)).toBe(whole);
    expect(requests).toHaveLength(1);
  });

  it('is asked once for a drag readied on hover and the pick that follows', async () => {
    const copy = releaseItem(whole, [shownOn(whole, true)], 'Jane');
    const requests = answerWith([searchResult('abc')]);
    const [forDrag, forPick] = await Promise.all([wholeItemOnce(copy), wholeItemOnce(copy)]);
    expect(await wholeItemOnce(copy)).toBe(forPick);
    expect(forDrag).toBe(forPick);
    expect(requests).toHaveLength(1);
  });

  it('gone from the service: says so instead of inserting something else, and asks again next time', async () => {
    const copy = releaseItem(whole, [shownOn(whole, true)], 'Jane');
    const requests = answerWith([]);
    await expect(wholeItem(copy)).rejects.toThrow(/no longer available/);
    await expect(wholeItemOnce(copy)).rejects.toThrow(/no longer available/);
    await expect(wholeItemOnce(copy)).rejects.toThrow(/no longer available/);
    expect(requests).toHaveLength(3);
  });
});
