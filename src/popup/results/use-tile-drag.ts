import { useEffect, useRef, useState } from 'preact/hooks';
import type { Item } from '../../client/index.ts';
import { onIdle } from '../idle.ts';
import { tileIndexOf } from './grid-arrows.ts';
import type { TileDrag } from './tile-drag.ts';
import { MORE_AT_OPEN_MS } from './use-load-more.ts';

/**
 * Dragging tiles: out onto the page (`drag`, tile-drag.ts), and in an arranged list (`moveTo`) onto
 * another tile to take its place. Gives [the tile being dragged, the grid's drag handlers].
 */
export function useTileDrag(
  drag: TileDrag | undefined,
  settled: boolean,
  items: readonly Item[],
  moveTo: ((from: number, to: number) => void) | undefined,
) {
  const dragged = useRef<number | null>(null);
  // The tile being dragged looks it (popup.css), the browser's drag image aside.
  const [dragging, setDragging] = useState<number | null>(null);
  // A tile's drag data is got ready once the first tiles are in, at an idle moment (tile-drag.ts),
  // and each tile says when its drag can start.
  const [, setDragReadiness] = useState(0);
  useEffect(() => drag?.subscribe(() => setDragReadiness((count) => count + 1)), [drag]);
  useEffect(() => {
    if (drag && settled) return onIdle(() => drag.warm(), MORE_AT_OPEN_MS);
  }, [drag, settled]);
  // A drop anywhere in the picker (a tile, the search box) is not one onto the page: it inserts
  // nothing here (the page alone reports a drop that went in, src/in-page/drop-report.ts).
  useEffect(() => {
    const onDrop = (event: DragEvent) => {
      if (dragged.current !== null) event.preventDefault();
    };
    document.addEventListener('drop', onDrop, { capture: true });
    return () => document.removeEventListener('drop', onDrop, { capture: true });
  }, []);

  const handlers = {
    onPointerEnter: () => drag?.warm(),
    onDragStart(event: DragEvent) {
      const index = tileIndexOf(event.target);
      const item = items[index];
      const transfer = event.dataTransfer;
      if (!item || !transfer) return;
      const out = drag?.start(item, transfer) === true;
      // Nothing to carry out: only a Favorites tile moves, within the list.
      if (!out && !moveTo) {
        event.preventDefault();
        return;
      }
      if (!out) transfer.setData('text/plain', '');
      dragged.current = index;
      setDragging(index);
    },
    onDragOver(event: DragEvent) {
      if (dragged.current !== null && moveTo && Number.isInteger(tileIndexOf(event.target)))
        event.preventDefault();
    },
    onDrop(event: DragEvent) {
      event.preventDefault();
      if (dragged.current !== null) moveTo?.(dragged.current, tileIndexOf(event.target));
    },
    onDragEnd(event: DragEvent) {
      // Effect `none`: nothing took the drag (Chromium and Firefox say so only then, whatwg/html#8188),
      // so the page stops watching for its drop (src/in-page/drop-report.ts).
      drag?.end(event.dataTransfer?.dropEffect !== 'none');
      dragged.current = null;
      setDragging(null);
    },
  };
  return [dragging, handlers] as const;
}
