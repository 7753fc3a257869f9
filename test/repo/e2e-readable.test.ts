/**
 * End-to-end tests a newcomer can read: each title says one behaviour in at most 100 characters,
 * and a fixed wait (`waitForTimeout`, or in a spec a promise only a `setTimeout` resolves) is
 * allowed only with a comment on the line above saying why no condition can be awaited instead
 * (tests await conditions, never sleep).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const E2E = path.join(root, 'test/e2e');
const MAX_TITLE = 100;
/** A call that names a test or a group: its first argument is the title. */
const TITLED_CALL = /\b(?:test|it|describeInBothBrowsers)(?:\.(?:only|fixme|describe|serial|skip))*\(\s*/g;

/** A sleep in the test's own process: an awaited promise whose only resolver is a timer. */
const TIMER_SLEEP = /await new Promise\(\s*\(?\s*(\w+)\s*\)?\s*=>\s*setTimeout\(\s*\1\s*,/;

/** Whether `line` of `file` waits a fixed time: Playwright's wait anywhere, a timer sleep in a spec. */
function isFixedWait(file: string, line: string): boolean {
  return line.includes('waitForTimeout(') || (file.endsWith('.spec.ts') && TIMER_SLEEP.test(line));
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

const files = sourceFiles(E2E).map((file) => ({
  where: path.relative(root, file),
  text: readFileSync(file, 'utf8'),
}));

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

  it('takes a timer sleep in a spec for a fixed wait, and a timer inside a page or a helper not', () => {
    expect(isFixedWait('a.spec.ts', '    await new Promise((resolve) => setTimeout(resolve, 2000));')).toBe(
      true,
    );
    expect(isFixedWait('a.spec.ts', '    else await new Promise((settle) => setTimeout(settle, 500));')).toBe(
      true,
    );
    expect(isFixedWait('a.spec.ts', '    await new Promise(r => setTimeout(r, 10));')).toBe(true);
    expect(isFixedWait('a.ts', '    await page.waitForTimeout(ms);')).toBe(true);
    expect(isFixedWait('a.ts', '    await new Promise((resolve) => setTimeout(resolve, 100));')).toBe(false);
    expect(isFixedWait('a.spec.ts', '() => new Promise((resolve) => requestAnimationFrame(resolve))')).toBe(
      false,
    );
    expect(isFixedWait('a.spec.ts', 'setTimeout(() => { run(); resolve(now); }, at - Date.now())')).toBe(
      false,
    );
  });

  it('every fixed wait has a comment on the line above saying why', () => {
    const unexplained = files.flatMap(({ where, text }) => {
      const lines = text.split('\n');
      return lines.flatMap((line, index) =>
        isFixedWait(where, line) && !lines[index - 1]?.trim().startsWith('//')
          ? [`${where}:${index + 1} ${line.trim()}`]
          : [],
      );
    });
    expect(unexplained).toEqual([]);
  });
});
