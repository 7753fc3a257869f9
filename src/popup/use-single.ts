import { useRef, useState } from 'preact/hooks';
import type { Item } from './feeds.ts';
import { fetchSingle, type SingleMode } from './single-result.ts';

export type SingleState =
  | { phase: 'loading'; mode: SingleMode; text: string; listId: number }
  | { phase: 'error'; mode: SingleMode; text: string; listId: number; error: unknown }
  | { phase: 'ready'; mode: SingleMode; text: string; listId: number; item: Item | null };

/** The single-item result list of translate or random; `null` while the normal list shows. */
export function useSingle() {
  const [state, setState] = useState<SingleState | null>(null);
  const latest = useRef(0);
  function run(mode: SingleMode, text: string) {
    const listId = ++latest.current;
    setState({ phase: 'loading', mode, text, listId });
    fetchSingle(mode, text).then(
      (item) => latest.current === listId && setState({ phase: 'ready', mode, text, listId, item }),
      (error: unknown) =>
        latest.current === listId && setState({ phase: 'error', mode, text, listId, error }),
    );
  }
  function close() {
    latest.current++;
    setState(null);
  }
  return { state, run, close };
}
