/**
 * What the in-page picker's content script does in the frame the person was writing in: on the
 * background's `gifdrop:panel-open`, capture the focused field and its caret, put the panel at the
 * caret, and answer once the frame's page is up (`opened`), or that the page kept it out
 * (`blocked`: it removed the frame, or a policy refused it where the browser applies one to
 * extension frames), that nothing editable had focus (`no-field`) or that the frame is too small
 * for the panel (`no-room`); the background falls back to the toolbar popup then. Escape, a click outside or a
 * pick closes the panel and puts focus and caret back in the field. The insertion itself is the
 * existing engine's (src/insertion/), injected by the frame's page once the caret is back.
 */
import type { Browser } from 'wxt/browser';
import { captureTarget } from '../insertion/index.ts';
import { isOwnExtensionPage, type RuntimeIdentity } from '../messaging/index.ts';
import { COMMAND_WORDS_MAX, findGifCommand } from '../slash-gif/command.ts';
import { lineBeforeCaret } from '../slash-gif/line-before-caret.ts';
import { selectCommandBeforeCaret } from '../slash-gif/select-command.ts';
import { giveToField, type HeldTyping, holdTyping, parkHeldTyping, takeParkedTyping } from './held-typing.ts';
import { caretAfterSelection } from './keep-selected-words.ts';
import { fieldAnchor, type PanelAnchor, selectionAnchor } from './panel-anchor.ts';
import { mountPanelHost, type PanelHost } from './panel-host.ts';
import {
  isPanelCommand,
  isPanelOpenRequest,
  PANEL_PAGE,
  type PanelOpenStatus,
  type PanelReadyAnswer,
} from './panel-messages.ts';
import { hasRoomForPanel } from './place-panel.ts';

/** How long the frame's page may take to say it is ready before the page is taken to block it. */
export const READY_TIMEOUT_MS = 6000;

type Sender = Pick<Browser.runtime.MessageSender, 'id' | 'url'>;
type Listener = (message: unknown, sender: Sender) => Promise<unknown> | undefined;

export interface PanelRuntime extends RuntimeIdentity {
  onMessage: { addListener(listener: Listener): void; removeListener(listener: Listener): void };
}

const SESSION_FLAG = Symbol.for('gifdrop.panel-session');
type Flagged = typeof globalThis & { [SESSION_FLAG]?: AbortController };

/**
 * Whether a message comes from this extension's own pages or background. The frame's page may be
 * served under a per-session host (`use_dynamic_url`), so the scheme and the extension id decide.
 */
function fromExtension(sender: Sender, runtime: RuntimeIdentity): boolean {
  if (isOwnExtensionPage(sender, runtime)) return true;
  if (sender.id !== runtime.id || !sender.url) return false;
  try {
    return new URL(sender.url).protocol === new URL(runtime.getURL('/')).protocol;
  } catch {
    return false;
  }
}

