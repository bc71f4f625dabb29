import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BULK_LIMITS, type BulkChange, bulkProblems, type StoredVariant } from './bulk-stock';
import { csvColumns, productKeyOf, readValuesText, requiredColumns, valuesText } from './seller-csv';
import { SELLER_LIMITS } from './seller-product';

const stored = new Map<number, StoredVariant>([
  [10, { productId: 1, version: 3, plain: false, offerCents: 0, saleFloorCents: 0 }],
  [11, { productId: 1, version: 3, plain: false, offerCents: 0, saleFloorCents: 0 }],
  [20, { productId: 2, version: 1, plain: true, offerCents: 1500, saleFloorCents: 0 }],
  [30, { productId: 3, version: 1, plain: true, offerCents: 0, saleFloorCents: 900 }],
]);
const change = (o: Partial<BulkChange> = {}): BulkChange => ({ productId: 1, version: 3, variantId: 10, price: '12.50', stock: '4', ...o });
const problems = (changes: BulkChange[]) => bulkProblems(changes, stored).map((p) => `${p.field}:${p.code}`);

describe('a bulk change of stock and prices', () => {
  it('takes rows of the store\'s variants at their product\'s version, with prices and stock the form would take', () => {
    expect(problems([change(), change({ variantId: 11, price: '1', stock: '0' }), change({ productId: 2, version: 1, variantId: 20, price: '15.01', stock: '1000000' })])).toEqual([]);
  });

  it('refuses an empty or too long save as a whole', () => {
    expect(problems([])).toEqual(['changes:no_rows']);
    expect(problems(Array.from({ length: BULK_LIMITS.maxRows + 1 }, () => change()))).toEqual(['changes:too_many_rows']);
  });

  it('refuses a variant not of the store or not of the product named, a row twice, and a stale version, by row', () => {
    expect(problems([change({ variantId: 99 }), change({ productId: 2 }), change({ variantId: 11 }), change({ variantId: 11 }), change({ productId: 2, variantId: 20, version: 0, price: '20' })]))
      .toEqual(['changes.0.variant_id:variant_not_found', 'changes.1.variant_id:variant_not_found', 'changes.3.variant_id:duplicate_row', 'changes.4.version:product_stale']);
  });

  it('refuses prices and stock the form refuses, and a product\'s price (a variant without options) at or under its offer', () => {
    expect(problems([change({ price: '' , stock: ' ' }), change({ variantId: 11, price: '0', stock: '-1' })]))
      .toEqual(['changes.0.price:required', 'changes.0.stock:required', 'changes.1.price:invalid_price', 'changes.1.stock:invalid_stock']);
    expect(problems([change({ price: '1000000.01', stock: '1000001' })])).toEqual(['changes.0.price:price_too_high', 'changes.0.stock:invalid_stock']);
    expect(problems([change({ productId: 2, version: 1, variantId: 20, price: '15.00' })])).toEqual(['changes.0.price:offer_not_below']);
    // In a flash sale at 9.00 not yet ended: the everyday price stays above it (decision 0032).
    expect(problems([change({ productId: 3, version: 1, variantId: 30, price: '9.00' })])).toEqual(['changes.0.price:below_flash']);
    expect(problems([change({ productId: 3, version: 1, variantId: 30, price: '9.01' })])).toEqual([]);
  });

  it('finds no problem exactly when every row is a known variant once, at its version, with a good price and stock', () => {
    const amount = fc.oneof(fc.integer({ min: 1, max: SELLER_LIMITS.maxPriceCents }).map((c) => (c / 100).toFixed(2)), fc.string({ maxLength: 6 }));
    const units = fc.oneof(fc.integer({ min: 0, max: SELLER_LIMITS.maxStock }).map(String), fc.string({ maxLength: 4 }));
    const row = fc.record({ productId: fc.constantFrom(1, 2), version: fc.constantFrom(1, 3), variantId: fc.constantFrom(10, 11, 20, 30), price: amount, stock: units });
    fc.assert(fc.property(fc.array(row, { minLength: 1, maxLength: 6 }), (changes) => {
      const found = bulkProblems(changes, stored);
      // Every problem names a row sent (or the save as a whole).
      expect(found.every((p) => p.field === 'changes' || Number(p.field.split('.')[1]) < changes.length)).toBe(true);
      const ids = changes.map((c) => c.variantId);
      const clean = new Set(ids).size === ids.length && changes.every((c) => {
        const v = stored.get(c.variantId);
        const cents = /^\d{1,9}(\.\d{1,2})?$/.test(c.price.trim()) ? Math.round(Number(c.price.trim()) * 100) : 0;
        return v !== undefined && v.productId === c.productId && v.version === c.version && cents > 0 && cents <= SELLER_LIMITS.maxPriceCents
          && !(v.plain && cents <= v.offerCents) && /^\d{1,7}$/.test(c.stock.trim()) && Number(c.stock.trim()) <= SELLER_LIMITS.maxStock;
      });
      expect(found.length === 0).toBe(clean);
    }), { numRuns: 300 });
  });
});

describe('the products\' CSV file', () => {
  it('has the shop\'s languages\' titles, the default language first, and names the columns it needs', () => {
    const columns = csvColumns(['fr', 'en', 'ar'], 'en');
    expect(columns.filter((c) => c.startsWith('title_'))).toEqual(['title_en', 'title_fr', 'title_ar']);
    expect(columns).toContain('description_en');
    expect(requiredColumns('en').every((c) => columns.includes(c))).toBe(true);
  });

  it('writes a variant\'s options as attribute:value pairs and reads them back, and refuses what is not such pairs', () => {
    const slug = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,10}$/);
    fc.assert(fc.property(fc.array(fc.record({ attribute: slug, value: slug }), { maxLength: 4 }), (pairs) => {
      expect(readValuesText(valuesText(pairs))).toEqual(pairs);
    }));
    expect(readValuesText(' colour : red ; size:m ;')).toEqual([{ attribute: 'colour', value: 'red' }, { attribute: 'size', value: 'm' }]);
    for (const bad of ['red', 'colour:', ':red', 'colour:red;;size:m', 'a:b:c']) expect(readValuesText(bad), bad).toBeNull();
  });

  it('groups rows by product id, else handle, else default title, without case', () => {
    expect(productKeyOf({ productId: ' 12 ', handle: 'x', title: 'Lamp' })).toBe('id:12');
    expect(productKeyOf({ productId: '', handle: 'Lamp-1', title: 'Lamp' })).toBe(productKeyOf({ productId: '', handle: 'lamp-1', title: 'Other' }));
    expect(productKeyOf({ productId: '', handle: '', title: ' Lamp ' })).toBe(productKeyOf({ productId: '', handle: '', title: 'lamp' }));
    expect(productKeyOf({ productId: '', handle: '', title: '' })).toBeNull();
  });
});
