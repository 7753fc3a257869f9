/**
 * Pagination Object (docs/interface.md §2.2). Emoji send `{count, offset, next_cursor}` without `total_count`;
 * `next_cursor: null` marks their last page, so it is kept apart from "absent".
 */
import * as v from 'valibot';
import { decimal } from './lenient.ts';

export const paginationSchema = v.object({
  offset: decimal,
  count: decimal,
  total_count: decimal,
  next_cursor: v.optional(v.nullable(v.union([v.number(), v.string()]))),
});

export type Pagination = v.InferOutput<typeof paginationSchema>;
