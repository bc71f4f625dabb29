// Listings sort and filter by the price the tile advertises (decision 0001, migration 0033):
// `products.listed_price`, the cheapest variant in stock with the offer applied. On SQLite and
// PostgreSQL: (1) the SQL rule that stores it (listedPriceOf) gives what the core's
// advertisedPriceCents gives, on the seeded catalogue and on many generated price and stock
// shapes; (2) a product whose cheapest variant a real order sells out sorts and filters by its
// dearer "from" price in a category listing and a store page, and moves back when the order is
// cancelled.
import { type Kysely, sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import type { SourceListingResult } from '../../core/catalogue/listing';
import { advertisedFromRange, advertisedPriceCents } from '../../core/product/advertised-price';
import { fromCents } from '../../core/shared/cents';
import type { ProductTile } from '../../core/product/product-tile';
import type { Paginator } from '../../core/shared/paginator';
import type { DB } from '../../backend/db/schema';
import { placeOrder } from '../../backend/checkout/place-order';
import { cachesCommand } from '../../backend/admin/cache-desk';
import { refreshListedPrices } from '../../backend/product/listed-price';
import { createRng } from '../../backend/seed/content/random';
import { useApiShop } from '../support/api-shop';
import { testDatabases } from '../support/databases';
import { address, bearer, cartLine, type PlacedOrder, RecordingMailer, shippingRule } from './orders-support';

/** Every product's listed price by the core rule (no flash sale), from the rows as stored. */
async function coreListedPrices(db: Kysely<DB>): Promise<Map<number, number>> {
  const [products, inventories, withAttributes] = await Promise.all([
    db.selectFrom('products').select(['id', 'selling', 'offered']).execute(),
    db.selectFrom('inventories').select(['id', 'product_id', 'price', 'quantity']).execute(),
    db.selectFrom('inventory_attributes').select('inventory_id').distinct().execute(),
  ]);
  const attributed = new Set(withAttributes.map((row) => row.inventory_id));
  const variantsOf = new Map<number, { price: number; quantity: number; inventory_attributes: number[] }[]>();
  for (const row of inventories) {
    const list = variantsOf.get(row.product_id) ?? [];
    list.push({ price: fromCents(Number(row.price)), quantity: Number(row.quantity), inventory_attributes: attributed.has(row.id) ? [1] : [] });
    variantsOf.set(row.product_id, list);
  }
  const now = Date.now();
  return new Map(products.map((p) => [p.id, advertisedPriceCents(
    { selling: fromCents(Number(p.selling)), offered: fromCents(Number(p.offered)), price: null, end_time: null }, variantsOf.get(p.id) ?? [], now,
  ).unit]));
}

async function storedListedPrices(db: Kysely<DB>): Promise<Map<number, number>> {
  return new Map((await db.selectFrom('products').select(['id', 'listed_price']).execute()).map((row) => [row.id, Number(row.listed_price)]));
}

describe.each(testDatabases())('the listed price rule in SQL and in core on $name', (database) => {
  const shop = useApiShop(database, { products: 400, seed: 23 });

  it('the seed writes every product the core\'s advertised everyday price, and the SQL rule recomputes the same', async () => {
    const core = await coreListedPrices(shop.db);
    expect(await storedListedPrices(shop.db)).toEqual(core);
    await shop.db.updateTable('products').set({ listed_price: -1 }).execute();
    expect((await refreshListedPrices(shop.db, null)).length).toBe(core.size);
    expect(await storedListedPrices(shop.db)).toEqual(core);
    // Nothing moved: nothing is written.
    expect(await refreshListedPrices(shop.db, null)).toEqual([]);
  });

  it('agrees with the core on generated prices and stock: offers above and below selling, sold-out variants, own prices of 0, no selling', { timeout: 120_000 }, async () => {
    const rng = createRng(database.name === 'sqlite' ? 33 : 34);
    const products = await shop.db.selectFrom('products').select('id').orderBy('id').execute();
    const inventories = await shop.db.selectFrom('inventories').select(['id', 'product_id']).orderBy('id').execute();
    const cents = () => (rng.chance(0.2) ? rng.int(1, 99) : rng.chance(0.1) ? rng.int(1_000_000, 90_000_000) : rng.int(100, 99_999));
    for (const round of [1, 2, 3]) {
      await shop.db.transaction().execute(async (trx) => {
        for (const { id } of products) {
          const selling = rng.chance(0.03) ? 0 : cents();
          const offered = rng.chance(0.5) ? 0 : rng.chance(0.15) ? selling + rng.int(1, 5_000) : rng.int(1, Math.max(1, selling));
          await trx.updateTable('products').set({ selling, offered, listed_price: -1 }).where('id', '=', id).execute();
        }
        // Own prices of 0 (the product's price) and odd ones; stock often 0, whole products sold out.
        const soldOut = new Set(products.filter(() => rng.chance(0.1)).map((p) => p.id));
        for (const { id, product_id } of inventories) {
          const price = rng.chance(0.2) ? 0 : cents();
          const quantity = soldOut.has(product_id) || rng.chance(0.4) ? 0 : rng.int(1, 50);
          await trx.updateTable('inventories').set({ price, quantity }).where('id', '=', id).execute();
        }
      });
      await refreshListedPrices(shop.db, null);
      const [stored, core] = await Promise.all([storedListedPrices(shop.db), coreListedPrices(shop.db)]);
      const wrong = [...core].filter(([id, price]) => stored.get(id) !== price).map(([id, price]) => `round ${round}, product ${id}: SQL ${stored.get(id)}, core ${price}`);
      expect(wrong).toEqual([]);
      // The shapes that differ from current_price are there: a dearer variant listed, an offer on it.
      const current = new Map((await shop.db.selectFrom('products').select(['id', 'current_price']).execute()).map((row) => [row.id, Number(row.current_price)]));
      expect([...core].filter(([id, price]) => price !== current.get(id)).length).toBeGreaterThan(50);
    }
  });
});

describe.each(testDatabases())('the admin caches command after prices edited by hand on $name', (database) => {
  const shop = useApiShop(database, { products: 60, seed: 29 });

  it('recomputes the listed price of the products named, or of every product, and says how many moved', async () => {
    const [one, two] = await shop.db.selectFrom('products').select('id').orderBy('id').limit(2).execute();
    // An operator raises two products' prices in SQL: their listed prices are stale until `caches`.
    await shop.db.updateTable('products').set((eb) => ({ selling: eb('selling', '+', 10_000), offered: 0 })).where('id', 'in', [one!.id, two!.id]).execute();
    await shop.db.updateTable('inventories').set({ price: 0 }).where('product_id', 'in', [one!.id, two!.id]).execute();
    const result = await cachesCommand(shop, [String(one!.id)]);
    expect(result.code).toBe(0);
    expect(result.lines[0]).toBe('Listed prices recomputed: 1 changed.');
    const core = await coreListedPrices(shop.db);
    const stored = await storedListedPrices(shop.db);
    expect(stored.get(one!.id)).toBe(core.get(one!.id));
    expect(stored.get(two!.id)).not.toBe(core.get(two!.id));
    // Without ids: every product.
    expect((await cachesCommand(shop, [])).lines[0]).toBe('Listed prices recomputed: 1 changed.');
    expect(await storedListedPrices(shop.db)).toEqual(core);
    expect((await cachesCommand(shop, ['x'])).code).toBe(2);
  });
});

type Listing = SourceListingResult;
type StorePage = { store: { id: number }; result: Paginator<ProductTile> };

describe.each(testDatabases())('a product whose cheapest variant sells out lists at its "from" price on $name', (database) => {
  const shop = useApiShop(database, { products: 400, seed: 11 }, () => ({ accounts: { mailer: new RecordingMailer(), publicUrl: 'http://shop.test' } }));

  const get = async <T>(url: string) => {
    const { http, body } = await shop.call<T>({ method: 'GET', url: `/api/v1/${url}` });
    expect(http).toBe(200);
    return body.data;
  };

  /**
   * Two public products in no flash sale, in one category and one store: `dear` with two variants
   * (selling 40.13 with an offer of 30.11: cheap at 40.13 with 1 unit, dear at 60.07 with 5, so
   * it lists "from 30.11" while the cheap one is in stock and at round(60.07 x 30.11 / 40.13) =
   * 45.07 once it is not), `plain` at 38.07 without variants of its own price: between the two.
   * Written as the test fixtures write prices (refreshListedPrices).
   */
  async function fixture() {
    const free = (db: Kysely<DB>) => db.selectFrom('products as p').where('p.status', '=', 1)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('flash_sale_products as f').select('f.product_id').whereRef('f.product_id', '=', 'p.id'))));
    const variants = await free(shop.db)
      .innerJoin('inventories as i', 'i.product_id', 'p.id')
      .where((eb) => eb.exists(eb.selectFrom('inventory_attributes as ia').select('ia.inventory_id').whereRef('ia.inventory_id', '=', 'i.id')))
      .select(['p.id', 'p.category_id', 'p.store_id', 'i.id as inventory_id']).orderBy('p.id').orderBy('i.id').execute();
    const dearId = variants.find((row) => variants.filter((v) => v.id === row.id).length >= 2)!.id;
    const [cheap, dear, ...others] = variants.filter((v) => v.id === dearId);
    const plain = await free(shop.db).select('p.id').where('p.id', '<>', dearId).where('p.category_id', '=', cheap!.category_id).orderBy('p.id').executeTakeFirstOrThrow();
    const { ruleId } = await shippingRule(shop.db, { priceCents: 0 });
    await shop.db.updateTable('products').set({ selling: 4013, offered: 3011, shipping_rule_id: ruleId, in_stock: 1 }).where('id', '=', dearId).execute();
    await shop.db.updateTable('inventories').set({ price: 4013, quantity: 1 }).where('id', '=', cheap!.inventory_id).execute();
    await shop.db.updateTable('inventories').set({ price: 6007, quantity: 5 }).where('id', '=', dear!.inventory_id).execute();
    for (const other of others) await shop.db.updateTable('inventories').set({ price: 7001, quantity: 0 }).where('id', '=', other.inventory_id).execute();
    // `plain` joins the same store, every variant at the product's price.
    await shop.db.updateTable('products').set({ selling: 3807, offered: 0, store_id: cheap!.store_id, in_stock: 1 }).where('id', '=', plain.id).execute();
    await shop.db.updateTable('inventories').set({ price: 0, quantity: 10 }).where('product_id', '=', plain.id).execute();
    await refreshListedPrices(shop.db, [dearId, plain.id]);
    const store = await shop.db.selectFrom('stores').select('slug').where('id', '=', cheap!.store_id).executeTakeFirstOrThrow();
    return { dearId, cheapInventory: cheap!.inventory_id, plainId: plain.id, categoryId: cheap!.category_id, storeSlug: store.slug };
  }

  it('sorts and filters by the dearer variant while the cheapest is sold out by an order, and back after its cancellation', { timeout: 60_000 }, async () => {
    const f = await fixture();
    /** The category's page between $30 and $46 in a price order (every such product fits one page). */
    const window = async (sort: 'price_low_to_high' | 'price_high_to_low') => {
      const result = (await get<Listing>(`all?category=${f.categoryId}&min=30&max=46&sortby=${sort}`)).result;
      expect(result.total).toBeLessThanOrEqual(30);
      return result.data;
    };
    /** Every tile of the store in a price order, walking its pages. */
    const storeOrder = async (sort: 'price_low_to_high' | 'price_high_to_low') => {
      const tiles: ProductTile[] = [];
      for (let page = 1; ; page++) {
        const { result } = await get<StorePage>(`store/${f.storeSlug}?sortby=${sort}&page=${page}`);
        tiles.push(...result.data);
        if (page >= result.last_page) return tiles;
      }
    };
    const ids = (tiles: ProductTile[]) => tiles.map((t) => t.id);
    const now = Date.now();
    const shown = (tile: ProductTile) => advertisedFromRange(tile, tile.variant_low, tile.variant_high, now);
    // A store page orders by the everyday price alone (no flash sale merged in).
    const everyday = (tile: ProductTile) => advertisedFromRange({ ...tile, price: null, end_time: null }, tile.variant_low, tile.variant_high, now).unit;
    /** `dear` comes before `plain` (ascending) or after (descending) exactly when it lists cheaper; the filters agree. */
    async function expectListed(dearCents: number, from: boolean) {
      const cheaper = dearCents < 3807;
      for (const [sort, ahead] of [['price_low_to_high', cheaper], ['price_high_to_low', !cheaper]] as const) {
        for (const [tiles, price] of [[await window(sort), (t: ProductTile) => shown(t).unit], [await storeOrder(sort), everyday]] as const) {
          const order = ids(tiles);
          expect(order).toContain(f.dearId);
          expect(order).toContain(f.plainId);
          expect([sort, order.indexOf(f.dearId) < order.indexOf(f.plainId)]).toEqual([sort, ahead]);
          // The order is the order of the prices the tiles show.
          const prices = tiles.map(price);
          expect(prices).toEqual([...prices].sort((a, b) => (sort === 'price_low_to_high' ? a - b : b - a)));
          const tile = tiles.find((t) => t.id === f.dearId)!;
          expect(shown(tile)).toMatchObject({ unit: dearCents, from });
        }
      }
      // "Up to $40" holds it only while it lists at 30.11; "from $40" only once it lists at 45.07.
      expect(ids((await get<Listing>(`all?category=${f.categoryId}&min=30&max=40`)).result.data).includes(f.dearId)).toBe(cheaper);
      expect(ids((await get<Listing>(`all?category=${f.categoryId}&min=40&max=46`)).result.data).includes(f.dearId)).toBe(!cheaper);
      expect(ids((await get<Listing>(`all?category=${f.categoryId}&min=30.11&max=30.11`)).result.data).includes(f.dearId)).toBe(cheaper);
      expect(ids((await get<Listing>(`all?category=${f.categoryId}&min=45.07&max=45.07`)).result.data).includes(f.dearId)).toBe(!cheaper);
    }

    await expectListed(3011, true);

    // A shopper buys the last unit of the cheap variant through order/action.
    const user = await shop.signedInUser();
    const owner = { userId: user.id };
    await cartLine(shop.db, owner, { productId: f.dearId, inventoryId: f.cheapInventory }, 1);
    const placed = await shop.call<PlacedOrder>({ method: 'POST', url: '/api/v1/order/action', payload: { order_method: 2, address_id: await address(shop.db, owner) }, headers: bearer(user.token) });
    expect(placed.body.status, JSON.stringify(placed.body)).toBe(200);
    const quantity = await shop.db.selectFrom('inventories').select('quantity').where('id', '=', f.cheapInventory).executeTakeFirstOrThrow();
    expect(quantity.quantity).toBe(0);
    await expectListed(4507, false);

    // The order is cancelled: the unit is back and so is the "from 30.11".
    const cancelled = await shop.call({ method: 'POST', url: '/api/v1/cancellation/cancel-order', payload: { order_id: placed.body.data.id }, headers: bearer(user.token) });
    expect(cancelled.body.status).toBe(200);
    await expectListed(3011, true);
  });
  it.runIf(database.name === 'postgres')('two orders taking the last units of its two variants at once leave it sold out, listed at its cheapest variant', { timeout: 60_000 }, async () => {
    const f = await fixture();
    const dearInventory = (await shop.db.selectFrom('inventories').select('id').where('product_id', '=', f.dearId).where('price', '=', 6007).executeTakeFirstOrThrow()).id;
    await shop.db.updateTable('inventories').set({ quantity: 1 }).where('id', '=', dearInventory).execute();
    const buyerOf = async (inventoryId: number) => {
      const user = await shop.signedInUser();
      const owner = { userId: user.id };
      await cartLine(shop.db, owner, { productId: f.dearId, inventoryId }, 1);
      return { owner, language: 'en', orderMethod: 2, voucherCode: null, addressId: await address(shop.db, owner), deliveryInstruction: null, timeZone: null, idempotencyKey: null };
    };
    const [cheapBuyer, dearBuyer] = [await buyerOf(f.cheapInventory), await buyerOf(dearInventory)];

    // The first order holds its transaction open once it has taken its unit; the second runs then.
    let release = () => {};
    const held = new Promise<void>((resolve) => { release = resolve; });
    let reached = () => {};
    const atHold = new Promise<void>((resolve) => { reached = resolve; });
    const first = placeOrder(shop.db, shop.dialect, cheapBuyer, { afterStockDecrement: async () => { reached(); await held; } });
    await atHold;
    let secondDone = false;
    const second = placeOrder(shop.db, shop.dialect, dearBuyer).finally(() => { secondDone = true; });
    // Until it has finished, or waits for the first's lock on the product.
    await vi.waitFor(async () => {
      if (secondDone) return;
      const waiting = await sql<{ n: number | string }>`select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(shop.db);
      expect(Number(waiting.rows[0]!.n)).toBeGreaterThan(0);
    }, { timeout: 10_000, interval: 20 });
    release();
    expect((await first).ok).toBe(true);
    expect((await second).ok).toBe(true);

    // Both variants sold out: the product is out of stock and lists what its cheapest one costs.
    const row = await shop.db.selectFrom('products').select(['in_stock', 'listed_price']).where('id', '=', f.dearId).executeTakeFirstOrThrow();
    expect(row).toEqual({ in_stock: 0, listed_price: 3011 });
    expect(row.listed_price).toBe((await coreListedPrices(shop.db)).get(f.dearId));
  });
});
