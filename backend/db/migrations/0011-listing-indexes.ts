import { type Kysely } from 'kysely';
import { ddl, index } from './migration-kit';

// Listing pages (api/v1 `all` and `products`) read one page of a category, sub-category, brand or
// the whole catalogue in one of four orders (newest, price either way, rating), under optional
// filters on price, rating, brand and shipping rule, and count the matches.
//
// One index per (scope, order) pair, each ending in the filter columns: the first page comes off
// the index in order, and both the filter checks and the COUNT read index entries only, never
// table rows (a COUNT of a 10,000-product category with a brand filter fell from ~60 ms to a few
// on SQLite). `id` follows the order column so ties come off the index in a stable order on
// PostgreSQL too. 0004's narrower (scope, status, current_price) and (category, status, rating)
// indexes are replaced by these.
const FILTERS = ['current_price', 'rating', 'brand_id', 'shipping_rule_id'];
const SCOPES: string[][] = [['category_id', 'status'], ['sub_category_id', 'status'], ['brand_id', 'status'], ['status']];
const ORDERS: string[][] = [['created_at', 'id'], ['current_price', 'id'], ['rating', 'id']];

const REPLACED = [
  ['category_id', 'status', 'current_price'],
  ['sub_category_id', 'status', 'current_price'],
  ['brand_id', 'status', 'current_price'],
  ['category_id', 'status', 'rating'],
  ['status', 'created_at', 'id'],
];

function wanted(): string[][] {
  return SCOPES.flatMap((scope) => ORDERS.map((order) => {
    const key = [...scope, ...order];
    return [...key, ...FILTERS.filter((c) => !key.includes(c))];
  }));
}

const nameOf = (columns: string[]) => `products_${columns.join('_')}_idx`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const d = ddl(db);
  for (const columns of wanted()) await index(d, 'products', columns, { name: nameOf(columns.slice(0, 4)).replace(/_idx$/, '_list_idx') });
  for (const columns of REPLACED) await db.schema.dropIndex(nameOf(columns)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const d = ddl(db);
  for (const columns of REPLACED) await index(d, 'products', columns);
  for (const columns of wanted()) await db.schema.dropIndex(nameOf(columns.slice(0, 4)).replace(/_idx$/, '_list_idx')).execute();
}
