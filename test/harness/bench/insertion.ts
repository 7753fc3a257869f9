/**
 * Insertion benchmark: for each composer of the bench (test/composers), the median time from
 * "insert requested" (an extension page asks, as the popup does on a pick, with spaces around the
 * link as by default) to the content script's verified answer, which includes injecting the
 * script, restoring focus and caret, waiting a frame, the technique itself and the check on what
 * the editor shows (its settle window). Budget: 150 ms median on every page. Also counts the
 * Ctrl+Z presses that remove the insertion. The rich composers that take pictures run again with
 * a picture (Insert as: Automatic): pick → picture shown, same budget. Needs a non-production
 * build (it reaches 127.0.0.1 by host permission, since automation cannot grant activeTab).
 */
import type { FieldKind, InsertOutcome } from '../../../src/insertion/index.ts';
import type { Picture } from '../../../src/insertion/picture.ts';
import { buildComposers } from '../../composers/build-composers.ts';
import { COMPOSER_CASES, type ComposerCase, GIF_URL } from '../../composers/composer-cases.ts';
import { startComposerServer } from '../../composers/composer-server.ts';
import { HAZARD_CASES } from '../../composers/hazard-cases.ts';
import { PICTURE, PICTURE_CASES } from '../../composers/picture-cases.ts';
import { ComposerPage } from '../../e2e/pages/composer-page.ts';
import { InsertionDriver } from '../../e2e/pages/insertion-driver.ts';
import { launchWithExtension } from '../chromium.ts';

export interface InsertionBenchOptions {
  /** A non-production Chromium build, e.g. `.output/chrome-mv3-bench`. */
  extensionDir: string;
  executablePath: string;
  /** Insertions per composer (default 5). */
  runs?: number;
  log?: (line: string) => void;
}

export interface InsertionBenchRow {
  composer: string;
  kind: FieldKind;
  /** The technique that got the text in (the last run's). */
  technique: string;
  medianMs: number;
  /** Every run's time, in order. */
  runsMs: number[];
  /** Ctrl+Z presses that brought the text back to what it was (after the last run), or undefined. */
  undoPresses: number | undefined;
}

/** Pick to verified insertion, median, on every page. */
export const INSERTION_BUDGET_MS = 150;
const MAX_UNDO_PRESSES = 10;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Runs the benchmark in one headless Chromium and returns a row per composer. */
export async function benchInsertion(options: InsertionBenchOptions): Promise<InsertionBenchRow[]> {
  const runs = options.runs ?? 5;
  const server = await startComposerServer(await buildComposers(options.log));
  const { context, extensionId } = await launchWithExtension({
    extensionDir: options.extensionDir,
    executablePath: options.executablePath,
    headless: true,
  });
  try {
    const composerPage = new ComposerPage(await context.newPage(), server.url);
    const driver = await InsertionDriver.open(context, extensionId);
    const rows: InsertionBenchRow[] = [];
    // The bench's composers, and the pages of what real sites put in the way where GifDrop inserts.
    const hazards = HAZARD_CASES.filter(({ expected }) => expected === 'inserted');
    // Insert as: Automatic: pick → picture shown, in each rich composer that takes pictures.
    const pictures = PICTURE_CASES.filter(({ expected }) => expected === 'picture').map((picked) => ({
      ...picked,
      name: `${picked.name}, picture`,
      undoable: true,
      picture: PICTURE,
    }));
    const cases: readonly (ComposerCase & { query?: string; picture?: Picture })[] = [
      ...COMPOSER_CASES,
      ...hazards,
      ...pictures,
    ];
    for (const composer of cases) {
      const runsMs: number[] = [];
      let technique = '';
      const { query, picture } = composer;
      for (let run = 0; run < runs; run++) {
        await composerPage.open(composer.page, { frame: composer.frame, ...(query ? { query } : {}) });
        await composerPage.placeCaret(composer, 'Hello '.length);
        await composerPage.page.bringToFront();
        const url = composerPage.url(composer.page, query);
        const { outcome, ms } = await driver.insert(url, GIF_URL, 0, true, picture);
        const result = outcome as InsertOutcome;
        if (!result.ok || (picture && result.form !== 'picture'))
          throw new Error(`${composer.name}: not inserted (${JSON.stringify(result)})`);
        technique = result.technique;
        runsMs.push(ms);
      }
      let undoPresses: number | undefined;
      for (let press = 1; press <= MAX_UNDO_PRESSES && undoPresses === undefined; press++) {
        await composerPage.undo();
        // An undo that changes nothing shows nothing to await: each press gets 50 ms, then the settle.
        await composerPage.page.waitForTimeout(50);
        await composerPage.page.waitForFunction(() => window.__editor?.settled?.() ?? true);
        const text = (await composerPage.text()).replace(/\u00A0/g, ' ');
        if (text === 'Hello world' && (!picture || (await composerPage.pictures()).length === 0))
          undoPresses = press;
      }
      rows.push({
        composer: composer.name,
        kind: composer.kind,
        technique,
        medianMs: median(runsMs),
        runsMs,
        undoPresses,
      });
      options.log?.(`  ${composer.name}: ${median(runsMs).toFixed(1)} ms`);
    }
    return rows;
  } finally {
    await context.close();
    await server.close();
  }
}

/** The rows as a table for the console, one line per composer, with the budget's verdict. */
export function formatInsertionBench(rows: InsertionBenchRow[]): string[] {
  return [
    `  ${'composer'.padEnd(58)} ${'kind'.padEnd(20)} ${'technique'.padEnd(12)} ${'median'.padStart(9)}  undo  budget ${INSERTION_BUDGET_MS} ms`,
    ...rows.map(
      (row) =>
        `  ${row.composer.padEnd(58)} ${row.kind.padEnd(20)} ${row.technique.padEnd(12)} ${`${row.medianMs.toFixed(1)} ms`.padStart(9)}  ${String(row.undoPresses ?? '>10').padStart(4)}  ${row.medianMs <= INSERTION_BUDGET_MS ? 'ok' : 'OVER'}`,
    ),
  ];
}
