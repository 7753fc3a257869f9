/**
 * The pool of synthetic animations the media library is generated from. Deterministic: the same
 * pool (and so the same files) on every machine, derived from a fixed seed. Each animation is a
 * lavfi background plus moving shapes; every motion is periodic over the animation's duration, so
 * the animations loop seamlessly.
 */
import type { AnimationKind } from './types.ts';

/** The lavfi pattern behind the shapes. `transparent` is for stickers and emoji. */
export type BackgroundSource =
  | 'testsrc'
  | 'testsrc2'
  | 'rgbtestsrc'
  | 'smptebars'
  | 'smptehdbars'
  | 'mandelbrot'
  | 'life'
  | 'cellauto'
  | 'color'
  | 'transparent';

export type ShapeKind = 'box' | 'disc' | 'ring' | 'bar';
export type MotionKind = 'orbit' | 'bounce' | 'sweep' | 'zigzag' | 'still';

/** A shape moving over the background; sizes are fractions of the frame's shorter side. */
export interface PoolShape {
  shape: ShapeKind;
  /** `0xRRGGBB`. */
  color: string;
  size: number;
  motion: MotionKind;
  /** Whole cycles per animation, so the motion loops. */
  cycles: number;
  /** Start of the motion, in turns (0..1). */
  phase: number;
  /** Whole turns of spin per animation (boxes and bars). */
  spin: number;
}

export interface PoolAnimation {
  /** Stable id, e.g. `gif-03`. */
  id: string;
  kind: AnimationKind;
  /** Pale shapes on transparency (stickers only): the catalogue marks their items low contrast. */
  lowContrast: boolean;
  /** Size of the original rendition (even). */
  width: number;
  height: number;
  fps: number;
  /** Exact frame count; the duration is `frames / fps`. */
  frames: number;
  background: {
    source: BackgroundSource;
    /** `0xRRGGBB`, for `color`, `life` and `cellauto`. */
    color: string;
    /** Whole turns of hue rotation per animation (0 keeps the pattern's colours). */
    hueTurns: number;
    /** Seed or rule number for the sources that take one. */
    seed: number;
  };
  shapes: PoolShape[];
  /** True when the background is transparent (stickers, emoji): GIF transparency and WebP alpha. */
  alpha: boolean;
  /** Only for clips: frequency of the sine tone of the video assets' sound track. */
  toneHz?: number;
  /** Only for clips: whether there is a 720p video asset (half of them). */
  has720p?: boolean;
}

/** Original sizes by aspect ratio, longest side about 480 px (the 3:1 one keeps 200 px height). */
const SIZES = {
  '16:9': [480, 270],
  '4:3': [480, 360],
  '1:1': [400, 400],
  '3:4': [360, 480],
  '9:16': [270, 480],
  '3:1': [600, 200],
  /** Emoji are small squares. */
  emoji: [320, 320],
} as const;
type Aspect = keyof typeof SIZES;

const GIF_ASPECTS: Aspect[] = ['16:9', '4:3', '1:1', '3:4', '9:16', '16:9', '3:1', '4:3'];
const STICKER_ASPECTS: Aspect[] = ['1:1', '4:3', '3:4', '1:1'];
const OPAQUE_BACKGROUNDS: BackgroundSource[] = [
  'testsrc2',
  'color',
  'mandelbrot',
  'smptebars',
  'life',
  'rgbtestsrc',
  'cellauto',
  'testsrc',
  'smptehdbars',
];
const CLIP_BACKGROUNDS: BackgroundSource[] = [
  'testsrc2',
  'color',
  'smptehdbars',
  'life',
  'cellauto',
  'rgbtestsrc',
];
const VIVID = [
  '0xff3b30',
  '0xff9500',
  '0xffcc00',
  '0x34c759',
  '0x00c7be',
  '0x007aff',
  '0x5856d6',
  '0xaf52de',
  '0xff2d55',
];
const PALE = ['0xf2efe9', '0xeef3fb', '0xf6eef2', '0xeef6ef'];
const SHAPES: ShapeKind[] = ['disc', 'box', 'ring', 'bar'];
const MOTIONS: MotionKind[] = ['orbit', 'bounce', 'sweep', 'zigzag'];
/** [fps, frames]: 2 to 3 seconds at 10 or 12 fps. */
const TIMINGS: [number, number][] = [
  [10, 24],
  [12, 30],
  [10, 30],
  [12, 24],
  [12, 36],
  [10, 20],
];

