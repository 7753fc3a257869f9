// @vitest-environment node
/**
 * The media generator: a small library (one animation of each kind) checked file by file with
 * the pure-TypeScript probes, plus the first-start cache and its invalidation.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from './ffmpeg.ts';
import { ensureMedia, mediaFileByName, renditionFileName } from './generate.ts';
import { gifDisposals } from './gif-disposal.ts';
import { firstFrameTransparentShare } from './gif-pixels.ts';
import { libraryFiles, MANIFEST_FILE, type Manifest } from './manifest.ts';
import { selectPool } from './pool.ts';
import { probeGif, probeMp4, probeWebp } from './probe.ts';
import {
  type AnimationMedia,
  type MediaFile,
  type MediaFormat,
  RENDITION_NAMES,
  type RenditionName,
} from './types.ts';

const GENERATION_TIMEOUT = 240_000;

/** docs/interface.md §2.4: the formats of each rendition, and only those. */
const SPEC_FORMATS: Record<RenditionName, MediaFormat[]> = {
  fixed_height: ['gif', 'mp4', 'webp'],
  fixed_height_still: ['gif'],
  fixed_height_downsampled: ['gif', 'webp'],
  fixed_width: ['gif', 'mp4', 'webp'],
  fixed_width_still: ['gif'],
  fixed_width_downsampled: ['gif', 'webp'],
  fixed_height_small: ['gif', 'mp4', 'webp'],
  fixed_height_small_still: ['gif'],
  fixed_width_small: ['gif', 'mp4', 'webp'],
  fixed_width_small_still: ['gif'],
  downsized: ['gif'],
  downsized_still: ['gif'],
  downsized_large: ['gif'],
  downsized_medium: ['gif'],
  downsized_small: ['mp4'],
  original: ['gif', 'mp4', 'webp'],
  original_still: ['gif'],
  looping: ['mp4'],
  preview: ['mp4'],
  preview_gif: ['gif'],
};

/** Byte bounds of docs/interface.md §2.4 (`<` for downsized*, `≤` for previews). */
const BELOW: Partial<Record<RenditionName, number>> = {
  downsized: 2_000_000,
  downsized_medium: 5_000_000,
  downsized_large: 8_000_000,
  downsized_small: 200_000,
  preview: 50_001,
  preview_gif: 50_001,
};

