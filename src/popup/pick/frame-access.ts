/**
 * A field in a frame of another site (a comment widget, an embedded form): `activeTab` reaches only
 * the page's own origin, so the popup offers to allow that one site's frames. The browser's
 * permission prompt needs the click itself, so `allow` asks before anything is awaited; once the
 * person granted it, the site is recorded (the options list it and can give it back) and the text
 * goes into the frame that holds the field, checked as any insertion.
 */
import { browser } from 'wxt/browser';
import type { InsertSpacing, Picture } from '../../insertion/index.ts';
import { injectAndInsert } from '../../insertion/index.ts';
import { sendToBackground } from '../../messaging/index.ts';
import { sitePattern } from '../../slash-gif/index.ts';
import type { FrameOffer, PickResult } from './pick-result.ts';

export interface FrameInsertion {
  tabId: number;
  origin: string;
  text: string;
  spacing: InsertSpacing;
  /** Insert as: Automatic: the picture, where the frame's field shows pictures. */
  picture?: Picture | undefined;
  /** Records the pick again for the send of this insertion (the first one's was not sent). */
  recordPick(): Promise<string>;
}

export function frameOffer(insertion: FrameInsertion): FrameOffer {
  const { origin } = insertion;
  const offer: FrameOffer = {
    origin,
    site: new URL(origin).host,
    allow() {
      const granted = browser.permissions.request({ origins: [sitePattern(origin)] }).catch(() => false);
      return (async (): Promise<PickResult> => {
        if ((await granted) !== true) return { status: 'frame-denied', frameOffer: offer };
        await sendToBackground({ type: 'addFrameSite', origin });
        return insertIntoFrame(insertion);
      })();
    },
  };
  return offer;
}

async function insertIntoFrame({ tabId, origin, text, spacing, picture, recordPick }: FrameInsertion) {
  const frameId = await findFieldFrame(tabId, origin);
  // The text is on the clipboard from the first try: it stays the fallback.
  if (frameId === undefined) return { status: 'copied' as const, reason: 'no-field' as const };
  return injectAndInsert(tabId, frameId, text, { pickId: await recordPick(), spacing, picture });
}

/**
 * The frame of `origin` whose focused element is a field. Frames the extension may not reach are
 * skipped by the browser; the popup has the window's focus, but each frame keeps its own
 * `activeElement`.
 */
async function findFieldFrame(tabId: number, origin: string): Promise<number | undefined> {
  const results = await browser.scripting.executeScript({
    target: { tabId, allFrames: true },
    func: () => {
      let active = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      const field =
        !!active &&
        (active.localName === 'textarea' ||
          active.localName === 'input' ||
          (active as HTMLElement).isContentEditable);
      return { origin: location.origin, field };
    },
  });
  const found = results.find(({ result }) => {
    const answer = result as { origin?: unknown; field?: unknown } | undefined;
    return answer?.origin === origin && answer.field === true;
  });
  return found?.frameId;
}
