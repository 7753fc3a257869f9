import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  // Starts the reference service and builds the extension in test mode (see the file for why).
  globalSetup: './test/e2e/global-setup.ts',
  outputDir: 'test-results/e2e',
  // Each test launches its own Chromium; two cores do not fit two of them well.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  // test/harness/run-tests.ts reads the counts from the JSON report.
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
});
