import { describe, expect, it } from 'vitest';
import type { Browser } from 'wxt/browser';
import { createPanelRelayHandlers } from '../../../src/in-page/panel-relay.ts';
import { PanelTokens } from '../../../src/in-page/panel-tokens.ts';

type Sender = Browser.runtime.MessageSender & { documentId?: string };
const panelFrame = (tabId: number, frameId: number): Sender => ({
  id: 'ext',
  url: 'chrome-extension://abc/panel.html?token=x',
  frameId,
  documentId: `doc-${tabId}-${frameId}`,
  tab: { id: tabId } as Browser.tabs.Tab,
});

/** The browser as the background reaches the page: records what went where. */
function pageApis() {
  const calls: unknown[] = [];
  return {
    calls,
    apis: {
      scripting: {
        executeScript: async (injection: unknown) => {
          calls.push(['inject', injection]);
          return [];
        },
      },
      tabs: {
        sendMessage: async (tabId: number, message: unknown, options: { frameId: number }) => {
          calls.push(['send', tabId, message, options]);
          return 'answered by the page';
        },
        get: async (tabId: number) => {
          calls.push(['get', tabId]);
          return { url: `https://forum${tabId}.example/thread/1` };
        },
      },
    },
  };
}

describe('the in-page picker reaches its page through the background', () => {
  it("passes a claimed panel's messages and the insertion script to the frame its token was issued for", async () => {
    const tokens = new PanelTokens();
    await tokens.claim(await tokens.issue(7, 3), panelFrame(7, 9));
    const { calls, apis } = pageApis();
    const relay = createPanelRelayHandlers(tokens, apis);
    const message = { type: 'gifdrop:panel', command: 'ready' } as const;
    expect(await relay.relayToPage({ message }, panelFrame(7, 9))).toBe('answered by the page');
    expect(await relay.injectInsertScript({}, panelFrame(7, 9))).toEqual({ injected: true });
    // Firefox: the per-site insertion format needs the page's host, which only the background reads.
    expect(await relay.pageHostname({}, panelFrame(7, 9))).toEqual({ hostname: 'forum7.example' });
    expect(calls).toEqual([
      ['send', 7, message, { frameId: 3 }],
      ['inject', { target: { tabId: 7, frameIds: [3] }, files: ['/content-scripts/insert.js'] }],
      ['get', 7],
    ]);
  });

  it.each([
    ['a panel frame that claimed nothing', panelFrame(7, 10)],
    ['another tab', panelFrame(8, 9)],
    ['another extension page', { ...panelFrame(7, 9), url: 'chrome-extension://abc/popup.html' }],
  ])('refuses %s and reaches no page', async (_name, sender) => {
    const tokens = new PanelTokens();
    await tokens.claim(await tokens.issue(7, 3), panelFrame(7, 9));
    const { calls, apis } = pageApis();
    const relay = createPanelRelayHandlers(tokens, apis);
    await expect(
      relay.relayToPage({ message: { type: 'gifdrop:await-late' } }, sender),
    ).rejects.toMatchObject({ kind: 'not-allowed' });
    await expect(relay.injectInsertScript({}, sender)).rejects.toMatchObject({ kind: 'not-allowed' });
    await expect(relay.pageHostname({}, sender)).rejects.toMatchObject({ kind: 'not-allowed' });
    expect(calls).toEqual([]);
  });
});
