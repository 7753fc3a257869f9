/** Meta Object (docs/interface.md §2.1): present in every response, the place errors of operations 8, 9, 16-19 show. */
import * as v from 'valibot';
import { text } from './lenient.ts';

export const metaSchema = v.object({
  status: v.pipe(v.number(), v.integer()),
  msg: text,
  /** Empty on the synthetic response of docs/interface.md §7.2 (and on error bodies). */
  response_id: v.optional(v.string()),
});

export type Meta = v.InferOutput<typeof metaSchema>;
