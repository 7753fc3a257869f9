/**
 * The one message protocol between extension pages and the background: each message type maps to
 * its request and response, so a handler and its callers cannot disagree.
 */

/** What the background tells extension pages about the service it is configured for. */
export interface ServiceStatus {
  baseUrl: string;
  uploadUrl: string;
  /** Whether the build carries an API key; the key itself never leaves the background. */
  hasKey: boolean;
}

export interface ProtocolMap {
  getStatus: { request: { type: 'getStatus' }; response: ServiceStatus };
}

export type MessageType = keyof ProtocolMap;
export type RequestOf<T extends MessageType> = ProtocolMap[T]['request'];
export type ResponseOf<T extends MessageType> = ProtocolMap[T]['response'];

/** Narrows an incoming message of unknown shape to a request of the given type. */
export function isRequestOf<T extends MessageType>(message: unknown, type: T): message is RequestOf<T> {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;
}
