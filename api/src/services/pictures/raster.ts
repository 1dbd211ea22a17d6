import { createHash } from 'node:crypto';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { IMAGE_FOLDERS, type ImageFolder } from '../../lib/images';

/**
 * Turns a stored picture's SVG into the webp that is served: a raster is decoded off the browser's
 * main thread, where an SVG document with embedded images is parsed and painted on it. The SVG
 * stays the single source; this only rasterises it.
 */

export const RASTER_TYPE = 'image/webp';

/** The widths a folder's pictures are drawn at (shared with the pages), narrowest first. */
export const rasterWidthsOf = (folder: ImageFolder): readonly number[] => IMAGE_FOLDERS[folder].rasterWidths;

/** The width a plain request gets: the widest. */
export const defaultRasterWidth = (folder: ImageFolder): number => rasterWidthsOf(folder).at(-1) ?? 0;

/** A raster's pixel size at `width`, in the folder's aspect ratio. */
export function rasterSize(folder: ImageFolder, width = defaultRasterWidth(folder)) {
  const picture = IMAGE_FOLDERS[folder];
  return { width, height: Math.round((width * picture.height) / picture.width) };
}

const QUALITY = 75;

/** Raised when the drawing itself changes, so that stored rasters are drawn again. */
const REVISION = 1;

/** The illustrations' licence notice (see db/seed/LICENSE-fluent-emoji.txt): every served picture carries it. */
export const CREDIT = 'Illustrations: Fluent Emoji, Copyright (c) Microsoft Corporation, MIT License';

/**
 * What a stored raster was made with: a row whose raster has another version is drawn again, so a
 * change of the drawing, a folder's size or the quality takes effect without a migration.
 */
export function rasterVersion(folder: ImageFolder, width: number): string {
  const size = rasterSize(folder, width);
  return `webp-r${REVISION.toString()}-q${QUALITY.toString()}-${size.width.toString()}x${size.height.toString()}`;
}

/** The illustrations are 256 px webp files: drawn larger, the rasteriser scales them up itself. */
const EMOJI_SOURCE_PX = 256;

/** Decoded illustrations as PNG (which the SVG rasteriser reads; it cannot read webp), by source and size. */
const pngs = new Map<string, string>();
const pending = new Map<string, Promise<string>>();
let pngBytes = 0;
const PNG_CACHE_LIMIT = 24 * 1024 * 1024;

async function emojiPng(base64: string, px: number): Promise<string> {
  const key = `${createHash('sha1').update(base64).digest('hex')}:${px.toString()}`;
  const done = pngs.get(key);
  if (done !== undefined) return done;
  let png = pending.get(key);
  if (png === undefined) {
    png = sharp(Buffer.from(base64, 'base64'))
      .resize(px, px, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png({ compressionLevel: 1 })
      .toBuffer()
      .then((b) => b.toString('base64'));
    pending.set(key, png);
    try {
      const b64 = await png;
      pngs.set(key, b64);
      pngBytes += b64.length;
      // Oldest first: the same few illustrations at the same few sizes come back all the time.
      for (const [k, v] of pngs) {
        if (pngBytes <= PNG_CACHE_LIMIT) break;
        pngs.delete(k);
        pngBytes -= v.length;
      }
    } finally {
      pending.delete(key);
    }
  }
  return png;
}

const ROOT = /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="(\d+)" height="(\d+)"/;
const EMBEDDED = /href="data:image\/webp;base64,([A-Za-z0-9+/=]+)"( x="-?\d+" y="-?\d+" width="(\d+)")/g;

/**
 * The SVG to rasterise at `width` × `height`: the root's size set to the raster's (the viewBox
 * keeps the drawing), each embedded webp swapped for a PNG of the size it is drawn at.
 */
export async function rasterSource(svg: string, width: number, height: number): Promise<Buffer> {
  const root = ROOT.exec(svg);
  if (!root) throw new Error('Not a stored picture: no sized <svg> root.');
  const scale = width / Number(root[1]);
  const found = [...svg.matchAll(EMBEDDED)];
  const converted = await Promise.all(
    found.map((m) => emojiPng(m[1] ?? '', Math.min(EMOJI_SOURCE_PX, Math.ceil(Number(m[3]) * scale)))),
  );
  const parts: string[] = [];
  let at = 0;
  found.forEach((m, i) => {
    parts.push(svg.slice(at, m.index), `href="data:image/png;base64,${converted[i] ?? ''}"${m[2] ?? ''}`);
    at = m.index + m[0].length;
  });
  parts.push(svg.slice(at));
  const out = parts
    .join('')
    .replace(ROOT, (head) =>
      head.replace(/width="\d+" height="\d+"/, `width="${width.toString()}" height="${height.toString()}"`),
    );
  if (out.includes('data:image/webp')) throw new Error('An embedded illustration was not converted.');
  return Buffer.from(out, 'utf8');
}

/** How many rasters were drawn, and the most drawn at once (for the tests and the logs). */
export const rasterStats = { renders: 0, active: 0, maxActive: 0 };

/**
 * Two at a time: the work is done in libvips' threads, off the event loop, and a burst of first
 * requests must leave a core for everything else.
 */
const queue = pLimit(2);

/** The webp of a stored picture's SVG, `width` wide (the folder's widest by default). */
export function rasterisePicture(folder: ImageFolder, svg: Buffer, rasterWidth = defaultRasterWidth(folder)) {
  const { width, height } = rasterSize(folder, rasterWidth);
  return queue(async () => {
    rasterStats.active += 1;
    rasterStats.maxActive = Math.max(rasterStats.maxActive, rasterStats.active);
    try {
      const source = await rasterSource(svg.toString('utf8'), width, height);
      const webp = await sharp(source)
        .resize(width, height)
        .withExif({ IFD0: { Copyright: CREDIT } })
        .webp({ quality: QUALITY, effort: 4 })
        .toBuffer();
      rasterStats.renders += 1;
      return webp;
    } finally {
      rasterStats.active -= 1;
    }
  });
}
