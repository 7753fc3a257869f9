/** Emoji GIF Object (docs/interface.md §2.7): a GIF with its group and variation (notes: service facts). */
import * as v from 'valibot';
import { gifEntries } from './gif.ts';
import { decimal, maybe, text } from './lenient.ts';

export const emojiSchema = v.object({
  ...gifEntries,
  emoji_group_id: maybe(v.union([v.string(), v.number()])),
  /** `default`, or `variation_01`, ... on operation 7. */
  variation: text,
  variation_count: decimal,
});

export type Emoji = v.InferOutput<typeof emojiSchema>;
