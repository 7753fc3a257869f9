/**
 * `npm run looks`: the pictures to look at before committing a change to the UI, in
 * test-results/looks: every popup state (looks.cross.spec.ts) and the GIF in a webmail body with
 * the detail view (picture-looks.cross.spec.ts), light and dark, Chromium and Firefox, at 400x600.
 * `npm test` takes every state in the light theme only.
 */
import path from 'node:path';
import { binPath, repoRoot } from './paths.ts';
import { runCommand } from './run-command.ts';

const specs = ['test/e2e/cross/looks.cross.spec.ts', 'test/e2e/cross/picture-looks.cross.spec.ts'];
const { code } = await runCommand(binPath('playwright'), ['test', ...specs, ...process.argv.slice(2)], {
  env: { ...process.env, GIFDROP_LOOKS: 'all' },
});
console.log(
  `The pictures: ${path.join(path.relative(process.cwd(), repoRoot) || '.', 'test-results', 'looks')}`,
);
process.exit(code);
