import { expect, test } from '@playwright/test';
import { readE2eEnv } from './e2e-env.ts';
import { PopupOverComposer } from './pages/popup-over-composer.ts';
import { SlashGifSites } from './pages/slash-gif-sites.ts';

declare const chrome: { permissions: { contains(p: { origins: string[] }): Promise<boolean> } };

/**
 * A field in a frame of another site (a comment widget): the popup copies honestly and offers the
 * one click that lets GifDrop into that site's frames; then the text goes into the frame, checked
 * in the frame's own model; the options list the site and give its permission back. The frame's
 * site is `localhost` (the bench's other port): the test build's manifest grants 127.0.0.1 only.
 */
test('a field in a frame of another site: copied, allowed from the offer, then inserted; options undo it', async () => {
  const env = readE2eEnv();
  const bench = await PopupOverComposer.launch(env);
  try {
    const { composerPage, popupPage } = bench;
    const frameBase = env.composersOtherOriginUrl.replace('127.0.0.1', 'localhost');
    const frameOrigin = new URL(frameBase).origin;
    const site = new URL(frameBase).host;
    await composerPage.open('cross-origin.html', {
      query: `?frame=${encodeURIComponent(`${frameBase}textarea.html`)}`,
      frame: '#frame',
    });
    await composerPage.placeCaret({ frame: '#frame', field: '#field' }, 'Hello '.length);
    const frameModel = () => {
      const frame = composerPage.page.frames().find((candidate) => candidate.url().startsWith(frameBase));
      if (!frame) throw new Error('no frame from the other site');
      return frame.evaluate(() => window.__editor?.getText() ?? '');
    };
    await popupPage.open(`?tab=${bench.tabId}`);
    await popupPage.waitForTiles();
    await bench.control.reset();
    await composerPage.page.bringToFront();

    await bench.pickFirst();

    // Until the person allows it, the honest copy stays.
    await expect(popupPage.notice).toHaveText('Copied — press Ctrl+V');
    const link = (await popupPage.copied()) ?? '';
    expect(link).toMatch(/^https?:\/\//);
    const allow = popupPage.page.getByRole('button', { name: `Allow GifDrop in frames from ${site}` });
    await expect(allow).toBeVisible();
    expect(await frameModel()).toBe('Hello world');
    expect(await bench.actions()).not.toContain('SENT');

    // The person grants the site in the browser's prompt; automation grants it where the person
    // can too, and the request in the click then resolves at once (see SlashGifSites).
    const options = new SlashGifSites(bench.api.page, bench.launched.extensionId);
    await options.grantOnExtensionsPage('http://localhost/*');
    await allow.click();

    await expect(popupPage.notice).toHaveText('Inserted');
    await expect(allow).toBeHidden();
    await expect.poll(frameModel).toBe(`Hello ${link} world`);
    await expect
      .poll(async () => (await bench.actions()).filter((action) => action === 'SENT'))
      .toEqual(['SENT']);

    // The options list the site; removing it gives the permission back.
    const page = bench.api.page;
    await page.goto(`chrome-extension://${bench.launched.extensionId}/options.html`);
    const section = page.getByRole('region', { name: 'Fields in frames from other sites' });
    await expect(section.getByRole('listitem')).toHaveText([`${frameOrigin}Remove`]);
    await section.getByRole('button', { name: `Remove ${frameOrigin}` }).click();
    await expect(section.getByRole('status')).toHaveText(
      `Removed ${frameOrigin}; its permission was given back`,
    );
    await expect(section.getByRole('listitem')).toHaveCount(0);
    expect(await page.evaluate(() => chrome.permissions.contains({ origins: ['http://localhost/*'] }))).toBe(
      false,
    );
  } finally {
    await bench.close();
  }
});
