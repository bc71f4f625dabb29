// Flash sales and offers for a seller's products (issue 32, deliverable 6; decision 0032;
// docs/seller-api.md) on SQLite and PostgreSQL: a seller puts a published product into an upcoming
// public sale at one sale price, and every variant is reduced in the same ratio (decision 0001).
// Refused by field in the seller's language, nothing written: a price not below the everyday price,
// a draft, another seller's product (answered as a missing one), a second sale at the same time, a
// sale that has started. When the sale runs, the product page and the sale's tiles show the flash
// price of every variant by the one price rule.
import { describe, expect, it } from 'vitest';
import { advertisedFromRange } from '../../core/product/advertised-price';
import type { FlashSaleDetail, ProductDetail } from '../../core/product/product-detail';
import { discountPercent, displayPrice } from '../../core/product/pricing';
import type { FlashEntrySaved, SellerFlashSales } from '../../core/seller/flash-entry';
import type { ProductSaved, SellerProduct } from '../../core/seller/seller-workspace';
import { testDatabases } from '../support/databases';
import { shippingRule, useOrderShop } from './orders-support';
import { formChoices, productForm, sellerAccount, sellerCall, setProductReview, type TestSeller } from './seller-support';

type Fields = { form: string[]; fields: Record<string, string> };
const HOUR = 3_600_000;
let sales = 0;

