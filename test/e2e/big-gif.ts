import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from '@playwright/test';
import { repoRoot } from '../harness/paths.ts';

/** A real animated GIF of the reference service's media library. */
export const GIF_FILE = path.join(repoRoot, '.cache', 'media', 'gif-01', '200.gif');

/**
 * Writes a valid animated GIF of about `megabytes` MB (the library's GIF with a long comment
 * block before its trailer) and returns its path and size. Larger than loopback's socket buffers,
 * so while the service waits before reading (a latency fault), the upload stops part way.
 */
export async function writeBigGif(megabytes: number): Promise<{ file: string; bytes: number }> {
  const gif = await readFile(GIF_FILE);
  const subBlocks = Math.ceil((megabytes * 1024 * 1024) / 255);
  // Comment extension: 0x21 0xFE, then sub-blocks of 255 bytes (each led by its length), then 0.
  const comment = Buffer.alloc(2 + subBlocks * 256 + 1);
  comment[0] = 0x21;
  comment[1] = 0xfe;
  for (let block = 0; block < subBlocks; block++) comment[2 + block * 256] = 255;
  // The library's GIF without its trailer (0x3B), the comment, the trailer again.
  const bytes = Buffer.concat([gif.subarray(0, gif.length - 1), comment, Buffer.from([0x3b])]);
  // In the test's own output folder, which the next run clears.
  const file = test.info().outputPath(`big-${megabytes}.gif`);
  await writeFile(file, bytes);
  return { file, bytes: bytes.length };
}

/** Records each value the upload page's progress bar takes (run in the page before the upload). */
export function recordProgressValues(): void {
  const seen: string[] = [];
  (window as unknown as { progressSeen: string[] }).progressSeen = seen;
  new MutationObserver(() => {
    const value = document.getElementById('upload-progress')?.getAttribute('value');
    if (value && seen.at(-1) !== value) seen.push(value);
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['value'] });
}

/** The values recorded by recordProgressValues, as numbers. */
export function readProgressValues(): number[] {
  return ((window as unknown as { progressSeen?: string[] }).progressSeen ?? []).map(Number);
}
