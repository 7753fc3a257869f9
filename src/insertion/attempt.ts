import type { FieldWatch } from './field-watch.ts';
import { afterQueuedTasks, framesRendered } from './next-frame.ts';
import type { InsertTechnique } from './outcome.ts';
import { type InsertionCheck, isLanded } from './verify.ts';

/**
 * How long an editor that took the text (cancelled the event, or changed the field) may take to
 * show it: TinyMCE inserts from a timer, React editors and Monaco render on the next frame.
 */
export const TAKEN_TEXT_SHOWS_MS = 150;
/**
 * Frames an editor is given as well, however long they take: Monaco renders its view in the frame
 * after the paste, and on a busy machine that frame can come after `TAKEN_TEXT_SHOWS_MS`.
 */
const TAKEN_TEXT_FRAMES = 2;
const TAKEN_TEXT_FRAMES_LIMIT_MS = 2000;

/** What one technique did. */
export type AttemptResult =
  /** The text is there (or there twice). */
  | { landed: true; technique: InsertTechnique; check: InsertionCheck }
  /**
   * The page took the attempt (cancelled it, or the field changed) but the text did not show up
   * in time: trying another technique could insert it twice, so this is the end.
   */
  | { landed: false; taken: true; technique: InsertTechnique; check: InsertionCheck }
  /** Nothing happened: the next technique may run. */
  | { landed: false; taken: false; technique: InsertTechnique };

/** Synthetic events a page may cancel only to keep scripted input out. */
const SYNTHETIC: readonly InsertTechnique[] = ['paste', 'beforeinput'];

/**
 * Runs one technique and judges it by what the field shows. `run` does it and says whether the
 * page (or the browser) took it. A technique nobody took and that changed nothing by the next
 * task is `taken: false`; otherwise the text has `TAKEN_TEXT_SHOWS_MS` and `TAKEN_TEXT_FRAMES`
 * frames to appear. With `guarded`, a synthetic event the page cancelled without changing anything
 * by then is not taken either: a page around a plain contenteditable cancels untrusted `paste` and
 * `beforeinput` as a guard, and then accepts the next technique. A rich editor that cancels one has
 * taken it (it inserts from its own model, perhaps later), and the browser's editing would only
 * put its DOM out of step.
 */
export async function attempt(
  watch: FieldWatch,
  technique: InsertTechnique,
  run: () => boolean,
  win: Window,
  guarded = false,
): Promise<AttemptResult> {
  watch.reset();
  const frames = framesRendered(win, TAKEN_TEXT_FRAMES, TAKEN_TEXT_FRAMES_LIMIT_MS);
  const taken = run();
  let check = watch.check();
  if (isLanded(check)) return { landed: true, technique, check };
  if (!taken && !watch.touched) {
    await afterQueuedTasks(win);
    if (!watch.touched) {
      check = watch.check();
      return isLanded(check)
        ? { landed: true, technique, check }
        : { landed: false, taken: false, technique };
    }
  }
  check = await watch.waitFor(TAKEN_TEXT_SHOWS_MS);
  if (!isLanded(check) && !frames.aborted) check = await watch.waitFor(TAKEN_TEXT_FRAMES_LIMIT_MS, frames);
  if (isLanded(check)) return { landed: true, technique, check };
  if (guarded && SYNTHETIC.includes(technique) && !watch.touched && check === 'unchanged')
    return { landed: false, taken: false, technique };
  return { landed: false, taken: true, technique, check };
}

/** Runs `steps` in order until one lands or the page takes one (`guarded`: see `attempt`). */
export async function attemptInOrder(
  watch: FieldWatch,
  steps: readonly (readonly [InsertTechnique, () => boolean])[],
  win: Window,
  guarded = false,
): Promise<AttemptResult> {
  let result: AttemptResult | undefined;
  for (const [technique, run] of steps) {
    result = await attempt(watch, technique, run, win, guarded);
    if (result.landed || result.taken) return result;
  }
  if (!result) throw new Error('no technique for this field');
  return result;
}
