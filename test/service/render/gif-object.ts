import type { Catalogue, CatalogueItem, CatalogueUser } from '../catalogue/index.ts';
import type { Bundle } from '../http/params.ts';
import { clipAssetFileName, renditionFileName } from '../media/names.ts';
import type { AnimationMedia, ClipAssetName } from '../media/types.ts';
import { renderImages, stableHash } from './images.ts';

/** What every rendered object of one response shares. */
/**
 * Where the rendered URLs point. The real service keeps them apart (notes: service facts): the
 * API, media hosts, the analytics host and the website each have an origin of their own.
 */
export interface Origins {
  api: string;
  media: string;
  analytics: string;
  /** Pages about an item or user (`url`, `embed_url`, `profile_url`, short links); not served. */
  web: string;
}

export interface RenderContext {
  origins: Origins;
  responseId: string;
  /** Endpoint tag carried in media URLs (`ep`), e.g. `v1_gifs_search`. */
  endpoint: string;
  /** Opaque client tag carried in media URLs (`cid`), derived from the key. */
  cid: string;
  bundle: Bundle | undefined;
  catalogue: Catalogue;
  animation(id: string): AnimationMedia;
}

const CONTENT_TAG: Record<CatalogueItem['kind'], string> = { gif: 'g', sticker: 's', clip: 'v', emoji: 'e' };

/** The opaque analytics payload: which item, in which response, from which endpoint. */
export function analyticsPayload(item: CatalogueItem, ctx: RenderContext): string {
  return Buffer.from(
    `e=${ctx.endpoint}&i=${item.id}&r=${ctx.responseId}&t=${CONTENT_TAG[item.kind]}`,
  ).toString('base64url');
}

/** Reads a payload back; null when it is not one this service made. */
export function readAnalyticsPayload(payload: string): { itemId: string; responseId: string } | null {
  const text = Buffer.from(payload, 'base64url').toString('utf8');
  const fields = new URLSearchParams(text);
  const itemId = fields.get('i');
  const responseId = fields.get('r');
  if (!itemId || responseId === null || !fields.get('e')) return null;
  return { itemId, responseId };
}

export function renderUser(user: CatalogueUser, index: number, origins: Origins) {
  return {
    avatar_url: `${origins.media}/media/users/${index}/avatar.gif`,
    banner_image: `${origins.media}/media/users/${index}/banner.gif`,
    banner_url: `${origins.media}/media/users/${index}/banner.gif`,
    profile_url: `${origins.web}/${encodeURIComponent(user.username)}/`,
    username: user.username,
    display_name: user.displayName,
    description: user.description,
    instagram_url: '',
    website_url: '',
    is_verified: user.isVerified,
  };
}

/** The user real emoji carry: the verified "Emoji" channel (realworld-fixtures gjs-emoji-v2). */
function renderEmojiUser(origins: Origins) {
  return {
    avatar_url: `${origins.media}/media/users/0/avatar.gif`,
    banner_image: `${origins.media}/media/users/0/banner.gif`,
    banner_url: `${origins.media}/media/users/0/banner.gif`,
    profile_url: `${origins.web}/Emoji/`,
    username: 'Emoji',
    display_name: '',
    attribution_display_name: 'Emoji',
    description: '',
    user_type: 'partner',
    is_public: true,
    is_verified: true,
  };
}

function mediaUrl(item: CatalogueItem, ctx: RenderContext) {
  return (fileName: string) =>
    `${ctx.origins.media}/media/${item.id}/${fileName}?cid=${ctx.cid}&ep=${ctx.endpoint}&rid=${fileName}&ct=${CONTENT_TAG[item.kind]}`;
}

function renderUploadImages(item: CatalogueItem, ctx: RenderContext) {
  const upload = item.upload;
  if (!upload) return {};
  const url = mediaUrl(item, ctx)(renditionFileName('original', upload.format));
  const common = { width: String(upload.width), height: String(upload.height) };
  if (upload.format === 'gif') {
    return { original: { url, ...common, size: String(upload.size), frames: String(upload.frames) } };
  }
  return { original: { ...common, mp4: url, mp4_size: String(upload.size) } };
}

