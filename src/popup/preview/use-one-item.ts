import { useRef, useState } from 'preact/hooks';
import type { Item } from '../../client/item.ts';
import { fetchSingle, type SingleKind, type SingleMode } from './one-item-answers.ts';

interface SingleRequest {
  mode: SingleMode;
  kind: SingleKind;
  text: string;
  listId: number;
}

export type SingleState =
  | (SingleRequest & { phase: 'loading' })
  | (SingleRequest & { phase: 'error'; error: unknown })
  | (SingleRequest & { phase: 'ready'; item: Item | null });

/** The single-item result of translate or random; `null` while the normal list shows. */
export function useSingle() {
  const [state, setState] = useState<SingleState | null>(null);
  const latest = useRef(0);
  /** `onNothing`: what to do instead of saying the service found nothing. */
  function run(mode: SingleMode, kind: SingleKind, text: string, onNothing?: () => void) {
    const request = { mode, kind, text, listId: ++latest.current };
    setState({ ...request, phase: 'loading' });
    fetchSingle(mode, text, kind).then(
      (item) => {
        if (latest.current !== request.listId) return;
        if (item === null && onNothing) onNothing();
        else setState({ ...request, phase: 'ready', item });
      },
      (error: unknown) =>
        latest.current === request.listId && setState({ ...request, phase: 'error', error }),
    );
  }
  function close() {
    latest.current++;
    setState(null);
  }
  return { state, run, close };
}
