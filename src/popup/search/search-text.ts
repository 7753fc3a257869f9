/**
 * The search box's limit: the service counts the text in code points (docs/interface.md §8: 50 characters), but
 * `maxlength` counts UTF-16 units, so an emoji would count twice there. The box enforces it here.
 */
import { SEARCH_TEXT_MAX } from '../../client/limits.ts';
import { formatNumber, t } from '../../i18n/index.ts';

/** From this many code points on, the box shows how many are left. */
export const COUNTER_FROM = 40;

/** The text cut to at most 50 code points (never splitting a surrogate pair). */
export function clampSearchText(text: string): string {
  const points = Array.from(text);
  return points.length > SEARCH_TEXT_MAX ? points.slice(0, SEARCH_TEXT_MAX).join('') : text;
}

/** "42/50" near the limit, else null. */
export function describeSearchLength(text: string): string | null {
  const length = Array.from(text).length;
  return length >= COUNTER_FROM
    ? t('searchCounter', formatNumber(length), formatNumber(SEARCH_TEXT_MAX))
    : null;
}
