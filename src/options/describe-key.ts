import { type MessageKey, t } from '../i18n/index.ts';
import type { KeyCheck, KeyStatus } from '../messaging/index.ts';

const TIERS: Record<KeyCheck['tier'], MessageKey | ''> = {
  production: '',
  beta: 'keyTierBeta',
  'rate-limited': 'keyTierRateLimited',
  unknown: '',
};

const CLIPS: Record<KeyCheck['clips'], MessageKey> = {
  approved: 'keyClipsApproved',
  'not-approved': 'keyClipsNotApproved',
  unknown: 'keyClipsUnknown',
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
  if (status.source === 'none') return t('keyNone');
  const whose = t(
    status.source === 'user' ? 'keyYours' : buildKey === 'publisher' ? 'keyPublisher' : 'keyDevelopment',
  );
  if (!status.check) return t('keyNotChecked', whose);
  const tier = TIERS[status.check.tier];
  const clips = t(CLIPS[status.check.clips]);
  return tier ? t('keyWorksTier', whose, t(tier), clips) : t('keyWorks', whose, clips);
}