let dir: string;
let animations: AnimationMedia[];
const bytesOf = (file: MediaFile) => readFile(join(dir, file.file));

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gifdrop-media-test-'));
  animations = (await ensureMedia({ dir, only: 1 })).animations;
}, GENERATION_TIMEOUT);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('generated library (only: 1)', () => {
  it('has the first animation of each kind', () => {
    expect(animations.map((a) => a.id)).toEqual(['gif-01', 'sticker-01', 'emoji-01', 'clip-01']);
  });

  it('has exactly the spec formats for every rendition, each file on disk with the recorded size', async () => {
    for (const animation of animations) {
      expect(Object.keys(animation.renditions).sort()).toEqual([...RENDITION_NAMES].sort());
      for (const name of RENDITION_NAMES) {
        const rendition = animation.renditions[name];
        const formats = (['gif', 'mp4', 'webp'] as const).filter((format) => rendition[format]);
        expect(formats, `${animation.id} ${name}`).toEqual(SPEC_FORMATS[name]);
        for (const format of formats) {
          const file = rendition[format] as MediaFile;
          expect(file.format).toBe(format);
          expect((await stat(join(dir, file.file))).size, file.file).toBe(file.size);
        }
      }
    }
  });

  it('reports sizes and frame counts that the probes read from the files', async () => {
    for (const animation of animations) {
      for (const name of RENDITION_NAMES) {
        const { width, height, frames, gif, webp, mp4 } = animation.renditions[name];
        const where = `${animation.id} ${name}`;
        expect(width % 2, where).toBe(0);
        expect(height % 2, where).toBe(0);
        if (gif) expect(probeGif(await bytesOf(gif)), where).toMatchObject({ width, height, frames });
        if (webp)
          expect(probeWebp(await bytesOf(webp)), where).toMatchObject({
            width,
            height,
            frames,
            animated: true,
          });
        if (mp4)
          expect(probeMp4(await bytesOf(mp4)), where).toMatchObject({ width, height, hasAudio: false });
        if (gif) expect(frames, where).toBeGreaterThan(0);
      }
    }
  });

  it('has single-frame stills and six-frame downsampled renditions', () => {
    for (const animation of animations) {
      for (const name of RENDITION_NAMES) {
        const { frames } = animation.renditions[name];
        if (name.endsWith('_still')) expect(frames, `${animation.id} ${name}`).toBe(1);
        if (name.endsWith('_downsampled')) expect(frames, `${animation.id} ${name}`).toBe(6);
      }
      expect(animation.renditions.original.frames).toBeGreaterThanOrEqual(20);
    }
  });

  it('keeps the size-bounded renditions under their bounds', () => {
    for (const animation of animations) {
      for (const [name, bound] of Object.entries(BELOW) as [RenditionName, number][]) {
        const { gif, mp4 } = animation.renditions[name];
        const file = gif ?? mp4;
        expect(file?.size, `${animation.id} ${name}`).toBeLessThan(bound);
      }
    }
  });

  it('gives fixed_height a height of 200 and fixed_width a width of 200 (100 for _small)', () => {
    for (const { id, renditions: r } of animations) {
      expect(
        [r.fixed_height.height, r.fixed_height_still.height, r.fixed_height_downsampled.height],
        id,
      ).toEqual([200, 200, 200]);
      expect([r.fixed_width.width, r.fixed_width_still.width, r.fixed_width_downsampled.width], id).toEqual([
        200, 200, 200,
      ]);
      expect([r.fixed_height_small.height, r.fixed_width_small.width], id).toEqual([100, 100]);
    }
  });

  it('reuses the original GIF as downsized when it is under 2 MB', () => {
    for (const { id, renditions: r } of animations) {
      const original = r.original.gif as MediaFile;
      if (original.size >= 2_000_000) continue;
      for (const name of ['downsized', 'downsized_medium', 'downsized_large'] as const) {
        expect(r[name].gif, `${id} ${name}`).toEqual(original);
      }
      expect(r.downsized_still.gif, id).toEqual(r.original_still.gif);
    }
  });

  it('gives stickers and emoji a transparent background, and opaque GIFs none', async () => {
    for (const animation of animations) {
      for (const name of ['original', 'original_still', 'fixed_height', 'preview_gif'] as const) {
        const bytes = await bytesOf(animation.renditions[name].gif as MediaFile);
        const share = firstFrameTransparentShare(bytes);
        const where = `${animation.id} ${name}`;
        if (animation.kind === 'sticker' || animation.kind === 'emoji') {
          expect(probeGif(bytes).firstFrameTransparentIndex, where).not.toBeNull();
          expect(share, where).toBeGreaterThan(0.1);
          // "Restore to background" on every frame, or moving shapes would leave trails.
          expect(new Set(gifDisposals(bytes)), where).toEqual(new Set([2]));
        } else {
          expect(share, where).toBe(0);
        }
      }
      if (animation.kind === 'sticker') {
        expect(probeWebp(await bytesOf(animation.renditions.original.webp as MediaFile)).hasAlpha).toBe(true);
      }
    }
  });

  it('gives clips 360p and 480p (and 720p for half) MP4s with a sound track', async () => {
    const clip = animations.find((a) => a.kind === 'clip') as AnimationMedia;
    const poolClip = selectPool(1).find((a) => a.kind === 'clip');
    const expected = poolClip?.has720p ? ['360p', '480p', '720p'] : ['360p', '480p'];
    expect(Object.keys(clip.video ?? {}).sort()).toEqual(expected);
    const seconds = (poolClip?.frames ?? 0) / (poolClip?.fps ?? 1);
    expect(clip.durationSeconds).toBeGreaterThan(seconds - 0.1);
    expect(clip.durationSeconds).toBeLessThan(seconds + 0.2);
    for (const asset of Object.values(clip.video ?? {})) {
      const probe = probeMp4(await bytesOf(asset.file));
      expect(probe).toMatchObject({ width: asset.width, height: asset.height, hasAudio: true });
      expect(asset.height / asset.width).toBeCloseTo(9 / 16, 2);
    }
    expect(animations.filter((a) => a.kind !== 'clip').every((a) => a.video === undefined)).toBe(true);
  });

  it('serves real-service-like file names', () => {
    expect(renditionFileName('fixed_height', 'gif')).toBe('200.gif');
    expect(renditionFileName('fixed_width_downsampled', 'webp')).toBe('200w_d.webp');
    expect(renditionFileName('fixed_height_small_still', 'gif')).toBe('100_s.gif');
    expect(renditionFileName('downsized_small', 'mp4')).toBe('giphy-downsized-small.mp4');
    expect(renditionFileName('original', 'webp')).toBe('giphy.webp');
    expect(renditionFileName('looping', 'mp4')).toBe('giphy-loop.mp4');
    expect(renditionFileName('preview_gif', 'gif')).toBe('giphy-preview.gif');
    const gif = animations[0] as AnimationMedia;
    expect(mediaFileByName(gif, 'giphy-downsized.gif')).toEqual(gif.renditions.downsized.gif);
    expect(mediaFileByName(gif, 'giphy-preview.mp4')).toEqual(gif.renditions.preview.mp4);
    expect(mediaFileByName(gif, '200_d.mp4')).toBeUndefined();
  });
});

