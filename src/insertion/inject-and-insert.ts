import { browser } from 'wxt/browser';
import type { InsertLateQuery, InsertRequest } from './insert-request.ts';
import type { InsertFailure, InsertOutcome, InsertPlacement, InsertTechnique } from './outcome.ts';

/** What became of the text the person picked. */
export type DeliveryOutcome =
  | { status: 'inserted'; technique: InsertTechnique; placement: InsertPlacement }
  /**
   * Insertion was impossible; the text is on the clipboard for the person to paste. When the
   * editor may still insert it late, `late` resolves with that insertion (the send is registered
   * then), or `undefined`.
   */
  | { status: 'copied'; reason: InsertFailure; late?: Promise<DeliveryOutcome | undefined> }
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
  options: { pickId?: string | undefined; spacing?: boolean | undefined } = {},
  apis: DeliveryApis = {
    scripting: browser.scripting,
    tabs: browser.tabs,
    clipboard: globalThis.navigator?.clipboard,
  },
): Promise<DeliveryOutcome> {
  const outcome = await insertInFrame(tabId, frameId, text, options, apis);
  if (outcome.ok) return inserted(outcome);
  try {
    if (!apis.clipboard) throw new Error('no clipboard here');
    await apis.clipboard.writeText(text);
    if (!outcome.watching) return { status: 'copied', reason: outcome.reason };
    return { status: 'copied', reason: outcome.reason, late: awaitLate(tabId, frameId, apis) };
  } catch (error) {
    return { status: 'failed', reason: outcome.reason, detail: String(error) };
  }
}

const inserted = (outcome: InsertOutcome & { ok: true }): DeliveryOutcome => ({
  status: 'inserted',
  technique: outcome.technique,
  placement: outcome.placement,
});

/** Asks the content script whether the editor inserted the text late after all. */
async function awaitLate(
  tabId: number,
  frameId: number,
  apis: DeliveryApis,
): Promise<DeliveryOutcome | undefined> {
  const query: InsertLateQuery = { type: 'gifdrop:await-late' };
  try {
    const answer: unknown = await apis.tabs.sendMessage(tabId, query, { frameId });
    const outcome = (answer as { outcome?: unknown } | undefined)?.outcome;
    return isOutcome(outcome) && outcome.ok ? inserted(outcome) : undefined;
  } catch {
    return undefined;
  }
}

async function insertInFrame(
  tabId: number,
  frameId: number,
  text: string,
  { pickId, spacing }: { pickId?: string | undefined; spacing?: boolean | undefined },
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
    ...(spacing === undefined ? {} : { spacing }),
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

const TECHNIQUES: readonly string[] = ['execCommand', 'setRangeText', 'paste', 'beforeinput'];
const PLACEMENTS: readonly string[] = ['at-caret', 'elsewhere', 'twice'];
const FAILURES: readonly string[] = [
  'no-field',
  'cross-origin-frame',
  'closed-shadow-root',
  'field-gone',
  'not-verified',
  'restricted-page',
  'no-answer',
];

/** Checks an answer from the page's frame: only known techniques, placements and reasons pass. */
function isOutcome(value: unknown): value is InsertOutcome {
  if (typeof value !== 'object' || value === null) return false;
  const { ok, technique, placement, reason } = value as Record<string, unknown>;
  if (ok === true) return TECHNIQUES.includes(String(technique)) && PLACEMENTS.includes(String(placement));
  return ok === false && FAILURES.includes(String(reason));
}
