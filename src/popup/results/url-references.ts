/**
 * Released copies keep their URLs as the bytes they share with an earlier URL and their own rest,
 * read back byte for byte (spec 1.6 and 6: media and tracking URLs are used as given). A list's
 * URLs share long beginnings (origin, path, an encoded response id), which each copy would
 * otherwise hold again.
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

/** A URL as [the reference it shares with (-1: `previous`), how many bytes, its own rest]. */
export type SharedUrl = [reference: number, at: number, rest: string];

/**
 * `url` written against the reference or `previous` (the URL before it in the same copy) it
 * shares most with; one that shares less than half of itself with any becomes a reference.
 */
export function shareUrl(url: string, previous = ''): SharedUrl {
  let best = -1;
  let bestAt = sharedLength(previous, url);
  for (const [index, reference] of references.entries()) {
    const at = sharedLength(reference, url);
    if (at > bestAt) [best, bestAt] = [index, at];
  }
  if (bestAt < url.length / 2 && references.length < MOST_REFERENCES) {
    references.push(url);
    return [references.length - 1, url.length, ''];
  }
  return [best, bestAt, url.slice(bestAt)];
}

/** The URL `shareUrl` was given, from what it returned and the same `previous`. */
export function sharedUrl([reference, at, rest]: SharedUrl, previous = ''): string {
  return (reference < 0 ? previous : (references[reference] ?? '')).slice(0, at) + rest;
}
