import { type AttemptResult, attemptInOrder } from './attempt.ts';
import type { CapturedTarget } from './field/capture-target.ts';
import type { FieldKind } from './field/field-kind.ts';
import { viewField } from './field/field-view.ts';
import { restoreSelection } from './field/selection.ts';
import { FieldWatch } from './field-watch.ts';
import type { InjectedWindow } from './injected-window.ts';
import { type InsertAttempt, type InsertOptions, insertIntoField, watchRevert } from './insert-into-field.ts';
import { nextFrame } from './next-frame.ts';
import type { InsertPlacement, InsertTechnique } from './outcome.ts';
import type { Picture } from './picture.ts';
import { dispatchPicturePaste, runInsertHtml } from './picture-events.ts';
import { PictureWatch } from './picture-watch.ts';
import { undoEdit } from './restore-field.ts';
import { padText, readNeighbours } from './spacing.ts';
import { isLanded } from './verify.ts';

// Frame-aware: the field's document is `element.ownerDocument`, never the global one.
declare const document: never;

/** Whether a field shows pictures: rich contenteditables do; text controls and plain-text editors hold text. */
export function showsPictures({ element, kind }: CapturedTarget): boolean {
  if (kind === 'input' || kind === 'textarea' || kind === 'hidden-text-control' || kind === 'edit-context')
    return false;
  return element.contentEditable !== 'plaintext-only';
}

/**
 * Editors whose model has no image and that would put something else in for a pasted picture
 * (Draft.js a placeholder character; Slate the text/plain, unspaced in its own model): the link
 * goes in at once, said to be a link.
 */
const LINK_ONLY: readonly FieldKind[] = ['draft', 'slate'];

type Steps = readonly (readonly [InsertTechnique, () => boolean])[];

/**
 * The techniques for a picture: the editor's own paste handling first (text/html with the image,
 * text/plain with the link), which keeps its model and history in step; around a plain
 * contenteditable then the browser's editing, `insertHTML` (one undo step, alt and size in one go).
 * It runs in the content script's isolated world, where neither browser applies the page's
 * Trusted Types (insertion-picture tests, both browsers), so no URL-only fallback is needed.
 */
function pictureSteps(target: CapturedTarget, picture: Picture, link: string, win: InjectedWindow): Steps {
  const { element, kind } = target;
  const paste = () => dispatchPicturePaste(element, picture, link, win);
  if (kind !== 'contenteditable') return [['paste', paste]];
  return [
    ['paste', paste],
    ['insertHTML', () => runInsertHtml(element, picture)],
  ];
}

/**
 * Inserts `picture` at the captured caret of a field that shows pictures and checks that exactly
 * one more such image is shown with the words around it as they were. When the editor takes no
 * picture (it changed nothing, or changed the field otherwise and was put back), the link `text`
 * goes in instead, through the text path, and the outcome says so (`pictureRefused`). A field
 * that could not be put back is a failure (`altered`). A shown picture is watched for a page
 * that takes it out again, as text is.
 */
export async function insertPictureOrLink(
  target: CapturedTarget,
  picture: Picture,
  text: string,
  win: InjectedWindow,
  options: InsertOptions = {},
): Promise<InsertAttempt> {
  const link = () => asLink(insertIntoField(target, text, win, options));
  if (LINK_ONLY.includes(target.kind)) return link();
  const { element, root, selection } = target;
  if (!element.isConnected) return { outcome: { ok: false, reason: 'field-gone' } };
  element.focus({ preventScroll: true });
  restoreSelection(element, root, selection);
  await nextFrame(win);
  const view = viewField(target);
  // The text/plain of the paste is the link as the text path would insert it (spaced).
  const neighbours = options.spacing ? readNeighbours(target) : undefined;
  const padded = neighbours ? padText(text, neighbours, options.spacing === true) : text;
  const watch = new PictureWatch(view, element, picture.src, win);
  const result = await attemptInOrder(watch, pictureSteps(target, picture, padded, win), win, true);
  // An editor that strips images does it from its own reaction (an observer, the next task): the
  // picture counts only if it is still there after the next frame.
  if (result.landed) await nextFrame(win);
  if (result.landed && watch.check() === 'at-caret') {
    return {
      outcome: {
        ok: true,
        technique: result.technique,
        placement: 'at-caret',
        form: 'picture',
        watching: true,
      },
      late: watchRevert(watch, target, result.technique, win, options),
    };
  }
  // A plain-text editor takes the paste's text/plain: the link is in, as the text path puts it.
  const linkWatch = new FieldWatch(view, padded, win);
  const linkCheck = linkWatch.check();
  if (isLanded(linkCheck)) {
    watch.stop();
    return {
      outcome: {
        ok: true,
        technique: result.technique,
        placement: linkCheck as InsertPlacement,
        pictureRefused: true,
        watching: true,
      },
      late: watchRevert(linkWatch, target, result.technique, win, options),
    };
  }
  linkWatch.stop();
  const restored = await putBack(watch, target, result, win);
  watch.stop();
  if (!restored) {
    return { outcome: { ok: false, reason: 'altered', detail: `${result.technique}: picture not verified` } };
  }
  return link();
}

/** The link's outcome, marked as a link where a picture was asked for. */
async function asLink(attempt: Promise<InsertAttempt>): Promise<InsertAttempt> {
  const result = await attempt;
  if (!result.outcome.ok) return result;
  return { ...result, outcome: { ...result.outcome, pictureRefused: true } };
}

/**
 * Puts the field back after a picture attempt that was not verified: undone the way it was done
 * (the browser's undo after a command, the editor's `historyUndo` after a paste). `true` when it
 * reads as before; the caret is put back too.
 */
async function putBack(
  watch: PictureWatch,
  target: CapturedTarget,
  result: AttemptResult,
  win: InjectedWindow,
): Promise<boolean> {
  const { element, root, selection } = target;
  if (watch.check() !== 'unchanged') {
    await undoEdit(element, result.technique, win);
    if (watch.check() !== 'unchanged') return false;
  }
  if (element.isConnected) restoreSelection(element, root, selection);
  return true;
}
