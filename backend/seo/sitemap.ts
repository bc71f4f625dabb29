import type { Kysely } from 'kysely';
import { LANGUAGE_CODES } from '../../core/language/language';
import { localizePath } from '../../core/language/localized-path';
import type { DB } from '../db/schema';
import { productPath } from '../../core/product/product-path';
import { PUBLIC } from '../db/constants';

/**
 * Sitemaps for search engines. `/sitemap.xml` is an index of section files
 * (`/sitemap-{section}-{page}.xml`). Each file holds at most SITEMAP_PAGE_SIZE things, each in the five
 * languages as its own `<url>` with `xhtml:link` alternates to all five and x-default: at most
 * 5,000 `<url>` elements and about 4 MB, well under the protocol's 50,000 URLs and 50 MB.
 */
export const SITEMAP_PAGE_SIZE = 1_000;
/** Rows read per query while a file streams out: memory stays flat however large the catalogue. */
const BATCH = 250;

export const SITEMAP_SECTIONS = ['pages', 'categories', 'brands', 'stores', 'products'] as const;
export type SitemapSection = (typeof SITEMAP_SECTIONS)[number];

/** One thing to list: its language-neutral path and when it last changed. */
interface Entry {
  path: string;
  lastmod?: string | null;
}

export interface SitemapOptions {
  /** Public origin, no trailing slash. */
  origin: string;
  /** Languages of the route scheme; the default one has no path prefix. */
  languages?: readonly string[];
  defaultLanguage: string;
}

const xml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
const slug = (value: string) => encodeURIComponent(value);

