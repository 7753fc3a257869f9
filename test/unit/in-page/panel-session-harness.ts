/** The in-page panel's content script over happy-dom, driven by messages as from the panel's page. */
import { type PanelRuntime, startPanelSession } from '../../../src/in-page/panel-session.ts';

const EXTENSION = 'chrome-extension://gifdropidgifdropidgifdropidgifd';
const fromPanel = { id: 'gifdrop', url: `${EXTENSION}/panel.html?token=t` };
type Listener = Parameters<PanelRuntime['onMessage']['addListener']>[0];

/** Starts the session on `window` until `signal` aborts; gives a way to send it messages. */
export function startSession(signal: AbortSignal): (message: unknown) => Promise<unknown> | undefined {
  let listener: Listener | undefined;
  const runtime = {
    id: 'gifdrop',
    getURL: (path: string) => `${EXTENSION}${path}`,
    onMessage: {
      addListener: (added: Listener) => {
        listener = added;
      },
      removeListener: () => undefined,
    },
  } as PanelRuntime;
  startPanelSession(window, runtime, signal);
  return (message) => listener?.(message, fromPanel);
}

/** A textarea holding `text`, focused, the caret at its end. */
export function focusedField(text: string): HTMLTextAreaElement {
  document.body.innerHTML = '<textarea id="field"></textarea>';
  const field = document.querySelector('textarea') as HTMLTextAreaElement;
  field.value = text;
  field.focus();
  field.setSelectionRange(text.length, text.length);
  return field;
}