describe.each(testDatabases())('a seller\'s products in flash sales on $name', (database) => {
  const shop = useOrderShop(database);
  const call = <T>(method: 'GET' | 'POST', url: string, o: { token?: string; payload?: object; language?: string } = {}) => sellerCall<T>(shop, method, url, o);
  const flashSales = async (seller: TestSeller, language = 'en') => (await call<SellerFlashSales>('GET', 'seller/flash-sales', { token: seller.token, language })).body.data;
  const join = (seller: TestSeller, saleId: number, body: object, language = 'en') =>
    call<FlashEntrySaved | Fields>('POST', `seller/flash-sales/${saleId}/entries`, { token: seller.token, payload: body, language });
  const remove = (seller: TestSeller, saleId: number, productId: number, version: number, language = 'en') =>
    call<FlashEntrySaved | Fields>('POST', `seller/flash-sales/${saleId}/entries/${productId}/remove`, { token: seller.token, payload: { version }, language });
  const entries = () => shop.db.selectFrom('flash_sale_products').selectAll().orderBy('flash_sale_id').orderBy('product_id').execute();
  const versionOf = async (id: number) => (await shop.db.selectFrom('products').select('version').where('id', '=', id).executeTakeFirstOrThrow()).version;

  /** A public sale from `startH` to `endH` hours from now, titled in French too. */
  async function sale(startH: number, endH: number) {
    const now = Date.now();
    const row = await shop.db.insertInto('flash_sales').values({
      slug: `seller-flash-${database.name}-${++sales}-${now}`, title: `Autumn sale ${sales}`, start_time: new Date(now + startH * HOUR).toISOString(),
      end_time: new Date(now + endH * HOUR).toISOString(), status: 1, created_at: new Date(now).toISOString(),
    }).returning('id').executeTakeFirstOrThrow();
    await shop.db.insertInto('flash_sale_translations').values({ flash_sale_id: row.id, lang: 'fr', title: `Soldes d’automne ${sales}` }).execute();
    return row.id;
  }

  /** A product of the seller: red 40.00 (5 in stock) and blue 45.50 (8), published unless `draft`. */
  async function product(seller: TestSeller, word: string, o: { draft?: boolean; offer?: string } = {}) {
    await setProductReview(shop, false);
    const form = productForm(await formChoices(shop), word, { offerPrice: o.offer ?? '' });
    form.variants[1]!.stock = '8';
    const created = (await call<ProductSaved>('POST', 'seller/products', { token: seller.token, payload: form })).body.data;
    const { ruleId } = await shippingRule(shop.db, { priceCents: 0 });
    await shop.db.updateTable('products').set({ shipping_rule_id: ruleId }).where('id', '=', created.id).execute();
    if (o.draft) return { id: created.id, version: created.version };
    const live = (await call<ProductSaved>('POST', `seller/products/${created.id}/publish`, { token: seller.token, payload: { version: created.version } })).body.data;
    expect(live.publication).toBe('published');
    return { id: created.id, version: live.version };
  }

  it('joins an upcoming sale at one price, shows each variant\'s sale price, changes it and leaves again', async () => {
    const seller = await sellerAccount(shop, { language: 'fr' });
    const lamp = await product(seller, 'Flashjoinword');
    const saleId = await sale(24, 48);

    const before = await flashSales(seller, 'fr');
    const listed = before.sales.find((s) => s.id === saleId)!;
    expect(listed).toMatchObject({ title: `Soldes d’automne ${sales}`, state: 'upcoming', entries: [] });
    expect(before.products.find((p) => p.productId === lamp.id)).toMatchObject({
      title: 'Lampe de bureau Flashjoinword', version: lamp.version, selling: '40.00', offerPrice: '',
      variants: [{ own: '40.00' }, { own: '45.50' }],
    });

    const joined = await join(seller, saleId, { product_id: lamp.id, version: lamp.version, price: '30.00' }, 'fr');
    expect(joined.body).toMatchObject({ status: 200, data: { productId: lamp.id, version: lamp.version + 1 } });
    expect(joined.body.message).toMatch(/^« Flashjoinword desk lamp » fait partie de la vente/);
    expect((await entries()).filter((e) => e.product_id === lamp.id)).toEqual([{ flash_sale_id: saleId, product_id: lamp.id, price: 3000 }]);

    const after = (await flashSales(seller)).sales.find((s) => s.id === saleId)!;
    // One sale price for the product; each variant reduced in its ratio: 45.50 x 30/40 = 34.125, half up.
    expect(after.entries).toEqual([{
      productId: lamp.id, title: 'Flashjoinword desk lamp', version: lamp.version + 1, price: '30.00', everyday: '40.00',
      variants: [
        { variantId: expect.any(Number), values: expect.stringContaining(': '), everyday: '40.00', sale: '30.00' },
        { variantId: expect.any(Number), values: expect.stringContaining(': '), everyday: '45.50', sale: '34.13' },
      ],
    }]);

    // A new price on the version answered; the old version is stale.
    expect((await join(seller, saleId, { product_id: lamp.id, version: lamp.version, price: '25' })).body.data).toEqual({ form: [expect.stringMatching(/^This product changed since you opened it/)] });
    expect((await join(seller, saleId, { product_id: lamp.id, version: lamp.version + 1, price: 25 })).body.status).toBe(200);
    expect((await entries()).find((e) => e.product_id === lamp.id)!.price).toBe(2500);

    const left = await remove(seller, saleId, lamp.id, lamp.version + 2);
    expect(left.body).toMatchObject({ status: 200, message: '“Flashjoinword desk lamp” is no longer in the sale.', data: { version: lamp.version + 3 } });
    expect((await entries()).filter((e) => e.product_id === lamp.id)).toEqual([]);
    expect((await remove(seller, saleId, lamp.id, lamp.version + 3)).body.data).toEqual({ form: ['This product is not in this sale: reload the page.'] });
  });

  it('refuses, by field in the seller\'s language, a price not below the everyday price, a draft and a second sale at the same time; nothing written', async () => {
    const seller = await sellerAccount(shop, { language: 'ar' });
    const lamp = await product(seller, 'Flashrefuseword', { offer: '36.00' });
    const draft = await product(seller, 'Flashdraftword', { draft: true });
    const first = await sale(24, 48);
    const overlapping = await sale(40, 60);
    const later = await sale(48, 60);
    const rows = await entries();

    const atOffer = await join(seller, first, { product_id: lamp.id, version: lamp.version, price: '36.00' }, 'ar');
    expect(atOffer.body.status).toBe(201);
    expect((atOffer.body.data as Fields).fields).toEqual({ price: 'يجب أن يكون سعر التخفيض أقل من السعر المعتاد للمنتج، 36.00.' });
    expect((await join(seller, first, { product_id: lamp.id, version: lamp.version, price: '0' })).body.data).toMatchObject({ fields: { price: 'Write a price above zero, like 12.50.' } });
    expect((await join(seller, first, { product_id: lamp.id, version: lamp.version, price: '' })).body.data).toMatchObject({ fields: { price: 'Write the sale price, like 12.50.' } });
    expect((await join(seller, first, { product_id: draft.id, version: draft.version, price: '10' })).body.data)
      .toMatchObject({ fields: { product_id: 'Only a published product can join a sale: publish it first.' } });
    expect((await join(seller, first, { product_id: lamp.id, version: lamp.version, price: { amount: 1 } })).body.data)
      .toEqual({ form: ['This request is not complete: reload the page and try again.'] });
    expect(await entries()).toEqual(rows);
    expect(await versionOf(lamp.id)).toBe(lamp.version);

    expect((await join(seller, first, { product_id: lamp.id, version: lamp.version, price: '29.99' })).body.status).toBe(200);
    const twice = await join(seller, overlapping, { product_id: lamp.id, version: lamp.version + 1, price: '20' }, 'tr');
    expect((twice.body.data as Fields).fields).toEqual({ product_id: 'Bu ürün o saatlerde zaten başka bir flaş indirimde: bir ürün aynı anda tek bir indirimde olabilir.' });
    expect(await versionOf(lamp.id)).toBe(lamp.version + 1);
    // The next sale, starting as the first ends, is another time.
    expect((await join(seller, later, { product_id: lamp.id, version: lamp.version + 1, price: '20' })).body.status).toBe(200);
    expect((await entries()).filter((e) => e.product_id === lamp.id).map((e) => [e.flash_sale_id, e.price])).toEqual([[first, 2999], [later, 2000]]);

    // In a sale at 29.99, the product's everyday price (its offer) cannot fall to it: the sale would charge more than every day.
    const form = (await call<SellerProduct>('GET', `seller/products/${lamp.id}`, { token: seller.token })).body.data;
    const lowered = await call<{ fields: Record<string, string> }>('POST', `seller/products/${lamp.id}`, { token: seller.token, payload: { ...form.input, version: form.version, offerPrice: '29.99' } });
    expect(lowered.body.data.fields).toEqual({ offerPrice: 'This product is in a flash sale at a lower price: keep its price above the sale price, or take it out of the sale first.' });
    const noOffer = await call<{ fields: Record<string, string> }>('POST', `seller/products/${lamp.id}`, { token: seller.token, payload: { ...form.input, version: form.version, offerPrice: '', price: '25.00', variants: form.input.variants.map((v) => ({ ...v, price: '25.00' })) } });
    expect(noOffer.body.data.fields).toMatchObject({ price: expect.stringContaining('flash sale') });
    expect(await versionOf(lamp.id)).toBe(form.version);
  });

  it('answers another seller\'s product exactly as a missing one, and an unknown or ended sale as missing; never a 5xx', async () => {
    const seller = await sellerAccount(shop);
    const other = await sellerAccount(shop);
    const theirs = await product(other, 'Flashtheirsword');
    const saleId = await sale(24, 48);
    const ended = await sale(-48, -24);
    const rows = await entries();
    const foreign = await join(seller, saleId, { product_id: theirs.id, version: theirs.version, price: '10' });
    const nothing = await join(seller, saleId, { product_id: 987_654_321, version: 1, price: '10' });
    expect(foreign.http).toBe(404);
    expect(foreign.body).toEqual(nothing.body);
    expect(foreign.body).toEqual({ status: 404, message: 'There is no such product in your store.', data: null });
    expect((await remove(seller, saleId, theirs.id, theirs.version)).body).toEqual((await remove(seller, saleId, 987_654_321, 1)).body);
    const mine = await product(seller, 'Flashmineword');
    for (const id of [ended, 987_654_321]) {
      const missing = await join(seller, id, { product_id: mine.id, version: mine.version, price: '10' });
      expect(missing.http).toBe(404);
      expect(missing.body.message).toBe('There is no such flash sale, or it has ended.');
    }
    expect((await call('POST', 'seller/flash-sales/abc/entries', { token: seller.token, payload: {} })).http).toBe(404);
    expect(await entries()).toEqual(rows);
    expect((await flashSales(other)).sales.find((s) => s.id === ended)).toBeUndefined();
  });

  it('shows the flash price of every variant by the one price rule once the sale runs, and keeps a started sale\'s entry as it is', async () => {
    const seller = await sellerAccount(shop);
    const lamp = await product(seller, 'Flashrunword');
    const saleId = await sale(24, 48);
    expect((await join(seller, saleId, { product_id: lamp.id, version: lamp.version, price: '30.00' })).body.status).toBe(200);
    // Upcoming: the product page has no flash price yet.
    const upcoming = (await call<ProductDetail>('GET', `product/${lamp.id}`)).body.data;
    expect(upcoming.price).toBeNull();

    // The sale starts (its start moved into the past, as the clock would).
    await shop.db.updateTable('flash_sales').set({ start_time: new Date(Date.now() - HOUR).toISOString() }).where('id', '=', saleId).execute();
    const now = new Date();
    const page = (await call<ProductDetail>('GET', `product/${lamp.id}`)).body.data;
    expect(Number(page.price)).toBe(30);
    expect(page.flash_sale).toMatchObject({ id: saleId });
    const listed = (await flashSales(seller)).sales.find((s) => s.id === saleId)!;
    expect(listed.state).toBe('running');
    const expected = listed.entries[0]!.variants;
    // Every variant on the product page pays what the seller's screen said, by core's rule (its badge
    // true to within the cent's rounding: 34.13 against 45.50 is -24%).
    expect(page.inventory.map((variant) => [variant.id, displayPrice(page, variant, now)])).toEqual(expected.map((variant) => [
      variant.variantId, { current: Number(variant.sale), previous: Number(variant.everyday), discountPercent: discountPercent(variant.sale, variant.everyday) },
    ]));
    // The sale's page lists its tile at the flash price of its cheapest variant, "from" since they differ.
    const tiles = (await call<FlashSaleDetail>('GET', `flash-sale/${saleId}`)).body.data.products.data;
    const tile = tiles.find((t) => t.id === lamp.id)!;
    expect(Number(tile.price)).toBe(30);
    expect(advertisedFromRange(tile, tile.variant_low, tile.variant_high, now)).toMatchObject({ unit: 3000, previous: 4000, from: true, source: 'flash' });

    // Started: the entry is fixed, nothing written.
    const version = await versionOf(lamp.id);
    const change = await join(seller, saleId, { product_id: lamp.id, version, price: '20' });
    expect((change.body.data as Fields).fields).toEqual({ sale: 'This sale has started: its products and prices can no longer be changed.' });
    expect((await remove(seller, saleId, lamp.id, version)).body.data).toMatchObject({ fields: { sale: 'This sale has started: its products and prices can no longer be changed.' } });
    expect((await entries()).find((e) => e.flash_sale_id === saleId && e.product_id === lamp.id)!.price).toBe(3000);
    expect(await versionOf(lamp.id)).toBe(version);
  });
});
