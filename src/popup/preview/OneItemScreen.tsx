import type { Item } from '../../client/index.ts';
import { t } from '../../i18n/index.ts';
import { Progress } from '../Progress.tsx';
import { ErrorState, OneItemPreview } from '../screen-parts.tsx';
import { describeNothing, describeOneItem } from './describe-one-item.ts';
import './one-item.css';
import type { OneItemKind, OneItemMode } from './one-item-requests.ts';
import type { OneItemState } from './use-one-item.ts';

export interface OneItemScreenProps {
  state: OneItemState;
  motion: boolean;
  onInsert(item: Item): void;
  onRun(mode: OneItemMode, kind: OneItemKind, text: string): void;
  onBack(): void;
  /** Shows "Another one" whatever the mode, doing this. */
  onAnother?: (() => void) | undefined;
  /** The back button's words ("Back to results"). */
  backLabel?: string | undefined;
  onSeen(item: Item): void;
}

/** The answer of translate or random in its phases: waiting, failed, nothing found, the preview. */
export function OneItemScreen(props: OneItemScreenProps) {
  const { state } = props;
  const again = () => props.onRun(state.mode, state.kind, state.text);
  const back = (
    <button type="button" class="button back" onClick={props.onBack}>
      {props.backLabel ?? t('backToResults')}
    </button>
  );
  if (state.phase === 'loading')
    return <Progress what={t('loadingSingle', describeOneItem(state.mode, state.text, state.kind))} />;
  if (state.phase === 'error')
    return (
      <>
        <ErrorState error={state.error} onRetry={again} />
        {back}
      </>
    );
  if (!state.item)
    return (
      <>
        <p class="empty">{describeNothing(state.mode, state.text, state.kind)}</p>
        {back}
      </>
    );
  return (
    <OneItemPreview
      item={state.item}
      motion={props.motion}
      onInsert={props.onInsert}
      onAgain={props.onAnother ?? again}
      another={props.onAnother !== undefined || state.mode === 'random'}
      backLabel={props.backLabel}
      onBack={props.onBack}
      onSeen={props.onSeen}
    />
  );
}
