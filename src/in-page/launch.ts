/**
 * Opening the picker inside the page, at the caret: on the launcher's gesture the
 * background injects the panel's content script into the frame (`activeTab` + `scripting`),
 * issues a one-time token for that tab and frame, and asks the script to open the panel with it.
 */
import { isPanelOpenStatus, type PanelOpenStatus } from './panel-messages.ts';

/** "GIF for this text" sends at most this many code points of the selection (spec: translate `s`). */
export const TRANSLATE_MAX = 50;

/** The selection as it will be translated: as typed, cut to 50 code points. */
export function translateText(selection: string): string {
  return Array.from(selection).slice(0, TRANSLATE_MAX).join('');
}

/** The bundle WXT builds from entrypoints/in-page.content.ts. */
export const PANEL_SCRIPT = '/content-scripts/in-page.js';

export interface InPageApis {
  scripting: {
    executeScript(injection: {
      target: { tabId: number; frameIds: number[] };
      files: string[];
    }): Promise<unknown>;
  };
  tabs: { sendMessage(tabId: number, message: unknown, options: { frameId: number }): Promise<unknown> };
}

export type IssuePanelToken = (
  tabId: number,
  frameId: number,
  translate?: string,
  search?: string,
) => Promise<string>;

/** `/gif` typed in the field: the words to search, and the command a pick replaces. */
export interface TypedCommand {
  words: string;
  text: string;
}

/** What the launchers need to open the panel: a token, and a way to note that a page blocked it. */
export interface InPageLaunch {
  issue: IssuePanelToken;
  /** The picker that opens instead says why (src/in-page/fallback-notice.ts). */
  noteBlocked(tabId: number): Promise<void>;
}

/**
 * Opens the panel in a frame of a tab. `unavailable`: the page cannot be scripted (a browser page,
 * the store) or did not answer; `no-field`: nothing editable had focus; `blocked`: the page's
 * policy kept the frame out.
 */
export async function openInPage(
  apis: InPageApis,
  issue: IssuePanelToken,
  tabId: number,
  frameId: number,
  translate?: string,
  command?: TypedCommand,
): Promise<PanelOpenStatus | 'unavailable'> {
  try {
    await apis.scripting.executeScript({ target: { tabId, frameIds: [frameId] }, files: [PANEL_SCRIPT] });
  } catch {
    return 'unavailable';
  }
  const token = await (command
    ? issue(tabId, frameId, translate, command.words)
    : issue(tabId, frameId, translate));
  const anchor = translate === undefined ? 'caret' : 'selection';
  try {
    const answer = await apis.tabs.sendMessage(
      tabId,
      { type: 'gifdrop:panel-open', token, anchor, ...(command ? { command: command.text } : {}) },
      { frameId },
    );
    return isPanelOpenStatus(answer) ? answer : 'unavailable';
  } catch {
    return 'unavailable';
  }
}
