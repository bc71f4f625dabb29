import { type Kysely, sql } from 'kysely';
import { BULK_LIMITS, type SellerVariantRow } from '../../core/seller/bulk-stock';
import type { SellerPage } from '../../core/seller/seller-workspace';
import type { DB } from '../db/schema';
import { amountText, containing } from './seller-products-list';
import { variantOptions } from './variant-options';

/**
 * `GET seller/variants?q=&page=`: a page of the store's variants for the bulk table, the product
 * changed last first and its variants in their order, `BULK_LIMITS.pageSize` a page. `q` is found
 * in a title of any language or the variant's SKU, without case. Titles and options in `lang`
 * (the default language's where none); a variant without options shows the product's price, as it
 * pays it (decision 0001), and one with options its own (or the product's when it has none stored).
 */
export async function listSellerVariants(db: Kysely<DB>, storeId: number, query: { q: string; page: number }, lang: string): Promise<SellerPage<SellerVariantRow>> {
  let scope = db.selectFrom('inventories as i').innerJoin('products as p', 'p.id', 'i.product_id').where('p.store_id', '=', storeId);
  if (query.q !== '') {
    const pattern = containing(query.q);
    scope = scope.where((eb) => eb.or([
      eb(sql`lower(p.title)`, 'like', sql`${pattern} escape '\\'`),
      eb(sql`lower(i.sku)`, 'like', sql`${pattern} escape '\\'`),
      eb.exists(eb.selectFrom('product_translations as pt').select('pt.product_id').whereRef('pt.product_id', '=', 'p.id')
        .where(sql`lower(pt.title)`, 'like', sql`${pattern} escape '\\'`)),
    ]));
  }
  const [count, rows] = await Promise.all([
    scope.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
    scope.leftJoin('product_translations as t', (join) => join.onRef('t.product_id', '=', 'p.id').on('t.lang', '=', lang))
      .select((eb) => [
        'p.id as product_id', 'p.version', 'p.publication', 'p.selling', 'p.offered', 'p.low_stock', 'i.id', 'i.sku', 'i.price', 'i.quantity',
        eb.fn.coalesce('t.title', 'p.title').as('title'),
      ])
      .orderBy('p.updated_at', 'desc').orderBy('p.id', 'desc').orderBy('i.id')
      .limit(BULK_LIMITS.pageSize).offset((query.page - 1) * BULK_LIMITS.pageSize).execute(),
  ]);
  const ids = rows.map((row) => row.id);
  const values = await variantOptions(db, ids, lang);
  const total = Number(count?.n ?? 0);
  return {
    rows: rows.map((row) => {
      const own = values.filter((v) => v.inventory_id === row.id);
      return {
        productId: row.product_id, title: row.title, productVersion: row.version, publication: row.publication,
        variantId: row.id, sku: row.sku, values: own.map((v) => `${v.attribute}: ${v.value}`).join(', '),
        price: amountText(own.length > 0 && row.price > 0 ? row.price : row.selling), offerPrice: amountText(row.offered, true),
        stock: row.quantity, lowStock: row.low_stock, plain: own.length === 0,
      };
    }),
    total, page: query.page, lastPage: Math.max(1, Math.ceil(total / BULK_LIMITS.pageSize)),
  };
}
