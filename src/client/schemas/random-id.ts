/** Random ID Object (docs/interface.md §2.6). */
import * as v from 'valibot';
import { identifier } from './lenient.ts';

export const randomIdSchema = v.object({ random_id: identifier });

export type RandomId = v.InferOutput<typeof randomIdSchema>;