/** Listens for the background's request to open the panel, until `signal` aborts. */
export function startPanelSession(win: Window, runtime: PanelRuntime, signal: AbortSignal): void {
  const flagged = globalThis as Flagged;
  // A second launch in the same frame replaces the first panel; letters typed for the first before
  // it showed stay parked, still held, for the second's request (injected just before it).
  flagged[SESSION_FLAG]?.abort();
  const session = new AbortController();
  let panel: OpenPanel | undefined;
  flagged[SESSION_FLAG] = session;
  signal.addEventListener('abort', () => session.abort(), { once: true });

  const listener: Listener = (message, sender) => {
    if (!fromExtension(sender, runtime)) return undefined;
    if (isPanelOpenRequest(message)) {
      const held = panel?.handOver() ?? takeParkedTyping(win);
      panel?.close(false);
      const target = captureTarget(win);
      const anchor = target
        ? fieldAnchor(target, win)
        : message.anchor === 'selection'
          ? selectionAnchor(win)
          : undefined;
      const room = hasRoomForPanel({ width: win.innerWidth, height: win.innerHeight });
      // `/gif` typing goes on in the field (`typedOn`): letters held for an earlier launch go there too.
      if (!anchor || !room || message.command) giveToField(win, held?.stop() ?? '');
      if (!anchor) return Promise.resolve<PanelOpenStatus>('no-field');
      if (!room) return Promise.resolve<PanelOpenStatus>('no-room');
      let command = message.command;
      // `/gif words` typed at the caret: selected once the caret is back, so the pick replaces it.
      // "GIF for “…”" on words in a field: the pick goes after them, the words stay.
      const beforeInsert = !target
        ? undefined
        : command
          ? () => selectCommandBeforeCaret(target, command ?? '')
          : message.anchor === 'selection'
            ? () => caretAfterSelection(target)
            : undefined;
      // Typing that went on into the field while the panel opened (a pause mid-command): at `ready`
      // the command as the field holds it now is what a pick replaces, and its words go to the box.
      const typedOn =
        target && command
          ? () => {
              const line = lineBeforeCaret(target.element);
              const now = line === undefined ? undefined : findGifCommand(line);
              if (!now) return undefined;
              command = now.text;
              anchor.retake();
              return { words: now.words };
            }
          : undefined;
      panel = openPanel(win, anchor, runtime.getURL(`${PANEL_PAGE}?token=${message.token}`), session.signal, {
        beforeInsert,
        typedOn,
        held: command ? undefined : held,
      });
      return panel.opened;
    }
    if (!isPanelCommand(message) || !panel) return undefined;
    return Promise.resolve(panel.command(message.command));
  };
  runtime.onMessage.addListener(listener);
  session.signal.addEventListener(
    'abort',
    () => {
      runtime.onMessage.removeListener(listener);
      parkHeldTyping(win, panel?.handOver(), READY_TIMEOUT_MS);
      panel?.close(false);
      if (flagged[SESSION_FLAG] === session) delete flagged[SESSION_FLAG];
    },
    { once: true },
  );
}

interface OpenPanel {
  opened: Promise<PanelOpenStatus>;
  /** Whether it was done; `ready` for a `/gif` panel answers the command's words as they are now. */
  command(command: 'ready' | 'restore' | 'reveal' | 'close'): boolean | PanelReadyAnswer;
  close(restore: boolean): void;
  /** Not shown yet: closes, and gives its held typing, still holding, to the panel replacing it. */
  handOver(): HeldTyping | undefined;
}

