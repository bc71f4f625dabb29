import type { Kysely } from 'kysely';
import type { DB } from '../../backend/db/schema';
import { refreshListedPrices } from '../../backend/product/listed-price';

/** A product set up for cart tests: known price, stock, tax, bundle, flash sale and shipping places. */
export interface CartProductFixture {
  productId: number;
  /** Its variants (at least two), each with `stock` units. */
  inventoryIds: number[];
  ruleId: number;
  /** Places of the rule by key: exact (TR/34, with a pickup point), countryWide (TR/ALL), everywhere (ALL/ALL). */
  places: { exact: number; countryWide: number; everywhere: number };
  /** A rule serving France only, for a product that cannot ship to Turkey. */
  frenchRuleId: number;
  frenchPlaceId: number;
}

const HOUR = 3_600_000;

/**
 * Takes the `index`-th public product with at least two variants and gives it a known shape:
 * selling 20.00 with no offer, a running flash sale at 15.00, 7.5 % tax, buy 2 get 1 free, a
 * shipping rule with an exact, a country-wide and a world-wide place, and `stock` units per variant.
 */
export async function cartProduct(db: Kysely<DB>, index: number, stock = 5): Promise<CartProductFixture> {
  const candidates = await db
    .selectFrom('products as p')
    .innerJoin('inventories as i', 'i.product_id', 'p.id')
    .select('p.id')
    .where('p.status', '=', 1)
    .groupBy('p.id')
    .having((eb) => eb.fn.countAll(), '>=', 2)
    .orderBy('p.id')
    .execute();
  const productId = candidates[index]!.id;
  const stamp = new Date().toISOString();
  const tax = await db.insertInto('tax_rules').values({ title: 'Cart test VAT', type: 2, price: 750, status: 1 }).returning('id').executeTakeFirstOrThrow();
  const bundle = await db.insertInto('bundle_deals').values({ title: 'Cart test bundle', buy: 2, free: 1, status: 1 }).returning('id').executeTakeFirstOrThrow();
  const rule = await db.insertInto('shipping_rules').values({ title: 'Cart test rule', single_price: 0, status: 1 }).returning('id').executeTakeFirstOrThrow();
  const place = async (country: string, state: string, price: number, pickup: string | null) =>
    (await db.insertInto('shipping_places').values({
      shipping_rule_id: rule.id, country, state, price, pickup_price: pickup ? 100 : 0, day_needed: 3, pickup_point: pickup,
    }).returning('id').executeTakeFirstOrThrow()).id;
  const places = { exact: await place('TR', '34', 350, 'Kadıköy'), countryWide: await place('TR', 'ALL', 500, null), everywhere: await place('ALL', 'ALL', 1499, null) };
  const french = await db.insertInto('shipping_rules').values({ title: 'France only', single_price: 0, status: 1 }).returning('id').executeTakeFirstOrThrow();
  const frenchPlace = await db.insertInto('shipping_places').values({ shipping_rule_id: french.id, country: 'FR', state: 'ALL', price: 750 }).returning('id').executeTakeFirstOrThrow();

  await db.updateTable('products')
    .set({ selling: 2000, offered: 0, tax_rule_id: tax.id, bundle_deal_id: bundle.id, shipping_rule_id: rule.id, in_stock: 1 })
    .where('id', '=', productId).execute();
  const inventories = await db.selectFrom('inventories').select('id').where('product_id', '=', productId).orderBy('id').execute();
  await db.updateTable('inventories').set({ quantity: stock, price: 0 }).where('product_id', '=', productId).execute();
  // Prices written here, as every writer of prices does: the listed price follows them.
  await refreshListedPrices(db, [productId]);
  const sale = await db.insertInto('flash_sales').values({
    slug: `cart-test-${productId}`, title: 'Cart test sale', start_time: new Date(Date.now() - HOUR).toISOString(),
    end_time: new Date(Date.now() + 48 * HOUR).toISOString(), status: 1, created_at: stamp,
  }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('flash_sale_products').values({ flash_sale_id: sale.id, product_id: productId, price: 1500 }).execute();
  return { productId, inventoryIds: inventories.map((r) => r.id), ruleId: rule.id, places, frenchRuleId: french.id, frenchPlaceId: frenchPlace.id };
}

/** An address of the user for the given country and state. */
export async function addressOf(db: Kysely<DB>, userId: number, country: string, state: string): Promise<number> {
  const row = await db.insertInto('addresses').values({
    user_id: userId, name: 'Test Buyer', email: 'buyer@example.com', phone: '+90 555 000 0000', country, state, city: 'Istanbul', zip: '34000',
    address_1: '1 Test Street', address_2: null,
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
