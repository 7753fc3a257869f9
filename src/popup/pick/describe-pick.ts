import { formatNumber, t } from '../../i18n/index.ts';
import type { DeliveryOutcome } from '../../insertion/index.ts';
import type { PickResult } from './pick-result.ts';

/** What the popup says after a pick. */
export function describePick(result: PickResult): string {
  switch (result.status) {
    case 'inserted':
      if (result.placement === 'twice') return t('insertedTwice');
      if (result.pictureRefused) return t('insertedAsLink');
      return t(result.placement === 'at-end' ? 'insertedAtEnd' : 'inserted');
    case 'copied':
      return describeCopy(result);
    case 'copied-link':
      return t('copiedPaste');
    case 'frame-denied':
      return t('framesNotAllowed');
    case 'unsupported':
      return t('noInsertableLink');
    case 'failed':
      return t('insertFailed');
  }
}

/** Why the text went to the clipboard instead, when the person can do something about it. */
function describeCopy({ reason, limit, copiedPicture }: DeliveryOutcome & { status: 'copied' }): string {
  switch (reason) {
    case 'too-long':
      if (!limit) return t('copiedPaste');
      return limit.room === limit.maxLength
        ? t('copiedTooLong', formatNumber(limit.maxLength), formatNumber(limit.length))
        : t('copiedNoRoom', formatNumber(limit.room), formatNumber(limit.length));
    case 'closed-shadow-root':
      return t('copiedClosedComponent');
    case 'not-verified':
      return t('copiedNotAccepted');
    case 'partial':
      return t('copiedPartial');
    case 'altered':
      return t('copiedAltered');
    case 'reverted':
      return t('copiedReverted');
    default:
      return t(copiedPicture ? 'copiedGifPaste' : 'copiedPaste');
  }
}
