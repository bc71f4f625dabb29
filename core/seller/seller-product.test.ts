import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combinationKey, emptyProduct, priceCentsOf, type ProductInput, productProblems, SELLER_LIMITS, stockOf, variantMatrix, type VariantInput } from './seller-product';
import { storeProblems } from './store-profile';

const context = { languages: ['en', 'ar', 'fr'], defaultLanguage: 'en' };
const variant = (o: Partial<VariantInput> = {}): VariantInput => ({ id: null, sku: 'TEE-1', price: '10', stock: '3', values: [], ...o });
const product = (o: Partial<ProductInput> = {}): ProductInput => ({
  ...emptyProduct(context.languages),
  texts: { en: { title: 'Tea cup', description: '' }, ar: { title: '', description: '' }, fr: { title: '', description: '' } },
  categoryId: 1, shippingRuleId: 1, price: '10', variants: [variant()], ...o,
});
const problems = (input: ProductInput) => productProblems(input, context).map((p) => `${p.field}:${p.code}`);

describe('a seller\'s product', () => {
  it('is accepted with the default language\'s title, a category, a price and one plain variant', () => {
    expect(problems(product())).toEqual([]);
    expect(problems(product({ offerPrice: '8.50', warranty: 'Two years', lowStock: '2' }))).toEqual([]);
  });

  it('needs the default language\'s title, a category and a price; the other languages are optional', () => {
    expect(problems(product({ texts: { en: { title: '  ', description: '' }, ar: { title: 'كوب', description: '' } }, categoryId: null, shippingRuleId: null, price: '' })))
      .toEqual(['title.en:required', 'categoryId:required', 'shippingRuleId:required', 'price:required']);
  });

  it('refuses prices that are not positive amounts in cents or are above the shop\'s limit, and an offer not below the price', () => {
    for (const bad of ['-1', '0', '0.00', '1.999', 'abc', '1e3', ' ']) expect(problems(product({ price: bad, variants: [variant({ price: '10' })] }))[0], bad).toMatch(/^price:(invalid_price|required)$/);
    expect(problems(product({ price: '1000000.01' }))).toEqual(['price:price_too_high']);
    expect(problems(product({ price: '10', offerPrice: '10' }))).toEqual(['offerPrice:offer_not_below']);
    expect(problems(product({ variants: [variant({ price: '' })] }))).toEqual(['variants.0.price:required']);
  });

  it('reads every amount from 0.01 to the limit as its cents, and nothing else', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: SELLER_LIMITS.maxPriceCents }), (cents) => priceCentsOf((cents / 100).toFixed(2)) === cents));
    fc.assert(fc.property(fc.integer({ min: -100_000_000, max: 0 }), (cents) => priceCentsOf((cents / 100).toFixed(2)) === null));
    fc.assert(fc.property(fc.string(), (text) => {
      const cents = priceCentsOf(text);
      return cents === null || (Number.isSafeInteger(cents) && cents > 0);
    }));
  });

  it('takes stock as whole units from 0 to the limit', () => {
    expect([stockOf('0'), stockOf(' 12 '), stockOf(String(SELLER_LIMITS.maxStock))]).toEqual([0, 12, SELLER_LIMITS.maxStock]);
    for (const bad of ['-1', '1.5', '', 'x', String(SELLER_LIMITS.maxStock + 1)]) expect(stockOf(bad), bad).toBeNull();
  });

  it('needs variants with SKUs unique in the product (without case), prices, stock and distinct combinations', () => {
    const two = [variant({ sku: 'A', values: [1, 3] }), variant({ sku: 'a', values: [3, 1], stock: '-2' })];
    expect(problems(product({ variants: two }))).toEqual(['variants.1.sku:duplicate_sku', 'variants.1.stock:invalid_stock', 'variants.1.values:duplicate_combination']);
    expect(problems(product({ variants: [variant({ sku: 'A', values: [1] }), variant({ sku: 'B', values: [] })] }))).toEqual(['variants.1.values:values_mismatch']);
    expect(problems(product({ variants: [variant({ sku: 'A' }), variant({ sku: 'B' })] }))).toEqual(['variants.0.values:values_mismatch', 'variants.1.values:values_mismatch']);
    expect(problems(product({ variants: [variant({ sku: 'with space' })] }))).toEqual(['variants.0.sku:invalid_sku']);
    expect(problems(product({ variants: [] }))).toEqual(['variants:no_variant']);
    expect(problems(product({ variants: Array.from({ length: SELLER_LIMITS.maxVariants + 1 }, (_, i) => variant({ sku: `S${i}`, values: [i] })) }))).toEqual(['variants:too_many_variants']);
  });

  it('takes at most the shop\'s photos and bounded texts', () => {
    const photos = Array.from({ length: SELLER_LIMITS.maxPhotos + 1 }, (_, i) => `products/${String(i).padStart(64, '0')}.jpg`);
    expect(problems(product({ photos, warranty: 'w'.repeat(SELLER_LIMITS.warrantyMax + 1), lowStock: '-1' }))).toEqual(['photos:too_many_photos', 'warranty:too_long', 'lowStock:invalid_stock']);
    const long = { title: 't'.repeat(SELLER_LIMITS.titleMax + 1), description: 'd'.repeat(SELLER_LIMITS.descriptionMax + 1) };
    expect(problems(product({ texts: { en: { title: 'Cup', description: '' }, ar: long } }))).toEqual(['title.ar:too_long', 'description.ar:too_long']);
  });

  it('ties a photo only to an option value one of its variants has, and only its own photos', () => {
    const photo = (n: number) => `products/${String(n).padStart(64, '0')}.jpg`;
    const twoColours = { photos: [photo(1), photo(2)], variants: [variant({ sku: 'R', values: [101] }), variant({ sku: 'B', values: [102] })] };
    expect(problems(product({ ...twoColours, photoValues: { [photo(2)]: 102 } }))).toEqual([]);
    // Any value and any photo name: accepted exactly when the photo is the product's and a variant has the value.
    fc.assert(fc.property(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 100, max: 104 }), (n, value) => {
      const found = problems(product({ ...twoColours, photoValues: { [photo(n)]: value } }));
      const fits = n <= 2 && (value === 101 || value === 102);
      expect(found).toEqual(fits ? [] : ['photoValues:invalid_choice']);
    }));
  });
});

