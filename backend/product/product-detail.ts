import { type Kysely, sql } from 'kysely';
import type {
  AttributeGroup, BundleDeal, CategoryCrumb, InventoryItem, ProductDetail, ProductImage, ProductVoucher, ShippingRuleSummary, StoreSummary,
} from '../../core/product/product-detail';
import { PreparedQuery } from '../db/prepared-query';
import type { DB } from '../db/schema';
import { PUBLIC } from '../db/constants';
import { PRICE_TYPE } from '../../core/cart/price-type';
import { centsToAmount } from '../db/money';
import { readRowId, readSlug } from '../http/ids';
import { safeShopText } from '../http/shop-html';

/**
 * The product page in two parts. `ProductBody` is read-mostly (texts, images, rules, variants'
 * attributes) and may be cached for seconds; `liveState` (stock, flash price, the caller's
 * wishlist) is read on every request so the page never shows stale stock or sale state.
 */
export type ProductBody = Omit<ProductDetail, 'price' | 'end_time' | 'wishlisted' | 'compared' | 'in_stock' | 'flash_sale' | 'store'> & { store: StoreSummary };

/** A product reference from the URL: its id (digits) or its slug. */
export type ProductRef = { id: number } | { slug: string };

/** The product a path segment names, or null when it cannot name one (then the answer is 404). */
export function readProductRef(value: unknown): ProductRef | null {
  const id = readRowId(value);
  if (id !== null) return { id };
  const slug = typeof value === 'string' && !/^\d+$/.test(value.trim()) ? readSlug(value) : null;
  return slug === null ? null : { slug };
}

/** The id of a public product named by `ref`, or null. */
export async function publicProductId(db: Kysely<DB>, ref: ProductRef): Promise<number | null> {
  let query = db.selectFrom('products').select('id').where('status', '=', PUBLIC);
  query = 'id' in ref ? query.where('id', '=', ref.id) : query.where('slug', '=', ref.slug);
  const row = await query.executeTakeFirst();
  return row?.id ?? null;
}

/**
 * A product its seller took down after it was public (`hidden`, approved before): its address
 * answers 410 Gone, which tells search engines to drop it at once rather than retry a 404. A draft,
 * a product in review or one the shop made private stays a plain 404.
 */
export async function goneProductId(db: Kysely<DB>, ref: ProductRef): Promise<number | null> {
  let query = db.selectFrom('products').select('id').where('publication', '=', 'hidden').where('approved_at', 'is not', null);
  query = 'id' in ref ? query.where('id', '=', ref.id) : query.where('slug', '=', ref.slug);
  const row = await query.executeTakeFirst();
  return row?.id ?? null;
}

