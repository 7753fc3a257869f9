/**
 * The parts requests are built from, with their limits. Messages come from other contexts, so
 * nothing about their shape is taken on trust; limits the client checks itself (search text
 * length, ids per request) are left to it.
 */
import * as v from 'valibot';

export const kind = v.picklist(['gifs', 'stickers']);
export const count = v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0)));
export const paging = { limit: count, offset: count };
export const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
export const id = v.pipe(v.string(), v.minLength(1), v.maxLength(200));
export const ids = v.pipe(v.array(id), v.maxLength(1000));
export const empty = v.object({});
export const itemRef = {
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'is not an item id')),
  kind: v.picklist(['gif', 'sticker', 'clip', 'emoji']),
};
export const httpUrl = v.pipe(v.string(), v.maxLength(4096), v.url(), v.regex(/^https?:\/\//i));
