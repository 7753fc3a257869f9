/** What an upload returns (notes: service facts): `{ data: { id }, meta }`. */
import * as v from 'valibot';
import { identifier } from './lenient.ts';

export const uploadResultSchema = v.object({ id: identifier });

export type UploadResult = v.InferOutput<typeof uploadResultSchema>;
