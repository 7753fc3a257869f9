import { useRef } from 'preact/hooks';
import type { Suggestions } from './suggestion.ts';
import { useScrollCues } from './use-scroll-cues.ts';

/**
 * A row of chips; choosing one searches it at once. The row scrolls sideways, its edges fade
 * where there is more. `reserve` keeps its height while it is empty, so nothing under it moves
 * when suggestions come and go.
 */
export function SuggestionRow(props: {
  suggestions: Suggestions;
  reserve?: boolean;
  /** Said in the reserved row while it holds no chips (what the list below is). */
  caption?: string | undefined;
  onChoose(text: string): void;
}) {
  const { heading, items } = props.suggestions;
  const scroller = useRef<HTMLElement>(null);
  const cues = useScrollCues(scroller, items);
  if (items.length === 0)
    return props.reserve ? (
      <div class="suggestions">
        {props.caption && (
          <span class="suggestions-heading" title={props.caption}>
            {props.caption}
          </span>
        )}
      </div>
    ) : null;
  return (
    <nav
      ref={scroller}
      class="suggestions"
      aria-label={heading}
      data-more-before={cues.before ? '' : undefined}
      data-more-after={cues.after ? '' : undefined}
    >
      <span class="suggestions-heading" aria-hidden="true">
        {heading}
      </span>
      <ul>
        {items.map((item) => (
          <li key={item.text}>
            <button
              type="button"
              class="chip"
              aria-label={item.detail ? `${item.label} (${item.detail})` : undefined}
              onClick={() => props.onChoose(item.text)}
            >
              {item.avatar && <img class="chip-avatar" src={item.avatar} alt="" width={18} height={18} />}
              {item.label}
              {item.detail && item.detail !== item.label && <span class="chip-detail">{item.detail}</span>}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
