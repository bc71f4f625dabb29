import type { Kysely } from 'kysely';
import { type BulkChange, type BulkProblem, bulkProblems, type StoredVariant } from '../../core/seller/bulk-stock';
import { priceCentsOf, stockOf } from '../../core/seller/seller-product';
import type { DB } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';
import { type ProductWriter, refreshStorefront } from './product-writes';
import { saleFloors } from './sale-floor';

export type BulkResult = { ok: true; products: { id: number; version: number }[] } | { ok: false; problems: BulkProblem[] };

/** What the store has of the variants the changes name: a variant of another store, or none, is left out (it reads as missing). */
async function storedVariants(db: Kysely<DB>, storeId: number, changes: readonly BulkChange[]): Promise<Map<number, StoredVariant>> {
  const ids = [...new Set(changes.map((change) => change.variantId))];
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('inventories as i').innerJoin('products as p', 'p.id', 'i.product_id')
    .select((eb) => ['i.id', 'i.product_id', 'p.version', 'p.offered',
      eb.exists(eb.selectFrom('inventory_attributes as ia').select('ia.inventory_id').whereRef('ia.inventory_id', '=', 'i.id')).as('has_values')])
    .where('i.id', 'in', ids).where('p.store_id', '=', storeId).execute();
  const floors = await saleFloors(db, [...new Set(rows.map((row) => row.product_id))], new Date());
  return new Map(rows.map((row) => [row.id, { productId: row.product_id, version: row.version, plain: !row.has_values, offerCents: row.offered, saleFloorCents: floors.get(row.product_id) ?? 0 }]));
}

/** A product changed between the check and the write: the whole save is refused as stale on that product's rows. */
class StaleProduct extends Error {
  constructor(readonly productId: number) {
    super('stale product');
  }
}

/**
 * `POST seller/variants/bulk`: many variants' prices and stock, all or nothing. Checked whole by
 * core's `bulkProblems` against what the store has; then one transaction: each product's version
 * matched and raised (a product changed in between refuses the save as stale, nothing written),
 * each variant's stock and price written (a variant without options pays the product's price, so
 * its price is the product's `selling`; the offer stays, and core's rule keeps the price above
 * it), then the storefront kept true exactly as a product save does (`refreshStorefront`: stock
 * flags, listed prices, the search index and every process's caches, the low-stock marks and mail).
 */
export async function saveBulkChanges(writer: ProductWriter, changes: readonly BulkChange[]): Promise<BulkResult> {
  const stored = await storedVariants(writer.db, writer.storeId, changes);
  const problems = bulkProblems(changes, stored);
  if (problems.length > 0) return { ok: false, problems };
  try {
    const products = await writeTransaction(writer.db, writer.dialect, async (trx) => {
      const byProduct = new Map<number, BulkChange[]>();
      for (const change of changes) byProduct.set(change.productId, [...(byProduct.get(change.productId) ?? []), change]);
      const ids = [...byProduct.keys()].sort((a, b) => a - b);
      const now = new Date().toISOString();
      const saved: { id: number; version: number }[] = [];
      for (const id of ids) {
        const rows = byProduct.get(id)!;
        const { version } = rows[0]!;
        const plain = rows.find((row) => stored.get(row.variantId)!.plain);
        const updated = await trx.updateTable('products')
          .set({ version: version + 1, updated_at: now, ...(plain ? { selling: priceCentsOf(plain.price)! } : {}) })
          .where('id', '=', id).where('store_id', '=', writer.storeId).where('version', '=', version).executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) throw new StaleProduct(id);
        for (const row of rows) {
          const own = !stored.get(row.variantId)!.plain;
          await trx.updateTable('inventories').set({ quantity: stockOf(row.stock)!, ...(own ? { price: priceCentsOf(row.price)! } : {}) })
            .where('id', '=', row.variantId).where('product_id', '=', id).execute();
        }
        saved.push({ id, version: version + 1 });
      }
      await refreshStorefront(trx, writer, ids);
      return saved;
    });
    return { ok: true, products };
  } catch (error) {
    if (!(error instanceof StaleProduct)) throw error;
    return { ok: false, problems: changes.flatMap((change, i) => (change.productId === error.productId ? [{ field: `changes.${i}.version`, code: 'product_stale' as const }] : [])) };
  }
}
