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

/** Text typed for a panel that will not show goes where it was typed (nothing when no field has the focus). */
export function giveToField(win: Window, text: string): void {
  if (text) win.document.execCommand('insertText', false, text);
}

const HELD_FLAG = Symbol.for('gifdrop.panel-held');
type Flagged = typeof globalThis & { [HELD_FLAG]?: { typing: HeldTyping; timer: number } };

/**
 * Keeps a session's held typing, still holding, for the next launch's request: a launch injects the
 * script again, and WXT stops the running one before the new one starts. Given back to the field
 * if no request takes it within `waitMs` (the extension was reloaded, say).
 */
export function parkHeldTyping(win: Window, typing: HeldTyping | undefined, waitMs: number): void {
  if (!typing) return;
  const flagged = globalThis as Flagged;
  const timer = win.setTimeout(() => {
    if (flagged[HELD_FLAG]?.typing !== typing) return;
    delete flagged[HELD_FLAG];
    giveToField(win, typing.stop());
  }, waitMs);
  flagged[HELD_FLAG] = { typing, timer };
}

/** The typing parked by the session this one replaced, if any. */
export function takeParkedTyping(win: Window): HeldTyping | undefined {
  const flagged = globalThis as Flagged;
  const parked = flagged[HELD_FLAG];
  delete flagged[HELD_FLAG];
  if (parked) win.clearTimeout(parked.timer);
  return parked?.typing;
}
