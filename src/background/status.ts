import type { Browser } from 'wxt/browser';
import type { ServiceDefaults } from '../config/service-defaults.ts';
import {
  isOwnExtensionPage,
  isRequestOf,
  type RuntimeIdentity,
  type ServiceStatus,
} from '../messaging/index.ts';

/** The status extension pages may see: the addresses, and whether a key is set (never the key). */
export function describeService(service: ServiceDefaults): ServiceStatus {
  return { baseUrl: service.baseUrl, uploadUrl: service.uploadUrl, hasKey: service.apiKey !== undefined };
}

/**
 * Answers `getStatus` from this extension's own pages. Anything else gets `undefined`, which
 * leaves the message to other listeners; content scripts get nothing, because they run inside
 * pages the extension does not control.
 */
export function answerStatusRequest(
  message: unknown,
  sender: Browser.runtime.MessageSender,
  runtime: RuntimeIdentity,
  service: ServiceDefaults,
): Promise<ServiceStatus> | undefined {
  if (!isRequestOf(message, 'getStatus') || !isOwnExtensionPage(sender, runtime)) return undefined;
  return Promise.resolve(describeService(service));
}
