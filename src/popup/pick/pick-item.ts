/**
 * Picking a tile: registers the click (docs/interface.md §6), records the pick with the background, formats the
 * text for the target site and inserts it; the content script reports the verified insertion,
 * and only then does the background register the send. Without a field the text is copied.
 */
import type { Item } from '../../client/index.ts';
import type { InsertSpacing } from '../../insertion/index.ts';
import {
  chooseFormat,
  choosePicture,
  clipPageUrl,
  copyPictureAndLink,
  type DeliveryApis,
  type FormatResult,
  formatInsertion,
  injectAndInsert,
  type Picture,
  type PictureClipboard,
} from '../../insertion/index.ts';
import { sendToBackground } from '../../messaging/index.ts';
import { dataSaverItem, isSavingData } from '../../settings/data-saver.ts';
import {
  INSERT_RENDITIONS,
  type InsertFormat,
  type InsertRendition,
  insertFormatItem,
  insertRenditionItem,
  insertSpacingItem,
  isInsertFormat,
  isInsertRendition,
  pictureFullSizeItem,
  readSiteFormats,
  SPACED_FORMATS,
  siteFormatsItem,
} from '../../settings/preferences.ts';
import { connection } from '../results/data-saving.ts';
import { hostnameOf } from './target-host.ts';
import type { TargetTab } from './target-tab.ts';

/** For the popup, which loads this module at the first pick (use-pick.ts). */
export { describePick } from './describe-pick.ts';
export { settlePick } from './settle-pick.ts';

import { makeTileDrag } from './drag-out.ts';
import { frameOffer } from './frame-access.ts';
import type { PickResult } from './pick-result.ts';

export type { PickResult } from './pick-result.ts';
export { wholeItemOnce } from './whole-once.ts';

/** Tiles dragged out of the toolbar popup onto the page of `target` (src/popup/results/tile-drag.ts). */
export const tileDrag = (target: TargetTab | null, changed: () => void) =>
  makeTileDrag(target, { read: readInsertSettings, watch: watchInsertSettings, formsFrom }, changed);

/** GIPHY's `downsized_medium` promise, and what most hosts accept: a GIF under 5 MB. */
export const DEFAULT_MAX_GIF_BYTES = 5_000_000;
/** When no rendition says its size: the medium ones first, `original` (often huge) last. */
const FALLBACK_ORDER: readonly InsertRendition[] = [
  'downsized_medium',
  'downsized',
  'fixed_width',
  'fixed_height',
  'downsized_large',
  'original',
];

/**
 * The URL inserted for an item: the chosen rendition's GIF; when the item lacks it, the largest GIF
 * under 5 MB among those whose size is known, else the first GIF of a sensible order, else the
 * item's page.
 */
export function insertionUrl(item: Item, rendition: InsertRendition): string | undefined {
  const images = item.images ?? {};
  const chosen = images[rendition]?.url;
  if (chosen) return chosen;
  let best: { url: string; bytes: number } | undefined;
  for (const name of INSERT_RENDITIONS) {
    const { url, size } = images[name] ?? {};
    const bytes = Number(size);
    if (
      url &&
      Number.isFinite(bytes) &&
      bytes > 0 &&
      bytes <= DEFAULT_MAX_GIF_BYTES &&
      bytes > (best?.bytes ?? 0)
    )
      best = { url, bytes };
  }
  if (best) return best.url;
  for (const name of FALLBACK_ORDER) {
    const url = images[name]?.url;
    if (url) return url;
  }
  return item.url;
}

/** How the in-page panel delivers: focus and caret back first, its own way to the clipboard. */
export interface PickDelivery extends Pick<DeliveryApis, 'scripting' | 'tabs'> {
  beforeInsert(): Promise<void>;
  clipboard: PictureClipboard;
}

/** What a pick of `item` can put in on `host`: the text in its format, and the picture. */
export interface PickForms {
  chosen: InsertFormat;
  /** The address the text links to: the GIF rendition's, or a clip's page. */
  link: string;
  formatted: FormatResult;
  /** The picture (Insert as: Automatic inserts it where the field shows pictures; Copy GIF copies it). */
  picture: Picture | undefined;
  /** The person's "spaces around": beside words for URL and Markdown; at a line's end for all. */
  spacing: InsertSpacing;
}

/** The person's insertion settings, as a pick reads them. */
export interface InsertSettings {
  format: unknown;
  rendition: unknown;
  siteFormats: unknown;
  spacing: unknown;
  fullSize: unknown;
  dataSaver: unknown;
}

