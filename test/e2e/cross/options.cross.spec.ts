import { keysFromEnv } from '../../service/keys.ts';
import { describeInBothBrowsers, expect, test } from './both-browsers.ts';
import { attributeOf, type DriverPage, sendMessage, textsOf } from './extension-driver.ts';
import { photographInBothThemes } from './photograph.ts';

const keys = keysFromEnv();

/** What the options page keeps in `storage.sync`, read from an extension page. */
function storedSync(page: DriverPage, key: string): Promise<unknown> {
  return page.evaluate(async (name) => {
    const api = ((globalThis as { browser?: unknown }).browser ??
      (globalThis as { chrome?: unknown }).chrome) as {
      storage: { sync: { get(key: string): Promise<Record<string, unknown>> } };
    };
    return (await api.storage.sync.get(name))[name];
  }, key);
}

describeInBothBrowsers('options page: key, preferences, site formats', ({ control, open, driver }) => {
  const openOptions = async () => {
    const page = await open('options.html');
    await page.waitFor('#key-status');
    return page;
  };

  test('a new key is checked with real calls, kept, used, and removed again', async () => {
    const options = await openOptions();
    await expect
      .poll(() => textsOf(options, '#key-status'))
      .toEqual([expect.stringContaining('development key')]);
    await options.fill('#api-key', keys.production);
    await options.clickButton('Check and save');
    await expect
      .poll(() => textsOf(options, '#key-status'))
      .toEqual(['Your key is set. It works: clips not approved (403 on clips).']);
    await expect
      .poll(() => textsOf(options, 'section[aria-labelledby=key-heading] [role=status]'))
      .toContain('Key checked and saved.');
    // The key leaves the field once kept; the check asked for GIFs and for clips with it.
    expect(
      await options.evaluate(() => (document.querySelector('#api-key') as HTMLInputElement).value, 0),
    ).toBe('');
    const checks = (await control.requests()).filter((request) => request.keyKind === 'production');
    expect(checks.map((request) => request.operation)).toEqual(
      expect.arrayContaining(['gifs.trending', 'clips.trending']),
    );
    await sendMessage(options, { type: 'trending', kind: 'gifs', limit: 1 });
    expect((await control.requests()).at(-1)?.keyKind).toBe('production');

    await options.clickButton('Remove my key');
    await expect
      .poll(() => textsOf(options, '#key-status'))
      .toEqual([expect.stringContaining('development key')]);
    await sendMessage(options, { type: 'trending', kind: 'gifs', limit: 1 });
    expect((await control.requests()).at(-1)?.keyKind).not.toBe('production');
  });

  test('a key the service does not know, sent with Enter, is refused with the reason; the old one kept', async () => {
    const options = await openOptions();
    await options.fill('#api-key', 'not-a-key-the-service-knows');
    await options.press('Enter');
    await expect
      .poll(() => textsOf(options, 'section[aria-labelledby=key-heading] [role=alert]'))
      .toEqual([expect.stringContaining('401 Unauthorized')]);
    expect(await textsOf(options, '#key-status')).toEqual([expect.stringContaining('development key')]);
  });

  test('a beta key that has used its hourly requests is valid, and said to be usable again at a time', async () => {
    // The beta key's hour is spent: the service answers 429 with `Retry-After: 3600`.
    await control.setPolicy('beta', { rateLimit: { requests: 0, windowMs: 3_600_000 } });
    const options = await openOptions();
    await options.fill('#api-key', keys.beta);
    await options.clickButton('Check and save');
    try {
      await expect
        .poll(() => textsOf(options, '#key-status'))
        .toEqual([
          // An hour from now; in a day's last hour that is tomorrow, and the date comes before the time.
          expect.stringMatching(
            /^Your key is set\. It is valid, but it has used up its requests for now: it can be used again from ([A-Z][a-z]{2}\s\d{1,2},\s\d{4},\s)?\d{1,2}:\d{2}\s?[AP]M\.$/,
          ),
        ]);
      await photographInBothThemes(options, 'options-key-spent', driver().browserName, '#key-status');
    } finally {
      await options.clickButton('Remove my key');
    }
  });

  test('rating, language and low-contrast stickers apply to the next search; the theme reaches a popup', async () => {
    const options = await openOptions();
    const popup = await open('popup.html');
    const language = await options.evaluate(
      () => (document.querySelector('#language') as HTMLSelectElement).value,
      0,
    );
    try {
      await options.select('#rating', 'g');
      await options.select('#language', 'fr');
      // The popup opened last is in front: the person goes back to the options' tab to click.
      await options.bringToFront();
      await options.click('#hide-low-contrast');
      await expect.poll(() => storedSync(options, 'language')).toBe('fr');
      await expect.poll(() => storedSync(options, 'hideLowContrast')).toBe(true);
      await sendMessage(options, { type: 'search', kind: 'stickers', q: 'happy', limit: 1 });
      const search = (await control.requests()).find((request) => request.operation === 'stickers.search');
      expect(search?.rawQuery).toContain('rating=g');
      expect(search?.rawQuery).toContain('lang=fr');
      expect(search?.rawQuery).toContain('remove_low_contrast=true');

      await options.select('#theme', 'dark');
      await expect.poll(() => attributeOf(popup, 'html', 'data-theme')).toBe('dark');
    } finally {
      await options.select('#rating', 'pg-13');
      await options.select('#language', language);
      if ((await storedSync(options, 'hideLowContrast')) === true) {
        await options.bringToFront();
        await options.click('#hide-low-contrast');
      }
      await options.select('#theme', 'auto');
    }
  });

  test('a site format is added, changed and removed, each change saved at once', async () => {
    const options = await openOptions();
    await options.click('#site-format-host');
    await options.type('https://Docs.Example.org/path');
    await options.select('#site-format-new', 'html');
    await options.clickButton('Add site');
    await expect.poll(() => storedSync(options, 'siteFormats')).toEqual({ 'docs.example.org': 'html' });
    await options.select('[id="site-format-docs.example.org"]', 'bbcode');
    await expect.poll(() => storedSync(options, 'siteFormats')).toEqual({ 'docs.example.org': 'bbcode' });
    await options.clickButton('Remove docs.example.org');
    await expect.poll(() => storedSync(options, 'siteFormats')).toEqual({});
  });
});
