/**
 * `npm run looks`: the pictures to look at before committing a change to the UI, in
 * test-results/looks (Chromium's languages in test-results/locales, "GIF for" at four window
 * sizes in test-results/gif-for): every popup state (looks.cross.spec.ts), the GIF in a webmail
 * body with the detail view (picture-looks.cross.spec.ts), a drag in progress, the options and
 * upload pages, and each page in every language, light and dark, Chromium and Firefox, at 400x600.
 * `npm test` runs the same checks and takes no pictures but the light states and dark trending of
 * looks.cross.spec.ts (whose edge it measures).
 * Options go to Playwright: `npm run looks -- --project chromium` takes Chromium's alone.
 */
import path from 'node:path';
import { binPath, repoRoot } from './paths.ts';
import { runCommand } from './run-command.ts';

const specs = [
  'test/e2e/cross/looks.cross.spec.ts',
  'test/e2e/cross/picture-looks.cross.spec.ts',
  'test/e2e/cross/drag-out.cross.spec.ts',
  'test/e2e/cross/options.cross.spec.ts',
  'test/e2e/cross/upload.cross.spec.ts',
  'test/e2e/cross/gif-for-selection.cross.spec.ts',
  'test/e2e/popup-locales.spec.ts',
  'test/e2e/text-fit-firefox.spec.ts',
  'test/e2e/diagnostics-no-key.spec.ts',
];
const { code } = await runCommand(binPath('playwright'), ['test', ...specs, ...process.argv.slice(2)], {
  env: { ...process.env, GIFDROP_LOOKS: 'all' },
});
console.log(
  `The pictures: ${path.join(path.relative(process.cwd(), repoRoot) || '.', 'test-results', 'looks')}`,
);
process.exit(code);
