/**
 * Where an image file ends by its own format. An upload recognised by its first bytes may still
 * carry something else after the picture (a GIF with an HTML page appended reads as a page to a
 * browser that sniffs): only a file that ends exactly where its format says is kept.
 */
export type ImageKind = 'png' | 'jpg' | 'gif' | 'webp';

/** 'whole': ends where the format says; 'trailing': more bytes follow; 'broken': cut short or malformed. */
export type ImageStructure = 'whole' | 'trailing' | 'broken';

/** PNG: chunks (length, type, data, CRC) from IHDR to IEND. */
function pngEnd(b: Buffer): number | null {
  let at = 8;
  while (at + 12 <= b.length) {
    const length = b.readUInt32BE(at);
    const type = b.toString('latin1', at + 4, at + 8);
    if (at === 8 && type !== 'IHDR') return null;
    const next = at + 12 + length;
    if (next > b.length) return null;
    if (type === 'IEND') return next;
    at = next;
  }
  return null;
}

const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

/** One JPEG from its SOI at `start`: marker segments, each SOS followed by its scan data, up to EOI. */
function jpegImageEnd(b: Buffer, start: number): number | null {
  let at = start + 2;
  while (at + 2 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1] ?? 0;
    if (marker === 0xff)
      at += 1; // fill byte
    else if (marker === 0xd9) return at + 2;
    else if (isRestart(marker) || marker === 0x01) at += 2;
    else {
      if (at + 4 > b.length) return null;
      const length = b.readUInt16BE(at + 2);
      if (length < 2) return null;
      at += 2 + length;
      if (marker === 0xda) {
        // Scan data: an FF is a marker unless stuffed (FF00) or a restart marker.
        for (at = b.indexOf(0xff, at); at !== -1; at = b.indexOf(0xff, at + 1)) {
          const next = b[at + 1];
          if (next !== undefined && next !== 0x00 && !isRestart(next)) break;
        }
        if (at === -1) return null;
      }
    }
  }
  return null;
}

const startsJpeg = (b: Buffer, at: number) => b[at] === 0xff && b[at + 1] === 0xd8 && b[at + 2] === 0xff;

/**
 * JPEG, with the further whole JPEGs phones append after the first (Multi-Picture Format: HDR gain
 * maps, depth maps); the file ends with the last of them.
 */
function jpegEnd(b: Buffer): number | null {
  let end = jpegImageEnd(b, 0);
  while (end !== null && startsJpeg(b, end)) {
    const next = jpegImageEnd(b, end);
    if (next === null) break;
    end = next;
  }
  return end;
}

/** Size in bytes of a GIF colour table whose presence and size are packed into `flags`. */
const colourTable = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);

/**
 * GIF: header, screen descriptor, then extensions and images up to the trailer (3B); `onImage`
 * sees the offset of each image descriptor.
 */
function gifEnd(b: Buffer, onImage: (at: number) => void = () => {}): number | null {
  if (b.length < 13) return null;
  let at = 13 + colourTable(b[10] ?? 0);
  const skipSubBlocks = (): boolean => {
    while (at < b.length) {
      const size = b[at] ?? 0;
      at += 1 + size;
      if (size === 0) return true;
    }
    return false;
  };
  while (at < b.length) {
    const block = b[at];
    if (block === 0x3b) return at + 1;
    if (block === 0x21) {
      at += 2;
      if (!skipSubBlocks()) return null;
    } else if (block === 0x2c) {
      if (at + 11 > b.length) return null;
      onImage(at);
      at += 10 + colourTable(b[at + 9] ?? 0) + 1; // descriptor, local table, LZW code size
      if (!skipSubBlocks()) return null;
    } else return null;
  }
  return null;
}

/** WebP: a RIFF container whose size field counts every byte after the first eight. */
function webpEnd(b: Buffer): number | null {
  if (b.length < 12) return null;
  const end = 8 + b.readUInt32LE(4);
  return end <= b.length ? end : null;
}

const END_OF: Record<ImageKind, (b: Buffer) => number | null> = {
  png: pngEnd,
  jpg: jpegEnd,
  gif: gifEnd,
  webp: webpEnd,
};

/** Whether `bytes`, already recognised as `kind` by its signature, ends where that format says. */
export function imageStructure(kind: ImageKind, bytes: Buffer): ImageStructure {
  const end = END_OF[kind](bytes);
  if (end === null) return 'broken';
  return end === bytes.length ? 'whole' : 'trailing';
}

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * What decoding may cost: a few KB of PNG can declare 30000×30000 pixels (3.6 GB once decoded), so
 * an upload is bounded by what it declares, not by its bytes. 40 megapixels is more than any phone
 * camera's photo; 16384 pixels is the longest side browsers and image libraries decode.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_IMAGE_SIDE = 16_384;

/** Baseline, progressive, lossless and arithmetic SOF markers (not DHT C4, JPG C8, DAC CC). */
const isFrameStart = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** The frame size of the JPEG whose SOI is at `start`: its SOF segment, before the first scan. */
function jpegSize(b: Buffer, start: number): ImageSize | null {
  let at = start + 2;
  while (at + 4 <= b.length && b[at] === 0xff) {
    const marker = b[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return null;
    if (isRestart(marker) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (isFrameStart(marker)) {
      return at + 9 <= b.length ? { height: b.readUInt16BE(at + 5), width: b.readUInt16BE(at + 7) } : null;
    }
    at += 2 + b.readUInt16BE(at + 2);
  }
  return null;
}

/** Each JPEG of a chain (jpegEnd): the first and those appended after it. */
function jpegSizes(b: Buffer): ImageSize[] {
  const sizes: ImageSize[] = [];
  for (let start: number | null = 0; start !== null && startsJpeg(b, start); start = jpegImageEnd(b, start)) {
    const size = jpegSize(b, start);
    if (size) sizes.push(size);
  }
  return sizes;
}

function gifSizes(b: Buffer): ImageSize[] {
  if (b.length < 10) return [];
  const sizes = [{ width: b.readUInt16LE(6), height: b.readUInt16LE(8) }];
  gifEnd(b, (at) => sizes.push({ width: b.readUInt16LE(at + 5), height: b.readUInt16LE(at + 7) }));
  return sizes;
}

/** WebP's first chunk: lossy (VP8), lossless (VP8L) or extended (VP8X, the canvas). */
function webpSizes(b: Buffer): ImageSize[] {
  if (b.length < 30) return [];
  const chunk = b.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') return [{ width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff }];
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21);
    return [{ width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }];
  }
  if (chunk === 'VP8X') return [{ width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 }];
  return [];
}

const SIZES_OF: Record<ImageKind, (b: Buffer) => ImageSize[]> = {
  png: (b) => (b.length >= 24 ? [{ width: b.readUInt32BE(16), height: b.readUInt32BE(20) }] : []),
  jpg: jpegSizes,
  gif: gifSizes,
  webp: webpSizes,
};

/** The sizes `bytes` declares: a PNG's or WebP's canvas, each JPEG of a chain, a GIF's screen and frames. */
export const declaredSizes = (kind: ImageKind, bytes: Buffer): ImageSize[] => SIZES_OF[kind](bytes);

/** Whether a declared size passes MAX_IMAGE_PIXELS or MAX_IMAGE_SIDE. */
export const isTooLarge = ({ width, height }: ImageSize): boolean =>
  width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS;
