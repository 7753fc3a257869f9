import type { BrowserContext, Page } from '@playwright/test';
import { launchWithExtension } from '../chromium.ts';
import { median, ms } from './stats.ts';

/** Time from launching Chromium to a popup showing its first loaded tile, headless. */
export async function benchLaunch(extensionDir: string, executablePath: string, runs: number): Promise<void> {
  const launches: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const { context, extensionId } = await launchWithExtension({
      extensionDir,
      executablePath,
      headless: true,
    });
    const page = await context.newPage();
    await page.goto(`chrome-extension://${extensionId}/popup.html`);
    await page.locator('.tile.loaded').first().waitFor();
    launches.push(performance.now() - started);
    await context.close();
  }
  console.log(`Launch to popup rendered, headless (median of ${runs}): ${ms(median(launches))}`);
  console.log(`  runs: ${launches.map(ms).join(', ')}`);
}

/**
 * Headless Chromium with the extension and a 400×600 page on the popup's address, for the benches
 * that measure the popup (open speed, Recent, data saver). The caller closes `context`.
 */
export async function openBenchPopup(
  extensionDir: string,
  executablePath: string,
): Promise<{ context: BrowserContext; page: Page; url: string }> {
  const { context, extensionId } = await launchWithExtension({
    extensionDir,
    executablePath,
    headless: true,
  });
  const page = await context.newPage();
  await page.setViewportSize({ width: 400, height: 600 });
  const url = `chrome-extension://${extensionId}/popup.html`;
  await page.goto(url);
  return { context, page, url };
}