describe('the variant matrix', () => {
  const attributes = fc.array(fc.record({ attributeId: fc.nat(), values: fc.uniqueArray(fc.integer({ min: 1, max: 1000 }), { maxLength: 4 }) }), { maxLength: 3 });

  it('has one variant per combination of one value of each attribute with values, all distinct', () => {
    fc.assert(fc.property(attributes, (chosen) => {
      const matrix = variantMatrix(chosen);
      const used = chosen.filter((a) => a.values.length > 0);
      const expected = used.reduce((n, a) => n * a.values.length, 1);
      expect(matrix).toHaveLength(expected);
      expect(new Set(matrix.map(combinationKey)).size).toBe(matrix.length);
      for (const combination of matrix) {
        expect(combination).toHaveLength(used.length);
        used.forEach((a, i) => expect(a.values).toContain(combination[i]));
      }
    }));
  });

  it('gives variants the rules accept once each has a SKU, a price and a stock', () => {
    fc.assert(fc.property(attributes, (chosen) => {
      const matrix = variantMatrix(chosen.map((a, i) => ({ ...a, values: a.values.map((v) => v + i * 1000) })));
      fc.pre(matrix.length <= SELLER_LIMITS.maxVariants);
      const variants = matrix.map((values, i) => variant({ sku: `SKU-${i}`, values }));
      expect(problems(product({ variants }))).toEqual([]);
    }));
  });

  it('is one variant without values when no attribute has values', () => {
    expect(variantMatrix([])).toEqual([[]]);
    expect(variantMatrix([{ attributeId: 1, values: [] }])).toEqual([[]]);
    expect(variantMatrix([{ attributeId: 1, values: [5, 6] }, { attributeId: 2, values: [7, 8, 9] }])).toHaveLength(6);
  });
});

describe('a store profile', () => {
  const profile = { name: 'Atelier Nour', descriptions: { en: 'Hand-made cups' }, phone: '', email: '', address: '', logo: null, banner: null };

  it('is accepted with a name of any script and optional contact', () => {
    expect(storeProblems(profile, ['en', 'ar'])).toEqual([]);
    expect(storeProblems({ ...profile, name: 'متجر نور', phone: '+90 212 555 01 01', email: 'shop@example.com' }, ['en'])).toEqual([]);
  });

  it('refuses a short or long name, a bad phone or e-mail, long texts and photo names the shop did not store', () => {
    const bad = { ...profile, name: 'A', phone: 'call me', email: 'nope', address: 'x'.repeat(301), descriptions: { ar: 'x'.repeat(2001) }, logo: '../etc/passwd', banner: 'products/abc.jpg' };
    expect(storeProblems(bad, ['en', 'ar']).map((p) => `${p.field}:${p.code}`))
      .toEqual(['name:too_short', 'description.ar:too_long', 'phone:invalid_phone', 'email:invalid_email', 'address:too_long', 'logo:invalid_choice', 'banner:invalid_choice']);
    expect(storeProblems({ ...profile, name: ' ' }, ['en']).map((p) => p.code)).toEqual(['required']);
  });
});
