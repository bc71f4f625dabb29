/**
 * Cache notices on PostgreSQL (issue 20): announced in the writer's transaction, so delivered on
 * commit and never for a rollback; heard on one LISTEN connection that comes back after the
 * server drops it, and says so (every cache is then dropped, notices having been missed).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceChange, CACHE_CHANNEL, type CacheChange, CacheChanges, readChange } from '../../backend/cache/cache-changes';
import { nextFlashBoundary, watchFlashBoundaries } from '../../backend/catalogue/flash-boundaries';
import type { ShopDatabase } from '../../backend/db/database';
import { migrateToLatest } from '../../backend/db/migrate';
import { testDatabases } from '../support/databases';
import { waitUntil } from '../support/wait-until';


describe('cache changes', () => {
  it('read only what announceChange sends', () => {
    expect(readChange('{"scope":"products","ids":[3,4],"tiles":false}')).toEqual({ scope: 'products', ids: [3, 4], tiles: false });
    expect(readChange('{"scope":"shop"}')).toEqual({ scope: 'shop' });
    for (const junk of ['', 'null', '{"scope":"products","ids":["1; drop"]}', '{"scope":"all"}', '{']) expect(readChange(junk)).toBeNull();
  });

  it('tell each cache only the changes that touch it', () => {
    const changes = new CacheChanges();
    const seen: string[] = [];
    changes.whenChanged('shop', () => seen.push('shop-wide cache'));
    changes.whenChanged('tiles', () => seen.push('tiles cache'));
    changes.whenProductsChanged((ids) => seen.push(`product cache ${ids === null ? 'all' : ids.join(',')}`));
    changes.changed({ scope: 'products', ids: [7], tiles: false });
    expect(seen).toEqual(['product cache 7']);
    changes.changed({ scope: 'products', ids: [8], tiles: true });
    expect(seen.slice(1)).toEqual(['tiles cache', 'product cache 8']);
    changes.changed({ scope: 'shop' });
    expect(seen.slice(3)).toEqual(['shop-wide cache', 'tiles cache', 'product cache all']);
  });
});

const postgres = testDatabases().find((database) => database.name === 'postgres');

describe.runIf(postgres)('cache notices on PostgreSQL', () => {
  let shop: ShopDatabase & { drop(): Promise<void> };
  beforeAll(async () => { shop = await postgres!.open(); });
  afterAll(async () => { await shop?.drop(); });

  it('arrive on commit, never for a rollback, and keep arriving after the listening connection is killed', async () => {
    const heard: CacheChange[] = [];
    let connections = 0;
    const stop = shop.listen!(CACHE_CHANNEL, {
      notice: (payload) => { const change = readChange(payload); if (change) heard.push(change); },
      connected: () => { connections++; },
    });
    // A notice sent outside the transaction under test: once it is heard, anything sent before it
    // that was going to arrive has arrived (one listening connection hears notices in commit order).
    const marker = async (id: number) => {
      await announceChange(shop.db, 'postgres', { scope: 'products', ids: [id], tiles: false });
      await waitUntil(() => heard.some((change) => change.scope === 'products' && change.ids[0] === id), `marker notice ${id} to be heard`);
    };
    try {
      await waitUntil(() => connections === 1, 'the listening connection');
      await shop.db.transaction().execute(async (trx) => {
        await announceChange(trx, 'postgres', { scope: 'products', ids: [1, 2], tiles: true });
        await marker(901);
        expect(heard).toEqual([{ scope: 'products', ids: [901], tiles: false }]); // not before the commit
      });
      await waitUntil(() => heard.length === 2, 'the committed notice');
      expect(heard[1]).toEqual({ scope: 'products', ids: [1, 2], tiles: true });

      await shop.db.transaction().execute(async (trx) => {
        await announceChange(trx, 'postgres', { scope: 'shop' });
        throw new Error('rolled back');
      }).catch(() => {});
      await marker(902);
      expect(heard.slice(2)).toEqual([{ scope: 'products', ids: [902], tiles: false }]); // nothing for the rollback

      // The server drops the listener (a restart, an operator, a network cut): it comes back.
      await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN %'`.execute(shop.db);
      await waitUntil(() => connections === 2, 'the listening connection to come back');
      await announceChange(shop.db, 'postgres', { scope: 'shop' });
      await waitUntil(() => heard.length === 4, 'the notice after the reconnection');
      expect(heard[3]).toEqual({ scope: 'shop' });
    } finally {
      await stop();
    }
  });

  it('is not sent on SQLite, which is one process', async () => {
    // No pg_notify is issued at all: SQLite would fail on it.
    await expect(announceChange(shop.db, 'sqlite', { scope: 'shop' })).resolves.toBeUndefined();
  });
});

describe.each(testDatabases())('flash-sale boundaries on $name', (database) => {
  let shop: ShopDatabase & { drop(): Promise<void> };
  beforeAll(async () => {
    shop = await database.open();
    await migrateToLatest(shop.db);
  });
  afterAll(async () => { await shop?.drop(); });

  it('drop every cache the moment a sale starts and the moment it ends, nothing in between', async () => {
    const now = Date.now();
    const [start, end] = [now + 1_000, now + 2_000];
    await shop.db.insertInto('flash_sales').values({ slug: `boundary-${now}`, title: 'Boundary', start_time: new Date(start).toISOString(), end_time: new Date(end).toISOString(), status: 1 }).execute();
    expect(await nextFlashBoundary(shop.db, new Date(now))).toBe(start);
    expect(await nextFlashBoundary(shop.db, new Date(start))).toBe(end);
    expect(await nextFlashBoundary(shop.db, new Date(end))).toBeNull();

    const changes = new CacheChanges();
    const dropped: number[] = [];
    changes.whenChanged('shop', () => dropped.push(Date.now()));
    const stop = watchFlashBoundaries(shop.db, changes, (error) => { throw error; });
    try {
      await waitUntil(() => dropped.length >= 2, 'both boundaries', { withinMs: 5_000 });
      // Each at its boundary (a timer fires at or after it), not a TTL later.
      expect(dropped[0]).toBeGreaterThanOrEqual(start);
      expect(dropped[0]! - start).toBeLessThan(400);
      expect(dropped[1]).toBeGreaterThanOrEqual(end);
      expect(dropped[1]! - end).toBeLessThan(400);
    } finally {
      stop();
    }
  });
});
