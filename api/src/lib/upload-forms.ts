import multipart, { type Multipart } from '@fastify/multipart';
import type { BusboyFileStream } from '@fastify/busboy';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { HttpError, httpError } from './errors';
import { countUpload, refuseSpentUploads } from './upload-allowance';

/**
 * Multipart forms, taken only by the routes that receive images and read as they arrive, each
 * against its route's bounds: a form past one is refused as soon as it passes it, not once it has
 * all arrived. Every other route answers 415 to a multipart body without reading it.
 */
export interface UploadForm {
  /** The file field its errors name. */
  field: 'order_attachment' | 'image';
  files: number;
  /** Bytes per file. */
  fileSize: number;
  fields: number;
  /** Bytes per text field. */
  fieldSize: number;
  /** Bytes of the whole body as sent, part headers and boundaries included. */
  maxBytes: number;
  tooManyFiles: string;
  fileTooLarge: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The multipart form the route takes (acceptsUploads). */
    uploadForm?: UploadForm;
  }
}

const KB = 1024;
const MB = 1024 * KB;
const TOO_MANY_IMAGES = 'You can upload at most 3 images at a time.';

/** A cart or prescription order's form: its fields (a cart as JSON among them) and 1 to 3 prescription images. */
export const ORDER_ATTACHMENTS_FORM: UploadForm = {
  field: 'order_attachment',
  files: 3,
  fileSize: 2 * MB,
  fields: 100,
  fieldSize: 256 * KB,
  maxBytes: 6.5 * MB,
  tooManyFiles: TOO_MANY_IMAGES,
  fileTooLarge: 'Each image may be at most 2 MB.',
};

/** A chat message's or refund request's few fields and up to 3 images. */
export const IMAGES_FORM: UploadForm = {
  field: 'image',
  files: 3,
  fileSize: 2 * MB,
  fields: 30,
  fieldSize: 64 * KB,
  maxBytes: 6.5 * MB,
  tooManyFiles: TOO_MANY_IMAGES,
  fileTooLarge: 'The image may not be greater than 2 MB.',
};

/** The profile's fields and one photo. */
export const PROFILE_PHOTO_FORM: UploadForm = {
  ...IMAGES_FORM,
  files: 1,
  maxBytes: 2.5 * MB,
  tooManyFiles: 'Upload one image.',
};

/** Route options of a route taking `form` as a multipart body. */
export const acceptsUploads = (form: UploadForm): RouteShorthandOptions => ({ config: { uploadForm: form } });

/**
 * What is read and thrown away of a refused body before its connection is cut: enough for a
 * client to finish sending a small form and read the answer (a browser cut off mid-upload shows a
 * network error instead), little enough that a large one stops at once.
 */
const DISCARD_BYTES = 256 * KB;

/** Stops reading a refused body: what follows is thrown away up to DISCARD_BYTES, then the connection closes. */
function discardRest(req: FastifyRequest, reply: FastifyReply): void {
  const raw = req.raw;
  if (raw.complete) return;
  raw.unpipe();
  let discarded = 0;
  raw.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded <= DISCARD_BYTES || raw.isPaused()) return;
    raw.pause();
    const cut = () => raw.socket?.destroy();
    if (reply.raw.writableFinished) cut();
    else reply.raw.once('finish', cut);
  });
  raw.resume();
}

const isMultipart = (req: FastifyRequest) => /^multipart\//i.test(req.headers['content-type'] ?? '');

const formTooLarge = (form: UploadForm) =>
  httpError(413, 'body', `The form may not be larger than ${(form.maxBytes / MB).toFixed(1)} MB.`);

/** The parser's refusals in the API's shape, under the route's file field where they concern files. */
function asUploadError(error: unknown, form: UploadForm): Error {
  if (error instanceof HttpError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_FILES_LIMIT') return httpError(422, form.field, form.tooManyFiles);
  if (code === 'FST_REQ_FILE_TOO_LARGE') return httpError(422, form.field, form.fileTooLarge);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return httpError(413, 'body', `The form may not have more than ${form.fields} fields.`);
  }
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return error as Error;
  // Busboy's own failures: a cut or malformed body.
  return httpError(400, 'body', 'The multipart form could not be read: send it again.');
}

