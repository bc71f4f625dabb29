import type { FastifyInstance } from 'fastify';
import type { ReviewsData, SuggestedProducts } from '../../core/product/product-detail';
import type { StaticPage } from '../../core/pages/static-page';
import { identifyCaller } from '../auth/caller';
import { readPage } from '../http/paging';
import { translate } from '../i18n/server-messages';
import { listFlashSales, loadFlashSale } from '../catalogue/flash-sales';
import { BoundedTtlCache } from '../cache/bounded-cache';
import { readRowId, readSlug } from '../http/ids';
import { goneProductId, liveState, loadProductBody, type ProductBody, type ProductRef, publicProductId, readProductRef, withLiveState } from './product-detail';
import { PRODUCT_MESSAGES } from './product-messages';
import { readSort } from './product-pages';
import { loadReviews } from '../reviews/reviews';
import { loadStaticPage } from '../pages/static-pages';
import { loadStorePage } from '../stores/store-page';
import { loadSuggestions } from './suggestions';
import type { ApiContext } from '../api/api-context';
import type { ReadReply, ReadRequest } from '../http/public-reads';
import { failure, ok } from '../http/envelope';

type Query = Record<string, unknown>;

/** Static pages change only when an admin edits them. */
const STATIC_PAGE_TTL_MS = 30_000;
/** The hottest product pages (per language) kept in memory; a few MB at most. */
const CACHED_PRODUCTS = 2_000;
const CACHED_PAGES = 200;

/** product/{id}, suggested-products/{id}, flash-sale, flash-sale/{id}, store/{slug}, reviews, page/{slug}. */
export async function productRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const { db } = ctx;
  // How long a product page's texts, images, rules and variant attributes may be served from
  // memory (the read models' TTL). Stock, the flash price and the caller's wishlist are never cached (see liveState).
  const PRODUCT_BODY_TTL_MS = ctx.readModelTtlMs;
  const bodies = new BoundedTtlCache<ProductBody>(PRODUCT_BODY_TTL_MS, CACHED_PRODUCTS, 'products');
  const pages = new BoundedTtlCache<StaticPage>(STATIC_PAGE_TTL_MS, CACHED_PAGES, 'static-pages');
  // Tiles, as home caches them: a tile carries its flash price with its end time, which the
  // browser and the order both check against the clock, and no stock.
  const suggestions = new BoundedTtlCache<SuggestedProducts>(PRODUCT_BODY_TTL_MS, CACHED_PRODUCTS, 'suggested-products');
  // A product's reviews change only when a review is published, like its texts: four queries a
  // page view saved on a hot product, a new review shown within seconds.
  const reviews = new BoundedTtlCache<ReviewsData>(PRODUCT_BODY_TTL_MS, CACHED_PRODUCTS, 'reviews');
  // A new or edited review shows at once: the product's texts (rating, count) and reviews are read again.
  // Another process's too, by its notice (backend/cache/cache-changes.ts).
  ctx.changes.whenProductsChanged((ids) => {
    const ofProducts = ids === null ? () => true : (key: string) => ids.includes(Number(key.slice(0, key.indexOf('|'))));
    bodies.forget(ofProducts);
    reviews.forget(ofProducts);
  });
  ctx.changes.whenChanged('tiles', () => suggestions.forget(() => true));
  ctx.changes.whenChanged('shop', () => pages.forget(() => true));

  const notFound = async (request: ReadRequest, reply: ReadReply, key: string) =>
    reply.code(404).send(failure(404, translate(PRODUCT_MESSAGES, key, await ctx.language(request))));
  /** A read is public: a dead bearer token only means "not signed in" here. */
  const userOf = async (request: ReadRequest) => (await identifyCaller(db, request)).userId;

  /** A product that is not public: 410 when its seller took it down after it was public, else 404. */
  const missingProduct = async (request: ReadRequest, reply: ReadReply, ref: ProductRef | null) => {
    if (ref !== null && (await goneProductId(db, ref)) !== null) {
      return reply.code(410).send(failure(410, translate(PRODUCT_MESSAGES, 'product_gone', await ctx.language(request))));
    }
    return notFound(request, reply, 'product_not_found');
  };

  ctx.reads.get(app, '/product/:id', async (request, reply) => {
    const ref = readProductRef((request.params as { id?: unknown }).id);
    const id = ref === null ? null : 'id' in ref ? ref.id : await publicProductId(db, ref);
    if (id === null) return missingProduct(request, reply, ref);
    const [lang, userId] = await Promise.all([ctx.language(request), userOf(request)]);
    const now = new Date();
    const body = await bodies.get(`${id}|${lang}`, () => loadProductBody(db, id, lang, now));
    if (!body) return missingProduct(request, reply, ref);
    return ok(withLiveState(body, await liveState(db, id, userId, lang, now)));
  });

  ctx.reads.get(app, '/suggested-products/:id', async (request, reply) => {
    const id = readRowId((request.params as { id?: unknown }).id);
    const lang = await ctx.language(request);
    const page = readPage((request.query as Query).page);
    const found = id === null ? null : await suggestions.get(`${id}|${page}|${lang}`, () => loadSuggestions(db, id, page, lang, new Date()));
    return found ? ok(found) : notFound(request, reply, 'product_not_found');
  });

  ctx.reads.get(app, '/flash-sale', async (request) => ok(await listFlashSales(db, await ctx.language(request), new Date())));

  ctx.reads.get(app, '/flash-sale/:id', async (request, reply) => {
    const ref = readProductRef((request.params as { id?: unknown }).id);
    const lang = await ctx.language(request);
    const query = request.query as Query;
    const found = ref === null ? null : await loadFlashSale(db, ref, { page: readPage(query.page), sort: readSort(query.sortby) }, lang, new Date());
    return found ? ok(found) : notFound(request, reply, 'flash_sale_not_found');
  });

  ctx.reads.get(app, '/store/:slug', async (request, reply) => {
    const slug = readSlug((request.params as { slug?: unknown }).slug);
    if (slug === null) return notFound(request, reply, 'store_not_found');
    const query = request.query as Query;
    const [lang, userId] = await Promise.all([ctx.language(request), userOf(request)]);
    const found = await loadStorePage(db, slug, { page: readPage(query.page), sort: readSort(query.sortby), userId }, lang, new Date());
    return found ? ok(found) : notFound(request, reply, 'store_not_found');
  });

  ctx.reads.get(app, '/reviews', async (request, reply) => {
    const query = request.query as Query;
    const id = readRowId(query.product_id);
    const page = readPage(query.page);
    const found = id === null ? null : await reviews.get(`${id}|${page}`, () => loadReviews(db, id, page));
    return found ? ok(found) : notFound(request, reply, 'product_not_found');
  });

  ctx.reads.get(app, '/page/:slug', async (request, reply) => {
    const slug = readSlug((request.params as { slug?: unknown }).slug);
    if (slug === null) return notFound(request, reply, 'page_not_found');
    const lang = await ctx.language(request);
    const found = await pages.get(`${slug}|${lang}`, () => loadStaticPage(db, slug, lang));
    return found ? ok(found) : notFound(request, reply, 'page_not_found');
  });
}
