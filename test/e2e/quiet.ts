import type { Page } from '@playwright/test';

/**
 * Waits out a span in which something must NOT happen (a second download, `/gif` opening a panel on
 * a site not chosen): an absence has no event to await, so the span's length is the point. What can
 * be awaited is awaited instead (a pick's final outcome: the status line's `aria-busy`).
 */
export async function quietFor(page: Page, ms: number): Promise<void> {
  // The one deliberate fixed wait for absences (see above).
  await page.waitForTimeout(ms);
}
