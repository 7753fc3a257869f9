import type { Item } from '../../client/index.ts';
import { isRtl } from '../../i18n/index.ts';
import { moveFocus, type PlacedTile } from '../../picker/index.ts';
import { ALT_ARROW_MOVES, ARROW_DIRECTIONS, ARROW_DIRECTIONS_RTL } from './grid-arrows.ts';

/**
 * The grid's keyboard: the arrows move the focus by where the tiles are on screen, Escape goes back
 * to the box, and in an arranged list Alt+arrows move the focused tile one place (`moveTo`,
 * which a drop onto a tile uses too). Gives [moveTo, onKeyDown].
 */
export function gridKeyboard(
  items: readonly Item[],
  tiles: readonly PlacedTile[],
  focused: number,
  focusTile: (index: number) => void,
  setActive: (on: boolean) => void,
  /** Escape: back to the search box. */
  onEscape: () => void,
  /** The list is arranged by the person (Favorites): `item` takes `target`'s place. */
  onMoveTo: ((item: Item, target: Item) => void) | undefined,
) {
  function moveTo(from: number, to: number) {
    const item = items[from];
    const target = items[to];
    if (!item || !target || from === to || !onMoveTo) return;
    onMoveTo(item, target);
    // The moved tile keeps its element (keyed by id) and the focus; the roving index follows it.
    focusTile(to);
  }
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      setActive(false);
      onEscape();
      return;
    }
    const direction = (isRtl() ? ARROW_DIRECTIONS_RTL : ARROW_DIRECTIONS)[event.key];
    if (!direction) return;
    event.preventDefault();
    // The tile the key was pressed on: the state may lag behind fast key repeats.
    const from = Number((event.target as HTMLElement).dataset?.tile ?? focused);
    if (event.altKey && onMoveTo) {
      // Right to left, the list runs leftwards: Alt+Left moves a favorite later.
      const across = event.key === 'ArrowLeft' || event.key === 'ArrowRight';
      moveTo(from, from + (ALT_ARROW_MOVES[event.key] ?? 0) * (across && isRtl() ? -1 : 1));
      return;
    }
    focusTile(moveFocus(tiles, Number.isInteger(from) ? from : focused, direction));
  }
  return [moveTo, onKeyDown] as const;
}
