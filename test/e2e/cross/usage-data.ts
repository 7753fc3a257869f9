import { expect } from '@playwright/test';
import type { DriverPage } from './extension-driver.ts';

/** The options page's switch for the view/click/send counts, or null while it is not there. */
export function usageDataSwitch(options: DriverPage): Promise<boolean | null> {
  return options.evaluate(() => {
    const box = document.querySelector<HTMLInputElement>('#share-usage-data');
    return box ? box.checked : null;
  }, 0);
}

/**
 * Turns the counts on with the options page's switch, as a person would; a no-op where they are
 * on already (Chromium's default).
 */
export async function shareUsageData(options: DriverPage): Promise<void> {
  await options.waitFor('#usage-data-status');
  if ((await usageDataSwitch(options)) === false) await options.click('#share-usage-data');
  await expect
    .poll(() => usageDataSwitch(options), { message: 'the usage data switch did not turn on' })
    .not.toBe(false);
}
