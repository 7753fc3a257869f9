import { browser } from 'wxt/browser';
import type { AnswerOf, MessageType, RequestOf } from './messages.ts';
import type { Answer } from './protocol.ts';
import { wireValue } from './text-answer.ts';
import { BackgroundError, fromWireError } from './wire-error.ts';

// Types only: the table's schemas load in the background alone (messages.ts).
export type {
  AnswerOf,
  Audience,
  CheckedRequest,
  Handlers,
  MessageType,
  PanelRelayMessage,
  RequestOf,
  UploadRequest,
} from './messages.ts';
export type {
  AddressSettings,
  Answer,
  Diagnostics,
  KeyCheck,
  KeyStatus,
  PingbackProblem,
  ServiceAddresses,
  ServiceStatus,
  UploadProgressEvent,
} from './protocol.ts';
export { KEY_MAX_LENGTH } from './protocol.ts';
export { isOwnExtensionPage, type RuntimeIdentity } from './sender.ts';
export {
  BackgroundError,
  type BackgroundErrorKind,
  fromWireError,
  isBackgroundError,
  toWireError,
  type WireError,
} from './wire-error.ts';

/** Whether a value has the shape of an `Answer` envelope. */
function isAnswer(value: unknown): value is Answer<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { ok?: unknown }).ok === 'boolean';
}

/**
 * Sends a typed request to the background and resolves with its typed answer, or rejects with
 * the error it answered, re-created (`ServiceError` for the service's, `BackgroundError` else).
 */
export async function sendToBackground<T extends MessageType>(request: RequestOf<T>): Promise<AnswerOf<T>> {
  return readAnswer(request, await browser.runtime.sendMessage(request));
}

/**
 * The typed value of the background's answer to `request` (sent by other means than
 * `sendToBackground`, such as src/first-paint/popup-head/), or the error it answered, re-created.
 */
export function readAnswer<T extends MessageType>(request: RequestOf<T>, answer: unknown): AnswerOf<T> {
  if (!isAnswer(answer))
    throw new BackgroundError('internal', `The background did not answer ${request.type}`);
  if (!answer.ok) throw fromWireError(answer.error);
  // Firefox's background sends the service's lists and items as text (src/background/wire-answer.ts).
  return (import.meta.env.FIREFOX ? wireValue(answer) : answer.value) as AnswerOf<T>;
}
export type { TextAnswer } from './text-answer.ts';
