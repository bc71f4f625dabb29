import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../db/database';
import type { DB } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';

/**
 * What a write changed, as far as the read caches care:
 * - `products`: these products' stock, texts, price or reviews. `tiles` says whether what a
 *   product tile shows elsewhere (home, listings, suggestions: `in_stock`, price, rating) changed
 *   too; a stock count that moved without emptying or refilling the product leaves them alone.
 * - `shop`: something shop-wide (settings, banners, languages, categories, a flash sale starting or
 *   ending): every cache is dropped.
 */
export type CacheChange = { scope: 'products'; ids: number[]; tiles: boolean } | { scope: 'shop' };

/** The PostgreSQL channel every shop process listens on. */
export const CACHE_CHANNEL = 'shop_cache_changes';

/** More products than this in one notice is announced as a shop-wide change (a NOTIFY payload stays far below PostgreSQL's 8000 bytes). */
const MAX_NOTICE_IDS = 200;

/**
 * Announces a change to every shop process on the database. On PostgreSQL it is a `pg_notify` in
 * the writer's transaction, so it is delivered on commit and never for a rolled-back write. SQLite
 * is one process: its caches are told directly by the route that wrote (see CacheChanges).
 */
export async function announceChange(db: Kysely<DB>, dialect: DialectName, change: CacheChange): Promise<void> {
  if (dialect !== 'postgres') return;
  const sent: CacheChange = change.scope === 'products' && change.ids.length > MAX_NOTICE_IDS ? { scope: 'shop' } : change;
  if (sent.scope === 'products' && sent.ids.length === 0) return;
  await sql`select pg_notify(${CACHE_CHANNEL}, ${JSON.stringify(sent)})`.execute(db);
}

/**
 * Runs `work` in one write transaction that ends by announcing `change` to every shop process,
 * then tells this process's caches once it has committed (SQLite has no other process; PostgreSQL's
 * notice reaches the others). Anything `work` throws rolls it all back and is thrown on.
 */
export async function announcedWrite<T>(
  db: Kysely<DB>, dialect: DialectName, caches: Pick<CacheChanges, 'changed'>, change: CacheChange, work: (trx: Kysely<DB>) => Promise<T>,
): Promise<T> {
  const value = await writeTransaction(db, dialect, async (trx) => {
    const result = await work(trx);
    await announceChange(trx, dialect, change);
    return result;
  });
  caches.changed(change);
  return value;
}

/** A notice's payload as sent by announceChange; anything else is null (and ignored). */
export function readChange(payload: string): CacheChange | null {
  try {
    const value = JSON.parse(payload) as Partial<{ scope: unknown; ids: unknown; tiles: unknown }>;
    if (value.scope === 'shop') return { scope: 'shop' };
    if (value.scope === 'products' && Array.isArray(value.ids) && value.ids.every((id) => Number.isSafeInteger(id))) {
      return { scope: 'products', ids: value.ids as number[], tiles: value.tiles === true };
    }
  } catch {
    // not ours
  }
  return null;
}

/**
 * The read caches of one process and what drops their entries: a change made in this process (a
 * review), a notice from another process (PostgreSQL LISTEN), a reconnected listener (notices may
 * have been missed: everything), or a flash sale's start or end (see flash-boundaries.ts).
 */
export class CacheChanges {
  private readonly listeners = new Set<(change: CacheChange) => void>();

  /** Calls `drop` on any change that may touch what it holds: `shop` ones only, or (`tiles`) also a product tile's. */
  whenChanged(what: 'shop' | 'tiles', drop: () => void): void {
    this.listeners.add((change) => {
      if (change.scope === 'shop' || (what === 'tiles' && change.tiles)) drop();
    });
  }

  /** Calls `drop` with the changed products' ids, or with null when everything changed. */
  whenProductsChanged(drop: (ids: readonly number[] | null) => void): void {
    this.listeners.add((change) => drop(change.scope === 'shop' ? null : change.ids));
  }

  changed(change: CacheChange): void {
    for (const listener of this.listeners) listener(change);
  }
}