/** One GIF Object (docs/interface.md §2.3) with the real service's field names (notes: service facts). */
export function renderGif(item: CatalogueItem, ctx: RenderContext): Record<string, unknown> {
  const user = item.user === null ? undefined : ctx.catalogue.users[item.user];
  const short = `${ctx.origins.web}/s/${item.id}`;
  const lacksProperties = stableHash(`${item.id}/props`) % 100 < 3;
  const payload = analyticsPayload(item, ctx);
  const pingback = (action: string) =>
    `${ctx.origins.analytics}/v2/pingback_simple?analytics_response_payload=${encodeURIComponent(payload)}&action_type=${action}`;
  const object: Record<string, unknown> = {
    type: item.kind === 'clip' ? 'video' : item.kind === 'emoji' ? 'emoji' : 'gif',
    id: item.id,
    // A clip's page is under /clips/ on the real site (its answers' `url`), a GIF's under /gifs/.
    url: `${ctx.origins.web}/${item.kind === 'clip' ? 'clips' : 'gifs'}/${item.slug}`,
    slug: item.slug,
    bitly_gif_url: short,
    bitly_url: short,
    embed_url: `${ctx.origins.web}/embed/${item.id}`,
    username: user?.username ?? '',
    source: item.source,
    title: item.title,
    rating: item.rating,
    content_url: '',
    // Real search answers carry the item's tags (realworld-fixtures gjs-gifs).
    tags: [...item.tags],
    source_tld: item.sourceTld,
    source_post_url: item.sourcePostUrl,
    is_sticker: item.kind === 'sticker' ? 1 : 0,
    import_datetime: item.importDatetime,
    trending_datetime: item.trendingDatetime,
    create_datetime: item.createDatetime,
    update_datetime: item.updateDatetime,
    images: item.upload
      ? renderUploadImages(item, ctx)
      : renderImages(item.id, ctx.animation(item.animation), mediaUrl(item, ctx), ctx.bundle, item.kind),
    alt_text: item.altText,
    analytics_response_payload: payload,
    analytics: {
      onload: { url: pingback('SEEN') },
      onclick: { url: pingback('CLICK') },
      onsent: { url: pingback('SENT') },
    },
  };
  if (user && item.user !== null) object.user = renderUser(user, item.user, ctx.origins);
  if (item.kind === 'sticker') object.is_low_contrast = item.isLowContrast;
  if (lacksProperties) {
    // Some GIFs lack some properties (docs/interface.md §2.3): a client must not depend on these.
    delete object.alt_text;
    delete object.source_tld;
    delete object.source_post_url;
    delete object.user;
  }
  if (item.emoji) {
    object.emoji_group_id = item.emoji.groupId;
    object.variation = item.emoji.variation;
    // Real v2 bodies: emoji come from the "Emoji" channel; a variation is a sticker without a count.
    object.user = renderEmojiUser(ctx.origins);
    object.username = 'Emoji';
    if (item.emoji.variation === 'default') object.variation_count = item.emoji.variationCount;
    else {
      object.type = 'sticker';
      object.is_sticker = 1;
    }
  }
  if (item.kind === 'clip') Object.assign(object, renderClipExtras(item, ctx));
  return object;
}

function renderClipExtras(item: CatalogueItem, ctx: RenderContext) {
  const animation = ctx.animation(item.animation);
  const assets: Record<string, { width: string; height: string; url: string }> = {};
  for (const [name, asset] of Object.entries(animation.video ?? {})) {
    if (!asset) continue;
    assets[name] = {
      width: String(asset.width),
      height: String(asset.height),
      url: mediaUrl(item, ctx)(clipAssetFileName(name as ClipAssetName)),
    };
  }
  return {
    duration: animation.durationSeconds ?? 0,
    video: {
      description: item.altText,
      assets,
      captions: {
        en: { srt: mediaUrl(item, ctx)('captions-en.srt'), vtt: mediaUrl(item, ctx)('captions-en.vtt') },
      },
    },
  };
}
