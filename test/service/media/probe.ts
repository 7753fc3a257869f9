/**
 * Pure-TypeScript readers for the three formats the reference service serves. They read the
 * container structure only (no pixel decoding), so the generator and the service tests can check
 * what a file really is without spawning ffmpeg.
 */

/** What a GIF's block structure says about it. */
export interface GifProbe {
  /** Logical screen size. */
  width: number;
  height: number;
  /** Number of image descriptors (one per frame). */
  frames: number;
  /** Transparent colour index of the first frame's graphic control extension, or null. */
  firstFrameTransparentIndex: number | null;
  /** Sum of the frame delays, in centiseconds. */
  totalDelayCs: number;
}

/** A block of a GIF file, as visited by {@link walkGif}; `pos` is the offset of its introducer. */
export type GifBlock =
  | { type: 'control'; pos: number }
  | { type: 'image'; pos: number; dataPos: number }
  | { type: 'extension'; pos: number; label: number };

/**
 * Walks the block structure of a GIF (header, screen descriptor and global colour table, then
 * extensions and images up to the trailer), calling `visit` for each block.
 * `control` is a graphic control extension; `image` an image descriptor, `dataPos` being where its
 * LZW minimum code size byte is.
 */
export function walkGif(buf: Uint8Array, visit: (block: GifBlock) => void): void {
  const header = ascii(buf, 0, 6);
  if (header !== 'GIF87a' && header !== 'GIF89a')
    throw new Error(`not a GIF (header ${JSON.stringify(header)})`);
  let pos = 13 + colorTableBytes(byteAt(buf, 10));
  for (;;) {
    const introducer = byteAt(buf, pos);
    if (introducer === 0x3b) return; // trailer
    if (introducer === 0x21) {
      const label = byteAt(buf, pos + 1);
      visit(label === 0xf9 ? { type: 'control', pos } : { type: 'extension', pos, label });
      pos = skipSubBlocks(buf, pos + 2);
    } else if (introducer === 0x2c) {
      // 10-byte descriptor, optional local colour table, LZW minimum code size, then data sub-blocks.
      const dataPos = pos + 10 + colorTableBytes(byteAt(buf, pos + 9));
      visit({ type: 'image', pos, dataPos });
      pos = skipSubBlocks(buf, dataPos + 1);
    } else {
      throw new Error(`GIF: unexpected block 0x${introducer.toString(16)} at ${pos}`);
    }
  }
}

/** Reads a GIF's logical screen size and walks every block to count frames. */
export function probeGif(buf: Uint8Array): GifProbe {
  const view = dataView(buf);
  let frames = 0;
  let totalDelayCs = 0;
  let firstFrameTransparentIndex: number | null = null;
  // A graphic control extension applies to the next image only.
  let pendingTransparentIndex: number | null = null;
  walkGif(buf, (block) => {
    if (block.type === 'control' && byteAt(buf, block.pos + 2) >= 4) {
      const flags = byteAt(buf, block.pos + 3);
      totalDelayCs += view.getUint16(block.pos + 4, true);
      pendingTransparentIndex = flags & 1 ? byteAt(buf, block.pos + 6) : null;
    } else if (block.type === 'image') {
      if (frames === 0) firstFrameTransparentIndex = pendingTransparentIndex;
      pendingTransparentIndex = null;
      frames++;
    }
  });
  return {
    width: view.getUint16(6, true),
    height: view.getUint16(8, true),
    frames,
    firstFrameTransparentIndex,
    totalDelayCs,
  };
}

/** What a WebP's RIFF chunks say about it. */
export interface WebpProbe {
  /** Canvas size (VP8X) or bitstream size (plain VP8/VP8L). */
  width: number;
  height: number;
  animated: boolean;
  /** ANMF chunks for an animation, 1 for a still image. */
  frames: number;
  /** The VP8X alpha flag, or the VP8L alpha hint. */
  hasAlpha: boolean;
}

/** Reads a WebP's canvas size and counts its animation frames. */
export function probeWebp(buf: Uint8Array): WebpProbe {
  if (ascii(buf, 0, 4) !== 'RIFF' || ascii(buf, 8, 4) !== 'WEBP') throw new Error('not a WebP');
  const view = dataView(buf);
  const end = Math.min(buf.length, 8 + view.getUint32(4, true));
  let canvas: { width: number; height: number; animated: boolean; hasAlpha: boolean } | null = null;
  let bitstream: { width: number; height: number; hasAlpha: boolean } | null = null;
  let animationFrames = 0;
  for (let pos = 12; pos + 8 <= end; ) {
    const fourcc = ascii(buf, pos, 4);
    const size = view.getUint32(pos + 4, true);
    const body = pos + 8;
    if (fourcc === 'VP8X') {
      const flags = byteAt(buf, body);
      canvas = {
        width: 1 + readUint24(buf, body + 4),
        height: 1 + readUint24(buf, body + 7),
        animated: (flags & 0x02) !== 0,
        hasAlpha: (flags & 0x10) !== 0,
      };
    } else if (fourcc === 'ANMF') {
      animationFrames++;
    } else if (fourcc === 'VP8 ' && !bitstream) {
      // Frame tag (3 bytes), start code 9d 01 2a, then 14-bit width and height.
      if (readUint24(buf, body + 3) !== 0x2a019d) throw new Error('WebP: bad VP8 start code');
      bitstream = {
        width: view.getUint16(body + 6, true) & 0x3fff,
        height: view.getUint16(body + 8, true) & 0x3fff,
        hasAlpha: false,
      };
    } else if (fourcc === 'VP8L' && !bitstream) {
      if (byteAt(buf, body) !== 0x2f) throw new Error('WebP: bad VP8L signature');
      const bits = view.getUint32(body + 1, true);
      bitstream = {
        width: (bits & 0x3fff) + 1,
        height: ((bits >>> 14) & 0x3fff) + 1,
        hasAlpha: (bits & (1 << 28)) !== 0,
      };
    }
    pos = body + size + (size & 1); // chunks are padded to an even size
  }
  if (canvas) {
    const frames = canvas.animated ? animationFrames : 1;
    return {
      width: canvas.width,
      height: canvas.height,
      animated: canvas.animated,
      frames,
      hasAlpha: canvas.hasAlpha,
    };
  }
  if (bitstream) return { ...bitstream, animated: false, frames: 1 };
  throw new Error('WebP: no VP8X, VP8 or VP8L chunk');
}

