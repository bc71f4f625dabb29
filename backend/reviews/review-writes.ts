import { type Kysely, sql } from 'kysely';
import type { OwnReview } from '../../core/reviews/review-contract';
import { REVIEWABLE_ORDER } from '../../core/reviews/review-rules';
import type { DialectName } from '../db/database';
import type { DB } from '../db/schema';
import { PUBLIC } from '../db/constants';
import { writeTransaction } from '../db/write-transaction';
import { announceChange } from '../cache/cache-changes';
import { recomputeRating } from './reviews';

/**
 * The order through which `userId` may review `productId`: one of their orders with that product,
 * delivered and not cancelled (`orderId` when given, else the latest). Null when there is none:
 * not bought, not delivered yet, cancelled (the order, or its seller's part of it), or someone else's order.
 */
export async function reviewableOrder(db: Kysely<DB>, userId: number, productId: number, orderId: number | null): Promise<number | null> {
  let query = db.selectFrom('orders as o')
    .innerJoin('ordered_products as op', 'op.order_id', 'o.id')
    .select('o.id')
    .where('o.user_id', '=', userId)
    .where('op.product_id', '=', productId)
    // Delivered and not cancelled: the rule of core/reviews/review-rules.ts (`canReview`), as columns.
    .where('o.status', '=', REVIEWABLE_ORDER.status)
    .where('o.cancelled', '=', REVIEWABLE_ORDER.cancelled ? 1 : 0)
    // Not a line its seller cancelled out of the order (decision 0036): it never arrived.
    .where('op.part_cancellation_id', 'is', null);
  if (orderId !== null) query = query.where('o.id', '=', orderId);
  const row = await query.orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').limit(1).executeTakeFirst();
  return row?.id ?? null;
}

/** The shopper's own review of the product through that order, with its photos; null when none yet. */
export async function findOwnReview(db: Kysely<DB>, userId: number, productId: number, orderId: number): Promise<OwnReview | null> {
  const review = await db.selectFrom('reviews')
    .select(['id', 'product_id', 'order_id', 'rating', 'comment', 'created_at', 'updated_at'])
    .where('user_id', '=', userId).where('product_id', '=', productId).where('order_id', '=', orderId)
    .executeTakeFirst();
  if (!review) return null;
  const images = await db.selectFrom('review_images').select('image').where('review_id', '=', review.id).orderBy('sort_order').orderBy('id').execute();
  return {
    id: review.id, product_id: review.product_id, order_id: review.order_id ?? orderId, stars: review.rating, comment: review.comment,
    images: images.map((row) => row.image), created_at: review.created_at, updated_at: review.updated_at,
  };
}

export interface ReviewWrite {
  userId: number;
  productId: number;
  orderId: number;
  stars: number;
  comment: string | null;
  /** The photos the review shows from now on (stored names, in order); null keeps the ones it has. */
  images: string[] | null;
  /** Runs inside the transaction after the rows are written (the photo files go to disk there), so a failure leaves no row behind. */
  beforeCommit?: () => Promise<void>;
}

/**
 * Stores the shopper's one review of a product of a delivered order, or replaces it, and in the
 * same transaction sets the product's rating and review count from its public reviews. Answers
 * whether the review is new.
 */
export async function saveReview(db: Kysely<DB>, dialect: DialectName, write: ReviewWrite, now = new Date()): Promise<{ created: boolean; id: number }> {
  return writeTransaction(db, dialect, async (trx) => {
    const stamp = now.toISOString();
    const existing = await trx.selectFrom('reviews').select('id')
      .where('user_id', '=', write.userId).where('product_id', '=', write.productId).where('order_id', '=', write.orderId)
      .executeTakeFirst();
    let id: number;
    if (existing) {
      id = existing.id;
      // A new version: a member's moderation made on the review as it was is refused, not silently applied to new words.
      await trx.updateTable('reviews').set({ rating: write.stars, comment: write.comment, updated_at: stamp, version: sql<number>`version + 1` }).where('id', '=', id).execute();
    } else {
      id = (await trx.insertInto('reviews').values({
        product_id: write.productId, user_id: write.userId, order_id: write.orderId, rating: write.stars, comment: write.comment,
        status: PUBLIC, created_at: stamp, updated_at: stamp,
      }).returning('id').executeTakeFirstOrThrow()).id;
    }
    if (write.images !== null) {
      await trx.deleteFrom('review_images').where('review_id', '=', id).execute();
      if (write.images.length > 0) {
        await trx.insertInto('review_images').values(write.images.map((image, sort_order) => ({ review_id: id, image, sort_order }))).execute();
      }
    }
    await recomputeRating(trx, write.productId);
    // Its rating shows on its tiles too.
    await announceChange(trx, dialect, { scope: 'products', ids: [write.productId], tiles: true });
    await write.beforeCommit?.();
    return { created: !existing, id };
  });
}
