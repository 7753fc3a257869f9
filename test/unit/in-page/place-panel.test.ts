import { describe, expect, it } from 'vitest';
import { hasRoomForPanel, PANEL_HEIGHT, PANEL_WIDTH, placePanel } from '../../../src/in-page/place-panel.ts';

const viewport = { width: 1000, height: 800 };
const caret = (left: number, top: number) => ({ left, top, width: 1, height: 20 });

describe('placePanel', () => {
  it.each([
    ['under the caret when it fits there', caret(100, 100), { left: 100, top: 126, height: PANEL_HEIGHT }],
    [
      'above the caret when only that side has room',
      caret(100, 700),
      { left: 100, top: 700 - 6 - PANEL_HEIGHT },
    ],
    ['pushed left to stay in the viewport', caret(900, 100), { left: 1000 - 6 - PANEL_WIDTH }],
    ['never left of the viewport', caret(-50, 100), { left: 6 }],
  ])('%s', (_name, at, expected) => {
    const box = placePanel(at, viewport);
    expect(box).toMatchObject(expected);
    expect(box.top).toBeGreaterThanOrEqual(6);
    expect(box.top + box.height).toBeLessThanOrEqual(viewport.height - 6);
    expect(box.left + box.width).toBeLessThanOrEqual(viewport.width - 6);
  });

  it('takes the larger side, shorter, when neither holds the whole panel', () => {
    const box = placePanel(caret(10, 250), { width: 500, height: 600 });
    // 250 above, 318 below: below, as tall as the room there.
    expect(box.top).toBe(276);
    expect(box.top + box.height).toBeLessThanOrEqual(594);
    expect(box.height).toBeGreaterThanOrEqual(280);
  });

  it('keeps the panel in a viewport that is just big enough, whatever the caret', () => {
    for (const top of [0, 100, 200, 280]) {
      const box = placePanel(caret(0, top), { width: 340, height: 300 });
      expect(box.top).toBeGreaterThanOrEqual(6);
      expect(box.top + box.height).toBeLessThanOrEqual(294);
      expect(box.width).toBe(328);
    }
  });

  it('says when a viewport (a small frame) cannot hold it', () => {
    expect(hasRoomForPanel({ width: 300, height: 150 })).toBe(false);
    expect(hasRoomForPanel({ width: 1000, height: 250 })).toBe(false);
    expect(hasRoomForPanel({ width: 400, height: 400 })).toBe(true);
  });
});
