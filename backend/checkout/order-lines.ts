import type { Kysely } from 'kysely';
import { CART_SELECTED, SHIPPING_DELIVERY, SHIPPING_PICKUP } from '../../core/cart/cart';
import type { PricingLine } from '../../core/cart/cart-pricing';
import type { PlaceKey } from '../../core/checkout/shipping-place';
import { ownCents, unitCentsForOwn } from '../../core/product/pricing';
import { PUBLIC } from '../db/constants';
import type { DB } from '../db/schema';
import { OWN_PRICED } from '../product/listed-price';
import { activeFlashPrices } from '../product/product-tiles';
import type { CartOwner } from '../cart/cart-owner';
import { shownCartLines } from '../cart/cart-writes';
import { loadRulePlaces, placeFor } from '../cart/cart-places';

/** A selected cart line as an order prices and records it: cents only, nothing for display. */
export interface OrderLine {
  /** The cart line's id. */
  id: number;
  productId: number;
  inventoryId: number;
  storeId: number | null;
  /** The product's title in the order's language, recorded on the ordered line. */
  title: string;
  quantity: number;
  /** The place the line ships from (matched for the address when given), or null when none serves it. */
  shippingPlaceId: number | null;
  shippingType: typeof SHIPPING_DELIVERY | typeof SHIPPING_PICKUP;
  pricing: PricingLine;
}

export interface OrderLinesOptions {
  /** The address the order ships to: each line's place is matched for it instead of the stored one. */
  address?: PlaceKey;
  now: Date;
}

/**
 * The owner's selected cart lines priced from the rows as stored, in integer cents, for
 * `order/action` and `voucher/validity`: the lines a cart shows (`shownCartLines`), each with the
 * unit price core's rule gives (`unitCentsForOwn`: flash, offer, the variant's own price), its
 * public bundle deal and tax rule, and the shipping place of its public rule (matched for
 * `options.address`, else the stored choice while it is still the rule's). It reads what the cart
 * screen's `pricingLineOf` reads from api/v1 amounts, without the tiles, images and attribute names
 * a screen shows (tests/api/order-lines.test.ts proves both give the same lines). Six queries
 * whatever the cart size; accepts a transaction as `db`.
 */
export async function loadOrderLines(db: Kysely<DB>, owner: CartOwner, language: string, options: OrderLinesOptions): Promise<OrderLine[]> {
  const rows = await shownCartLines(db, owner)
    .leftJoin('product_translations as t', (join) => join.onRef('t.product_id', '=', 'p.id').on('t.lang', '=', language))
    .select((eb) => [
      'c.id', 'c.product_id', 'c.inventory_id', 'c.quantity', 'c.shipping_place_id', 'c.shipping_type',
      'p.store_id', 'p.selling', 'p.offered', 'p.bundle_deal_id', 'p.tax_rule_id', 'p.shipping_rule_id',
      eb.fn.coalesce('t.title', 'p.title').as('title'),
      'i.price',
      OWN_PRICED.as('own_priced'),
    ])
    .where('c.selected', '=', CART_SELECTED)
    .orderBy('c.id')
    .execute();
  if (rows.length === 0) return [];

  const ids = (key: 'bundle_deal_id' | 'tax_rule_id' | 'shipping_rule_id') =>
    [...new Set(rows.map((row) => row[key]).filter((value): value is number => value !== null))];
  const [flash, bundles, taxes, rules] = await Promise.all([
    activeFlashPrices(db, [...new Set(rows.map((row) => row.product_id))], options.now),
    loadBundles(db, ids('bundle_deal_id')),
    loadTaxRules(db, ids('tax_rule_id')),
    loadRulePlaces(db, ids('shipping_rule_id')),
  ]);

  return rows.map((row) => {
    const sale = flash.get(row.product_id);
    const prices = { selling: Number(row.selling), offered: Number(row.offered), flash: sale?.cents ?? null, flashEnd: sale?.end_time ?? null };
    const rule = row.shipping_rule_id === null ? undefined : rules.get(row.shipping_rule_id);
    const place = rule ? placeFor(rule, row.shipping_place_id, options.address) : null;
    const pickup = row.shipping_type === SHIPPING_PICKUP;
    const bundle = row.bundle_deal_id === null ? undefined : bundles.get(row.bundle_deal_id);
    const tax = row.tax_rule_id === null ? undefined : taxes.get(row.tax_rule_id);
    return {
      id: row.id,
      productId: row.product_id,
      inventoryId: row.inventory_id,
      storeId: row.store_id,
      title: row.title,
      quantity: row.quantity,
      shippingPlaceId: place?.id ?? null,
      shippingType: pickup ? SHIPPING_PICKUP : SHIPPING_DELIVERY,
      pricing: {
        id: row.id,
        quantity: row.quantity,
        unitCents: unitCentsForOwn(prices, ownCents(Number(row.price), Boolean(row.own_priced)), options.now).cents,
        bundle: bundle ?? null,
        tax: tax ?? null,
        shipping: place && rule
          ? { ruleId: rule.id, singlePrice: rule.singlePrice, type: pickup ? SHIPPING_PICKUP : SHIPPING_DELIVERY, priceCents: pickup ? place.pickup_price : place.price }
          : null,
      },
    };
  });
}

async function loadBundles(db: Kysely<DB>, ids: readonly number[]): Promise<Map<number, { buy: number; free: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('bundle_deals').select(['id', 'buy', 'free']).where('id', 'in', ids).where('status', '=', PUBLIC).execute();
  return new Map(rows.map((row) => [row.id, { buy: row.buy, free: row.free }]));
}

/** Tax rules in pricing's terms: flat cents per unit, or hundredths of a percent (as stored). */
async function loadTaxRules(db: Kysely<DB>, ids: readonly number[]): Promise<Map<number, { type: number; rate: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('tax_rules').select(['id', 'type', 'price']).where('id', 'in', ids).where('status', '=', PUBLIC).execute();
  return new Map(rows.map((row) => [row.id, { type: Number(row.type), rate: Number(row.price) }]));
}
