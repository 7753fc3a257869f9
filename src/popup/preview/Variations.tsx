import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { isHttpUrl } from '../../client/http-url.ts';
import type { Item } from '../../client/index.ts';
import { chooseRendition } from '../../client/renditions.ts';
import { isRtl, t } from '../../i18n/index.ts';
import { sendToBackground } from '../../messaging/index.ts';
// Styles of a screen loaded when first shown (lazy chunk), not on every open.
import './variations.css';

/**
 * The variations of an emoji (skin tones, styles), opened from its tile: the emoji itself first,
 * then each variation; choosing one picks it. Escape closes and returns to the grid.
 */
export function Variations(props: { emoji: Item; onPick(item: Item): void; onClose(): void }) {
  const [variations, setVariations] = useState<readonly Item[] | null>(null);
  const [failed, setFailed] = useState(false);
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    let live = true;
    sendToBackground({ type: 'listEmojiVariations', id: props.emoji.id }).then(
      (found) => live && setVariations(found),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [props.emoji.id]);
  // Before the list is painted: a key pressed as it appears (Escape) is the panel's, not the grid's.
  useLayoutEffect(() => {
    if (variations) first.current?.focus();
  }, [variations]);
  const items = [props.emoji, ...(variations ?? [])];
  return (
    <section
      class="variations-panel"
      aria-label={props.emoji.title ? t('variationsOf', props.emoji.title) : t('variationsOfThis')}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          props.onClose();
          return;
        }
        // Arrow keys move along the strip (leftwards is later when the page reads right to left).
        const step =
          (event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0) * (isRtl() ? -1 : 1);
        const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>('.variation')];
        const at = buttons.indexOf(event.target as HTMLElement);
        if (!step || at < 0) return;
        event.preventDefault();
        buttons[(at + step + buttons.length) % buttons.length]?.focus();
      }}
    >
      {failed && <p>{t('variationsFailed')}</p>}
      {items.map((item, index) => {
        const chosen = chooseRendition(item.images ?? {}, { width: 48, formats: ['webp', 'gif'] });
        const label = item.alt_text || item.title || t('tabEmoji');
        return (
          <button
            key={item.id}
            ref={index === 0 ? first : undefined}
            type="button"
            class="variation"
            onClick={() => props.onPick(item)}
          >
            {isHttpUrl(chosen?.url) ? <img src={chosen.url} alt={label} /> : label}
          </button>
        );
      })}
      <button type="button" class="variation-close" onClick={props.onClose}>
        {t('close')}
      </button>
    </section>
  );
}
