/**
 * `npm test`: every check in order, each step's result, and one closing line
 * `N passed, N failed` (tests summed over Vitest and Playwright; a failed step that is not a test
 * runner, such as the typecheck, counts as one failure). Exits non-zero when anything failed.
 */
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { buildComposers } from '../composers/build-composers.ts';
import { buildE2eExtensions, type E2eBuilds } from '../e2e/e2e-builds.ts';
import { ensureMedia } from '../service/media/generate.ts';
import { CHROMIUM_HINT, findChromium } from './chromium.ts';
import {
  type PlaywrightSuite,
  playwrightFailures,
  type VitestReport,
  vitestFailures,
} from './failed-tests.ts';
import { binPath, repoRoot } from './paths.ts';
import { REALWORLD_FIXTURES_DIR } from './realworld.ts';
import { runCommand } from './run-command.ts';

interface StepResult {
  name: string;
  ok: boolean;
  ms: number;
  /** Test counts, for the steps that run tests. */
  tests?: { passed: number; failed: number };
  note?: string;
  /** The failed tests by name, repeated in the summary: CI shows only the end of the output. */
  failures?: string[];
}

const reports = path.join(repoRoot, 'test-results');
const results: StepResult[] = [];

async function step(
  name: string,
  run: () => Promise<Omit<StepResult, 'name' | 'ms'>>,
  sideBySide = false,
): Promise<void> {
  console.log(sideBySide ? `▶ ${name} (side by side)` : `\n▶ ${name}`);
  // The summary lists the steps in the order they started, whichever ends first.
  const slot = results.push({ name, ok: false, ms: 0 }) - 1;
  const started = performance.now();
  let result: Omit<StepResult, 'name' | 'ms'>;
  try {
    result = await run();
  } catch (error) {
    result = { ok: false, note: error instanceof Error ? error.message : String(error) };
  }
  const done = { name, ms: performance.now() - started, ...result };
  results[slot] = done;
  console.log(`${done.ok ? '✔' : '✘'} ${name} ${formatResult(done)}`);
}

function formatResult(result: StepResult): string {
  const parts = [`${(result.ms / 1000).toFixed(1)} s`];
  if (result.tests) parts.push(`${result.tests.passed} passed, ${result.tests.failed} failed`);
  if (result.note) parts.push(result.note);
  return `(${parts.join('; ')})`;
}

async function readJson<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** A test runner's counts; a run that crashed before reporting counts as one failure. */
function testStep(code: number, counts: { passed: number; failed: number } | undefined, runner: string) {
  if (!counts) return { ok: false, tests: { passed: 0, failed: 1 }, note: `${runner} wrote no report` };
  const failed = counts.failed + (code !== 0 && counts.failed === 0 ? 1 : 0);
  const note = failed > counts.failed ? `${runner} exited with ${code}` : undefined;
  return { ok: code === 0 && failed === 0, tests: { passed: counts.passed, failed }, ...(note && { note }) };
}

await rm(reports, { recursive: true, force: true });

// The reference service's media library (ffmpeg, half a minute on a clean clone) is generated
// beside the typecheck, lint and builds: every run below waits for it (its lock) otherwise.
const media = ensureMedia({ log: (line) => console.log(`[media] ${line}`) }).then(
  () => undefined,
  (error: unknown) => error,
);

await step('typecheck (tsc --noEmit)', async () => {
  const { code } = await runCommand(binPath('tsc'), ['--noEmit', '-p', '.']);
  return { ok: code === 0 };
});

await step('lint (biome check .)', async () => {
  const { code } = await runCommand(binPath('biome'), ['check', '.']);
  return { ok: code === 0 };
});

// Each variant once for the whole run: Vitest's checks on the built files, web-ext lint and both
// e2e steps read these four (test/e2e/e2e-builds.ts); web-ext lint checks the Firefox production
// build the e2e tests then load.
let builds: E2eBuilds | undefined;
await step('extension builds (test and production, Chromium and Firefox) and composer pages', async () => {
  builds = await buildE2eExtensions();
  // Built here, not by each e2e run's global setup: the two runs start at once. Vite's build sets
  // NODE_ENV=production in this process; Vitest started after it must not inherit that: its
  // happy-dom files then fail to load (vitest-dev/vitest#11324).
  const nodeEnv = process.env.NODE_ENV;
  await buildComposers();
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  return { ok: true };
});

// The real response bodies live beside the repository (../shared), not in it: CI has them; a
// machine without them runs everything else and says plainly that this part did not run.
const REALWORLD_TESTS = ['test/unit/client/realworld.test.ts', 'test/unit/config/production-hosts.test.ts'];
const haveRealBodies = existsSync(path.join(REALWORLD_FIXTURES_DIR, 'manifest.json'));

