/** Category and Subcategory Objects (docs/interface.md §2.9). */
import * as v from 'valibot';
import { gifSchema } from './gif.ts';
import { listOf, maybe, text } from './lenient.ts';

export const subcategorySchema = v.object({
  name: v.string(),
  name_encoded: text,
});

export const categorySchema = v.object({
  name: v.string(),
  name_encoded: text,
  subcategories: listOf(subcategorySchema),
  /** The featured GIF. */
  gif: maybe(gifSchema),
});

export type Subcategory = v.InferOutput<typeof subcategorySchema>;
export type Category = v.InferOutput<typeof categorySchema>;
