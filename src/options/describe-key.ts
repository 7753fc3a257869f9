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

/** One sentence on the key: whether one is set, whose, and what it proved to be when checked. */
export function describeKey(status: KeyStatus): string {
  if (status.source === 'none') return 'No key set.';
  const whose = status.source === 'user' ? 'Your key is set.' : "This build's development key is in use.";
  if (!status.check) return `${whose} Not checked yet.`;
  const parts = [TIERS[status.check.tier], CLIPS[status.check.clips]].filter(Boolean);
  return `${whose} It works: ${parts.join('; ')}.`;
}
