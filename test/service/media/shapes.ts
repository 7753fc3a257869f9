/**
 * The shapes of the scenes as ffmpeg chains (each a small RGBA video) and the overlay positions
 * that move them. Sizes and motions are relative to the frame, so an animation renders alike at
 * any size; every motion and pulse is periodic over the animation, so it loops seamlessly.
 */
import { rgbOf } from './backgrounds.ts';
import type { PoolAnimation, PoolShape } from './pool.ts';

function even(value: number): number {
  return Math.max(2, 2 * Math.round(value / 2));
}

function seconds(animation: PoolAnimation): string {
  return (animation.frames / animation.fps).toFixed(3);
}

/** Alpha and whether a pixel takes the accent colour, as geq expressions over a `side` square. */
function outline(shape: PoolShape, side: number, turn: string): { alpha: string; accent?: string } {
  const c = side / 2;
  const radius = c - 1;
  const d = `hypot(X-${c},Y-${c})`;
  // Alpha ramps over one pixel at the edge, so WebP and MP4 get smooth outlines.
  const inside = (edge: string) => `clip(${edge}+0.5-${d},0,1)`;
  const angle = `(atan2(Y-${c},X-${c})+${shape.spin}*${turn})`;
  switch (shape.shape) {
    case 'ring':
      return { alpha: `255*${inside(String(radius))}*clip(${d}-${(radius * 0.55).toFixed(1)}+0.5,0,1)` };
    case 'sun':
      // A bright disc in a soft halo.
      return {
        alpha: `255*if(lt(${d},${(radius * 0.62).toFixed(1)}),1,0.55*clip((${radius}-${d})/${(radius * 0.38).toFixed(1)},0,1))`,
      };
    case 'heart': {
      // (u²+v²-1)³ < u²v³, beating twice a cycle.
      const scale = `(${(c * 0.8).toFixed(1)}*(1+0.07*sin(2*${shape.cycles}*${turn})))`;
      const u = `((X-${c})/${scale})`;
      const v = `((${c}-Y)/${scale}+0.12)`;
      return { alpha: `255*lt(pow(${u}*${u}+${v}*${v}-1,3)-${u}*${u}*${v}*${v}*${v},0)` };
    }
    case 'star': {
      const f = `(2*abs(mod(5*${angle}/(2*PI)+100,1)-0.5))`;
      return { alpha: `255*${inside(`${radius}*(0.45+0.55*${f}*${f})`)}` };
    }
    case 'flower':
      return {
        alpha: `255*${inside(`${radius}*(0.5+0.5*abs(cos(2.5*${angle})))`)}`,
        accent: `lt(${d},${(radius * 0.28).toFixed(1)})`,
      };
    case 'smile':
      // The lower part of a thick arc.
      return {
        alpha: `255*lt(abs(${d}-${(radius * 0.8).toFixed(1)}),${(radius * 0.13).toFixed(1)})*gt(Y,${(c + radius * 0.3).toFixed(1)})`,
      };
    default:
      return { alpha: `255*${inside(String(radius))}` };
  }
}

/** The chain drawing one shape, without a trailing label. */
export function shapeChain(animation: PoolAnimation, shape: PoolShape, shortSide: number): string {
  const side = even(shape.size * shortSide);
  const timing = `r=${animation.fps}:d=${((animation.frames + 1) / animation.fps).toFixed(3)}`;
  const turn = `(2*PI*T/${seconds(animation)})`;
  if (shape.shape === 'box' || shape.shape === 'bar') {
    const barHeight = shape.shape === 'box' ? side : even(side / 3);
    const block = `color=c=${shape.color}:s=${side}x${barHeight}:${timing},format=rgba`;
    if (shape.spin === 0) return block;
    const diagonal = even(Math.hypot(side, barHeight) + 2);
    const rotation = `2*PI*${shape.spin}*t/${seconds(animation)}`;
    return `${block},rotate=a='${rotation}':ow=${diagonal}:oh=${diagonal}:c=black@0.0`;
  }
  const { alpha, accent } = outline(shape, side, turn);
  const rgb = rgbOf(shape.color);
  const other = rgbOf(shape.accent ?? shape.color);
  const colour = (i: 0 | 1 | 2) => (accent ? `if(${accent},${other[i]},${rgb[i]})` : String(rgb[i]));
  return (
    `color=c=black:s=${side}x${side}:${timing},format=rgba,` +
    `geq=r='${colour(0)}':g='${colour(1)}':b='${colour(2)}':a='${alpha}'`
  );
}

/** Overlay position expressions (over `W`x`H` for a `w`x`h` shape), periodic over the animation. */
export function motionXY(animation: PoolAnimation, shape: PoolShape): [string, string] {
  const along = `(${shape.cycles}*t/${seconds(animation)}+${shape.phase})`;
  const u = `(2*PI*${along})`;
  const [ax, ay] = shape.anchor ?? [0.5, 0.5];
  switch (shape.motion) {
    case 'orbit':
      return [`(W-w)*(${ax}+0.4*cos${u})`, `(H-h)*(${ay}+0.4*sin${u})`];
    case 'bounce':
      return [`(W-w)*(0.5+0.45*sin${u})`, `(H-h)*(1-abs(sin(2*${u})))`];
    case 'sweep':
      return [`(W-w)*(0.5-0.5*cos${u})`, `(H-h)*${(0.2 + 0.6 * shape.phase).toFixed(2)}`];
    case 'zigzag':
      return [`(W-w)*(0.5+0.45*sin${u})`, `(H-h)*(0.5+0.45*sin(3*${u}))`];
    case 'still':
      return [`(W-w)*${ax}`, `(H-h)*${ay}`];
    case 'float':
      return [`(W-w)*(${ax}+0.05*sin${u})`, `(H-h)*(${ay}+0.06*cos${u})`];
    case 'fall':
      return [`(W-w)*(${ax}+0.04*sin(2*${u}))`, `(H+h)*mod(${along},1)-h`];
    case 'rise':
      return [`(W-w)*(${ax}+0.05*sin(2*${u}))`, `H-(H+h)*mod(${along},1)`];
  }
}
