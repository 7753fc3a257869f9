import { COMMAND_WORDS_MAX, isGifCommandText } from '../slash-gif/command.ts';

/**
 * Messages of the in-page picker. The background asks the content script it injected to open the
 * panel (`gifdrop:panel-open`, with the one-time token it issued for that tab and frame); the
 * frame's page, once the background accepted its token, drives the host through the rest.
 */

export interface PanelOpenRequest {
  type: 'gifdrop:panel-open';
  token: string;
  /** `selection`: without a focused field, anchor at the text selected ("GIF for this text"). */
  anchor?: 'caret' | 'selection' | undefined;
  /** `/gif words` typed before the caret: a pick replaces it. */
  command?: string | undefined;
}

/**
 * How the opening went: the panel is up, there was no field, the frame is too small to hold the
 * panel (a composer in a small frame of its own), or the page kept the frame out.
 */
export type PanelOpenStatus = 'opened' | 'no-field' | 'no-room' | 'blocked';

/**
 * From the frame's page to the host: `ready` (show and focus me), `restore` (hide me and give
 * focus and caret back to the field, before the insertion), `reveal` (show me again, focused, at
 * the caret as it is now: the text went to the clipboard instead, or the person keeps the picker
 * open for more), `close`.
 */
export interface PanelCommand {
  type: 'gifdrop:panel';
  command: 'ready' | 'restore' | 'reveal' | 'close';
}

const COMMANDS: readonly string[] = ['ready', 'restore', 'reveal', 'close'];

/**
 * The host's answer to `ready` for a panel opened by `/gif`: the command's words as the field holds
 * them now, for the person may have typed on while the panel opened.
 */
export interface PanelReadyAnswer {
  words: string;
}

export function isPanelReadyAnswer(value: unknown): value is PanelReadyAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const { words } = value as Record<string, unknown>;
  return typeof words === 'string' && Array.from(words).length <= COMMAND_WORDS_MAX;
}

export function isPanelOpenRequest(message: unknown): message is PanelOpenRequest {
  if (typeof message !== 'object' || message === null) return false;
  const { type, token, anchor, command } = message as Record<string, unknown>;
  return (
    type === 'gifdrop:panel-open' &&
    typeof token === 'string' &&
    /^[\w-]{16,64}$/.test(token) &&
    (anchor === undefined || anchor === 'caret' || anchor === 'selection') &&
    (command === undefined || (typeof command === 'string' && isGifCommandText(command)))
  );
}

export function isPanelCommand(message: unknown): message is PanelCommand {
  if (typeof message !== 'object' || message === null) return false;
  const { type, command } = message as Record<string, unknown>;
  return type === 'gifdrop:panel' && COMMANDS.includes(String(command));
}

export function isPanelOpenStatus(value: unknown): value is PanelOpenStatus {
  return value === 'opened' || value === 'no-field' || value === 'no-room' || value === 'blocked';
}

/** The frame's page, with its token: `panel.html?token=…`. */
export const PANEL_PAGE = '/panel.html';
