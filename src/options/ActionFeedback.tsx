import { t } from '../i18n/index.ts';
import type { ActionState } from './use-action.ts';

/**
 * Announces an action's outcome: errors through `role="alert"` (read at once), progress and
 * success through a polite live region. Both regions stay in the DOM so screen readers track them.
 */
export function ActionFeedback({ state, id }: { state: ActionState; id?: string }) {
  return (
    <div class="feedback" id={id}>
      <p role="status" class="feedback-status">
        {state.kind === 'busy' ? t('working') : state.kind === 'done' ? state.message : ''}
      </p>
      <p role="alert" class="feedback-error">
        {state.kind === 'error' ? state.message : ''}
      </p>
    </div>
  );
}
