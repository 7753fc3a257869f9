/**
 * Long result lists keep their memory bounded: an item far outside the grid's window becomes a
 * released copy, with only what its tile shows and its pingbacks need; its two dozen renditions
 * (about 7 kB a result) are let go, and asked again by id when the person acts on it (details,
 * insert: whole-item.ts). A copy is one object and one string: its id, the size the masonry
 * reads, and the rest as a JSON text of plain values, read back when asked. The same copy as
 * objects (item, images, renditions, tracking) was about ten objects a result, most of a long
 * list's memory. Loaded once a list grows long (use-release-far.ts): nothing here loads at the first paint.
 */
import type { ChosenRendition, Images, Item, MediaFormat, Rendition } from '../../client/index.ts';
import { RENDITION_NAMES } from '../../client/rendition-names.ts';
import { type PackedTracking, packTracking, unpackTracking } from './shared-tracking.ts';
import { type SharedUrl, sharedUrl, shareUrl } from './url-references.ts';
import { RELEASED, type Size } from './whole-item.ts';

/** Formats by number, as a copy's text keeps them. */
const FORMATS = ['webp', 'mp4', 'gif'] as const satisfies readonly MediaFormat[];
/** The member of a rendition that holds each format's URL (client/renditions.ts). */
const URL_MEMBER = { webp: 'webp', mp4: 'mp4', gif: 'url' } as const satisfies Record<
  MediaFormat,
  keyof Rendition
>;

/** A rendition name as kept: the number of a name of docs/interface.md §2.4, else the name. */
const nameKey = (name: string): string | number => {
  const known = (RENDITION_NAMES as readonly string[]).indexOf(name);
  return known < 0 ? name : known;
};
const nameOf = (key: string | number): string =>
  typeof key === 'number' ? (RENDITION_NAMES[key] ?? '') : key;
const formatKey = (format: MediaFormat): number => FORMATS.indexOf(format);

/**
 * A rendition a tile shows: its name, size, format and its URL as the bytes it shares with the
 * URL before it in the copy or an earlier copy's (url-references.ts) and its own middle; or
 * only its name and size (the masonry's). Byte sizes are not kept: a copy holds one rendition per
 * state, so nothing is left for them to rank.
 */
export type PackedRendition =
  | [
      name: string | number,
      width: number | undefined,
      height: number | undefined,
      format: number,
      ...url: SharedUrl,
    ]
  | [name: string | number, width: number, height: number];

/** What a released copy's text holds, in this order (JSON: undefined is written null). */
export type Packed = [
  type: string | undefined,
  isSticker: boolean | undefined,
  altText: string | undefined,
  title: string | undefined,
  username: string | undefined,
  tracking: PackedTracking | undefined,
  ...renditions: PackedRendition[],
];

/** Copies read back lately, so that a mounted tile reads the same objects on every render. */
const recent = new Map<ReleasedCopy, Item>();
const MOST_RECENT = 64;

const given = <T>(value: T | null): T | undefined => value ?? undefined;

function imagesOf(renditions: PackedRendition[]): Images {
  const images: Images = {};
  let previous = '';
  for (const [key, width, height, format, reference, at, middle, tail] of renditions) {
    const name = nameOf(key);
    const rendition: Rendition = { ...images[name], width: given(width), height: given(height) };
    const member = format === undefined ? undefined : URL_MEMBER[FORMATS[format] ?? 'gif'];
    if (member && reference !== undefined && at !== undefined && middle !== undefined && tail !== undefined) {
      previous = sharedUrl([reference, at, middle, tail], previous);
      rendition[member] = previous;
    }
    images[name] = rendition;
  }
  return images;
}

class ReleasedCopy {
  readonly id: string;
  readonly #text: string;
  readonly #width: number;
  readonly #height: number;

  constructor(id: string, packed: Packed, size: Size | undefined) {
    this.id = id;
    this.#text = JSON.stringify(packed);
    this.#width = size?.width ?? 0;
    this.#height = size?.height ?? 0;
  }

  /** The copy as a plain item. */
  #item(): Item {
    const known = recent.get(this);
    if (known) return known;
    const [type, isSticker, altText, title, username, tracking, ...renditions] = JSON.parse(
      this.#text,
    ) as Packed;
    const item: Item = { id: this.id, images: imagesOf(renditions) };
    if (type != null) item.type = type;
    if (isSticker != null) item.is_sticker = isSticker;
    if (altText != null) item.alt_text = altText;
    if (title != null) item.title = title;
    if (username != null) item.username = username;
    if (tracking != null) item.analytics = unpackTracking(tracking);
    recent.set(this, item);
    if (recent.size > MOST_RECENT) recent.delete(recent.keys().next().value as ReleasedCopy);
    return item;
  }

  get [RELEASED](): Size | undefined {
    return this.#width > 0 ? { width: this.#width, height: this.#height } : undefined;
  }
  get type() {
    return this.#item().type;
  }
  get is_sticker() {
    return this.#item().is_sticker;
  }
  get alt_text() {
    return this.#item().alt_text;
  }
  get title() {
    return this.#item().title;
  }
  get username() {
    return this.#item().username;
  }
  get images() {
    return this.#item().images;
  }
  get analytics() {
    return this.#item().analytics;
  }
  /** As JSON, the copy it stands for. */
  toJSON(): Item {
    return this.#item();
  }
}

/** Renditions whose size the masonry reads (feeds.ts `naturalSize`), first found. */
const SIZED = ['fixed_width', 'fixed_width_still', 'original', 'fixed_height', 'downsized'];

/** A rendition a tile shows, in the format it shows it in. */
export type Shown = Pick<ChosenRendition, 'name' | 'format'> | null | undefined;

/**
 * A copy of `item` with only the renditions `shown` (what its tile shows, in any of its states,
 * in that format alone) and what its label (with `creator`), star and pingbacks read; the
 * analytics are the list's own, their URLs sharing their bytes (a view not yet registered is
 * still counted when the tile is seen; a later click or send counts where the item was seen).
 * One object and one string (ReleasedCopy).
 */
export function releaseItem(item: Item, shown: readonly Shown[], creator: string | undefined): Item {
  const all = item.images ?? {};
  const tracking = item.analytics ? packTracking(item.analytics) : undefined;
  const renditions: PackedRendition[] = [];
  const taken = new Set<string>();
  // Each media URL as the bytes it shares with the one before or an earlier copy's.
  let previous = '';
  for (const chosen of shown) {
    const rendition = chosen && all[chosen.name];
    const url = chosen && rendition?.[URL_MEMBER[chosen.format]];
    if (!chosen || !rendition || typeof url !== 'string' || taken.has(`${chosen.name} ${chosen.format}`))
      continue;
    taken.add(`${chosen.name} ${chosen.format}`);
    renditions.push([
      nameKey(chosen.name),
      rendition.width,
      rendition.height,
      formatKey(chosen.format),
      ...shareUrl(url, previous),
    ]);
    previous = url;
  }
  const sized = SIZED.find((name) => all[name]?.width && all[name]?.height);
  const size = sized
    ? { width: all[sized]?.width as number, height: all[sized]?.height as number }
    : undefined;
  if (sized && size && !renditions.some(([name, width]) => name === nameKey(sized) && width))
    renditions.push([nameKey(sized), size.width, size.height]);
  const { id, type, is_sticker, title, alt_text } = item;
  // What the tile's name reads: its alt text or title, and its creator's name (describe-item.ts).
  return new ReleasedCopy(
    id,
    [type, is_sticker, alt_text || undefined, alt_text ? undefined : title, creator, tracking, ...renditions],
    size,
  );
}
