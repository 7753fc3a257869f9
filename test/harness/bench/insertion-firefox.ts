/**
 * The insertion bench's Firefox ESR rows: for the textarea and each rich composer (contenteditable
 * and the editor libraries), the median time from "insert requested" to the content script's
 * verified answer, as `insertion.ts` measures it in Chromium, twice: with the composer's tab in
 * front, and hidden behind the extension page in front (the picker opened in a tab; Firefox then
 * renders no frames for it and runs its timers at most once a second). Then the same with a
 * picture (Insert as: Automatic) in each composer that takes one. Budget: 150 ms median.
 */

import type { Picture } from '../../../src/insertion/picture.ts';
import { buildComposers } from '../../composers/build-composers.ts';
import { COMPOSER_CASES, type ComposerCase, GIF_URL } from '../../composers/composer-cases.ts';
import { startComposerServer } from '../../composers/composer-server.ts';
import { PICTURE, PICTURE_CASES } from '../../composers/picture-cases.ts';
import { FirefoxComposer } from '../../e2e/pages/firefox-composer.ts';
import { INSERTION_BUDGET_MS } from './insertion.ts';
import { median } from './stats.ts';

export interface FirefoxInsertionRow {
  composer: string;
  technique: string;
  /** Median with the composer's tab in front. */
  frontMs: number;
  /** Median with the composer's tab hidden behind the extension page. */
  behindMs: number;
}

/** The textarea (for comparison) and every composer whose field is rich text, outside shadow roots. */
const RICH_KINDS = new Set([
  'textarea',
  'contenteditable',
  'lexical',
  'draft',
  'slate',
  'prosemirror',
  'quill',
  'ckeditor',
  'tinymce',
]);
const TEXT_CASES = COMPOSER_CASES.filter((composer) => RICH_KINDS.has(composer.kind) && !composer.shadowHost);
/** Insert as: Automatic, pick → picture shown, in each rich composer that takes pictures. */
const CASES: readonly (ComposerCase & { picture?: Picture })[] = [
  ...TEXT_CASES,
  ...PICTURE_CASES.filter(({ expected }) => expected === 'picture').map((picked) => ({
    ...picked,
    name: `${picked.name}, picture`,
    undoable: true,
    picture: PICTURE,
  })),
];

export async function benchFirefoxInsertion(options: {
  extensionDir: string;
  executablePath: string;
  runs?: number;
  log?: (line: string) => void;
}): Promise<FirefoxInsertionRow[]> {
  const runs = options.runs ?? 5;
  const server = await startComposerServer(await buildComposers(options.log));
  const firefox = await FirefoxComposer.launch(options.executablePath, options.extensionDir, server.url);
  try {
    const rows: FirefoxInsertionRow[] = [];
    for (const composer of CASES) {
      let technique = '';
      const times = { front: [] as number[], behind: [] as number[] };
      for (const where of ['front', 'behind'] as const) {
        for (let run = 0; run < runs; run++) {
          const page = await firefox.openWithCaret(composer, 'Hello '.length);
          try {
            const { picture } = composer;
            const { outcome, ms } = await firefox.insert(page, composer, GIF_URL, true, {
              behind: where === 'behind',
              ...(picture ? { picture } : {}),
            });
            const result = outcome as { ok?: boolean; technique?: string; form?: string };
            if (!result.ok || (picture && result.form !== 'picture'))
              throw new Error(`${composer.name}: not inserted (${JSON.stringify(outcome)})`);
            technique = result.technique ?? '';
            times[where].push(ms);
          } finally {
            await page.close();
          }
        }
      }
      const row = {
        composer: composer.name,
        technique,
        frontMs: median(times.front),
        behindMs: median(times.behind),
      };
      rows.push(row);
      options.log?.(`  ${row.composer}: ${row.frontMs.toFixed(1)} ms, behind ${row.behindMs.toFixed(1)} ms`);
    }
    return rows;
  } finally {
    await firefox.close();
    await server.close();
  }
}

export function formatFirefoxInsertionBench(rows: FirefoxInsertionRow[]): string[] {
  const verdict = (ms: number) => (ms <= INSERTION_BUDGET_MS ? 'ok' : 'OVER');
  return [
    `  ${'composer (Firefox ESR)'.padEnd(30)} ${'technique'.padEnd(12)} ${'in front'.padStart(10)} ${'behind picker'.padStart(14)}  budget ${INSERTION_BUDGET_MS} ms`,
    ...rows.map(
      (row) =>
        `  ${row.composer.padEnd(30)} ${row.technique.padEnd(12)} ${`${row.frontMs.toFixed(1)} ms`.padStart(10)} ${`${row.behindMs.toFixed(1)} ms`.padStart(14)}  ${verdict(row.frontMs)} / ${verdict(row.behindMs)}`,
    ),
  ];
}