/** Vitest, then web-ext lint on the Firefox production build. */
async function unitTestsAndLint(prefix: string): Promise<void> {
  await step(
    'unit tests (vitest)',
    async () => {
      const report = path.join(reports, 'vitest.json');
      const { code } = await runCommand(
        binPath('vitest'),
        [
          'run',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${report}`,
          ...(haveRealBodies ? [] : REALWORLD_TESTS.flatMap((file) => ['--exclude', file])),
        ],
        { prefix },
      );
      const json = await readJson<VitestReport & { numPassedTests: number; numFailedTests: number }>(report);
      return {
        ...testStep(code, json && { passed: json.numPassedTests, failed: json.numFailedTests }, 'vitest'),
        failures: vitestFailures(json, repoRoot),
      };
    },
    true,
  );
  await step(
    'web-ext lint (Firefox production build)',
    async () => {
      if (!builds) throw new Error('not built');
      const outDir = builds.firefoxProductionExtensionDir;
      const lint = await runCommand(
        binPath('web-ext'),
        ['lint', '--source-dir', outDir, '--output', 'json'],
        {
          capture: true,
        },
      );
      let summary: { errors: number; warnings: number; notices: number } | undefined;
      try {
        summary = JSON.parse(lint.output.slice(lint.output.indexOf('{'))).summary;
      } catch {
        process.stderr.write(lint.output);
      }
      if (!summary) return { ok: false, note: 'web-ext lint printed no report' };
      if (summary.errors + summary.warnings > 0)
        await runCommand(binPath('web-ext'), ['lint', '--source-dir', outDir], { prefix });
      // 0 warnings too: AMO shows every warning to its reviewers (build/preact-without-inner-html.ts
      // removes the one Preact brought).
      return {
        ok: lint.code === 0 && summary.errors === 0 && summary.warnings === 0,
        note: `${summary.errors} errors, ${summary.warnings} warnings, ${summary.notices} notices`,
      };
    },
    true,
  );
}

/**
 * Workers per browser. Firefox's run and Vitest end minutes before Chromium's, which then has the
 * machine alone: a third worker keeps both cores busy in that stretch.
 */
const E2E_WORKERS = { chromium: 3, firefox: 2 } as const;

/** One Playwright run for one browser (its project in playwright.config.ts), timed on its own. */
function e2eTests(project: 'chromium' | 'firefox', label: string, prefix: string): Promise<void> {
  return step(
    `e2e tests (playwright: ${label})`,
    async () => {
      if (!findChromium()) throw new Error(`\n${CHROMIUM_HINT}`);
      if (!builds) throw new Error('the extension builds failed');
      const report = path.join(reports, `e2e-${project}.json`);
      // `chromium*`: the insertion files' project too, queued first (playwright.config.ts).
      const projects = project === 'chromium' ? 'chromium*' : project;
      const { code } = await runCommand(binPath('playwright'), ['test', '--project', projects], {
        prefix,
        env: {
          ...process.env,
          // Playwright's compiled-test cache defaults to one folder in the system's temp dir shared
          // by every checkout, which can hand this checkout another one's files: one here per run.
          PLAYWRIGHT_TRANSFORM_CACHE_DIR: path.join(repoRoot, '.cache', `playwright-transform-${project}`),
          GIFDROP_E2E_REPORT: report,
          GIFDROP_E2E_RUN: project,
          ...(process.env.GIFDROP_E2E_WORKERS === undefined && {
            GIFDROP_E2E_WORKERS: String(E2E_WORKERS[project]),
          }),
        },
      });
      const json = await readJson<{
        stats: { expected: number; unexpected: number; flaky: number };
        suites?: PlaywrightSuite[];
      }>(report);
      const counts = json && {
        passed: json.stats.expected + json.stats.flaky,
        failed: json.stats.unexpected,
      };
      return { ...testStep(code, counts, 'playwright'), failures: playwrightFailures(json) };
    },
    true,
  );
}

await step('media library for the reference service (ffmpeg)', async () => {
  const failure = await media;
  if (failure) throw failure;
  return { ok: true };
});

// The unit tests and the two browsers' e2e runs go side by side: much of an e2e test is waiting
// (an insertion's watch, a settle window), and each run alone left a fifth of the machine idle.
// Each line of output carries its run's tag; the media library is generated once (its lock).
console.log('');
await Promise.all([
  unitTestsAndLint('unit     │ '),
  e2eTests('chromium', 'Chromium', 'chromium │ '),
  e2eTests('firefox', 'Firefox ESR', 'firefox  │ '),
]);

let passed = 0;
let failed = 0;
console.log('\nSummary');
if (!haveRealBodies) {
  console.log(
    `  ⚠ NOT RUN: the tests on real response bodies (${REALWORLD_TESTS.join(', ')}); ${REALWORLD_FIXTURES_DIR} is missing ` +
      '(CI has ../shared beside the repository; set GIFDROP_REALWORLD_FIXTURES to point elsewhere)',
  );
}
for (const result of results) {
  console.log(`  ${result.ok ? '✔' : '✘'} ${result.name} ${formatResult(result)}`);
  for (const failure of result.failures ?? []) console.log(`      ✘ ${failure}`);
  if (result.tests) {
    passed += result.tests.passed;
    failed += result.tests.failed;
  } else if (!result.ok) {
    failed += 1;
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
