import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/errors';
import { isImageFile, isImageFolder, renderPlaceholderSvg } from '../lib/images';

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
}
