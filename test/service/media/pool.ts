/**
 * The pool of synthetic animations the media library is generated from. Deterministic: the same
 * pool (and so the same files) on every machine, derived from a fixed seed. Each animation is a
 * scene (a painted background and shapes moving over it, see scenes.ts) so a grid of them looks
 * like a real GIF picker; every motion is periodic over the animation's duration, so the
 * animations loop seamlessly.
 */
import { pick, type Scene, scenePalette, sceneShapes, stickerShapes, TRANSPARENT } from './scenes.ts';
import type { AnimationKind } from './types.ts';

export type { Scene } from './scenes.ts';

export type ShapeKind = 'box' | 'disc' | 'ring' | 'bar' | 'sun' | 'heart' | 'star' | 'flower' | 'smile';
export type MotionKind = 'orbit' | 'bounce' | 'sweep' | 'zigzag' | 'still' | 'float' | 'fall' | 'rise';

/** A shape moving over the background; sizes are fractions of the frame's shorter side. */
export interface PoolShape {
  shape: ShapeKind;
  /** `0xRRGGBB`. */
  color: string;
  /** Second colour: a flower's heart. */
  accent?: string;
  size: number;
  motion: MotionKind;
  /** Whole cycles per animation, so the motion loops. */
  cycles: number;
  /** Start of the motion, in turns (0..1). */
  phase: number;
  /** Whole turns of spin per animation (boxes, bars, stars, flowers). */
  spin: number;
  /** Where the motion is centred, as fractions of the room the shape has (default the middle). */
  anchor?: [number, number];
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
    scene: Scene;
    /** Three `0xRRGGBB` stops the scene's field is painted with (unused when transparent). */
    palette: [string, string, string];
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
const GIF_SCENES: Scene[] = [
  'sunset',
  'balls',
  'waves',
  'confetti',
  'plasma',
  'night',
  'rays',
  'aurora',
  'ripples',
];
const CLIP_SCENES: Scene[] = ['waves', 'sunset', 'confetti', 'plasma', 'night', 'balls'];
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
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function makeAnimation(kind: AnimationKind, index: number, aspect: Aspect, scene: Scene): PoolAnimation {
  const random = seededRandom(0x61f0 + index * 7919 + kind.length * 104729);
  const [width, height] = SIZES[aspect];
  const [fps, frames] = pick(TIMINGS, index + kind.length);
  const alpha = scene === 'transparent';
  // Two stickers are "low contrast": pale shapes on transparency, hard to see on a white page.
  const lowContrast = kind === 'sticker' && index >= 6;
  // Animations sharing a scene (every 9th GIF) take its next palette.
  const variant = Math.floor(index / GIF_SCENES.length) + (kind === 'clip' ? 1 : 0);
  const palette = scenePalette(scene, variant);
  return {
    id: `${kind}-${String(index + 1).padStart(2, '0')}`,
    kind,
    lowContrast,
    width,
    height,
    fps,
    frames,
    background: { scene, palette },
    shapes: alpha ? stickerShapes(kind, random, index, lowContrast) : sceneShapes(scene, random, palette),
    alpha,
    ...(kind === 'clip' ? { toneHz: 220 + 110 * index, has720p: index % 2 === 0 } : {}),
  };
}

/** Builds the pool: 24 GIFs, 8 stickers, 8 emoji and 6 clips, in that order. */
function buildPool(): PoolAnimation[] {
  const range = (n: number) => Array.from({ length: n }, (_, i) => i);
  return [
    ...range(24).map((i) => makeAnimation('gif', i, pick(GIF_ASPECTS, i), pick(GIF_SCENES, i))),
    ...range(8).map((i) => makeAnimation('sticker', i, pick(STICKER_ASPECTS, i), TRANSPARENT)),
    ...range(8).map((i) => makeAnimation('emoji', i, 'emoji', TRANSPARENT)),
    ...range(6).map((i) => makeAnimation('clip', i, '16:9', pick(CLIP_SCENES, i))),
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
