/**
 * The licence of GifDrop and the notices of every package bundled into it, written into each build
 * (`LICENSE.txt`, `THIRD-PARTY-NOTICES.txt`) so they travel inside the store zips. rollup-plugin-license
 * reports the packages each of WXT's builds actually bundled; the notices list them all once.
 */
import { copyFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import license, { type Dependency } from 'rollup-plugin-license';
import type { Plugin } from 'vite';

export const NOTICES_FILE = 'THIRD-PARTY-NOTICES.txt';
export const LICENSE_FILE = 'LICENSE.txt';

const bundled = new Map<string, Dependency>();

/** The Vite plugin for every one of WXT's builds: collects what that build bundled. */
export function collectBundledLicenses(): Plugin {
  return license({
    thirdParty: {
      output: (dependencies) => {
        for (const dependency of dependencies)
          bundled.set(`${dependency.name}@${dependency.version}`, dependency);
      },
    },
  }) as Plugin;
}

function describe(dependency: Dependency): string {
  const lines = [
    `${dependency.name} ${dependency.version}`,
    `License: ${dependency.license ?? 'not stated'}`,
  ];
  const repository =
    typeof dependency.repository === 'string' ? dependency.repository : dependency.repository?.url;
  if (repository) lines.push(`Repository: ${repository}`);
  if (dependency.licenseText) lines.push('', dependency.licenseText.trim());
  if (dependency.noticeText) lines.push('', dependency.noticeText.trim());
  return lines.join('\n');
}

/** Writes the notices and the licence into the finished build; a build that bundled nothing third-party fails. */
export async function writeLicenseFiles(outDir: string, root: string): Promise<void> {
  if (bundled.size === 0) throw new Error('no bundled packages were reported for the notices');
  const entries = [...bundled.values()].sort((a, b) => `${a.name}`.localeCompare(`${b.name}`));
  const text = [
    'GifDrop bundles the following packages. Their licences and notices follow.',
    ...entries.map(describe),
  ].join(`\n\n${'-'.repeat(72)}\n\n`);
  await writeFile(path.join(outDir, NOTICES_FILE), `${text}\n`);
  await copyFile(path.join(root, 'LICENSE'), path.join(outDir, LICENSE_FILE));
}