describe('first-start cache', () => {
  const mtimes = async () =>
    Promise.all(
      [MANIFEST_FILE, ...libraryFiles(animations).map((f) => f.file)].map(
        async (f) => (await stat(join(dir, f))).mtimeMs,
      ),
    );

  it('returns the existing library without regenerating', async () => {
    const before = await mtimes();
    const started = performance.now();
    const again = await ensureMedia({ dir, only: 1 });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(again.animations).toEqual(animations);
    expect(again.dir).toBe(dir);
    expect(await mtimes()).toEqual(before);
  });

  it(
    'regenerates when a file does not have its recorded size, writing the same bytes again',
    async () => {
      const digests = async (library: readonly AnimationMedia[]) =>
        Promise.all(
          libraryFiles(library).map(async (f) => [
            f.file,
            createHash('sha256')
              .update(await bytesOf(f))
              .digest('hex'),
          ]),
        );
      const before = await digests(animations);
      const manifestPath = join(dir, MANIFEST_FILE);
      const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest;
      const tampered = manifest.animations[0]?.renditions.original.gif as MediaFile;
      tampered.size += 1;
      await writeFile(manifestPath, JSON.stringify(manifest));
      const tamperedAt = (await stat(manifestPath)).mtimeMs;

      const regenerated = await ensureMedia({ dir, only: 1 });
      expect((await stat(manifestPath)).mtimeMs).toBeGreaterThan(tamperedAt);
      const original = regenerated.animations[0]?.renditions.original.gif as MediaFile;
      expect((await stat(join(dir, original.file))).size).toBe(original.size);
      expect(regenerated.animations.map((a) => a.id)).toEqual(animations.map((a) => a.id));
      // Deterministic: the library is the same on every machine and every run.
      expect(await digests(regenerated.animations)).toEqual(before);
    },
    GENERATION_TIMEOUT,
  );
});

describe('probes of still WebP files', () => {
  it('read plain VP8 and VP8L bitstreams', async () => {
    for (const lossless of ['0', '1']) {
      const path = join(dir, `still-${lossless}.webp`);
      const source = 'color=c=0x3366cc:s=34x20:d=0.1';
      await runFfmpeg([
        '-f',
        'lavfi',
        '-i',
        source,
        '-frames:v',
        '1',
        '-c:v',
        'libwebp',
        '-lossless',
        lossless,
        path,
      ]);
      const probe = probeWebp(await readFile(path));
      expect(probe, `lossless ${lossless}`).toMatchObject({
        width: 34,
        height: 20,
        animated: false,
        frames: 1,
      });
    }
  });
});
