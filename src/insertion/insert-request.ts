import { isPicture, type Picture } from './picture.ts';
/**
 * Spaces around the inserted text (`padText`): `true`, where a neighbour is a word and after it at
 * a line's end (URL, Markdown); `'line-end'`, only the latter (HTML source, BBCode); `false`, none.
 */
export type InsertSpacing = boolean | 'line-end';

/** The message the insertion content script accepts first: the text to put into the field. */
export interface InsertRequest {
  type: 'gifdrop:insert';
  text: string;
  /**
   * The pick recorded by the popup (`recordPick`): once the insertion is verified (or has failed
   * for good), the content script reports it with `reportInsertion`, and only then is the send
   * registered.
   */
  pickId?: string | undefined;
  spacing?: InsertSpacing | undefined;
  /**
   * Insert as: Automatic. Where the field shows pictures this goes in (`text`, the link, where it
   * holds text or takes no picture).
   */
  picture?: Picture | undefined;
}

/**
 * Asked after an answer that was `watching`: resolves with the final outcome when it differs (the
 * editor inserted late after a failure, or the page took the text out after a success), or
 * `{ outcome: null }` when the watch ended with the first answer standing.
 */
export interface InsertLateQuery {
  type: 'gifdrop:await-late';
}

/** Narrows an incoming message to an insert request. */
export function isInsertRequest(message: unknown): message is InsertRequest {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === 'gifdrop:insert' &&
    typeof (message as { text?: unknown }).text === 'string' &&
    ['string', 'undefined'].includes(typeof (message as { pickId?: unknown }).pickId) &&
    isSpacing((message as { spacing?: unknown }).spacing) &&
    ((message as { picture?: unknown }).picture === undefined ||
      isPicture((message as { picture?: unknown }).picture))
  );
}

/** Narrows an incoming message to a late query. */
export function isInsertLateQuery(message: unknown): message is InsertLateQuery {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === 'gifdrop:await-late'
  );
}

function isSpacing(value: unknown): value is InsertSpacing | undefined {
  return value === undefined || typeof value === 'boolean' || value === 'line-end';
}
