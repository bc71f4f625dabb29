import { describe, expect, it } from 'vitest';
import type { BulkChange, SellerVariantRow } from './bulk-stock';
import { IMPORT_LIMITS } from './seller-csv';
import { BulkStockProblem, ImportFileProblem, importFileProblem, SellerDesk } from './seller-desk';
import type { SellerGateway } from './seller-gateway.port';

const row = (variantId: number, overrides: Partial<SellerVariantRow> = {}): SellerVariantRow => ({
  productId: 1, title: 'Lamp', productVersion: 3, publication: 'published', variantId, sku: `L-${variantId}`, values: '', price: '20.00', offerPrice: '', stock: 1, lowStock: 0, plain: true, ...overrides,
});

function desk() {
  const sent: BulkChange[][] = [];
  const imported: string[] = [];
  const gateway = {
    saveStock: async (changes: readonly BulkChange[]) => { sent.push([...changes]); return { products: [], message: 'ok' }; },
    importProducts: async (file: { name: string }) => { imported.push(file.name); return { kind: 'refused' as const, message: '', lines: [] }; },
  } as unknown as SellerGateway;
  return { desk: new SellerDesk(gateway), sent, imported };
}

describe('the seller desk: stock in bulk and the CSV import', () => {
  it('checks a bulk save with core’s rules against the rows read, and sends nothing refused', async () => {
    const { desk: d, sent } = desk();
    const rows = [row(1, { offerPrice: '15.00' }), row(2, { plain: false })];
    const refused = await d.saveStock([{ productId: 1, version: 3, variantId: 1, price: '14.00', stock: '2' }], rows, 'en').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BulkStockProblem);
    expect((refused as BulkStockProblem).problems).toEqual([{ field: 'changes.0.price', code: 'offer_not_below' }]);
    await expect(d.saveStock([], rows, 'en')).rejects.toMatchObject({ problems: [{ field: 'changes', code: 'no_rows' }] });
    expect(sent).toEqual([]);
    await d.saveStock([{ productId: 1, version: 3, variantId: 2, price: '14.00', stock: '2' }], rows, 'en');
    expect(sent).toHaveLength(1);
  });

  it('sends only a CSV file of at most 2 MB', async () => {
    const blob = (size: number) => ({ size });
    expect(importFileProblem({ name: 'products.CSV', type: '', bytes: blob(10) })).toBeNull();
    expect(importFileProblem({ name: 'export', type: 'text/csv', bytes: blob(10) })).toBeNull();
    expect(importFileProblem({ name: 'photo.png', type: 'image/png', bytes: blob(10) })).toBe('not_csv');
    expect(importFileProblem({ name: 'a.csv', type: 'text/csv', bytes: blob(0) })).toBe('empty');
    expect(importFileProblem({ name: 'a.csv', type: 'text/csv', bytes: blob(IMPORT_LIMITS.maxBytes) })).toBeNull();
    expect(importFileProblem({ name: 'a.csv', type: 'text/csv', bytes: blob(IMPORT_LIMITS.maxBytes + 1) })).toBe('too_large');
    const { desk: d, imported } = desk();
    await expect(d.importProducts({ name: 'a.txt', type: 'text/plain', bytes: new Blob(['x']) }, 'en')).rejects.toBeInstanceOf(ImportFileProblem);
    await d.importProducts({ name: 'a.csv', type: 'text/csv', bytes: new Blob(['x']) }, 'en');
    expect(imported).toEqual(['a.csv']);
  });
});
