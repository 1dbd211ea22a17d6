import type { FastifyInstance } from 'fastify';
import { attachmentByName } from '../db/queries/orders';
import { notFound } from '../lib/errors';
import { isImageFile, isImageFolder, renderPlaceholderSvg } from '../lib/images';
import { UPLOAD_NAME } from '../lib/uploads';

/** Generated placeholder images: /images/<folder>/<name>.svg */
export async function imageRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { folder: string; file: string } }>('/images/:folder/:file', async (req, reply) => {
    const { folder, file } = req.params;
    if (!isImageFolder(folder) || !isImageFile(file)) throw notFound('Image not found.', 'image');
    return reply
      .header('Content-Type', 'image/svg+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=86400, immutable')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .send(renderPlaceholderSvg(folder, file));
  });

  /** Uploaded order attachments (prescriptions), under random names. */
  app.get<{ Params: { file: string } }>('/uploads/order/:file', async (req, reply) => {
    const { file } = req.params;
    const row = /^[a-f0-9]{32}\.(png|jpg|gif|webp)$/.test(file) ? await attachmentByName(app.ctx.db, file) : undefined;
    if (!row) throw notFound('File not found.', 'file');
    return reply
      .header('Content-Type', row.mime)
      .header('Cache-Control', 'private, max-age=86400')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .send(row.data);
  });

  /** Uploaded profile photos and message or refund images, under random names. */
  const serveUpload =
    (table: 'profile_images' | 'message_files') =>
    async (req: { params: { file: string } }, reply: import('fastify').FastifyReply) => {
      const { file } = req.params;
      const row = UPLOAD_NAME.test(file)
        ? await app.ctx.db.selectFrom(table).select(['mime', 'data']).where('file_name', '=', file).executeTakeFirst()
        : undefined;
      if (!row) throw notFound('File not found.', 'file');
      return reply
        .header('Content-Type', row.mime)
        .header('Cache-Control', 'private, max-age=86400')
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .send(row.data);
    };
  app.get<{ Params: { file: string } }>('/uploads/profile/:file', serveUpload('profile_images'));
  app.get<{ Params: { file: string } }>('/uploads/files/:file', serveUpload('message_files'));
}
