/**
 * The Node.js version the README names is the one everything installs on: `engines` says the
 * same, and no package in the lockfile asks for more (`npm ci` would warn EBADENGINE).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** "Node.js 20.19 or newer" in a document, as a full version (20.19.0). */
function namedVersion(file: string): string {
  const match = /Node\.js (\d+\.\d+(?:\.\d+)?) or newer/.exec(read(file));
  if (!match?.[1]) throw new Error(`${file} names no "Node.js X.Y or newer"`);
  return semver.coerce(match[1])?.version ?? '';
}

const named = namedVersion('README.md');

describe('the Node.js version the README names', () => {
  it('is the one docs/testing.md names and the lowest `engines` allows', () => {
    expect(namedVersion('docs/testing.md')).toBe(named);
    const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
    expect(semver.minVersion(engines)?.version).toBe(named);
  });

  it('is accepted by every package the lockfile installs', () => {
    const lock = JSON.parse(read('package-lock.json')) as {
      packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
    };
    const refusing = Object.entries(lock.packages)
      .filter(([, entry]) => {
        const wanted = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return wanted !== undefined && !semver.satisfies(named, wanted);
      })
      .map(([where, entry]) => `${where}@${entry.version} wants node ${JSON.stringify(entry.engines)}`);
    expect(refusing).toEqual([]);
  });
});
