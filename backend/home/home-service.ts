import type { Kysely } from 'kysely';
import type {
  Collection, FeaturedBrand, FeaturedCategory, FlashSaleSummary, HomeData, SiteFeature, Slide,
} from '../../core/home/home-data';
import type { DB } from '../db/schema';
import { loadPublicBanners } from '../common/banners';
import { PUBLIC, TIME_ZONE } from '../db/constants';
import { centsToAmount } from '../db/money';
import { inOrder, loadTiles } from '../product/product-tiles';

/** How much the home page shows of each section. */
export const HOME_LIMITS = {
  /** Four collections of up to nine products keep the home page scannable (and its HTML light). */
  collections: 4,
  productsPerCollection: 9,
  featuredCategories: 12,
  featuredBrands: 15,
  /** Two rows of six per sale; the sale's own page lists all of it. */
  productsPerFlashSale: 12,
  newestProducts: 18,
} as const;

/** Home banners are types 1-7; 8 (top) and 9 (popup) belong to common data. */
const HOME_BANNER_TYPES = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * The home page (api/v1 `home`) in `lang`, falling back to the default language, as of `now`
 * (flash sales running at that instant). Three rounds of small indexed queries whatever the
 * catalogue size: sections; the products each section shows; the tiles of all those products.
 */
export async function loadHome(db: Kysely<DB>, lang: string, now: Date): Promise<HomeData> {
  const [slider, siteFeatures, banners, collections, featuredCategories, featuredBrands, flashSales, newestIds] = await Promise.all([
    loadSlider(db, lang),
    loadSiteFeatures(db, lang),
    loadPublicBanners(db, HOME_BANNER_TYPES, lang),
    loadCollections(db, lang),
    loadFeaturedCategories(db, lang),
    loadFeaturedBrands(db),
    loadActiveFlashSales(db, lang, now),
    loadNewestProductIds(db),
  ]);

  const [collectionProducts, flashProducts] = await Promise.all([
    firstProductsOfCollections(db, collections.map((c) => c.id)),
    firstProductsOfFlashSales(db, flashSales.map((s) => s.id)),
  ]);

  const tiles = await loadTiles(
    db,
    [...collectionProducts.map((r) => r.product_id), ...flashProducts.map((r) => r.product_id), ...newestIds],
    lang,
    now,
  );

  return {
    slider,
    site_features: siteFeatures,
    banners,
    collections: collections.map((c): Collection => ({
      ...c,
      product_collections: inOrder(collectionProducts.filter((r) => r.collection_id === c.id).map((r) => r.product_id), tiles),
    })),
    featured_categories: featuredCategories,
    featured_brands: featuredBrands,
    flash_sales: flashSales.map((sale): FlashSaleSummary => ({
      ...sale,
      // Inside its own sale a product shows that sale's price and end, even if another sale is cheaper.
      public_products: flashProducts
        .filter((r) => r.flash_sale_id === sale.id)
        .flatMap((r) => {
          const tile = tiles.get(r.product_id);
          return tile ? [{ ...tile, price: centsToAmount(r.price), end_time: sale.end_time }] : [];
        }),
    })),
    products: inOrder(newestIds, tiles),
    time_zone: TIME_ZONE,
  };
}

async function loadSlider(db: Kysely<DB>, lang: string): Promise<HomeData['slider']> {
  const rows = await db
    .selectFrom('sliders as s')
    .leftJoin('slider_translations as t', (join) => join.onRef('t.slider_id', '=', 's.id').on('t.lang', '=', lang))
    .select((eb) => ['s.id', 's.type', 's.image', 's.source_type', 's.url', 's.slug', 's.source_id', eb.fn.coalesce('t.title', 's.title').as('title')])
    .where('s.status', '=', PUBLIC)
    .orderBy('s.sort_order')
    .orderBy('s.id')
    .execute();
  const slides = rows.map(({ type, ...slide }) => ({ type, slide: slide satisfies Slide }));
  return {
    main: slides.filter((s) => s.type === 'main').map((s) => s.slide),
    right_top: slides.find((s) => s.type === 'right_top')?.slide ?? null,
    right_bottom: slides.find((s) => s.type === 'right_bottom')?.slide ?? null,
  };
}

async function loadSiteFeatures(db: Kysely<DB>, lang: string): Promise<SiteFeature[]> {
  return db
    .selectFrom('site_features as f')
    .leftJoin('site_feature_translations as t', (join) => join.onRef('t.site_feature_id', '=', 'f.id').on('t.lang', '=', lang))
    .select((eb) => ['f.id', 'f.image', eb.fn.coalesce('t.title', 'f.title').as('title'), eb.fn.coalesce('t.detail', 'f.detail').as('detail')])
    .where('f.status', '=', PUBLIC)
    .orderBy('f.sort_order')
    .orderBy('f.id')
    .execute();
}

