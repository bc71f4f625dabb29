import type { Kysely } from 'kysely';
import type { Review, ReviewsData } from '../../core/product/product-detail';
import { offsetOf, paginator } from '../http/paging';
import type { DB } from '../db/schema';
import { PUBLIC } from '../db/constants';

/** Reviews per page under a product. */
export const REVIEWS_PER_PAGE = 10;

/** First word of a name: reviews never show a reviewer's full name. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/**
 * `reviews?product_id=&page=`: a public product's public reviews, newest first, with the star
 * breakdown and average. Null for an unknown or private product.
 */
export async function loadReviews(db: Kysely<DB>, productId: number, page: number): Promise<ReviewsData | null> {
  const product = await db.selectFrom('products').select('id').where('id', '=', productId).where('status', '=', PUBLIC).executeTakeFirst();
  if (!product) return null;

  const [counts, rows] = await Promise.all([
    db
      .selectFrom('reviews')
      .select((eb) => ['rating', eb.fn.countAll<number | string>().as('n')])
      .where('product_id', '=', productId)
      .where('status', '=', PUBLIC)
      .groupBy('rating')
      .execute(),
    db
      .selectFrom('reviews as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select(['r.id', 'r.rating', 'r.comment', 'r.created_at', 'u.name'])
      .where('r.product_id', '=', productId)
      .where('r.status', '=', PUBLIC)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(REVIEWS_PER_PAGE)
      .offset(offsetOf(page, REVIEWS_PER_PAGE))
      .execute(),
  ]);
  const images = rows.length === 0
    ? []
    : await db.selectFrom('review_images').select(['review_id', 'image']).where('review_id', 'in', rows.map((r) => r.id)).orderBy('sort_order').orderBy('id').execute();

  const stars: ReviewsData['stars'] = { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 };
  let total = 0;
  let sum = 0;
  for (const row of counts) {
    const n = Number(row.n);
    if (row.rating >= 1 && row.rating <= 5) stars[row.rating as 1 | 2 | 3 | 4 | 5] += n;
    total += n;
    sum += row.rating * n;
  }
  const all: Review[] = rows.map((row) => ({
    id: row.id,
    user: { first_name: firstName(row.name) },
    stars: row.rating,
    comment: row.comment,
    images: images.filter((image) => image.review_id === row.id).map((image) => image.image),
    created_at: row.created_at,
  }));
  return {
    total,
    average: total === 0 ? 0 : Math.round((sum / total) * 10) / 10,
    stars,
    all: paginator(all, page, total, REVIEWS_PER_PAGE),
  };
}

/** A product's rating (average stars, two decimals) and review count from its public reviews (a review published, edited, hidden or shown again). */
export async function recomputeRating(trx: Kysely<DB>, productId: number): Promise<void> {
  const sums = await trx.selectFrom('reviews')
    .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.sum<number | string | null>('rating').as('total')])
    .where('product_id', '=', productId).where('status', '=', PUBLIC)
    .executeTakeFirstOrThrow();
  const count = Number(sums.n);
  const rating = count === 0 ? 0 : Math.round((Number(sums.total) / count) * 100) / 100;
  await trx.updateTable('products').set({ rating, review_count: count }).where('id', '=', productId).execute();
}
