/** The one message the insertion content script accepts: the text to put into the field. */
export interface InsertRequest {
  type: 'gifdrop:insert';
  text: string;
  /**
   * The pick recorded by the popup (`recordPick`): once the insertion is verified (or has failed),
   * the content script reports it with `reportInsertion`, and only then is the send registered.
   */
  pickId?: string | undefined;
}

/** Narrows an incoming message to an insert request. */
export function isInsertRequest(message: unknown): message is InsertRequest {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === 'gifdrop:insert' &&
    typeof (message as { text?: unknown }).text === 'string' &&
    ['string', 'undefined'].includes(typeof (message as { pickId?: unknown }).pickId)
  );
}
