/**
 * The names of the failed tests in a runner's JSON report, each with the first line of its error:
 * `npm test` prints them in its closing summary, because CI shows only the end of a run's output.
 */
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/** How many lines a report may add to the summary; the rest are counted. */
const MAX_LISTED = 12;

export interface PlaywrightSuite {
  file?: string;
  specs?: {
    title: string;
    line: number;
    tests: { status: string; results: { errors?: { message?: string }[] }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

export interface VitestReport {
  testResults?: {
    name: string;
    assertionResults?: {
      fullName: string;
      status: string;
      duration?: number;
      failureMessages?: string[];
    }[];
  }[];
}

function firstLine(message: string | undefined): string {
  // Playwright colours its messages; the summary is read as plain text.
  const plain = stripVTControlCharacters(message ?? '');
  return (
    plain
      .split('\n')
      .find((line) => line.trim())
      ?.trim()
      .slice(0, 200) ?? ''
  );
}

function limited(lines: string[]): string[] {
  if (lines.length <= MAX_LISTED) return lines;
  return [...lines.slice(0, MAX_LISTED), `… and ${lines.length - MAX_LISTED} more`];
}

/** `file:line › title — error` for each test Playwright counted as unexpected. */
export function playwrightFailures(report: { suites?: PlaywrightSuite[] } | undefined): string[] {
  const lines: string[] = [];
  const walk = (suite: PlaywrightSuite, file: string) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected') continue;
        const error = test.results.flatMap((result) => result.errors ?? [])[0]?.message;
        lines.push(`${file}:${spec.line} › ${spec.title} — ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report?.suites ?? []) walk(suite, suite.file ?? '');
  return limited(lines);
}

/** `file › full name — error` for each failed Vitest test, relative to `root`. */
export function vitestFailures(report: VitestReport | undefined, root: string): string[] {
  const lines: string[] = [];
  for (const file of report?.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      // Vitest's JSON report gives a timeout only this placeholder; its time says what happened.
      const error = firstLine(test.failureMessages?.[0]);
      const said =
        error === 'Error: STACK_TRACE_ERROR' && test.duration !== undefined
          ? `timed out or failed without a message after ${Math.round(test.duration)} ms`
          : error;
      lines.push(`${path.relative(root, file.name)} › ${test.fullName} — ${said}`);
    }
  }
  return limited(lines);
}
