/**
 * Where the picker runs when it is not the toolbar popup: the in-page panel, whose
 * host on the page (src/in-page/panel-session.ts) it drives through these commands, sent to the
 * frame the person was writing in.
 */
import { browser } from 'wxt/browser';
import type { PanelCommand } from '../in-page/index.ts';
import { isPanelReadyAnswer } from '../in-page/panel-messages.ts';
import type { DeliveryApis } from '../insertion/index.ts';
import { type PanelRelayMessage, sendToBackground } from '../messaging/index.ts';
import type { PickDelivery } from './pick/pick-item.ts';
import type { TargetTab } from './pick/target-tab.ts';

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
  /**
   * The panel is drawn: the host shows it and gives it the focus. Answers the `/gif` command's
   * words as the field holds them now, when typing went on there while the panel opened.
   */
  ready(): Promise<string | undefined>;
  /**
   * How a pick is delivered: the caret back first, the page's frame reached by the panel itself or
   * through the background (Firefox), the clipboard written once the panel is back with the focus.
   */
  delivery: PickDelivery;
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
  // Chromium lets the panel's frame talk to its page itself; Firefox gives a framed extension page
  // no `tabs` or `scripting`, and the background passes the messages on to the page's frame this
  // panel was opened for (src/in-page/panel-relay.ts).
  const own = browser as Partial<Pick<typeof browser, 'tabs' | 'scripting'>>;
  const reach: Pick<DeliveryApis, 'scripting' | 'tabs'> =
    own.tabs?.sendMessage && own.scripting?.executeScript
      ? { tabs: own.tabs, scripting: own.scripting }
      : ({
          scripting: { executeScript: () => sendToBackground({ type: 'injectInsertScript' }) },
          tabs: {
            sendMessage: (_tabId: number, message: unknown) =>
              sendToBackground({ type: 'relayToPage', message: message as PanelRelayMessage }),
          },
        } as unknown as Pick<DeliveryApis, 'scripting' | 'tabs'>);
  const ask = (command: PanelCommand['command']) =>
    reach.tabs.sendMessage(target.tabId, { type: 'gifdrop:panel', command } satisfies PanelCommand, {
      frameId: target.frameId,
    });
  const send = (command: PanelCommand['command']) => ask(command).then(() => undefined);
  /** What had the focus in the panel when it handed the caret back to the field. */
  let focusedBefore: Element | null = null;
  const host: PickerHost = {
    target,
    translate,
    text: search ?? translate,
    delivery: {
      ...reach,
      beforeInsert: () => host.restore(),
      clipboard: { writeText: (text) => host.reveal().then(() => navigator.clipboard.writeText(text)) },
    },
    restore() {
      focusedBefore = document.activeElement;
      return send('restore');
    },
    async reveal() {
      await send('reveal');
      await awaitFocus();
      // The focus goes back where it was in the panel (the tile picked), not to its page's body.
      const before = focusedBefore;
      focusedBefore = null;
      if (before instanceof HTMLElement && before.isConnected && document.activeElement !== before)
        before.focus({ preventScroll: true });
    },
    close: () => void send('close').catch(() => undefined),
    async ready() {
      const first: unknown = await ask('ready');
      await awaitFocus();
      // Keys reach the field until this frame really has the focus (the page gives it to a frame
      // of another process a moment later): the words (`/gif`'s, or letters the page held) are read
      // again once it has.
      const answer = isPanelReadyAnswer(first) ? await ask('ready') : first;
      return isPanelReadyAnswer(answer) ? answer.words : undefined;
    },
  };
  return host;
}
