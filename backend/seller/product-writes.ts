import type { Kysely } from 'kysely';
import { nextPublication } from '../../core/seller/publication';
import { priceCentsOf, type ProductInput, type Publication, stockOf } from '../../core/seller/seller-product';
import { PRIVATE, PUBLIC } from '../../core/shared/visibility';
import type { DialectName } from '../db/database';
import { DEFAULT_IMAGE } from '../db/constants';
import type { DB } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { writeTransaction } from '../db/write-transaction';
import { safeShopText } from '../http/shop-html';
import { refreshInStock } from '../product/in-stock';
import { reindexProducts } from '../search/search-index';
import { type LowStockMailing, mailLowStock } from './low-stock';
import { reviewRequired } from './seller-form-options';

/** Who writes and in which shop: the seller's store, the shop's languages. */
export interface ProductWriter {
  db: Kysely<DB>;
  dialect: DialectName;
  storeId: number;
  languages: readonly string[];
  defaultLanguage: string;
  /** The low-stock mail (backend/seller/low-stock.ts); none: nobody is mailed (the mark is still kept right). */
  lowStock?: LowStockMailing;
}

export interface SavedProduct {
  id: number;
  version: number;
  publication: Publication;
  /** The default language's title, for the answer's message. */
  title: string;
}

export type ProductWriteResult =
  | { ok: true; product: SavedProduct }
  | { ok: false; reason: 'not_found' | 'stale' | 'sku_taken' | 'cannot_submit' | 'cannot_hide' };

/** A product's address word from its title: ASCII letters and digits joined by dashes; a title in another script gives "product". */
export function productSlugBase(title: string): string {
  const slug = title.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80).replace(/-+$/, '');
  return slug || 'product';
}

async function freeProductSlug(db: Kysely<DB>, title: string): Promise<string> {
  const base = productSlugBase(title);
  const taken = new Set((await db.selectFrom('products').select('slug').where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)])).execute()).map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Whether a unique violation is the SKU's (else the slug's: another product took it in between). */
export function isSkuViolation(error: unknown): boolean {
  const e = error as { constraint?: unknown; message?: unknown };
  return `${String(e.constraint ?? '')} ${String(e.message ?? '')}`.includes('sku');
}

/** The product row's columns a save writes, from a form core's rules and the server's checks passed. */
function productColumns(input: ProductInput, defaultLanguage: string) {
  const texts = input.texts[defaultLanguage]!;
  const description = texts.description.trim();
  const lowStock = input.lowStock.trim() === '' ? 0 : stockOf(input.lowStock)!;
  return {
    title: texts.title.trim(), description: description === '' ? null : safeShopText(description),
    category_id: input.categoryId!, sub_category_id: input.subCategoryId, brand_id: input.brandId,
    shipping_rule_id: input.shippingRuleId, tax_rule_id: input.taxRuleId, bundle_deal_id: input.bundleDealId,
    selling: priceCentsOf(input.price)!, offered: input.offerPrice.trim() === '' ? 0 : priceCentsOf(input.offerPrice)!,
    image: input.photos[0] ?? DEFAULT_IMAGE, refundable: input.refundable ? 1 : 0, mind_change_returns: input.mindChangeReturns ? 1 : 0,
    warranty: input.warranty.trim() === '' ? null : input.warranty.trim(), low_stock: lowStock,
  };
}

/**
 * Writes what hangs off the product row: its texts in the other languages (a language left empty
 * falls back to the default language's), its photos in order, and its variants. Variants left out
 * of the form are deleted (their cart lines go with them; an order line keeps its own copy of what
 * was bought and loses only the link, ordered_products.inventory_id set null). Kept variants first
 * take a parked SKU, so two variants may swap theirs. A variant without values pays the product's
 * price (stored 0, decision 0001); one with values its own. The low-stock marks are kept by
 * `refreshStorefront` (a variant restocked above the threshold may be mailed again when it dips).
 */
