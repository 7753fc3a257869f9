/**
 * The content script registered on the sites the person chose for `/gif`:
 * watches what is typed in text fields and, when a `/gif ` command ends at the caret and typing
 * pauses, asks the background to open the in-page panel with the words. It holds no key and reads
 * nothing but the line being typed; the background checks the site, issues the panel's token and
 * injects the same panel host as the launchers (src/in-page/), which replaces the command on a pick.
 */
import { COMMAND_DEBOUNCE_MS, findGifCommand } from './command.ts';
import { lineBeforeCaret, type TypingField, typingField } from './line-before-caret.ts';

/** The one message this script sends (src/messaging/protocol.ts, `openGifCommand`). */
export interface OpenGifCommand {
  type: 'openGifCommand';
  words: string;
  command: string;
}

export interface CommandRuntime {
  sendMessage(message: OpenGifCommand): Promise<unknown>;
}

/** Watches `win`'s document for `/gif` commands until `signal` aborts. */
export function watchGifCommands(win: Window, runtime: CommandRuntime, signal: AbortSignal): void {
  let timer: number | undefined;
  // A command opens the panel once: typing on after Escape does not bring it back.
  let opened: { field: TypingField; start: number; line: string } | undefined;
  const onInput = (event: Event) => {
    win.clearTimeout(timer);
    if ((event as InputEvent).isComposing) return;
    const field = typingField(event.composedPath()[0] ?? null);
    if (!field) return;
    timer = win.setTimeout(() => {
      const line = lineBeforeCaret(field);
      const command = line === undefined ? undefined : findGifCommand(line);
      if (!command || line === undefined) return;
      const head = line.slice(0, command.start);
      if (opened?.field === field && opened.start === command.start && opened.line === head) return;
      opened = { field, start: command.start, line: head };
      void runtime
        .sendMessage({ type: 'openGifCommand', words: command.words, command: command.text })
        .catch(() => undefined);
    }, COMMAND_DEBOUNCE_MS);
  };
  win.document.addEventListener('input', onInput, { capture: true, signal });
  signal.addEventListener('abort', () => win.clearTimeout(timer), { once: true });
}
