/**
 * The settings store image in every language shows whole sections: nothing touches its top or
 * bottom edge (a cut of the long options page starts mid-sentence and ends mid-section).
 * Made by `npm run store:images` (test/harness/store-images.ts, `settingsBoard`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(import.meta.dirname, '../../store/screenshots');
const images = readdirSync(dir).filter((file) => /^3-settings(-[a-zA-Z_]+)?\.png$/.test(file));

/** Rows of the band `[from, to)` that hold any pixel unlike the top-left one (the background). */
function rowsWithContent(png: PNG, from: number, to: number): number[] {
  const background = png.data.readUInt32BE(0);
  const rows: number[] = [];
  for (let y = from; y < to; y++)
    for (let x = 0; x < png.width; x++)
      if (png.data.readUInt32BE((y * png.width + x) * 4) !== background) {
        rows.push(y);
        break;
      }
  return rows;
}

describe('the settings store image', () => {
  it('exists in the seven languages', () => {
    expect(images).toHaveLength(7);
  });

  it.each(images)('%s: a clear band above and below, no section cut by the edge', (file) => {
    const png = PNG.sync.read(readFileSync(path.join(dir, file)));
    expect([png.width, png.height]).toEqual([1280, 800]);
    expect(rowsWithContent(png, 0, 24)).toEqual([]);
    expect(rowsWithContent(png, png.height - 24, png.height)).toEqual([]);
  });
});
