/**
 * Clip (video) items (notes: service facts): a GIF Object with `type: "video"`, a duration and
 * the video assets. Content operations (18, 19) answer GIFs, stickers or clips, so they read
 * every item with this schema: its video members are optional.
 */
import * as v from 'valibot';
import { gifEntries } from './gif.ts';
import { decimal, isHttpUrl, maybe, text, webUrl } from './lenient.ts';

const assetSchema = v.object({ width: decimal, height: decimal, url: webUrl });
type Asset = v.InferOutput<typeof assetSchema>;

/** Video assets by name (`360p`, `480p`, `720p`, `1080p`, `4k`); one without an http(s) URL is dropped. */
const assetsSchema = v.nullish(
  v.pipe(
    v.record(v.string(), v.unknown()),
    v.transform((raw) => {
      const assets: Partial<Record<string, Asset & { url: string }>> = {};
      for (const [name, value] of Object.entries(raw)) {
        const parsed = v.safeParse(assetSchema, value);
        const url = parsed.success ? parsed.output.url : undefined;
        if (parsed.success && url !== undefined && isHttpUrl(url)) assets[name] = { ...parsed.output, url };
      }
      return assets;
    }),
  ),
  () => ({}),
);

const videoSchema = v.object({
  description: text,
  assets: assetsSchema,
  captions: maybe(v.record(v.string(), v.object({ srt: webUrl, vtt: webUrl }))),
});

export const clipSchema = v.object({
  ...gifEntries,
  /** Seconds. */
  duration: decimal,
  video: maybe(videoSchema),
  hls_manifest_url: webUrl,
  dash_manifest_url: webUrl,
});

export type Clip = v.InferOutput<typeof clipSchema>;
/** What content operations answer: a GIF, sticker or clip. */
export type Content = Clip;
