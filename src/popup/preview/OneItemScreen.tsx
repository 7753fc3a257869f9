import type { Item } from '../../client/index.ts';
import { t } from '../../i18n/index.ts';
import { searchWordsLabel } from '../../in-page/strings.ts';
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
  /** The panel's "GIF for this text" (the page's selected words), not the box's text. */
  forText: boolean;
  /** The list behind has results to go back to. */
  hasResults: boolean;
  /** Its view pingback, in a list of its own (`listId`). */
  onSeen(item: Item, listId: number): void;
}

/** The answer of translate or random in its phases: waiting, failed, nothing found, the preview. */
export function OneItemScreen(props: OneItemScreenProps) {
  const { state } = props;
  const again = () => props.onRun(state.mode, state.kind, state.text);
  // For the page's words, Another is a random GIF tagged with them (translate gives one answer),
  // and Back is the search for them; otherwise Back goes to results only when there are some.
  const onAnother = props.forText ? () => props.onRun('random', state.kind, state.text) : undefined;
  const backLabel = props.forText ? searchWordsLabel() : props.hasResults ? undefined : t('back');
  const back = (
    <button type="button" class="button back" onClick={props.onBack}>
      {backLabel ?? t('backToResults')}
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
      onAgain={onAnother ?? again}
      another={onAnother !== undefined || state.mode === 'random'}
      backLabel={backLabel}
      onBack={props.onBack}
      // Negative: one item's list is never a feed's list (use-feed.ts counts those up from 1).
      onSeen={(item) => props.onSeen(item, -state.listId)}
    />
  );
}
