/** Channel Tag (docs/interface.md §2.11). */
import * as v from 'valibot';
import { decimal } from './lenient.ts';

export const channelTagSchema = v.object({
  id: decimal,
  channel: decimal,
  rank: decimal,
  tag: v.string(),
});

export type ChannelTag = v.InferOutput<typeof channelTagSchema>;
