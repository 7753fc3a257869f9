/**
 * A tile dragged out of the picker onto a field of the page: the data it carries, and what a drop
 * the page took registers. Part of the pick's code (pick-item.ts), loaded when the pointer
 * reaches a tile: dragstart cannot wait for it.
 */
import type { Item } from '../../client/item.ts';
import { type DragEntry, dragEntries } from '../../insertion/drag-data.ts';
import type { FormatResult } from '../../insertion/format-insertion.ts';
import type { Picture } from '../../insertion/picture.ts';
import { sendToBackground } from '../../messaging/index.ts';
import { recordPicked } from '../favorites/favorites-context.tsx';
import { wholeItem } from '../results/released-copies.ts';
import { hostnameOf } from './target-host.ts';
import type { TargetTab } from './target-tab.ts';

/** What a pick of an item can put in on a site (pick-item.ts `formsOf`). */
type FormsOf = (
  item: Item,
  host: string,
) => Promise<{ chosen: string; link: string; formatted: FormatResult; picture: Picture | undefined }>;

export interface PreparedDrag {
  /** The whole item (a tile far back holds only its own renditions). */
  item: Item;
  entries: DragEntry[];
}

/**
 * The data for a drag of `item` onto the page of `target`, in the forms a pick would insert there:
 * the picture only where Insert as is Automatic, the link in the site's format. Undefined when the
 * item has no http(s) link.
 */
export async function prepareDragWith(
  item: Item,
  target: TargetTab | null,
  formsOf: FormsOf,
): Promise<PreparedDrag | undefined> {
  const whole = await wholeItem(item);
  const host = target ? await hostnameOf(target.tabId) : '';
  const { chosen, link, formatted, picture } = await formsOf(whole, host);
  if (!formatted.ok) return undefined;
  const entries = dragEntries(document, {
    picture: chosen === 'auto' ? picture : undefined,
    link: new URL(link).href,
    text: formatted.text,
  });
  return { item: whole, entries };
}

/**
 * A drop the page took: as for a pick, a click and a send (docs/interface.md §6), both at the
 * drop's time, and the item into Recent. The page's drop handling did the inserting, and the
 * drag's end saying it was accepted is all GifDrop can know of it.
 */
export function registerDrop(item: Item, at: number): void {
  for (const action of ['onclick', 'onsent'] as const) {
    const url = item.analytics?.[action]?.url;
    if (url) void sendToBackground({ type: 'trackEvent', action, url, ts: at }).catch(() => undefined);
  }
  recordPicked(item);
}
