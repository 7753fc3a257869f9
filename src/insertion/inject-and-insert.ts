import { browser } from 'wxt/browser';
import { copyPictureAndLink, type PictureClipboard } from './copy-picture.ts';
import type { InsertLateQuery, InsertRequest, InsertSpacing } from './insert-request.ts';
import type {
  InsertFailure,
  InsertOutcome,
  InsertPlacement,
  InsertTechnique,
  LengthLimit,
} from './outcome.ts';
import type { Picture } from './picture.ts';

/**
 * What became of the text the person picked. `late`, when set, resolves with what the outcome
 * became once final (a page that took the inserted text out: then copied; an editor that inserted
 * after a failure: then inserted), or `undefined` when it stands. The send is registered then.
 */
export type DeliveryOutcome =
  | {
      status: 'inserted';
      technique: InsertTechnique;
      placement: InsertPlacement;
      /** The picture went in, not the link. */
      form?: 'picture';
      /** A picture was asked for, the field took none: the link went in. */
      pictureRefused?: boolean;
      late?: Promise<DeliveryOutcome | undefined>;
    }
  /** Insertion was impossible; the text is on the clipboard for the person to paste. */
  | {
      status: 'copied';
      reason: InsertFailure;
      limit?: LengthLimit;
      /** The origin of the frame of another site the field is in (`cross-origin-frame`). */
      frameOrigin?: string;
      /** The picture is on the clipboard too (text/html), with the link as text/plain. */
      copiedPicture?: boolean;
      late?: Promise<DeliveryOutcome | undefined>;
    }
  /** Neither worked (the clipboard refused too). */
  | { status: 'failed'; reason: InsertFailure; detail: string; limit?: LengthLimit };

/** The extension APIs `injectAndInsert` uses, so tests can pass their own. */
export interface DeliveryApis {
  scripting: Pick<typeof browser.scripting, 'executeScript'>;
  tabs: Pick<typeof browser.tabs, 'sendMessage'>;
  clipboard: PictureClipboard | undefined;
}

/** The bundle WXT builds from entrypoints/insert.content.ts. */
export const INSERT_SCRIPT = '/content-scripts/insert.js';

/**
 * From an extension page (the popup): injects the insertion content script into one frame of a
 * tab, sends it `text`, and returns what happened. When insertion is impossible (no field, a
 * restricted page, a field in a cross-origin frame, nothing verified) the text goes to the
 * clipboard instead. With `options.pickId` the content script reports the final outcome to the
 * background (`reportInsertion`), which registers the send only then. Needs `scripting` plus
 * access to the page: `activeTab` after the person opened the popup, or a host permission.
 */
export async function injectAndInsert(
  tabId: number,
  frameId: number,
  text: string,
  options: {
    pickId?: string | undefined;
    spacing?: InsertSpacing | undefined;
    /** Insert as: Automatic: the picture where the field shows pictures (`text` is the link). */
    picture?: Picture | undefined;
  } = {},
  apis: DeliveryApis = {
    scripting: browser.scripting,
    tabs: browser.tabs,
    clipboard: globalThis.navigator?.clipboard,
  },
): Promise<DeliveryOutcome> {
  const outcome = await insertInFrame(tabId, frameId, text, options, apis);
  if (outcome.ok) {
    if (!outcome.watching) return inserted(outcome);
    const late = awaitLate(tabId, frameId, apis).then((changed) =>
      changed && !changed.ok ? copy(text, changed, apis, options.picture) : undefined,
    );
    return { ...inserted(outcome), late };
  }
  const copied = await copy(text, outcome, apis, options.picture);
  if (copied.status !== 'copied' || !outcome.watching) return copied;
  copied.late = awaitLate(tabId, frameId, apis).then((changed) =>
    changed?.ok ? inserted(changed) : undefined,
  );
  return copied;
}

/**
 * The fallback for a failure: the text on the clipboard (with the picture as text/html when there
 * is one), or why not even that.
 */
