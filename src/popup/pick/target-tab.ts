/**
 * The tab (and frame) the popup inserts into: the one it was opened over, or the one named by
 * `?tab=<id>&frame=<id>` (the launchers' popup window, and tests).
 */
import { browser } from 'wxt/browser';

export interface TargetTab {
  tabId: number;
  frameId: number;
}

/** Reads `?tab=` and `?frame=`; null when there is no valid `tab`. */
export function parseTargetQuery(search: string): TargetTab | null {
  const params = new URLSearchParams(search);
  const tab = params.get('tab');
  if (tab === null || !/^\d+$/.test(tab)) return null;
  const frame = params.get('frame');
  return { tabId: Number(tab), frameId: frame !== null && /^\d+$/.test(frame) ? Number(frame) : 0 };
}

export async function findTargetTab(search = location.search): Promise<TargetTab | null> {
  const named = parseTargetQuery(search);
  if (named) return named;
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  return tab?.id === undefined ? null : { tabId: tab.id, frameId: 0 };
}
