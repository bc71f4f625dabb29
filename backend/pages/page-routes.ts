import type { FastifyInstance } from 'fastify';
import type { SitemapData } from '../../core/pages/sitemap';
import type { ApiContext } from '../api/api-context';
import { TtlCache } from '../cache/ttl-cache';
import { ok } from '../http/envelope';
import { loadSitemap } from './sitemap-page';

/** `sitemap`: the lists of the sitemap page for people, kept a few seconds per language like `common`. */
export async function pageRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const sitemaps = new TtlCache<SitemapData>(ctx.readModelTtlMs, 'sitemap');
  ctx.changes.whenChanged('shop', () => sitemaps.clear());
  ctx.reads.get(app, '/sitemap', async (request) => {
    const lang = await ctx.language(request);
    return ok(await sitemaps.get(lang, () => loadSitemap(ctx.db, lang)));
  });
}
