import { locale, t } from '../i18n/index.ts';
import { describeBytes } from './checks.ts';
import type { UploadState } from './use-upload.ts';

const formatPercent = (value: number) =>
  new Intl.NumberFormat(locale(), { style: 'percent' }).format(value / 100);

/**
 * The bytes going up: a determinate bar while the sender reports progress (the background's
 * XMLHttpRequest), else a moving bar. Once every byte is sent, and until the new GIF is in hand,
 * the service is at work: "Processing on GIPHY…" under the full bar (a moving one for a URL).
 */
export function UploadProgress(props: { state: UploadState }) {
  const { state } = props;
  if (state.phase !== 'sending' && state.phase !== 'processing') return null;
  const sent = state.phase === 'processing' || (state.total > 0 && state.loaded >= state.total);
  const known = state.total > 0 && (sent || (state.phase === 'sending' && state.loaded > 0));
  const percent =
    known && state.phase === 'sending'
      ? Math.min(100, Math.round((state.loaded / state.total) * 100))
      : known
        ? 100
        : undefined;
  const label = sent
    ? t('uploadProcessing')
    : percent !== undefined
      ? t('uploadingPercent', formatPercent(percent), describeBytes(state.total))
      : state.total > 0
        ? t('uploadingBytes', describeBytes(state.total))
        : t('uploadFetchingUrl');
  return (
    <div class="progress">
      <progress id="upload-progress" max={100} value={percent} aria-label={t('uploadProgress')} />
      <p aria-live="polite">{label}</p>
    </div>
  );
}
