import { type Kysely, sql } from 'kysely';
import { SELLER_PAGE_SIZE, type SellerPage, type SellerProductQuery, type SellerProductRow } from '../../core/seller/seller-workspace';
import type { DB } from '../db/schema';
import { centsToAmount } from '../db/money';

/** A decimal amount of cents as the workspace's fields hold it ("12.50"); '' for no amount where none is meant. */
export function amountText(cents: number, noneWhenZero = false): string {
  return noneWhenZero && cents === 0 ? '' : centsToAmount(cents).toFixed(2);
}

/** `text` as a LIKE pattern matching it anywhere, its own `%`, `_` and `\` taken literally (`escape '\'`). */
export function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `GET seller/products`: a page of the store's own products, newest change first, searched and
 * filtered in the database: `q` in a title of any language or a variant's SKU (without case), the
 * publication state, the stock (in: some variant in stock; out: none; low: some variant at or
 * under the product's low-stock threshold) and the category.
 */
export async function listSellerProducts(db: Kysely<DB>, storeId: number, query: SellerProductQuery, lang: string): Promise<SellerPage<SellerProductRow>> {
  let scope = db.selectFrom('products as p').where('p.store_id', '=', storeId);
  if (query.status !== 'all') scope = scope.where('p.publication', '=', query.status);
  if (query.categoryId !== null) scope = scope.where('p.category_id', '=', query.categoryId);
  if (query.stock === 'in') scope = scope.where('p.in_stock', '=', 1);
  if (query.stock === 'out') scope = scope.where('p.in_stock', '=', 0);
  if (query.stock === 'low') {
    scope = scope.where('p.low_stock', '>', 0)
      .where((eb) => eb.exists(eb.selectFrom('inventories as i').select('i.id').whereRef('i.product_id', '=', 'p.id').whereRef('i.quantity', '<=', 'p.low_stock')));
  }
  if (query.q !== '') {
    const pattern = containing(query.q);
    scope = scope.where((eb) => eb.or([
      eb(sql`lower(p.title)`, 'like', sql`${pattern} escape '\\'`),
      eb.exists(eb.selectFrom('product_translations as pt').select('pt.product_id').whereRef('pt.product_id', '=', 'p.id')
        .where(sql`lower(pt.title)`, 'like', sql`${pattern} escape '\\'`)),
      eb.exists(eb.selectFrom('inventories as i').select('i.id').whereRef('i.product_id', '=', 'p.id')
        .where(sql`lower(i.sku)`, 'like', sql`${pattern} escape '\\'`)),
    ]));
  }
  const [count, rows] = await Promise.all([
    scope.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
    scope
      .leftJoin('product_translations as t', (join) => join.onRef('t.product_id', '=', 'p.id').on('t.lang', '=', lang))
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .leftJoin('category_translations as ct', (join) => join.onRef('ct.category_id', '=', 'c.id').on('ct.lang', '=', lang))
      .select((eb) => [
        'p.id', 'p.slug', 'p.image', 'p.publication', 'p.selling', 'p.offered', 'p.updated_at', 'p.version',
        eb.fn.coalesce('t.title', 'p.title').as('title'),
        eb.fn.coalesce('ct.title', 'c.title').as('category'),
        eb.selectFrom('inventories as i').select((e) => e.fn.coalesce(e.fn.sum<number | string>('i.quantity'), e.lit(0)).as('s')).whereRef('i.product_id', '=', 'p.id').as('stock'),
        eb.selectFrom('inventories as i').select((e) => e.fn.countAll<number | string>().as('c')).whereRef('i.product_id', '=', 'p.id').as('variants'),
      ])
      .orderBy('p.updated_at', 'desc').orderBy('p.id', 'desc')
      .limit(SELLER_PAGE_SIZE).offset((query.page - 1) * SELLER_PAGE_SIZE).execute(),
  ]);
  const total = Number(count?.n ?? 0);
  return {
    rows: rows.map((row) => ({
      id: row.id, slug: row.slug, title: row.title, image: row.image, publication: row.publication,
      price: amountText(row.selling), offerPrice: amountText(row.offered, true),
      stock: Number(row.stock ?? 0), variants: Number(row.variants ?? 0), category: row.category,
      updatedAt: row.updated_at, version: row.version,
    })),
    total, page: query.page, lastPage: Math.max(1, Math.ceil(total / SELLER_PAGE_SIZE)),
  };
}
