/**
 * Decodes the first frame of a GIF to palette indices (LZW), so tests can check what a frame
 * really contains, e.g. that a sticker's background is transparent rather than merely declaring
 * a transparent colour (every GIF the 2018 ffmpeg writes declares one).
 */
import { walkGif } from './probe.ts';

/** The first image of a GIF: its rectangle, palette indices and declared transparent index. */
export interface GifFrame {
  left: number;
  top: number;
  width: number;
  height: number;
  /** One palette index per pixel, row by row (interlaced rows are left in file order). */
  indices: Uint8Array;
  transparentIndex: number | null;
}

/** Decodes the first frame of `gif`. */
export function decodeFirstGifFrame(gif: Uint8Array): GifFrame {
  const view = new DataView(gif.buffer, gif.byteOffset, gif.byteLength);
  let transparentIndex: number | null = null;
  let frame: GifFrame | null = null;
  walkGif(gif, (block) => {
    if (frame) return;
    if (block.type === 'control') {
      transparentIndex = (gif[block.pos + 3] ?? 0) & 1 ? (gif[block.pos + 6] ?? 0) : null;
    } else if (block.type === 'image') {
      const width = view.getUint16(block.pos + 5, true);
      const height = view.getUint16(block.pos + 7, true);
      const indices = lzwDecode(imageData(gif, block.dataPos + 1), gif[block.dataPos] ?? 8, width * height);
      frame = {
        left: view.getUint16(block.pos + 1, true),
        top: view.getUint16(block.pos + 3, true),
        width,
        height,
        indices,
        transparentIndex,
      };
    }
  });
  if (!frame) throw new Error('GIF has no image');
  return frame;
}

/** Share (0..1) of the first frame's pixels that are transparent. */
export function firstFrameTransparentShare(gif: Uint8Array): number {
  const frame = decodeFirstGifFrame(gif);
  if (frame.transparentIndex === null) return 0;
  let transparent = 0;
  for (const index of frame.indices) if (index === frame.transparentIndex) transparent++;
  return transparent / frame.indices.length;
}

/** Concatenates the data sub-blocks starting at `pos`. */
function imageData(gif: Uint8Array, pos: number): Uint8Array {
  const chunks: Uint8Array[] = [];
  let at = pos;
  for (let length = gif[at] ?? 0; length !== 0; length = gif[at] ?? 0) {
    chunks.push(gif.subarray(at + 1, at + 1 + length));
    at += length + 1;
  }
  const data = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    data.set(chunk, offset);
    offset += chunk.length;
  }
  return data;
}

/** GIF's variable-width LZW (codes packed least significant bit first, at most 12 bits). */
function lzwDecode(data: Uint8Array, minCodeSize: number, pixelCount: number): Uint8Array {
  const out = new Uint8Array(pixelCount);
  const clearCode = 1 << minCodeSize;
  const endCode = clearCode + 1;
  // Each code is a string: its last byte (suffix), the code of the rest (prefix), its first byte.
  const prefix = new Int32Array(4096);
  const suffix = new Uint8Array(4096);
  const firstByte = new Uint8Array(4096);
  for (let code = 0; code < clearCode; code++) {
    suffix[code] = code;
    firstByte[code] = code;
  }
  const stack = new Uint8Array(4097);
  let codeSize = minCodeSize + 1;
  let nextCode = endCode + 1;
  let previous = -1;
  let bitBuffer = 0;
  let bitCount = 0;
  let inPos = 0;
  let outPos = 0;
  while (outPos < pixelCount) {
    while (bitCount < codeSize) {
      if (inPos >= data.length) return out; // truncated data: keep what was decoded
      bitBuffer |= (data[inPos++] ?? 0) << bitCount;
      bitCount += 8;
    }
    const code = bitBuffer & ((1 << codeSize) - 1);
    bitBuffer >>>= codeSize;
    bitCount -= codeSize;
    if (code === clearCode) {
      codeSize = minCodeSize + 1;
      nextCode = endCode + 1;
      previous = -1;
      continue;
    }
    if (code === endCode) break;
    if (previous === -1) {
      out[outPos++] = suffix[code] ?? 0;
      previous = code;
      continue;
    }
    let depth = 0;
    let walk = code;
    if (code >= nextCode) {
      // The code being defined right now: previous string + its own first byte.
      stack[depth++] = firstByte[previous] ?? 0;
      walk = previous;
    }
    while (walk >= clearCode) {
      stack[depth++] = suffix[walk] ?? 0;
      walk = prefix[walk] ?? 0;
    }
    stack[depth++] = walk;
    if (nextCode < 4096) {
      prefix[nextCode] = previous;
      suffix[nextCode] = walk; // first byte of the current string
      firstByte[nextCode] = firstByte[previous] ?? 0;
      nextCode++;
      if (nextCode === 1 << codeSize && codeSize < 12) codeSize++;
    }
    while (depth > 0 && outPos < pixelCount) out[outPos++] = stack[--depth] ?? 0;
    previous = code;
  }
  return out;
}