/** The read-mostly part of a public product's page in `lang`, or null for an unknown or private id. */
export async function loadProductBody(db: Kysely<DB>, id: number, lang: string, now: Date): Promise<ProductBody | null> {
  const product = await db
    .selectFrom('products as p')
    .leftJoin('product_translations as t', (join) => join.onRef('t.product_id', '=', 'p.id').on('t.lang', '=', lang))
    .innerJoin('stores as s', 's.id', 'p.store_id')
    .leftJoin('brands as b', (join) => join.onRef('b.id', '=', 'p.brand_id').on('b.status', '=', PUBLIC))
    .select((eb) => [
      'p.id', 'p.slug', 'p.image', 'p.selling', 'p.offered', 'p.rating', 'p.review_count', 'p.refundable', 'p.mind_change_returns',
      'p.category_id', 'p.sub_category_id', 'p.shipping_rule_id', 'p.bundle_deal_id',
      eb.fn.coalesce('t.title', 'p.title').as('title'),
      eb.fn.coalesce('t.badge', 'p.badge').as('badge'),
      eb.fn.coalesce('t.description', 'p.description').as('description'),
      eb.fn.coalesce('t.overview', 'p.overview').as('overview'),
      eb.fn.coalesce('t.unit', 'p.unit').as('unit'),
      eb.fn.coalesce('t.warranty', 'p.warranty').as('warranty'),
      eb.fn.coalesce('t.meta_title', 'p.meta_title').as('meta_title'),
      eb.fn.coalesce('t.meta_description', 'p.meta_description').as('meta_description'),
      's.id as store_id', 's.name as store_name', 's.slug as store_slug', 's.logo as store_logo', 's.rating as store_rating',
      's.review_count as store_review_count',
      'b.id as brand_id', 'b.title as brand_title', 'b.slug as brand_slug', 'b.image as brand_image',
    ])
    .where('p.id', '=', id)
    .where('p.status', '=', PUBLIC)
    .executeTakeFirst();
  if (!product) return null;

  const [images, variants, bundle, shipping, vouchers, categories] = await Promise.all([
    loadImages(db, id, lang),
    loadVariants(db, id, lang),
    product.bundle_deal_id === null ? null : loadBundle(db, product.bundle_deal_id, lang),
    product.shipping_rule_id === null ? null : loadShippingRule(db, product.shipping_rule_id, lang),
    loadVouchers(db, lang, now),
    loadCategoryChain(db, product.category_id, product.sub_category_id, lang),
  ]);

  return {
    id: product.id,
    slug: product.slug,
    title: product.title,
    badge: product.badge,
    selling: centsToAmount(product.selling),
    offered: centsToAmount(product.offered),
    image: product.image,
    review_count: product.review_count,
    rating: Number(product.rating),
    description: safeShopText(product.description),
    overview: safeShopText(product.overview),
    unit: product.unit,
    warranty: product.warranty,
    meta_title: product.meta_title,
    meta_description: product.meta_description,
    refundable: product.refundable,
    mind_change_returns: product.mind_change_returns,
    brand: product.brand_id === null ? null : { id: product.brand_id, title: product.brand_title!, slug: product.brand_slug!, image: product.brand_image! },
    store: {
      id: product.store_id, name: product.store_name, slug: product.store_slug, logo: product.store_logo,
      rating: Number(product.store_rating), review_count: product.store_review_count,
    },
    bundle_deal: bundle,
    images,
    shipping_rule: shipping,
    inventory: variants.inventory,
    attribute: variants.attribute,
    vouchers,
    category_data: categories,
    current_categories: categories[categories.length - 1]!,
  };
}

async function loadImages(db: Kysely<DB>, productId: number, lang: string): Promise<ProductImage[]> {
  const rows = await db
    .selectFrom('product_images as i')
    .leftJoin('attribute_values as v', 'v.id', 'i.attribute_value_id')
    .leftJoin('attribute_value_translations as vt', (join) => join.onRef('vt.attribute_value_id', '=', 'v.id').on('vt.lang', '=', lang))
    .select((eb) => ['i.id', 'i.image', 'i.attribute_value_id', 'v.id as value_id', eb.fn.coalesce('vt.title', 'v.title').as('value_title')])
    .where('i.product_id', '=', productId)
    .orderBy('i.sort_order')
    .orderBy('i.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    image: row.image,
    attribute_value_id: row.attribute_value_id,
    attributes: row.value_id === null ? null : { id: row.value_id, title: row.value_title ?? '' },
  }));
}

