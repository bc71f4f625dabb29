import type { Kysely } from 'kysely';
import { FLASH_SALE_PREVIEW, type FlashSale, type FlashSaleDetail, type FlashSaleListItem } from '../../core/product/product-detail';
import type { DB } from '../db/schema';
import { PUBLIC } from '../db/constants';
import { inOrder, loadTiles } from '../product/product-tiles';
import type { ProductRef } from '../product/product-detail';
import { publicProducts, type SortKey, tilePage } from '../product/product-pages';

/** Products per page of a flash sale's page, as in listings. */
export const FLASH_SALE_PER_PAGE = 30;

function saleQuery(db: Kysely<DB>, lang: string) {
  return db
    .selectFrom('flash_sales as f')
    .leftJoin('flash_sale_translations as t', (join) => join.onRef('t.flash_sale_id', '=', 'f.id').on('t.lang', '=', lang))
    .select((eb) => ['f.id', 'f.slug', 'f.image', 'f.start_time', 'f.end_time', eb.fn.coalesce('t.title', 'f.title').as('title')])
    .where('f.status', '=', PUBLIC);
}

function toSale(row: { id: number; slug: string; image: string | null; start_time: string; end_time: string; title: string }, now: Date): FlashSale {
  const state = Date.parse(row.start_time) <= now.getTime() ? 'running' : 'upcoming';
  return { id: row.id, title: row.title, slug: row.slug, image: row.image, start_time: row.start_time, end_time: row.end_time, state };
}

/**
 * `flash-sale`: public sales running or still to come at `now`, soonest first (ended ones are
 * gone), each with a first row of its public products. One query for the sales, one per sale
 * for its first products (a handful of sales), one for all their tiles.
 */
export async function listFlashSales(db: Kysely<DB>, lang: string, now: Date): Promise<FlashSaleListItem[]> {
  const rows = await saleQuery(db, lang).where('f.end_time', '>', now.toISOString()).orderBy('f.start_time').orderBy('f.id').limit(50).execute();
  const firstIds = await Promise.all(
    rows.map(async (row) =>
      (await publicProducts(db)
        .innerJoin('flash_sale_products as fp', 'fp.product_id', 'p.id')
        .select('p.id')
        .where('fp.flash_sale_id', '=', row.id)
        .orderBy('p.id', 'desc')
        .limit(FLASH_SALE_PREVIEW)
        .execute()).map((r) => r.id),
    ),
  );
  const tiles = await loadTiles(db, firstIds.flat(), lang, now);
  return rows.map((row, i) => ({ ...toSale(row, now), public_products: inOrder(firstIds[i]!, tiles) }));
}

/**
 * `flash-sale/{id}`: one running or upcoming public sale with its public products paged and sorted
 * like a listing (`sortby`). Tiles
 * carry the sale price only while a sale runs (product-tiles' rule), so an upcoming sale shows
 * today's prices. Null for an unknown, private or ended sale.
 */
export async function loadFlashSale(
  db: Kysely<DB>,
  ref: ProductRef,
  options: { page: number; sort: SortKey },
  lang: string,
  now: Date,
): Promise<FlashSaleDetail | null> {
  let query = saleQuery(db, lang).where('f.end_time', '>', now.toISOString());
  query = 'id' in ref ? query.where('f.id', '=', ref.id) : query.where('f.slug', '=', ref.slug);
  const row = await query.executeTakeFirst();
  if (!row) return null;
  const inSale = () => publicProducts(db).where('p.id', 'in', (eb) => eb.selectFrom('flash_sale_products').select('product_id').where('flash_sale_id', '=', row.id));
  const products = await tilePage(db, inSale, options.sort, options.page, FLASH_SALE_PER_PAGE, lang, now);
  return { flash_sale: toSale(row, now), products };
}
