import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { attachmentByName } from '../db/queries/orders';
import { pictureSource } from '../db/queries/pictures';
import { uploadedImageData } from '../db/queries/uploads';
import { httpError, notFound } from '../lib/errors';
import { isImageFile, isImageFolder } from '../lib/images';
import { optionalField, parseQuery, queryOf } from '../lib/request';
import { matchesEtag } from '../lib/etag';
import { checkSignedLink } from '../lib/signed-links';
import { RASTER_TYPE, defaultRasterWidth, rasterWidthsOf } from '../services/pictures/raster';
import { servedPicture } from '../services/pictures/stored-raster';
import { recogniseImage, UPLOAD_NAME } from '../lib/uploads';

/**
 * Sends an uploaded image as what its bytes are, never as anything a browser might sniff into a
 * page: nosniff, shown inline under a fixed name, embeddable by the parts' pages on other origins.
 */
function sendUpload(reply: FastifyReply, data: Buffer, cacheControl: string) {
  const image = recogniseImage(data);
  return reply
    .header('Content-Type', image?.mime ?? 'application/octet-stream')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', image ? `inline; filename="image.${image.kind}"` : 'attachment; filename="file"')
    .header('Cache-Control', cacheControl)
    .header('Cross-Origin-Resource-Policy', 'cross-origin')
    .send(data);
}

/**
 * What a picture may do when opened on its own: nothing for the webp; for the SVG served when one
 * cannot be rasterised, show its embedded data: images and nothing else.
 */
export const PICTURE_POLICY = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; frame-ancestors 'none'";

/**
 * Cached for a week and then revalidated: the name does not carry the digest, so a redrawn picture
 * must be able to replace the old one; the ETag makes the revalidation a 304.
 */
export const PICTURE_CACHE = 'public, max-age=604800, stale-while-revalidate=86400';

const WHOLE_WIDTH = 'The width must be a whole number of pixels.';
/** `w`: one of the folder's raster widths (a card's or a phone's narrower picture); the widest when absent. */
const PictureQuery = z.object({ w: optionalField(z.coerce.number({ message: WHOLE_WIDTH }).int(WHOLE_WIDTH)) });

/**
 * The catalogue's pictures (/images/<folder>/<name>.svg, from the pictures table, served as webp
 * drawn from that SVG at one of the folder's widths) and uploaded files.
 */
export async function imageRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.get<{ Params: { folder: string; file: string } }>('/images/:folder/:file', async (req, reply) => {
    const { folder, file } = req.params;
    if (!isImageFolder(folder) || !isImageFile(file)) throw notFound('Image not found.', 'image');
    const widths = rasterWidthsOf(folder);
    const { w: width = defaultRasterWidth(folder) } = parseQuery(req, PictureQuery);
    if (!widths.includes(width)) throw httpError(422, 'w', `The width must be one of ${widths.join(', ')}.`);
    let picture: { data: Buffer; digest: string; type: string } | undefined;
    try {
      const raster = await servedPicture(ctx.db, folder, file, width);
      picture = raster && { ...raster, type: RASTER_TYPE };
    } catch (err) {
      // A picture that cannot be rasterised is still shown, as its SVG.
      req.log.error({ err, folder, file, width }, 'picture not rasterised');
      const row = await pictureSource(ctx.db, folder, file);
      picture = row && { data: row.data, digest: row.digest, type: row.content_type };
    }
    if (!picture) throw notFound('Image not found.', 'image');
    const etag = `"${picture.digest}"`;
    reply
      .header('ETag', etag)
      .header('Cache-Control', PICTURE_CACHE)
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', PICTURE_POLICY);
    if (matchesEtag(req.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.header('Content-Type', picture.type).send(picture.data);
  });

  /** Order attachments (prescriptions): only through the signed links the order's reader is given. */
  app.get<{ Params: { file: string } }>('/uploads/order/:file', async (req, reply) => {
    const { file } = req.params;
    const check = await checkSignedLink(ctx.db, file, queryOf(req), ctx.now());
    if (!check.ok) {
      throw httpError(
        403,
        'signature',
        check.reason === 'expired'
          ? 'This link to the prescription has expired: open the order again for a new one.'
          : 'A prescription is shown only through the link in its order.',
      );
    }
    const row = UPLOAD_NAME.test(file) ? await attachmentByName(ctx.db, file) : undefined;
    if (!row) throw notFound('File not found.', 'file');
    const seconds = Math.max(0, Math.floor((check.expiresAt.getTime() - ctx.now().getTime()) / 1000));
    return sendUpload(reply, row.data, `private, max-age=${seconds}`);
  });

  /** Profile photos and message or refund images, under random names. */
  const serveUpload = (table: 'profile_images' | 'message_files') => {
    return async (req: { params: { file: string } }, reply: FastifyReply) => {
      const { file } = req.params;
      const row = UPLOAD_NAME.test(file) ? await uploadedImageData(ctx.db, table, file) : undefined;
      if (!row) throw notFound('File not found.', 'file');
      return sendUpload(reply, row.data, 'private, max-age=86400');
    };
  };
  app.get<{ Params: { file: string } }>('/uploads/profile/:file', serveUpload('profile_images'));
  app.get<{ Params: { file: string } }>('/uploads/files/:file', serveUpload('message_files'));
}
