import { type Kysely } from 'kysely';
import { ddl, index } from './migration-kit';

// The home page reads the first products of each collection ordered by (sort_order, product_id).
// With product_id missing from the index, both databases sorted a whole collection to break
// ties before applying LIMIT; with it the first rows come straight off the index.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('collection_products_collection_id_sort_order_idx').execute();
  await index(ddl(db), 'collection_products', ['collection_id', 'sort_order', 'product_id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('collection_products_collection_id_sort_order_product_id_idx').execute();
  await index(ddl(db), 'collection_products', ['collection_id', 'sort_order']);
}
