import type { Gif } from './schemas/gif.ts';

/**
 * What a tile shows and a pick inserts: an item of any kind the service returns (clips and emoji
 * are GIF objects with more fields). Here, the lowest layer that has it, so the picker, the upload
 * page and the collections share it without importing each other.
 */
export type Item = Gif & {
  duration?: number | undefined;
  video?: { assets?: Partial<Record<string, { url?: string | undefined }>> | undefined } | undefined;
  variation_count?: number | undefined;
};