async function writeParts(trx: Kysely<DB>, id: number, input: ProductInput, writer: ProductWriter): Promise<void> {
  await trx.deleteFrom('product_translations').where('product_id', '=', id).execute();
  const translations = writer.languages.filter((language) => language !== writer.defaultLanguage).flatMap((language) => {
    const texts = input.texts[language];
    const title = texts?.title.trim() ?? '';
    const description = texts?.description.trim() ?? '';
    if (title === '' && description === '') return [];
    return [{ product_id: id, lang: language, title: title === '' ? null : title, description: description === '' ? null : safeShopText(description) }];
  });
  if (translations.length > 0) await trx.insertInto('product_translations').values(translations).execute();

  await trx.deleteFrom('product_images').where('product_id', '=', id).execute();
  if (input.photos.length > 0) await trx.insertInto('product_images').values(input.photos.map((image, i) => ({ product_id: id, image, sort_order: i, attribute_value_id: input.photoValues[image] ?? null }))).execute();

  const kept = input.variants.map((v) => v.id).filter((v): v is number => v !== null);
  let gone = trx.deleteFrom('inventories').where('product_id', '=', id);
  if (kept.length > 0) gone = gone.where('id', 'not in', kept);
  await gone.execute();
  for (const variantId of kept) await trx.updateTable('inventories').set({ sku: `~${variantId}` }).where('id', '=', variantId).execute();
  for (const variant of input.variants) {
    const quantity = stockOf(variant.stock)!;
    const columns = { sku: variant.sku.trim(), price: variant.values.length > 0 ? priceCentsOf(variant.price)! : 0, quantity };
    let variantId: number;
    if (variant.id === null) {
      variantId = (await trx.insertInto('inventories').values({ product_id: id, ...columns }).returning('id').executeTakeFirstOrThrow()).id;
    } else {
      variantId = variant.id;
      await trx.updateTable('inventories').set(columns).where('id', '=', variantId).execute();
      await trx.deleteFrom('inventory_attributes').where('inventory_id', '=', variantId).execute();
    }
    if (variant.values.length > 0) {
      await trx.insertInto('inventory_attributes').values([...new Set(variant.values)].map((value) => ({ inventory_id: variantId, attribute_value_id: value }))).execute();
    }
  }
}

/**
 * After any write of products' prices or stock: their stock flags and listed prices, the search
 * index (which tells every process's caches), and the low-stock marks and mail.
 */
export async function refreshStorefront(trx: Kysely<DB>, writer: Pick<ProductWriter, 'dialect' | 'lowStock'>, ids: readonly number[]): Promise<void> {
  await refreshInStock(trx, writer.dialect, ids, true);
  await reindexProducts({ db: trx, dialect: writer.dialect }, [...ids]);
  if (writer.lowStock) await mailLowStock(trx, writer.lowStock, { productIds: ids });
}

/** Runs a write, taking a unique violation of a SKU (another store took it in between) as `sku_taken`, and retrying once on a slug taken in between. */
async function guarded(work: () => Promise<ProductWriteResult>): Promise<ProductWriteResult> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (isSkuViolation(error)) return { ok: false, reason: 'sku_taken' };
      if (attempt >= 2) throw error;
    }
  }
}

/** A new product of the seller's store, from a form that passed every check: a draft, not public, with a unique slug from its default title. */
export function createProduct(writer: ProductWriter, input: ProductInput): Promise<ProductWriteResult> {
  return guarded(() => writeTransaction(writer.db, writer.dialect, (trx) => createProductIn(trx, writer, input)));
}

