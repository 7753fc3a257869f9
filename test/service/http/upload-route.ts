import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { CatalogueItem } from '../catalogue/index.ts';
import { formatDatetime } from '../catalogue/index.ts';
import { normalize } from '../catalogue/search-index.ts';
import type { KeyKind } from '../keys.ts';
import { runFfmpeg } from '../media/ffmpeg.ts';
import { probeGif, probeMp4 } from '../media/probe.ts';
import type { ServiceState } from '../state.ts';
import type { LoggedRequest, RecordedUpload } from '../types.ts';
import type { World } from '../world.ts';
import { ApiError, badRequest, keyError } from './api-error.ts';
import { keyKindOf } from './api-handler.ts';
import { sendTruncated } from './faults.ts';
import { Params } from './params.ts';
import { meta, sendJson, sleep, splitUrl } from './respond.ts';
import { fetchSourceImage, readUploadBody } from './upload-body.ts';

type Sniffed = RecordedUpload['contentType'];

/** What the bytes are: an animated GIF or a video container; anything else is refused. */
export function sniffUpload(bytes: Buffer): Sniffed {
  const head = bytes.subarray(0, 12).toString('latin1');
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) {
    let frames = 0;
    try {
      frames = probeGif(bytes).frames;
    } catch {
      throw badRequest('the file is a broken GIF');
    }
    if (frames < 2) throw badRequest('the GIF is not animated');
    return 'image/gif';
  }
  if (head.slice(4, 8) === 'ftyp') return head.slice(8, 10) === 'qt' ? 'video/quicktime' : 'video/mp4';
  if (bytes.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))) return 'video/webm';
  throw badRequest('the file is neither an animated GIF nor a video');
}

export interface UploadDeps {
  world: World;
  state: ServiceState;
  keys: Record<KeyKind, string>;
  uploadDir: string;
}

/**
 * Operation 10, `POST {upload_url}/v1/gifs`. The uploaded item serves the uploaded file as its
 * `original` rendition (videos are re-encoded to MP4) and is found by its tags at once.
 */
export async function handleUpload(
  deps: UploadDeps,
  req: IncomingMessage,
  res: ServerResponse,
  entry: LoggedRequest,
  truncate = false,
  processingMs = 0,
) {
  if (req.method !== 'POST') throw new ApiError(405, 'Method Not Allowed: upload takes POST');
  const id = randomBytes(9).toString('base64url');
  const temp = join(deps.uploadDir, `${id}.part`);
  try {
    const query = new Params(splitUrl(req).rawQuery);
    // Refuse a bad key before reading a body of up to 100 MB.
    const queryKey = keyKindOf(deps.keys, query.get('api_key'));
    if (query.has('api_key') && queryKey === null) throw keyError(query.get('api_key'));
    if (queryKey !== null) refuseOverQuota(deps, query.get('api_key') as string, queryKey);
    const body = await readUploadBody(req, temp);
    if (processingMs > 0) await sleep(processingMs);
    const params = query.withFields(body.fields);
    const apiKey = params.get('api_key');
    const keyKind = keyKindOf(deps.keys, apiKey);
    entry.keyKind = keyKind;
    if (keyKind === null || apiKey === undefined) {
      throw keyError(apiKey);
    }
    const policy = deps.state.policies[keyKind];
    refuseOverQuota(deps, apiKey, keyKind);
    const username = params.get('username') || null;
    if (username !== null && !policy.channelUploadAllowed) {
      throw new ApiError(403, 'Forbidden: a channel username needs an approved application');
    }
    const sourcePostUrl = params.get('source_post_url') || null;
    if (sourcePostUrl !== null && !/^https?:\/\/\S+$/.test(sourcePostUrl))
      throw badRequest('source_post_url is not a URL');
    params.checkLocation();
    const sourceUrl = params.get('source_image_url');
    if (!body.file && !sourceUrl) throw badRequest('send either file or source_image_url');
    const bytes = body.file ? await readFile(body.file.path) : await fetchSourceImage(sourceUrl as string);
    const contentType = sniffUpload(bytes);
    const now = Date.now();
    const tags = (params.get('tags') ?? '')
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean);
    const item = await storeUpload(deps, id, bytes, contentType, tags, username, sourcePostUrl);
    deps.world.addItem(item);
    deps.state.countUpload(apiKey, now);
    deps.state.uploads.push({
      time: now,
      id,
      via: body.file ? 'file' : 'source_image_url',
      contentType,
      bytes: bytes.length,
      tags,
      username,
      sourcePostUrl,
      keyKind,
    });
    const responseId = randomBytes(20).toString('hex');
    const answer = { data: { id }, meta: meta(200, 'OK', responseId) };
    if (truncate) sendTruncated(res, answer);
    else sendJson(res, 200, answer);
  } finally {
    await rm(temp, { force: true });
  }
}

