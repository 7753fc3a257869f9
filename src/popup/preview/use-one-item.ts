import { useRef, useState } from 'preact/hooks';
import type { Item } from '../../client/index.ts';
import { fetchOneItem, type OneItemKind, type OneItemMode } from './one-item-requests.ts';

interface OneItemRequest {
  mode: OneItemMode;
  kind: OneItemKind;
  text: string;
  listId: number;
}

export type OneItemState =
  | (OneItemRequest & { phase: 'loading' })
  | (OneItemRequest & { phase: 'error'; error: unknown })
  | (OneItemRequest & { phase: 'ready'; item: Item | null });

/** The single-item result of translate, random or a pasted link: its state, and how to ask or close it. */
export type OneItem = ReturnType<typeof useOneItem>;

/** The single-item result of translate or random; `null` while the normal list shows. */
export function useOneItem() {
  const [state, setState] = useState<OneItemState | null>(null);
  const latest = useRef(0);
  /** `onNothing`: what to do instead of saying the service found nothing. */
  function run(mode: OneItemMode, kind: OneItemKind, text: string, onNothing?: () => void) {
    const request = { mode, kind, text, listId: ++latest.current };
    setState({ ...request, phase: 'loading' });
    fetchOneItem(mode, text, kind).then(
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
