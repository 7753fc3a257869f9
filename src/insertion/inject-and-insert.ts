import { browser } from 'wxt/browser';
import type { InsertRequest } from './insert-request.ts';
import type { InsertFailure, InsertOutcome, InsertPlacement, InsertTechnique } from './outcome.ts';

/** What became of the text the person picked. */
export type DeliveryOutcome =
  | { status: 'inserted'; technique: InsertTechnique; placement: InsertPlacement }
  /** Insertion was impossible; the text is on the clipboard for the person to paste. */
  | { status: 'copied'; reason: InsertFailure }
  /** Neither worked (the clipboard refused too). */
  | { status: 'failed'; reason: InsertFailure; detail: string };

/** The extension APIs `injectAndInsert` uses, so tests can pass their own. */
export interface DeliveryApis {
  scripting: Pick<typeof browser.scripting, 'executeScript'>;
  tabs: Pick<typeof browser.tabs, 'sendMessage'>;
  clipboard: Pick<Clipboard, 'writeText'> | undefined;
}

/** The bundle WXT builds from entrypoints/insert.content.ts. */
export const INSERT_SCRIPT = '/content-scripts/insert.js';

/**
 * From an extension page (the popup): injects the insertion content script into one frame of a
 * tab, sends it `text`, and returns what happened. When insertion is impossible (no field, a
 * restricted page, a field in a cross-origin frame, nothing verified) the text goes to the
 * clipboard instead. With `options.pickId` the content script reports the verified outcome to the
 * background (`reportInsertion`), which registers the send only then. Needs `scripting` plus access to the page: `activeTab` after the person
 * opened the popup, or a host permission.
 */
export async function injectAndInsert(
  tabId: number,
  frameId: number,
  text: string,
  options: { pickId?: string | undefined } = {},
  apis: DeliveryApis = {
    scripting: browser.scripting,
    tabs: browser.tabs,
    clipboard: globalThis.navigator?.clipboard,
  },
): Promise<DeliveryOutcome> {
  const outcome = await insertInFrame(tabId, frameId, text, options.pickId, apis);
  if (outcome.ok) return { status: 'inserted', technique: outcome.technique, placement: outcome.placement };
  try {
    if (!apis.clipboard) throw new Error('no clipboard here');
    await apis.clipboard.writeText(text);
    return { status: 'copied', reason: outcome.reason };
  } catch (error) {
    return { status: 'failed', reason: outcome.reason, detail: String(error) };
  }
}

async function insertInFrame(
  tabId: number,
  frameId: number,
  text: string,
  pickId: string | undefined,
  apis: DeliveryApis,
) {
  try {
    await apis.scripting.executeScript({ target: { tabId, frameIds: [frameId] }, files: [INSERT_SCRIPT] });
  } catch (error) {
    return fail('restricted-page', error);
  }
  const request: InsertRequest = {
    type: 'gifdrop:insert',
    text,
    ...(pickId === undefined ? {} : { pickId }),
  };
  try {
    const answer: unknown = await apis.tabs.sendMessage(tabId, request, { frameId });
    return isOutcome(answer) ? answer : fail('no-answer', 'the content script gave no outcome');
  } catch (error) {
    return fail('no-answer', error);
  }
}

function fail(reason: InsertFailure, detail: unknown): InsertOutcome {
  return { ok: false, reason, detail: detail instanceof Error ? detail.message : String(detail) };
}

function isOutcome(value: unknown): value is InsertOutcome {
  return typeof value === 'object' && value !== null && typeof (value as { ok?: unknown }).ok === 'boolean';
}
