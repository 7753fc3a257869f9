import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { type FrameSiteApis, FrameSites } from '../../../src/frame-sites/access.ts';
import { frameSitesItem } from '../../../src/frame-sites/allowed-sites.ts';

/** The browser's granted host patterns, in memory. */
function grants(granted: string[] = []) {
  const permissions = new Set(granted);
  const apis: FrameSiteApis = {
    permissions: {
      contains: async ({ origins }) => origins.every((origin) => permissions.has(origin)),
      remove: async ({ origins }) => {
        for (const origin of origins) permissions.delete(origin);
        return true;
      },
    },
  };
  return { apis, permissions };
}

beforeEach(() => {
  fakeBrowser.reset();
});

describe('FrameSites: the sites whose frames GifDrop may insert into', () => {
  it('adds a site only once its permission is granted', async () => {
    const side = grants();
    const sites = new FrameSites({ apis: side.apis });
    await expect(sites.add('https://disqus.com')).rejects.toMatchObject({ kind: 'not-allowed' });
    expect(await sites.list()).toEqual([]);

    side.permissions.add('https://disqus.com/*');
    expect(await sites.add('https://disqus.com')).toEqual(['https://disqus.com']);
    expect(await frameSitesItem.getValue()).toEqual(['https://disqus.com']);
  });

  it('refuses what is not a web site', async () => {
    const sites = new FrameSites({ apis: grants(['https://*/*']).apis });
    await expect(sites.add('chrome://settings')).rejects.toMatchObject({ kind: 'bad-message' });
  });

  it('removing a site gives its permission back, unless another feature needs the pattern', async () => {
    const side = grants(['https://disqus.com/*', 'https://forms.example/*']);
    const sites = new FrameSites({
      apis: side.apis,
      patternInUse: async (pattern) => pattern === 'https://forms.example/*',
    });
    await sites.add('https://disqus.com');
    await sites.add('https://forms.example');

    expect(await sites.remove('https://disqus.com')).toEqual(['https://forms.example']);
    expect(side.permissions.has('https://disqus.com/*')).toBe(false);
    expect(await sites.remove('https://forms.example')).toEqual([]);
    expect(side.permissions.has('https://forms.example/*')).toBe(true);
  });

  it('a site whose permission the browser took away drops off the list', async () => {
    const side = grants(['https://disqus.com/*']);
    const sites = new FrameSites({ apis: side.apis });
    await sites.add('https://disqus.com');
    side.permissions.delete('https://disqus.com/*');
    expect(await sites.reconcile()).toEqual([]);
    expect(await sites.list()).toEqual([]);
  });
});
