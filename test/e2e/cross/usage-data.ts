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
  for (let tries = 0; tries < 50 && (await usageDataSwitch(options)) === false; tries++) {
    if (tries === 0) await options.click('#share-usage-data');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if ((await usageDataSwitch(options)) === false) throw new Error('the usage data switch did not turn on');
}
