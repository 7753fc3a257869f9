/** User Object (docs/interface.md §2.5). Every property may be missing. */
import * as v from 'valibot';
import { entriesOf } from './lenient.ts';

/** Its properties by how they are read (lenient.ts); the quick GIF reader reads the same (gif.ts). */
export const USER_FIELDS = {
  texts: ['username', 'display_name', 'description'] as const,
  links: ['avatar_url', 'banner_url', 'profile_url'] as const,
  flags: ['is_verified'] as const,
};

export const userSchema = v.object(entriesOf(USER_FIELDS));

export type User = v.InferOutput<typeof userSchema>;