/** What an MP4's boxes say about it. */
export interface Mp4Probe {
  /** Presentation size of the first video track (tkhd, 16.16 fixed point). */
  width: number;
  height: number;
  /** Movie duration (mvhd), or the longest track's (mdhd) when mvhd has none. */
  durationSeconds: number;
  hasAudio: boolean;
  /** Sample count of the first video track (stsz). */
  videoFrames: number;
}

interface TrackInfo {
  handler: string;
  width: number;
  height: number;
  durationSeconds: number;
  samples: number;
}

const MP4_CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl']);

/** Walks an MP4's box tree for the video size, duration and whether there is a sound track. */
export function probeMp4(buf: Uint8Array): Mp4Probe {
  const view = dataView(buf);
  const tracks: TrackInfo[] = [];
  let movieDuration = 0;
  let sawMoov = false;
  const walk = (start: number, end: number, track: TrackInfo | null): void => {
    for (let pos = start; pos + 8 <= end; ) {
      let size = view.getUint32(pos);
      const type = ascii(buf, pos + 4, 4);
      let header = 8;
      if (size === 1) {
        size = Number(view.getBigUint64(pos + 8));
        header = 16;
      } else if (size === 0) {
        size = end - pos; // box extends to the end of its parent
      }
      if (size < header || pos + size > end) throw new Error(`MP4: bad size for box '${type}' at ${pos}`);
      const body = pos + header;
      if (type === 'moov') sawMoov = true;
      if (type === 'trak') {
        const info: TrackInfo = { handler: '', width: 0, height: 0, durationSeconds: 0, samples: 0 };
        tracks.push(info);
        walk(body, pos + size, info);
      } else if (MP4_CONTAINERS.has(type)) {
        walk(body, pos + size, track);
      } else if (type === 'mvhd') {
        movieDuration = readTimescaledDuration(view, body);
      } else if (track && type === 'tkhd') {
        // Width and height are the last two 32-bit fields of tkhd, in 16.16 fixed point.
        track.width = view.getUint32(pos + size - 8) / 65536;
        track.height = view.getUint32(pos + size - 4) / 65536;
      } else if (track && type === 'mdhd') {
        track.durationSeconds = readTimescaledDuration(view, body);
      } else if (track && type === 'hdlr') {
        track.handler = ascii(buf, body + 8, 4); // after version/flags and pre_defined
      } else if (track && type === 'stsz') {
        track.samples = view.getUint32(body + 8); // after version/flags and sample_size
      }
      pos += size;
    }
  };
  walk(0, buf.length, null);
  if (!sawMoov) throw new Error('MP4: no moov box');
  const video = tracks.find((t) => t.handler === 'vide');
  if (!video) throw new Error('MP4: no video track');
  const longestTrack = Math.max(...tracks.map((t) => t.durationSeconds));
  return {
    width: video.width,
    height: video.height,
    durationSeconds: movieDuration || longestTrack,
    hasAudio: tracks.some((t) => t.handler === 'soun'),
    videoFrames: video.samples,
  };
}

/** mvhd and mdhd share a layout: version 1 has 64-bit times and duration. */
function readTimescaledDuration(view: DataView, body: number): number {
  const version = view.getUint8(body);
  const timescale = view.getUint32(body + (version === 1 ? 20 : 12));
  const duration = version === 1 ? Number(view.getBigUint64(body + 24)) : view.getUint32(body + 16);
  return timescale ? duration / timescale : 0;
}

function colorTableBytes(flags: number): number {
  return flags & 0x80 ? 3 * (1 << ((flags & 0x07) + 1)) : 0;
}

/** Skips a chain of GIF data sub-blocks starting at `pos`; returns the position after the terminator. */
function skipSubBlocks(buf: Uint8Array, pos: number): number {
  let at = pos;
  for (let len = byteAt(buf, at); len !== 0; len = byteAt(buf, at)) at += len + 1;
  return at + 1;
}

function byteAt(buf: Uint8Array, pos: number): number {
  const value = buf[pos];
  if (value === undefined) throw new Error(`truncated file: read past byte ${buf.length}`);
  return value;
}

function readUint24(buf: Uint8Array, pos: number): number {
  return byteAt(buf, pos) | (byteAt(buf, pos + 1) << 8) | (byteAt(buf, pos + 2) << 16);
}

function ascii(buf: Uint8Array, pos: number, length: number): string {
  return String.fromCharCode(...buf.subarray(pos, pos + length));
}

function dataView(buf: Uint8Array): DataView {
  return new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
}
