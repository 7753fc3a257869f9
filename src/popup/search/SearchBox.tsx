import type { RefObject } from 'preact';
import { SEARCH_TEXT_MAX } from '../../client/limits.ts';
import { looksLikeItemLink } from '../../collections/item-link.ts';
import { formatNumber, t } from '../../i18n/index.ts';
import { clampSearchText, describeSearchLength } from './search-text.ts';

export interface SearchBoxProps {
  inputRef: RefObject<HTMLInputElement | null>;
  text: string;
  placeholder: string;
  /** The box's accessible name: what typing does in this view. */
  label: string;
  onText(text: string): void;
  onSubmit(): void;
  /** Arrow Down: into the grid. */
  onDown(): void;
  /** A GIPHY link (or a pasted bare id) in the box: show that item instead of searching. */
  onLink?(text: string): void;
}

/** The search box: the text goes out exactly as typed, at most 50 characters (code points). */
export function SearchBox(props: SearchBoxProps) {
  // A link in the box is not a search: no counter.
  const counter = looksLikeItemLink(props.text, false) ? null : describeSearchLength(props.text);
  const full = Array.from(props.text).length >= SEARCH_TEXT_MAX;
  return (
    <div class="search">
      <input
        ref={props.inputRef}
        type="search"
        aria-label={props.label}
        aria-describedby={counter ? 'search-counter' : undefined}
        placeholder={props.placeholder}
        value={props.text}
        // UTF-16 units: a ceiling that lets 50 emoji in; the exact limit is applied on input.
        maxLength={SEARCH_TEXT_MAX * 2}
        // biome-ignore lint/a11y/noAutofocus: the popup exists to search; typing must work at once.
        autoFocus
        onInput={(event) => {
          const input = event.currentTarget;
          // A link is longer than a search may be: it is not cut, and it is not searched.
          if (
            props.onLink &&
            looksLikeItemLink(input.value, (event as unknown as InputEvent).inputType === 'insertFromPaste')
          ) {
            props.onLink(input.value);
            return;
          }
          const clamped = clampSearchText(input.value);
          if (clamped !== input.value) input.value = clamped;
          props.onText(clamped);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            if (props.onLink && looksLikeItemLink(props.text, false)) props.onLink(props.text);
            else props.onSubmit();
          } else if (event.key === 'ArrowDown') {
            event.preventDefault();
            props.onDown();
          }
        }}
      />
      {/* Laid over the box's end, so its coming and going moves nothing. */}
      {counter && (
        <span
          id="search-counter"
          class="counter"
          aria-live="polite"
          data-full={full ? '' : undefined}
          title={t('searchLimit', formatNumber(SEARCH_TEXT_MAX))}
        >
          {counter}
          {full && <span class="visually-hidden"> — {t('searchLimit', formatNumber(SEARCH_TEXT_MAX))}</span>}
        </span>
      )}
    </div>
  );
}
