import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { DriverPage } from './extension-driver.ts';

/**
 * Whether this run takes the pictures: `npm run looks` (GIFDROP_LOOKS=all) does, for the look
 * before a UI change; `npm test` checks the same pages and takes none (nobody looks at CI's).
 */
export const takingPictures = process.env.GIFDROP_LOOKS === 'all';

/** Where the pictures of the cross-browser specs go, to be looked at (as looks.cross.spec.ts). */
const LOOKS = path.join(import.meta.dirname, '..', '..', '..', 'test-results', 'looks');

/** Sets GifDrop's theme preference from an extension page (every open page follows it). */
function setTheme(page: DriverPage, theme: 'light' | 'dark' | 'auto'): Promise<void> {
  return page.evaluate(async (value) => {
    const api = ((globalThis as { browser?: unknown }).browser ??
      (globalThis as { chrome?: unknown }).chrome) as {
      storage: { sync: { set(items: Record<string, unknown>): Promise<void> } };
    };
    await api.storage.sync.set({ theme: value });
  }, theme);
}

/**
 * An extension page at 400x600 (or `size`) in the light and the dark theme, `selector` scrolled to the middle:
 * `test-results/looks/<name>-<theme>-<browser>.png`, when `takingPictures`. The theme is set back
 * to `auto` after.
 */
export async function photographInBothThemes(
  page: DriverPage,
  name: string,
  browserName: string,
  selector: string,
  size = { width: 400, height: 600 },
): Promise<void> {
  // The size either way: what a test checks after this sees the page as the picture shows it.
  await page.resize(size.width, size.height);
  if (!takingPictures) return;
  mkdirSync(LOOKS, { recursive: true });
  try {
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      await page.waitFor(`html[data-theme="${theme}"]`);
      // The controls' colours fade to the new theme's (popup.css): pictured once they are there.
      await page.evaluate(
        () =>
          Promise.all(
            document
              .getAnimations()
              .filter((animation) => animation instanceof CSSTransition)
              .map((animation) => animation.finished.catch(() => undefined)),
          ),
        undefined,
      );
      await page.evaluate(
        (css) => document.querySelector(css)?.scrollIntoView({ block: 'center' }),
        selector,
      );
      await page.screenshot(path.join(LOOKS, `${name}-${theme}-${browserName}.png`));
    }
  } finally {
    await setTheme(page, 'auto');
  }
}
