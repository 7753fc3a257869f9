/** User Object (spec 2.5). Every property may be missing. */
import * as v from 'valibot';
import { flag, text, webUrl } from './lenient.ts';

export const userSchema = v.object({
  avatar_url: webUrl,
  banner_url: webUrl,
  profile_url: webUrl,
  username: text,
  display_name: text,
  description: text,
  is_verified: flag,
});

export type User = v.InferOutput<typeof userSchema>;
