/**
 * The welcome page, opened once when GifDrop is installed (not on updates or browser updates):
 * where a key comes from, the launchers, and pinning the toolbar button.
 */
import { browser } from 'wxt/browser';

export const WELCOME_PATH = '/welcome.html';

interface WelcomeApis {
  runtime: {
    getURL(path: string): string;
    onInstalled: {
      addListener(listener: (details: { reason: string }) => void): void;
      removeListener(listener: (details: { reason: string }) => void): void;
    };
  };
  tabs: { create(properties: { url: string }): Promise<unknown> };
}

/** The handler: opens the welcome page on a first install. */
export function openWelcomeOnInstall(apis: Pick<WelcomeApis, 'runtime' | 'tabs'>) {
  return (details: { reason: string }) => {
    if (details.reason === 'install')
      void apis.tabs.create({ url: apis.runtime.getURL(WELCOME_PATH) }).catch(() => undefined);
  };
}

/**
 * Listens for the install until `signal` aborts; `register: false` leaves it unregistered (test
 * builds, installed into a fresh profile for every e2e test). Returns the handler.
 */
export function startWelcome(
  options: { signal?: AbortSignal | undefined; register?: boolean; apis?: WelcomeApis } = {},
): (details: { reason: string }) => void {
  const apis = options.apis ?? (browser as unknown as WelcomeApis);
  const onInstalled = openWelcomeOnInstall(apis);
  if (options.register === false || !apis.runtime?.onInstalled) return onInstalled;
  apis.runtime.onInstalled.addListener(onInstalled);
  options.signal?.addEventListener('abort', () => apis.runtime.onInstalled.removeListener(onInstalled), {
    once: true,
  });
  return onInstalled;
}
