import { writeTransaction } from '../db/write-transaction';
import { isUniqueViolation } from '../db/unique-violation';
import type { ImportProblem, PlannedProduct } from './product-csv';
import { createProductIn, isSkuViolation, type ProductWriter, updateProductIn } from './product-writes';

export type ImportResult = { ok: true; created: number; updated: number; ids: number[] } | { ok: false; problems: ImportProblem[] };

/** A product of the file the write path refused (changed or taken in between): the whole import is rolled back. */
class ImportRefused extends Error {
  constructor(readonly problem: ImportProblem) {
    super('import refused');
  }
}

/**
 * Writes an import's products that passed every check, all in ONE transaction with the product
 * form's own writes (`createProductIn`, `updateProductIn`): new products as drafts, existing ones
 * changed in place keeping their publication (a published one's change is live at once). A product
 * changed since the check, or a SKU another store took in between, rolls everything back.
 */
export async function writeImport(writer: ProductWriter, products: readonly PlannedProduct[]): Promise<ImportResult> {
  try {
    return await writeTransaction(writer.db, writer.dialect, async (trx): Promise<ImportResult> => {
      let created = 0;
      let updated = 0;
      const ids: number[] = [];
      for (const product of products) {
        const result = product.kind === 'create'
          ? await createProductIn(trx, writer, product.input)
          : await updateProductIn(trx, writer, product.id, product.version, product.input);
        if (!result.ok) throw new ImportRefused({ line: product.line, column: result.reason === 'sku_taken' ? 'sku' : 'product_id', code: result.reason === 'sku_taken' ? 'sku_taken' : 'csv_stale' });
        ids.push(result.product.id);
        if (product.kind === 'create') created++;
        else updated++;
      }
      return { ok: true, created, updated, ids };
    });
  } catch (error) {
    if (error instanceof ImportRefused) return { ok: false, problems: [error.problem] };
    if (isUniqueViolation(error) && isSkuViolation(error)) return { ok: false, problems: [{ line: 1, column: 'sku', code: 'sku_taken' }] };
    throw error;
  }
}
