/**
 * Encodes many outputs of one animation in a single ffmpeg run: the animation is rendered once,
 * `split` into one branch per (frames, size) group, and each group split again per format.
 * One run per animation instead of one per file is what keeps the library fast to generate.
 */
import { join } from 'node:path';
import { runFfmpeg } from './ffmpeg.ts';
import type { OutputSpec, Size } from './outputs.ts';
import type { PoolAnimation } from './pool.ts';
import { sourceGraph } from './source-graph.ts';

/** Frame selection before scaling (cheaper: fewer frames to scale). */
function selectionFilter(output: OutputSpec): string {
  const { frames } = output;
  switch (frames.kind) {
    case 'all':
      return '';
    case 'still':
      return 'trim=end_frame=1';
    case 'downsample':
      // framestep keeps each kept frame's timestamp, so frame delays stretch to cover the gaps.
      return `framestep=${frames.every},trim=end_frame=${frames.count}`;
    case 'head':
      return `trim=end_frame=${frames.frames}`;
  }
}

/** Selection and scaling, shared by every output with the same frames and size. */
function groupFilter(output: OutputSpec, renderSize: Size): string {
  const { width, height } = output.size;
  const same = width === renderSize.width && height === renderSize.height;
  // setsar=1: scale would otherwise keep the display aspect through the sample aspect ratio,
  // and MP4 players (and tkhd) would then report a size other than the encoded one.
  const scale = same ? '' : `scale=${width}:${height}:flags=bicubic,setsar=1`;
  return [selectionFilter(output), scale].filter(Boolean).join(',') || 'null';
}

/** The per-format tail of the graph, from `[input]` to `[label]`. */
function formatFilter(output: OutputSpec, input: string, label: string): string {
  switch (output.format) {
    case 'gif': {
      const colors = output.maxColors ?? 256;
      // Bayer dithering compresses far better than error diffusion; diff_mode=rectangle only
      // re-dithers what changed, so the static parts of a frame stay identical (smaller GIF).
      // With alpha, frames are written whole, so the rectangle optimisation is left out.
      const use = output.alpha
        ? 'dither=bayer:bayer_scale=3'
        : 'dither=bayer:bayer_scale=3:diff_mode=rectangle';
      return (
        `[${input}]split[${label}_a][${label}_b];` +
        `[${label}_a]palettegen=max_colors=${colors}:stats_mode=full[${label}_p];` +
        `[${label}_b][${label}_p]paletteuse=${use}[${label}]`
      );
    }
    case 'webp':
      return `[${input}]format=${output.alpha ? 'yuva420p' : 'yuv420p'}[${label}]`;
    case 'mp4':
      return `[${input}]format=yuv420p[${label}]`;
  }
}

function encoderArgs(output: OutputSpec, audioInput: number | null): string[] {
  switch (output.format) {
    case 'gif':
      // Transparent GIFs get whole frames: ffmpeg 4.1 marks every frame "do not dispose", so
      // cropped or inter-frame-transparent frames would leave trails once patched to "restore to
      // background" (see gif-disposal.ts).
      return output.alpha ? ['-gifflags', '-offsetting-transdiff', '-loop', '0'] : ['-loop', '0'];
    case 'webp': {
      // compression_level 0 (the fastest method) costs a few % in size and saves ~15% of the time.
      const quality = ['-lossless', '0', '-quality', '70', '-compression_level', '0'];
      return ['-c:v', 'libwebp_anim', ...quality, '-loop', '0'];
    }
    case 'mp4': {
      // superfast: as quick as ultrafast here, with files ~20% smaller.
      const video = ['-c:v', 'libx264', '-preset', 'superfast', '-crf', String(output.crf ?? 28)];
      const container = ['-movflags', '+faststart'];
      if (!output.audio || audioInput === null) return [...video, '-an', ...container];
      return [
        ...['-map', `${audioInput}:a`],
        ...video,
        ...['-c:a', 'aac', '-b:a', '64k', '-shortest', '-max_muxing_queue_size', '4096'],
        ...container,
      ];
    }
  }
}

