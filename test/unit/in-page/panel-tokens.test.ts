import { describe, expect, it } from 'vitest';
import type { Browser } from 'wxt/browser';
import { isPanelFrame, PanelTokens } from '../../../src/in-page/panel-tokens.ts';

type Sender = Browser.runtime.MessageSender & { documentId?: string };
const frame = (
  tabId: number,
  frameId: number,
  url = 'chrome-extension://abc/panel.html?token=x',
): Sender => ({
  id: 'ext',
  url,
  frameId,
  documentId: `doc-${tabId}-${frameId}`,
  tab: { id: tabId } as Browser.tabs.Tab,
});

describe('PanelTokens', () => {
  it('a token opens the protocol to the one frame of its tab that claims it, once', async () => {
    const tokens = new PanelTokens();
    const token = await tokens.issue(7, 2);
    expect(await tokens.admits(frame(7, 5))).toBe(false);
    expect(await tokens.claim(token, frame(7, 5))).toEqual({ tabId: 7, frameId: 2 });
    expect(await tokens.admits(frame(7, 5))).toBe(true);
    expect(await tokens.admits(frame(7, 6))).toBe(false);
    expect(await tokens.admits({ ...frame(7, 5), documentId: 'another document' })).toBe(false);
    await expect(tokens.claim(token, frame(7, 6))).rejects.toMatchObject({ kind: 'not-allowed' });
  });

  it('admits a request sent right behind its claim (the head script does not wait), not one behind a refused claim', async () => {
    const tokens = new PanelTokens();
    const token = await tokens.issue(7, 2);
    const claimed = tokens.claim(token, frame(7, 5));
    expect(await tokens.admits(frame(7, 5))).toBe(true);
    await claimed;
    const refused = tokens.claim('0123456789abcdef0123', frame(7, 6));
    expect(await tokens.admits(frame(7, 6))).toBe(false);
    await expect(refused).rejects.toMatchObject({ kind: 'not-allowed' });
  });

  it.each([
    ['another tab', frame(8, 5)],
    ['a top-level page (no frame)', frame(7, 0)],
    ['another page of the extension', frame(7, 5, 'chrome-extension://abc/popup.html')],
    ['a sender outside any tab', { ...frame(7, 5), tab: undefined }],
  ])('refuses a token presented by %s', async (_name, sender) => {
    const tokens = new PanelTokens();
    const token = await tokens.issue(7, 0);
    await expect(tokens.claim(token, sender)).rejects.toMatchObject({ kind: 'not-allowed' });
    // And the token is still good for its own frame.
    await expect(tokens.claim(token, frame(7, 5))).resolves.toEqual({ tabId: 7, frameId: 0 });
  });

  it('refuses a made-up token and one past its 30 seconds', async () => {
    let now = 1_000_000;
    const tokens = new PanelTokens(() => now);
    await expect(tokens.claim('0123456789abcdef0123', frame(7, 5))).rejects.toMatchObject({
      kind: 'not-allowed',
    });
    const token = await tokens.issue(7, 0);
    now += 30_001;
    await expect(tokens.claim(token, frame(7, 5))).rejects.toMatchObject({ kind: 'not-allowed' });
  });

  it('knows the panel frame by its page', () => {
    expect(isPanelFrame(frame(1, 1))).toBe(true);
    expect(isPanelFrame(frame(1, 1, 'chrome-extension://abc/options.html'))).toBe(false);
    expect(isPanelFrame({ id: 'ext', url: 'chrome-extension://abc/panel.html' })).toBe(false);
  });
});
