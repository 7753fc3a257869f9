/**
 * The in-page picker's one-time tokens. The launchers issue one for the tab and frame
 * they open the panel in and give it to the content script, which puts it in the frame's URL;
 * the frame's page presents it in its first message (`claimPanel`). A token is good once, for a
 * short while, from a frame of that tab; after that the frame (tab, frame id and, where the
 * browser says it, document) may use the protocol like any extension page. A page that frames
 * `panel.html` on its own has no token: every message it sends is refused.
 */
import type { Browser } from 'wxt/browser';
import { BackgroundError } from '../messaging/index.ts';
import { storage } from '../storage/storage-item.ts';
import { PANEL_PAGE } from './panel-messages.ts';

type Sender = Browser.runtime.MessageSender & { documentId?: string | undefined };

interface Issued extends PanelTarget {
  expiresAt: number;
}
/** A frame that claimed a token: the page's frame it was opened for, until when. */
interface Claimed {
  tabId: number;
  frameId: number;
  until: number;
}
interface State {
  tokens: Record<string, Issued>;
  /** Frames that claimed a token, by key. */
  frames: Record<string, Claimed>;
}

/** Where the insertion goes (the frame the person was writing in), and what the panel shows first. */
export interface PanelTarget {
  tabId: number;
  frameId: number;
  /** "GIF for this text": the selected text, translated to one GIF (at most 50 code points). */
  translate?: string | undefined;
  /** `/gif` typed in the field: the words, searched first. */
  search?: string | undefined;
}

/** In `storage.session`: survives a stopped worker, not the browser; content scripts cannot read it. */
const stateItem = storage.defineItem<State>('session:panelTokens', { fallback: { tokens: {}, frames: {} } });
/** From the launcher's gesture to the frame's first message (a cold worker, a slow page). */
const TOKEN_TTL_MS = 30_000;
/** A panel left open is still allowed to search for this long. */
const FRAME_TTL_MS = 12 * 3_600_000;
const MAX_FRAMES = 50;

/** Whether the sender is the in-page picker's frame (`panel.html` in a tab). */
export function isPanelFrame(sender: Sender): boolean {
  if (sender.tab?.id === undefined || !sender.url) return false;
  try {
    return new URL(sender.url).pathname === PANEL_PAGE;
  } catch {
    return false;
  }
}

const frameKey = (sender: Sender) => `${sender.tab?.id}:${sender.frameId}:${sender.documentId ?? ''}`;

export class PanelTokens {
  private chain: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly newToken: () => string = () => crypto.randomUUID(),
  ) {}

  issue(tabId: number, frameId: number, translate?: string, search?: string): Promise<string> {
    return this.exclusive(async (state) => {
      const token = this.newToken();
      state.tokens[token] = {
        tabId,
        frameId,
        ...(translate === undefined ? {} : { translate }),
        ...(search === undefined ? {} : { search }),
        expiresAt: this.now() + TOKEN_TTL_MS,
      };
      return token;
    });
  }

  /** Takes a token for the frame that sent it; throws `not-allowed` for anything else. */
  claim(token: string, sender: Sender): Promise<PanelTarget> {
    return this.exclusive(async (state) => {
      const issued = state.tokens[token];
      const valid =
        issued !== undefined &&
        isPanelFrame(sender) &&
        sender.tab?.id === issued.tabId &&
        typeof sender.frameId === 'number' &&
        sender.frameId > 0;
      if (!valid) throw new BackgroundError('not-allowed', 'This picker was not opened by GifDrop here');
      delete state.tokens[token];
      const { tabId, frameId, translate, search } = issued;
      state.frames[frameKey(sender)] = { tabId, frameId, until: this.now() + FRAME_TTL_MS };
      return {
        tabId,
        frameId,
        ...(translate === undefined ? {} : { translate }),
        ...(search === undefined ? {} : { search }),
      };
    });
  }

  /** Whether a panel frame claimed its token (other senders are not this class's business). */
  async admits(sender: Sender): Promise<boolean> {
    return (await this.targetOf(sender)) !== undefined;
  }

  /** The page's frame a claimed panel frame was opened for; undefined for any other sender. */
  async targetOf(sender: Sender): Promise<{ tabId: number; frameId: number } | undefined> {
    if (!isPanelFrame(sender)) return undefined;
    // After the claims under way: the panel's head script sends its first request right behind
    // its claim (src/first-paint/panel-head-script.ts), and messages reach the worker in the order sent.
    await this.chain;
    const claimed = (await stateItem.getValue()).frames[frameKey(sender)];
    if (!claimed || claimed.until <= this.now()) return undefined;
    return { tabId: claimed.tabId, frameId: claimed.frameId };
  }

  private exclusive<T>(run: (state: State) => Promise<T>): Promise<T> {
    const result = this.chain.then(async () => {
      const state = this.live(await stateItem.getValue());
      try {
        return await run(state);
      } finally {
        await stateItem.setValue(state);
      }
    });
    this.chain = result.catch(() => undefined);
    return result;
  }

  private live({ tokens, frames }: State): State {
    const now = this.now();
    const live = Object.entries(frames)
      .filter(([, claimed]) => typeof claimed === 'object' && claimed.until > now)
      .sort(([, a], [, b]) => a.until - b.until)
      .slice(-MAX_FRAMES);
    return {
      tokens: Object.fromEntries(Object.entries(tokens).filter(([, issued]) => issued.expiresAt > now)),
      frames: Object.fromEntries(live),
    };
  }
}
