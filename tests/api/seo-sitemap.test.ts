// @vitest-environment jsdom
// (for DOMParser: the sitemaps are read as strict XML)
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../backend/db/migrate';
import type { ShopDatabase } from '../../backend/db/database';
import { seedDatabase } from '../../backend/seed/seed';
import { SITEMAP_PAGE_SIZE } from '../../backend/seo/sitemap';
import { createApp } from '../../composition/server/app';
import { testDatabases } from '../support/databases';

const ORIGIN = 'https://shop.example';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
/** More than one products file, so paging is exercised. */
const PRODUCTS = SITEMAP_PAGE_SIZE + 150;

/** Parses as strict XML; a malformed document fails the test. */
function parseXml(text: string): Document {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

const locs = (doc: Document, tag: 'sitemap' | 'url') => [...doc.getElementsByTagNameNS(SITEMAP_NS, tag)].map((el) => el.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0]!.textContent!);

describe.each(testDatabases())('sitemap.xml and robots.txt on $name', (database) => {
  let app: FastifyInstance;
  let shop: ShopDatabase & { drop(): Promise<void> };

  beforeAll(async () => {
    shop = await database.open();
    await migrateToLatest(shop.db);
    await seedDatabase(shop, { products: PRODUCTS, seed: 11 });
    app = await createApp({ shop, publicUrl: `${ORIGIN}/` });
  });

  afterAll(async () => {
    await app?.close();
    await shop?.drop();
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('serves an index of section files with absolute URLs on the public origin', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
    const files = locs(parseXml(response.body), 'sitemap');
    expect(files).toContain(`${ORIGIN}/sitemap-pages-1.xml`);
    expect(files).toContain(`${ORIGIN}/sitemap-categories-1.xml`);
    expect(files).toContain(`${ORIGIN}/sitemap-brands-1.xml`);
    expect(files).toContain(`${ORIGIN}/sitemap-stores-1.xml`);
    expect(files.filter((f) => f.includes('sitemap-products-'))).toEqual([`${ORIGIN}/sitemap-products-1.xml`, `${ORIGIN}/sitemap-products-2.xml`]);
  });

  it('lists every public product once per language across the product files, each with five hreflang alternates and x-default', async () => {
    const products = await shop.db.selectFrom('products').select(['id', 'slug']).where('status', '=', 1).orderBy('id').execute();
    const seen: string[] = [];
    for (const page of [1, 2]) {
      const response = await get(`/sitemap-products-${page}.xml`);
      expect(response.statusCode).toBe(200);
      const doc = parseXml(response.body);
      const urls = [...doc.getElementsByTagNameNS(SITEMAP_NS, 'url')];
      expect(urls.length).toBeLessThanOrEqual(SITEMAP_PAGE_SIZE * 5);
      for (const url of urls) {
        const links = [...url.getElementsByTagNameNS(XHTML_NS, 'link')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]);
        expect(links.map(([lang]) => lang)).toEqual(['en', 'fr', 'ar', 'tr', 'hi', 'x-default']);
        expect(links.map(([, href]) => href)).toContain(url.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0]!.textContent);
        expect(url.getElementsByTagNameNS(SITEMAP_NS, 'lastmod')[0]?.textContent).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      }
      seen.push(...locs(doc, 'url'));
    }
    expect(seen).toHaveLength(products.length * 5);
    expect(new Set(seen).size).toBe(seen.length);
    const first = products[0]!;
    expect(seen).toContain(`${ORIGIN}/${first.slug}/product/${first.id}`);
    expect(seen).toContain(`${ORIGIN}/ar/${first.slug}/product/${first.id}`);
    const last = products[products.length - 1]!;
    expect(seen).toContain(`${ORIGIN}/hi/${last.slug}/product/${last.id}`);
  });

  it('covers home, lists, static pages, categories, sub-categories, brands and stores', async () => {
    const all = async (file: string) => locs(parseXml((await get(file)).body), 'url');
    const pages = await all('/sitemap-pages-1.xml');
    expect(pages).toEqual(expect.arrayContaining([`${ORIGIN}/`, `${ORIGIN}/fr`, `${ORIGIN}/categories`, `${ORIGIN}/tr/brands`, `${ORIGIN}/flash-sale`, `${ORIGIN}/hot-deals`, `${ORIGIN}/fr/contact`, `${ORIGIN}/sitemap`, `${ORIGIN}/ar/sitemap`]));
    expect(pages.some((loc) => /\/(track-order|search|cart)\b/.test(loc))).toBe(false);
    const staticPage = await shop.db.selectFrom('pages').select('slug').where('status', '=', 1).executeTakeFirst();
    if (staticPage) expect(pages).toContain(`${ORIGIN}/page/${staticPage.slug}`);

    const categories = await all('/sitemap-categories-1.xml');
    const sub = await shop.db.selectFrom('sub_categories as s').innerJoin('categories as c', 'c.id', 's.category_id').select(['s.slug as slug', 'c.slug as parent']).where('s.status', '=', 1).executeTakeFirstOrThrow();
    expect(categories).toContain(`${ORIGIN}/all/${sub.parent}`);
    expect(categories).toContain(`${ORIGIN}/ar/all/${sub.parent}/${sub.slug}`);

    const brand = await shop.db.selectFrom('brands').select(['id', 'slug']).where('status', '=', 1).executeTakeFirstOrThrow();
    const brandsXml = (await get('/sitemap-brands-1.xml')).body;
    expect(locs(parseXml(brandsXml), 'url')).toContain(`${ORIGIN}/${brand.slug}/brand?brand=${brand.id}`);

    const store = await shop.db.selectFrom('stores').select('slug').where('status', '=', 'approved').executeTakeFirstOrThrow();
    expect(await all('/sitemap-stores-1.xml')).toContain(`${ORIGIN}/fr/shop/${store.slug}`);
  });

  it('answers 404 for a file past the end or a name it does not know', async () => {
    expect((await get('/sitemap-products-3.xml')).statusCode).toBe(404);
    expect((await get('/sitemap-products-0.xml')).statusCode).toBe(404);
    expect((await get('/sitemap-secrets-1.xml')).statusCode).toBe(404);
    expect((await get('/sitemap-products-1.xml%3Cscript%3E')).statusCode).toBe(404);
  });

  it('serves robots.txt: all allowed but the private pages in every language, and the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/user/', '/cart', '/checkout', '/shipping', '/login', '/register', '/ar/user/', '/fr/checkout', '/hi/login']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
