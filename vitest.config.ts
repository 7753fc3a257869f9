import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing';

export default defineConfig({
  test: {
    projects: [
      {
        // Extension code: WXT's globals, aliases and a fake `browser` (wxt/testing).
        plugins: [WxtVitest()],
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['test/unit/setup.ts'],
          // One module graph per worker, not per file: re-importing the graph for each of the
          // 100 files was four fifths of this project's time. The setup resets the fake browser,
          // timers and stubbed globals before each test, so files still start alike.
          isolate: false,
          unstubGlobals: true,
          // A test that plays Firefox's build (`vi.stubEnv('FIREFOX', 'true')`) leaves no flag behind.
          unstubEnvs: true,
          // Property tests run a fixed number of cases; beside both e2e runs on a 2-core machine
          // one took 13 times its 1.6 s alone. A hang still fails.
          testTimeout: 60_000,
        },
      },
      {
        // The reference service is plain Node code and runs without WXT.
        test: {
          name: 'service',
          include: ['test/service/**/*.test.ts'],
          environment: 'node',
          // Generates the media library once before the service's test files run in parallel.
          globalSetup: ['test/service/testing/global-setup.ts'],
          // Real HTTP with real bodies (a 100 MB upload): beside both e2e runs on a slow machine
          // a file's tests took minutes and one test over 20 s. A hang still fails.
          testTimeout: 60_000,
        },
      },
      {
        // Checks over the repository's own text (paths that comments and docs name). Each reads
        // hundreds of files: beside both e2e runs on a slow machine one took over 5 s.
        test: { name: 'repo', include: ['test/repo/**/*.test.ts'], environment: 'node', testTimeout: 60_000 },
      },
      {
        // Checks on the built extension (bundles, manifests, what the store zips hold): no browser.
        test: {
          name: 'builds',
          include: ['test/builds/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/builds/global-setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        // The interface client against the reference service over real HTTP.
        test: {
          name: 'client',
          include: ['test/client/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/service/testing/global-setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
