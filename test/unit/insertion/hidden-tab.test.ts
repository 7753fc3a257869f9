// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { attemptInOrder } from '../../../src/insertion/attempt.ts';
import { FieldWatch } from '../../../src/insertion/field-watch.ts';
import type { InjectedWindow } from '../../../src/insertion/index.ts';
import { nextFrame } from '../../../src/insertion/next-frame.ts';

/**
 * A tab behind the picker's: no frames, and timers that Firefox runs at most once a second. Here
 * they never run at all, so whatever waits on one never finishes.
 */
function hiddenTab(): { win: InjectedWindow; timers: number[] } {
  const timers: number[] = [];
  const hiddenDocument = Object.create(document, { visibilityState: { value: 'hidden' } });
  const win = Object.create(window, {
    document: { value: hiddenDocument },
    setTimeout: { value: (_run: () => void, ms = 0) => timers.push(ms) },
    clearTimeout: { value: () => {} },
    setInterval: { value: (_run: () => void, ms = 0) => timers.push(ms) },
    clearInterval: { value: () => {} },
    requestAnimationFrame: { value: () => 0 },
    MessageChannel: { value: MessageChannel },
    MutationObserver: { value: MutationObserver },
  }) as InjectedWindow;
  return { win, timers };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('inserting into a hidden tab waits on no timer', () => {
  it('nextFrame resolves without a frame or a timer', async () => {
    const { win, timers } = hiddenTab();
    await nextFrame(win);
    expect(timers).toEqual([]);
  });

  it('a contenteditable: paste and beforeinput ignored, the command lands, no timer in between', async () => {
    const { win, timers } = hiddenTab();
    document.body.innerHTML = '<div contenteditable="true">Hello world</div>';
    const div = document.querySelector('div') as HTMLDivElement;
    const view = {
      observed: div,
      snapshot: { text: 'Hello world', start: 6, end: 6 },
      read: () => div.textContent ?? '',
      poll: false,
    };
    const watch = new FieldWatch(view, 'X ', win);
    const ignored = () => false;
    const result = await attemptInOrder(
      watch,
      [
        ['paste', ignored],
        ['beforeinput', ignored],
        [
          'execCommand',
          () => {
            div.textContent = 'Hello X world';
            return true;
          },
        ],
      ],
      win,
      true,
    );
    watch.stop();
    expect(result).toMatchObject({ landed: true, technique: 'execCommand' });
    expect(timers).toEqual([]);
  });
});
