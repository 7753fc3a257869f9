import type { BrowserContext, CDPSession, Frame, Page } from '@playwright/test';

/** The data of a drag as Chromium's DevTools protocol carries it (`Input.DragData`). */
export interface DragData {
  items: { mimeType: string; data: string }[];
  dragOperationsMask: number;
}

interface Point {
  x: number;
  y: number;
}

/**
 * A real drag out of the in-page panel, in headless Chromium. The mouse presses a tile and moves
 * (DevTools `Input.dispatchMouseEvent`), so the tile's own dragstart runs and sets the data; the
 * browser's drag is intercepted (`Input.setInterceptDrags`: headless Chromium has no drag of its
 * own) and the drop is dispatched into the page with that data (`Input.dispatchDragEvent`), a
 * trusted drop that the page's own drop handling takes. Playwright's `dragTo` and `mouse` cannot
 * do this: they look for the dragstart in frames their utility world reaches, which the panel's
 * extension frame is not, and turn the interception off again.
 */
export class PanelDrag {
  private constructor(
    private readonly frame: Frame,
    private readonly pageSession: CDPSession,
    private readonly frameSession: CDPSession,
  ) {}

  static async attach(context: BrowserContext, page: Page, frame: Frame): Promise<PanelDrag> {
    return new PanelDrag(frame, await context.newCDPSession(page), await context.newCDPSession(frame));
  }

  /** The center of the first loaded tile, in the page's viewport. */
  async firstTile(): Promise<Point> {
    const box = await this.frame.locator('.tile.loaded').first().boundingBox();
    if (!box) throw new Error('no loaded tile in the panel');
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }

  /**
   * Points at the tile, waits until it says its drag can start (`data-drag-ready`: its data is
   * worked out before dragstart, which cannot wait), then presses and moves: resolves with what its
   * dragstart put into the drag.
   */
  async start(from: Point): Promise<DragData> {
    await this.mouse('mouseMoved', from, 0);
    await this.frame.locator('.tile.loaded').first().and(this.frame.locator('[data-drag-ready]')).waitFor();
    await this.pageSession.send('Input.setInterceptDrags', { enabled: true });
    let seen: (data: DragData) => void = () => undefined;
    const intercepted = new Promise<DragData>((resolve) => {
      seen = resolve;
    });
    const listener = (event: { data: unknown }) => seen(event.data as DragData);
    this.pageSession.on('Input.dragIntercepted', listener);
    try {
      await this.mouse('mousePressed', from, 1);
      for (let step = 1; step <= 4; step++)
        await this.mouse('mouseMoved', { x: from.x + step * 4, y: from.y + step * 4 }, 1);
      // Chromium intercepts the drag while it handles the moves above.
      return await intercepted;
    } finally {
      this.pageSession.off('Input.dragIntercepted', listener);
    }
  }

  private mouse(type: 'mouseMoved' | 'mousePressed' | 'mouseReleased', at: Point, buttons: number) {
    return this.pageSession.send('Input.dispatchMouseEvent', {
      type,
      x: at.x,
      y: at.y,
      button: 'left',
      buttons,
      clickCount: 1,
    });
  }

  /** Drags `data` over the page to `to` and drops it there. */
  async drop(data: DragData, to: Point): Promise<void> {
    for (const type of ['dragEnter', 'dragOver', 'drop'] as const)
      await this.pageSession.send('Input.dispatchDragEvent', { type, x: to.x, y: to.y, data });
  }

  /**
   * Ends the drag at its source as the browser does when the page took the drop: the tile's
   * dragend with the drop's effect. Chromium's DevTools delivers a dispatched drop's end to the
   * frame under the drop point, never to the panel's out-of-process frame; so this dragend is
   * built in the panel's frame.
   */
  async endAsAccepted(dropEffect: 'copy', at: Point): Promise<void> {
    await this.frame.evaluate((effect) => {
      // A DataTransfer made by a page keeps `none` as its effect: given here as the browser's would be.
      const transfer = new DataTransfer();
      Object.defineProperty(transfer, 'dropEffect', { value: effect });
      const tile = document.querySelector('.tile.loaded');
      tile?.dispatchEvent(new DragEvent('dragend', { bubbles: true, dataTransfer: transfer }));
    }, dropEffect);
    // The browser's own drag in the frame still waits for its end: given with no effect, after
    // the one above (the tile has ended its drag by then, and registers nothing twice).
    await this.cancel(at);
  }

  /**
   * Escape, or a drop the page refused: the browser ends the tile's drag with no effect, a real
   * dragend (`dragCancel` sent to the panel's frame).
   */
  async cancel(at: Point): Promise<void> {
    await this.frameSession.send('Input.dispatchDragEvent', {
      type: 'dragCancel',
      x: 1,
      y: 1,
      data: { items: [], dragOperationsMask: 1 },
    });
    await this.release(at);
  }

  private async release(at: Point): Promise<void> {
    await this.mouse('mouseReleased', at, 0);
    await this.pageSession.send('Input.setInterceptDrags', { enabled: false });
  }
}
