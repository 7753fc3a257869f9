/**
 * Firefox hands a message's answer from the background to a page by cloning it through the parent
 * process; a page of items with all their renditions crosses faster as one JSON text than as
 * objects (190 kB of trending: ~7 ms against ~11 in the Firefox bench build). Only answers that
 * are the service's data read from JSON go so: the text reads back the same.
 */
import type { MessageType } from './messages.ts';
import type { Answer } from './protocol.ts';

/** An answer whose value travels as JSON text. */
export interface TextAnswer {
  ok: true;
  text: string;
}

/** The answers of lists and items of the service (service-messages.ts and the collections). */
const TEXT_ANSWERS: ReadonlySet<string> = new Set<MessageType>([
  'trending',
  'search',
  'getGifs',
  'getContents',
  'listEmoji',
  'listEmojiVariations',
  'searchClips',
  'trendingClips',
  'loadCollection',
]);

/** The answer as it goes on the wire: a listed message's object value as text where `asText`. */
export function toWireAnswer(
  type: MessageType,
  answer: Answer<unknown>,
  asText: boolean = import.meta.env.FIREFOX,
): Answer<unknown> | TextAnswer {
  if (!asText || !answer.ok || !TEXT_ANSWERS.has(type)) return answer;
  if (typeof answer.value !== 'object' || answer.value === null) return answer;
  return { ok: true, text: JSON.stringify(answer.value) };
}

/** The value of a successful answer from the wire, read back from its text if it came as one. */
export function wireValue(answer: { ok: true; value?: unknown; text?: unknown }): unknown {
  return !('value' in answer) && typeof answer.text === 'string' ? JSON.parse(answer.text) : answer.value;
}
