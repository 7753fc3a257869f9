import { browser } from 'wxt/browser';
import { type ServiceDefaults, serviceDefaults } from '../config/service-defaults.ts';
import { answerStatusRequest } from './status.ts';

export interface BackgroundOptions {
  /** The service to report; defaults to the one this build was made for. */
  service?: ServiceDefaults;
  /** Removes the listeners when aborted (tests, and future reloads of a feature). */
  signal?: AbortSignal;
}

/** Starts the background: logs which service it talks to (never the key) and answers pages. */
export function startBackground({ service = serviceDefaults, signal }: BackgroundOptions = {}): void {
  console.info(`GifDrop background started; service ${service.baseUrl}`);
  // webextension-polyfill sends a listener's resolved promise as the response; `undefined` means
  // "not mine", so other listeners may answer.
  const onMessage = (message: unknown, sender: Parameters<typeof answerStatusRequest>[1]) =>
    answerStatusRequest(message, sender, browser.runtime, service);
  browser.runtime.onMessage.addListener(onMessage);
  signal?.addEventListener('abort', () => browser.runtime.onMessage.removeListener(onMessage), {
    once: true,
  });
}
