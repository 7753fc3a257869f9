/**
 * The limits of docs/interface.md §8, checked before anything is sent: a request that would break one
 * costs a round trip and (on a rate-limited key) part of the budget for nothing.
 */
import { limitError } from './errors.ts';

/** docs/interface.md §4.3/§8: search and clips search text, in Unicode code points (the reference counts those). */
export const SEARCH_TEXT_MAX = 50;
/** docs/interface.md §4.3: `channel_ids` in search. */
export const CHANNEL_IDS_MAX = 5;
/** docs/interface.md §4.3: `ids` of operation 9 (used for 19 too); longer lists go out in batches this size. */
export const IDS_PER_REQUEST = 100;
/** docs/interface.md §8: 100 MB, read as MiB like the reference service (test/service/README.md, Upload). */
export const UPLOAD_MAX_BYTES = 100 * 1024 * 1024;
/** docs/interface.md §8: the one `limit` maximum that holds for every key. */
export const CHANNEL_SEARCH_LIMIT_MAX = 50;

/**
 * The largest `offset` of each paginated operation. Trending and search are the contract's
 * (docs/interface.md §8); the others are the reference service's documented choices (test/service/README.md,
 * Limits). A larger offset means "no more results": the operation returns an empty page without
 * a request. Emoji (cursor pagination) have none. Those the popup's lists stop at are named one by
 * one: its bundle then carries four numbers, not the table (the popup's bytes are budgeted).
 */
export const TRENDING_OFFSET_MAX = 499;
export const SEARCH_OFFSET_MAX = 4999;
export const CLIPS_TRENDING_OFFSET_MAX = 499;
export const CLIPS_SEARCH_OFFSET_MAX = 4999;
export const OFFSET_MAX = {
  trending: TRENDING_OFFSET_MAX,
  search: SEARCH_OFFSET_MAX,
  clipsTrending: CLIPS_TRENDING_OFFSET_MAX,
  clipsSearch: CLIPS_SEARCH_OFFSET_MAX,
  tagCompletions: 4999,
  channelSearch: 4999,
} as const;

/** Length in code points: an emoji is one character to the user and to the service. */
export function countCodePoints(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/** Refuses a search text over 50 code points (the service would respond 414). */
export function checkSearchText(operation: string, text: string): void {
  if (countCodePoints(text) > SEARCH_TEXT_MAX) {
    throw limitError(
      operation,
      'search-text',
      `${operation}: the search text is longer than ${SEARCH_TEXT_MAX} characters`,
      'too-long',
    );
  }
}

/** `channel_ids` as the service takes it (comma-separated integers), or undefined when none. */
export function joinChannelIds(operation: string, ids: readonly number[] | undefined): string | undefined {
  if (!ids || ids.length === 0) return undefined;
  if (ids.length > CHANNEL_IDS_MAX) {
    throw limitError(operation, 'channel-ids', `${operation}: at most ${CHANNEL_IDS_MAX} channel ids`);
  }
  if (!ids.every((id) => Number.isSafeInteger(id) && id >= 0)) {
    throw limitError(operation, 'channel-ids', `${operation}: channel ids are non-negative integers`);
  }
  return ids.join(',');
}

/** A `limit` that is a positive integer within `max`; undefined keeps the service's default. */
export function checkPageSize(
  operation: string,
  limit: number | undefined,
  max = Infinity,
): number | undefined {
  if (limit === undefined) return undefined;
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > max) {
    throw limitError(operation, 'page-size', `${operation}: limit must be an integer from 1 to ${max}`);
  }
  return limit;
}

/** An `offset` that is a non-negative integer; undefined keeps the default (0). */
export function checkOffset(operation: string, offset: number | undefined): number | undefined {
  if (offset === undefined) return undefined;
  if (!Number.isSafeInteger(offset) || offset < 0) {
    throw limitError(operation, 'offset', `${operation}: offset must be a non-negative integer`);
  }
  return offset;
}

/** Identifiers in batches the service accepts, in the order given. */
export function splitIntoBatches<T>(items: readonly T[], size = IDS_PER_REQUEST): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}

/** Refuses ids that can't be sent in a comma-separated list. */
export function checkIds(operation: string, ids: readonly string[]): void {
  if (ids.some((id) => id === '' || id.includes(','))) {
    throw limitError(operation, 'ids', `${operation}: an id is empty or contains a comma`);
  }
}

/** docs/interface.md §4.3/§8: exactly one of file and source URL, and a file of at most 100 MB. */
export function checkUploadSource(
  operation: string,
  file: { size: number } | undefined,
  sourceImageUrl: string | undefined,
): void {
  const hasUrl = sourceImageUrl !== undefined && sourceImageUrl !== '';
  if ((file === undefined) === !hasUrl) {
    throw limitError(operation, 'upload-source', `${operation}: give either a file or a source URL`);
  }
  if (file && file.size > UPLOAD_MAX_BYTES) {
    throw limitError(operation, 'upload-size', `${operation}: the file is larger than 100 MB`);
  }
}
