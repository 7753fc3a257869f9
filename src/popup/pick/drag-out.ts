/**
 * A tile dragged out of the toolbar popup onto a field of the page: the data it carries, and the
 * page's report of its drop armed (drop-report-arm.ts). Part of the pick's code (pick-item.ts),
 * loaded once the first tiles are in or the pointer reaches the grid
 * (src/popup/results/tile-drag.ts): dragstart cannot wait.
 */
import { browser } from 'wxt/browser';
import type { Item } from '../../client/index.ts';
import type { DropQuery } from '../../in-page/index.ts';
import { dragEntries, type FormatResult, type Picture } from '../../insertion/index.ts';
import { isReleased } from '../results/whole-item.ts';
import { armDropReport, disarmDropReport } from './drop-report-arm.ts';
import { hostnameOf } from './target-host.ts';
import type { TargetTab } from './target-tab.ts';
import { wholeItemOnce } from './whole-once.ts';

/** What a pick reads and works out (pick-item.ts), given here so this file holds no settings. */
export interface DragForms<Settings> {
  read(): Promise<Settings>;
  watch(onChange: () => void): () => void;
  formsFrom(
    item: Item,
    host: string,
    settings: Settings,
  ): { chosen: string; link: string; formatted: FormatResult; picture: Picture | undefined };
}

/** The drags of a picker's tiles (what tile-drag.ts hands on once this file is loaded). */
export interface TileDragCore {
  /** The pointer is over `item`'s tile: a released copy's whole item is asked for. */
  prepare(item: Item): void;
  /** A drag of `item` can start now (the tile says so: `data-drag-ready`). */
  ready(item: Item): boolean;
  /**
   * Puts `item`'s data into `transfer`, and arms the page's report of its drop; false while it is
   * not ready (no drag out then).
   */
  start(item: Item, transfer: DataTransfer): boolean;
  /** The drag ended; `dropped` false: nothing took it (Escape, a drop elsewhere). */
  end(dropped: boolean): void;
}

/** Whole items of released copies kept for a drag: the last few the pointer reached. */
const KEPT_WHOLE = 20;

/**
 * Drags onto the page of `target`. The page's host and the person's insertion settings are read
 * once, and again when a setting changes (no drag starts meanwhile); a tile's data is then worked
 * out within dragstart from its item: what a pick would insert there, the picture only where
 * Insert as is Automatic, the link in the site's format. A released copy (far back in a long
 * list) can be dragged once its whole item, asked for as the pointer reaches it, is in.
 * `changed` is called whenever `ready` may have changed. The page reports a drop that went in
 * itself (the popup may be closed by then), armed at the drag's start (drop-report-arm.ts).
 */
export async function makeTileDrag<Settings>(
  target: TargetTab | null,
  forms: DragForms<Settings>,
  changed: () => void,
): Promise<TileDragCore> {
  const host = target ? await hostnameOf(target.tabId) : '';
  let settings: Settings = await forms.read();
  let stale = 0;
  // Followed for the picker's life (one per picker).
  forms.watch(() => {
    stale++;
    changed();
    void forms
      .read()
      .then((read: Settings) => {
        settings = read;
      })
      .finally(() => {
        stale--;
        changed();
      });
  });
  const wholes = new Map<string, Item>();
  const asked = new Set<string>();
  const wholeOf = (item: Item) => (isReleased(item) ? wholes.get(item.id) : item);
  /** The page's report armed by the drag under way. */
  let armed: Promise<string> | undefined;

  return {
    prepare(item) {
      if (!isReleased(item) || wholes.has(item.id) || asked.has(item.id)) return;
      asked.add(item.id);
      void wholeItemOnce(item)
        .then((whole) => {
          wholes.set(item.id, whole);
          for (const old of wholes.keys()) if (wholes.size > KEPT_WHOLE) wholes.delete(old);
          changed();
        })
        .catch(() => undefined)
        .finally(() => asked.delete(item.id));
    },
    ready: (item) => stale === 0 && wholeOf(item) !== undefined,
    start(item, transfer) {
      const whole = wholeOf(item);
      if (stale > 0 || !whole) return false;
      const { chosen, link, formatted, picture } = forms.formsFrom(whole, host, settings);
      if (!formatted.ok) return false;
      const shown = chosen === 'auto' ? picture : undefined;
      const query: DropQuery = {
        type: 'gifdrop:drop-landed',
        src: shown?.src,
        link: new URL(link).href,
        text: formatted.text,
      };
      const entries = dragEntries(document, { picture: shown, link: query.link, text: query.text });
      for (const { type, data } of entries) transfer.setData(type, data);
      transfer.effectAllowed = 'copy';
      armed = target
        ? armDropReport(target, whole, query, { scripting: browser.scripting, tabs: browser.tabs })
        : undefined;
      armed?.catch(() => undefined);
      return true;
    },
    end(dropped) {
      if (target && armed && !dropped)
        void disarmDropReport(target, armed, { tabs: browser.tabs }).catch(() => undefined);
      armed = undefined;
    },
  };
}
