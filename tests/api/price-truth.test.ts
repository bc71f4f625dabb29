// Issue 28, deliverable 1 (decision 0001): over the WHOLE seeded demo catalogue, on SQLite and
// PostgreSQL, every product's advertised price (its tile on the listing endpoints, read through the
// same core function the tile renders with) is what a real order/action charges for its cheapest
// in-stock variant, and a running flash sale's tile is what the order charges. Every in-stock
// variant of every product is bought once, in a few orders of many lines (one buyer each), so the
// whole catalogue goes through the server's own pricing path.
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { advertisedFromRange } from '../../core/product/advertised-price';
import type { ProductTile } from '../../core/product/product-tile';
import type { Paginator } from '../../core/shared/paginator';
import { DEFAULT_SEED } from '../../backend/seed/seed';
import { up as priceTruth } from '../../backend/db/migrations/0028-price-truth';
import { useApiShop } from '../support/api-shop';
import { testDatabases } from '../support/databases';
import { address, bearer, type PlacedOrder, RecordingMailer, shippingRule } from './orders-support';

const DEMO_PRODUCTS = 3_000;
const LINES_PER_ORDER = 1_000;

describe.each(testDatabases())('one price truth over the whole demo catalogue on $name', (database) => {
  const shop = useApiShop(database, { products: DEMO_PRODUCTS, seed: DEFAULT_SEED }, () => ({ accounts: { mailer: new RecordingMailer(), publicUrl: 'http://shop.test' } }));

  const get = async <T>(url: string) => {
    const { http, body } = await shop.call<T>({ method: 'GET', url: `/api/v1/${url}` });
    expect(http).toBe(200);
    return body.data;
  };

  /** Every tile of a paged listing, walking its pages. */
  async function allTiles(url: (page: number) => string, pageOf: (data: unknown) => Paginator<ProductTile>): Promise<ProductTile[]> {
    const tiles: ProductTile[] = [];
    for (let page = 1; ; page++) {
      const paged = pageOf(await get(url(page)));
      tiles.push(...paged.data);
      if (page >= paged.last_page) return tiles;
    }
  }

  // Every one of 3,000 products' tiles read, and orders placed against them: minutes, past the 60 s default.
  it('advertises for every product what an order charges for its cheapest in-stock variant, flash sales included', { timeout: 240_000 }, async () => {
    const now = Date.now();
    // The tiles of every public product, from the category listings.
    const { categories } = await get<{ categories: { id: number }[] }>('categories');
    const tiles = new Map<number, ProductTile>();
    for (const category of categories) {
      for (const tile of await allTiles((page) => `all?category=${category.id}&page=${page}`, (data) => (data as { result: Paginator<ProductTile> }).result)) tiles.set(tile.id, tile);
    }
    const publicCount = await shop.db.selectFrom('products').select((eb) => eb.fn.countAll<number | string>().as('n')).where('status', '=', 1).executeTakeFirstOrThrow();
    expect(tiles.size).toBe(Number(publicCount.n));

    // The tiles of every running flash sale, from their own pages: the same price as the listing's.
    const sales = await get<{ id: number; end_time: string; start_time: string }[]>('flash-sale');
    const running = sales.filter((sale) => Date.parse(sale.start_time) <= now && Date.parse(sale.end_time) > now + 600_000);
    expect(running.length).toBeGreaterThan(0);
    const flashTiles: ProductTile[] = [];
    for (const sale of running) flashTiles.push(...await allTiles((page) => `flash-sale/${sale.id}?page=${page}`, (data) => (data as { products: Paginator<ProductTile> }).products));
    const shown = (tile: ProductTile) => advertisedFromRange(tile, tile.variant_low, tile.variant_high, now);
    for (const tile of flashTiles) expect(shown(tile)).toEqual(shown(tiles.get(tile.id)!));

    // Every in-stock variant of every public product, bought once: everything ships free to one place.
    const { ruleId } = await shippingRule(shop.db, { priceCents: 0 });
    await shop.db.updateTable('products').set({ shipping_rule_id: ruleId }).execute();
    const variants = await shop.db.selectFrom('inventories as i').innerJoin('products as p', 'p.id', 'i.product_id')
      .select(['i.id', 'i.product_id']).where('p.status', '=', 1).where('i.quantity', '>', 0).orderBy('i.id').execute();
    const charged = new Map<number, number>();
    const stamp = new Date().toISOString();
    for (let at = 0; at < variants.length; at += LINES_PER_ORDER) {
      const user = await shop.signedInUser();
      const addressId = await address(shop.db, { userId: user.id });
      const lines = variants.slice(at, at + LINES_PER_ORDER).map((v) => ({
        user_id: user.id, guest_user_id: null, product_id: v.product_id, inventory_id: v.id, quantity: 1, selected: 1, shipping_type: 1, created_at: stamp, updated_at: stamp,
      }));
      for (let n = 0; n < lines.length; n += 200) await shop.db.insertInto('carts').values(lines.slice(n, n + 200)).execute();
      const { http, body } = await shop.call<PlacedOrder>({ method: 'POST', url: '/api/v1/order/action', payload: { order_method: 2, address_id: addressId }, headers: bearer(user.token), remoteAddress: `10.28.${at / LINES_PER_ORDER}.1` });
      expect(http).toBe(200);
      expect(body.status).toBe(200);
      const rows = await shop.db.selectFrom('ordered_products').select(['product_id', 'selling']).where('order_id', '=', body.data.id).execute();
      expect(rows).toHaveLength(lines.length);
      for (const row of rows) charged.set(row.product_id, Math.min(charged.get(row.product_id) ?? Infinity, Number(row.selling)));
    }

    // Every product that could be bought: its tile's price is its cheapest charge, to the cent.
    const wrong: string[] = [];
    let checked = 0;
    for (const [id, cheapest] of charged) {
      const tile = tiles.get(id)!;
      const advertised = shown(tile).unit;
      checked++;
      if (advertised !== cheapest) wrong.push(`${id}: shows ${advertised}, charged from ${cheapest}`);
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(2_500);
    // Flash sales: each running sale's tile is the price charged, variants included.
    const flashVariants = flashTiles.filter((tile) => tile.variant_low != null);
    expect(flashVariants.length).toBeGreaterThan(0);
    for (const tile of flashTiles) if (charged.has(tile.id)) expect(shown(tile).unit).toBe(charged.get(tile.id));
    // "from" only where variants a shopper can buy pay different prices; some products show it.
    expect([...tiles.values()].some((tile) => shown(tile).from)).toBe(true);
  });

  it('migration 0028 re-bases a demo database seeded before it on selling, keeping the steps, and changes nothing run again', async () => {
    // Product 1043's shape as the old seed made it: selling 67.99, offer 58.75, colours at the offer + $1-$3.
    const row = await shop.db.selectFrom('products as p').innerJoin('inventories as i', 'i.product_id', 'p.id')
      .select(['p.id']).where('i.price', '>', 0).orderBy('p.id').executeTakeFirstOrThrow();
    await shop.db.updateTable('products').set({ selling: 6799, offered: 5875 }).where('id', '=', row.id).execute();
    const ids = (await shop.db.selectFrom('inventories').select('id').where('product_id', '=', row.id).orderBy('id').execute()).map((r) => r.id);
    const old = ids.map((_, n) => 5975 + (n % 3) * 100);
    for (const [n, id] of ids.entries()) await shop.db.updateTable('inventories').set({ price: old[n]! }).where('id', '=', id).execute();
    const prices = async () => (await shop.db.selectFrom('inventories').select('price').where('product_id', '=', row.id).orderBy('id').execute()).map((r) => Number(r.price));
    const before = await shop.db.selectFrom('inventories').select(['id', 'price']).where('product_id', '<>', row.id).orderBy('id').execute();

    await priceTruth(shop.db as unknown as Kysely<unknown>);
    expect(await prices()).toEqual(old.map((price) => price - 5975 + 6799));
    // Every other product was already coherent (the seed prices its cheapest variant at selling).
    expect(await shop.db.selectFrom('inventories').select(['id', 'price']).where('product_id', '<>', row.id).orderBy('id').execute()).toEqual(before);
    await priceTruth(shop.db as unknown as Kysely<unknown>);
    expect(await prices()).toEqual(old.map((price) => price - 5975 + 6799));
  });
});
