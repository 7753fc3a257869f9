import { t } from '../../i18n/index.ts';
import { oneItemLabels } from '../preview/one-item-requests.ts';
import type { TabSettings } from '../tab-settings.ts';

export interface ActionRowProps {
  view: TabSettings;
  text: string;
  /** Categories are open (GIFs tab, empty box). */
  browsing: boolean | undefined;
  sound: boolean;
  /** Clips cannot be shown with this key: no sound control. */
  noClips: boolean | undefined;
  onTranslate(): void;
  onRandom(): void;
  onBrowse(open: boolean): void;
  onSound(on: boolean): void;
}

/**
 * The row under the box: what the view offers besides search. GIFs and stickers: one item for
 * the phrase, a random one, categories (GIFs). Clips: the sound control. Emoji: what the box
 * does there. Favorites: how to arrange them. One fixed height in every view, so switching tabs
 * moves nothing.
 */
export function ActionRow(props: ActionRowProps) {
  const { view, text } = props;
  if (view.single) {
    const labels = oneItemLabels(view.single);
    return (
      <div class="action-row">
        <button
          type="button"
          class="chip"
          disabled={text.trim() === ''}
          title={
            text.trim() === ''
              ? t('typePhraseFirst')
              : t(view.single === 'gifs' ? 'translateHintGif' : 'translateHintSticker')
          }
          onClick={props.onTranslate}
        >
          {labels.translate}
        </button>
        <button type="button" class="chip" title={labels.randomHint} onClick={props.onRandom}>
          {labels.random}
        </button>
        {view.categories && (
          <button
            type="button"
            class="chip"
            aria-pressed={props.browsing}
            disabled={text !== ''}
            title={text !== '' ? t('emptyBoxForCategories') : undefined}
            onClick={() => props.onBrowse(!props.browsing)}
          >
            {t('categories')}
          </button>
        )}
      </div>
    );
  }
  if (view.clips && !props.noClips)
    return (
      <div class="action-row">
        <button
          type="button"
          class="chip sound"
          aria-pressed={props.sound}
          onClick={() => props.onSound(!props.sound)}
        >
          <SpeakerIcon on={props.sound} /> {t('sound')}
        </button>
        <span class="action-hint">{props.sound ? t('soundOnHint') : t('soundOffHint')}</span>
      </div>
    );
  const hint =
    view.id === 'emoji' ? t('emojiVariationsHint') : view.id === 'favorites' ? t('arrangeHint') : '';
  return (
    <div class="action-row">
      <span class="action-hint">{hint}</span>
    </div>
  );
}

function SpeakerIcon(props: { on: boolean }) {
  return (
    <svg class="icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      <path d="M2 6h3l4-3v10L5 10H2z" fill="currentColor" />
      {props.on ? (
        <path
          d="M11 5.5a3.5 3.5 0 0 1 0 5M12.5 3.5a6 6 0 0 1 0 9"
          fill="none"
          stroke="currentColor"
          stroke-width="1.5"
        />
      ) : (
        <path d="M11 6l4 4M15 6l-4 4" stroke="currentColor" stroke-width="1.5" />
      )}
    </svg>
  );
}