/** mulberry32: a tiny seeded PRNG, so the pool is the same everywhere. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(items: readonly T[], index: number): T {
  const item = items[((index % items.length) + items.length) % items.length];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

function makeShapes(random: () => number, count: number, colors: readonly string[]): PoolShape[] {
  return Array.from({ length: count }, (_, i) => ({
    shape: pick(SHAPES, Math.floor(random() * SHAPES.length) + i),
    color: pick(colors, Math.floor(random() * colors.length)),
    size: 0.18 + random() * 0.22,
    motion: pick(MOTIONS, Math.floor(random() * MOTIONS.length)),
    cycles: 1 + Math.floor(random() * 2),
    phase: Math.round(random() * 100) / 100,
    spin: Math.floor(random() * 3) - 1,
  }));
}

/** An emoji is a big still face disc with two small shapes moving over it. */
function emojiShapes(random: () => number, index: number): PoolShape[] {
  const face: PoolShape = {
    shape: index % 3 === 2 ? 'box' : 'disc',
    color: pick(['0xffcc00', '0xff9500', '0x34c759', '0x00c7be'], index),
    size: 0.86,
    motion: 'still',
    cycles: 1,
    phase: 0,
    spin: 0,
  };
  return [face, ...makeShapes(random, 2, VIVID).map((shape) => ({ ...shape, size: shape.size * 0.6 }))];
}

function makeAnimation(
  kind: AnimationKind,
  index: number,
  aspect: Aspect,
  source: BackgroundSource,
): PoolAnimation {
  const random = seededRandom(0x61f0 + index * 7919 + kind.length * 104729);
  const [width, height] = SIZES[aspect];
  const [fps, frames] = pick(TIMINGS, index + kind.length);
  const alpha = source === 'transparent';
  // Two stickers are "low contrast": pale shapes on transparency, hard to see on a white page.
  const lowContrast = kind === 'sticker' && index >= 6;
  const colors = lowContrast ? PALE : VIVID;
  return {
    id: `${kind}-${String(index + 1).padStart(2, '0')}`,
    kind,
    lowContrast,
    width,
    height,
    fps,
    frames,
    background: {
      source,
      // Animations sharing a background source (every 9th) differ in colour, hue turns and seed.
      color: pick(VIVID, index * 2 + Math.floor(index / OPAQUE_BACKGROUNDS.length)),
      hueTurns: source === 'mandelbrot' || alpha ? 0 : Math.floor(index / OPAQUE_BACKGROUNDS.length) % 3,
      seed: 30 + index * 37,
    },
    shapes:
      kind === 'emoji' ? emojiShapes(random, index) : makeShapes(random, alpha ? 3 : 2 + (index % 2), colors),
    alpha,
    ...(kind === 'clip' ? { toneHz: 220 + 110 * index, has720p: index % 2 === 0 } : {}),
  };
}

/** Builds the pool: 24 GIFs, 8 stickers, 8 emoji and 6 clips, in that order. */
function buildPool(): PoolAnimation[] {
  const range = (n: number) => Array.from({ length: n }, (_, i) => i);
  return [
    ...range(24).map((i) => makeAnimation('gif', i, pick(GIF_ASPECTS, i), pick(OPAQUE_BACKGROUNDS, i))),
    ...range(8).map((i) => makeAnimation('sticker', i, pick(STICKER_ASPECTS, i), 'transparent')),
    ...range(8).map((i) => makeAnimation('emoji', i, 'emoji', 'transparent')),
    ...range(6).map((i) => makeAnimation('clip', i, '16:9', pick(CLIP_BACKGROUNDS, i))),
  ];
}

/** Every animation of the pool, GIFs first, then stickers, emoji and clips. */
export const MEDIA_POOL: readonly PoolAnimation[] = buildPool();

/** The first `perKind` animations of each kind (all when undefined), in pool order. */
export function selectPool(perKind?: number): PoolAnimation[] {
  if (perKind === undefined) return [...MEDIA_POOL];
  const taken = new Map<AnimationKind, number>();
  return MEDIA_POOL.filter((animation) => {
    const count = taken.get(animation.kind) ?? 0;
    taken.set(animation.kind, count + 1);
    return count < perKind;
  });
}