/** `createProduct` inside the caller's transaction `trx` (an import writes many products in one); a unique violation is the caller's to take. */
export async function createProductIn(trx: Kysely<DB>, writer: ProductWriter, input: ProductInput): Promise<ProductWriteResult> {
  const columns = productColumns(input, writer.defaultLanguage);
  const now = new Date().toISOString();
  const slug = await freeProductSlug(trx, columns.title);
  const { id } = await trx.insertInto('products').values({
    ...columns, slug, store_id: writer.storeId, listed_price: columns.offered > 0 ? columns.offered : columns.selling, in_stock: 0,
    status: PRIVATE, publication: 'draft', version: 1, created_at: now, updated_at: now,
  }).returning('id').executeTakeFirstOrThrow();
  await writeParts(trx, id, input, writer);
  await refreshStorefront(trx, writer, [id]);
  return { ok: true, product: { id, version: 1, publication: 'draft', title: columns.title } };
}

/**
 * Changes one of the store's products read at `version`; a product of another store is
 * `not_found`, a changed one `stale`, and nothing is written. Its publication stays as it is: a
 * published product's change is live at once (search index, every process's caches).
 */
export function updateProduct(writer: ProductWriter, id: number, version: number, input: ProductInput): Promise<ProductWriteResult> {
  return guarded(() => writeTransaction(writer.db, writer.dialect, (trx) => updateProductIn(trx, writer, id, version, input)));
}

/** `updateProduct` inside the caller's transaction `trx`; a unique violation is the caller's to take. */
export async function updateProductIn(trx: Kysely<DB>, writer: ProductWriter, id: number, version: number, input: ProductInput): Promise<ProductWriteResult> {
  const row = await trx.selectFrom('products').select(['version', 'publication']).where('id', '=', id).where('store_id', '=', writer.storeId).executeTakeFirst();
  if (!row) return { ok: false, reason: 'not_found' };
  if (row.version !== version) return { ok: false, reason: 'stale' };
  const columns = productColumns(input, writer.defaultLanguage);
  const updated = await trx.updateTable('products').set({ ...columns, version: version + 1, updated_at: new Date().toISOString() })
    .where('id', '=', id).where('store_id', '=', writer.storeId).where('version', '=', version).executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return { ok: false, reason: 'stale' };
  await writeParts(trx, id, input, writer);
  await refreshStorefront(trx, writer, [id]);
  return { ok: true, product: { id, version: version + 1, publication: row.publication, title: columns.title } };
}

/**
 * The seller submits (`submit`: published at once, or in review when the operator asks for one
 * and the shop has not approved this product before) or hides a product read at `version`
 * (core/seller/publication.ts `nextPublication`). `status` follows: public only when published;
 * `approved_at` is set the first time it is. Going public or leaving, it enters or leaves search,
 * listings and its store page at once; a submission restarts its wait in the review queue.
 */
export function changePublication(writer: ProductWriter, id: number, version: number, action: 'submit' | 'hide'): Promise<ProductWriteResult> {
  return writeTransaction(writer.db, writer.dialect, async (trx): Promise<ProductWriteResult> => {
    const row = await trx.selectFrom('products').select(['version', 'publication', 'approved_at', 'title']).where('id', '=', id).where('store_id', '=', writer.storeId).executeTakeFirst();
    if (!row) return { ok: false, reason: 'not_found' };
    if (row.version !== version) return { ok: false, reason: 'stale' };
    const next = nextPublication(row.publication, action, { reviewRequired: await reviewRequired(trx), approvedBefore: row.approved_at !== null });
    if (next === null) return { ok: false, reason: action === 'submit' ? 'cannot_submit' : 'cannot_hide' };
    const now = new Date().toISOString();
    const updated = await trx.updateTable('products').set({
      publication: next, status: next === 'published' ? PUBLIC : PRIVATE, approved_at: row.approved_at ?? (next === 'published' ? now : null),
      ...(action === 'submit' ? { review_reason: null } : {}), version: version + 1, updated_at: now,
    }).where('id', '=', id).where('version', '=', version).executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return { ok: false, reason: 'stale' };
    await refreshStorefront(trx, writer, [id]);
    return { ok: true, product: { id, version: version + 1, publication: next, title: row.title } };
  });
}