/** Variants with their attribute values, and the attributes grouped for the choosers (one query). */
async function loadVariants(db: Kysely<DB>, productId: number, lang: string): Promise<{ inventory: InventoryItem[]; attribute: AttributeGroup[] }> {
  const [inventories, values] = await Promise.all([
    db.selectFrom('inventories').select(['id', 'product_id', 'quantity', 'price', 'sku']).where('product_id', '=', productId).orderBy('id').execute(),
    db
      .selectFrom('inventories as inv')
      .innerJoin('inventory_attributes as ia', 'ia.inventory_id', 'inv.id')
      .innerJoin('attribute_values as v', 'v.id', 'ia.attribute_value_id')
      .innerJoin('attributes as a', 'a.id', 'v.attribute_id')
      .leftJoin('attribute_value_translations as vt', (join) => join.onRef('vt.attribute_value_id', '=', 'v.id').on('vt.lang', '=', lang))
      .leftJoin('attribute_translations as at', (join) => join.onRef('at.attribute_id', '=', 'a.id').on('at.lang', '=', lang))
      .select((eb) => [
        'inv.id as inventory_id', 'v.id as value_id', 'v.color_code', 'v.sort_order as value_order', 'a.id as attribute_id', 'a.sort_order as attribute_order',
        eb.fn.coalesce('vt.title', 'v.title').as('value_title'),
        eb.fn.coalesce('at.title', 'a.title').as('attribute_title'),
      ])
      .where('inv.product_id', '=', productId)
      .execute(),
  ]);

  const byInventory = new Map<number, InventoryItem['inventory_attributes']>();
  const groups = new Map<number, AttributeGroup & { order: number; valueOrder: Map<number, number> }>();
  for (const row of values) {
    const list = byInventory.get(row.inventory_id) ?? [];
    list.push({
      attribute_value_id: row.value_id,
      attribute_value: { id: row.value_id, title: row.value_title, attribute: { id: row.attribute_id, title: row.attribute_title } },
    });
    byInventory.set(row.inventory_id, list);
    let group = groups.get(row.attribute_id);
    if (!group) {
      group = { id: row.attribute_id, title: row.attribute_title, values: [], order: row.attribute_order, valueOrder: new Map() };
      groups.set(row.attribute_id, group);
    }
    if (!group.valueOrder.has(row.value_id)) {
      group.valueOrder.set(row.value_id, row.value_order);
      group.values.push({ id: row.value_id, attribute_id: row.attribute_id, title: row.value_title, color_code: row.color_code });
    }
  }

  const attribute = [...groups.values()]
    .sort((a, b) => a.order - b.order || a.id - b.id)
    .map((group) => ({
      id: group.id,
      title: group.title,
      values: group.values.sort((a, b) => group.valueOrder.get(a.id)! - group.valueOrder.get(b.id)! || a.id - b.id),
    }));
  const order = new Map(attribute.map((group, index) => [group.id, index]));
  const inventory = inventories.map((row) => ({
    id: row.id,
    product_id: row.product_id,
    quantity: row.quantity,
    price: centsToAmount(row.price),
    sku: row.sku,
    inventory_attributes: (byInventory.get(row.id) ?? []).sort(
      (a, b) => order.get(a.attribute_value.attribute.id)! - order.get(b.attribute_value.attribute.id)!,
    ),
  }));
  return { inventory, attribute };
}

async function loadBundle(db: Kysely<DB>, id: number, lang: string): Promise<BundleDeal | null> {
  const row = await db
    .selectFrom('bundle_deals as d')
    .leftJoin('bundle_deal_translations as t', (join) => join.onRef('t.bundle_deal_id', '=', 'd.id').on('t.lang', '=', lang))
    .select((eb) => ['d.id', 'd.buy', 'd.free', eb.fn.coalesce('t.title', 'd.title').as('title')])
    .where('d.id', '=', id)
    .where('d.status', '=', PUBLIC)
    .executeTakeFirst();
  return row ?? null;
}

async function loadShippingRule(db: Kysely<DB>, id: number, lang: string): Promise<ShippingRuleSummary | null> {
  const [rule, places] = await Promise.all([
    db
      .selectFrom('shipping_rules as r')
      .leftJoin('shipping_rule_translations as t', (join) => join.onRef('t.shipping_rule_id', '=', 'r.id').on('t.lang', '=', lang))
      .select((eb) => ['r.id', 'r.single_price', eb.fn.coalesce('t.title', 'r.title').as('title')])
      .where('r.id', '=', id)
      .where('r.status', '=', PUBLIC)
      .executeTakeFirst(),
    db
      .selectFrom('shipping_places')
      .select(['id', 'country', 'state', 'price', 'pickup_price', 'day_needed', 'pickup_point'])
      .where('shipping_rule_id', '=', id)
      .orderBy('id')
      .execute(),
  ]);
  if (!rule) return null;
  return {
    id: rule.id,
    title: rule.title,
    single_price: rule.single_price,
    shipping_places: places.map((p) => ({ ...p, price: centsToAmount(p.price), pickup_price: centsToAmount(p.pickup_price) })),
  };
}

