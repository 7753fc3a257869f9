import { expect, test } from '@playwright/test';
import { describeInBothBrowsers, openComposerWithCaret } from './both-browsers.ts';
import { sendMessage, textsOf } from './extension-driver.ts';
import { shareUsageData } from './usage-data.ts';

/**
 * A pick with Insert as: Automatic into the webmail body, through the popup, in Chromium and
 * Firefox ESR: the picture in the body, "Inserted", and one send registered for it.
 */
describeInBothBrowsers('pick a picture', ({ driver, env, control, open, openWeb }) => {
  test.beforeAll(async () => {
    // In Firefox the counts are sent only once the person allows them (usage-data.cross.spec.ts).
    const options = await driver().openExtensionPage('options.html');
    try {
      await shareUsageData(options);
    } finally {
      await options.close();
    }
  });

  test('the GIF lands as a picture in the webmail body; one send', async () => {
    const { composer, options, tabId } = await openComposerWithCaret({ env, open, openWeb }, 'webmail');
    await options.waitFor('#insert-format');
    await options.select('#insert-format', 'auto');
    try {
      const popup = await open(`popup.html?tab=${tabId}`);
      await popup.waitFor('.tile.loaded');
      await control.reset();
      await popup.click('.tile.loaded');
      await expect.poll(() => textsOf(popup, 'footer .notice')).toEqual(['Inserted']);
      const pictures = await composer.evaluate(() => window.__editor?.getPictures?.() ?? [], undefined);
      expect(pictures).toHaveLength(1);
      expect(new URL(pictures[0]?.src ?? '').pathname).toMatch(/\.gif$/);
      const sends = async () => {
        await sendMessage(options, { type: 'flushPingbacks' });
        return (await control.pingbacks()).filter((pingback) => pingback.action === 'SENT').length;
      };
      await expect.poll(sends).toBe(1);
    } finally {
      await options.select('#insert-format', 'url');
    }
  });
});
