// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { attempt, TAKEN_TEXT_SHOWS_MS } from '../../../src/insertion/attempt.ts';
import { FieldWatch } from '../../../src/insertion/field-watch.ts';
import type { InjectedWindow } from '../../../src/insertion/index.ts';

/** A busy machine: the tab is visible, but each frame comes `frameMs` after it is asked for. */
function slowFrames(frameMs: number): InjectedWindow {
  return Object.create(window, {
    requestAnimationFrame: {
      value: (callback: FrameRequestCallback) =>
        window.setTimeout(() => callback(performance.now()), frameMs),
    },
  }) as InjectedWindow;
}

/** A field reading "Hello world", watched for " X" put in at its end. */
function watchedField(win: InjectedWindow) {
  document.body.innerHTML = '<div class="view-lines">Hello world</div>';
  const lines = document.querySelector('div') as HTMLDivElement;
  const view = {
    observed: lines,
    snapshot: { text: 'Hello world' },
    read: () => lines.textContent ?? '',
    poll: false,
  };
  return { lines, watch: new FieldWatch(view, ' X', win) };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('an editor that shows the text in its next frame', () => {
  it('is judged after that frame, even when it comes after the usual wait', async () => {
    const win = slowFrames(TAKEN_TEXT_SHOWS_MS * 3);
    const { lines, watch } = watchedField(win);
    // It takes the paste into its model and shows it in its next frame, as Monaco does.
    const paste = () => {
      win.requestAnimationFrame(() => {
        lines.textContent = 'Hello world X';
      });
      return true;
    };
    const result = await attempt(watch, 'paste', paste, win);
    watch.stop();
    expect(result).toEqual({ landed: true, technique: 'paste', check: 'at-caret' });
  });

  it('that never shows it is still judged: taken, and not landed', async () => {
    const win = slowFrames(20);
    const { watch } = watchedField(win);
    const result = await attempt(watch, 'paste', () => true, win);
    watch.stop();
    expect(result).toEqual({ landed: false, taken: true, technique: 'paste', check: 'unchanged' });
  });
});
