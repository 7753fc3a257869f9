/**
 * Turns a pool animation into an ffmpeg filter graph (lavfi sources only, no input files) that
 * renders it at any size: shape sizes and motions are relative to the frame, so clips can be
 * rendered once at their largest video size and scaled down for the GIF renditions.
 */
import type { PoolAnimation, PoolShape } from './pool.ts';

/** Every source is finite (an endless source behind an overlay can make ffmpeg buffer forever). */
function sourceTiming(animation: PoolAnimation): string {
  const seconds = (animation.frames + 1) / animation.fps;
  return `r=${animation.fps}:d=${seconds.toFixed(3)}`;
}

function durationSeconds(animation: PoolAnimation): number {
  return animation.frames / animation.fps;
}

/** `0xRRGGBB` → [r, g, b]. */
function rgbOf(color: string): [number, number, number] {
  const value = Number.parseInt(color.slice(2), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function even(value: number): number {
  return Math.max(2, 2 * Math.round(value / 2));
}

/** Points of the Mandelbrot set worth zooming into. */
const MANDELBROT_CENTRES: [number, number][] = [
  [-0.743644, -0.131826],
  [-0.1011, 0.9563],
  [-1.25066, 0.02012],
  [0.2549, 0.0005],
];

/** The background chain, without a trailing label. */
function backgroundChain(animation: PoolAnimation, width: number, height: number): string {
  const { background } = animation;
  const size = `s=${width}x${height}`;
  const timing = sourceTiming(animation);
  // Cell sources are rendered coarse and scaled up with hard edges, like pixel art (fine cells
  // that change every frame make huge GIFs).
  const cells = `s=${even(width / 10)}x${even(height / 10)}:r=${animation.fps}`;
  const upscale = `scale=${width}:${height}:flags=neighbor`;
  const [r, g, b] = rgbOf(background.color);
  switch (background.source) {
    case 'transparent':
      return `color=c=black@0.0:${size}:${timing},format=rgba`;
    case 'color':
      return `color=c=${background.color}:${size}:${timing}`;
    case 'mandelbrot': {
      // The zoom covers the animation; a low iteration cap keeps rendering fast.
      const [x, y] = MANDELBROT_CENTRES[background.seed % MANDELBROT_CENTRES.length] ?? [-0.75, 0];
      return (
        `mandelbrot=${size}:r=${animation.fps}:maxiter=120:start_x=${x}:start_y=${y}` +
        `:start_scale=2:end_scale=0.2:end_pts=${animation.frames}`
      );
    }
    case 'life':
      return (
        `life=${cells}:seed=${background.seed}:mold=24:ratio=0.3:life_color=${background.color}` +
        `:death_color=0x101820:mold_color=0x304050,${upscale}`
      );
    case 'cellauto': {
      const rule = [30, 90, 110, 150, 18, 126][background.seed % 6] ?? 110;
      // cellauto is black and white: tint the white cells with the background colour.
      const tint = `colorchannelmixer=rr=${(r / 255).toFixed(3)}:gg=${(g / 255).toFixed(3)}:bb=${(b / 255).toFixed(3)}`;
      return `cellauto=${cells}:rule=${rule}:seed=${background.seed},${upscale},format=rgb24,${tint}`;
    }
    default:
      return `${background.source}=${size}:${timing}`;
  }
}

/** The chain drawing one shape (a small RGBA video), without a trailing label. */
function shapeChain(animation: PoolAnimation, shape: PoolShape, shortSide: number): string {
  const side = even(shape.size * shortSide);
  const [r, g, b] = rgbOf(shape.color);
  const timing = sourceTiming(animation);
  const turn = `2*PI*${shape.spin}*t/${durationSeconds(animation).toFixed(3)}`;
  const radius = side / 2 - 1;
  const centre = side / 2;
  // Alpha ramps over one pixel at the edge, so WebP and MP4 get smooth outlines.
  const disc = `clip(${radius}+0.5-hypot(X-${centre},Y-${centre}),0,1)`;
  const hole = `clip(hypot(X-${centre},Y-${centre})-${(radius * 0.55).toFixed(1)}+0.5,0,1)`;
  switch (shape.shape) {
    case 'disc':
    case 'ring': {
      const alpha = shape.shape === 'disc' ? `255*${disc}` : `255*${disc}*${hole}`;
      return `color=c=black:s=${side}x${side}:${timing},format=rgba,geq=r=${r}:g=${g}:b=${b}:a='${alpha}'`;
    }
    case 'box':
    case 'bar': {
      const barHeight = shape.shape === 'box' ? side : even(side / 3);
      if (shape.spin === 0) return `color=c=${shape.color}:s=${side}x${barHeight}:${timing},format=rgba`;
      const diagonal = even(Math.hypot(side, barHeight) + 2);
      return (
        `color=c=${shape.color}:s=${side}x${barHeight}:${timing},format=rgba,` +
        `rotate=a='${turn}':ow=${diagonal}:oh=${diagonal}:c=black@0.0`
      );
    }
  }
}

/** Overlay position expressions (over `W`x`H` for a `w`x`h` shape), periodic over the animation. */
function motionXY(animation: PoolAnimation, shape: PoolShape): [string, string] {
  const u = `(2*PI*(${shape.cycles}*t/${durationSeconds(animation).toFixed(3)}+${shape.phase}))`;
  switch (shape.motion) {
    case 'orbit':
      return [`(W-w)*(0.5+0.4*cos${u})`, `(H-h)*(0.5+0.4*sin${u})`];
    case 'bounce':
      return [`(W-w)*(0.5+0.45*sin${u})`, `(H-h)*(1-abs(sin(2*${u})))`];
    case 'sweep':
      return [`(W-w)*(0.5-0.5*cos${u})`, `(H-h)*${(0.2 + 0.6 * shape.phase).toFixed(2)}`];
    case 'zigzag':
      return [`(W-w)*(0.5+0.45*sin${u})`, `(H-h)*(0.5+0.45*sin(3*${u}))`];
    case 'still':
      return ['(W-w)/2', '(H-h)/2'];
  }
}

/**
 * Filter chains (`;`-separated) producing exactly `animation.frames` frames at `width`x`height`
 * on the label `[output]`: RGBA for transparent animations, whatever overlay yields otherwise.
 */
export function sourceGraph(animation: PoolAnimation, width: number, height: number, output: string): string {
  const chains: string[] = [];
  const hue =
    animation.background.hueTurns > 0
      ? `,hue=h='360*${animation.background.hueTurns}*t/${durationSeconds(animation).toFixed(3)}'`
      : '';
  chains.push(`${backgroundChain(animation, width, height)}${hue},trim=end_frame=${animation.frames}[bg0]`);
  const shortSide = Math.min(width, height);
  animation.shapes.forEach((shape, i) => {
    const [x, y] = motionXY(animation, shape);
    chains.push(`${shapeChain(animation, shape, shortSide)}[shape${i}]`);
    chains.push(`[bg${i}][shape${i}]overlay=x='${x}':y='${y}':format=auto:shortest=1[bg${i + 1}]`);
  });
  const last = `bg${animation.shapes.length}`;
  const format = animation.alpha ? 'format=rgba' : 'null';
  // setsar=1: upscaled cell sources carry a non-square sample aspect, which MP4 would keep.
  chains.push(`[${last}]${format},setsar=1,setpts=PTS-STARTPTS[${output}]`);
  return chains.join(';');
}
