import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, test } from 'vitest';
import {
  type BuiltManifest,
  declaredDataKinds,
  declaredPermissions,
  findTestMaterial,
  hasChangelogEntry,
  unjustified,
} from '../../build/release/checks.ts';
import { listingProblems, readListings } from '../../build/release/listing.ts';
import { packDirectory } from '../../build/release/pack.ts';
import { readTextFiles } from '../../build/release/read-dir.ts';
import { repoRoot } from '../harness/paths.ts';
import { builtForTests } from './built.ts';

/**
 * What the stores and their reviewers are given, read from the production builds this project's global setup made
 * (the contents of the store zips) and from the repository's store material; no browser needed.
 */
describe('store release', () => {
  const env = builtForTests();
  const builds = [
    { browser: 'chrome', dir: env.productionExtensionDir },
    { browser: 'firefox', dir: env.firefoxProductionExtensionDir },
  ] as const;
  const manifest = async (dir: string): Promise<BuiltManifest & Record<string, unknown>> =>
    JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8'));
  const repoText = (file: string) => readFile(path.join(repoRoot, file), 'utf8');

  test('every permission of both built manifests has its reason in store/justifications.md', async () => {
    const justifications = await repoText('store/justifications.md');
    for (const { dir } of builds) {
      const built = await manifest(dir);
      expect(declaredPermissions(built).length).toBeGreaterThan(0);
      expect(
        unjustified([...declaredPermissions(built), ...declaredDataKinds(built)], justifications),
      ).toEqual([]);
    }
    // A permission without its row is caught.
    expect(unjustified(['storage', 'tabs', 'https://example.com/*'], justifications)).toEqual([
      'tabs',
      'https://example.com/*',
    ]);
  });

  test('PRIVACY.md explains every data kind Firefox is told about', async () => {
    const privacy = await repoText('PRIVACY.md');
    const kinds = declaredDataKinds(await manifest(env.firefoxProductionExtensionDir));
    expect(kinds).toEqual(['searchTerms', 'technicalAndInteraction', 'websiteContent']);
    for (const kind of kinds) expect(privacy, `PRIVACY.md names ${kind}`).toContain(`\`${kind}\``);
    for (const host of (await manifest(env.productionExtensionDir)).host_permissions ?? [])
      expect(privacy, `PRIVACY.md says what goes to ${host}`).toContain(new URL(host.replace('*', '')).host);
  });

  test('the zips carry no test or development material, and the licence and notices', async () => {
    for (const { dir } of builds) {
      const files = await readTextFiles(dir);
      expect(findTestMaterial(files, await manifest(dir))).toEqual([]);
      expect(files.get('LICENSE.txt')).toContain('MIT License');
      const notices = files.get('THIRD-PARTY-NOTICES.txt') ?? '';
      // The packages every page and the background bundle, with their licence texts.
      for (const name of ['preact', 'idb-keyval', 'valibot', 'webextension-polyfill'])
        expect(notices).toMatch(new RegExp(`^${name} \\d`, 'm'));
      expect(notices).toContain('Apache License');
    }
    // The test build is what they must catch: its loopback host, port, key and hooks.
    const testBuild = env.extensionDir;
    const found = findTestMaterial(await readTextFiles(testBuild), await manifest(testBuild));
    expect(found.join('\n')).toMatch(/a loopback address with a port/);
    expect(found.join('\n')).toMatch(/a reference service key/);
    expect(found.join('\n')).toMatch(/the test hooks/);
    expect(found.join('\n')).toMatch(/loopback host http:\/\/127\.0\.0\.1\/\* is granted/);
  });

  test('the same build packs into the same bytes, whenever it is packed (the reviewer’s rebuild)', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'gifdrop-pack-'));
    try {
      const first = path.join(dir, 'first.zip');
      const second = path.join(dir, 'second.zip');
      await packDirectory(env.firefoxProductionExtensionDir, first);
      await packDirectory(env.firefoxProductionExtensionDir, second);
      const bytes = await readFile(first);
      expect(Buffer.compare(bytes, await readFile(second))).toBe(0);
      // Dated 1980-01-01, not the time of packing: the first entry's DOS date field.
      expect(bytes.readUInt32LE(0)).toBe(0x04034b50);
      expect(bytes.readUInt16LE(12)).toBe((1 << 5) | 1);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('the store images have the stores’ sizes, without alpha', async () => {
    /** Width, height and colour type from a PNG's IHDR (2: RGB, no alpha). */
    const header = async (file: string) => {
      const bytes = await readFile(path.join(repoRoot, 'store', file));
      return [bytes.readUInt32BE(16), bytes.readUInt32BE(20), bytes[25]];
    };
    const shots = (await readdir(path.join(repoRoot, 'store/screenshots'))).filter((file) =>
      file.endsWith('.png'),
    );
    expect(shots.length).toBeGreaterThanOrEqual(4);
    for (const shot of shots) expect(await header(`screenshots/${shot}`), shot).toEqual([1280, 800, 2]);
    expect(await header('promo/small-440x280.png')).toEqual([440, 280, 2]);
    expect(await header('promo/marquee-1400x560.png')).toEqual([1400, 560, 2]);
  });

  test('manifest facts: the Chrome version, no untested Android claim, a padded 128 px icon', async () => {
    const chrome = await manifest(env.productionExtensionDir);
    const firefox = await manifest(env.firefoxProductionExtensionDir);
    expect(chrome.minimum_chrome_version).toBe('111');
    expect(firefox.minimum_chrome_version).toBeUndefined();
    expect(JSON.stringify(firefox.browser_specific_settings)).not.toContain('gecko_android');
    for (const { dir } of builds) {
      const icon = PNG.sync.read(await readFile(path.join(dir, 'icon/128.png')));
      expect([icon.width, icon.height]).toEqual([128, 128]);
      // Art within the middle 96×96; the 16 px around it transparent (the stores' padding).
      let left = 128;
      let right = -1;
      const outside: string[] = [];
      for (let y = 0; y < 128; y++)
        for (let x = 0; x < 128; x++) {
          if ((icon.data[(y * 128 + x) * 4 + 3] ?? 0) === 0) continue;
          if (x < 16 || x >= 112 || y < 16 || y >= 112) outside.push(`${x},${y}`);
          left = Math.min(left, x);
          right = Math.max(right, x);
        }
      expect(outside, 'pixels drawn in the padding').toEqual([]);
      expect(right - left + 1).toBeGreaterThanOrEqual(94);
    }
  });

  test('a listing for each UI language, within the stores’ limits, and a changelog entry', async () => {
    const listings = await readListings(path.join(repoRoot, 'store/listing'));
    const locales = (await readTextFiles(path.join(repoRoot, 'public/_locales'))).keys();
    const uiLanguages = [...new Set([...locales].map((file) => file.split('/')[0]))].sort();
    expect(listings.map((listing) => listing.locale)).toEqual(uiLanguages);
    for (const listing of listings) {
      expect(listingProblems(listing)).toEqual([]);
      expect(listing.description).toMatch(/\+G\b/);
      expect(listing.description).toContain('PRIVACY.md');
    }
    const tooLong = {
      locale: 'xx',
      name: 'GifDrop',
      summary: 'x'.repeat(133),
      description: '',
      category: '',
    };
    expect(listingProblems(tooLong)).toHaveLength(1);
    const { version } = JSON.parse(await repoText('package.json'));
    expect(hasChangelogEntry(await repoText('CHANGELOG.md'), version)).toBe(true);
    expect(hasChangelogEntry('# Changelog\n\n## 0.0.9\n', version)).toBe(false);
  });
});
