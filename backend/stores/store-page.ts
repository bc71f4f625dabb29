import type { Kysely } from 'kysely';
import type { StoreDetail } from '../../core/product/product-detail';
import type { DB } from '../db/schema';
import { publicProducts, type SortKey, tilePage } from '../product/product-pages';

/** Products per page of a store, as in listings. */
export const STORE_PER_PAGE = 30;

/**
 * `store/{slug}`: an approved store with its public products paged and sorted like a listing;
 * `followed` for a signed-in caller. Null for an unknown or unapproved store.
 */
export async function loadStorePage(
  db: Kysely<DB>,
  slug: string,
  options: { page: number; sort: SortKey; userId: number | null },
  lang: string,
  now: Date,
): Promise<StoreDetail | null> {
  const store = await db
    .selectFrom('stores as s')
    .leftJoin('store_translations as t', (join) => join.onRef('t.store_id', '=', 's.id').on('t.lang', '=', lang))
    .select((eb) => [
      's.id', 's.name', 's.slug', 's.logo', 's.banner_image', 's.rating', 's.review_count', 's.created_at',
      eb.fn.coalesce('t.description', 's.description').as('description'),
    ])
    .where('s.slug', '=', slug)
    .where('s.status', '=', 'approved')
    .executeTakeFirst();
  if (!store) return null;

  const inStore = () => publicProducts(db).where('p.store_id', '=', store.id);
  const [result, followed] = await Promise.all([
    tilePage(db, inStore, options.sort, options.page, STORE_PER_PAGE, lang, now),
    options.userId === null
      ? undefined
      : db.selectFrom('store_followers').select('store_id').where('store_id', '=', store.id).where('user_id', '=', options.userId).executeTakeFirst(),
  ]);
  return {
    store: {
      id: store.id,
      name: store.name,
      slug: store.slug,
      description: store.description,
      logo: store.logo,
      banner: store.banner_image,
      rating: Number(store.rating),
      review_count: store.review_count,
      member_since: store.created_at,
      followed: followed ? 1 : null,
      product_count: result.total,
    },
    result,
  };
}
