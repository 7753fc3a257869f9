/**
 * What the suggestion chips ask the background for and how its answers become chips: loaded after
 * the first render (use-suggestions.ts imports it when first needed), so the popup's open does not
 * pay for it (the open's 28.5 kB budget). It imports nothing (the caller hands over the
 * messaging and the words), so the popup's own chunks stay as they are.
 */

import { isHttpUrl } from '../../client/http-url.ts';
import type { t } from '../../i18n/index.ts';
import type { sendToBackground } from '../../messaging/index.ts';
import type { Suggestion, Suggestions } from './suggestion.ts';

/** What the loaders use from the popup's own chunks. */
export interface SourceDeps {
  send: typeof sendToBackground;
  t: typeof t;
  /** The channel search term of a `@name` text, or null. */
  channelQuery: (text: string) => string | null;
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
  is_private?: boolean | undefined;
  user?:
    | {
        username?: string | undefined;
        display_name?: string | undefined;
        avatar_url?: string | undefined;
        is_verified?: boolean | undefined;
      }
    | undefined;
};

/**
 * Channel chips: one per username (the service may list a user's channel more than once, e.g. a
 * community channel and its child), with the display name and avatar; at most 5. Only channels
 * whose GIFs a search can return: a search for `@name` finds a public, verified user's only
 * (docs/interface.md §4.3), so any other chip would lead to "No results".
 */
export function channelSuggestions(channels: readonly ChannelLike[]): Suggestion[] {
  const seen = new Set<string>();
  const out: Suggestion[] = [];
  for (const channel of channels) {
    const name = channel.user?.username;
    if (!name || channel.user?.is_verified !== true || channel.is_private || seen.has(name.toLowerCase()))
      continue;
    seen.add(name.toLowerCase());
    const avatar = channel.user?.avatar_url;
    out.push({
      label: channel.user?.display_name || channel.display_name || `@${name}`,
      text: `@${name}`,
      detail: `@${name}`,
      avatar: isHttpUrl(avatar) ? avatar : undefined,
    });
  }
  return out.slice(0, 5);
}

/** The chips for the box's text: trending searches, channels for `@name`, or tag completions. */
export async function loadSuggestions(
  text: string,
  { send, t, channelQuery }: SourceDeps,
): Promise<Suggestions> {
  if (text === '') {
    const terms = await send({ type: 'listTrendingSearches' });
    return { heading: t('trendingSearches'), items: mergeTags('', terms) };
  }
  const channel = channelQuery(text);
  if (channel !== null) {
    const page = await send({ type: 'searchChannels', q: channel, limit: 10 });
    const items = channelSuggestions(page.data);
    return items.length > 0
      ? { heading: t('channels'), items }
      : { heading: t('channels'), items, none: true };
  }
  if (text.startsWith('@')) return { heading: '', items: [] };
  const page = await send({ type: 'completeTag', q: text, limit: 5 });
  return {
    heading: t('tagCompletions'),
    items: mergeTags(
      text,
      page.data.map((term) => term.name ?? ''),
    ),
  };
}

/** Tags related to the searched text (operation 14). */
export async function loadRelatedTags(searched: string, { send, t }: SourceDeps): Promise<Suggestions> {
  const terms = await send({ type: 'listRelatedTags', term: searched });
  return {
    heading: t('relatedTags'),
    items: mergeTags(
      searched,
      terms.map((term) => term.name ?? ''),
    ),
  };
}
