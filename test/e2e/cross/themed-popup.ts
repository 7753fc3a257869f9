import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type BothBrowsers, openTextareaWithCaret } from './both-browsers.ts';
import type { DriverPage } from './extension-driver.ts';

/** Pictures to be looked at, beside the popup's other states (looks.cross.spec.ts). */
const OUT = path.join(import.meta.dirname, '..', '..', '..', 'test-results', 'looks');

/**
 * Runs `look` on the popup over the textarea page in `theme`, with its first tiles in, then
 * writes its picture to test-results/looks/<name>-<theme>-<browser>.png and puts the theme back.
 */
export async function lookInTheme(
  context: Pick<BothBrowsers, 'driver' | 'env' | 'open' | 'openWeb'>,
  theme: 'light' | 'dark',
  name: string,
  look: (popup: DriverPage) => Promise<void>,
): Promise<void> {
  const { options, tabId } = await openTextareaWithCaret(context);
  await options.waitFor('#theme');
  await options.select('#theme', theme);
  try {
    const popup = await context.open(`popup.html?tab=${tabId}`);
    await popup.waitFor(`html[data-theme="${theme}"]`);
    await popup.waitFor('.tile.loaded');
    await look(popup);
    mkdirSync(OUT, { recursive: true });
    await popup.screenshot(path.join(OUT, `${name}-${theme}-${context.driver().browserName}.png`));
  } finally {
    await options.select('#theme', 'auto');
  }
}
