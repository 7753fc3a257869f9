import type { Suggestions } from './use-suggestions.ts';

/** A row of chips under the box; choosing one searches it at once. */
export function SuggestionRow(props: { suggestions: Suggestions; onChoose(text: string): void }) {
  const { heading, items } = props.suggestions;
  if (items.length === 0) return null;
  return (
    <nav class="suggestions" aria-label={heading}>
      <span class="suggestions-heading" aria-hidden="true">
        {heading}
      </span>
      <ul>
        {items.map((item) => (
          <li key={item.text}>
            <button type="button" class="chip" onClick={() => props.onChoose(item.text)}>
              {item.label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
