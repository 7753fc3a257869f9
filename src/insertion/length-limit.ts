import type { TextControl } from './field/field-kind.ts';
import type { LengthLimit } from './outcome.ts';

/**
 * The text that fits a control's `maxlength`, or the figures of a refusal. The browser cuts what
 * does not fit, and a cut link is a broken link, so the whole text goes in or nothing does:
 * `padded` (with spaces around) when it fits, else `text` alone, else neither. The room is what the
 * limit leaves once the selection is replaced.
 */
export function fitLength(
  control: TextControl,
  padded: string,
  text: string,
  selection: { start: number; end: number },
): { fits: true; text: string } | { fits: false; limit: LengthLimit } {
  const { maxLength } = control;
  if (!(maxLength >= 0)) return { fits: true, text: padded };
  const room = Math.max(0, maxLength - (control.value.length - (selection.end - selection.start)));
  if (padded.length <= room) return { fits: true, text: padded };
  if (text.length <= room) return { fits: true, text };
  return { fits: false, limit: { maxLength, room, length: text.length } };
}