/**
 * Renders `animation` at `renderSize` and writes every output (paths relative to `dir`) in one
 * ffmpeg run.
 */
export async function encodeOutputs(
  animation: PoolAnimation,
  renderSize: Size,
  outputs: readonly OutputSpec[],
  dir: string,
): Promise<void> {
  if (outputs.length === 0) return;
  const chains = [sourceGraph(animation, renderSize.width, renderSize.height, 'src')];
  // Clips render at their largest video size; their renditions all fit in the original size, and
  // scaling each of them from a once-downscaled original is much cheaper than from 720p.
  const original: Size = { width: animation.width, height: animation.height };
  const stageOf = (output: OutputSpec): 'src' | 'base' =>
    output.size.width <= original.width && output.size.height <= original.height ? 'base' : 'src';
  const stageSize = { src: renderSize, base: original };
  const groups = new Map<string, number[]>();
  outputs.forEach((output, i) => {
    const stage = stageOf(output);
    const key = `${stage}|${groupFilter(output, stageSize[stage])}`;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  const keys = [...groups.keys()];
  const fedBy = (stage: string) => keys.flatMap((key, g) => (key.startsWith(`${stage}|`) ? [`g${g}`] : []));
  const fromSrc = fedBy('src');
  const fromBase = fedBy('base');
  const sameSize = renderSize.width === original.width && renderSize.height === original.height;
  const baseFilter = sameSize ? 'null' : `scale=${original.width}:${original.height}:flags=bicubic,setsar=1`;
  const srcTargets = [...fromSrc, ...(fromBase.length > 0 ? ['base_in'] : [])];
  chains.push(`[src]split=${srcTargets.length}${srcTargets.map((l) => `[${l}]`).join('')}`);
  if (fromBase.length > 0) {
    chains.push(`[base_in]${baseFilter},split=${fromBase.length}${fromBase.map((l) => `[${l}]`).join('')}`);
  }
  [...groups.entries()].forEach(([key, members], g) => {
    const filter = key.slice(key.indexOf('|') + 1);
    const memberLabels = members.map((i) => `m${i}`);
    chains.push(`[g${g}]${filter},split=${members.length}${memberLabels.map((l) => `[${l}]`).join('')}`);
    for (const i of members) {
      const output = outputs[i];
      if (output) chains.push(formatFilter(output, `m${i}`, `o${i}`));
    }
  });

  const hasAudio = outputs.some((o) => o.audio);
  const audioArgs =
    hasAudio && animation.toneHz
      ? [
          '-f',
          'lavfi',
          '-i',
          `sine=frequency=${animation.toneHz}:sample_rate=44100:duration=${animation.frames / animation.fps}`,
        ]
      : [];
  // passthrough: keep every frame's own timestamp (downsampled outputs have gaps that a
  // constant-rate muxer would fill with duplicated frames).
  const args = [...audioArgs, '-filter_complex', chains.join(';'), '-vsync', 'passthrough'];
  outputs.forEach((output, i) => {
    args.push('-map', `[o${i}]`, ...encoderArgs(output, audioArgs.length > 0 ? 0 : null));
    args.push('-threads', '1', join(dir, output.file));
  });
  await runFfmpeg(args);
}

/**
 * Writes `target` as `source` (an MP4 relative to `dir`) played `repeat` times, by stream copy:
 * every copy starts on a key frame, so nothing needs re-encoding (the `looping` rendition).
 */
export async function loopMp4(dir: string, source: string, target: string, repeat: number): Promise<void> {
  const args = ['-stream_loop', String(repeat - 1), '-i', join(dir, source), '-map', '0:v', '-c', 'copy'];
  await runFfmpeg([...args, '-movflags', '+faststart', join(dir, target)]);
}
