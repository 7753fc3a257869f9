/**
 * End-to-end tests a newcomer can read: each title says one behaviour in at most 100 characters,
 * and a fixed wait (`waitForTimeout`, or a promise only a `setTimeout` resolves) is allowed only
 * with a comment on the line above saying why no condition can be awaited instead (tests await
 * conditions, never sleep). Waits are looked for in the specs and in what they run: the page
 * objects and drivers of test/e2e, and the harness (test/harness), where a sleep in a polling
 * loop is a fixed wait repeated.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const E2E = path.join(root, 'test/e2e');
/** Where fixed waits are looked for: the end-to-end tests and their helpers, and the harness. */
const WAITING_CODE = [E2E, path.join(root, 'test/harness')];
const MAX_TITLE = 100;
/** A call that names a test or a group: its first argument is the title. */
const TITLED_CALL = /\b(?:test|it|describeInBothBrowsers)(?:\.(?:only|fixme|describe|serial|skip))*\(\s*/g;

/** A sleep in the test's own process: an awaited promise whose only resolver is a timer. */
const TIMER_SLEEP = /await new Promise\(\s*\(?\s*(\w+)\s*\)?\s*=>\s*setTimeout\(\s*\1\s*,/;
/** A sleep in a page (an `evaluate`'s promise), after a frame or not: a timer resolves it after a time. */
const PAGE_SLEEP = /new Promise\(\s*\(?\s*(\w+)\s*\)?\s*=>.*\bsetTimeout\(\s*\1\s*,\s*(?!0\s*\))/;

/** Whether `line` waits a fixed time: Playwright's wait, or a timer sleep (alone, in a loop, in a page). */
function isFixedWait(line: string): boolean {
  return line.includes('waitForTimeout(') || TIMER_SLEEP.test(line) || PAGE_SLEEP.test(line);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.ts') ? [full] : [];
  });
}

/** The string literal starting at `at` (quotes of any kind), or undefined when there is none. */
function literalAt(text: string, at: number): { value: string; end: number } | undefined {
  const quote = text[at];
  if (quote !== "'" && quote !== '"' && quote !== '`') return undefined;
  let value = '';
  let index = at + 1;
  while (index < text.length && text[index] !== quote) {
    const escaped = text[index] === '\\';
    value += escaped ? text[index + 1] : text[index];
    index += escaped ? 2 : 1;
  }
  return { value, end: index + 1 };
}

/** A title as written: one literal, or literals joined with `+` (a template's `${…}` counts as written). */
function titleAt(text: string, at: number): string | undefined {
  let part = literalAt(text, at);
  let title = '';
  while (part) {
    title += part.value;
    const plus = /^\s*\+\s*/.exec(text.slice(part.end));
    part = plus ? literalAt(text, part.end + plus[0].length) : undefined;
  }
  return part === undefined && title === '' ? undefined : title;
}

const read = (file: string) => ({ where: path.relative(root, file), text: readFileSync(file, 'utf8') });
const files = sourceFiles(E2E).map(read);
const waitingFiles = WAITING_CODE.flatMap(sourceFiles).map(read);

describe('e2e tests a newcomer can read', () => {
  it(`finds the titles it checks`, () => {
    const titles = files.flatMap(({ text }) =>
      [...text.matchAll(TITLED_CALL)].map((call) => titleAt(text, (call.index ?? 0) + call[0].length)),
    );
    expect(titles.filter((title) => title !== undefined).length).toBeGreaterThan(100);
  });

  it(`every test title is at most ${MAX_TITLE} characters`, () => {
    const long = files.flatMap(({ where, text }) =>
      [...text.matchAll(TITLED_CALL)].flatMap((call) => {
        const title = titleAt(text, (call.index ?? 0) + call[0].length);
        if (title === undefined || title.length <= MAX_TITLE) return [];
        const line = text.slice(0, call.index).split('\n').length;
        return [`${where}:${line} (${title.length}) ${title}`];
      }),
    );
    expect(long).toEqual([]);
  });

  it('takes a timer sleep anywhere for a fixed wait, a loop of them too, and other timers not', () => {
    expect(isFixedWait('    await new Promise((resolve) => setTimeout(resolve, 2000));')).toBe(true);
    expect(isFixedWait('    else await new Promise((settle) => setTimeout(settle, 500));')).toBe(true);
    expect(isFixedWait('    await new Promise(r => setTimeout(r, 10));')).toBe(true);
    expect(isFixedWait('    await page.waitForTimeout(ms);')).toBe(true);
    expect(isFixedWait('  while (!ready()) await new Promise((resolve) => setTimeout(resolve, 1));')).toBe(
      true,
    );
    expect(
      isFixedWait('() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))),'),
    ).toBe(true);
    expect(isFixedWait('() => new Promise((resolve) => requestAnimationFrame(resolve))')).toBe(false);
    expect(isFixedWait('new Promise((done) => requestAnimationFrame(() => setTimeout(done))),')).toBe(false);
    expect(isFixedWait('setTimeout(() => { run(); resolve(now); }, at - Date.now())')).toBe(false);
  });

  it('every fixed wait has a comment on the line above saying why', () => {
    const unexplained = waitingFiles.flatMap(({ where, text }) => {
      const lines = text.split('\n');
      return lines.flatMap((line, index) =>
        isFixedWait(line) && !lines[index - 1]?.trim().startsWith('//')
          ? [`${where}:${index + 1} ${line.trim()}`]
          : [],
      );
    });
    expect(unexplained).toEqual([]);
  });
});
