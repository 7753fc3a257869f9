import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readGifQuickly } from '../../../src/client/schemas/gif.ts';
import { choosePicture } from '../../../src/insertion/picture.ts';
import { REALWORLD_FIXTURES_DIR } from '../../harness/realworld.ts';

describe('choosePicture on a real answer', () => {
  it('reads a real answer: a downsized GIF under 2 MB with its size', () => {
    const body = JSON.parse(readFileSync(path.join(REALWORLD_FIXTURES_DIR, 'bz-search.json'), 'utf8')) as {
      data: unknown[];
    };
    const item = readGifQuickly(body.data[0]) ?? {};
    const picture = choosePicture(item, { full: false, saveData: false });
    expect(picture?.src).toMatch(/^https:\/\/media\d?\.giphy\.com\/media\/.+\/giphy-downsized\.gif/);
    expect(picture?.width).toBe(250);
    expect(picture?.height).toBe(247);
  });
});
