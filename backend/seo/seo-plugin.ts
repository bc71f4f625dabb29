import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ShopDatabase } from '../db/database';
import { TtlCache } from '../cache/ttl-cache';
import type { CacheChanges } from '../cache/cache-changes';
import { routeLanguages } from '../../core/language/language';
import { defaultLanguageOf, loadLanguages } from '../common/languages';
import { robotsTxt } from './robots';
import { parseSitemapFile, sitemapFileXml, sitemapIndex, sitemapIndexXml } from './sitemap';

export interface SeoOptions {
  shop: ShopDatabase;
  /** Public origin (PUBLIC_URL), no trailing slash: sitemaps list absolute URLs. */
  publicUrl: string;
  /** Drops the cached sitemaps on a shop-wide change or a product's. */
  changes?: CacheChanges;
}

/** Crawlers fetch these in bursts; a minute of staleness costs nothing. */
const CACHE_TTL_MS = 60_000;
const CACHE_CONTROL = 'public, max-age=600';

/** `/robots.txt`, `/sitemap.xml` (an index) and its section files `/sitemap-{section}-{page}.xml`. */
export async function seoPlugin(app: FastifyInstance, options: SeoOptions): Promise<void> {
  const { db } = options.shop;
  const origin = options.publicUrl.replace(/\/+$/, '');
  const cache = new TtlCache<unknown>(CACHE_TTL_MS, 'seo');
  // A product published, hidden or changed (a tile's change) is in the sitemaps at once, in every process.
  options.changes?.whenChanged('tiles', () => cache.clear());
  // The route scheme's languages: the predefined ones and those the operator added.
  const languages = () => cache.get('languages', async () => {
    const rows = await loadLanguages(db);
    return { languages: routeLanguages(rows.map((l) => l.code)), defaultLanguage: defaultLanguageOf(rows) };
  }) as Promise<{ languages: string[]; defaultLanguage: string }>;
  const index = () => cache.get('index', () => sitemapIndex(db)) as ReturnType<typeof sitemapIndex>;

  app.get('/robots.txt', async (_request, reply) => {
    const body = robotsTxt(origin, await languages());
    return reply.type('text/plain; charset=utf-8').header('Cache-Control', CACHE_CONTROL).send(body);
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const body = (await cache.get('index-xml', () => sitemapIndexXml(db, origin))) as string;
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', CACHE_CONTROL).send(body);
  });

  app.get<{ Params: { file: string } }>('/sitemap-:file', async (request, reply) => {
    const file = parseSitemapFile(request.params.file);
    const pages = file ? (await index()).find((s) => s.section === file.section)?.pages ?? 0 : 0;
    if (!file || file.page > pages) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    // Streamed a batch of rows at a time: a file of thousands of products never sits in memory whole.
    const stream = Readable.from(sitemapFileXml(db, file.section, file.page, { origin, ...(await languages()) }));
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', CACHE_CONTROL).send(stream);
  });
}
