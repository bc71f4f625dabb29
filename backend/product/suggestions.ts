import type { Kysely } from 'kysely';
import type { SuggestedProducts } from '../../core/product/product-detail';
import { paginator } from '../http/paging';
import type { DB } from '../db/schema';
import { PUBLIC } from '../db/constants';
import { BoundedTtlCache } from '../cache/bounded-cache';
import { countScope, publicProducts, tilePage } from './product-pages';

/** Products per page of each suggestion list: two rows of six on the product page. */
export const SUGGESTIONS_PER_PAGE = 12;

/**
 * How many products a category or sub-category holds changes slowly and is only the suggestion
 * lists' paging total, yet counting a category of thousands was most of a product page's server
 * time at 100,000 products. Counts are kept a minute per database; prices and stock never are.
 */
const COUNT_TTL_MS = 60_000;
const countCaches = new WeakMap<Kysely<DB>, BoundedTtlCache<number>>();

function cachedCount(db: Kysely<DB>, key: string, count: () => Promise<number>): Promise<number> {
  let cache = countCaches.get(db);
  if (!cache) countCaches.set(db, (cache = new BoundedTtlCache<number>(COUNT_TTL_MS, 10_000, 'suggestion-counts')));
  return cache.get(key, count).then((n) => n ?? 0);
}

/**
 * `suggested-products/{id}`: `suggestion_1` the same sub-category (the category when the product
 * has none); `suggestion_2` "also viewed": the rest of the same category, leaving out the product
 * and everything suggestion_1 lists (empty when suggestion_1 is already the whole category).
 * Best rated first. Null for an unknown or private product.
 */
export async function loadSuggestions(db: Kysely<DB>, productId: number, page: number, lang: string, now: Date): Promise<SuggestedProducts | null> {
  const product = await db
    .selectFrom('products')
    .select(['id', 'category_id', 'sub_category_id'])
    .where('id', '=', productId)
    .where('status', '=', PUBLIC)
    .executeTakeFirst();
  if (!product) return null;

  const base = () => publicProducts(db).where('p.id', '<>', product.id);
  const subCategoryId = product.sub_category_id;
  if (subCategoryId === null) {
    // suggestion_1 is already the whole category: nothing is left for suggestion_2.
    const one = await tilePage(db, () => base().where('p.category_id', '=', product.category_id), 'avg_customer_review', page, SUGGESTIONS_PER_PAGE, lang, now);
    return { suggestion_1: one, suggestion_2: paginator([], page, 0, SUGGESTIONS_PER_PAGE) };
  }

  const first = () => base().where('p.sub_category_id', '=', subCategoryId);
  // Same category, other sub-categories: read best-rated first straight off the
  // (category_id, status, rating) index, so it stays fast in a category of many thousands.
  const second = () =>
    base()
      .where('p.category_id', '=', product.category_id)
      .where((eb) => eb.or([eb('p.sub_category_id', 'is', null), eb('p.sub_category_id', '<>', subCategoryId)]));
  // Counting "category minus sub-category" directly reads every row of the category; two
  // counts on covering indexes do not.
  // The product itself is left out of both lists, hence the - 1 of the one it belongs to.
  const inSubCategory = () => cachedCount(db, `s:${subCategoryId}`, () => countScope(() => publicProducts(db).where('p.sub_category_id', '=', subCategoryId)));
  const inCategory = () => cachedCount(db, `c:${product.category_id}`, () => countScope(() => publicProducts(db).where('p.category_id', '=', product.category_id)));
  const countFirst = async () => Math.max(0, (await inSubCategory()) - 1);
  const countSecond = async () => {
    const [category, sub] = await Promise.all([inCategory(), inSubCategory()]);
    return Math.max(0, category - sub);
  };

  const [one, two] = await Promise.all([
    tilePage(db, first, 'avg_customer_review', page, SUGGESTIONS_PER_PAGE, lang, now, countFirst),
    tilePage(db, second, 'avg_customer_review', page, SUGGESTIONS_PER_PAGE, lang, now, countSecond),
  ]);
  return { suggestion_1: one, suggestion_2: two };
}
