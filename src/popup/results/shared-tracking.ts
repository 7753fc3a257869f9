/**
 * A released item's tracking URLs in about the room of one: an item's view, click and send URLs
 * differ only in their last bytes (the action), and after a long scroll they were the largest
 * part of what a list keeps (three URLs of ~200 bytes an item). The first URL is kept as the
 * bytes it shares with an earlier copy's and its rest (url-references.ts); each URL is read back as
 * that URL's bytes up to where the two part, and its own rest, byte for byte as the service gave
 * it (docs/interface.md §6: a tracking URL is opaque).
 */
import type { Analytics } from '../../client/index.ts';
import { type SharedUrl, sharedLength, sharedUrl, shareUrl } from './url-references.ts';

/**
 * The first URL, then per action (view, click, send) how much of it that action's URL starts with
 * (-1: no URL) and its own rest. Plain values, kept inside a released copy's text.
 */
export type PackedTracking = [...base: SharedUrl, number, string, number, string, number, string];

/** The same URLs as `analytics`, as one URL and the others' differing ends. */
export function packTracking({ onload, onclick, onsent }: Analytics): PackedTracking {
  const base = onload?.url ?? onclick?.url ?? onsent?.url ?? '';
  const at = (url: string | undefined) => (url === undefined ? -1 : sharedLength(base, url));
  const rest = (url: string | undefined) => (url === undefined ? '' : url.slice(at(url)));
  return [
    ...shareUrl(base),
    at(onload?.url),
    rest(onload?.url),
    at(onclick?.url),
    rest(onclick?.url),
    at(onsent?.url),
    rest(onsent?.url),
  ];
}

/** The first URL of packed tracking. */
const trackingBase = (packed: PackedTracking): string =>
  sharedUrl([packed[0], packed[1], packed[2], packed[3]]);

/** The Analytics Object `packTracking` was given, each URL byte for byte. */
export function unpackTracking(packed: PackedTracking): Analytics {
  const [, , , , loadAt, loadRest, clickAt, clickRest, sentAt, sentRest] = packed;
  const base = trackingBase(packed);
  const analytics: Analytics = {};
  if (loadAt >= 0) analytics.onload = { url: base.slice(0, loadAt) + loadRest };
  if (clickAt >= 0) analytics.onclick = { url: base.slice(0, clickAt) + clickRest };
  if (sentAt >= 0) analytics.onsent = { url: base.slice(0, sentAt) + sentRest };
  return analytics;
}