/** docs/interface.md §8: a rate-limited key's eleventh upload of the day answers 429 with `Retry-After`. */
function refuseOverQuota(deps: UploadDeps, apiKey: string, keyKind: KeyKind): void {
  const wait = deps.state.uploadWait(apiKey, deps.state.policies[keyKind], Date.now());
  if (wait !== null) throw new ApiError(429, 'Upload limit exceeded', { 'retry-after': String(wait) });
}

async function storeUpload(
  deps: UploadDeps,
  id: string,
  bytes: Buffer,
  contentType: Sniffed,
  tags: string[],
  username: string | null,
  sourcePostUrl: string | null,
): Promise<CatalogueItem> {
  let file: string;
  let probe: { width: number; height: number; frames: number };
  let format: 'gif' | 'mp4';
  if (contentType === 'image/gif') {
    file = `${id}.gif`;
    format = 'gif';
    await writeFile(join(deps.uploadDir, file), bytes);
    probe = probeGif(bytes);
  } else {
    file = `${id}.mp4`;
    format = 'mp4';
    const input = join(deps.uploadDir, `${id}.input`);
    await writeFile(input, bytes);
    try {
      // Browsers play H.264 MP4 everywhere; other containers are re-encoded once here.
      await runFfmpeg([
        '-i',
        input,
        '-an',
        '-c:v',
        'libx264',
        '-pix_fmt',
        'yuv420p',
        '-vf',
        'scale=trunc(iw/2)*2:trunc(ih/2)*2',
        '-movflags',
        '+faststart',
        `${input}.mp4`,
      ]);
      await rename(`${input}.mp4`, join(deps.uploadDir, file));
    } catch {
      throw badRequest('the video could not be decoded');
    } finally {
      await rm(input, { force: true });
    }
    const encoded = await readFile(join(deps.uploadDir, file));
    probe = { ...probeMp4(encoded), frames: 0 };
    bytes = encoded;
  }
  const userIndex =
    username === null
      ? -1
      : deps.world.catalogue.users.findIndex((user) => normalize(user.username) === normalize(username));
  const now = formatDatetime(Date.now());
  const title = tags.length > 0 ? `${tags.join(' ')} GIF` : 'Uploaded GIF';
  return {
    id,
    kind: 'gif',
    slug: `${tags
      .join('-')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .toLowerCase()}-${id}`,
    title,
    altText: title,
    tags,
    lang: 'en',
    rating: 'g',
    user: userIndex >= 0 ? userIndex : null,
    animation: '',
    source: sourcePostUrl ?? '',
    sourceTld: sourcePostUrl ? new URL(sourcePostUrl).host : '',
    sourcePostUrl: sourcePostUrl ?? '',
    createDatetime: now,
    importDatetime: now,
    updateDatetime: now,
    trendingDatetime: '0000-00-00 00:00:00',
    trendingRank: null,
    popularity: 0,
    isLowContrast: false,
    emoji: null,
    upload: {
      file,
      format,
      width: probe.width,
      height: probe.height,
      size: bytes.length,
      frames: probe.frames,
    },
  };
}
