import { describeBytes } from './checks.ts';
import type { UploadState } from './use-upload.ts';

/**
 * The bytes going up: a determinate bar while the sender reports progress (the background's
 * XMLHttpRequest), else a moving bar until the service answers; 100% once it has.
 */
export function UploadProgress(props: { state: UploadState }) {
  const { state } = props;
  if (state.phase !== 'sending' && state.phase !== 'done') return null;
  const done = state.phase === 'done';
  const known = state.phase === 'sending' && state.total > 0 && state.loaded > 0;
  const percent = done
    ? 100
    : known
      ? Math.min(100, Math.round((state.loaded / state.total) * 100))
      : undefined;
  const label = done
    ? 'Uploaded: 100%'
    : percent !== undefined
      ? `Uploading: ${percent}% of ${describeBytes(state.total)}`
      : state.total > 0
        ? `Uploading ${describeBytes(state.total)}…`
        : 'GIPHY is fetching the URL…';
  return (
    <div class="progress">
      <progress id="upload-progress" max={100} value={percent} aria-label="Upload progress" />
      <p aria-live="polite">{label}</p>
    </div>
  );
}
