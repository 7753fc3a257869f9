/**
 * An answer whose value travels as one JSON text: in Firefox, the background sends the service's
 * lists and items so (src/background/wire-answer.ts), as Firefox clones text through its parent
 * process faster than objects. Pages read either form.
 */

/** An answer whose value travels as JSON text. */
export interface TextAnswer {
  ok: true;
  text: string;
}

/** The value of a successful answer from the wire, read back from its text if it came as one. */
export function wireValue(answer: { ok: true; value?: unknown; text?: unknown }): unknown {
  return !('value' in answer) && typeof answer.text === 'string' ? JSON.parse(answer.text) : answer.value;
}
