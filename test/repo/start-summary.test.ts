/** `npm start`'s switches and what it prints: a keyless start, and the headless popup's address. */
import { describe, expect, it } from 'vitest';
import { describeRunning, type Running, readStartSettings } from '../harness/start-summary.ts';

const running = (settings: Partial<Running> = {}): Running => ({
  headless: false,
  keyless: false,
  service: {
    baseUrl: 'http://127.0.0.1:8470',
    uploadUrl: 'http://127.0.0.1:8471',
    mediaUrl: 'http://127.0.0.1:8474',
    analyticsUrl: 'http://127.0.0.1:8475',
    controlUrl: 'http://127.0.0.1:8472',
  },
  demoUrl: 'http://127.0.0.1:8473/',
  extensionDir: '.output/chrome-mv3-dev',
  extensionId: 'abcdefghijklmnopabcdefghijklmnop',
  browser: 'chromium',
  keys: { beta: 'b', production: 'p', approved: 'a' },
  buildKeyKind: 'approved',
  ...settings,
});

describe('npm start', () => {
  it('reads HEADLESS=1 and GIFDROP_NO_KEY=1, and nothing else as either', () => {
    expect(readStartSettings({ HEADLESS: '1', GIFDROP_NO_KEY: '1' })).toEqual({
      headless: true,
      keyless: true,
    });
    expect(readStartSettings({ HEADLESS: '0', GIFDROP_NO_KEY: '' })).toEqual({
      headless: false,
      keyless: false,
    });
  });

  it('says the build key, or that a keyless build has none', () => {
    expect(describeRunning(running())).toContain(
      'keys                beta=b, production=p, approved=a (in the build)',
    );
    const keyless = describeRunning(running({ keyless: true }));
    expect(keyless).not.toContain('(in the build)');
    expect(keyless).toContain('the build has no key, as a fresh install; set one in the options');
  });

  it('says, where it prints the popup address of a headless start, that it opens only in that browser', () => {
    const lines = describeRunning(running({ headless: true })).split('\n');
    const popup = lines.findIndex((line) => line.includes('/popup.html'));
    expect(lines.slice(popup, popup + 4).join(' ')).toMatch(
      /open only inside the headless browser started here/,
    );
    expect(describeRunning(running())).not.toContain('headless');
  });
});
