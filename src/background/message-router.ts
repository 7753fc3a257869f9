import * as v from 'valibot';
import type { Browser } from 'wxt/browser';
import { t } from '../i18n/index.ts';
import {
  type Answer,
  type AnswerOf,
  type Audience,
  BackgroundError,
  type Handlers,
  isOwnExtensionPage,
  type MessageType,
  type RuntimeIdentity,
  type TextAnswer,
  toWireError,
} from '../messaging/index.ts';
import { MESSAGES } from '../messaging/messages.ts';
import { toWireAnswer } from './wire-answer.ts';

type Sender = Browser.runtime.MessageSender;

/**
 * Which audience a sender belongs to: this extension's own pages, or a content script it
 * injected (same extension id, inside a tab, at the web page's URL). Anything else is nobody.
 */
export function classifySender(sender: Sender, runtime: RuntimeIdentity): Audience | undefined {
  if (isOwnExtensionPage(sender, runtime)) return 'pages';
  if (sender.id === runtime.id && sender.tab?.id !== undefined && sender.url) return 'content-script';
  return undefined;
}

const isMessageType = (value: unknown): value is MessageType =>
  typeof value === 'string' && Object.hasOwn(MESSAGES, value);

const fail = (kind: 'bad-message' | 'not-allowed', message: string): Answer<never> => ({
  ok: false,
  error: toWireError(new BackgroundError(kind, message)),
});

/**
 * The background's one `runtime.onMessage` answer: checks the message type, then the sender,
 * then the fields, and only then runs the handler. Every outcome is an `Answer`, an error
 * included, so a caller always learns why; a refused message changes nothing.
 */
/**
 * A further check on extension pages that live inside web pages (the in-page picker's frame):
 * whether this sender may send this message. Pages elsewhere are not asked.
 */
export type FrameGate = (type: MessageType, sender: Sender) => Promise<boolean>;

export function createMessageRouter(handlers: Handlers, runtime: RuntimeIdentity, gate?: FrameGate) {
  return async (message: unknown, sender: Sender): Promise<Answer<unknown> | TextAnswer> => {
    const type =
      typeof message === 'object' && message !== null ? (message as { type?: unknown }).type : undefined;
    if (!isMessageType(type)) return fail('bad-message', 'Not a GifDrop message');
    if (classifySender(sender, runtime) !== MESSAGES[type].from) {
      return fail('not-allowed', `${type} may not be sent from here`);
    }
    if (gate && !(await gate(type, sender)))
      return fail('not-allowed', `${type}: this picker was not opened by GifDrop here`);
    return toWireAnswer(type, await run(handlers, type, message, sender));
  };
}

/** Checks the request against its message's schema and runs its handler, typed for that message. */
async function run<T extends MessageType>(
  handlers: Handlers,
  type: T,
  message: unknown,
  sender: Sender,
): Promise<Answer<AnswerOf<T>>> {
  const parsed = v.safeParse(MESSAGES[type].request, message);
  if (!parsed.success) {
    // Said in words: a validator's text ("Invalid length: Expected <=200…") is for no one.
    return fail('bad-message', t('requestNotAccepted'));
  }
  try {
    return { ok: true, value: await handlers[type](parsed.output, sender) };
  } catch (error) {
    return { ok: false, error: toWireError(error) };
  }
}
