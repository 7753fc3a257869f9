/**
 * A released copy as one object and one string: its id, the size the masonry reads, and the rest
 * as a JSON text of plain values, read back when asked. The same copy as objects (item, images,
 * renditions, tracking) was about ten objects a result, most of a long list's memory.
 */
import type { MediaFormat } from '../../client/index.ts';
import type { Item } from '../../client/item.ts';
import { RENDITION_NAMES } from '../../client/rendition-names.ts';
import type { Images, Rendition } from '../../client/schemas/images.ts';
import { RELEASED, type Size } from './released-copies.ts';
import { type PackedTracking, unpackTracking } from './shared-tracking.ts';
import { type SharedUrl, sharedUrl } from './url-references.ts';

/** Formats by number, as a copy's text keeps them. */
const FORMATS = ['webp', 'mp4', 'gif'] as const satisfies readonly MediaFormat[];
/** The member of a rendition that holds each format's URL (client/renditions.ts). */
export const URL_MEMBER = { webp: 'webp', mp4: 'mp4', gif: 'url' } as const satisfies Record<
  MediaFormat,
  keyof Rendition
>;

/** A rendition name as kept: the number of a name of docs/interface.md §2.4, else the name. */
export const nameKey = (name: string): string | number => {
  const known = (RENDITION_NAMES as readonly string[]).indexOf(name);
  return known < 0 ? name : known;
};
const nameOf = (key: string | number): string =>
  typeof key === 'number' ? (RENDITION_NAMES[key] ?? '') : key;
export const formatKey = (format: MediaFormat): number => FORMATS.indexOf(format);

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

export class ReleasedCopy {
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
