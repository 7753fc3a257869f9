/**
 * GIF Object (spec 2.3) with the real service's field names (notes: service facts): the short
 * link is `bitly_url` (and `bitly_gif_url`), `is_sticker` is 0/1. Only `id` is required: any
 * other property may be missing, and unknown ones are ignored.
 */
import * as v from 'valibot';
import { analyticsSchema } from './analytics.ts';
import { imagesSchema } from './images.ts';
import { flag, identifier, maybe, text, webUrl } from './lenient.ts';
import { userSchema } from './user.ts';

/** The entries every item shares; emoji and clips extend them. */
export const gifEntries = {
  type: text,
  id: identifier,
  slug: text,
  url: webUrl,
  bitly_url: webUrl,
  bitly_gif_url: webUrl,
  embed_url: webUrl,
  username: text,
  source: text,
  title: text,
  rating: text,
  content_url: text,
  source_tld: text,
  /** Shown as a link: http(s) only. */
  source_post_url: webUrl,
  is_sticker: flag,
  /** Stickers only. */
  is_low_contrast: flag,
  import_datetime: text,
  trending_datetime: text,
  create_datetime: text,
  update_datetime: text,
  images: imagesSchema,
  user: maybe(userSchema),
  alt_text: text,
  analytics_response_payload: text,
  analytics: maybe(analyticsSchema),
};

export const gifSchema = v.object(gifEntries);

export type Gif = v.InferOutput<typeof gifSchema>;
