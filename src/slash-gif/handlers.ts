/**
 * The messages of `/gif` in the composer: the options page turns a site on or
 * off, and the content script registered on a site asks for the panel when `/gif words` was typed.
 */
import type { Browser } from 'wxt/browser';
import { type InPageApis, type IssuePanelToken, openInPage } from '../in-page/launch.ts';
import type { Handlers } from '../messaging/index.ts';
import { BackgroundError } from '../messaging/index.ts';
import { isGifCommandText } from './index.ts';
import type { SlashSites } from './registrations.ts';

type SlashHandlers = Pick<Handlers, 'openGifCommand' | 'addGifCommandSite' | 'removeGifCommandSite'>;

export interface SlashHandlerDeps {
  sites: SlashSites;
  apis: InPageApis;
  issue: IssuePanelToken;
}

/** The command as the script read it: `/gif`, a space, then exactly the words. */
function isCommandFor(command: string, words: string): boolean {
  return isGifCommandText(command) && command.slice(5).replace(/\u00a0/g, ' ') === words;
}

export function createSlashHandlers({ sites, apis, issue }: SlashHandlerDeps): SlashHandlers {
  return {
    async openGifCommand({ words, command }, sender: Browser.runtime.MessageSender) {
      const tabId = sender.tab?.id;
      const { frameId } = sender;
      // A frame without an address of its own (about:srcdoc, an editor's frame) has its page's
      // origin, which Chromium says in `sender.origin`.
      const url = (sender as { origin?: string | undefined }).origin ?? sender.url;
      // Only the script registered on a site the person chose, from a frame of a tab.
      if (tabId === undefined || typeof frameId !== 'number' || !url || !(await sites.covers(url)))
        throw new BackgroundError('not-allowed', '/gif is not on for this site');
      if (!isCommandFor(command, words)) throw new BackgroundError('bad-message', 'Not a /gif command');
      const typed = { words, text: command };
      let status = await openInPage(apis, issue, tabId, frameId, undefined, typed);
      // A field in a frame too small for the panel (an editor's own frame, TinyMCE's): the top frame
      // holds it instead when it can reach the field (same origin), as the shortcut's panel does.
      if (status === 'no-room' && frameId !== 0)
        status = await openInPage(apis, issue, tabId, 0, undefined, typed);
      return { opened: status === 'opened' };
    },
    addGifCommandSite: async ({ origin }) => ({ sites: await sites.add(origin) }),
    removeGifCommandSite: async ({ origin }) => ({ sites: await sites.remove(origin) }),
  };
}