async function loadCollections(db: Kysely<DB>, lang: string): Promise<Omit<Collection, 'product_collections'>[]> {
  return db
    .selectFrom('collections as c')
    .leftJoin('collection_translations as t', (join) => join.onRef('t.collection_id', '=', 'c.id').on('t.lang', '=', lang))
    .select((eb) => ['c.id', 'c.slug', eb.fn.coalesce('t.title', 'c.title').as('title')])
    .where('c.status', '=', PUBLIC)
    .orderBy('c.sort_order')
    .orderBy('c.id')
    .limit(HOME_LIMITS.collections)
    .execute();
}

async function loadFeaturedCategories(db: Kysely<DB>, lang: string): Promise<FeaturedCategory[]> {
  return db
    .selectFrom('categories as c')
    .leftJoin('category_translations as t', (join) => join.onRef('t.category_id', '=', 'c.id').on('t.lang', '=', lang))
    .select((eb) => ['c.id', 'c.slug', 'c.image', eb.fn.coalesce('t.title', 'c.title').as('title')])
    .where('c.status', '=', PUBLIC)
    .where('c.featured', '=', 1)
    .orderBy('c.sort_order')
    .orderBy('c.id')
    .limit(HOME_LIMITS.featuredCategories)
    .execute();
}

/** Brand names are not translated. */
async function loadFeaturedBrands(db: Kysely<DB>): Promise<FeaturedBrand[]> {
  return db
    .selectFrom('brands')
    .select(['id', 'slug', 'title', 'image'])
    .where('status', '=', PUBLIC)
    .where('featured', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .limit(HOME_LIMITS.featuredBrands)
    .execute();
}

/** Public sales running at `now`, the one ending soonest first. */
async function loadActiveFlashSales(db: Kysely<DB>, lang: string, now: Date): Promise<Omit<FlashSaleSummary, 'public_products'>[]> {
  const at = now.toISOString();
  return db
    .selectFrom('flash_sales as f')
    .leftJoin('flash_sale_translations as t', (join) => join.onRef('t.flash_sale_id', '=', 'f.id').on('t.lang', '=', lang))
    .select((eb) => ['f.id', 'f.slug', 'f.end_time', eb.fn.coalesce('t.title', 'f.title').as('title')])
    .where('f.status', '=', PUBLIC)
    .where('f.end_time', '>', at)
    .where('f.start_time', '<=', at)
    .orderBy('f.end_time')
    .orderBy('f.id')
    .execute();
}

async function loadNewestProductIds(db: Kysely<DB>): Promise<number[]> {
  const rows = await db
    .selectFrom('products')
    .select('id')
    .where('status', '=', PUBLIC)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(HOME_LIMITS.newestProducts)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * The first public products of each collection. One statement: a UNION ALL of one LIMITed,
 * index-ordered part per collection, so a collection of 10,000 products still reads 9 rows
 * (a window function would number every row of every collection first).
 */
async function firstProductsOfCollections(db: Kysely<DB>, collectionIds: readonly number[]) {
  const parts = collectionIds.map((id) =>
    db.selectFrom((eb) => eb
      .selectFrom('collection_products as cp')
      .innerJoin('products as p', 'p.id', 'cp.product_id')
      .select(['cp.collection_id', 'cp.product_id'])
      .where('cp.collection_id', '=', id)
      .where('p.status', '=', PUBLIC)
      .orderBy('cp.sort_order')
      .orderBy('cp.product_id')
      .limit(HOME_LIMITS.productsPerCollection)
      .as('part'))
      .select(['part.collection_id', 'part.product_id']),
  );
  const [first, ...rest] = parts;
  if (!first) return [];
  return rest.reduce((query, part) => query.unionAll(part), first).execute();
}

/** The first public products of each flash sale with their sale price (cents); same shape as above. */
async function firstProductsOfFlashSales(db: Kysely<DB>, saleIds: readonly number[]) {
  const parts = saleIds.map((id) =>
    db.selectFrom((eb) => eb
      .selectFrom('flash_sale_products as fp')
      .innerJoin('products as p', 'p.id', 'fp.product_id')
      .select(['fp.flash_sale_id', 'fp.product_id', 'fp.price'])
      .where('fp.flash_sale_id', '=', id)
      .where('p.status', '=', PUBLIC)
      .orderBy('fp.product_id')
      .limit(HOME_LIMITS.productsPerFlashSale)
      .as('part'))
      .select(['part.flash_sale_id', 'part.product_id', 'part.price']),
  );
  const [first, ...rest] = parts;
  if (!first) return [];
  return rest.reduce((query, part) => query.unionAll(part), first).execute();
}
