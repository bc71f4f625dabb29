import { type Kysely, sql } from 'kysely';
import {
  createTranslations, ddl, dropTables, entityTable, index, int, mustExist, oneOf, optional, owner, plainTable, required, stamp,
  withStatus, withTimestamps,
} from './migration-kit';

// The catalogue: category tree, brands, tags, collections, seller stores, products with their
// images, variants (inventories) and the attributes that tell variants apart.
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = ddl(db);

  await withStatus(withTimestamps(d, entityTable(d, 'categories')
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', required)
    .addColumn('image', 'text', required)
    .addColumn('icon', 'text')
    .addColumn('featured', 'integer', int(0))
    .addColumn('sort_order', 'integer', int(0))
    .addColumn('meta_title', 'text')
    .addColumn('meta_description', 'text'), false), 'categories').execute();
  await createTranslations(d, { table: 'categories', key: 'category_id' }, ['title', 'meta_title', 'meta_description']);
  await index(d, 'categories', ['status', 'featured', 'sort_order']);

  await withStatus(withTimestamps(d, entityTable(d, 'sub_categories')
    .addColumn('category_id', 'integer', owner('categories.id'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', required)
    .addColumn('image', 'text', required)
    .addColumn('featured', 'integer', int(0))
    .addColumn('in_footer', 'integer', int(0))
    .addColumn('sort_order', 'integer', int(0))
    .addColumn('meta_title', 'text')
    .addColumn('meta_description', 'text'), false), 'sub_categories').execute();
  await createTranslations(d, { table: 'sub_categories', key: 'sub_category_id' }, ['title', 'meta_title', 'meta_description']);
  await index(d, 'sub_categories', ['category_id', 'sort_order']);

  await withStatus(withTimestamps(d, entityTable(d, 'brands')
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', required)
    .addColumn('image', 'text', required)
    .addColumn('featured', 'integer', int(0))
    .addColumn('sort_order', 'integer', int(0)), false), 'brands').execute();
  await index(d, 'brands', ['status', 'featured', 'sort_order']);

  await withStatus(withTimestamps(d, entityTable(d, 'tags')
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', required), false), 'tags').execute();
  await createTranslations(d, { table: 'tags', key: 'tag_id' }, ['title']);

  await withStatus(withTimestamps(d, entityTable(d, 'collections')
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', required)
    .addColumn('sort_order', 'integer', int(0)), false), 'collections').execute();
  await createTranslations(d, { table: 'collections', key: 'collection_id' }, ['title']);

  await oneOf(
    withTimestamps(d, entityTable(d, 'stores')
      .addColumn('user_id', 'integer', optional('users.id'))
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', required)
      .addColumn('description', 'text')
      .addColumn('logo', 'text', required)
      .addColumn('banner_image', 'text')
      .addColumn('phone', 'text')
      .addColumn('email', 'text')
      .addColumn('address', 'text')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('rating', 'double precision', int(0))
      .addColumn('review_count', 'integer', int(0))
      .addColumn('approved_at', 'text'), false),
    'status', ['pending', 'approved'], 'stores',
  ).execute();
  await createTranslations(d, { table: 'stores', key: 'store_id' }, ['description']);
  await index(d, 'stores', ['user_id']);

  await plainTable(d, 'store_followers')
    .addColumn('store_id', 'integer', owner('stores.id'))
    .addColumn('user_id', 'integer', owner('users.id'))
    .addColumn('created_at', 'text', stamp(d))
    .addPrimaryKeyConstraint('store_followers_pkey', ['store_id', 'user_id'])
    .execute();
  await index(d, 'store_followers', ['user_id']);

  await entityTable(d, 'attributes')
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', required)
    .addColumn('sort_order', 'integer', int(0))
    .execute();
  await createTranslations(d, { table: 'attributes', key: 'attribute_id' }, ['title']);

  await entityTable(d, 'attribute_values')
    .addColumn('attribute_id', 'integer', owner('attributes.id'))
    .addColumn('slug', 'text', required)
    .addColumn('title', 'text', required)
    .addColumn('color_code', 'text')
    .addColumn('sort_order', 'integer', int(0))
    .addUniqueConstraint('attribute_values_attribute_id_slug_key', ['attribute_id', 'slug'])
    .execute();
  await createTranslations(d, { table: 'attribute_values', key: 'attribute_value_id' }, ['title']);

  await withStatus(withTimestamps(d, entityTable(d, 'products')
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('store_id', 'integer', mustExist('stores.id'))
    .addColumn('category_id', 'integer', mustExist('categories.id'))
    .addColumn('sub_category_id', 'integer', optional('sub_categories.id'))
    .addColumn('brand_id', 'integer', optional('brands.id'))
    .addColumn('shipping_rule_id', 'integer', optional('shipping_rules.id'))
    .addColumn('bundle_deal_id', 'integer', optional('bundle_deals.id'))
    .addColumn('tax_rule_id', 'integer', optional('tax_rules.id'))
    .addColumn('title', 'text', required)
    .addColumn('description', 'text')
    .addColumn('overview', 'text')
    .addColumn('unit', 'text')
    .addColumn('badge', 'text')
    .addColumn('warranty', 'text')
    .addColumn('meta_title', 'text')
    .addColumn('meta_description', 'text')
    .addColumn('image', 'text', required)
    .addColumn('selling', 'integer', required)
    .addColumn('offered', 'integer', int(0))
    // A stored generated column: listings filter and sort by the shown price through an index,
    // and no writer can let it drift from selling/offered.
    .addColumn('current_price', 'integer', (c) =>
      c.generatedAlwaysAs(sql`case when offered > 0 then offered else selling end`).stored())
    .addColumn('in_stock', 'integer', int(1))
    .addColumn('refundable', 'integer', int(0))
    .addColumn('mind_change_returns', 'integer', int(0))
    .addColumn('rating', 'double precision', int(0))
    .addColumn('review_count', 'integer', int(0))), 'products')
    .addCheckConstraint('products_price_check', sql`selling >= 0 and offered >= 0`)
    .execute();
  await createTranslations(d, { table: 'products', key: 'product_id' },
    ['title', 'description', 'overview', 'unit', 'badge', 'warranty', 'meta_title', 'meta_description']);
  // Listings: one category / sub-category / brand / store, public only, by price or rating.
  await index(d, 'products', ['category_id', 'status', 'current_price']);
  await index(d, 'products', ['sub_category_id', 'status', 'current_price']);
  await index(d, 'products', ['brand_id', 'status', 'current_price']);
  await index(d, 'products', ['category_id', 'status', 'rating']);
  await index(d, 'products', ['store_id', 'status']);
  // Newest public products (home "products", default listing order).
  await index(d, 'products', ['status', 'created_at', 'id']);
  await index(d, 'products', ['shipping_rule_id']);
  await index(d, 'products', ['bundle_deal_id']);
  await index(d, 'products', ['tax_rule_id']);

  await entityTable(d, 'product_images')
    .addColumn('product_id', 'integer', owner('products.id'))
    .addColumn('image', 'text', required)
    .addColumn('attribute_value_id', 'integer', optional('attribute_values.id'))
    .addColumn('sort_order', 'integer', int(0))
    .execute();
  await index(d, 'product_images', ['product_id', 'sort_order']);
  await index(d, 'product_images', ['attribute_value_id']);

  await plainTable(d, 'product_tags')
    .addColumn('product_id', 'integer', owner('products.id'))
    .addColumn('tag_id', 'integer', owner('tags.id'))
    .addPrimaryKeyConstraint('product_tags_pkey', ['product_id', 'tag_id'])
    .execute();
  await index(d, 'product_tags', ['tag_id', 'product_id']);

  await entityTable(d, 'inventories')
    .addColumn('product_id', 'integer', owner('products.id'))
    .addColumn('sku', 'text', (c) => c.notNull().unique())
    .addColumn('price', 'integer', int(0))
    .addColumn('quantity', 'integer', int(0))
    .addCheckConstraint('inventories_quantity_check', sql`quantity >= 0 and price >= 0`)
    .execute();
  await index(d, 'inventories', ['product_id']);

  await plainTable(d, 'inventory_attributes')
    .addColumn('inventory_id', 'integer', owner('inventories.id'))
    .addColumn('attribute_value_id', 'integer', owner('attribute_values.id'))
    .addPrimaryKeyConstraint('inventory_attributes_pkey', ['inventory_id', 'attribute_value_id'])
    .execute();
  await index(d, 'inventory_attributes', ['attribute_value_id']);

  await plainTable(d, 'collection_products')
    .addColumn('collection_id', 'integer', owner('collections.id'))
    .addColumn('product_id', 'integer', owner('products.id'))
    .addColumn('sort_order', 'integer', int(0))
    .addPrimaryKeyConstraint('collection_products_pkey', ['collection_id', 'product_id'])
    .execute();
  await index(d, 'collection_products', ['collection_id', 'sort_order']);
  await index(d, 'collection_products', ['product_id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, [
    'collection_products', 'inventory_attributes', 'inventories', 'product_tags', 'product_images', 'product_translations',
    'products', 'attribute_value_translations', 'attribute_values', 'attribute_translations', 'attributes',
    'store_followers', 'store_translations', 'stores', 'collection_translations', 'collections', 'tag_translations', 'tags',
    'brands', 'sub_category_translations', 'sub_categories', 'category_translations', 'categories',
  ]);
}
