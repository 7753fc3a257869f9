/**
 * The scenes the pool's animations are made of: a painted background (see backgrounds.ts) with
 * its palettes, and the shapes that move over it. Pleasant and text-free, each with its own
 * colours and motion, so a grid of them reads as content rather than test patterns. Every scene
 * changes on every frame: an encoder may merge identical frames, and the renditions must keep
 * every frame the plan counts.
 */
import type { PoolShape } from './pool.ts';
import type { AnimationKind } from './types.ts';

export type Scene =
  | 'sunset'
  | 'balls'
  | 'waves'
  | 'confetti'
  | 'plasma'
  | 'night'
  | 'rays'
  | 'aurora'
  | 'ripples'
  | 'transparent';

/** Stickers and emoji: shapes alone on transparency. */
export const TRANSPARENT: Scene = 'transparent';

type Palette = [string, string, string];

export function pick<T>(items: readonly T[], index: number): T {
  const item = items[((index % items.length) + items.length) % items.length];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** Three stops per palette: where the scene's field is 0, 0.5 and 1. */
const PALETTES: Record<Scene, Palette[]> = {
  sunset: [
    ['0x2b1b5a', '0xd9487a', '0xffb347'],
    ['0x16324f', '0xf08a5d', '0xfbd46d'],
    ['0x3d1e6d', '0xff6f91', '0xffc75f'],
  ],
  balls: [
    ['0xffd1dc', '0xc3b1e1', '0xa0e7e5'],
    ['0xfdf2b3', '0xb5ead7', '0x9ad0f5'],
    ['0xffe5b4', '0xffb3c6', '0xcdb4ff'],
  ],
  waves: [
    ['0xbde8ff', '0x2fa4c7', '0x0b3d66'],
    ['0xffe3c4', '0x39a9a0', '0x134e5e'],
    ['0xe8f6ff', '0x5b8def', '0x1d2671'],
  ],
  confetti: [
    ['0x1b1740', '0x2c2466', '0x4a3a99'],
    ['0xfff6e5', '0xffe9d6', '0xffd3dc'],
    ['0x0f2027', '0x203a43', '0x2c5364'],
  ],
  plasma: [
    ['0xff7e5f', '0xfeb47b', '0x6a82fb'],
    ['0x12c2e9', '0xc471ed', '0xf64f59'],
    ['0x00b09b', '0x96c93d', '0xf7f779'],
  ],
  night: [
    ['0x3a2f7a', '0x1a1747', '0x07081c'],
    ['0x1f4068', '0x162447', '0x0b0f24'],
    ['0x4b2c5e', '0x231942', '0x0d0a1f'],
  ],
  rays: [
    ['0xffe66d', '0xff9f1c', '0xff5d73'],
    ['0xa8edea', '0x7fc8f8', '0x5a67d8'],
    ['0xfcd5ce', '0xf8a1d1', '0xb388eb'],
  ],
  aurora: [
    ['0x7cf5c4', '0x1f6f8b', '0x0b1030'],
    ['0xc3f584', '0x2a9d8f', '0x101935'],
    ['0xf5a3e6', '0x5c4ec9', '0x0f0c29'],
  ],
  ripples: [
    ['0xd4f1f9', '0x7ec8e3', '0x3b8ea5'],
    ['0xfde2e4', '0xf4a6c0', '0xb56b9a'],
    ['0xe0c3fc', '0x8ec5fc', '0x5b7fd6'],
  ],
  transparent: [['0x000000', '0x000000', '0x000000']],
};

const VIVID = [
  '0xff3b30',
  '0xff9500',
  '0xffcc00',
  '0x34c759',
  '0x00c7be',
  '0x007aff',
  '0x5856d6',
  '0xaf52de',
];
const BRIGHT = ['0xff6b6b', '0xffd93d', '0x6bcb77', '0x4d96ff', '0xff8fd8', '0xffffff', '0x9b5de5'];
const PALE = ['0xf2efe9', '0xeef3fb', '0xf6eef2', '0xeef6ef'];

export function scenePalette(scene: Scene, variant: number): Palette {
  return pick(PALETTES[scene], variant);
}

/** A shape with the defaults most scenes use; `extra` overrides them. */
function shape(
  extra: Partial<PoolShape> & Pick<PoolShape, 'shape' | 'color' | 'size' | 'motion'>,
): PoolShape {
  return { cycles: 1, phase: 0, spin: 0, ...extra };
}

const times = <T>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i));
const round = (value: number) => Math.round(value * 100) / 100;

