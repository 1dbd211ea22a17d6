import crypto from 'node:crypto';
import { httpError } from './errors';
import {
  declaredSizes,
  imageStructure,
  isTooLarge,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  type ImageKind,
} from './image-structure';

const SIGNATURES: [string, ImageKind, (b: Buffer) => boolean][] = [
  ['image/png', 'png', (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))],
  ['image/jpeg', 'jpg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['image/gif', 'gif', (b) => /^GIF8[79]a$/.test(b.subarray(0, 6).toString('latin1'))],
  [
    'image/webp',
    'webp',
    (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  ],
];

export const TRAILING_DATA_MESSAGE =
  'The file has data after the end of the image: upload the picture alone, as the camera or editor saved it.';
export const BROKEN_IMAGE_MESSAGE = 'The image file is damaged or incomplete: upload it again.';
export const IMAGE_PIXELS_MESSAGE =
  `The image is too large in pixels: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels and ` +
  `${MAX_IMAGE_SIDE} pixels a side.`;

export interface UploadedImage {
  file_name: string;
  mime: string;
  data: Buffer;
}

/** The type and extension of an image recognised by its first bytes, if it is one of ours. */
export function recogniseImage(bytes: Buffer, kinds: readonly ImageKind[] = ['png', 'jpg', 'gif', 'webp']) {
  const match = SIGNATURES.find(([, kind, test]) => kinds.includes(kind) && test(bytes));
  return match ? { mime: match[0], kind: match[1] } : null;
}

/**
 * An uploaded image recognised by its content (never by the client's name or type), under a random
 * name. It must end exactly where its format says (nothing may ride along after the picture) and
 * declare no more pixels than MAX_IMAGE_PIXELS and MAX_IMAGE_SIDE allow.
 */
export function imageOf(file: unknown, field: string, kinds: ImageKind[], message: string): UploadedImage {
  if (!Buffer.isBuffer(file)) throw httpError(422, field, message);
  const image = recogniseImage(file, kinds);
  if (!image) throw httpError(422, field, message);
  const structure = imageStructure(image.kind, file);
  if (structure === 'trailing') throw httpError(422, field, TRAILING_DATA_MESSAGE);
  if (structure === 'broken') throw httpError(422, field, BROKEN_IMAGE_MESSAGE);
  // Decoding it (a browser showing it, a thumbnail) would take what it declares, not what it weighs.
  const sizes = declaredSizes(image.kind, file);
  if (sizes.length === 0) throw httpError(422, field, BROKEN_IMAGE_MESSAGE);
  if (sizes.some(isTooLarge)) throw httpError(422, field, IMAGE_PIXELS_MESSAGE);
  return { file_name: `${crypto.randomBytes(16).toString('hex')}.${image.kind}`, mime: image.mime, data: file };
}

/** The files sent under `field` or `field[]` in a multipart body (none for other bodies). */
export function filesOf(body: Record<string, unknown>, field: string): unknown[] {
  const raw = body[`${field}[]`] ?? body[field];
  return Array.isArray(raw) ? raw : raw === undefined || raw === '' ? [] : [raw];
}

/** The multipart body's plain fields (files and repeated fields left out). */
export const fieldsOf = (body: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(body).filter(([, v]) => !Buffer.isBuffer(v) && !Array.isArray(v)));

export const UPLOAD_NAME = /^[a-f0-9]{32}\.(png|jpg|gif|webp)$/;
