import type { Page } from '@playwright/test';

/** A layout shift as the browser reports it, with the elements that moved. */
export interface LayoutShift {
  value: number;
  sources: string[];
}

/**
 * Starts recording layout shifts (a `PerformanceObserver` for `layout-shift`, buffered from the
 * page's start); `layoutShifts` reads what was recorded since.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources?: { node?: Node | null }[];
      })[]) {
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => {
            const node = source.node;
            return node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node);
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Every layout shift recorded since the page opened (after `recordLayoutShifts`). */
export function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts);
}

/** Elements of the popup that stick out of its 400 px width, or scroll sideways. */
export function overflowOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      out.push(`document scrolls by ${root.scrollWidth - root.clientWidth}px`);
    const popup = document.querySelector('.popup')?.getBoundingClientRect();
    for (const element of document.querySelectorAll<HTMLElement>('.popup *')) {
      const box = element.getBoundingClientRect();
      // A chip row scrolls sideways by design (its edges fade): what it holds may lie past either edge.
      if (
        box.width === 0 ||
        element.parentElement?.closest('.suggestions') ||
        element.closest('.visually-hidden')
      )
        continue;
      // Inside a scroller: judged against the scroller's visible box.
      const scroller = element.parentElement?.closest<HTMLElement>(
        '.grid-scroller, .categories, .single, .detail',
      );
      // A scroller's limits are its content box: clientWidth (no scrollbar, which sits on the
      // left when the page reads right to left) less the padding.
      let left = popup?.left ?? 0;
      let right = popup?.right ?? 400;
      if (scroller) {
        const frame = scroller.getBoundingClientRect();
        const style = getComputedStyle(scroller);
        const rtl = style.direction === 'rtl';
        left = (rtl ? frame.right - scroller.clientWidth : frame.left) + Number.parseFloat(style.paddingLeft);
        right =
          (rtl ? frame.right : frame.left + scroller.clientWidth) - Number.parseFloat(style.paddingRight);
      }
      const name = `${element.tagName.toLowerCase()}.${element.className}`;
      if (box.right > right + 0.5) out.push(`${name} ends at ${box.right} > ${right}`);
      if (box.left < left - 0.5) out.push(`${name} starts at ${box.left} < ${left}`);
    }
    for (const scroller of document.querySelectorAll<HTMLElement>(
      '.grid-scroller, .categories, .single, .detail',
    ))
      if (scroller.scrollWidth > scroller.clientWidth)
        out.push(
          `${scroller.className} scrolls sideways by ${scroller.scrollWidth - scroller.clientWidth}px`,
        );
    return out;
  });
}
