import { defineConfig } from '@playwright/test';

/** The tests that drive Firefox ESR: the `-firefox` specs and the `[firefox]` blocks of cross/. */
const FIREFOX_TESTS = /-firefox\.spec\.ts|\[firefox\]/;
/**
 * Chromium files that insert into the composer bench with a browser of their own, and spend most
 * of their time waiting on the product's watch windows (a late insertion's, a settle window):
 * queued first, so that waiting overlaps the busy start of `npm test` (Firefox and Vitest side by
 * side), and the run ends on files that keep both cores busy.
 */
const CHROMIUM_INSERTION =
  /\/(in-page-composers|insertion-(hazards|picture-popup|popup|truth|wild)|slash-gif)\.spec\.ts$/;

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  // Builds the extension once and starts a reference service per worker (see the file for why).
  globalSetup: './test/e2e/global-setup.ts',
  outputDir: 'test-results/e2e',
  // Two workers on two cores: a test mostly waits (for its browser, the service, an insertion's
  // watch), so one worker left the machine idle much of the time; a third was no faster (the
  // machine is then busy) and only raised the load. Each worker has its own reference service and
  // test build (global setup), and files share nothing else, so a file's tests run in order in one
  // worker and files spread over the workers. `npm test` gives Chromium's run a third
  // (test/harness/run-tests.ts).
  workers: Number(process.env.GIFDROP_E2E_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Timeouts catch a hang; a passing test waits only as long as its conditions take. Both are
  // wide because machines differ: on a 2-core VM whose memory costs three times as much, with
  // the whole suite running, tests took up to 100 s and single conditions over 10 s.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  // Without projects in the name, as the baselines were taken.
  snapshotPathTemplate: '{testDir}/{testFileDir}/{testFileName}-snapshots/{arg}{-snapshotSuffix}{ext}',
  // `npm test` runs each browser timed on its own (`--project 'chromium*'`, `--project firefox`);
  // a project's files are queued in the order the projects are listed.
  projects: [
    {
      name: 'chromium-insertion',
      testMatch: CHROMIUM_INSERTION,
      grepInvert: FIREFOX_TESTS,
      outputDir: 'test-results/e2e/chromium',
    },
    {
      name: 'chromium',
      grepInvert: FIREFOX_TESTS,
      testIgnore: CHROMIUM_INSERTION,
      outputDir: 'test-results/e2e/chromium',
    },
    { name: 'firefox', grep: FIREFOX_TESTS, outputDir: 'test-results/e2e/firefox' },
  ],
  // test/harness/run-tests.ts reads the counts from the JSON report.
  reporter: [['list'], ['json', { outputFile: process.env.GIFDROP_E2E_REPORT ?? 'test-results/e2e.json' }]],
});
