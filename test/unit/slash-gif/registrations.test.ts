import { describe, expect, it } from 'vitest';
import {
  keepSlashSitesTrue,
  SLASH_SCRIPT,
  SLASH_SCRIPT_ID,
  type SlashSiteApis,
  SlashSites,
} from '../../../src/slash-gif/registrations.ts';
import { slashSitesItem } from '../../../src/slash-gif/site-list.ts';

/** The browser's side, in memory: granted host patterns and registered scripts by id. */
function fakeBrowserSide(granted: string[] = []) {
  const permissions = new Set(granted);
  const scripts = new Map<
    string,
    { id: string; matches: string[]; js: string[]; persistAcrossSessions: boolean }
  >();
  const apis: SlashSiteApis = {
    permissions: {
      contains: async ({ origins }) => origins.every((origin) => permissions.has(origin)),
      remove: async ({ origins }) => {
        for (const origin of origins) permissions.delete(origin);
        return true;
      },
    },
    scripting: {
      registerContentScripts: async (list) => {
        for (const script of list) {
          if (scripts.has(script.id)) throw new Error(`Duplicate script ID '${script.id}'`);
          scripts.set(script.id, script);
        }
      },
      unregisterContentScripts: async ({ ids }) => {
        for (const id of ids) {
          if (!scripts.delete(id)) throw new Error(`Nonexistent script ID '${id}'`);
        }
      },
      getRegisteredContentScripts: async () => [...scripts.values()],
    },
  };
  const registered = () => [...scripts.values()].map((script) => script.matches.join(' ')).sort();
  return { apis, permissions, scripts, registered };
}

