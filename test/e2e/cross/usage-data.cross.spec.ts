import { describeInBothBrowsers, expect, test } from './both-browsers.ts';
import { type DriverPage, sendMessage, textsOf } from './extension-driver.ts';
import { shareUsageData, usageDataSwitch } from './usage-data.ts';

describeInBothBrowsers(
  'usage data: the view/click/send counts follow the person’s choice',
  ({ driver, control, open }) => {
    /** Tracks one view of a real search result and waits until the queue has dealt with it. */
    async function trackOneView(options: DriverPage): Promise<void> {
      const found = await sendMessage(options, { type: 'search', kind: 'gifs', q: 'happy', limit: 1 });
      const url = found.data[0]?.analytics?.onload?.url ?? '';
      await sendMessage(options, { type: 'trackEvent', action: 'onload', url, ts: Date.now() });
      await sendMessage(options, { type: 'flushPingbacks' });
    }

    test('the options page says what is sent; the switch decides (Firefox asks first, Chromium is on at first)', async () => {
      const options = await open('options.html');
      await options.waitFor('#usage-data-status');
      expect((await textsOf(options, 'section[aria-labelledby=usage-data-heading]'))[0]).toContain(
        'The words you search for go to GIPHY',
      );
      if (driver().browserName === 'chromium') {
        // Chromium has no data consent of its own: GifDrop's switch, on until the person turns it off.
        expect(await usageDataSwitch(options)).toBe(true);
        expect(await textsOf(options, '#usage-data-status')).toEqual(['On: the counts are sent.']);
        await trackOneView(options);
        expect((await control.pingbacks()).map((pingback) => pingback.action)).toEqual(['SEEN']);
        // A count that could not go out yet waits in the queue; turning the switch off empties it.
        await control.reset();
        await control.refusePingbacks(503);
        await trackOneView(options);
        expect((await sendMessage(options, { type: 'getDiagnostics' })).queueLength).toBe(1);
        const before = (await sendMessage(options, { type: 'getDiagnostics' })).dropped['not-consented'];
        await options.click('#share-usage-data');
        await expect
          .poll(() => textsOf(options, '#usage-data-status'))
          .toEqual(['Off: no counts are sent, and none are kept to send later.']);
        await expect
          .poll(async () => (await sendMessage(options, { type: 'getDiagnostics' })).queueLength)
          .toBe(0);
        expect((await sendMessage(options, { type: 'getDiagnostics' })).dropped['not-consented']).toBe(
          before + 1,
        );
        // Off: nothing more is sent, and no random ID rides along on searches.
        await control.clearFaults();
        await control.reset();
        await trackOneView(options);
        expect(await control.pingbacks()).toEqual([]);
        const requests = await control.requests();
        expect(requests.filter((request) => request.rawQuery.includes('customer_id='))).toEqual([]);
        return;
      }
      // Firefox: `technicalAndInteraction` is optional and not granted to this install yet.
      expect(await usageDataSwitch(options)).toBe(false);
      expect(await textsOf(options, '#usage-data-status')).toEqual([
        'Off: no counts are sent, and none are kept to send later.',
      ]);
      const before = (await sendMessage(options, { type: 'getDiagnostics' })).dropped['not-consented'];
      await trackOneView(options);
      const after = await sendMessage(options, { type: 'getDiagnostics' });
      expect(after.dropped['not-consented']).toBe(before + 1);
      expect(after.queueLength).toBe(0);
      expect(await control.pingbacks()).toEqual([]);
      // Nor does the random ID ride along on the search requests, and none was fetched.
      const declined = await control.requests();
      expect(declined.map((request) => request.operation)).toContain('gifs.search');
      expect(declined.filter((request) => request.rawQuery.includes('customer_id='))).toEqual([]);
      expect(declined.map((request) => request.operation)).not.toContain('randomid');

      await shareUsageData(options);
      await expect.poll(() => textsOf(options, '#usage-data-status')).toEqual(['On: the counts are sent.']);
      await trackOneView(options);
      expect((await control.pingbacks()).map((pingback) => pingback.action)).toEqual(['SEEN']);
      const allowed = (await control.requests()).filter((request) => request.operation === 'gifs.search');
      expect(allowed.at(-1)?.rawQuery).toContain('customer_id=');

      // And off again: Firefox's own permission is removed, and the counts stop.
      await options.click('#share-usage-data');
      await expect
        .poll(() => textsOf(options, '#usage-data-status'))
        .toEqual(['Off: no counts are sent, and none are kept to send later.']);
      await control.reset();
      await trackOneView(options);
      expect(await control.pingbacks()).toEqual([]);
    });
  },
);
