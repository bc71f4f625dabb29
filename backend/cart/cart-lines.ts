import type { Kysely } from 'kysely';
import type {
  CartBundleDeal, CartInventory, CartLine, CartShippingPlace, CartShippingRule, CartTaxRule,
} from '../../core/cart/cart';
import { type PlaceKey, matchShippingPlace } from '../../core/checkout/shipping-place';
import type { DB } from '../db/schema';
import { loadInventoryAttributes } from '../product/inventory-attributes';
import { PUBLIC } from '../db/constants';
import { centsToAmount } from '../db/money';
import { loadTiles } from '../product/product-tiles';
import { type CartOwner, ownerUserId } from './cart-owner';
import { shownCartLines } from './cart-writes';

export interface CartLinesOptions {
  /** The address the cart ships to: each line's place is matched for it instead of the stored one. */
  address?: PlaceKey;
  /** The moment flash prices are read at (tests); defaults to now. */
  now?: Date;
}

type PlaceRow = Omit<CartShippingPlace, 'shipping_rule' | 'price' | 'pickup_price'> & { price: number; pickup_price: number };

/**
 * The owner's cart in the api/v1 shape (`cart/by-user`), ordered by line id, in `language`:
 * translated titles and attribute names, the running flash price as product pages show it
 * (product-tiles' rule), public bundle deals, tax rules and shipping rules only, and each line's
 * shipping place: matched for `options.address` when given (null when no place serves it), else
 * the stored choice while it still belongs to the product's rule. Lines of products that are no
 * longer public are left out: they cannot be bought, and the count follows what is shown.
 * A fixed number of queries whatever the cart size. Accepts a transaction as `db`.
 */
export async function loadCartLines(db: Kysely<DB>, owner: CartOwner, language: string, options: CartLinesOptions = {}): Promise<CartLine[]> {
  const now = options.now ?? new Date();
  const rows = await shownCartLines(db, owner)
    .select(['c.id', 'c.product_id', 'c.inventory_id', 'c.quantity', 'c.selected', 'c.shipping_place_id', 'c.shipping_type'])
    .orderBy('c.id')
    .execute();
  if (rows.length === 0) return [];

  const productIds = [...new Set(rows.map((row) => row.product_id))];
  const inventoryIds = rows.map((row) => row.inventory_id);
  const [tiles, rules, inventories, attributes, images] = await Promise.all([
    loadTiles(db, productIds, language, now),
    db.selectFrom('products').select(['id', 'bundle_deal_id', 'tax_rule_id', 'shipping_rule_id']).where('id', 'in', productIds).execute(),
    db.selectFrom('inventories').select(['id', 'product_id', 'quantity', 'price', 'sku']).where('id', 'in', inventoryIds).execute(),
    loadInventoryAttributes(db, inventoryIds, language),
    db.selectFrom('product_images').select(['id', 'product_id', 'image']).where('product_id', 'in', productIds).orderBy('sort_order').orderBy('id').execute(),
  ]);

  const ruleOf = new Map(rules.map((row) => [row.id, row]));
  const ids = (key: 'bundle_deal_id' | 'tax_rule_id' | 'shipping_rule_id') =>
    [...new Set(rules.map((row) => row[key]).filter((value): value is number => value !== null))];
  const [bundles, taxes, shipping] = await Promise.all([
    loadBundles(db, ids('bundle_deal_id'), language),
    loadTaxRules(db, ids('tax_rule_id')),
    loadShippingRules(db, ids('shipping_rule_id'), language),
  ]);

  const inventoryOf = new Map(inventories.map((row) => [row.id, row]));
  const imagesOf = new Map<number, { id: number; image: string }[]>();
  for (const row of images) {
    const list = imagesOf.get(row.product_id) ?? [];
    list.push({ id: row.id, image: row.image });
    imagesOf.set(row.product_id, list);
  }

  const lines: CartLine[] = [];
  for (const row of rows) {
    const tile = tiles.get(row.product_id);
    const product = ruleOf.get(row.product_id);
    const inventory = inventoryOf.get(row.inventory_id);
    if (!tile || !product || !inventory || inventory.product_id !== row.product_id) continue;
    const rule = product.shipping_rule_id === null ? undefined : shipping.get(product.shipping_rule_id);
    const updated: CartInventory = {
      id: inventory.id,
      quantity: inventory.quantity,
      price: centsToAmount(inventory.price),
      sku: inventory.sku,
      inventory_attributes: attributes.get(inventory.id) ?? [],
    };
    lines.push({
      id: row.id,
      product_id: row.product_id,
      user_id: ownerUserId(owner),
      inventory_id: row.inventory_id,
      quantity: row.quantity,
      selected: row.selected,
      shipping_place_id: row.shipping_place_id,
      shipping_type: row.shipping_type,
      flash_product: {
        ...tile,
        bundle_deal: (product.bundle_deal_id === null ? undefined : bundles.get(product.bundle_deal_id)) ?? null,
        tax_rules: (product.tax_rule_id === null ? undefined : taxes.get(product.tax_rule_id)) ?? null,
        shipping_rule_id: product.shipping_rule_id,
      },
      updated_inventory: updated,
      product_images: imagesOf.get(row.product_id) ?? [],
      shipping_place: rule ? placeFor(rule, row.shipping_place_id, options.address) : null,
    });
  }
  return lines;
}

