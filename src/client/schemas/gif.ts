/**
 * GIF Object (docs/interface.md §2.3) with the real service's field names (notes: service facts): the short
 * link is `bitly_url` (and `bitly_gif_url`), `is_sticker` is 0/1. Only `id` is required: any
 * other property may be missing, and unknown ones are ignored.
 */
import * as v from 'valibot';
import { analyticsSchema, TRACKED_ACTIONS } from './analytics.ts';
import { imagesSchema, keepUsable } from './images.ts';
import { entriesOf, identifier, isRecord, linkOf, maybe, readFields } from './lenient.ts';
import { USER_FIELDS, userSchema } from './user.ts';

/** Its properties by how they are read (lenient.ts), besides `id`, `images`, `user`, `analytics`. */
const GIF_FIELDS = {
  texts: [
    'type',
    'slug',
    'username',
    'source',
    'title',
    'rating',
    'content_url',
    'source_tld',
    'import_datetime',
    'trending_datetime',
    'create_datetime',
    'update_datetime',
    'alt_text',
    'analytics_response_payload',
  ] as const,
  /** Links, kept only when http(s): `source_post_url` is shown as one. */
  links: ['url', 'bitly_url', 'bitly_gif_url', 'embed_url', 'source_post_url'] as const,
  /** `is_low_contrast`: stickers only. */
  flags: ['is_sticker', 'is_low_contrast'] as const,
};

/** The entries every item shares; emoji and clips extend them. */
export const gifEntries = {
  id: identifier,
  ...entriesOf(GIF_FIELDS),
  images: imagesSchema,
  user: maybe(userSchema),
  analytics: maybe(analyticsSchema),
};

const schema = v.object(gifEntries);

export type Gif = v.InferOutput<typeof schema>;

/**
 * A GIF Object of the usual form read as `schema` reads it, without its machinery, or undefined
 * for anything unusual (an id that is not one, a flag that is not one, a list where an object
 * goes), which the schema then reads. A page is 25 of them, read by a worker the popup has just
 * woken, its code still cold, where the schema's machinery is most of the reading.
 * test/unit/client/gif-quick.test.ts holds it to the schema on real bodies and generated ones.
 */
export function readGifQuickly(value: unknown): Gif | undefined {
  if (!isRecord(value)) return undefined;
  const { id } = value;
  const out: Record<string, unknown> = {};
  if (typeof id === 'string' && id.length > 0) out.id = id;
  else if (typeof id === 'number' && Number.isInteger(id) && id >= 0) out.id = String(id);
  else return undefined;
  if (!readFields(value, GIF_FIELDS, out)) return undefined;
  const { images } = value;
  if (images === null || images === undefined) out.images = {};
  else if (isRecord(images)) out.images = keepUsable(images);
  else return undefined;
  const read = readObject(value, 'user', out, (user) => {
    const fields: Record<string, unknown> = {};
    return readFields(user, USER_FIELDS, fields) ? fields : undefined;
  });
  return read && readObject(value, 'analytics', out, readAnalytics) ? (out as Gif) : undefined;
}

function readAnalytics(analytics: Record<string, unknown>): Record<string, unknown> | undefined {
  const read: Record<string, unknown> = {};
  for (const action of TRACKED_ACTIONS) {
    const usable = readObject(analytics, action, read, (tracking) =>
      'url' in tracking ? { url: linkOf(tracking.url) } : {},
    );
    if (!usable) return undefined;
  }
  return read;
}

/**
 * A `maybe(v.object(...))` property, read into `into` as the schema would: missing stays
 * missing, null reads as undefined, an object as `read` reads it. False where the schema would
 * refuse it (not an object, or `read` found something it refuses).
 */
function readObject(
  raw: Record<string, unknown>,
  key: string,
  into: Record<string, unknown>,
  read: (value: Record<string, unknown>) => Record<string, unknown> | undefined,
): boolean {
  if (!(key in raw)) return true;
  const value = raw[key];
  if (value === null || value === undefined) {
    into[key] = undefined;
    return true;
  }
  const object = isRecord(value) ? read(value) : undefined;
  into[key] = object;
  return object !== undefined;
}

/** The schema, with the quick reader for the usual form (`parseWith` in response.ts tries it first). */
export const gifSchema = Object.assign(schema, { quick: readGifQuickly });
