import { CLIP_OPERATIONS } from './clips.ts';
import type { Operation } from './context.ts';
import { DISCOVERY_OPERATIONS } from './discovery.ts';
import { EMOJI_OPERATIONS } from './emoji.ts';
import { GIF_ID_OPERATIONS, GIF_OPERATIONS } from './gifs.ts';

/**
 * Every operation of the API address, in matching order: the fixed `/v1/gifs/...` paths come
 * before `/v1/gifs/{gif_id}` so that `trending` is never read as an id.
 */
export const API_OPERATIONS: Operation[] = [
  ...GIF_OPERATIONS,
  ...DISCOVERY_OPERATIONS,
  ...EMOJI_OPERATIONS,
  ...CLIP_OPERATIONS,
  ...GIF_ID_OPERATIONS,
];
