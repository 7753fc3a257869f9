/**
 * Channel Object (docs/interface.md §2.10). `ancestors` (and the real service's `children`) hold channels
 * again; they are read one level deep, which is all the service sends and keeps the type plain.
 */
import * as v from 'valibot';
import { channelTagSchema } from './channel-tag.ts';
import { gifSchema } from './gif.ts';
import { decimal, flag, listOf, maybe, text, webUrl, wholeNumber } from './lenient.ts';
import { userSchema } from './user.ts';

const channelEntries = {
  id: wholeNumber,
  /** Relative, e.g. `/name`. */
  url: text,
  display_name: text,
  parent: decimal,
  slug: text,
  /** `community` or `editorial`. */
  type: text,
  /** `gif`, `sticker`, `channel_gif` or `channel_sticker`. */
  content_type: text,
  user: maybe(userSchema),
  banner_image: webUrl,
  short_display_name: text,
  description: text,
  metadata_description: text,
  has_children: flag,
  /** Deprecated (docs/interface.md §9.3). */
  is_visible: flag,
  is_private: flag,
  /** Deprecated (docs/interface.md §9.3). */
  is_live: flag,
  featured_gif: maybe(gifSchema),
  screensaver_gif: text,
  tags: listOf(channelTagSchema),
  syncable_tags: listOf(channelTagSchema),
  live_since_datetime: text,
  live_until_datetime: text,
  analytics_response_payload: text,
};

const relatedChannelSchema = v.object(channelEntries);

export const channelSchema = v.object({
  ...channelEntries,
  ancestors: listOf(relatedChannelSchema),
  children: listOf(relatedChannelSchema),
});

export type Channel = v.InferOutput<typeof channelSchema>;