function openPanel(
  win: Window,
  anchor: PanelAnchor,
  url: string,
  signal: AbortSignal,
  hooks: {
    beforeInsert?: (() => void) | undefined;
    typedOn?: (() => PanelReadyAnswer | undefined) | undefined;
    /** Typing held for the launch this panel replaced. */
    held?: HeldTyping | undefined;
  },
): OpenPanel {
  const { beforeInsert, typedOn } = hooks;
  const live = new AbortController();
  signal.addEventListener('abort', () => live.abort(), { once: true });
  const host: PanelHost = mountPanelHost(win, url, anchor.measure, live.signal);
  let settle: (status: PanelOpenStatus) => void = () => undefined;
  const opened = new Promise<PanelOpenStatus>((resolve) => {
    settle = resolve;
  });
  const giveBack = () => anchor.giveBack(() => host.contains(win.document.activeElement));
  let shown = false;
  // A shortcut's or a menu's panel: what is typed before it shows is its search (held-typing.ts).
  // `/gif` typing goes on in the field, where `typedOn` reads it.
  let holding = typedOn ? undefined : (hooks.held ?? holdTyping(win));
  // However the panel ends, the page's keys are its own again (unless handed over first).
  live.signal.addEventListener('abort', () => holding?.stop(), { once: true });
  let held = '';
  /** `giveTyping`: a panel that never showed gives what it held to the field (not after Escape). */
  const close = (restore: boolean, giveTyping = restore) => {
    if (live.signal.aborted) return;
    const unused = holding?.stop() ?? '';
    live.abort();
    host.remove();
    settle('blocked');
    if (restore) giveBack();
    if (!shown && giveTyping) giveToField(win, unused);
  };
  const timer = win.setTimeout(() => close(true), READY_TIMEOUT_MS);
  // Letters the page got while its focus went over to the panel's frame (of another process):
  // Chromium gives them to the frame's element, the panel's host; they belong in its box.
  let lost = '';
  let catching: AbortController | undefined;
  const catchLostTyping = () => {
    catching = new AbortController();
    live.signal.addEventListener('abort', () => catching?.abort(), { once: true });
    win.addEventListener(
      'keydown',
      (event) => {
        const letter = [...event.key].length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
        if (!letter || !host.contains(event.composedPath()[0] ?? null)) return;
        event.preventDefault();
        event.stopImmediatePropagation();
        lost += event.key;
      },
      { capture: true, signal: catching.signal },
    );
  };
  live.signal.addEventListener('abort', () => win.clearTimeout(timer), { once: true });
  // A `frame-src` (or `child-src`, `default-src`) that refuses the frame reports it at once.
  win.document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      if (/^(frame|child|default)-src/.test(event.effectiveDirective) && isOurs(event.blockedURI, url))
        close(true);
    },
    { signal: live.signal },
  );
  // A click anywhere on the page but the panel closes it (the page keeps its click). The caret goes
  // back to the field unless the click gave the focus to something else (another field).
  win.document.addEventListener(
    'pointerdown',
    (event) => {
      if (host.contains(event.composedPath()[0] ?? null)) return;
      close(true);
      win.setTimeout(() => {
        const active = win.document.activeElement;
        if (!active || active === win.document.body || active === win.document.documentElement) giveBack();
      }, 0);
    },
    { capture: true, signal: live.signal },
  );
  // A page that removes what it did not put there (some clean their DOM) keeps the panel out.
  const removal = new MutationObserver(() => {
    if (!host.isConnected()) close(true);
  });
  removal.observe(win.document.documentElement, { childList: true });
  live.signal.addEventListener('abort', () => removal.disconnect(), { once: true });
  // Escape while the page has the focus (after a reveal); in the panel its page handles it.
  win.document.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Escape') close(true, false);
    },
    { capture: true, signal: live.signal },
  );
  return {
    opened,
    close,
    handOver() {
      if (shown || live.signal.aborted) return undefined;
      const handed = holding;
      holding = undefined;
      close(false);
      return handed;
    },
    command(command) {
      if (live.signal.aborted) return false;
      if (command === 'ready') {
        win.clearTimeout(timer);
        // Read while the field still has the focus, before the panel takes it, and again once the
        // panel holds it (picker-host.ts): keys may reach the field until then, and the panel's
        // host in the page meanwhile (`lost`).
        const typed = typedOn?.();
        if (!shown) {
          shown = true;
          held = asWords(holding?.stop() ?? '');
          if (typed || held) catchLostTyping();
          host.show(true);
          settle('opened');
          if (typed) return typed;
          if (held) return { words: held };
        } else {
          // The second `ready`: the frame holds the focus, the host's keys are the page's again.
          catching?.abort();
          if (typed || held) return { words: asWords((typed?.words ?? held) + lost) };
        }
      } else if (command === 'restore') {
        host.hide();
        giveBack();
        beforeInsert?.();
      } else if (command === 'reveal') {
        // After an insertion the caret is after the text: the panel follows it, the next pick goes there.
        anchor.retake();
        host.show(true);
      } else close(true);
      return true;
    },
  };
}

/** Text for the box, cut to what a `ready` answer may carry (panel-messages.ts). */
const asWords = (text: string): string => Array.from(text).slice(0, COMMAND_WORDS_MAX).join('');

/** Whether a blocked URI is the panel's (browsers report only the scheme and host, or less). */
function isOurs(blocked: string, url: string): boolean {
  if (!blocked) return false;
  const ours = new URL(url);
  return (
    blocked.startsWith(ours.protocol) || blocked === ours.origin || blocked.startsWith(`${ours.origin}/`)
  );
}
