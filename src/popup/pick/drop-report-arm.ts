/**
 * A drag out of the toolbar popup: its pick recorded and the page's drop report injected, so that
 * a drop that went in registers its click, send and Recent even once the popup is gone
 * (src/in-page/drop-report.ts). Any failure (a page the extension may not enter, the popup closed
 * first) registers nothing: a send that is not known to have happened is never counted.
 */
import type { browser } from 'wxt/browser';
import type { Item } from '../../client/index.ts';
import { kindOfItem } from '../../collections/item-ref.ts';
import type { DropQuery, DropUnwatchRequest, DropWatchRequest } from '../../in-page/index.ts';
import { sendToBackground } from '../../messaging/index.ts';
import type { TargetTab } from './target-tab.ts';

/** The bundle WXT builds from entrypoints/drop-report.content.ts. */
export const DROP_REPORT_SCRIPT = '/content-scripts/drop-report.js';

/** The extension APIs arming uses, so tests can pass their own. */
export interface ArmApis {
  scripting: Pick<typeof browser.scripting, 'executeScript'>;
  tabs: Pick<typeof browser.tabs, 'sendMessage'>;
}

/** Arms the page's report of `item`'s drop; gives the recorded pick's id. */
export async function armDropReport(
  target: TargetTab,
  item: Item,
  query: DropQuery,
  apis: ArmApis,
): Promise<string> {
  // The top frame: it follows drops into its same-origin frames too (TinyMCE's editor). First, so
  // that a page the extension may not enter leaves no pick waiting.
  await apis.scripting.executeScript({
    target: { tabId: target.tabId, frameIds: [0] },
    files: [DROP_REPORT_SCRIPT],
  });
  const { pickId } = await sendToBackground({
    type: 'recordPick',
    tabId: target.tabId,
    itemId: item.id,
    onsentUrl: item.analytics?.onsent?.url,
    drop: { onclickUrl: item.analytics?.onclick?.url, kind: kindOfItem(item) },
  });
  const request: DropWatchRequest = { type: 'gifdrop:watch-drop', pickId, query };
  await apis.tabs.sendMessage(target.tabId, request, { frameId: 0 });
  return pickId;
}

/** The drag ended with no drop: the page stops watching for `armed`'s (its drop, if it came first, still counts). */
export async function disarmDropReport(
  target: TargetTab,
  armed: Promise<string>,
  apis: Pick<ArmApis, 'tabs'>,
): Promise<void> {
  const request: DropUnwatchRequest = { type: 'gifdrop:unwatch-drop', pickId: await armed };
  await apis.tabs.sendMessage(target.tabId, request, { frameId: 0 });
}
