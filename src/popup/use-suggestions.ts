import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { sendToBackground } from '../messaging/index.ts';
import { SEARCH_DEBOUNCE_MS } from './use-feed.ts';

export interface Suggestion {
  /** What the chip shows. */
  label: string;
  /** What goes into the box when chosen. */
  text: string;
  /** A channel's `@username` beside its display name. */
  detail?: string | undefined;
  /** A channel's avatar (http(s) only). */
  avatar?: string | undefined;
}

export interface Suggestions {
  /** What the row is: trending searches, channels for `@`, or tags for the text. */
  heading: string;
  items: readonly Suggestion[];
}

const EMPTY: Suggestions = { heading: '', items: [] };

/** What a `@` text asks for: the channel search term, or null when it is not one. */
export function channelQuery(text: string): string | null {
  const match = /^@(\S+)$/.exec(text);
  return match ? (match[1] as string) : null;
}

/** Merges tag lists, each tag once, in order, without the text itself. */
export function mergeTags(text: string, ...lists: readonly (readonly string[])[]): Suggestion[] {
  const seen = new Set([text.toLowerCase()]);
  const out: Suggestion[] = [];
  for (const name of lists.flat()) {
    const key = name.toLowerCase();
    if (seen.has(key) || name === '') continue;
    seen.add(key);
    out.push({ label: name, text: name });
  }
  return out.slice(0, 8);
}

type ChannelLike = {
  slug?: string | undefined;
  display_name?: string | undefined;
  user?:
    | { username?: string | undefined; display_name?: string | undefined; avatar_url?: string | undefined }
    | undefined;
};

/**
 * Channel chips: one per username (the service may list a user's channel more than once, e.g. a
 * community channel and its child), with the display name and avatar; at most 5.
 */
export function channelSuggestions(channels: readonly ChannelLike[]): Suggestion[] {
  const seen = new Set<string>();
  const out: Suggestion[] = [];
  for (const channel of channels) {
    const name = channel.user?.username || channel.slug;
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    const avatar = channel.user?.avatar_url;
    out.push({
      label: channel.user?.display_name || channel.display_name || `@${name}`,
      text: `@${name}`,
      detail: `@${name}`,
      avatar: avatar && /^https?:\/\//i.test(avatar) ? avatar : undefined,
    });
  }
  return out.slice(0, 5);
}

/**
 * Suggestions for the box: trending searches when it is empty, channels while typing `@name`,
 * tag completions while typing a word. Asked after the same pause as search.
 */
export function useSuggestions(text: string, enabled: boolean): Suggestions {
  const [suggestions, setSuggestions] = useState<Suggestions>(EMPTY);
  useEffect(() => {
    if (!enabled) {
      setSuggestions(EMPTY);
      return;
    }
    let live = true;
    const show = (next: Suggestions) => live && setSuggestions(next);
    const timer = setTimeout(
      () => {
        void load(text).then(show, () => show(EMPTY));
      },
      text === '' ? 0 : SEARCH_DEBOUNCE_MS,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text, enabled]);
  return suggestions;
}

async function load(text: string): Promise<Suggestions> {
  if (text === '') {
    const terms = await sendToBackground({ type: 'listTrendingSearches' });
    return { heading: t('trendingSearches'), items: mergeTags('', terms) };
  }
  const channel = channelQuery(text);
  if (channel !== null) {
    const page = await sendToBackground({ type: 'searchChannels', q: channel, limit: 10 });
    return { heading: t('channels'), items: channelSuggestions(page.data) };
  }
  if (text.startsWith('@')) return EMPTY;
  const page = await sendToBackground({ type: 'completeTag', q: text, limit: 5 });
  return {
    heading: t('tagCompletions'),
    items: mergeTags(
      text,
      page.data.map((term) => term.name ?? ''),
    ),
  };
}

/**
 * Tags related to the searched text (operation 14), shown as chips under the results. Asked
 * for the text that was searched, not on every key.
 */
export function useRelatedTags(searched: string, enabled: boolean): Suggestions {
  const [related, setRelated] = useState<Suggestions>(EMPTY);
  useEffect(() => {
    setRelated(EMPTY);
    if (!enabled || searched === '' || searched.startsWith('@')) return;
    let live = true;
    sendToBackground({ type: 'listRelatedTags', term: searched }).then(
      (terms) =>
        live &&
        setRelated({
          heading: t('relatedTags'),
          items: mergeTags(
            searched,
            terms.map((term) => term.name ?? ''),
          ),
        }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [searched, enabled]);
  return related;
}
