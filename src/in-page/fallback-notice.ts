/**
 * What the toolbar popup (or the picker window) says when it opened because the page kept the
 * in-page picker out: the launchers note it for the tab, the picker reads it once.
 */
import { storage } from '../storage/storage-item.ts';
import { panelFrameBlocked } from './strings.ts';

interface Notice {
  tabId: number;
  at: number;
}

const noticeItem = storage.defineItem<Notice | null>('session:inPageFallback', { fallback: null });
/** The picker opens within this long of the note, or the note is stale. */
const FRESH_MS = 15_000;

/** Notes that the panel could not open on `tabId` (background). */
export function noteFrameBlocked(tabId: number, now = Date.now()): Promise<void> {
  return noticeItem.setValue({ tabId, at: now });
}

/** The notice for the picker opened on `tabId`, once (the picker's pages). */
export async function takeFallbackNotice(tabId: number, now = Date.now()): Promise<string | undefined> {
  const notice = await noticeItem.getValue();
  if (!notice || notice.tabId !== tabId || now - notice.at > FRESH_MS) return undefined;
  await noticeItem.removeValue();
  return panelFrameBlocked();
}
