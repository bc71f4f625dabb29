import { type Kysely, type RawBuilder, sql } from 'kysely';
import { ddl, index } from './migration-kit';

// Listings sort and filter by the price the tile advertises (decision 0001, "Consequences"). They
// compared `current_price` (offered above 0, else selling), which is the advertised everyday price
// only while the product's cheapest variant is in stock: with it sold out and a dearer one in
// stock, the tile said "from $55" while "up to $50" still found it. `listed_price` stores the
// advertised everyday price (no flash sale) from the variants in stock (backend/product/
// listed-price.ts, `listedPriceOf`), backfilled here and kept by every writer of prices or stock.
// The backfill's SQL is that file's as it was when this migration was written, frozen here
// (`listedPriceOf` below): a migration imports no application code.
//
// Every listing index that carried `current_price` (0011's (scope, order, filters) indexes, 0013's
// store price orders and brand counts, and the hot-deals partial index's filter columns) is built
// again on `listed_price`, so each (scope, order) pair keeps its index and filter checks stay on
// index entries. The hot-deals order (basis points off selling) and its WHERE still read
// `current_price`: an offer is one ratio for every variant, so the discount is the product's.
const OLD = 'current_price';
const NEW = 'listed_price';

/** 0011: one index per (scope, order) pair, ending in the filter columns. */
function listIndexes(price: string): { name: string; columns: string[] }[] {
  const filters = [price, 'rating', 'brand_id', 'shipping_rule_id'];
  const scopes = [['category_id', 'status'], ['sub_category_id', 'status'], ['brand_id', 'status'], ['status']];
  const orders = [['created_at', 'id'], [price, 'id'], ['rating', 'id']];
  return scopes.flatMap((scope) => orders.map((order) => {
    const key = [...scope, ...order];
    const columns = [...key, ...filters.filter((c) => !key.includes(c))];
    return { name: `products_${columns.slice(0, 4).join('_')}_list_idx`, columns };
  }));
}

/** 0013: a store's page by price either way, and a category's (sub-category's) count by brand. */
function storeAndCountIndexes(price: string): { name: string; columns: string[] }[] {
  const store = [['store_id', 'status', price, 'id desc'], ['store_id', 'status', price, 'id']]
    .map((columns) => ({ name: `products_${columns.map((c) => c.replace(' ', '_')).join('_')}_store_idx`, columns }));
  const counts = ['category_id', 'sub_category_id']
    .map((scope) => ({ name: `products_${scope}_status_brand_id_count_idx`, columns: [scope, 'status', 'brand_id', price, 'rating', 'shipping_rule_id'] }));
  return [...store, ...counts];
}

const HOT_DEALS = 'products_hot_deals_idx';

/**
 * The listed price (cents) of the product row `product`: among the variants in stock (all of them
 * when none is), a variant with attributes and a price above 0 pays its own price reduced by the
 * offer's ratio `offered / selling` (rounded half up to the cent), any other the product's
 * `current_price`; the lowest of those, or `current_price` for a product without variants.
 */
function listedPriceOf(product: string): RawBuilder<number> {
  const p = (column: string) => sql.ref(`${product}.${column}`);
  const id = p('id');
  const ownPriced = sql`(i.price > 0 and exists (select 1 from inventory_attributes ia where ia.inventory_id = i.id))`;
  const candidates = sql`inventories i where i.product_id = ${id}
    and (i.quantity > 0 or not exists (select 1 from inventories j where j.product_id = ${id} and j.quantity > 0))`;
  const reduced = sql`(cast(i.price as bigint) * ${p('offered')} * 2 + ${p('selling')}) / (cast(${p('selling')} as bigint) * 2)`;
  const unit = sql`case when ${ownPriced} then (case when ${p('offered')} > 0 and ${p('selling')} > 0 then ${reduced} else i.price end) else ${p('current_price')} end`;
  return sql<number>`coalesce((select cast(min(${unit}) as integer) from ${candidates}), ${p('current_price')})`;
}

/** 0013's hot-deals partial index, its filter columns carrying `price`; the order expression and WHERE are OFFER_OFF_BP's. */
async function hotDealsIndex(db: Kysely<unknown>, price: string): Promise<void> {
  await sql`create index ${sql.id(HOT_DEALS)} on products (status, (cast(selling - current_price as bigint) * 10000 / selling) desc, id, ${sql.id(price)}, rating, brand_id, shipping_rule_id, selling) where current_price < selling`.execute(db);
}

async function dropIndexes(db: Kysely<unknown>, price: string): Promise<void> {
  for (const { name } of [...listIndexes(price), ...storeAndCountIndexes(price)]) await db.schema.dropIndex(name).execute();
  await db.schema.dropIndex(HOT_DEALS).execute();
}

async function createIndexes(db: Kysely<unknown>, price: string): Promise<void> {
  const d = ddl(db);
  for (const { name, columns } of [...listIndexes(price), ...storeAndCountIndexes(price)]) await index(d, 'products', columns, { name });
  await hotDealsIndex(db, price);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const { dialect } = ddl(db);
  // The old indexes go first: the backfill writes every row of PostgreSQL's table, and each index
  // would be written with it.
  await dropIndexes(db, OLD);
  // SQLite adds a NOT NULL column only with a default; PostgreSQL adds it empty, fills it and then
  // forbids NULL, so a write that forgot it fails there (every typed write must name it).
  if (dialect === 'sqlite') await db.schema.alterTable('products').addColumn(NEW, 'integer', (c) => c.notNull().defaultTo(0)).execute();
  else await db.schema.alterTable('products').addColumn(NEW, 'integer').execute();
  // Every migration runs in its own transaction (migrate.ts). `listed_price <> …` is NULL for
  // PostgreSQL's empty column, so it is set outright first.
  if (dialect === 'postgres') await sql`update products set listed_price = current_price`.execute(db);
  await sql`update products set listed_price = ${listedPriceOf('products')} where listed_price <> ${listedPriceOf('products')}`.execute(db);
  if (dialect === 'postgres') await db.schema.alterTable('products').alterColumn(NEW, (c) => c.setNotNull()).execute();
  await createIndexes(db, NEW);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropIndexes(db, NEW);
  await createIndexes(db, OLD);
  await db.schema.alterTable('products').dropColumn(NEW).execute();
}
