import type { KeyCheck, KeyStatus } from '../messaging/index.ts';

const TIERS: Record<KeyCheck['tier'], string> = {
  production: '',
  beta: 'beta key: at most 50 results per search',
  'rate-limited': 'rate-limited right now, so not fully checked',
  unknown: '',
};

const CLIPS: Record<KeyCheck['clips'], string> = {
  approved: 'clips approved',
  'not-approved': 'clips not approved (403 on clips)',
  unknown: 'clips not checked',
};

/**
 * One sentence on the key: whether one is set, whose, and what it proved to be when checked. A
 * build's key is the development key (development and test builds) or the publisher's key a
 * production build was made with; a key the person sets takes its place.
 */
export function describeKey(
  status: KeyStatus,
  buildKey: 'development' | 'publisher' = 'development',
): string {
  if (status.source === 'none')
    return 'No key set. Emoji work without one; GIFs, stickers and clips need one.';
  const whose =
    status.source === 'user'
      ? 'Your key is set.'
      : buildKey === 'publisher'
        ? 'GifDrop’s own key is in use (set yours to use your own limits).'
        : "This build's development key is in use.";
  if (!status.check) return `${whose} Not checked yet.`;
  const parts = [TIERS[status.check.tier], CLIPS[status.check.clips]].filter(Boolean);
  return `${whose} It works: ${parts.join('; ')}.`;
}
