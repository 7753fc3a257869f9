/**
 * The interface client: the only code that builds request URLs or reads response bodies.
 *
 * ```ts
 * const client = createClient({ baseUrl, uploadUrl, apiKey, customerId, rating: 'pg' });
 * const page = await searchGifs(client, text, { offset, signal });
 * const pick = chooseRendition(page.data[0].images, { width: 120, devicePixelRatio: 2 });
 * ```
 *
 * Operations are plain functions that take the client first, so a bundle carries only the ones
 * it imports. Each resolves with data checked against its schema or rejects with a
 * `ServiceError`; idempotent GETs retry transient failures (see retry.ts), uploads never do.
 */

export type { Client, ClientConfig, Rating, Sleep } from './config.ts';
export { createClient } from './config.ts';
export type { LimitName, ServiceErrorKind } from './errors.ts';
export { isServiceError, ServiceError } from './errors.ts';
export { isHttpUrl } from './http-url.ts';
export type { Item } from './item.ts';
export {
  CHANNEL_IDS_MAX,
  CHANNEL_SEARCH_LIMIT_MAX,
  CLIPS_SEARCH_OFFSET_MAX,
  CLIPS_TRENDING_OFFSET_MAX,
  IDS_PER_REQUEST,
  OFFSET_MAX,
  SEARCH_OFFSET_MAX,
  SEARCH_TEXT_MAX,
  TRENDING_OFFSET_MAX,
  UPLOAD_MAX_BYTES,
} from './limits.ts';
export { searchClips, trendingClips } from './operations/clips.ts';
export { getContent, getContents } from './operations/content.ts';
export {
  completeTag,
  getRandomId,
  listCategories,
  listRelatedTags,
  listTrendingSearches,
  searchChannels,
} from './operations/discovery.ts';
export { listEmoji, listEmojiVariations } from './operations/emojis.ts';
export type { PageOptions, RandomOptions, SearchOptions } from './operations/gifs.ts';
export {
  randomGif,
  randomSticker,
  searchGifs,
  searchStickers,
  translateGif,
  translateSticker,
  trendingGifs,
  trendingStickers,
} from './operations/gifs.ts';
export { getGif, getGifs } from './operations/gifs-by-id.ts';
export type { Page } from './operations/read.ts';
export type { UploadInput } from './operations/upload.ts';
export { uploadGif } from './operations/upload.ts';
export type { FetchPage, PageLike, Paginator, PaginatorOptions } from './paginate.ts';
export { createPaginator } from './paginate.ts';
export { RENDITION_NAMES } from './rendition-names.ts';
export type { ChosenRendition, MediaFormat, RenditionRequest } from './renditions.ts';
export { chooseRendition } from './renditions.ts';
export type { CallOptions } from './request.ts';
export type { RawResponse } from './response.ts';
export type { RetryPolicy } from './retry.ts';
export type { Analytics, TrackedAction } from './schemas/analytics.ts';
export type { Category, Subcategory } from './schemas/category.ts';
export type { Channel } from './schemas/channel.ts';
export type { ChannelTag } from './schemas/channel-tag.ts';
export type { Clip, Content } from './schemas/clip.ts';
export type { Emoji } from './schemas/emoji.ts';
export type { Gif } from './schemas/gif.ts';
export type { Images, Rendition, RenditionName } from './schemas/images.ts';
export type { Meta } from './schemas/meta.ts';
export type { Pagination } from './schemas/pagination.ts';
export type { RandomId } from './schemas/random-id.ts';
export type { Term } from './schemas/term.ts';
export type { UploadResult } from './schemas/upload-result.ts';
export type { User } from './schemas/user.ts';
export type { RegisterOptions, TrackingParams } from './tracking.ts';
export { buildTrackingUrl, readMetaStatus, registerAction } from './tracking.ts';
export type { UploadProgress, UploadSender, XhrFailure, XhrSpec } from './xhr.ts';
export { encodeBody, sendWithXhr } from './xhr.ts';
