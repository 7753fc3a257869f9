/**
 * Operation 10: `POST {upload_url}/v1/gifs`, multipart. Never retried automatically: a POST that
 * failed half way may have been stored, and sending it again could store the GIF twice.
 */

import { type Client, sharedParams } from '../config.ts';
import { isServiceError, ServiceError } from '../errors.ts';
import { checkUploadSource } from '../limits.ts';
import { type CallOptions, fetchResponse } from '../request.ts';
import { type RawResponse, readEnvelope } from '../response.ts';
import { type UploadResult, uploadResultSchema } from '../schemas/upload-result.ts';
import { buildUrl } from '../url.ts';
import { sendWithXhr, type UploadProgress, type XhrSpec } from '../xhr.ts';
import { readItem } from './read.ts';

export interface UploadInput extends CallOptions {
  /** The animated GIF or video (at most 100 MB); or give `sourceImageUrl`. */
  file?: Blob | undefined;
  /** File name sent with `file`; the service judges the bytes, not the name. */
  fileName?: string | undefined;
  /** URL of the image or video to fetch; or give `file`. */
  sourceImageUrl?: string | undefined;
  /** Sent comma-separated, so a tag can't contain a comma. */
  tags?: readonly string[] | undefined;
  sourcePostUrl?: string | undefined;
  /** Channel username; approved apps only (kind `forbidden` otherwise). */
  username?: string | undefined;
  /**
   * Progress of the request body. Through XMLHttpRequest it follows the bytes sent; through fetch
   * (service worker, Node) only the start and the end are known.
   */
  onProgress?: ((progress: UploadProgress) => void) | undefined;
}

/** The multipart body: the key goes in the body, not the URL, so it stays out of access logs. */
function buildForm(client: Client, input: UploadInput): FormData {
  const form = new FormData();
  const fields: [string, string | undefined][] = [
    ['api_key', client.config.apiKey],
    ['source_image_url', input.sourceImageUrl],
    ['tags', input.tags && input.tags.length > 0 ? input.tags.join(',') : undefined],
    ['source_post_url', input.sourcePostUrl],
    ['username', input.username],
    ...(sharedParams(client, ['customer_id', 'country_code', 'region']) as [string, string | undefined][]),
  ];
  for (const [name, value] of fields) if (value !== undefined && value !== '') form.append(name, value);
  if (input.file) form.append('file', input.file, input.fileName ?? 'upload.gif');
  return form;
}

/** Uploads one GIF or video and resolves with its new id. */
export async function uploadGif(client: Client, input: UploadInput): Promise<UploadResult> {
  const operation = 'upload';
  const { config } = client;
  checkUploadSource(operation, input.file, input.sourceImageUrl);
  if (input.signal?.aborted) {
    throw new ServiceError('aborted', `${operation}: cancelled`, { operation });
  }
  const url = buildUrl(operation, config.uploadUrl, '/v1/gifs', []);
  const body = buildForm(client, input);
  const timeoutMs = input.timeoutMs ?? config.uploadTimeoutMs;
  let response: RawResponse;
  try {
    const Xhr = config.XMLHttpRequest;
    const send = config.sendUpload ?? (Xhr && ((spec: XhrSpec) => sendWithXhr(Xhr, spec)));
    const sent = await send?.({
      operation,
      url,
      body,
      signal: input.signal,
      timeoutMs,
      onProgress: input.onProgress,
    });
    if (sent && 'failure' in sent)
      throw new ServiceError(sent.failure, `${operation}: ${sent.message}`, { operation });
    if (sent) {
      response = sent;
    } else {
      const total = input.file?.size ?? 0;
      input.onProgress?.({ loaded: 0, total });
      response = await fetchResponse(client, {
        operation,
        url,
        init: { method: 'POST', body },
        signal: input.signal,
        timeoutMs,
      });
      input.onProgress?.({ loaded: total, total });
    }
    return readItem(
      operation,
      uploadResultSchema,
    )(
      // Upload responses carry no `response_id` (realworld-fixtures gapi-upload-ok, iss-upload-ok).
      readEnvelope(operation, response, config.now(), { responseIdExpected: false }),
    );
  } catch (error) {
    // One request was made (or none, if it never left): uploads are not retried.
    if (isServiceError(error)) error.attempts = 1;
    throw error;
  }
}
