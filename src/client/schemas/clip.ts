/**
 * Clip (video) items (notes: service facts): a GIF Object with `type: "video"`, a duration and
 * the video assets. Content operations (18, 19) return GIFs, stickers or clips, so they read
 * every item with this schema: its video members are optional.
 */
import * as v from 'valibot';
import { isHttpUrl } from '../http-url.ts';
import { gifEntries } from './gif.ts';
import { imagesSchema } from './images.ts';
import { decimal, maybe, text, webUrl } from './lenient.ts';

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

/** `video.native`: a URL, or an asset with one (the published type does not say); http(s) only. */
const nativeSchema = v.pipe(
  v.nullish(v.unknown()),
  v.transform((value) => {
    const asset = v.safeParse(assetSchema, value);
    const url = typeof value === 'string' ? value : asset.success ? asset.output.url : undefined;
    return typeof url === 'string' && isHttpUrl(url) ? url : undefined;
  }),
);

/**
 * The clip's `video` object as GIPHY's published type has it: the streaming manifests, the
 * native file and still/preview renditions sit inside `video`, beside the assets and captions.
 */
const videoSchema = v.object({
  description: text,
  assets: assetsSchema,
  captions: maybe(v.record(v.string(), v.object({ srt: webUrl, vtt: webUrl }))),
  hls_manifest_url: webUrl,
  dash_manifest_url: webUrl,
  native: nativeSchema,
  previews: imagesSchema,
});

export const clipSchema = v.object({
  ...gifEntries,
  /** Seconds. */
  duration: decimal,
  video: maybe(videoSchema),
  /** Older bodies put the manifests at the top level; `video` holds them in the published type. */
  hls_manifest_url: webUrl,
  dash_manifest_url: webUrl,
});

export type Clip = v.InferOutput<typeof clipSchema>;
/** What content operations return: a GIF, sticker or clip. */
export type Content = Clip;
