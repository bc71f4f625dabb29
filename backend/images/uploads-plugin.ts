import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { renderImage } from './svg-image';

const MAX_CACHED = 5_000;
/**
 * A stored photo (full size or thumbnail) of a review, a seller's product or a store's logo or
 * banner (backend/reviews/review-photos.ts): named by the SHA-256 of its bytes, so it never changes.
 */
const STORED_PHOTO = /^(thumb\/)?(reviews|products|stores)\/[0-9a-f]{64}\.jpg$/;

/**
 * `/uploads/{name}`: review, product and store photos from the uploads folder, served as immutable (their name is
 * their content's hash); demo images drawn from their stored name (nothing downloaded or kept on
 * disk), cached in memory and by the browser. Unknown names get 404.
 */
export async function uploadsPlugin(app: FastifyInstance, options: { uploadsDir?: string }): Promise<void> {
  const uploadsDir = options.uploadsDir ?? 'data/uploads';
  const cache = new Map<string, string>();
  app.get('/*', async (request, reply) => {
    const name = (request.params as { '*'?: string })['*'] ?? '';
    if (STORED_PHOTO.test(name)) {
      const bytes = await readFile(join(uploadsDir, name)).catch(() => null);
      if (bytes === null) return reply.code(404).type('text/plain').send('Not found');
      return reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('X-Content-Type-Options', 'nosniff').type('image/jpeg').send(bytes);
    }
    let svg = cache.get(name);
    if (svg === undefined) {
      const drawn = name.length <= 200 ? renderImage(name) : null;
      if (drawn === null) return reply.code(404).type('text/plain').send('Not found');
      svg = drawn;
      if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
      cache.set(name, svg);
    }
    return reply
      .header('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800')
      .type('image/svg+xml; charset=utf-8')
      .send(svg);
  });
}
