/**
 * What the picker does once a pick has an outcome: says it, follows it until it is final (the page
 * may take an inserted text out within a second; an editor may insert after a failure), then
 * closes the picker when the text is in. Loaded with pick-item.ts at the first pick.
 */
import { keepPickerOpenItem } from '../../settings/preferences.ts';
import { describePick } from './describe-pick.ts';
import { ownsItsWindow } from './own-window.ts';
import type { FrameOffer, PickResult } from './pick-result.ts';

/** How long "Inserted" shows before the popup closes itself. */
const CLOSE_AFTER_MS = 600;

/** Where the outcome is shown. */
export interface PickUi {
  say(notice: string): void;
  /** "Allow GifDrop in frames from …", offered after a copy from a frame of another site. */
  offer(offer: FrameOffer | null): void;
  /** The in-page panel's host: shows the panel again, or closes it. */
  host?: { reveal(): Promise<void>; close(): void } | undefined;
}

/**
 * "Inserted" shows at once, but the picker stays (the panel hidden) until the outcome is final,
 * and a correction replaces the word; by then the text is on the clipboard and the panel is back
 * with the focus. A final insertion closes the panel (the caret is already back) or the popup's
 * window, unless the person keeps the picker open; in the page, a kept-open picker and one that
 * copied come back at the caret.
 */
export async function settlePick(result: PickResult, { say, offer, host }: PickUi): Promise<void> {
  say(describePick(result));
  if ('frameOffer' in result && result.frameOffer) offer(result.frameOffer);
  const inserted = result.status === 'inserted';
  const keepOpen = inserted && (await keepPickerOpenItem.getValue()) === true;
  if (host && (!inserted || keepOpen)) void host.reveal().catch(() => undefined);
  const closeAt = Date.now() + CLOSE_AFTER_MS;
  // Followed until final: a removed insertion is corrected, and an editor that inserted after all
  // (late, after a copy) is said; the send is registered then.
  const changed = 'late' in result ? await result.late : undefined;
  if (changed) say(describePick(changed));
  if (!inserted || changed || keepOpen) return;
  if (host) return host.close();
  if (await ownsItsWindow()) setTimeout(() => window.close(), Math.max(0, closeAt - Date.now()));
}