/** The shapes of an opaque scene. */
export function sceneShapes(scene: Scene, random: () => number, palette: Palette): PoolShape[] {
  const at = (): [number, number] => [round(0.1 + 0.8 * random()), round(0.1 + 0.8 * random())];
  switch (scene) {
    case 'sunset':
      return [
        shape({
          shape: 'sun',
          color: '0xfff1c1',
          size: 0.34,
          motion: 'float',
          anchor: [round(0.3 + 0.4 * random()), 0.42],
        }),
      ];
    case 'balls':
      return times(3 + Math.floor(random() * 2), (i) =>
        shape({
          shape: 'disc',
          color: pick(VIVID, Math.floor(random() * VIVID.length) + i),
          size: round(0.16 + 0.1 * random()),
          motion: 'bounce',
          cycles: 1 + (i % 2),
          phase: round(i / 4 + 0.1 * random()),
        }),
      );
    case 'waves':
      return [
        shape({
          shape: 'sun',
          color: '0xfff6d5',
          size: 0.24,
          motion: 'float',
          anchor: [round(0.65 + 0.25 * random()), 0.08],
        }),
      ];
    case 'confetti':
      return times(12, (i) =>
        shape({
          shape: i % 3 === 0 ? 'bar' : 'box',
          color: pick(BRIGHT, i + Math.floor(random() * 3)),
          size: round(0.06 + 0.04 * random()),
          motion: 'fall',
          cycles: 1 + (i % 4 === 0 ? 1 : 0),
          phase: round(random()),
          spin: pick([1, -1, 2, -2], i),
          anchor: [round((i + 0.5) / 12), 0],
        }),
      );
    case 'plasma':
      return times(3, (i) =>
        shape({
          shape: 'ring',
          color: '0xffffff',
          size: round(0.1 + 0.08 * random()),
          motion: 'rise',
          phase: round(i / 3 + 0.1 * random()),
          anchor: [round(0.15 + 0.35 * i), 0],
        }),
      );
    case 'night':
      return [
        ...times(5, (i) =>
          shape({
            shape: 'star',
            color: '0xfff7d6',
            size: 0.06,
            motion: 'still',
            spin: i % 2 ? 1 : -1,
            anchor: at(),
          }),
        ),
        shape({
          shape: 'disc',
          color: pick(['0xffcf70', '0xf4a261', '0x90e0ef'], Math.floor(random() * 3)),
          size: 0.28,
          motion: 'still',
        }),
        shape({ shape: 'disc', color: '0x8ecae6', size: 0.1, motion: 'orbit', phase: round(random()) }),
        shape({
          shape: 'ring',
          color: '0xffafcc',
          size: 0.13,
          motion: 'orbit',
          cycles: 2,
          phase: round(random()),
        }),
      ];
    case 'rays':
      return [
        shape({
          shape: pick(['star', 'flower'], Math.floor(random() * 2)),
          color: palette[0] === '0xffe66d' ? '0xffffff' : '0xfff3b0',
          accent: '0xff9f1c',
          size: 0.42,
          motion: 'still',
          spin: 1,
        }),
        shape({ shape: 'disc', color: '0xffffff', size: 0.09, motion: 'orbit', phase: round(random()) }),
      ];
    case 'aurora':
      return times(7, (i) =>
        shape({
          shape: 'star',
          color: '0xffffff',
          size: 0.04 + 0.01 * (i % 2),
          motion: 'still',
          spin: i % 2 ? 1 : -1,
          anchor: at(),
        }),
      );
    case 'ripples':
      return times(3, (i) =>
        shape({
          shape: 'flower',
          color: pick(['0xffffff', '0xffc8dd', '0xfff1a8'], i),
          accent: '0xffb703',
          size: round(0.16 + 0.06 * random()),
          motion: 'float',
          cycles: 1,
          phase: round(i / 3),
          spin: i % 2 ? 1 : -1,
          anchor: at(),
        }),
      );
    case 'transparent':
      return [];
  }
}

/** Stickers: a big shape with small ones around it. Emoji: a face with something around it. */
export function stickerShapes(
  kind: AnimationKind,
  random: () => number,
  index: number,
  pale: boolean,
): PoolShape[] {
  const colors = pale ? PALE : VIVID;
  const color = (i: number) => pick(colors, Math.floor(random() * colors.length) + i);
  const small = pick(['heart', 'star', 'disc', 'flower'] as const, index + 1);
  const around = times(2, (i) =>
    shape({
      shape: small,
      color: color(i),
      accent: '0xffd60a',
      size: round(0.16 + 0.06 * random()),
      motion: pick(['orbit', 'zigzag', 'bounce'] as const, index + i),
      cycles: 1 + (i % 2),
      phase: round(i / 2 + 0.2 * random()),
      spin: i % 2 ? 1 : -1,
    }),
  );
  if (kind === 'emoji') {
    const dark = '0x3b2a1a';
    const face = [
      shape({
        shape: 'disc',
        color: pick(['0xffcc33', '0xffa630', '0x8fd14f', '0xff8fab'], index),
        size: 0.86,
        motion: 'still',
      }),
      // Eyes that look around together, and a smile.
      ...[0.344, 0.656].map((x) =>
        shape({ shape: 'disc', color: dark, size: 0.1, motion: 'float', anchor: [x, 0.4] }),
      ),
      shape({ shape: 'smile', color: dark, size: 0.5, motion: 'still' }),
    ];
    return [...face, ...around.map((s) => ({ ...s, size: round(s.size * 0.8) }))];
  }
  const big = pick(['heart', 'star', 'flower', 'ring'] as const, index);
  const main = shape({
    shape: big,
    color: color(5),
    accent: pale ? '0xfdfcf7' : '0xffd60a',
    size: 0.56,
    motion: 'still',
    spin: index % 2 ? 1 : -1,
  });
  return [main, ...around];
}
