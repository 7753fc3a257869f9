/**
 * Firefox hands a message's answer from the background to a page by cloning it through the parent
 * process; a page of items with all their renditions crosses faster as one JSON text than as
 * objects (190 kB of trending: 2–4 ms against 10–11 in the Firefox bench build). Only answers that
 * are the service's data read from JSON go so: the text reads back the same
 * (`wireValue`, src/messaging/text-answer.ts).
 */

import type { Answer, MessageType, TextAnswer } from '../messaging/index.ts';

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