describe('SlashSites: stored sites, granted permissions and registered scripts agree', () => {
  it('adds a site only once its permission is granted, and registers its script for it alone', async () => {
    const side = fakeBrowserSide();
    const sites = new SlashSites({ apis: side.apis });
    await expect(sites.add('https://chat.example.com')).rejects.toMatchObject({ kind: 'not-allowed' });
    expect(await sites.list()).toEqual([]);
    expect(side.registered()).toEqual([]);

    side.permissions.add('https://chat.example.com/*');
    expect(await sites.add('https://chat.example.com')).toEqual(['https://chat.example.com']);
    const [script] = side.scripts.values();
    expect(script).toMatchObject({
      id: `${SLASH_SCRIPT_ID}https://chat.example.com/*`,
      matches: ['https://chat.example.com/*'],
      js: [SLASH_SCRIPT],
      persistAcrossSessions: true,
    });
    // Adding it again changes nothing (no duplicate script).
    expect(await sites.add('https://chat.example.com/room')).toEqual(['https://chat.example.com']);
    expect(side.scripts.size).toBe(1);
  });

  it('refuses what is not a web site', async () => {
    const sites = new SlashSites({ apis: fakeBrowserSide().apis });
    await expect(sites.add('file:///etc/passwd')).rejects.toMatchObject({ kind: 'bad-message' });
  });

  it('removing a site unregisters its script and gives its permission back', async () => {
    const side = fakeBrowserSide(['https://a.test/*', 'https://b.test/*']);
    const sites = new SlashSites({ apis: side.apis });
    await sites.add('https://a.test');
    await sites.add('https://b.test');
    expect(await sites.remove('https://a.test')).toEqual(['https://b.test']);
    expect(side.registered()).toEqual(['https://b.test/*']);
    expect([...side.permissions]).toEqual(['https://b.test/*']);
  });

  it('keeps a permission another port of the host, or a custom service address, still needs', async () => {
    const side = fakeBrowserSide(['http://dev.test/*', 'https://proxy.test/*']);
    const sites = new SlashSites({
      apis: side.apis,
      patternInUse: async (pattern) => pattern === 'https://proxy.test/*',
    });
    await sites.add('http://dev.test:3000');
    await sites.add('http://dev.test:4000');
    await sites.remove('http://dev.test:3000');
    expect(side.registered()).toEqual(['http://dev.test/*']);
    expect(side.permissions.has('http://dev.test/*')).toBe(true);
    await sites.remove('http://dev.test:4000');
    expect(side.registered()).toEqual([]);
    expect(side.permissions.has('http://dev.test/*')).toBe(false);

    await sites.add('https://proxy.test');
    await sites.remove('https://proxy.test');
    expect(side.registered()).toEqual([]);
    expect(side.permissions.has('https://proxy.test/*')).toBe(true);
  });

  it('reconcile: a site whose permission was taken away goes off, with its script', async () => {
    const side = fakeBrowserSide(['https://a.test/*', 'https://b.test/*']);
    const sites = new SlashSites({ apis: side.apis });
    await sites.add('https://a.test');
    await sites.add('https://b.test');
    side.permissions.delete('https://a.test/*'); // the browser's site access settings
    expect(await sites.reconcile()).toEqual(['https://b.test']);
    expect(await slashSitesItem.getValue()).toEqual(['https://b.test']);
    expect(side.registered()).toEqual(['https://b.test/*']);
  });

  it('reconcile: a stored site gets its script back (a browser that forgot it), a stray script goes', async () => {
    const side = fakeBrowserSide(['https://a.test/*']);
    await slashSitesItem.setValue(['https://a.test']);
    await side.apis.scripting.registerContentScripts([
      {
        id: `${SLASH_SCRIPT_ID}https://gone.test/*`,
        matches: ['https://gone.test/*'],
        js: [SLASH_SCRIPT],
        allFrames: true,
        runAt: 'document_idle',
        persistAcrossSessions: true,
      },
    ]);
    const sites = new SlashSites({ apis: side.apis });
    expect(await sites.reconcile()).toEqual(['https://a.test']);
    expect(side.registered()).toEqual(['https://a.test/*']);
  });

  it('reconcile leaves scripts that are not its own, and storage it cannot read as nothing', async () => {
    const side = fakeBrowserSide();
    await side.apis.scripting.registerContentScripts([
      {
        id: 'other-feature',
        matches: ['https://x.test/*'],
        js: ['x.js'],
        allFrames: false,
        runAt: 'document_idle',
        persistAcrossSessions: true,
      },
    ]);
    await slashSitesItem.setValue(['javascript:alert(1)', 'https://*/*', 42] as unknown as string[]);
    const sites = new SlashSites({ apis: side.apis });
    expect(await sites.reconcile()).toEqual([]);
    expect([...side.scripts.keys()]).toEqual(['other-feature']);
  });

  it('covers only the exact origins that are on and still granted', async () => {
    const side = fakeBrowserSide(['http://dev.test/*']);
    const sites = new SlashSites({ apis: side.apis });
    await sites.add('http://dev.test:3000');
    expect(await sites.covers('http://dev.test:3000/chat')).toBe(true);
    expect(await sites.covers('http://dev.test:4000/chat')).toBe(false);
    expect(await sites.covers('https://dev.test:3000/chat')).toBe(false);
    expect(await sites.covers('not a url')).toBe(false);
    side.permissions.clear();
    expect(await sites.covers('http://dev.test:3000/chat')).toBe(false);
  });

  it('registers with what the browser knows: without frame fallback, then for this session only', async () => {
    const side = fakeBrowserSide(['https://a.test/*']);
    const tried: string[] = [];
    const register = side.apis.scripting.registerContentScripts;
    side.apis.scripting.registerContentScripts = async (list) => {
      const [script] = list;
      tried.push(`${script?.matchOriginAsFallback ?? '-'} ${script?.persistAcrossSessions}`);
      if (script?.persistAcrossSessions) throw new Error('Unexpected property "persistAcrossSessions"');
      return register(list);
    };
    await new SlashSites({ apis: side.apis }).add('https://a.test');
    expect(tried).toEqual(['true true', '- true', '- false']);
    expect(side.registered()).toEqual(['https://a.test/*']);
  });
});

describe('keepSlashSitesTrue', () => {
  it('checks the sites once its start delay has passed (a woken worker answers the picker first), and not once stopped', async () => {
    let checks = 0;
    const sites = { reconcile: async () => void checks++ } as unknown as SlashSites;
    keepSlashSitesTrue(sites, undefined, undefined, 30);
    expect(checks).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(checks).toBe(1);
    const controller = new AbortController();
    keepSlashSitesTrue(sites, undefined, controller.signal, 30);
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(checks).toBe(1);
  });
});
