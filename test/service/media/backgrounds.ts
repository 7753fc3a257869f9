/**
 * The painted backgrounds of the scenes: a field (a number from 0 to 1 per pixel and moment,
 * periodic over the animation) cut into flat bands and coloured from the animation's
 * three-colour palette. The field is computed by `geq` on a grid a quarter of the frame's size
 * and scaled up smoothly, so band edges are smooth curves for a sixteenth of the work.
 */
import type { PoolAnimation } from './pool.ts';
import type { Scene } from './scenes.ts';

/** `0xRRGGBB` → [r, g, b]. */
export function rgbOf(color: string): [number, number, number] {
  const value = Number.parseInt(color.slice(2), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function even(value: number): number {
  return Math.max(2, 2 * Math.round(value / 2));
}

/**
 * Bands of the field. Flat colour, not a smooth ramp: GIF's LZW packs runs of one colour, and a
 * dithered ramp that moves on every frame made GIFs several times bigger.
 */
const LEVELS = 10;

const x = '(X/W)';
const y = '(Y/H)';
/** Distance from the centre, in units of the frame's height. */
const centre = `hypot((${x}-0.5)*W/H,${y}-0.5)`;

/** The field of a scene (`p` is the animation's turn, 0 to 2π). */
function field(scene: Scene, p: string): string {
  switch (scene) {
    case 'sunset': {
      // Sky down to the horizon, then a rippling sea in the sky's warmer colours.
      const horizon = 0.62;
      return (
        `if(lt(${y},${horizon}),${y}/${horizon}*0.95+0.04*sin(${p}),` +
        `0.72+0.2*sin(90*(${y}-${horizon})+3*sin(9*${x}+${p})-2*${p}))`
      );
    }
    case 'balls':
      return `0.5+0.45*sin(2*PI*(0.7*${x}+0.5*${y})-${p})`;
    case 'waves': {
      const crest = (k: number, turn: number) =>
        `${(0.34 + 0.17 * k).toFixed(2)}+0.045*sin(2*PI*(1.3*${x}+${0.27 * k})+${turn}*${p})`;
      return (
        `if(gt(${y},${crest(3, 1)}),1,if(gt(${y},${crest(2, -1)}),0.8,` +
        `if(gt(${y},${crest(1, 2)}),0.6,0.3*${y}/0.5)))`
      );
    }
    case 'confetti':
      return `0.8*${y}+0.1*sin(3*${x}+${p})`;
    case 'plasma':
      return `0.5+0.17*(sin(7*${x}+${p})+sin(6*${y}-${p}+2*sin(3*${x}+${p}))+sin(5*(${x}+${y})+2*${p}))`;
    case 'night':
      return `1.4*${centre}+0.06*sin(${p}+8*${centre})`;
    case 'rays':
      return `0.3+0.22*sin(12*atan2(${y}-0.5,(${x}-0.5)*W/H)-2*${p})+0.6*${centre}`;
    case 'aurora':
      return `2.6*abs(${y}-0.38-0.13*sin(5*${x}+${p}+1.5*sin(3*${x}-${p})))+0.2*${y}`;
    case 'ripples':
      return `0.45+0.28*sin(30*${centre}-2*${p})+0.35*${centre}`;
    case 'transparent':
      return '0';
  }
}

/** A colour channel of the palette as a function of the band's grey `val` (0 to 255). */
function channel(stops: [number, number, number]): string {
  const [a, b, c] = stops;
  return `${a}+${b - a}*clip(2*val/255,0,1)+${c - b}*clip(2*val/255-1,0,1)`;
}

/** The background chain of `animation` at `width`x`height`, without a trailing label. */
export function backgroundChain(animation: PoolAnimation, width: number, height: number): string {
  const seconds = animation.frames / animation.fps;
  // Every source is finite (an endless source behind an overlay can make ffmpeg buffer forever).
  const timing = `r=${animation.fps}:d=${((animation.frames + 1) / animation.fps).toFixed(3)}`;
  const { scene, palette } = animation.background;
  if (scene === 'transparent') return `color=c=black@0.0:s=${width}x${height}:${timing},format=rgba`;
  const p = `(2*PI*T/${seconds.toFixed(3)})`;
  const colours = palette.map(rgbOf);
  const stops = (i: 0 | 1 | 2) => colours.map((rgb) => rgb[i]) as [number, number, number];
  const grid = `s=${even(width / 4)}x${even(height / 4)}`;
  const band = `floor(val*${LEVELS}/255+0.5)*${(255 / LEVELS).toFixed(3)}`;
  // gbrp planes are G, B, R: pseudocolor's c0, c1, c2 follow them, read from the grey band.
  return (
    `color=c=black:${grid}:${timing},format=gray,geq=lum='255*clip(${field(scene, p)},0,1)',` +
    `scale=${width}:${height}:flags=bicubic,format=gray,lut=c0='${band}',format=gbrp,` +
    `pseudocolor=c0='${channel(stops(1))}':c1='${channel(stops(2))}':c2='${channel(stops(0))}'`
  );
}
