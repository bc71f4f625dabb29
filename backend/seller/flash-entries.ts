import type { Kysely } from 'kysely';
import {
  everydayCents, type FlashCandidate, type FlashEntryProblem, flashEntryProblems, type FlashProduct, removalProblem, type SaleWindow,
  saleState, type SellerFlashEntry, type SellerFlashSale, type SellerFlashSales, variantSaleCents,
} from '../../core/seller/flash-entry';
import { priceCentsOf } from '../../core/seller/seller-product';
import { ownCents } from '../../core/product/pricing';
import { PUBLIC } from '../../core/shared/visibility';
import type { DialectName } from '../db/database';
import type { DB } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';
import { reindexProducts } from '../search/search-index';
import { amountText } from './seller-products-list';
import { variantOptions } from './variant-options';

/** Most of the store's published products the form offers (a select list; by title). */
const FLASH_CANDIDATES_MAX = 500;

/** A product's variants as the rule reads them: id, options in `lang`, own everyday price in cents (null: the product's). */
interface StoredVariant {
  variantId: number;
  values: string;
  own: number | null;
}

async function variantsOf(db: Kysely<DB>, productIds: readonly number[], lang: string): Promise<Map<number, StoredVariant[]>> {
  const byProduct = new Map<number, StoredVariant[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db.selectFrom('inventories').select(['id', 'product_id', 'price']).where('product_id', 'in', [...productIds]).orderBy('product_id').orderBy('id').execute();
  const ids = rows.map((row) => row.id);
  const values = await variantOptions(db, ids, lang);
  for (const row of rows) {
    const own = values.filter((v) => v.inventory_id === row.id);
    const list = byProduct.get(row.product_id) ?? [];
    list.push({ variantId: row.id, values: own.map((v) => `${v.attribute}: ${v.value}`).join(', '), own: ownCents(Number(row.price), own.length > 0) });
    byProduct.set(row.product_id, list);
  }
  return byProduct;
}

/** The store's products `ids` (or its published ones) with their prices and titles in `lang`. */
function storeProducts(db: Kysely<DB>, storeId: number, lang: string) {
  return db.selectFrom('products as p')
    .leftJoin('product_translations as t', (join) => join.onRef('t.product_id', '=', 'p.id').on('t.lang', '=', lang))
    .select((eb) => ['p.id', 'p.version', 'p.selling', 'p.offered', 'p.publication', eb.fn.coalesce('t.title', 'p.title').as('title')])
    .where('p.store_id', '=', storeId);
}

/**
 * `GET seller/flash-sales`: the public sales not ended at `now`, soonest first, titles in `lang`,
 * each with the store's entries and every variant's everyday and sale price (core's one rule), and
 * the store's published products that may join one, by title.
 */
export async function loadSellerFlashSales(db: Kysely<DB>, storeId: number, lang: string, now: Date): Promise<SellerFlashSales> {
  const sales = await db.selectFrom('flash_sales as f')
    .leftJoin('flash_sale_translations as t', (join) => join.onRef('t.flash_sale_id', '=', 'f.id').on('t.lang', '=', lang))
    .select((eb) => ['f.id', 'f.slug', 'f.start_time', 'f.end_time', eb.fn.coalesce('t.title', 'f.title').as('title')])
    .where('f.status', '=', PUBLIC).where('f.end_time', '>', now.toISOString())
    .orderBy('f.start_time').orderBy('f.id').limit(50).execute();
  const entries = sales.length === 0 ? [] : await db.selectFrom('flash_sale_products as fp').innerJoin('products as p', 'p.id', 'fp.product_id')
    .select(['fp.flash_sale_id', 'fp.product_id', 'fp.price']).where('p.store_id', '=', storeId)
    .where('fp.flash_sale_id', 'in', sales.map((sale) => sale.id)).orderBy('fp.product_id').execute();
  const candidates = await storeProducts(db, storeId, lang).where('p.publication', '=', 'published').orderBy('title').orderBy('p.id').limit(FLASH_CANDIDATES_MAX).execute();
  const entered = [...new Set(entries.map((entry) => entry.product_id))].filter((id) => !candidates.some((c) => c.id === id));
  const others = entered.length === 0 ? [] : await storeProducts(db, storeId, lang).where('p.id', 'in', entered).execute();
  const products = new Map([...candidates, ...others].map((row) => [row.id, row]));
  const variants = await variantsOf(db, [...products.keys()], lang);

  const entryOf = (productId: number, priceCents: number): SellerFlashEntry | null => {
    const product = products.get(productId);
    if (!product) return null;
    const own = variants.get(productId) ?? [];
    const prices = variantSaleCents({ sellingCents: product.selling, offeredCents: product.offered }, own.map((v) => v.own), priceCents);
    return {
      productId, title: product.title, version: product.version, price: amountText(priceCents),
      everyday: amountText(everydayCents({ sellingCents: product.selling, offeredCents: product.offered })),
      variants: own.map((variant, i) => ({ variantId: variant.variantId, values: variant.values, everyday: amountText(prices[i]!.everyday), sale: amountText(prices[i]!.sale) })),
    };
  };
  const saleList: SellerFlashSale[] = sales.map((sale) => ({
    id: sale.id, slug: sale.slug, title: sale.title, startTime: sale.start_time, endTime: sale.end_time,
    state: saleState({ start: sale.start_time, end: sale.end_time }, now) === 'running' ? 'running' : 'upcoming',
    entries: entries.filter((entry) => entry.flash_sale_id === sale.id).map((entry) => entryOf(entry.product_id, Number(entry.price))).filter((entry): entry is SellerFlashEntry => entry !== null),
  }));
  const productList: FlashCandidate[] = candidates.map((row) => ({
    productId: row.id, title: row.title, version: row.version, selling: amountText(row.selling), offerPrice: amountText(row.offered, true),
    variants: (variants.get(row.id) ?? []).map((variant) => ({ variantId: variant.variantId, values: variant.values, own: variant.own === null ? null : amountText(variant.own) })),
  }));
  return { sales: saleList, products: productList };
}

/** Who changes an entry: the seller's store, in which shop. */
export interface FlashWriter {
  db: Kysely<DB>;
  dialect: DialectName;
  storeId: number;
}

export type FlashWriteResult =
  | { ok: true; productId: number; version: number; title: string }
  | { ok: false; reason: 'product_not_found' | 'flash_sale_not_found' | 'product_stale' | 'flash_entry_missing' }
  | { ok: false; reason: 'problems'; problems: FlashEntryProblem[]; everyday: number };

/** A refusal found after the product's row was locked: thrown so the transaction rolls back whole. */
class Refused extends Error {
  constructor(readonly result: Extract<FlashWriteResult, { ok: false }>) {
    super('refused');
  }
}

/** The public sale `saleId` not ended at `now`, or null (unknown, private or over: all read as missing). */
async function openSale(trx: Kysely<DB>, saleId: number, now: Date): Promise<SaleWindow | null> {
  const sale = await trx.selectFrom('flash_sales').select(['start_time', 'end_time']).where('id', '=', saleId).where('status', '=', PUBLIC)
    .where('end_time', '>', now.toISOString()).executeTakeFirst();
  return sale ? { start: sale.start_time, end: sale.end_time } : null;
}

/**
 * One write of an entry, all or nothing: the product (of the caller's store, else missing) at the
 * version read is locked by raising its version first, then the sale and core's rule are checked
 * and `change` runs; any refusal rolls the whole transaction back. Then the search index is told,
 * which announces the product (and its tiles) to every process.
 */
async function entryWrite(
  writer: FlashWriter, saleId: number, productId: number, version: number,
  change: (trx: Kysely<DB>, sale: SaleWindow, product: FlashProduct & { title: string }, now: Date) => Promise<void>,
): Promise<FlashWriteResult> {
  const now = new Date();
  try {
    return await writeTransaction(writer.db, writer.dialect, async (trx): Promise<FlashWriteResult> => {
      const row = await trx.selectFrom('products').select(['version', 'publication', 'selling', 'offered', 'title'])
        .where('id', '=', productId).where('store_id', '=', writer.storeId).executeTakeFirst();
      if (!row) return { ok: false, reason: 'product_not_found' };
      const sale = await openSale(trx, saleId, now);
      if (!sale) return { ok: false, reason: 'flash_sale_not_found' };
      if (row.version !== version) return { ok: false, reason: 'product_stale' };
      const raised = await trx.updateTable('products').set({ version: version + 1, updated_at: now.toISOString() })
        .where('id', '=', productId).where('store_id', '=', writer.storeId).where('version', '=', version).executeTakeFirst();
      if (Number(raised.numUpdatedRows) !== 1) throw new Refused({ ok: false, reason: 'product_stale' });
      const owns = (await trx.selectFrom('inventories as i').select((eb) => ['i.price',
        eb.exists(eb.selectFrom('inventory_attributes as ia').select('ia.inventory_id').whereRef('ia.inventory_id', '=', 'i.id')).as('has_values')])
        .where('i.product_id', '=', productId).orderBy('i.id').execute()).map((v) => ownCents(Number(v.price), Boolean(v.has_values)));
      await change(trx, sale, { publication: row.publication, sellingCents: row.selling, offeredCents: row.offered, owns, title: row.title }, now);
      await reindexProducts({ db: trx, dialect: writer.dialect }, [productId]);
      return { ok: true, productId, version: version + 1, title: row.title };
    });
  } catch (error) {
    if (error instanceof Refused) return error.result;
    throw error;
  }
}

/**
 * `POST seller/flash-sales/{saleId}/entries`: the product joins the upcoming sale at `price`, or
 * its sale price there changes. Checked by core's `flashEntryProblems` against the other sales
 * it is in; nothing written on any refusal.
 */
export function saveFlashEntry(writer: FlashWriter, saleId: number, productId: number, version: number, price: string): Promise<FlashWriteResult> {
  return entryWrite(writer, saleId, productId, version, async (trx, sale, product, now) => {
    const others = await trx.selectFrom('flash_sale_products as fp').innerJoin('flash_sales as f', 'f.id', 'fp.flash_sale_id')
      .select(['f.start_time', 'f.end_time']).where('fp.product_id', '=', productId).where('f.id', '!=', saleId)
      .where('f.end_time', '>', now.toISOString()).execute();
    const problems = flashEntryProblems(price, product, sale, others.map((o) => ({ start: o.start_time, end: o.end_time })), now);
    if (problems.length > 0) throw new Refused({ ok: false, reason: 'problems', problems, everyday: everydayCents(product) });
    await trx.deleteFrom('flash_sale_products').where('flash_sale_id', '=', saleId).where('product_id', '=', productId).execute();
    await trx.insertInto('flash_sale_products').values({ flash_sale_id: saleId, product_id: productId, price: priceCentsOf(price)! }).execute();
  });
}

/** `POST seller/flash-sales/{saleId}/entries/{productId}/remove`: the product leaves the sale before it starts. */
export function removeFlashEntry(writer: FlashWriter, saleId: number, productId: number, version: number): Promise<FlashWriteResult> {
  return entryWrite(writer, saleId, productId, version, async (trx, sale, product, now) => {
    const problem = removalProblem(sale, now);
    if (problem) throw new Refused({ ok: false, reason: 'problems', problems: [problem], everyday: everydayCents(product) });
    const gone = await trx.deleteFrom('flash_sale_products').where('flash_sale_id', '=', saleId).where('product_id', '=', productId).executeTakeFirst();
    if (Number(gone.numDeletedRows) !== 1) throw new Refused({ ok: false, reason: 'flash_entry_missing' });
  });
}
