import type { FastifyInstance } from 'fastify';
import { renderImage } from './svg-image';

const MAX_CACHED = 5_000;

/**
 * `/uploads/{name}`: demo images are drawn from their stored name (nothing is downloaded or kept
 * on disk), cached in memory and by the browser. Unknown names get 404.
 */
export async function uploadsPlugin(app: FastifyInstance): Promise<void> {
  const cache = new Map<string, string>();
  app.get('/*', async (request, reply) => {
    const name = (request.params as { '*'?: string })['*'] ?? '';
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
