/**
 * What the upload page checks before sending anything, each with a message that says what to do.
 * The service would refuse these too, but only after the bytes went up (up to 100 MB).
 */
import { locale, t } from '../i18n/index.ts';

/**
 * docs/interface.md §8: 100 MB. The client's `UPLOAD_MAX_BYTES`, not imported: this page would otherwise share one
 * more small chunk with the popup, which pays for every chunk it loads.
 */
const UPLOAD_MAX_BYTES = 100 * 1024 * 1024;

export type MediaType = 'gif' | 'mp4' | 'quicktime' | 'webm';

/** The file's type by its first bytes (not its name): GIF, MP4, QuickTime, WebM; else null. */
export function sniffMediaType(head: Uint8Array): MediaType | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (ascii(0, 6) === 'GIF89a' || ascii(0, 6) === 'GIF87a') return 'gif';
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return 'webm';
  if (ascii(4, 8) === 'ftyp') return ascii(8, 10) === 'qt' ? 'quicktime' : 'mp4';
  if (ascii(4, 8) === 'moov' || ascii(4, 8) === 'mdat' || ascii(4, 8) === 'wide') return 'quicktime';
  return null;
}

/** "0 bytes", "640 bytes", "12 kB", "12.5 MB": a size under a kilobyte in bytes, never rounded up. */
export function describeBytes(bytes: number): string {
  if (bytes < 1000)
    return new Intl.NumberFormat(locale(), { style: 'unit', unit: 'byte', unitDisplay: 'long' }).format(
      bytes,
    );
  const [value, unit] =
    bytes < 1_000_000 ? [Math.round(bytes / 1000), 'kilobyte'] : [bytes / 1_000_000, 'megabyte'];
  return new Intl.NumberFormat(locale(), {
    style: 'unit',
    unit,
    maximumFractionDigits: unit === 'megabyte' ? 1 : 0,
    minimumFractionDigits: unit === 'megabyte' ? 1 : 0,
  }).format(value);
}

export interface UploadForm {
  file: { size: number; name: string; type: MediaType | null } | null;
  url: string;
  username: string;
}

export interface KeyAbilities {
  /** False when the key is known not to be an approved app's (a username would get 403). */
  approved: boolean | 'unknown';
  /** Uploads left today on a rate-limited key; undefined when unknown or unlimited. */
  uploadsLeft?: number | undefined;
}

/** The first reason not to send the form, or null when it may go. */
export function checkUploadForm(form: UploadForm, key: KeyAbilities): string | null {
  if (!form.file && form.url.trim() === '') return t('uploadNothingChosen');
  if (form.file) {
    if (form.file.size > UPLOAD_MAX_BYTES)
      return t('uploadTooBig', form.file.name, describeBytes(form.file.size));
    if (form.file.size === 0) return t('uploadEmptyFile', form.file.name);
    if (!form.file.type) return t('uploadNotMedia', form.file.name);
  } else {
    const url = form.url.trim();
    let parsed: URL | undefined;
    try {
      parsed = new URL(url);
    } catch {
      return t('uploadNotUrl', url);
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
      return t('uploadBadScheme', parsed.protocol);
  }
  if (form.username.trim() !== '' && key.approved === false) return t('uploadUsernameNotApproved');
  if (key.uploadsLeft === 0) return t('uploadQuotaUsed');
  return null;
}
