/**
 * Where the picker runs when it is not the toolbar popup: the in-page panel (issue 16), whose
 * host on the page (src/in-page/panel-session.ts) it drives through these commands, sent to the
 * frame the person was writing in.
 */
import { browser } from 'wxt/browser';
import type { PanelCommand } from '../in-page/panel-messages.ts';
import type { TargetTab } from './target-tab.ts';

export interface PickerHost {
  /** The tab and frame the background bound the panel to (never read from the URL). */
  target: TargetTab;
  /** "GIF for this text": the selected words, shown first as one GIF (translate). */
  translate?: string | undefined;
  /**
   * What the search box starts with: the words typed after `/gif` in the field, or the selected
   * words of "GIF for this text".
   */
  text?: string | undefined;
  /** Hides the panel and gives focus and caret back to the field, before the insertion. */
  restore(): Promise<void>;
  /** Shows the panel again with the focus (the text goes to the clipboard instead). */
  reveal(): Promise<void>;
  /** Closes the panel; focus and caret go back to the field. */
  close(): void;
  /** The panel is drawn: the host shows it and gives it the focus. */
  ready(): Promise<void>;
}

/** How long the frame's document may take to get the focus the host gave it. */
const FOCUS_WAIT_MS = 300;

async function awaitFocus(): Promise<void> {
  window.focus();
  const until = performance.now() + FOCUS_WAIT_MS;
  while (!document.hasFocus() && performance.now() < until) await new Promise((done) => setTimeout(done, 16));
}

/** The host of the in-page panel for `target`. */
export function createPanelHost(target: TargetTab, translate?: string, search?: string): PickerHost {
  const send = (command: PanelCommand['command']) =>
    browser.tabs
      .sendMessage(target.tabId, { type: 'gifdrop:panel', command } satisfies PanelCommand, {
        frameId: target.frameId,
      })
      .then(() => undefined);
  return {
    target,
    translate,
    text: search ?? translate,
    restore: () => send('restore'),
    async reveal() {
      await send('reveal');
      await awaitFocus();
    },
    close: () => void send('close').catch(() => undefined),
    async ready() {
      await send('ready');
      await awaitFocus();
    },
  };
}
