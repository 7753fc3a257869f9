import { describe, expect, it } from 'vitest';
import { playwrightFailures, vitestFailures } from '../harness/failed-tests.ts';

const passed = { status: 'expected', results: [{ errors: [] }] };
const failed = (message: string) => ({ status: 'unexpected', results: [{ errors: [{ message }] }] });

describe('the failed tests named in the summary of npm test', () => {
  it('names each unexpected Playwright test by file, line and title, with its first error line, uncoloured', () => {
    const report = {
      suites: [
        {
          file: 'popup.spec.ts',
          specs: [{ title: 'opens', line: 3, tests: [passed] }],
          suites: [
            {
              specs: [
                {
                  title: 'inserts',
                  line: 40,
                  tests: [
                    failed(
                      '\u001b[31mError: expect(locator).toHaveText(expected) failed\u001b[39m\n\nLocator: …',
                    ),
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightFailures(report)).toEqual([
      'popup.spec.ts:40 › inserts — Error: expect(locator).toHaveText(expected) failed',
    ]);
  });

  it('names each failed Vitest test relative to the repository', () => {
    const report = {
      testResults: [
        {
          name: '/repo/test/unit/a.test.ts',
          assertionResults: [
            { fullName: 'a works', status: 'passed' },
            {
              fullName: 'a breaks',
              status: 'failed',
              failureMessages: ['AssertionError: expected 1 to be 2\n    at …'],
            },
            {
              fullName: 'a hangs',
              status: 'failed',
              duration: 5105.6,
              failureMessages: ['Error: STACK_TRACE_ERROR\n    at task (…)'],
            },
          ],
        },
      ],
    };
    expect(vitestFailures(report, '/repo')).toEqual([
      'test/unit/a.test.ts › a breaks — AssertionError: expected 1 to be 2',
      'test/unit/a.test.ts › a hangs — timed out or failed without a message after 5106 ms',
    ]);
  });

  it('lists twelve and counts the rest, so a broken run still ends with its totals in view', () => {
    const specs = Array.from({ length: 15 }, (_, i) => ({
      title: `t${i}`,
      line: i,
      tests: [failed('boom')],
    }));
    const lines = playwrightFailures({ suites: [{ file: 'x.spec.ts', specs }] });
    expect(lines).toHaveLength(13);
    expect(lines.at(-1)).toBe('… and 3 more');
  });

  it('lists nothing for a missing report', () => {
    expect(playwrightFailures(undefined)).toEqual([]);
    expect(vitestFailures(undefined, '/repo')).toEqual([]);
  });
});
