import { describeInBothBrowsers, expect, openTextareaWithCaret, test } from './both-browsers.ts';
import { type DriverPage, textsOf } from './extension-driver.ts';
import { lookInTheme } from './themed-popup.ts';

const storedSiteFormats = (page: DriverPage) =>
  page.evaluate(async () => {
    const api = ((globalThis as { browser?: unknown }).browser ??
      (globalThis as { chrome?: unknown }).chrome) as {
      storage: { sync: { get(key: string): Promise<Record<string, unknown>> } };
    };
    return (await api.storage.sync.get('siteFormats')).siteFormats ?? {};
  }, undefined);

/** The footer's "Markdown here" toggle, found by its accessible name: pressed or not, and its description. */
const markdownHere = (popup: DriverPage) =>
  popup.evaluate(() => {
    const toggle = document.querySelector('footer button[aria-label="Markdown here"]');
    return toggle
      ? { checked: toggle.getAttribute('aria-pressed') === 'true', description: toggle.getAttribute('title') }
      : null;
  }, undefined);

describeInBothBrowsers('"Markdown here" in the picker', ({ driver, env, open, openWeb }) => {
  for (const theme of ['light', 'dark'] as const) {
    test(`the footer holds it on one line with Upload, Settings and the mark (${theme})`, async () => {
      await lookInTheme({ driver, env, open, openWeb }, theme, 'site-markdown', async (popup) => {
        await expect.poll(() => markdownHere(popup)).toMatchObject({ checked: false });
        const layout = await popup.evaluate(() => {
          const footer = document.querySelector('footer') as HTMLElement;
          const centers = ['.site-markdown', '.footer-links a', '.attribution'].map((css) => {
            const box = (document.querySelector(css) as HTMLElement).getBoundingClientRect();
            return box.top + box.height / 2;
          });
          return {
            overflow: footer.scrollWidth - footer.clientWidth,
            spread: Math.max(...centers) - Math.min(...centers),
          };
        }, undefined);
        expect(layout.overflow).toBeLessThanOrEqual(0);
        // One line: the toggle, the links and the attribution mark share their middle.
        expect(layout.spread).toBeLessThan(6);
      });
    });
  }

  test("turned on for the page's site, the next GIF goes in as Markdown; turned off, as a link", async () => {
    const host = new URL(env.composersUrl).hostname;
    const { composer, options, tabId } = await openTextareaWithCaret({ env, open, openWeb });
    const popup = await open(`popup.html?tab=${tabId}`);
    await popup.waitFor('.tile.loaded');
    await expect.poll(() => markdownHere(popup)).toMatchObject({ checked: false });
    expect((await markdownHere(popup))?.description).toBe(
      `GIFs go in as Markdown on ${host} and its subdomains`,
    );

    await popup.click('footer button[aria-label="Markdown here"]');
    await expect.poll(() => storedSiteFormats(options)).toEqual({ [host]: 'markdown' });
    await expect.poll(() => markdownHere(popup)).toMatchObject({ checked: true });
    await popup.click('.tile.loaded');
    await expect.poll(() => textsOf(popup, 'footer .notice')).toEqual(['Inserted']);
    const value = () =>
      composer.evaluate(() => (document.querySelector('#field') as HTMLTextAreaElement).value, undefined);
    expect(await value()).toMatch(/^Hello !\[[^\]]*\]\(https?:\/\/\S+\) world$/);

    // The next picker over the same site shows it on, and turns it off.
    const again = await open(`popup.html?tab=${tabId}`);
    await again.waitFor('.tile.loaded');
    await expect.poll(() => markdownHere(again)).toMatchObject({ checked: true });
    await again.click('footer button[aria-label="Markdown here"]');
    await expect.poll(() => storedSiteFormats(options)).toEqual({});
    await expect.poll(() => markdownHere(again)).toMatchObject({ checked: false });
  });
});
