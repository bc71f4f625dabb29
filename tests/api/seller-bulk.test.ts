// Stock and prices in bulk, and the low-stock mail (issue 32, deliverables 4 and 7;
// docs/seller-api.md) on SQLite and PostgreSQL: the store's variants paged on the server, a save
// checked whole (a bad row, another seller's variant, a stale version: refused by row, nothing
// written), a good one live at once on the product page, its tile and the listed price; a
// product's own price changed through its plain variant, never under its offer; the seller mailed
// once in their language when an order takes a variant to the threshold, again only after a restock.
import { describe, expect, it } from 'vitest';
import type { BulkSaved, SellerVariantRow } from '../../core/seller/bulk-stock';
import type { ProductDetail } from '../../core/product/product-detail';
import type { ProductSaved, SellerPage } from '../../core/seller/seller-workspace';
import type { SearchSuggestions } from '../../backend/search/search-suggestions';
import { testDatabases } from '../support/databases';
import { address, cartLine, isSellerOrderMail, placeOrderCall, shippingRule, useOrderShop } from './orders-support';
import { formChoices, productForm, sellerAccount, sellerCall, setProductReview, type TestSeller } from './seller-support';

type Fields = { form: string[]; fields: Record<string, string> };

describe.each(testDatabases())('stock and prices in bulk on $name', (database) => {
  const shop = useOrderShop(database);
  const call = <T>(method: 'GET' | 'POST', url: string, o: { token?: string; payload?: object; language?: string } = {}) => sellerCall<T>(shop, method, url, o);
  const variants = async (seller: TestSeller, q: string, language = 'en') =>
    (await call<SellerPage<SellerVariantRow>>('GET', `seller/variants?q=${encodeURIComponent(q)}`, { token: seller.token, language })).body.data;
  const bulk = (seller: TestSeller, changes: object[], language = 'en') => call<BulkSaved | Fields>('POST', 'seller/variants/bulk', { token: seller.token, payload: { changes }, language });
  const rowsOf = (productId: number) => shop.db.selectFrom('inventories').select(['id', 'price', 'quantity', 'low_stock_mailed']).where('product_id', '=', productId).orderBy('id').execute();
  const productRow = (id: number) => shop.db.selectFrom('products').select(['selling', 'offered', 'listed_price', 'in_stock', 'version']).where('id', '=', id).executeTakeFirstOrThrow();

  /** A published product of the seller: red (5 in stock, 40.00) and blue (8, 45.50), low stock at 2. */
  async function published(seller: TestSeller, word: string, overrides: Parameters<typeof productForm>[2] = {}) {
    await setProductReview(shop, false);
    const choices = await formChoices(shop);
    const form = productForm(choices, word, overrides);
    if (!overrides.variants) form.variants[1]!.stock = '8';
    const created = (await call<ProductSaved>('POST', 'seller/products', { token: seller.token, payload: form })).body.data;
    const live = (await call<ProductSaved>('POST', `seller/products/${created.id}/publish`, { token: seller.token, payload: { version: created.version } })).body.data;
    expect(live.publication).toBe('published');
    const { ruleId } = await shippingRule(shop.db, { priceCents: 0 });
    await shop.db.updateTable('products').set({ shipping_rule_id: ruleId }).where('id', '=', created.id).execute();
    return { id: created.id, version: live.version };
  }

  it('lists the store\'s variants paged on the server, titles and options in the caller\'s language', async () => {
    const seller = await sellerAccount(shop);
    const other = await sellerAccount(shop);
    const product = await published(seller, 'Bulklistword');
    await published(other, 'Bulklistword');
    const page = await variants(seller, 'bulklistword', 'fr');
    expect(page).toMatchObject({ total: 2, page: 1, lastPage: 1 });
    expect(page.rows.map((row) => [row.productId, row.title, row.productVersion, row.price, row.stock, row.lowStock, row.plain])).toEqual([
      [product.id, 'Lampe de bureau Bulklistword', product.version, '40.00', 5, 2, false],
      [product.id, 'Lampe de bureau Bulklistword', product.version, '45.50', 8, 2, false],
    ]);
    expect(page.rows[0]!.values).toMatch(/: /);
    // Found by SKU too; another store's variants never.
    expect((await variants(seller, page.rows[1]!.sku.toLowerCase())).rows.map((row) => row.variantId)).toEqual([page.rows[1]!.variantId]);
    expect((await variants(other, page.rows[1]!.sku)).rows).toEqual([]);
  });

  it('saves all or nothing: a bad row, another seller\'s variant or a stale version refuses the whole save by row', async () => {
    const seller = await sellerAccount(shop, { language: 'ar' });
    const other = await sellerAccount(shop);
    const product = await published(seller, 'Bulkallword');
    const theirs = await published(other, 'Bulktheirsword');
    const [red, blue] = await rowsOf(product.id);
    const [foreign] = await rowsOf(theirs.id);
    const before = JSON.stringify({ rows: await rowsOf(product.id), product: await productRow(product.id), theirs: await rowsOf(theirs.id) });

    const bad = await bulk(seller, [
      { product_id: product.id, version: product.version, variant_id: red!.id, price: '30', stock: '9' },
      { product_id: product.id, version: product.version, variant_id: blue!.id, price: '-1', stock: 'many' },
    ], 'ar');
    expect(bad.body.status).toBe(201);
    expect((bad.body.data as Fields).fields).toEqual({ 'changes.1.price': 'اكتب سعرًا أكبر من الصفر، مثل 12.50.', 'changes.1.stock': 'اكتب عددًا صحيحًا من الوحدات، من 0 إلى 1000000.' });

    const intruder = await bulk(seller, [
      { product_id: product.id, version: product.version, variant_id: red!.id, price: '30', stock: '9' },
      { product_id: theirs.id, version: theirs.version, variant_id: foreign!.id, price: '1', stock: '0' },
    ]);
    expect((intruder.body.data as Fields).fields).toEqual({ 'changes.1.variant_id': 'There is no such variant in your store: reload the table.' });
    // Another store's variant named under one's own product reads the same.
    const smuggled = await bulk(seller, [{ product_id: product.id, version: product.version, variant_id: foreign!.id, price: '1', stock: '0' }]);
    expect((smuggled.body.data as Fields).fields).toEqual({ 'changes.0.variant_id': 'There is no such variant in your store: reload the table.' });

    const stale = await bulk(seller, [{ product_id: product.id, version: product.version - 1, variant_id: red!.id, price: '30', stock: '9' }], 'fr');
    expect((stale.body.data as Fields).fields['changes.0.version']).toMatch(/^Ce produit a changé depuis que vous l’avez ouvert/);
    expect((await bulk(seller, [])).body.data).toMatchObject({ fields: { changes: 'Change at least one row before saving.' } });
    expect((await call('POST', 'seller/variants/bulk', { token: seller.token, payload: { changes: 'all' } })).body.data).toEqual({ form: ['This request is not complete: reload the page and try again.'] });

    expect(JSON.stringify({ rows: await rowsOf(product.id), product: await productRow(product.id), theirs: await rowsOf(theirs.id) })).toBe(before);
  });

  it('shows a good save at once: the product page, its tile, the listed price and the stock flag; the answer has the new version', async () => {
    const seller = await sellerAccount(shop);
    const product = await published(seller, 'Bulklivedword');
    const [red, blue] = await rowsOf(product.id);
    // Warm the caches, so a stale read would show.
    await call<ProductDetail>('GET', `product/${product.id}`);
    const saved = await bulk(seller, [
      { product_id: product.id, version: product.version, variant_id: red!.id, price: '30.00', stock: 0 },
      { product_id: product.id, version: product.version, variant_id: blue!.id, price: 35.25, stock: '12' },
    ]);
    expect(saved.body).toMatchObject({ status: 200, message: '2 variants saved: the shop shows the new prices and stock now.', data: { products: [{ id: product.id, version: product.version + 1 }] } });
    expect(await rowsOf(product.id)).toEqual([
      { id: red!.id, price: 3000, quantity: 0, low_stock_mailed: 1 },
      { id: blue!.id, price: 3525, quantity: 12, low_stock_mailed: 0 },
    ]);
    // Red sold out: the cheapest variant a shopper can buy is blue.
    expect(await productRow(product.id)).toMatchObject({ listed_price: 3525, in_stock: 1, version: product.version + 1 });
    const page = (await call<ProductDetail>('GET', `product/${product.id}`)).body.data;
    expect(page.inventory.map((item) => [item.id, Number(item.price), item.quantity])).toEqual([[red!.id, 30, 0], [blue!.id, 35.25, 12]]);
    const tile = (await call<SearchSuggestions>('GET', 'search?q=bulklivedword')).body.data.product.find((t) => t.id === product.id)!;
    expect(Number(tile.variant_low)).toBe(35.25);
    // The version sent back is the one to send next.
    expect((await bulk(seller, [{ product_id: product.id, version: product.version + 1, variant_id: red!.id, price: '30.00', stock: '4' }])).body.status).toBe(200);
    expect(await productRow(product.id)).toMatchObject({ listed_price: 3000, in_stock: 1 });
  });

  it('changes a product\'s own price through its plain variant, never to or under its offer', async () => {
    const seller = await sellerAccount(shop);
    const product = await published(seller, 'Bulkplainword', {
      offerPrice: '30.00', variants: [{ id: null, sku: `PLAIN-${Date.now().toString(36)}`, price: '40.00', stock: '6', values: [] }],
    });
    const [plain] = await rowsOf(product.id);
    const row = (await variants(seller, 'bulkplainword')).rows[0]!;
    expect(row).toMatchObject({ plain: true, price: '40.00', offerPrice: '30.00', values: '' });
    const under = await bulk(seller, [{ product_id: product.id, version: product.version, variant_id: plain!.id, price: '30.00', stock: '6' }]);
    expect((under.body.data as Fields).fields).toEqual({ 'changes.0.price': 'The offer price must be below the price.' });
    const saved = await bulk(seller, [{ product_id: product.id, version: product.version, variant_id: plain!.id, price: '50.00', stock: '6' }]);
    expect(saved.body.status).toBe(200);
    expect(await productRow(product.id)).toMatchObject({ selling: 5000, offered: 3000, listed_price: 3000 });
    expect((await rowsOf(product.id))[0]).toMatchObject({ price: 0, quantity: 6 });
    expect((await call<ProductDetail>('GET', `product/${product.id}`)).body.data).toMatchObject({ selling: 50, offered: 30 });
  });

  it('mails the seller once, in their language, when an order takes a variant to its threshold; again only after a restock and a new dip', async () => {
    const seller = await sellerAccount(shop, { language: 'tr' });
    const product = await published(seller, 'Lowstockword');
    const [red] = await rowsOf(product.id);
    const mailsToSeller = async () => {
      await shop.jobsDone();
      // The seller's low-stock mails (their new-order mails are seller-orders' to test).
      return shop.mails.filter((mail) => mail.to === seller.email && !isSellerOrderMail(mail));
    };
    const order = async (quantity: number) => {
      const buyer = await shop.signedInUser();
      await cartLine(shop.db, { userId: buyer.id }, { productId: product.id, inventoryId: red!.id }, quantity);
      const placed = await placeOrderCall(shop, buyer.token, { order_method: 2, address_id: await address(shop.db, { userId: buyer.id }) });
      expect(placed.body.status, placed.body.message).toBe(200);
      const { id } = await shop.db.selectFrom('orders').select('id').where('user_id', '=', buyer.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
      return { token: buyer.token, orderId: id };
    };
    expect(await mailsToSeller()).toEqual([]);
    await order(3); // 5 -> 2: at the threshold
    const [first] = await mailsToSeller();
    expect(first!.subject).toBe('Mağazanızda stok azalıyor');
    expect(first!.text).toContain('Lowstockword masa lambası');
    expect(first!.text).toContain('2 adet kaldı');
    expect(first!.text).toContain(`http://shop.test/tr/seller/products/${product.id}`);
    const sku = (await shop.db.selectFrom('inventories').select('sku').where('id', '=', red!.id).executeTakeFirstOrThrow()).sku;
    expect(first!.text).toContain(sku);
    expect((await rowsOf(product.id))[0]!.low_stock_mailed).toBe(1);

    await order(1); // 2 -> 1: the same dip, no new mail
    expect(await mailsToSeller()).toHaveLength(1);

    const version = (await productRow(product.id)).version;
    expect((await bulk(seller, [{ product_id: product.id, version, variant_id: red!.id, price: '40.00', stock: '10' }])).body.status).toBe(200);
    expect((await rowsOf(product.id))[0]!.low_stock_mailed).toBe(0);
    expect(await mailsToSeller()).toHaveLength(1);
    const dip = await order(8); // 10 -> 2: a new dip
    const mails = await mailsToSeller();
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain('2 adet kaldı');

    // The buyer cancels: the units come back (2 -> 10), above the threshold, so the next dip is mailed again.
    const cancelled = await shop.app.inject({ method: 'POST', url: '/api/v1/cancellation/cancel-order', payload: { order_id: dip.orderId }, headers: { Authorization: `Bearer ${dip.token}` } });
    expect(cancelled.json()).toMatchObject({ status: 200 });
    expect((await rowsOf(product.id))[0]).toMatchObject({ quantity: 10, low_stock_mailed: 0 });
    await order(9); // 10 -> 1
    expect(await mailsToSeller()).toHaveLength(3);
  });

  it('mails about a dip a seller\'s own save makes, once', async () => {
    const seller = await sellerAccount(shop, { language: 'hi' });
    const product = await published(seller, 'Lowsaveword');
    const [red] = await rowsOf(product.id);
    const change = (version: number, stock: string) => bulk(seller, [{ product_id: product.id, version, variant_id: red!.id, price: '40.00', stock }]);
    expect((await change(product.version, '1')).body.status).toBe(200);
    expect((await change(product.version + 1, '0')).body.status).toBe(200);
    await shop.jobsDone();
    const mails = shop.mails.filter((mail) => mail.to === seller.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['आपके स्टोर में स्टॉक कम हो रहा है']);
    expect(mails[0]!.text).toContain('1 बचे');
  });
});
