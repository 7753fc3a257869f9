/**
 * `npm run release`: the three packages the stores take, for the version in package.json: the
 * Chrome zip, the Firefox zip and the sources zip (AMO rebuilds the Firefox zip from it). It
 * refuses, before building, a version without a CHANGELOG.md entry and a listing over a store's
 * limit; after building, a zip that carries test or development material. Then it rebuilds the
 * Firefox zip from the sources zip as a reviewer would and says whether the bytes are the same.
 *
 * The publisher's API key comes only from `WXT_GIFDROP_API_KEY` in the environment; without it
 * the packages carry no key (people then set their own). `--skip-rebuild` leaves out the rebuild.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { type BuiltManifest, findTestMaterial, hasChangelogEntry } from './checks.ts';
import { listingProblems, readListings } from './listing.ts';
import { packDirectory, repackZip } from './pack.ts';

const root = path.resolve(import.meta.dirname, '../..');
const TEXT = /\.(js|mjs|css|html|json|txt|md|svg|ts|tsx)$/i;

function refuse(lines: string[]): never {
  console.error(`npm run release refused:\n${lines.map((line) => `  - ${line}`).join('\n')}`);
  process.exit(1);
}

/** The environment of a release build: only the publisher's key, never a test address. */
function releaseEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // A production build by WXT's own default; npm ci must install the dev dependencies that build.
  delete env.NODE_ENV;
  delete env.WXT_GIFDROP_BASE_URL;
  delete env.WXT_GIFDROP_UPLOAD_URL;
  return env;
}

function run(command: string, args: string[], cwd: string): void {
  execFileSync(command, args, { cwd, env: releaseEnv(), stdio: ['ignore', 'ignore', 'inherit'] });
}

/** A zip's text files, by path, and its manifest if it has one. */
async function readZip(
  file: string,
): Promise<{ names: string[]; texts: Map<string, string>; manifest?: BuiltManifest }> {
  const entries = unzipSync(new Uint8Array(await readFile(file)));
  const texts = new Map<string, string>();
  for (const [name, bytes] of Object.entries(entries))
    if (TEXT.test(name)) texts.set(name, new TextDecoder().decode(bytes));
  const manifest = texts.get('manifest.json');
  return {
    names: Object.keys(entries),
    texts,
    ...(manifest && { manifest: JSON.parse(manifest) as BuiltManifest }),
  };
}

const { name, version } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
const problems: string[] = [];
if (!hasChangelogEntry(await readFile(path.join(root, 'CHANGELOG.md'), 'utf8'), version))
  problems.push(`CHANGELOG.md has no "## ${version}" entry`);
for (const listing of await readListings(path.join(root, 'store/listing')))
  problems.push(...listingProblems(listing));
if (problems.length > 0) refuse(problems);

if (!process.env.WXT_GIFDROP_API_KEY?.trim())
  console.warn('WXT_GIFDROP_API_KEY is not set: the packages carry no key (people set their own).');
const wxt = path.join(root, 'node_modules/.bin/wxt');
// WXT builds Chrome and picks the sources (its zip.excludeSources); the packing is ours, so that
// the same files make the same bytes (pack.ts).
run(wxt, ['zip'], root);
run(wxt, ['zip', '-b', 'firefox'], root);
const zips = {
  chrome: path.join(root, '.output', `${name}-${version}-chrome.zip`),
  firefox: path.join(root, '.output', `${name}-${version}-firefox.zip`),
  sources: path.join(root, '.output', `${name}-${version}-sources.zip`),
};
await packDirectory(path.join(root, '.output', 'chrome-mv3'), zips.chrome);
await packDirectory(path.join(root, '.output', 'firefox-mv2'), zips.firefox);
await repackZip(zips.sources);
for (const [kind, file] of Object.entries(zips)) {
  const { names, texts, manifest } = await readZip(file);
  const found = findTestMaterial(texts, manifest, { sources: kind === 'sources' });
  if (kind !== 'sources' && !names.includes('THIRD-PARTY-NOTICES.txt'))
    found.push('no THIRD-PARTY-NOTICES.txt');
  if (!names.includes(kind === 'sources' ? 'LICENSE' : 'LICENSE.txt')) found.push('no licence file');
  if (found.length > 0) refuse(found.map((line) => `${path.basename(file)}: ${line}`));
}

let rebuilt = 'not checked (--skip-rebuild)';
if (!process.argv.includes('--skip-rebuild')) {
  // What an AMO reviewer does: the sources zip alone, npm ci, the one build command.
  const dir = await mkdtemp(path.join(tmpdir(), 'gifdrop-rebuild-'));
  try {
    const sources = unzipSync(new Uint8Array(await readFile(zips.sources)));
    for (const [file, bytes] of Object.entries(sources)) {
      if (file.endsWith('/')) continue;
      const target = path.join(dir, file);
      execFileSync('mkdir', ['-p', path.dirname(target)]);
      await writeFile(target, bytes);
    }
    run('npm', ['ci', '--no-audit', '--no-fund'], dir);
    run('npm', ['run', 'pack:firefox'], dir);
    const again = await readFile(path.join(dir, '.output', `${name}-${version}-firefox.zip`));
    const same = Buffer.compare(again, await readFile(zips.firefox)) === 0;
    rebuilt = same ? 'the same bytes' : 'DIFFERENT bytes';
    if (!same)
      refuse([`the Firefox zip rebuilt from ${path.basename(zips.sources)} differs from the one built here`]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

console.log(`GifDrop ${version}:`);
for (const file of Object.values(zips))
  console.log(`  ${path.relative(root, file)}  ${((await stat(file)).size / 1024).toFixed(1)} KiB`);
console.log(`Firefox zip rebuilt from the sources zip: ${rebuilt}`);
