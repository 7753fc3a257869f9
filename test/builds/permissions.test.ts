import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from 'vitest';
import { repoRoot } from '../harness/paths.ts';
import { builtForTests } from './built.ts';

type Browser = 'Chrome' | 'Firefox';

/** One entry of a manifest: its kind as the table in docs/permissions.md names it, and its value. */
interface Entry {
  kind: 'required' | 'optional' | 'data, required' | 'data, optional';
  value: string;
}

const asStrings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Every permission, host and data category a built manifest asks for. */
function entriesOf(manifest: Record<string, unknown>): Entry[] {
  const gecko = (manifest.browser_specific_settings as { gecko?: Record<string, unknown> } | undefined)
    ?.gecko;
  const data = (gecko?.data_collection_permissions ?? {}) as { required?: unknown; optional?: unknown };
  return [
    ...[...asStrings(manifest.permissions), ...asStrings(manifest.host_permissions)].map((value) => ({
      kind: 'required' as const,
      value,
    })),
    ...[...asStrings(manifest.optional_permissions), ...asStrings(manifest.optional_host_permissions)].map(
      (value) => ({ kind: 'optional' as const, value }),
    ),
    ...asStrings(data.required).map((value) => ({ kind: 'data, required' as const, value })),
    ...asStrings(data.optional).map((value) => ({ kind: 'data, optional' as const, value })),
  ];
}

/** The permissions table of docs/permissions.md: `entry | kind | Chrome | Firefox | why`. */
async function permissionsTable(): Promise<{ entry: Entry; browsers: Browser[]; why: string }[]> {
  const page = await readFile(path.join(repoRoot, 'docs/permissions.md'), 'utf8');
  const rows = page
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  return rows.map(([entry = '', kind = '', chrome = '', firefox = '', why = '']) => ({
    entry: { kind: kind as Entry['kind'], value: entry.replace(/^`|`$/g, '') },
    browsers: [
      ...(chrome === 'yes' ? ['Chrome' as const] : []),
      ...(firefox === 'yes' ? ['Firefox' as const] : []),
    ],
    why,
  }));
}

const key = (entry: Entry) => `${entry.kind}: ${entry.value}`;

test('each production manifest asks for exactly what docs/permissions.md lists, with a reason', async () => {
  const env = builtForTests();
  const table = await permissionsTable();
  expect(table.length).toBeGreaterThan(0);
  for (const row of table) expect(row.why, key(row.entry)).not.toBe('');
  const builds: Record<Browser, string> = {
    Chrome: env.productionExtensionDir,
    Firefox: env.firefoxProductionExtensionDir,
  };
  for (const [browser, dir] of Object.entries(builds) as [Browser, string][]) {
    const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8'));
    const built = entriesOf(manifest).map(key).sort();
    const listed = table
      .filter((row) => row.browsers.includes(browser))
      .map((row) => key(row.entry))
      .sort();
    // Unlisted entries show up as extra on the left; rows the manifest lacks as missing.
    expect(built, `${browser}: the built manifest against the table in docs/permissions.md`).toEqual(listed);
  }
});
