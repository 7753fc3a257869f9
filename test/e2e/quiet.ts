import type { Page } from '@playwright/test';

/**
 * Waits out a span in which something must NOT happen (a late revert, a second download, a panel
 * coming back): an absence has no event to await, so the span's length is the point. Everything
 * that can be awaited is awaited instead; tests call this only to prove that nothing follows.
 */
export async function quietFor(page: Page, ms: number): Promise<void> {
  // The one deliberate fixed wait for absences (see above).
  await page.waitForTimeout(ms);
}