/** The place a line ships from: matched for the address, else the stored one if it is still the rule's. */
function placeFor(rule: LoadedRule, storedPlaceId: number | null, address: PlaceKey | undefined): CartShippingPlace | null {
  const place = address ? matchShippingPlace(rule.places, address) : rule.places.find((p) => p.id === storedPlaceId);
  if (!place) return null;
  return { ...place, price: centsToAmount(place.price), pickup_price: centsToAmount(place.pickup_price), shipping_rule: rule.rule };
}

async function loadBundles(db: Kysely<DB>, ids: readonly number[], lang: string): Promise<Map<number, CartBundleDeal>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('bundle_deals as d')
    .leftJoin('bundle_deal_translations as t', (join) => join.onRef('t.bundle_deal_id', '=', 'd.id').on('t.lang', '=', lang))
    .select((eb) => ['d.id', 'd.buy', 'd.free', eb.fn.coalesce('t.title', 'd.title').as('title')])
    .where('d.id', 'in', ids)
    .where('d.status', '=', PUBLIC)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** Tax as the contract sends it: flat cents as an amount, percent hundredths as a decimal percent (750 -> 7.5). */
async function loadTaxRules(db: Kysely<DB>, ids: readonly number[]): Promise<Map<number, CartTaxRule>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('tax_rules').select(['id', 'type', 'price']).where('id', 'in', ids).where('status', '=', PUBLIC).execute();
  return new Map(rows.map((row) => [row.id, { type: row.type, price: centsToAmount(row.price) }]));
}

interface LoadedRule {
  rule: CartShippingRule;
  places: PlaceRow[];
}

async function loadShippingRules(db: Kysely<DB>, ids: readonly number[], lang: string): Promise<Map<number, LoadedRule>> {
  if (ids.length === 0) return new Map();
  const [rules, places] = await Promise.all([
    db
      .selectFrom('shipping_rules as r')
      .leftJoin('shipping_rule_translations as t', (join) => join.onRef('t.shipping_rule_id', '=', 'r.id').on('t.lang', '=', lang))
      .select((eb) => ['r.id', 'r.single_price', eb.fn.coalesce('t.title', 'r.title').as('title')])
      .where('r.id', 'in', ids)
      .where('r.status', '=', PUBLIC)
      .execute(),
    db
      .selectFrom('shipping_places')
      .select([
        'id', 'shipping_rule_id', 'country', 'state', 'price', 'pickup_price', 'day_needed', 'pickup_point', 'pickup_address_line_1',
        'pickup_address_line_2', 'pickup_city', 'pickup_state', 'pickup_zip', 'pickup_country', 'pickup_phone',
      ])
      .where('shipping_rule_id', 'in', ids)
      .orderBy('id')
      .execute(),
  ]);
  const out = new Map<number, LoadedRule>(rules.map((rule) => [rule.id, { rule, places: [] }]));
  for (const place of places) out.get(place.shipping_rule_id)?.places.push(place);
  return out;
}