/** Public vouchers valid now; flat amounts as money, percents as percent (stored in hundredths). */
async function loadVouchers(db: Kysely<DB>, lang: string, now: Date): Promise<ProductVoucher[]> {
  const at = now.toISOString();
  const rows = await db
    .selectFrom('vouchers as v')
    .leftJoin('voucher_translations as t', (join) => join.onRef('t.voucher_id', '=', 'v.id').on('t.lang', '=', lang))
    .select((eb) => [
      'v.id', 'v.code', 'v.type', 'v.price', 'v.capped_price', 'v.min_spend', 'v.usage_limit', 'v.limit_per_customer', 'v.end_time',
      eb.fn.coalesce('t.title', 'v.title').as('title'),
    ])
    .where('v.status', '=', PUBLIC)
    // A subscriber's own welcome voucher is theirs alone.
    .where('v.personal', '=', 0)
    .where('v.start_time', '<=', at)
    .where('v.end_time', '>', at)
    .orderBy('v.end_time')
    .limit(10)
    .execute();
  return rows.map((v) => ({
    id: v.id,
    title: v.title,
    type: v.type,
    price: v.type === PRICE_TYPE.percent ? v.price / 100 : centsToAmount(v.price),
    code: v.code,
    min_spend: centsToAmount(v.min_spend),
    capped_price: v.capped_price === null ? null : centsToAmount(v.capped_price),
    usage_limit: v.usage_limit,
    limit_per_customer: v.limit_per_customer,
    end_time: v.end_time,
  }));
}

/** Breadcrumb: the category, then the sub-category when the product has one. */
async function loadCategoryChain(db: Kysely<DB>, categoryId: number, subCategoryId: number | null, lang: string): Promise<CategoryCrumb[]> {
  const [category, sub] = await Promise.all([
    db
      .selectFrom('categories as c')
      .leftJoin('category_translations as t', (join) => join.onRef('t.category_id', '=', 'c.id').on('t.lang', '=', lang))
      .select((eb) => ['c.id', 'c.slug', eb.fn.coalesce('t.title', 'c.title').as('title')])
      .where('c.id', '=', categoryId)
      .executeTakeFirstOrThrow(),
    subCategoryId === null
      ? undefined
      : db
          .selectFrom('sub_categories as c')
          .leftJoin('sub_category_translations as t', (join) => join.onRef('t.sub_category_id', '=', 'c.id').on('t.lang', '=', lang))
          .select((eb) => ['c.id', 'c.slug', eb.fn.coalesce('t.title', 'c.title').as('title')])
          .where('c.id', '=', subCategoryId)
          .executeTakeFirst(),
  ]);
  const chain: CategoryCrumb[] = [{ ...category, type: 'category' }];
  if (sub) chain.push({ ...sub, type: 'sub_category' });
  return chain;
}

/** What changes from one request to the next: stock, the running flash sale, the caller's lists. */
export interface LiveState {
  stock: Map<number, number>;
  flash: { id: number; title: string; slug: string; price: number; end_time: string } | null;
  wishlisted: boolean;
  compared: boolean;
  /** Whether the caller follows the product's store. */
  followed: boolean;
}

/**
 * Stock of every variant and the running flash sale with the best price, in one statement (one
 * round trip on PostgreSQL): the inventory rows, then at most one row with the sale's columns.
 */
