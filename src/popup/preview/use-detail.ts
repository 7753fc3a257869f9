import { useState } from 'preact/hooks';
import type { Item } from '../../client/index.ts';
import { wholeItem } from '../results/whole-item.ts';

/**
 * The detail view of a tile (Shift+Enter, its "i"): shown with the whole item, closed with the focus
 * back on that tile. Gives [detail, show, close (the focus back), hide].
 */
export function useDetail(say: (message: string) => void) {
  const [detail, setDetail] = useState<{ item: Item; index: number } | null>(null);
  const show = (item: Item, index: number) =>
    void wholeItem(item).then(
      (whole) => setDetail({ item: whole, index }),
      (error: Error) => say(error.message),
    );
  function close() {
    const index = detail?.index;
    setDetail(null);
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(`#results .tile[data-tile="${index}"]`)?.focus(),
    );
  }
  return [detail, show, close, () => setDetail(null)] as const;
}
