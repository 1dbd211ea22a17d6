import crypto from 'node:crypto';
import { httpError } from './errors';

type Kind = 'png' | 'jpg' | 'gif' | 'webp';

const SIGNATURES: [string, Kind, (b: Buffer) => boolean][] = [
  ['image/png', 'png', (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))],
  ['image/jpeg', 'jpg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['image/gif', 'gif', (b) => b.subarray(0, 4).toString('latin1') === 'GIF8'],
  [
    'image/webp',
    'webp',
    (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  ],
];

export interface UploadedImage {
  file_name: string;
  mime: string;
  data: Buffer;
}

/** An uploaded image recognised by its content (never by the client's name or type), under a random name. */
export function imageOf(file: unknown, field: string, kinds: Kind[], message: string): UploadedImage {
  if (!Buffer.isBuffer(file)) throw httpError(422, field, message);
  const kind = SIGNATURES.find(([, k, test]) => kinds.includes(k) && test(file));
  if (!kind) throw httpError(422, field, message);
  return { file_name: `${crypto.randomBytes(16).toString('hex')}.${kind[1]}`, mime: kind[0], data: file };
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