async function copy(
  text: string,
  { reason, limit, frameOrigin }: InsertOutcome & { ok: false },
  apis: DeliveryApis,
  picture?: Picture,
): Promise<DeliveryOutcome> {
  const figures = limit ? { limit } : {};
  try {
    if (!apis.clipboard) throw new Error('no clipboard here');
    const copied = await copyPictureAndLink(apis.clipboard, picture, text);
    return {
      status: 'copied',
      reason,
      ...figures,
      ...(frameOrigin ? { frameOrigin } : {}),
      ...(copied === 'picture' ? { copiedPicture: true } : {}),
    };
  } catch (error) {
    return { status: 'failed', reason, detail: String(error), ...figures };
  }
}

const inserted = (outcome: InsertOutcome & { ok: true }): DeliveryOutcome & { status: 'inserted' } => ({
  status: 'inserted',
  technique: outcome.technique,
  placement: outcome.placement,
  ...(outcome.form === 'picture' ? { form: 'picture' as const } : {}),
  ...(outcome.pictureRefused ? { pictureRefused: true } : {}),
});

/** Asks the content script what a watched answer became: `undefined` when it stands. */
async function awaitLate(
  tabId: number,
  frameId: number,
  apis: DeliveryApis,
): Promise<InsertOutcome | undefined> {
  const query: InsertLateQuery = { type: 'gifdrop:await-late' };
  try {
    const answer: unknown = await apis.tabs.sendMessage(tabId, query, { frameId });
    const outcome = (answer as { outcome?: unknown } | undefined)?.outcome;
    return isOutcome(outcome) ? outcome : undefined;
  } catch {
    return undefined;
  }
}

async function insertInFrame(
  tabId: number,
  frameId: number,
  text: string,
  {
    pickId,
    spacing,
    picture,
  }: { pickId?: string | undefined; spacing?: InsertSpacing | undefined; picture?: Picture | undefined },
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
    ...(picture === undefined ? {} : { picture }),
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

const TECHNIQUES: readonly string[] = [
  'execCommand',
  'setRangeText',
  'paste',
  'beforeinput',
  'append',
  'insertHTML',
];
const PLACEMENTS: readonly string[] = ['at-caret', 'at-end', 'elsewhere', 'twice'];
const FAILURES: readonly string[] = [
  'no-field',
  'cross-origin-frame',
  'closed-shadow-root',
  'field-gone',
  'too-long',
  'not-verified',
  'partial',
  'altered',
  'reverted',
  'restricted-page',
  'no-answer',
];

/** An http(s) origin and nothing more: `https://disqus.com`, `http://example.com:8080`. */
function isWebOrigin(value: unknown): value is string {
  if (typeof value !== 'string' || !/^https?:\/\//.test(value)) return false;
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * Checks an answer from the page's frame: only known techniques, placements and reasons pass, and
 * a length limit only with whole, non-negative figures.
 */
function isOutcome(value: unknown): value is InsertOutcome {
  if (typeof value !== 'object' || value === null) return false;
  const { ok, technique, placement, reason, watching, limit, frameOrigin, form, pictureRefused } =
    value as Record<string, unknown>;
  if (watching !== undefined && typeof watching !== 'boolean') return false;
  if (form !== undefined && form !== 'picture') return false;
  if (pictureRefused !== undefined && typeof pictureRefused !== 'boolean') return false;
  if (frameOrigin !== undefined && !isWebOrigin(frameOrigin)) return false;
  if (ok === true) return TECHNIQUES.includes(String(technique)) && PLACEMENTS.includes(String(placement));
  if (ok !== false || !FAILURES.includes(String(reason))) return false;
  if (limit === undefined) return true;
  if (typeof limit !== 'object' || limit === null) return false;
  const figures = limit as Record<string, unknown>;
  return isCount(figures.maxLength) && isCount(figures.room) && isCount(figures.length);
}