/** Reads the person's insertion settings (each checked where it is used: `formsFrom`). */
export async function readInsertSettings(): Promise<InsertSettings> {
  const [format, rendition, siteFormats, spacing, fullSize, dataSaver] = await Promise.all([
    insertFormatItem.getValue(),
    insertRenditionItem.getValue(),
    siteFormatsItem.getValue(),
    insertSpacingItem.getValue(),
    pictureFullSizeItem.getValue(),
    dataSaverItem.getValue(),
  ]);
  return { format, rendition, siteFormats, spacing, fullSize, dataSaver };
}

/** Calls `onChange` whenever one of the insertion settings changes; returns the unwatch. */
export function watchInsertSettings(onChange: () => void): () => void {
  const unwatch = [
    insertFormatItem,
    insertRenditionItem,
    siteFormatsItem,
    insertSpacingItem,
    pictureFullSizeItem,
    dataSaverItem,
  ].map((item) => (item as { watch(callback: () => void): () => void }).watch(onChange));
  return () => {
    for (const stop of unwatch) stop();
  };
}

/** Works out the forms of `item` for `host` under `settings`. */
export function formsFrom(item: Item, host: string, settings: InsertSettings): PickForms {
  const { format, rendition, siteFormats, spacing, fullSize, dataSaver } = settings;
  // A clip goes in as its page, which plays it with sound; its renditions are silent GIFs.
  const page = clipPageUrl(item);
  const url =
    page ?? insertionUrl(item, isInsertRendition(rendition) ? rendition : insertRenditionItem.fallback);
  const chosen = chooseFormat(host, {
    format: isInsertFormat(format) ? format : insertFormatItem.fallback,
    siteFormats: readSiteFormats(siteFormats),
  });
  return {
    chosen,
    link: url ?? '',
    formatted: formatInsertion({ url: url ?? '', title: item.title ?? '', page: page !== undefined }, chosen),
    picture: choosePicture(item, {
      full: fullSize === true,
      saveData: isSavingData(dataSaver, connection()),
    }),
    spacing: spacing === false ? false : SPACED_FORMATS.includes(chosen) || 'line-end',
  };
}

/** Reads the person's insertion settings and works out the forms of `item` for `host`. */
export async function formsOf(item: Item, host: string): Promise<PickForms> {
  return formsFrom(item, host, await readInsertSettings());
}

export async function pickItem(
  item: Item,
  target: TargetTab | null,
  clickedAt: number,
  delivery?: PickDelivery,
): Promise<PickResult> {
  const onclick = item.analytics?.onclick?.url;
  // Queued, not awaited: the click counts even if the insertion fails.
  if (onclick) void sendToBackground({ type: 'trackEvent', action: 'onclick', url: onclick, ts: clickedAt });
  const host = target ? await hostnameOf(target.tabId) : '';
  const { chosen, formatted, picture, spacing } = await formsOf(item, host);
  if (!formatted.ok) return { status: 'unsupported', detail: formatted.url };
  if (!target) {
    await copyPictureAndLink(navigator.clipboard, chosen === 'auto' ? picture : undefined, formatted.text);
    return { status: 'copied-link', reason: 'no-tab' };
  }
  const { pickId } = await sendToBackground({
    type: 'recordPick',
    tabId: target.tabId,
    itemId: item.id,
    onsentUrl: item.analytics?.onsent?.url,
  });
  const options = {
    pickId,
    spacing,
    picture: chosen === 'auto' ? picture : undefined,
  };
  if (!delivery) {
    const result = await injectAndInsert(target.tabId, target.frameId, formatted.text, options);
    if (result.status !== 'copied' || result.reason !== 'cross-origin-frame' || !result.frameOrigin)
      return result;
    // The field is in a frame of another site: the person may let GifDrop in there.
    const recordAgain = () =>
      sendToBackground({
        type: 'recordPick',
        tabId: target.tabId,
        itemId: item.id,
        onsentUrl: item.analytics?.onsent?.url,
      }).then((recorded) => recorded.pickId);
    const frame = {
      tabId: target.tabId,
      origin: result.frameOrigin,
      text: formatted.text,
      picture: options.picture,
    };
    return {
      ...result,
      frameOffer: frameOffer({ ...frame, spacing: options.spacing, recordPick: recordAgain }),
    };
  }
  await delivery.beforeInsert();
  const { scripting, tabs, clipboard } = delivery;
  return injectAndInsert(target.tabId, target.frameId, formatted.text, options, {
    scripting,
    tabs,
    clipboard,
  });
}
