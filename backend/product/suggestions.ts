import type { Kysely } from 'kysely';
import type { SuggestedProducts } from '../../core/domain/product-detail';
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
    .select(['id', 'category_id', 'sub_category_id', 'brand_id'])
    .where('id', '=', productId)
    .where('status', '=', PUBLIC)
    .executeTakeFirst();
  if (!product) return null;

  const base = () => publicProducts(db).where('p.id', '<>', product.id);
  const first = product.sub_category_id !== null
    ? () => base().where('p.sub_category_id', '=', product.sub_category_id)
    : () => base().where('p.category_id', '=', product.category_id);
  // Same category, other sub-categories: read best-rated first straight off the
  // (category_id, status, rating) index, so it stays fast in a category of many thousands.
  const second = () =>
    base()
      .where('p.category_id', '=', product.category_id)
      .where((eb) =>
        product.sub_category_id !== null
          ? eb.or([eb('p.sub_category_id', 'is', null), eb('p.sub_category_id', '<>', product.sub_category_id)])
          : eb.val(false),
      );

  const [one, two] = await Promise.all([
    tilePage(db, first, 'avg_customer_review', page, SUGGESTIONS_PER_PAGE, lang, now),
    tilePage(db, second, 'avg_customer_review', page, SUGGESTIONS_PER_PAGE, lang, now, async () => {
      if (product.sub_category_id === null) return 0;
      // Counting "category minus sub-category" directly reads every row of the category; two
      // counts on covering indexes do not.
      const [inCategory, inSub] = await Promise.all([
        countScope(() => base().where('p.category_id', '=', product.category_id)),
        countScope(() => base().where('p.sub_category_id', '=', product.sub_category_id).where('p.category_id', '=', product.category_id)),
      ]);
      return inCategory - inSub;
    }),
  ]);
  return { suggestion_1: one, suggestion_2: two };
}
