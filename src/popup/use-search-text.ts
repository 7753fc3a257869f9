import { useEffect, useRef, useState } from 'preact/hooks';
import { takeEarlyText } from '../first-paint/early-typing.ts';
import type { TabId } from './feeds/feeds.ts';
import type { Feed } from './feeds/use-feed.ts';
import type { PickerHost } from './picker-host.ts';
import type { useOneItem } from './preview/use-one-item.ts';
import { choosesChannel } from './search/use-suggestions.ts';
import type { TabSettings } from './tab-settings.ts';
import { useLatest } from './use-latest.ts';

/**
 * The search box's text and what it asks for: search as you type, a search now (Enter, a chip), a
 * channel being chosen, browsing categories; a tab change (and the first render) loads the tab's
 * list at once for the text as it is. Gives [text, setText, browsing, setBrowsing,
 * choosingChannel, searchNow, onText] (a tuple: an object's names would weigh on the popup's budget).
 */
export function useSearchText(
  host: PickerHost | undefined,
  view: TabSettings,
  setTab: (tab: TabId) => void,
  feed: Feed,
  single: ReturnType<typeof useOneItem>,
  /** No clip requests (use-clips-blocked.ts). */
  clipsBlocked: boolean | undefined,
) {
  // The Firefox popup that drew late starts with what was typed meanwhile (taken at the first render).
  const [text, setTextState] = useState(() => host?.text ?? (import.meta.env.FIREFOX ? takeEarlyText() : ''));
  // The text as it is now, for the tab's load: Preact runs a render's effects before the next
  // render, so a letter typed before the first load ran would otherwise be searched without it.
  const now = useRef(text);
  const setText = (next: string) => {
    now.current = next;
    setTextState(next);
  };
  const [browsing, setBrowsing] = useState(false);
  // A bare `@name` is a channel being typed: the grid waits for a chosen channel (or Enter).
  const [choosingChannel, setChoosingChannel] = useState<boolean | undefined>(false);
  const searchesService = view.search === 'service';

  // Each tab has its settings object (tab-settings.ts): a new one is a tab change. Typing has its
  // own path (onText), so the text is read as it is now.
  const load = useLatest((view: TabSettings) => {
    single.close();
    const service = view.search === 'service';
    const channel = service && view.suggestions && choosesChannel(now.current);
    setChoosingChannel(channel);
    if (!channel && !clipsBlocked) feed.submit(service ? now.current : '');
  });
  useEffect(() => load.current(view), [view, load]);

  function searchNow(next: string) {
    setText(next);
    setBrowsing(false);
    setChoosingChannel(false);
    single.close();
    if (searchesService && !clipsBlocked) feed.submit(next);
  }

  function onText(next: string) {
    setText(next);
    // Typing in Recent or Favorites searches GIFs (the tab change submits the text).
    if (view.search === 'gifs') {
      if (next !== '') setTab('gifs');
      return;
    }
    single.close();
    if (next !== '') setBrowsing(false);
    if (!searchesService) return;
    const channel = view.suggestions && choosesChannel(next);
    setChoosingChannel(channel);
    if (!channel && !clipsBlocked) feed.input(next);
  }

  return [text, setText, browsing, setBrowsing, choosingChannel, searchNow, onText] as const;
}