/** Dates as W3C date-time; our timestamps are ISO UTC text already, PostgreSQL may hand back a Date. */
function lastmodOf(value: unknown): string | null {
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'string' || value === '') return null;
  const date = new Date(value.includes('T') || value.endsWith('Z') ? value : `${value.replace(' ', 'T')}Z`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** How many files each section needs (at least one, so the index is stable on an empty shop). */
export async function sitemapIndex(db: Kysely<DB>): Promise<{ section: SitemapSection; pages: number }[]> {
  const count = async (query: Promise<{ n: number | string | bigint } | undefined>) => Number((await query)?.n ?? 0);
  const [categories, subCategories, brands, stores, products, pages] = await Promise.all([
    count(db.selectFrom('categories').select((eb) => eb.fn.countAll().as('n')).where('status', '=', PUBLIC).executeTakeFirst()),
    count(db.selectFrom('sub_categories').select((eb) => eb.fn.countAll().as('n')).where('status', '=', PUBLIC).executeTakeFirst()),
    count(db.selectFrom('brands').select((eb) => eb.fn.countAll().as('n')).where('status', '=', PUBLIC).executeTakeFirst()),
    count(db.selectFrom('stores').select((eb) => eb.fn.countAll().as('n')).where('status', '=', 'approved').executeTakeFirst()),
    count(db.selectFrom('products').select((eb) => eb.fn.countAll().as('n')).where('status', '=', PUBLIC).executeTakeFirst()),
    count(db.selectFrom('pages').select((eb) => eb.fn.countAll().as('n')).where('status', '=', PUBLIC).executeTakeFirst()),
  ]);
  const files = (n: number) => Math.max(1, Math.ceil(n / SITEMAP_PAGE_SIZE));
  return [
    { section: 'pages', pages: files(pages + FIXED_PAGES.length) },
    { section: 'categories', pages: files(categories + subCategories) },
    { section: 'brands', pages: files(brands) },
    { section: 'stores', pages: files(stores) },
    { section: 'products', pages: files(products) },
  ];
}

/** The index document. */
export async function sitemapIndexXml(db: Kysely<DB>, origin: string): Promise<string> {
  const files = (await sitemapIndex(db)).flatMap(({ section, pages }) => Array.from({ length: pages }, (_, i) => `${origin}/sitemap-${section}-${i + 1}.xml`));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.map((loc) => `<sitemap><loc>${xml(loc)}</loc></sitemap>`).join('\n')}\n</sitemapindex>\n`;
}

/**
 * Lists and pages every shop has, before the static pages from the database: the indexable ones
 * (search results, the cart, the account and order tracking are noindex and stay out).
 */
const FIXED_PAGES: readonly Entry[] = [{ path: '/' }, { path: '/categories' }, { path: '/brands' }, { path: '/flash-sale' }, { path: '/hot-deals' }, { path: '/contact' }, { path: '/sitemap' }];

/**
 * Rows of one section file, read in id order a batch at a time (keyset: `id > last`), starting at
 * the file's offset. Offsets run over the primary key only, so even the last product file is quick.
 */
async function* entries(db: Kysely<DB>, section: SitemapSection, page: number): AsyncGenerator<Entry> {
  const offset = (page - 1) * SITEMAP_PAGE_SIZE;
  if (section === 'pages') {
    const fixed = FIXED_PAGES.slice(offset, offset + SITEMAP_PAGE_SIZE);
    yield* fixed;
    const skip = Math.max(0, offset - FIXED_PAGES.length);
    yield* keyset(SITEMAP_PAGE_SIZE - fixed.length, skip, (after, limit, skipNow) =>
      db.selectFrom('pages').select(['id', 'slug', 'updated_at']).where('status', '=', PUBLIC).where('id', '>', after).orderBy('id').limit(limit).offset(skipNow).execute(),
      (row) => ({ path: `/page/${slug(row.slug)}`, lastmod: lastmodOf(row.updated_at) }));
    return;
  }
  if (section === 'categories') {
    // Categories first, then sub-categories: one numbering across both.
    const counted = await db.selectFrom('categories').select((eb) => eb.fn.countAll().as('n')).where('status', '=', PUBLIC).executeTakeFirst();
    const categoryCount = Number(counted?.n ?? 0);
    let room = SITEMAP_PAGE_SIZE;
    if (offset < categoryCount) {
      for await (const entry of keyset(SITEMAP_PAGE_SIZE, offset, (after, limit, skipNow) =>
        db.selectFrom('categories').select(['id', 'slug']).where('status', '=', PUBLIC).where('id', '>', after).orderBy('id').limit(limit).offset(skipNow).execute(),
        (row) => ({ path: `/all/${slug(row.slug)}` }))) {
        room -= 1;
        yield entry;
      }
    }
    if (room > 0) {
      yield* keyset(room, Math.max(0, offset - categoryCount), (after, limit, skipNow) =>
        db.selectFrom('sub_categories as s').innerJoin('categories as c', 'c.id', 's.category_id')
          .select(['s.id as id', 's.slug as slug', 'c.slug as category_slug'])
          .where('s.status', '=', PUBLIC).where('c.status', '=', PUBLIC).where('s.id', '>', after)
          .orderBy('s.id').limit(limit).offset(skipNow).execute(),
        (row) => ({ path: `/all/${slug(row.category_slug)}/${slug(row.slug)}` }));
    }
    return;
  }
  if (section === 'brands') {
    yield* keyset(SITEMAP_PAGE_SIZE, offset, (after, limit, skipNow) =>
      db.selectFrom('brands').select(['id', 'slug']).where('status', '=', PUBLIC).where('id', '>', after).orderBy('id').limit(limit).offset(skipNow).execute(),
      (row) => ({ path: `/${slug(row.slug)}/brand?brand=${row.id}` }));
    return;
  }
  if (section === 'stores') {
    yield* keyset(SITEMAP_PAGE_SIZE, offset, (after, limit, skipNow) =>
      db.selectFrom('stores').select(['id', 'slug']).where('status', '=', 'approved').where('id', '>', after).orderBy('id').limit(limit).offset(skipNow).execute(),
      (row) => ({ path: `/shop/${slug(row.slug)}` }));
    return;
  }
  yield* keyset(SITEMAP_PAGE_SIZE, offset, (after, limit, skipNow) =>
    db.selectFrom('products').select(['id', 'slug', 'updated_at']).where('status', '=', PUBLIC).where('id', '>', after).orderBy('id').limit(limit).offset(skipNow).execute(),
    (row) => ({ path: productPath(row), lastmod: lastmodOf(row.updated_at) }));
}

/** Reads up to `total` rows after skipping `skip`, BATCH at a time; only the first query skips. */
async function* keyset<Row extends { id: number }>(
  total: number,
  skip: number,
  read: (after: number, limit: number, skip: number) => Promise<Row[]>,
  toEntry: (row: Row) => Entry,
): AsyncGenerator<Entry> {
  let after = 0;
  let left = total;
  let skipNow = skip;
  while (left > 0) {
    const rows = await read(after, Math.min(BATCH, left), skipNow);
    skipNow = 0;
    for (const row of rows) yield toEntry(row);
    if (rows.length < Math.min(BATCH, left)) return;
    left -= rows.length;
    after = rows[rows.length - 1]!.id;
  }
}

/** `sitemap-products-3.xml` → section and page, or null for anything else. */
export function parseSitemapFile(file: string): { section: SitemapSection; page: number } | null {
  const match = /^(pages|categories|brands|stores|products)-([1-9]\d{0,5})\.xml$/.exec(file);
  return match ? { section: match[1] as SitemapSection, page: Number(match[2]) } : null;
}

/**
 * One section file as a stream of XML chunks. Every thing appears once per language, each copy
 * naming all language versions (hreflang) so search engines pair them.
 */
export async function* sitemapFileXml(db: Kysely<DB>, section: SitemapSection, page: number, options: SitemapOptions): AsyncGenerator<string> {
  const languages = options.languages ?? LANGUAGE_CODES;
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
  let chunk = '';
  for await (const entry of entries(db, section, page)) {
    const href = (language: string) => xml(`${options.origin}${localizePath(entry.path, language, options.defaultLanguage)}`);
    const links = languages.map((language) => `<xhtml:link rel="alternate" hreflang="${xml(language)}" href="${href(language)}"/>`).join('')
      + `<xhtml:link rel="alternate" hreflang="x-default" href="${href(options.defaultLanguage)}"/>`;
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : '';
    for (const language of languages) chunk += `<url><loc>${href(language)}</loc>${lastmod}${links}</url>\n`;
    if (chunk.length > 64_000) {
      yield chunk;
      chunk = '';
    }
  }
  yield `${chunk}</urlset>\n`;
}
