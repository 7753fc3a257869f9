import { browser } from 'wxt/browser';
import type { MessageType, RequestOf, ResponseOf } from './protocol.ts';

export type { MessageType, ProtocolMap, RequestOf, ResponseOf, ServiceStatus } from './protocol.ts';
export { isRequestOf } from './protocol.ts';
export { isOwnExtensionPage, type RuntimeIdentity } from './sender.ts';

/** Sends a typed request to the background and resolves with its typed response. */
export async function sendToBackground<T extends MessageType>(request: RequestOf<T>): Promise<ResponseOf<T>> {
  const response: unknown = await browser.runtime.sendMessage(request);
  if (response === undefined) throw new Error(`The background did not answer ${request.type}`);
  return response as ResponseOf<T>;
}
