import { locale, type MessageKey, t } from '../i18n/index.ts';
import type { KeyCheck, KeyStatus } from '../messaging/index.ts';

const TIERS: Record<Exclude<KeyCheck['tier'], 'rate-limited'>, MessageKey | ''> = {
  production: '',
  beta: 'keyTierBeta',
  unknown: '',
};

/**
 * A moment as the person reads it: the time alone today, with the date on another day; its spaces
 * do not break, so "3:03 AM" never ends a line with "AM" alone.
 */
function describeMoment(ms: number, now: number): string {
  const sameDay = new Date(ms).toDateString() === new Date(now).toDateString();
  const style = sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' };
  return new Intl.DateTimeFormat(locale(), style as Intl.DateTimeFormatOptions)
    .format(ms)
    .replace(/ /g, '\u00a0');
}

const CLIPS: Record<KeyCheck['clips'], MessageKey> = {
  approved: 'keyClipsApproved',
  'not-approved': 'keyClipsNotApproved',
  unknown: 'keyClipsUnknown',
};

/**
 * One sentence on the key: whether one is set, whose, and what it proved to be when checked. A
 * build's key is the development key (development and test builds) or the publisher's key a
 * production build was made with; a key the person sets takes its place. A key whose requests are
 * used up (429) is said to be valid, with when it can be used again.
 */
export function describeKey(
  status: KeyStatus,
  buildKey: 'development' | 'publisher' = 'development',
  now: number = Date.now(),
): string {
  if (status.source === 'none') return t('keyNone');
  const whose = t(
    status.source === 'user' ? 'keyYours' : buildKey === 'publisher' ? 'keyPublisher' : 'keyDevelopment',
  );
  if (!status.check) return t('keyNotChecked', whose);
  // A 429 proves the key valid; its budget is spent until the service's `Retry-After`, if it said.
  if (status.check.tier === 'rate-limited') {
    const { usableAfter } = status.check;
    return usableAfter === undefined
      ? t('keyValidLimited', whose)
      : t('keyValidLimitedUntil', whose, describeMoment(usableAfter, now));
  }
  const tier = TIERS[status.check.tier];
  const clips = t(CLIPS[status.check.clips]);
  return tier ? t('keyWorksTier', whose, t(tier), clips) : t('keyWorks', whose, clips);
}
