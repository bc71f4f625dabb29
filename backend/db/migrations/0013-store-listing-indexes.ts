import { type Kysely, sql } from 'kysely';
import { ddl, index } from './migration-kit';

// Store pages (`store/{slug}`) list one store's public products in the four listing orders; with
// only 0004's (store_id, status) index a big store's page read and sorted every one of its rows
// (30-50 ms at 100,000 products). One index per order, ending in `id` the way the store query
// breaks ties (id descending after every order, backend/product/product-pages.ts tilePage), so
// the page comes off the index in order and stops after 30 entries:
//   newest               created_at desc, id desc   → (store_id, status, created_at, id) backwards
//   price_low_to_high    current_price asc, id desc → (store_id, status, current_price, id desc)
//   price_high_to_low    current_price desc, id desc → (store_id, status, current_price, id) backwards
//   avg_customer_review  rating desc, id desc       → (store_id, status, rating, id) backwards
const STORE: string[][] = [
  ['store_id', 'status', 'created_at', 'id'],
  ['store_id', 'status', 'current_price', 'id desc'],
  ['store_id', 'status', 'current_price', 'id'],
  ['store_id', 'status', 'rating', 'id'],
];

const nameOf = (columns: string[]) => `products_${columns.map((c) => c.replace(' ', '_')).join('_')}_store_idx`;

// Hot deals (`products?hot_deals=1`, backend/catalogue/hot-deals.ts) walk public offers by
// basis points off selling, then id. A partial index holds only the offers (a third of the
// catalogue) in that order, ending in the filter columns so filters are checked on its entries. The expression must stay identical to OFFER_OFF_BP for the planners to match it.
const HOT_DEALS = 'products_hot_deals_idx';

// Listing counts (backend/catalogue/listing-products.ts) at 100,000 products:
// - a category or sub-category filtered by brand counted by walking every entry of the category
//   in 0011's (scope, status, order, filters) indexes and checking the brand (~20-35 ms); with the
//   brand right after the scope the count seeks to that brand's entries only, and the remaining
//   filter columns keep it index-only;
// - a tag's count is its tag entries minus its non-public products; the non-public products (a
//   few percent) get a partial index of their own so that subtraction reads a few thousand entries.
const BRAND_COUNTS: string[][] = [
  ['category_id', 'status', 'brand_id', 'current_price', 'rating', 'shipping_rule_id'],
  ['sub_category_id', 'status', 'brand_id', 'current_price', 'rating', 'shipping_rule_id'],
];
const brandCountName = (columns: string[]) => `products_${columns[0]}_status_brand_id_count_idx`;
const NOT_PUBLIC = 'products_not_public_idx';

export async function up(db: Kysely<unknown>): Promise<void> {
  const d = ddl(db);
  for (const columns of STORE) await index(d, 'products', columns, { name: nameOf(columns) });
  // status leads (not in the WHERE) so SQLite's planner, seeing `status = ?` match it as well as
  // 0011's indexes, takes this one: it also yields the order and skips every non-offer.
  for (const columns of BRAND_COUNTS) await index(d, 'products', columns, { name: brandCountName(columns) });
  await sql`create index ${sql.id(NOT_PUBLIC)} on products (status, id) where status <> 1`.execute(db);
  await sql`create index ${sql.id(HOT_DEALS)} on products (status, (cast(selling - current_price as bigint) * 10000 / selling) desc, id, current_price, rating, brand_id, shipping_rule_id, selling) where current_price < selling`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex(HOT_DEALS).execute();
  await db.schema.dropIndex(NOT_PUBLIC).execute();
  for (const columns of BRAND_COUNTS) await db.schema.dropIndex(brandCountName(columns)).execute();
  for (const columns of STORE) await db.schema.dropIndex(nameOf(columns)).execute();
}
