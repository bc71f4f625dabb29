import { type Kysely } from 'kysely';
import { ddl, index } from '../migration-kit';

// Listing pages (api/v1 `all` and `products`) read one page of a category, sub-category, brand or
// the whole catalogue in one of four orders: newest, price either way, rating. 0004 covers price
// per category, sub-category and brand, and rating per category. These add the remaining
// (scope, order) pairs so every listing reads its first page straight off an index, without
// sorting the scope, and counts the scope from the index alone. `id` ends each key so ties
// come off the index in a stable order on PostgreSQL too (SQLite appends the rowid by itself).
const INDEXES: string[][] = [
  ['category_id', 'status', 'created_at', 'id'],
  ['sub_category_id', 'status', 'created_at', 'id'],
  ['sub_category_id', 'status', 'rating'],
  ['brand_id', 'status', 'created_at', 'id'],
  ['brand_id', 'status', 'rating'],
  // The whole catalogue (all_categories) by price and by rating; newest is 0004's (status, created_at, id).
  ['status', 'current_price'],
  ['status', 'rating'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const d = ddl(db);
  for (const columns of INDEXES) await index(d, 'products', columns);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const columns of INDEXES) await db.schema.dropIndex(`products_${columns.join('_')}_idx`).execute();
}
