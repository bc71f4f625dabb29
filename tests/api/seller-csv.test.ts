// The products' CSV export and import (issue 32, deliverable 4; decision 0031; docs/seller-api.md)
// on SQLite and PostgreSQL: one row per variant in UTF-8 with a byte order mark, formula cells
// neutralised; the file imported back unchanged changes nothing; a file with one bad row is
// refused whole with that line's error in the seller's language (Arabic here), nothing saved; the
// fixed file creates drafts; an edit of a published product through the file is live at once.
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../core/product/product-detail';
import type { ImportLineProblem, ImportSummary } from '../../core/seller/seller-csv';
import type { ProductSaved, SellerProduct } from '../../core/seller/seller-workspace';
import { testDatabases } from '../support/databases';
import { useApiShop } from '../support/api-shop';
import { fileUpload, formChoices, productForm, sellerAccount, sellerCall, setProductReview, type TestSeller } from './seller-support';

type Refusal = { form: string[]; lines: ImportLineProblem[] };

describe.each(testDatabases())('the products\' CSV on $name', (database) => {
  const shop = useApiShop(database, { products: 12, seed: 17 }, () => ({ accounts: { publicUrl: 'http://shop.test' } }));
  const call = <T>(method: 'GET' | 'POST', url: string, o: { token?: string; payload?: object; language?: string } = {}) => sellerCall<T>(shop, method, url, o);

  const exported = async (seller: TestSeller) => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/v1/seller/products/export.csv', headers: { Authorization: `Bearer ${seller.token}`, Language: 'en' } });
    expect(response.statusCode).toBe(200);
    return { text: response.body, headers: response.headers, rows: parse(response.body, { bom: true, columns: true }) as Record<string, string>[] };
  };
  const importFile = async (seller: TestSeller, text: string, language = 'en') => {
    const { payload, contentType } = await fileUpload(text);
    const response = await shop.app.inject({
      method: 'POST', url: '/api/v1/seller/products/import', payload,
      headers: { Authorization: `Bearer ${seller.token}`, Language: language, 'content-type': contentType },
    });
    return response.json() as { status: number; message: string; data: ImportSummary | Refusal };
  };
  const storeState = async (storeId: number) => JSON.stringify({
    products: await shop.db.selectFrom('products').selectAll().where('store_id', '=', storeId).orderBy('id').execute(),
    variants: await shop.db.selectFrom('inventories as i').innerJoin('products as p', 'p.id', 'i.product_id').selectAll('i').where('p.store_id', '=', storeId).orderBy('i.id').execute(),
    texts: await shop.db.selectFrom('product_translations as t').innerJoin('products as p', 'p.id', 't.product_id').selectAll('t').where('p.store_id', '=', storeId).orderBy('t.product_id').orderBy('t.lang').execute(),
  });
  /** The slugs a file names: the form's category and sub-category, the two values' attribute and values. */
  const slugs = async () => {
    const choices = await formChoices(shop);
    const category = await shop.db.selectFrom('categories').select('slug').where('id', '=', choices.categoryId).executeTakeFirstOrThrow();
    const sub = await shop.db.selectFrom('sub_categories').select('slug').where('id', '=', choices.subCategoryId).executeTakeFirstOrThrow();
    const values = await shop.db.selectFrom('attribute_values as v').innerJoin('attributes as a', 'a.id', 'v.attribute_id')
      .select(['v.id', 'v.slug', 'a.slug as attribute']).where('v.id', 'in', [choices.red, choices.blue]).orderBy('v.id').execute();
    return { category: category.slug, sub: sub.slug, shippingRule: String(choices.shippingRuleId), red: `${values[0]!.attribute}:${values[0]!.slug}`, blue: `${values[1]!.attribute}:${values[1]!.slug}` };
  };
  async function published(seller: TestSeller, word: string, overrides: Parameters<typeof productForm>[2] = {}) {
    await setProductReview(shop, false);
    const created = (await call<ProductSaved>('POST', 'seller/products', { token: seller.token, payload: productForm(await formChoices(shop), word, overrides) })).body.data;
    expect(created.id).toBeGreaterThan(0);
    return (await call<ProductSaved>('POST', `seller/products/${created.id}/publish`, { token: seller.token, payload: { version: created.version } })).body.data;
  }

  it('exports one row per variant in UTF-8 with a byte order mark, every language\'s title, and no cell a spreadsheet runs as a formula', async () => {
    const seller = await sellerAccount(shop);
    const lamp = await published(seller, 'Csvexportword');
    const choices = await formChoices(shop);
    const formula = productForm(choices, 'x', {
      texts: { en: { title: '=HYPERLINK("http://evil.test","Win")', description: '-2+3' }, ar: { title: '@مصباح', description: '' } },
      variants: [{ id: null, sku: `F-${Date.now().toString(36)}`, price: '12.00', stock: '3', values: [] }], lowStock: '',
    });
    const trap = (await call<ProductSaved>('POST', 'seller/products', { token: seller.token, payload: formula })).body.data;
    const file = await exported(seller);
    expect(file.text.startsWith('\uFEFF')).toBe(true);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(file.headers['content-disposition'])).toMatch(new RegExp(`^attachment; filename="products-${seller.slug}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
    expect(Object.keys(file.rows[0]!)).toEqual(expect.arrayContaining(['product_id', 'variant_id', 'version', 'handle', 'sku', 'title_en', 'title_fr', 'title_ar', 'title_tr', 'title_hi',
      'description_en', 'category', 'sub_category', 'brand', 'price', 'offer_price', 'values', 'variant_price', 'stock', 'low_stock', 'publication']));
    const lampRows = file.rows.filter((row) => row.product_id === String(lamp.id));
    expect(lampRows.map((row) => [row.title_ar, row.title_hi, row.price, row.variant_price, row.stock, row.low_stock, row.publication])).toEqual([
      ['مصباح مكتب Csvexportword', 'Csvexportword डेस्क लैंप', '40.00', '40.00', '5', '2', 'published'],
      ['مصباح مكتب Csvexportword', 'Csvexportword डेस्क लैंप', '40.00', '45.50', '0', '2', 'published'],
    ]);
    expect(lampRows[0]!.values).toMatch(/^[^:;]+:[^:;]+$/);
    const trapRow = file.rows.find((row) => row.product_id === String(trap.id))!;
    expect(trapRow).toMatchObject({ title_en: '\'=HYPERLINK("http://evil.test","Win")', description_en: '\'-2+3', title_ar: '\'@مصباح', values: '', publication: 'draft' });
    // Another store's products are not in it.
    const other = await sellerAccount(shop);
    expect((await exported(other)).rows).toEqual([]);
  });

  it('imports its own export back without changing anything, formula cells included', async () => {
    const seller = await sellerAccount(shop);
    await published(seller, 'Csvroundword');
    await call('POST', 'seller/products', { token: seller.token, payload: productForm(await formChoices(shop), 'Csvdraftword', { texts: { en: { title: '+Csvplus lamp', description: '<p>Warm <b>light</b></p>' } }, offerPrice: '39.99' }) });
    const before = await storeState(seller.storeId);
    const { text } = await exported(seller);
    const answer = await importFile(seller, text, 'fr');
    expect(answer).toMatchObject({ status: 200, data: { created: 0, updated: 0, unchanged: 2 } });
    expect(answer.message).toMatch(/^Import terminé/);
    expect(await storeState(seller.storeId)).toBe(before);
  });

  it('refuses a file with one bad row, listing that line\'s error in Arabic, and saves nothing; the fixed file creates drafts', async () => {
    const seller = await sellerAccount(shop, { language: 'ar' });
    const s = await slugs();
    const tag = Date.now().toString(36).toUpperCase();
    const header = ['handle', 'sku', 'title_en', 'title_ar', 'description_en', 'category', 'sub_category', 'shipping_rule', 'price', 'values', 'variant_price', 'stock', 'low_stock'];
    const rows = (price: string) => [
      header,
      ['kettle', `${tag}-K-R`, 'Csvkettle', 'غلاية', 'Boils fast', s.category, s.sub, s.shippingRule, '25.00', s.red, '25.00', '4', '1'],
      ['kettle', `${tag}-K-B`, '', '', '', '', '', '', '', s.blue, '27.50', '6', ''],
      ['mug', `${tag}-M`, 'Csvmug', 'كوب', '', s.category, '', s.shippingRule, price, '', '', '10', ''],
    ];
    const before = await storeState(seller.storeId);
    const bad = await importFile(seller, `\uFEFF${stringify(rows('abc'))}`, 'ar');
    expect(bad.status).toBe(201);
    expect(bad.message).toBe('في الملف 1 من المشكلات مدرجة حسب السطر: لم يُستورد شيء. أصلحها واستورد الملف من جديد.');
    expect((bad.data as Refusal).lines).toEqual([{ line: 4, column: 'price', message: 'اكتب سعرًا أكبر من الصفر، مثل 12.50.' }]);
    expect(await storeState(seller.storeId)).toBe(before);

    const fixed = await importFile(seller, stringify(rows('7.25')), 'en');
    expect(fixed).toEqual({ status: 200, message: 'Imported: 2 new products saved as drafts, 0 changed, 0 already up to date.', data: { created: 2, updated: 0, unchanged: 0, message: fixed.message } });
    const made = await shop.db.selectFrom('products').select(['id', 'title', 'publication', 'status', 'selling', 'low_stock']).where('store_id', '=', seller.storeId).orderBy('id').execute();
    expect(made.map((p) => [p.title, p.publication, p.status, p.selling, p.low_stock])).toEqual([['Csvkettle', 'draft', 2, 2500, 1], ['Csvmug', 'draft', 2, 725, 0]]);
    const kettle = (await call<SellerProduct>('GET', `seller/products/${made[0]!.id}`, { token: seller.token })).body.data;
    expect(kettle.input.texts.ar!.title).toBe('غلاية');
    expect(kettle.input.variants.map((v) => [v.sku, v.price, v.stock, v.values.length])).toEqual([[`${tag}-K-R`, '25.00', '4', 1], [`${tag}-K-B`, '27.50', '6', 1]]);
    // A draft is in no listing or search.
    expect((await call('GET', `product/${made[0]!.id}`)).http).toBe(404);
  });

  it('lists every kind of problem by line and column: slugs, SKUs taken or twice, a product\'s own cells that differ, unknown products', async () => {
    const seller = await sellerAccount(shop);
    const other = await sellerAccount(shop);
    const theirs = await published(other, 'Csvtheirsword');
    const takenSku = (await shop.db.selectFrom('inventories').select('sku').where('product_id', '=', theirs.id).executeTakeFirstOrThrow()).sku;
    const s = await slugs();
    const file = stringify([
      ['product_id', 'handle', 'sku', 'title_en', 'category', 'shipping_rule', 'price', 'values', 'variant_price', 'stock'],
      ['', 'a', 'A-1', 'Csva', 'no-such-category', s.shippingRule, '10', '', '', '1'],
      ['', 'b', takenSku, 'Csvb', s.category, s.shippingRule, '10', '', '', '1'],
      ['', 'c', 'C-1', 'Csvc', s.category, s.shippingRule, '10', s.red, '11', '1'],
      ['', 'c', 'C-2', '', s.category, '', '12', 'colour:nothing', '11', 'x'],
      ['', 'd', 'C-1', 'Csvd', s.category, '9999999', '10', '', '', '1'],
      [String(theirs.id), '', 'Z-1', 'Csvz', s.category, s.shippingRule, '10', '', '', '1'],
      ['', '', '', '', '', '', '', '', '', ''],
    ]);
    const answer = await importFile(seller, file);
    expect(answer.status).toBe(201);
    expect((answer.data as Refusal).lines.map((p) => `${p.line}:${p.column}`)).toEqual([
      '2:category', '3:sku', '5:price', '5:stock', '5:values', '6:shipping_rule', '6:sku', '7:product_id',
    ]);
    expect((answer.data as Refusal).lines.find((p) => p.line === 6 && p.column === 'sku')!.message).toBe('This SKU is also on line 4: each variant needs its own.');
    expect((answer.data as Refusal).lines.find((p) => p.line === 7)!.message).toBe('There is no such product in your store.');
    expect(await shop.db.selectFrom('products').select('id').where('store_id', '=', seller.storeId).execute()).toEqual([]);
    // Not CSV at all, or too large: refused before any line is read.
    expect((await importFile(seller, 'sku,title_en\n"unclosed,x\n')).data).toMatchObject({ lines: [{ line: 2, column: '', message: expect.stringMatching(/cannot be read as CSV/) }] });
    expect((await importFile(seller, 'sku,price\nA,1\n')).data).toMatchObject({ lines: [{ line: 1, column: 'title_en' }, { line: 1, column: 'category' }, { line: 1, column: 'stock' }] });
    expect((await importFile(seller, 'x'.repeat(2 * 1024 * 1024 + 10))).message).toBe('This file is too large: a file may be at most 2 MB. Nothing was saved.');
  });

  it('changes a published product through the file: live at once, its publication kept; a file exported before another change is refused as stale', async () => {
    const seller = await sellerAccount(shop);
    const lamp = await published(seller, 'Csvliveword');
    const { rows } = await exported(seller);
    await call<ProductDetail>('GET', `product/${lamp.id}`);
    const edited = rows.map((row) => ({ ...row, price: '41.00', variant_price: row.values === '' ? '41.00' : row.variant_price === '40.00' ? '41.00' : row.variant_price, stock: '7' }));
    const answer = await importFile(seller, stringify(edited, { header: true }));
    expect(answer).toMatchObject({ status: 200, data: { created: 0, updated: 1, unchanged: 0 } });
    const page = (await call<ProductDetail>('GET', `product/${lamp.id}`)).body.data;
    expect(page.selling).toBe(41);
    expect(page.inventory.map((item) => item.quantity)).toEqual([7, 7]);
    expect(await shop.db.selectFrom('products').select(['publication', 'status', 'version']).where('id', '=', lamp.id).executeTakeFirstOrThrow()).toEqual({ publication: 'published', status: 1, version: lamp.version + 1 });
    // The same old file again, with another change: the product moved on since it was exported.
    const again = await importFile(seller, stringify(edited.map((row) => ({ ...row, stock: '8' })), { header: true }));
    expect((again.data as Refusal).lines).toEqual([{ line: 2, column: 'version', message: expect.stringMatching(/^This product changed in the shop since the file was exported/) }]);
  });
});
