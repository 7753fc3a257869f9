/**
 * The in-page picker's way to its page: Firefox gives an extension page framed in a web
 * page no `tabs` and no `scripting` (bugzilla 1443253), so the panel's frame asks the background,
 * which talks to the page's frame the panel was opened for, and to no other: the frame is the one
 * its token was issued for (src/in-page/panel-tokens.ts), never one the panel names.
 */
import { browser } from 'wxt/browser';
import { INSERT_SCRIPT } from '../insertion/index.ts';
import type { Handlers } from '../messaging/index.ts';
import { BackgroundError } from '../messaging/index.ts';
import type { PanelTokens } from './panel-tokens.ts';

export interface PanelRelayApis {
  scripting: {
    executeScript(injection: {
      target: { tabId: number; frameIds: number[] };
      files: string[];
    }): Promise<unknown>;
  };
  tabs: {
    sendMessage(tabId: number, message: unknown, options: { frameId: number }): Promise<unknown>;
    get(tabId: number): Promise<{ url?: string }>;
  };
}

function hostnameOf(url: string | undefined): string {
  try {
    return url ? new URL(url).hostname : '';
  } catch {
    return '';
  }
}

export function createPanelRelayHandlers(
  tokens: Pick<PanelTokens, 'targetOf'>,
  apis: PanelRelayApis = browser as unknown as PanelRelayApis,
): Pick<Handlers, 'relayToPage' | 'injectInsertScript' | 'pageHostname'> {
  const targetOf = async (sender: Parameters<PanelTokens['targetOf']>[0]) => {
    const target = await tokens.targetOf(sender);
    if (!target) throw new BackgroundError('not-allowed', 'Only the in-page picker reaches its page');
    return target;
  };
  return {
    async relayToPage({ message }, sender) {
      const { tabId, frameId } = await targetOf(sender);
      return apis.tabs.sendMessage(tabId, message, { frameId });
    },
    async injectInsertScript(_request, sender) {
      const { tabId, frameId } = await targetOf(sender);
      await apis.scripting.executeScript({ target: { tabId, frameIds: [frameId] }, files: [INSERT_SCRIPT] });
      return { injected: true };
    },
    // The tab's address is readable here on the person's gesture (activeTab) or a /gif site's grant.
    async pageHostname(_request, sender) {
      const { tabId } = await targetOf(sender);
      const { url } = await apis.tabs.get(tabId);
      return { hostname: hostnameOf(url) };
    },
  };
}
