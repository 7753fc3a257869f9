/**
 * What `npm run release` refuses, as functions the release script and the e2e checks share: a
 * version without a changelog entry, a permission without its reason, and test or development
 * material inside a zip.
 */
import { DEFAULT_KEYS } from '../../test/service/keys.ts';

/** The changelog's `## <version>` heading, if there is one. */
export function hasChangelogEntry(changelog: string, version: string): boolean {
  const escaped = version.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^## \\[?v?${escaped}\\]?(\\s|$)`, 'm').test(changelog);
}

/** The subset of a built manifest these checks read. */
export interface BuiltManifest {
  permissions?: string[];
  host_permissions?: string[];
  optional_permissions?: string[];
  optional_host_permissions?: string[];
  browser_specific_settings?: {
    gecko?: { data_collection_permissions?: { required?: string[]; optional?: string[] } };
  };
}

/** Every permission, host permission and optional permission the manifest declares. */
export function declaredPermissions(manifest: BuiltManifest): string[] {
  return [
    ...(manifest.permissions ?? []),
    ...(manifest.host_permissions ?? []),
    ...(manifest.optional_permissions ?? []),
    ...(manifest.optional_host_permissions ?? []),
  ];
}

/** Firefox's declared data categories (`data_collection_permissions`), required and optional. */
export function declaredDataKinds(manifest: BuiltManifest): string[] {
  const data = manifest.browser_specific_settings?.gecko?.data_collection_permissions;
  return [...(data?.required ?? []), ...(data?.optional ?? [])].filter((kind) => kind !== 'none');
}

/** The declared names that have no table row (`| \`name\` |`) in store/justifications.md. */
export function unjustified(declared: readonly string[], justifications: string): string[] {
  const rows = new Set(
    [...justifications.matchAll(/^\|\s*`([^`]+)`\s*\|/gm)].map((match) => match[1] as string),
  );
  return [...new Set(declared)].filter((name) => !rows.has(name));
}

/**
 * Text that only test and development builds may carry, with what it is. The test hooks' name is
 * in the source (the build leaves them out of production), so a sources zip may have it.
 */
const TEST_MATERIAL: readonly { pattern: RegExp; what: string; inSources?: true }[] = [
  { pattern: /\b(?:127\.0\.0\.1|localhost|\[::1\]):\d+/, what: 'a loopback address with a port' },
  { pattern: /__gifdropTestHooks/, what: 'the test hooks', inSources: true },
  ...Object.values(DEFAULT_KEYS).map((key) => ({
    pattern: new RegExp(key),
    what: 'a reference service key',
  })),
];

/** Files of a zip that tests or development put there. */
const TEST_PATHS = /(^|\/)(test|test-results|playwright-report|\.cache|\.output|node_modules)\//;

/**
 * What in a package is test or development material: one line per finding. `files` maps each
 * path in the zip to its text (binary files may be left out). `manifest` is the package's
 * manifest.json, when it is an extension package; `sources` for the sources zip.
 */
export function findTestMaterial(
  files: ReadonlyMap<string, string>,
  manifest?: BuiltManifest,
  { sources = false } = {},
): string[] {
  const found: string[] = [];
  for (const [file, text] of files) {
    if (TEST_PATHS.test(file)) found.push(`${file}: test or development files`);
    for (const { pattern, what, inSources } of TEST_MATERIAL)
      if (!(sources && inSources) && pattern.test(text)) found.push(`${file}: ${what}`);
  }
  if (manifest) {
    const granted = [...(manifest.permissions ?? []), ...(manifest.host_permissions ?? [])];
    for (const host of granted)
      if (/^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])\//.test(host))
        found.push(`manifest.json: the loopback host ${host} is granted at install`);
  }
  return found;
}
