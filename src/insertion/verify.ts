/**
 * A field's text and the selection, as text offsets, just before inserting. Without offsets (an
 * editor whose caret is not in the DOM, such as Monaco) the text may go in anywhere.
 */
export interface FieldSnapshot {
  text: string;
  start?: number | undefined;
  end?: number | undefined;
}

/**
 * What a technique did: `at-caret` (exactly the text at the selection, the rest intact),
 * `elsewhere` (the text appeared once more, elsewhere), `twice` (it appeared twice: an editor
 * handled the event and something inserted it again), `unchanged`, or `other-change` (the field
 * changed but does not hold the text, such as an editor's paste bin while it works).
 */
export type InsertionCheck = 'at-caret' | 'elsewhere' | 'twice' | 'unchanged' | 'other-change';

/** Whether a check means the text is there for the person. */
export const isLanded = (check: InsertionCheck): boolean =>
  check === 'at-caret' || check === 'elsewhere' || check === 'twice';

/**
 * Characters editors add or swap in their DOM without changing the text: zero-width fillers
 * (Slate, CKEditor's inline filler, Draft.js) and non-breaking spaces (trailing spaces, Monaco).
 */
export function normalizeText(text: string): string {
  return text.replace(/[\u200B-\u200D\u2060\uFEFF]/g, '').replace(/\u00A0/g, ' ');
}

/** How often `needle` occurs in `haystack`, without overlaps. */
export function occurrences(haystack: string, needle: string): number {
  if (!needle) return 0;
  let count = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length))
    count++;
  return count;
}

/** Whether `after` is `before` with `text` put in at one place and nothing else changed. */
function insertedOnce(before: string, after: string, text: string): boolean {
  if (after.length !== before.length + text.length) return false;
  let prefix = 0;
  while (prefix < before.length && before[prefix] === after[prefix]) prefix++;
  for (let at = prefix; at >= Math.max(0, prefix - text.length); at--) {
    if (after.startsWith(text, at) && after.slice(at + text.length) === before.slice(at)) return true;
  }
  return false;
}

/** Compares the field's text now with the snapshot taken before inserting `text`. */
export function checkInsertion(before: FieldSnapshot, now: string, text: string): InsertionCheck {
  const after = normalizeText(now);
  const previous = normalizeText(before.text);
  const wanted = normalizeText(text);
  if (before.start === undefined || before.end === undefined) {
    if (insertedOnce(previous, after, wanted)) return 'at-caret';
  } else {
    const expected = normalizeText(before.text.slice(0, before.start) + text + before.text.slice(before.end));
    if (after === expected) return 'at-caret';
  }
  if (after === previous) return 'unchanged';
  const added = occurrences(after, wanted) - occurrences(previous, wanted);
  if (added >= 2) return 'twice';
  return added === 1 ? 'elsewhere' : 'other-change';
}