/** A file's bytes, refused the moment it passes the form's file size. */
function fileContent(file: BusboyFileStream, form: UploadForm): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    file.on('data', (chunk: Buffer) => chunks.push(chunk));
    file.once('limit', () => reject(httpError(422, form.field, form.fileTooLarge)));
    file.once('end', () => resolve(Buffer.concat(chunks)));
    file.once('error', reject);
  });
}

/** Adds a part as @fastify/multipart's `keyValues` did: a file as a Buffer, a repeated name as a list. */
function addValue(body: Record<string, unknown>, key: string, value: unknown): void {
  const existing = body[key];
  body[key] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
}

/** `promise`, its rejection marked as handled: the one it loses a race to is the one answered. */
function handled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {});
  return promise;
}

/** The form as `{ field: value or Buffer }`, and its files' bytes; refused at the first bound it passes. */
async function readForm(
  req: FastifyRequest,
  form: UploadForm,
): Promise<{ body: Record<string, unknown>; fileBytes: number }> {
  const { files, fileSize, fields, fieldSize } = form;
  const parts = req.parts({ limits: { files, fileSize, fields, fieldSize } });
  // A chunked body has no length to check up front: its bytes are counted as they arrive.
  let received = 0;
  let overflow: (error: Error) => void = () => {};
  const overflowed = handled(new Promise<never>((_, reject) => (overflow = reject)));
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received > form.maxBytes) overflow(formTooLarge(form));
  };
  const first = handled(parts.next()); // pipes the request into the parser, so counting can start
  req.raw.on('data', count);
  try {
    const body: Record<string, unknown> = {};
    let fileBytes = 0;
    for (let next = await Promise.race([first, overflowed]); !next.done;) {
      const part: Multipart = next.value;
      if (part.type === 'file') {
        const content = await Promise.race([handled(fileContent(part.file, form)), overflowed]);
        fileBytes += content.length;
        addValue(body, part.fieldname, content);
      } else {
        if (part.valueTruncated) {
          throw httpError(413, 'body', `A form field may not be larger than ${form.fieldSize / KB} KB.`);
        }
        addValue(body, part.fieldname, part.value);
      }
      next = await Promise.race([handled(parts.next()), overflowed]);
    }
    return { body, fileBytes };
  } finally {
    req.raw.off('data', count);
  }
}

/** Registers the multipart parser (it only marks a request; routes with an UploadForm read it) and the checks. */
export async function registerUploadForms(app: FastifyInstance): Promise<void> {
  await app.register(multipart);
  const { ctx } = app;

  app.addHook('onRequest', async (req, reply) => {
    if (!isMultipart(req)) return;
    const form = req.routeOptions.config.uploadForm;
    // An unknown route keeps its 404; its body is not read either.
    if (!form && req.is404) return discardRest(req, reply);
    try {
      if (!form) {
        throw httpError(415, 'body', 'This request does not take a multipart form: send JSON or a URL-encoded form.');
      }
      if (Number(req.headers['content-length'] ?? 0) > form.maxBytes) throw formTooLarge(form);
      await refuseSpentUploads(ctx, req, reply);
    } catch (error) {
      discardRest(req, reply);
      throw error;
    }
  });

  // Before input-bounds' check (registered after this), which then sees the form's fields.
  app.addHook('preValidation', async (req, reply) => {
    const form = req.routeOptions.config.uploadForm;
    if (!form || !req.isMultipart()) return;
    let read: Awaited<ReturnType<typeof readForm>>;
    try {
      read = await readForm(req, form);
    } catch (error) {
      discardRest(req, reply);
      throw asUploadError(error, form);
    }
    req.body = read.body;
    await countUpload(ctx, req, reply, read.fileBytes);
  });
}
