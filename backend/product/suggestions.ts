import type { Kysely } from 'kysely';
import type { SuggestedProducts } from '../../core/domain/product-detail';
import { paginator } from '../accounts/paging';
import type { DB } from '../db/schema';
import { PUBLIC } from '../services/constants';
import { countScope, publicProducts, tilePage } from './product-pages';

/** Products per page of each suggestion list: two rows of six on the product page. */
export const SUGGESTIONS_PER_PAGE = 12;

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
  const countSecond = async () => {
    const [inCategory, inSub] = await Promise.all([
      countScope(() => base().where('p.category_id', '=', product.category_id)),
      countScope(() => first().where('p.category_id', '=', product.category_id)),
    ]);
    return inCategory - inSub;
  };

  const [one, two] = await Promise.all([
    tilePage(db, first, 'avg_customer_review', page, SUGGESTIONS_PER_PAGE, lang, now),
    tilePage(db, second, 'avg_customer_review', page, SUGGESTIONS_PER_PAGE, lang, now, countSecond),
  ]);
  return { suggestion_1: one, suggestion_2: two };
}
