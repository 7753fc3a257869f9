import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../i18n/index.ts';
import { sendToBackground } from '../../messaging/index.ts';
import { SEARCH_DEBOUNCE_MS } from '../feeds/use-feed.ts';
import type { Suggestions } from './suggestion.ts';

/** No suggestions (a view without them shows this). */
export const EMPTY: Suggestions = { heading: '', items: [] };

/** What a `@` text asks for: the channel search term, or null when it is not one. */
export function channelQuery(text: string): string | null {
  const match = /^@(\S+)$/.exec(text);
  return match ? (match[1] as string) : null;
}

/** A channel being typed: `@name`, or the `@` it starts with (which names no search of its own). */
export function choosesChannel(text: string): boolean {
  return text === '@' || channelQuery(text) !== null;
}

/** Which row a text asks for; chips of another kind (say, `@dan`'s channels after the box became a word) are stale. */
function kindOf(text: string): 'trending' | 'channels' | 'tags' | 'none' {
  if (text === '') return 'trending';
  if (channelQuery(text) !== null) return 'channels';
  return text.startsWith('@') ? 'none' : 'tags';
}

const keep = (value: Suggestions, forText: string) => ({ kind: kindOf(forText), value });

/** The loaders and the chips they make (suggestion-sources.ts), loaded once first needed. */
const sources = () => import('./suggestion-sources.ts');
const deps = { send: sendToBackground, t, channelQuery };
const load = async (text: string) => (await sources()).loadSuggestions(text, deps);

/** Longest wait, after the pause, for the search's answer before tag completions are asked anyway. */
const COMPLETIONS_WAIT_MS = 400;

/**
 * Suggestions for the box: trending searches when it is empty, channels while typing `@name`,
 * tag completions while typing a word. Asked after the same pause as search; trending searches
 * and tag completions once `searched(text)` (the list's answer is in, or it failed), at most
 * 400 ms later, so that they do not compete with the list and its first images.
 */
export function useSuggestions(
  text: string,
  enabled: boolean | undefined,
  searched: (text: string) => boolean,
): Suggestions {
  const [shown, setShown] = useState<{ kind: string; value: Suggestions }>({ kind: 'none', value: EMPTY });
  // Trending searches are due at once: at open, in the first render's state (no render for it).
  const dueAtOnce = enabled && text === '' ? text : null;
  const [due, setDue] = useState<string | null>(dueAtOnce);
  const answered = due === text && searched(text);
  const asked = useRef<string | null>(null);
  const latest = useRef(text);
  latest.current = text;
  useEffect(() => {
    setDue(dueAtOnce);
    asked.current = null;
    if (!enabled) {
      setShown(keep(EMPTY, text));
      return;
    }
    if (text === '') return;
    let live = true;
    const show = (next: Suggestions) => live && setShown(keep(next, text));
    // Trending searches and tag completions wait for the list's answer; channels are the list.
    const completes = !text.startsWith('@');
    const timer = setTimeout(() => {
      if (completes) setDue(text);
      else void load(text).then(show, () => show(EMPTY));
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text, enabled, dueAtOnce]);
  useEffect(() => {
    if (due === null || due !== latest.current) return;
    const ask = () => {
      if (asked.current === due) return;
      asked.current = due;
      // Shown only while the box still holds the text they complete.
      const show = (next: Suggestions) => latest.current === due && setShown(keep(next, due));
      void load(due).then(show, () => show(EMPTY));
    };
    if (answered) ask();
    const timer = setTimeout(ask, COMPLETIONS_WAIT_MS);
    return () => clearTimeout(timer);
  }, [due, answered]);
  // Until the new text's chips come, the last ones stay only if they are of its kind (tags stay
  // while a word grows; channels never outlive the `@`).
  return shown.kind === kindOf(text) ? shown.value : EMPTY;
}

/**
 * Tags related to the searched text (operation 14), shown as chips under the results. Asked
 * for the text that was searched, not on every key.
 */
export function useRelatedTags(searched: string, enabled: boolean | undefined): Suggestions {
  const [related, setRelated] = useState<Suggestions>(EMPTY);
  useEffect(() => {
    setRelated(EMPTY);
    if (!enabled || searched === '' || searched.startsWith('@')) return;
    let live = true;
    sources()
      .then((loaded) => loaded.loadRelatedTags(searched, deps))
      .then(
        (next) => live && setRelated(next),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [searched, enabled]);
  return related;
}
