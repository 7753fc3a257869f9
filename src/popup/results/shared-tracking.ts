/**
 * A released item's tracking URLs in about the room of one: an item's view, click and
 * send URLs differ only in their last bytes (the action), and after a long scroll they were the
 * largest part of what a list keeps (three URLs of ~200 bytes an item). The first URL is kept
 * whole; each URL is read back as that URL's bytes up to where the two part, and its own rest,
 * byte for byte as the service gave it (spec 6: a tracking URL is opaque).
 */
import type { Analytics, TrackedAction } from '../../client/index.ts';

type Tracking = Analytics[TrackedAction];

/** How long a prefix `url` shares with `base`. */
function sharedLength(base: string, url: string): number {
  let at = 0;
  const most = Math.min(base.length, url.length);
  while (at < most && base.charCodeAt(at) === url.charCodeAt(at)) at++;
  return at;
}

/** Short ends ("CLICK", "NT" of "SENT" after "SEEN"), kept once for all items; a few dozen at most. */
const ends = new Map<string, string>();
const SHORT_END = 24;
const MOST_ENDS = 64;

/** `end`, or the same text kept before. */
function keptEnd(end: string): string {
  if (end.length > SHORT_END) return end;
  const known = ends.get(end);
  if (known !== undefined) return known;
  if (ends.size < MOST_ENDS) ends.set(end, end);
  return end;
}

/**
 * Read like an Analytics Object (`analytics.onclick?.url`), each URL rebuilt when asked for. Flat
 * fields, not one small object or array per URL: those would cost more than the bytes saved.
 */
class SharedTracking {
  readonly #base: string;
  /** Per action, how much of `#base` its URL starts with (-1: no URL), and its own rest. */
  readonly #loadAt: number;
  readonly #loadRest: string;
  readonly #clickAt: number;
  readonly #clickRest: string;
  readonly #sentAt: number;
  readonly #sentRest: string;

  constructor({ onload, onclick, onsent }: Analytics) {
    const base = onload?.url ?? onclick?.url ?? onsent?.url ?? '';
    const at = (url: string | undefined) => (url === undefined ? -1 : sharedLength(base, url));
    const rest = (url: string | undefined, from: number) =>
      url === undefined ? '' : keptEnd(url.slice(from));
    this.#base = base;
    this.#loadAt = at(onload?.url);
    this.#loadRest = rest(onload?.url, this.#loadAt);
    this.#clickAt = at(onclick?.url);
    this.#clickRest = rest(onclick?.url, this.#clickAt);
    this.#sentAt = at(onsent?.url);
    this.#sentRest = rest(onsent?.url, this.#sentAt);
  }

  #tracking(at: number, rest: string): Tracking {
    return at < 0 ? undefined : { url: this.#base.slice(0, at) + rest };
  }

  get onload(): Tracking {
    return this.#tracking(this.#loadAt, this.#loadRest);
  }

  get onclick(): Tracking {
    return this.#tracking(this.#clickAt, this.#clickRest);
  }

  get onsent(): Tracking {
    return this.#tracking(this.#sentAt, this.#sentRest);
  }
}

/** The same URLs as `analytics`, kept as one URL and the others' differing ends. */
export function shareTracking(analytics: Analytics): Analytics {
  return new SharedTracking(analytics);
}
