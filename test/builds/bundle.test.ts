import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { PANEL_PROBE_KEY } from '../../src/in-page/panel-probe.ts';
import { POPUP_BUDGET_BYTES, popupAssets } from '../harness/bench/builds.ts';
import { builtForTests } from './built.ts';

/** Checks on the built files themselves; no browser needed. */
describe('built files', () => {
  const env = builtForTests();

  test('only the background bundle contains the API key', async () => {
    const files = await readdir(env.extensionDir, { recursive: true, withFileTypes: true });
    const holders: string[] = [];
    for (const file of files.filter((entry) => entry.isFile())) {
      const full = path.join(file.parentPath, file.name);
      if ((await readFile(full, 'utf8')).includes(env.apiKey))
        holders.push(path.relative(env.extensionDir, full));
    }
    expect(holders).toEqual(['background.js']);
  });

  test('may reach the local service, which the production build may not', async () => {
    const manifest = async (dir: string) =>
      JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8'));
    const testBuild = await manifest(env.extensionDir);
    const production = await manifest(env.productionExtensionDir);
    expect(testBuild.host_permissions).toContain('http://127.0.0.1/*');
    // Derived from the real bodies (test/unit/config/production-hosts.test.ts): the API, the
    // analytics host and the upload host (the upload page), nothing the product does not use.
    expect(production.host_permissions).toEqual([
      'https://api.giphy.com/*',
      'https://giphy-analytics.giphy.com/*',
      'https://upload.giphy.com/*',
    ]);
    for (const built of [testBuild, production]) expect(built.externally_connectable).toBeUndefined();
  });

  test('what the production popup loads to open fits its gzip budget', async () => {
    const assets = await popupAssets(env.productionExtensionDir);
    expect(assets.some((asset) => asset.file.endsWith('.js'))).toBe(true);
    const total = assets.reduce((sum, asset) => sum + asset.gzip, 0);
    expect(total).toBeLessThanOrEqual(POPUP_BUDGET_BYTES);
  });

  test("the head scripts run their code alone: no framework wrapper, nothing left in the page's globals", async () => {
    for (const head of ['popup-head.js', 'panel-head.js']) {
      const code = await readFile(path.join(env.productionExtensionDir, head), 'utf8');
      // WXT's unlisted-script wrapper (build/bare-head-scripts.ts) and its named IIFE.
      expect(code, head).not.toContain('crashed on startup');
      expect(code, head).toMatch(/^\(function\(\)\{/);
      expect(code.trim(), head).toMatch(/\.main\(\)\}\)\(\);$/);
    }
  });

  test('the production build carries no key', async () => {
    const background = await readFile(path.join(env.productionExtensionDir, 'background.js'), 'utf8');
    expect(background).not.toContain(env.apiKey);
    expect(background).toContain('https://api.giphy.com');
  });
});

test('only non-production builds expose the launchers to tests', async () => {
  const env = builtForTests();
  const read = (dir: string) => readFile(path.join(dir, 'background.js'), 'utf8');
  expect(await read(env.extensionDir)).toContain('__gifdropTestHooks');
  expect(await read(env.productionExtensionDir)).not.toContain('__gifdropTestHooks');
});

test('only non-production panels report what they show to tests', async () => {
  const env = builtForTests();
  const chunks = async (dir: string) => {
    const folder = path.join(dir, 'chunks');
    const names = await readdir(folder);
    return (await Promise.all(names.map((name) => readFile(path.join(folder, name), 'utf8')))).join('\n');
  };
  expect(await chunks(env.extensionDir)).toContain(PANEL_PROBE_KEY);
  expect(await chunks(env.productionExtensionDir)).not.toContain(PANEL_PROBE_KEY);
});
