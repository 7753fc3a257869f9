/**
 * Released copies keep their URLs as the bytes they share with an earlier URL, at its start and
 * at its end, and their own middle, read back byte for byte (docs/interface.md §1.6 and §6: media and tracking
 * URLs are used as given). A list's URLs differ mostly in the item's id: they share their origin
 * and path before it and the response's parameters after it, which each copy would otherwise hold
 * again.
 */

/** How long a prefix `url` shares with `base`. */
export function sharedLength(base: string, url: string): number {
  let at = 0;
  const most = Math.min(base.length, url.length);
  while (at < most && base.charCodeAt(at) === url.charCodeAt(at)) at++;
  return at;
}

/**
 * URLs of earlier copies that later ones are written against: never changed once used (copies
 * read their URLs back against them), and a few at most.
 */
const references: string[] = [];
const MOST_REFERENCES = 16;

/**
 * A URL as [the reference it shares with (-1: `previous`), how many bytes at its start, its own
 * middle, how many bytes at its end].
 */
export type SharedUrl = [reference: number, at: number, middle: string, tail: number];

/** How long an end `url` shares with `base`, leaving their first `at` bytes alone. */
function sharedTail(base: string, url: string, at: number): number {
  let tail = 0;
  const most = Math.min(base.length, url.length) - at;
  while (tail < most && base.charCodeAt(base.length - 1 - tail) === url.charCodeAt(url.length - 1 - tail))
    tail++;
  return tail;
}

/** `url` against `base`: what it shares at each end. */
function against(base: string, url: string): [number, number] {
  const at = sharedLength(base, url);
  return [at, sharedTail(base, url, at)];
}

/**
 * `url` written against the reference or `previous` (the URL before it in the same copy) it
 * shares most with; one that shares less than half of itself with any becomes a reference.
 */
export function shareUrl(url: string, previous = ''): SharedUrl {
  let best = -1;
  let [bestAt, bestTail] = against(previous, url);
  for (const [index, reference] of references.entries()) {
    const [at, tail] = against(reference, url);
    if (at + tail > bestAt + bestTail) [best, bestAt, bestTail] = [index, at, tail];
  }
  if (bestAt + bestTail < url.length / 2 && references.length < MOST_REFERENCES) {
    references.push(url);
    return [references.length - 1, url.length, '', 0];
  }
  return [best, bestAt, url.slice(bestAt, url.length - bestTail), bestTail];
}

/** The URL `shareUrl` was given, from what it returned and the same `previous`. */
export function sharedUrl([reference, at, middle, tail]: SharedUrl, previous = ''): string {
  const base = reference < 0 ? previous : (references[reference] ?? '');
  return base.slice(0, at) + middle + base.slice(base.length - tail);
}
