import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Chromium's own log of console lines. Playwright only hears a worker's console once it has
 * subscribed, so a worker that logs while the browser is still starting can be missed; the log
 * file (`--enable-logging --log-file`) records every line from the first.
 */
export interface ConsoleLog {
  /** The switches that make Chromium write the log. */
  args: string[];
  /** The lines written so far by scripts whose URL ends with `scriptPath` (multi-line kept whole). */
  linesOf(scriptPath: string): string[];
  remove(): void;
}

export function chromiumConsoleLog(): ConsoleLog {
  const dir = mkdtempSync(path.join(tmpdir(), 'gifdrop-console-'));
  const file = path.join(dir, 'chromium.log');
  const read = () => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return '';
    }
  };
  return {
    args: ['--enable-logging', `--log-file=${file}`, '--v=0'],
    linesOf: (scriptPath) => consoleLines(read(), scriptPath),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

// `[pid:tid:date/time:LEVEL:CONSOLE:n] "text", source: url (line)`; the text may span lines.
const ENTRY = /^\[[^\]\n]*:CONSOLE:\d+\] "([\s\S]*?)", source: (\S*) \(\d+\)$/gm;

/** The console texts of Chromium's log written by a script whose URL ends with `scriptPath`. */
export function consoleLines(log: string, scriptPath: string): string[] {
  return [...log.matchAll(ENTRY)]
    .filter((match) => match[2]?.endsWith(scriptPath))
    .map((match) => match[1] ?? '');
}
