// @vitest-environment happy-dom
/**
 * The search box's first load and a letter typed before it ran (a loaded machine, or the Firefox
 * popup drawn with letters typed early): what is searched is the text in the box.
 */
import { h, render } from 'preact';
import { afterEach, expect, it } from 'vitest';
import { createSearchController } from '../../../src/picker/index.ts';
import type { Feed } from '../../../src/popup/feeds/use-feed.ts';
import type { PickerHost } from '../../../src/popup/picker-host.ts';
import type { useOneItem } from '../../../src/popup/preview/use-one-item.ts';
import type { TabSettings } from '../../../src/popup/tab-settings.ts';
import { useSearchText } from '../../../src/popup/use-search-text.ts';

const root = document.createElement('div');
afterEach(() => {
  render(null, root);
});

const GIFS = { id: 'gifs', label: 'GIFs', placeholder: '', loading: '', columns: 2, search: 'service' };

/** A feed over the picker's own search controller (a submit drops a pending input): the searches it ran. */
function recordingFeed() {
  const calls: string[] = [];
  const searched: string[] = [];
  const controller = createSearchController({
    debounceMs: 1,
    run: async (text) => {
      searched.push(text);
    },
    onResult: () => undefined,
    onError: () => undefined,
  });
  const feed = {
    input(text: string) {
      calls.push(`input ${text}`);
      controller.input(text);
    },
    submit(text: string) {
      calls.push(`submit ${text}`);
      controller.submit(text);
    },
  } as Partial<Feed> as Feed;
  return { feed, calls, last: () => searched.at(-1) };
}

it('a letter typed before the first load ran is searched with the others', async () => {
  const { feed, calls, last } = recordingFeed();
  let onText: (next: string) => void = () => undefined;
  function Box() {
    const search = useSearchText(
      { text: 'ca' } as PickerHost,
      GIFS as TabSettings,
      () => undefined,
      feed,
      { close: () => undefined } as ReturnType<typeof useOneItem>,
      false,
    );
    onText = search[6];
    return null;
  }
  // Rendered outside act(): the first load is an effect Preact runs later, as in the page.
  render(h(Box, {}), root);
  onText('cat');
  await new Promise((resolve) => setTimeout(resolve, 50));

  expect(last(), calls.join(', ')).toBe('cat');
});
