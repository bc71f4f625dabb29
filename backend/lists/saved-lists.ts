import { type Kysely, sql } from 'kysely';
import { COMPARE_LIMIT, type Paginator, type ProductDetail } from '../../core/product/product-detail';
import type { ProductTile } from '../../core/product/product-tile';
import { offsetOf, PAGE_SIZE, paginator } from '../http/paging';
import type { DB } from '../db/schema';
import { PUBLIC } from '../db/constants';
import { inOrder, loadTiles } from '../product/product-tiles';
import { liveState, loadProductBody, withLiveState } from '../product/product-detail';

/** The two per-user product lists; both have (user_id, product_id) unique. */
export type SavedList = 'wishlists' | 'compare_lists';

/** Rows per page: the wishlist pages like other account lists; the compare list is at most COMPARE_LIMIT. */
function perPage(list: SavedList): number {
  return list === 'wishlists' ? PAGE_SIZE : COMPARE_LIMIT;
}

/** Both tables have the same columns, so either is typed as the wishlist for the query builder. */
function aliased(list: SavedList): 'wishlists as l' {
  return `${list} as l` as 'wishlists as l';
}

/** The user's list as a page of tiles, newest first; products made private since are left out. */
export async function listSaved(db: Kysely<DB>, list: SavedList, userId: number, page: number, lang: string, now: Date): Promise<Paginator<ProductTile>> {
  const size = perPage(list);
  const mine = () =>
    db.selectFrom(aliased(list)).innerJoin('products as p', 'p.id', 'l.product_id').where('l.user_id', '=', userId).where('p.status', '=', PUBLIC);
  const [count, rows] = await Promise.all([
    mine().select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    mine().select('l.product_id').orderBy('l.created_at', 'desc').orderBy('l.id', 'desc').limit(size).offset(offsetOf(page, size)).execute(),
  ]);
  const ids = rows.map((row) => row.product_id);
  return paginator(inOrder(ids, await loadTiles(db, ids, lang, now)), page, Number(count.n), size);
}

/**
 * The user's compare list (at most COMPARE_LIMIT), newest first, each product whole as its page
 * reads it (brand, stock, attributes, refundable, warranty, returns, the running flash price), so
 * the compare page sets them side by side. Products made private since are left out.
 */
export async function listCompared(db: Kysely<DB>, userId: number, lang: string, now: Date): Promise<Paginator<ProductDetail>> {
  const rows = await db.selectFrom('compare_lists as l').innerJoin('products as p', 'p.id', 'l.product_id')
    .select('l.product_id').where('l.user_id', '=', userId).where('p.status', '=', PUBLIC)
    .orderBy('l.created_at', 'desc').orderBy('l.id', 'desc').limit(COMPARE_LIMIT).execute();
  const products = await Promise.all(rows.map(async ({ product_id: id }) => {
    const [body, live] = await Promise.all([loadProductBody(db, id, lang, now), liveState(db, id, userId, lang, now)]);
    return body ? withLiveState(body, live) : null;
  }));
  const data = products.filter((product): product is ProductDetail => product !== null);
  return paginator(data, 1, data.length, COMPARE_LIMIT);
}

export type ToggleResult = { kind: 'added'; id: number } | { kind: 'removed' } | { kind: 'no_product' } | { kind: 'full' };

/**
 * Adds the product to the user's list, or removes it when already there. Only a public product
 * can be added; the compare list refuses a product beyond COMPARE_LIMIT. Acts only on the user's
 * own rows; the unique (user, product) key makes a double click add once.
 */
export async function toggleSaved(db: Kysely<DB>, list: SavedList, userId: number, productId: number): Promise<ToggleResult> {
  return db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom(list).where('user_id', '=', userId).where('product_id', '=', productId).executeTakeFirst();
    if (Number(removed.numDeletedRows) > 0) return { kind: 'removed' };

    const product = await trx.selectFrom('products').select('id').where('id', '=', productId).where('status', '=', PUBLIC).executeTakeFirst();
    if (!product) return { kind: 'no_product' };
    if (list === 'compare_lists') {
      // Lock the user's row first so concurrent additions count one after another and the limit
      // holds (PostgreSQL row lock; SQLite runs write transactions one at a time anyway).
      await sql`update users set id = id where id = ${userId}`.execute(trx);
      const held = await trx.selectFrom('compare_lists').select((eb) => eb.fn.countAll<number | string>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
      if (Number(held.n) >= COMPARE_LIMIT) return { kind: 'full' };
    }
    await trx.insertInto(list).values({ user_id: userId, product_id: productId }).onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing()).execute();
    const row = await trx.selectFrom(list).select('id').where('user_id', '=', userId).where('product_id', '=', productId).executeTakeFirstOrThrow();
    return { kind: 'added', id: row.id };
  });
}
