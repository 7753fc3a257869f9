/**
 * Keys typed in the page after the shortcut or the menu, before the panel shows and takes the
 * focus: without this they land in the person's field, or replace the words selected there. The
 * letters are kept for the panel's search box; Backspace takes one back, and Enter (which would
 * send a chat message) is swallowed. Shortcuts and an IME's keys pass to the page.
 */
export interface HeldTyping {
  /** Stops holding and gives the text typed so far (once; '' after). */
  stop(): string;
}

/** Holds until `stop` (a panel replaced before it showed hands its holding on: panel-session.ts). */
export function holdTyping(win: Window): HeldTyping {
  const typed: string[] = [];
  const holding = new AbortController();
  win.addEventListener(
    'keydown',
    (event) => {
      const { key, ctrlKey, altKey, metaKey, isComposing } = event;
      if (ctrlKey || altKey || metaKey || isComposing) return;
      if (key === 'Backspace') typed.pop();
      else if ([...key].length === 1) typed.push(key);
      else if (key !== 'Enter') return;
      event.preventDefault();
      event.stopImmediatePropagation();
    },
    { capture: true, signal: holding.signal },
  );
  return {
    stop() {
      holding.abort();
      return typed.splice(0).join('');
    },
  };
}
