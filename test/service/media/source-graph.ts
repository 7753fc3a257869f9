/**
 * Turns a pool animation into an ffmpeg filter graph (lavfi sources only, no input files) that
 * renders it at any size: a painted background (backgrounds.ts) with shapes overlaid
 * (shapes.ts). Sizes and motions are relative to the frame, so clips can be rendered once at
 * their largest video size and scaled down for the GIF renditions.
 */
import { backgroundChain } from './backgrounds.ts';
import type { PoolAnimation } from './pool.ts';
import { motionXY, shapeChain } from './shapes.ts';

/**
 * Filter chains (`;`-separated) producing exactly `animation.frames` frames at `width`x`height`
 * on the label `[output]`: RGBA for transparent animations, whatever overlay yields otherwise.
 */
export function sourceGraph(animation: PoolAnimation, width: number, height: number, output: string): string {
  const chains: string[] = [];
  chains.push(`${backgroundChain(animation, width, height)},trim=end_frame=${animation.frames}[bg0]`);
  const shortSide = Math.min(width, height);
  animation.shapes.forEach((shape, i) => {
    const [x, y] = motionXY(animation, shape);
    chains.push(`${shapeChain(animation, shape, shortSide)}[shape${i}]`);
    chains.push(`[bg${i}][shape${i}]overlay=x='${x}':y='${y}':format=auto:shortest=1[bg${i + 1}]`);
  });
  const last = `bg${animation.shapes.length}`;
  const format = animation.alpha ? 'format=rgba' : 'null';
  // setsar=1: a scaled source may carry a non-square sample aspect, which MP4 would keep.
  chains.push(`[${last}]${format},setsar=1,setpts=PTS-STARTPTS[${output}]`);
  return chains.join(';');
}
