/** Term Object (docs/interface.md §2.9): tag completions and related tags. */
import * as v from 'valibot';

export const termSchema = v.object({ name: v.string() });

export type Term = v.InferOutput<typeof termSchema>;
