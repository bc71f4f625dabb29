import type { Kysely } from 'kysely';
import type { FollowedStore } from '../../core/stores/followed-store';
import type { Paginator } from '../../core/shared/paginator';
import type { DB } from '../db/schema';
import { offsetOf, PAGE_SIZE, paginator } from '../http/paging';

/** One page of the approved stores the user follows, most recently followed first. */
export async function followedStores(db: Kysely<DB>, userId: number, page: number): Promise<Paginator<FollowedStore>> {
  const base = db.selectFrom('store_followers as f').innerJoin('stores as s', 's.id', 'f.store_id').where('f.user_id', '=', userId).where('s.status', '=', 'approved');
  const [rows, count] = await Promise.all([
    base.select(['s.id', 's.slug', 's.name', 's.logo', 's.rating', 's.review_count', 'f.created_at as followed_at'])
      .orderBy('f.created_at', 'desc').orderBy('s.id', 'desc')
      .limit(PAGE_SIZE).offset(offsetOf(page)).execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return paginator(rows.map((r) => ({ ...r, rating: Number(r.rating), review_count: Number(r.review_count) })), page, Number(count.total));
}

/**
 * Follows the store, or unfollows it if already followed. Null when there is no approved store with
 * that id (nothing changes).
 */
export async function toggleFollow(db: Kysely<DB>, userId: number, storeId: number, now = new Date()): Promise<{ following: boolean } | null> {
  const store = await db.selectFrom('stores').select('id').where('id', '=', storeId).where('status', '=', 'approved').executeTakeFirst();
  if (!store) return null;
  const removed = await db.deleteFrom('store_followers').where('store_id', '=', storeId).where('user_id', '=', userId).executeTakeFirst();
  if (Number(removed.numDeletedRows) > 0) return { following: false };
  // Two toggles racing: the second insert finds the row and leaves it (the user follows).
  await db.insertInto('store_followers').values({ store_id: storeId, user_id: userId, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['store_id', 'user_id']).doNothing()).execute();
  return { following: true };
}
