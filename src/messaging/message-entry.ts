/** The parts of an entry of the message table (messages.ts). */

/** Who may send a message: the extension's own pages, or a content script it injected. */
export type Audience = 'pages' | 'content-script';

/** The type of a message's answer; a marker only, never read at run time. */
export interface AnswerType<T> {
  readonly answerType?: (value: T) => T;
}
export const answer = <T>(): AnswerType<T> => ({});
