import type { RefObject } from 'preact';
import { useLayoutEffect, useState } from 'preact/hooks';
import { SEARCH_TEXT_MAX } from '../../client/limits.ts';
import { looksLikeItemLink } from '../../collections/item-link.ts';
import { formatNumber, t } from '../../i18n/index.ts';
import { oweGridFocus } from '../results/use-focus-request.ts';
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
  // The direction the browser gave the text (`dir="auto"`): the counter and the clear button go to
  // its end, where the box keeps room for them.
  const [dir, setDir] = useState<'ltr' | 'rtl' | undefined>();
  useLayoutEffect(() => {
    const input = props.inputRef.current;
    setDir(props.text && input ? (getComputedStyle(input).direction as 'ltr' | 'rtl') : undefined);
  }, [props.text, props.inputRef]);
  return (
    <div class="search" dir={dir}>
      <input
        ref={props.inputRef}
        type="search"
        aria-label={props.label}
        aria-describedby={counter ? 'search-counter' : undefined}
        placeholder={props.placeholder}
        value={props.text}
        // Text runs in its own direction (Arabic in the English interface); an empty box, the page's.
        dir={props.text ? 'auto' : undefined}
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
          // Arrow Down owes the grid the focus until another key goes into the box (a list loading).
          oweGridFocus(event.key === 'ArrowDown');
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
      {/* Over the box's end, beside the text, never over it (the box's padding keeps their room). */}
      {props.text && (
        <button
          type="button"
          class="search-clear"
          // The pointer's shortcut, as the browser's own was: the keyboard selects and deletes.
          tabIndex={-1}
          aria-label={t('clearSearch')}
          title={t('clearSearch')}
          onClick={() => {
            props.onText('');
            props.inputRef.current?.focus();
          }}
        >
          ×
        </button>
      )}
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
