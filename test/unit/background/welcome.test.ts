import { describe, expect, it, vi } from 'vitest';
import { openWelcomeOnInstall } from '../../../src/background/welcome.ts';

describe('openWelcomeOnInstall', () => {
  it.each([
    ['install', 1],
    ['update', 0],
    ['browser_update', 0],
    ['shared_module_update', 0],
  ])('on %s opens the welcome page %d time(s)', (reason, times) => {
    const create = vi.fn().mockResolvedValue({});
    openWelcomeOnInstall({
      runtime: {
        getURL: (path: string) => `chrome-extension://id${path}`,
        onInstalled: { addListener: vi.fn(), removeListener: vi.fn() },
      },
      tabs: { create },
    })({ reason });
    expect(create).toHaveBeenCalledTimes(times);
    if (times) expect(create).toHaveBeenCalledWith({ url: 'chrome-extension://id/welcome.html' });
  });
});
