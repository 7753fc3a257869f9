/**
 * The port between the background (Chromium's service worker, which has no XMLHttpRequest) and
 * the offscreen document that sends an upload's bytes with one, so the upload page gets real
 * progress. The document is a dumb transport: it takes the encoded body out of the file hand-off
 * store, sends it where the background says, and reports progress and the answer. Both ends parse
 * what they receive.
 */
import * as v from 'valibot';

export const UPLOAD_SENDER_PORT = 'gifdrop-upload-sender';
export const UPLOAD_SENDER_PAGE = '/upload-sender.html';

const jobId = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const httpUrl = v.pipe(v.string(), v.maxLength(4096), v.url(), v.regex(/^https?:\/\//i));
const bytes = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

const jobSchema = v.variant('type', [
  v.object({
    type: v.literal('send'),
    id: jobId,
    fileToken: v.pipe(v.string(), v.uuid()),
    url: httpUrl,
    contentType: v.pipe(v.string(), v.startsWith('multipart/form-data'), v.maxLength(200)),
    timeoutMs: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  }),
  v.object({ type: v.literal('abort'), id: jobId }),
]);

const reportSchema = v.variant('type', [
  v.object({ type: v.literal('progress'), id: jobId, loaded: bytes, total: bytes }),
  v.object({
    type: v.literal('answer'),
    id: jobId,
    status: v.pipe(v.number(), v.safeInteger()),
    retryAfter: v.nullable(v.pipe(v.string(), v.maxLength(100))),
    text: v.string(),
  }),
  v.object({
    type: v.literal('failed'),
    id: jobId,
    kind: v.picklist(['network', 'timeout', 'aborted']),
    message: v.pipe(v.string(), v.maxLength(500)),
  }),
]);

/** Background → document. */
export type SenderJob = v.InferOutput<typeof jobSchema>;
/** Document → background. */
export type SenderReport = v.InferOutput<typeof reportSchema>;

export const parseJob = (value: unknown): SenderJob | undefined => {
  const result = v.safeParse(jobSchema, value);
  return result.success ? result.output : undefined;
};

export const parseReport = (value: unknown): SenderReport | undefined => {
  const result = v.safeParse(reportSchema, value);
  return result.success ? result.output : undefined;
};
