/**
 * Rewrites the disposal method of every frame of a GIF.
 *
 * Why: the 2018 ffmpeg marks every frame "do not dispose" (draw the next frame over this one).
 * On a transparent background a moving shape then leaves a trail, because a pixel that was
 * opaque can never become transparent again. "Restore to background" clears each frame before
 * the next is drawn, which is what an animated sticker needs (frames must then be whole frames).
 */
import { walkGif } from './probe.ts';

/** GIF disposal method 2: restore the frame's area to the background (transparent). */
export const DISPOSE_TO_BACKGROUND = 2;

/** Sets the disposal method in every graphic control extension of `gif`, in place. Returns how many. */
export function setGifDisposal(gif: Uint8Array, method: number): number {
  let patched = 0;
  walkGif(gif, (block) => {
    if (block.type !== 'control') return;
    // Packed field: reserved (3 bits), disposal method (3 bits), user input, transparency flag.
    const packed = gif[block.pos + 3] ?? 0;
    gif[block.pos + 3] = (packed & ~0x1c) | ((method & 7) << 2);
    patched++;
  });
  return patched;
}

/** The disposal method of each frame's graphic control extension, in file order. */
export function gifDisposals(gif: Uint8Array): number[] {
  const methods: number[] = [];
  walkGif(gif, (block) => {
    if (block.type === 'control') methods.push(((gif[block.pos + 3] ?? 0) >> 2) & 7);
  });
  return methods;
}