const STOCK_AND_FLASH = new PreparedQuery(
  (db: Kysely<DB>, productId: number, lang: string, at: string) =>
    db
      .selectFrom('inventories')
      .select((eb) => [
        eb.ref('id').$castTo<number | null>().as('id'),
        eb.ref('quantity').$castTo<number | null>().as('quantity'),
        sql<number | null>`null`.as('flash_id'),
        sql<string | null>`null`.as('flash_slug'),
        sql<number | null>`null`.as('flash_price'),
        sql<string | null>`null`.as('flash_end_time'),
        sql<string | null>`null`.as('flash_title'),
      ])
      .where('product_id', '=', productId)
      .unionAll(
        db
          .selectFrom((sub) =>
            sub
              .selectFrom('flash_sale_products as fp')
              .innerJoin('flash_sales as f', 'f.id', 'fp.flash_sale_id')
              .leftJoin('flash_sale_translations as t', (join) => join.onRef('t.flash_sale_id', '=', 'f.id').on('t.lang', '=', lang))
              .select((eb) => ['f.id', 'f.slug', 'fp.price', 'f.end_time', eb.fn.coalesce('t.title', 'f.title').as('title')])
              .where('fp.product_id', '=', productId)
              .where('f.status', '=', PUBLIC)
              .where('f.start_time', '<=', at)
              .where('f.end_time', '>', at)
              .orderBy('fp.price')
              .orderBy('f.id')
              .limit(1)
              .as('best'),
          )
          .select([
            sql<number | null>`null`.as('id'),
            sql<number | null>`null`.as('quantity'),
            'best.id as flash_id',
            'best.slug as flash_slug',
            'best.price as flash_price',
            'best.end_time as flash_end_time',
            'best.title as flash_title',
          ]),
      ),
  [-918_273_645, '\u0000lang', '\u0000at'],
);

/** Stock, running flash sale (best price), the caller's wishlist/compare rows and whether the caller follows the store. */
export async function liveState(db: Kysely<DB>, productId: number, userId: number | null, lang: string, now: Date): Promise<LiveState> {
  const [rows, wish, compare, follow] = await Promise.all([
    STOCK_AND_FLASH.execute(db, productId, lang, now.toISOString()),
    userId === null ? undefined : db.selectFrom('wishlists').select('id').where('user_id', '=', userId).where('product_id', '=', productId).executeTakeFirst(),
    userId === null ? undefined : db.selectFrom('compare_lists').select('id').where('user_id', '=', userId).where('product_id', '=', productId).executeTakeFirst(),
    userId === null ? undefined : db.selectFrom('store_followers as f').innerJoin('products as p', 'p.store_id', 'f.store_id')
      .select('f.store_id').where('p.id', '=', productId).where('f.user_id', '=', userId).executeTakeFirst(),
  ]);
  const stock = new Map<number, number>();
  let flash: LiveState['flash'] = null;
  for (const row of rows) {
    if (row.flash_id !== null) {
      flash = { id: Number(row.flash_id), title: row.flash_title ?? '', slug: row.flash_slug ?? '', price: centsToAmount(Number(row.flash_price)), end_time: row.flash_end_time ?? '' };
    } else if (row.id !== null) {
      stock.set(Number(row.id), Number(row.quantity));
    }
  }
  return { stock, flash, wishlisted: wish !== undefined, compared: compare !== undefined, followed: follow !== undefined };
}

/** The whole page: the (possibly cached) body with the live state laid over it. */
export function withLiveState(body: ProductBody, live: LiveState): ProductDetail {
  const inventory = body.inventory.map((item) => ({ ...item, quantity: live.stock.get(item.id) ?? 0 }));
  return {
    ...body,
    inventory,
    in_stock: inventory.some((item) => item.quantity > 0) ? 1 : 0,
    price: live.flash ? live.flash.price : null,
    end_time: live.flash ? live.flash.end_time : null,
    flash_sale: live.flash ? { id: live.flash.id, title: live.flash.title, slug: live.flash.slug } : null,
    wishlisted: live.wishlisted ? 1 : null,
    compared: live.compared ? 1 : null,
    store: { ...body.store, followed: live.followed ? 1 : null },
  };
}
