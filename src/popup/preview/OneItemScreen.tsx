import type { Item } from '../../client/item.ts';
import { t } from '../../i18n/index.ts';
import { Progress } from '../Progress.tsx';
import { ErrorState, SinglePreview } from '../screen-parts.tsx';
import { describeNothing, describeSingle } from './describe-one-item.ts';
import './one-item.css';
import type { SingleKind, SingleMode } from './one-item-answers.ts';
import type { SingleState } from './use-one-item.ts';

export interface SingleResultProps {
  state: SingleState;
  motion: boolean;
  onInsert(item: Item): void;
  onRun(mode: SingleMode, kind: SingleKind, text: string): void;
  onBack(): void;
  /** Shows "Another one" whatever the mode, doing this. */
  onAnother?: (() => void) | undefined;
  /** The back button's words ("Back to results"). */
  backLabel?: string | undefined;
  onSeen(item: Item): void;
}

/** The answer of translate or random in its phases: waiting, failed, nothing found, the preview. */
export function SingleResult(props: SingleResultProps) {
  const { state } = props;
  const again = () => props.onRun(state.mode, state.kind, state.text);
  const back = (
    <button type="button" class="button back" onClick={props.onBack}>
      {props.backLabel ?? t('backToResults')}
    </button>
  );
  if (state.phase === 'loading')
    return <Progress what={t('loadingSingle', describeSingle(state.mode, state.text, state.kind))} />;
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
    <SinglePreview
      item={state.item}
      mode={state.mode}
      kind={state.kind}
      text={state.text}
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
