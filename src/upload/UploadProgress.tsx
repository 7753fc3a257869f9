import { locale, t } from '../i18n/index.ts';
import { describeBytes } from './checks.ts';
import type { UploadState } from './use-upload.ts';

const formatPercent = (value: number) =>
  new Intl.NumberFormat(locale(), { style: 'percent' }).format(value / 100);

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
    ? t('uploadDone', formatPercent(100))
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
