/** Why an upload failed, in words, with what to do; the form keeps what was typed. */
/** "a minute", "3 hours": how long to wait, rounded up. */
function describeWait(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 60) return minutes === 1 ? 'a minute' : `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? 'an hour' : `${hours} hours`;
}

interface Failure {
  kind?: unknown;
  message?: unknown;
  retryAfterMs?: unknown;
}

export function describeUploadError(error: unknown, sentUsername: boolean): string {
  const failure = (typeof error === 'object' && error !== null ? error : {}) as Failure;
  switch (failure.kind) {
    case 'forbidden':
      return sentUsername
        ? 'GIPHY refused the channel username (403): only apps GIPHY approved may upload to a channel. Leave the username empty and upload again.'
        : 'GIPHY refused this key for uploads (403). Check the key in the settings.';
    case 'rate-limited': {
      const wait =
        typeof failure.retryAfterMs === 'number'
          ? ` Try again in ${describeWait(failure.retryAfterMs)}.`
          : '';
      return `This key has used its 10 uploads for today (GIPHY answered 429).${wait}`;
    }
    case 'bad-request':
      return `GIPHY refused the upload: ${String(failure.message ?? 'bad request').replace(/^upload: /, '')}`;
    case 'aborted':
      return 'The upload was cancelled.';
    case 'network':
      return 'GIPHY could not be reached. Check your connection, then upload again.';
    case 'timeout':
      return 'GIPHY did not answer in time. Upload again.';
    case 'no-key':
    case 'unauthorized':
      return 'No working API key: check the key in the GifDrop settings.';
    default:
      return `The upload failed: ${String(failure.message ?? 'unknown error')}. Upload again.`;
  }
}
