/**
 * `npm run pack:firefox`: the production Firefox build, zipped as `npm run release` zips it
 * (build/release/pack.ts). The one command a reviewer runs in the unpacked sources zip, after
 * `npm ci`, to get the submitted Firefox zip byte for byte. The publisher's key, if any, comes from
 * `WXT_GIFDROP_API_KEY`, as for the release.
 */
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { packDirectory } from './pack.ts';

const root = path.resolve(import.meta.dirname, '../..');
const { name, version } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
const env: NodeJS.ProcessEnv = { ...process.env };
delete env.NODE_ENV;
delete env.WXT_GIFDROP_BASE_URL;
delete env.WXT_GIFDROP_UPLOAD_URL;
execFileSync(path.join(root, 'node_modules/.bin/wxt'), ['build', '-b', 'firefox'], {
  cwd: root,
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});
const zip = path.join(root, '.output', `${name}-${version}-firefox.zip`);
await packDirectory(path.join(root, '.output', 'firefox-mv2'), zip);
console.log(path.relative(root, zip));
