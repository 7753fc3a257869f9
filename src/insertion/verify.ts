/** A field's text and the selection, as text offsets, just before inserting. */
export interface FieldSnapshot {
  text: string;
  start: number;
  end: number;
}

/**
 * What a technique did: `at-caret` (exactly the text at the selection, the rest intact),
 * `elsewhere` (the text appeared once more, elsewhere), `unchanged`, or `other-change`
 * (the field changed but does not hold the text).
 */
export type InsertionCheck = 'at-caret' | 'elsewhere' | 'unchanged' | 'other-change';

/**
 * Characters editors add or swap in their DOM without changing the text: zero-width fillers
 * (Slate, CKEditor's inline filler, Draft.js) and non-breaking spaces for trailing spaces.
 */
function normalize(text: string): string {
  return text.replace(/[\u200B-\u200D\u2060\uFEFF]/g, '').replace(/\u00A0/g, ' ');
}

function occurrences(haystack: string, needle: string): number {
  if (!needle) return 0;
  let count = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length))
    count++;
  return count;
}

/** Compares the field's text now with the snapshot taken before inserting `text`. */
export function checkInsertion(before: FieldSnapshot, now: string, text: string): InsertionCheck {
  const after = normalize(now);
  const expected = normalize(before.text.slice(0, before.start) + text + before.text.slice(before.end));
  if (after === expected) return 'at-caret';
  const previous = normalize(before.text);
  if (after === previous) return 'unchanged';
  return occurrences(after, normalize(text)) > occurrences(previous, normalize(text))
    ? 'elsewhere'
    : 'other-change';
}

/**
 * Re-checks until the text shows up or `timeoutMs` passes: editors built on React or with their
 * own render loop update the DOM after the event that asked them to, sometimes in steps.
 */
export async function settle(
  read: () => string,
  before: FieldSnapshot,
  text: string,
  timeoutMs: number,
  win: Window,
): Promise<InsertionCheck> {
  const deadline = win.performance.now() + timeoutMs;
  let check = checkInsertion(before, read(), text);
  while ((check === 'unchanged' || check === 'other-change') && win.performance.now() < deadline) {
    await new Promise((resolve) => win.setTimeout(resolve, 8));
    check = checkInsertion(before, read(), text);
  }
  return check;
}
