import type { Picture } from '../../src/insertion/picture.ts';

/**
 * What an extension page runs to drive the insertion content script the way the popup will
 * (`injectAndInsert` without its clipboard fallback): inject into a frame of the composer's tab,
 * then send the text. Plain JavaScript source, evaluated with `page.evaluate(string)`, so
 * Playwright and puppeteer (Firefox) run the very same code with no transpiler helpers in it.
 * `browser` in Firefox, `chrome` in Chromium (both return promises there).
 */
const FIND_TAB = `
  const api = globalThis.browser ?? globalThis.chrome;
  const tabs = await api.tabs.query({});
  const tab = tabs.find((candidate) => (candidate.url ?? '').startsWith(args.url));
  if (tab?.id === undefined) throw new Error('no tab at ' + args.url);
`;

const INJECT = `
  await api.scripting.executeScript({
    target: { tabId: tab.id, frameIds: [args.frameId] },
    files: ['/content-scripts/insert.js'],
  });
`;

const SEND = `
  const outcome = await api.tabs.sendMessage(tab.id, { type: 'gifdrop:insert', text: args.text, spacing: args.spacing, picture: args.picture }, { frameId: args.frameId });
`;

export interface DriverArgs {
  /** The composer page's URL (its tab is found by prefix). */
  url: string;
  frameId: number;
  text?: string;
  /** Ask for spaces around the text (the popup does for URL and Markdown, unless turned off). */
  spacing?: boolean;
  /** Insert as: Automatic: the picture to put in where the field shows pictures. */
  picture?: Picture;
}

/** What `insertScript` resolves with: the content script's outcome and the round trip. */
export interface DriverResult {
  outcome: unknown;
  /** From "insert requested" (before injecting) to the verified outcome, in the extension page. */
  ms: number;
}

/** Injects, sends, and resolves with `{ outcome, ms }`. */
export function insertScript(args: DriverArgs): string {
  return `(async (args) => {
    ${FIND_TAB}
    const started = performance.now();
    ${INJECT}
    ${SEND}
    return { outcome, ms: performance.now() - started };
  })(${JSON.stringify(args)})`;
}

/** Only injects (the content script captures the caret and waits). */
export function injectScript(args: DriverArgs): string {
  return `(async (args) => {
    ${FIND_TAB}
    ${INJECT}
    return true;
  })(${JSON.stringify(args)})`;
}

/** Only sends; resolves with the outcome, or `{ error }` when no content script listens. */
export function sendScript(args: DriverArgs): string {
  return `(async (args) => {
    ${FIND_TAB}
    try {
      ${SEND}
      return { outcome };
    } catch (error) {
      return { error: String(error) };
    }
  })(${JSON.stringify(args)})`;
}

/** Asks what a watched answer became: the final outcome, or `null` when the first one stood. */
export function finalScript(args: DriverArgs): string {
  return `(async (args) => {
    ${FIND_TAB}
    const answer = await api.tabs.sendMessage(tab.id, { type: 'gifdrop:await-late' }, { frameId: args.frameId });
    return answer?.outcome ?? null;
  })(${JSON.stringify(args)})`;
}
