// The seller workspace's API (issue 32, docs/seller-api.md) on SQLite and PostgreSQL: who may call
// it, a product created as a draft and published live everywhere at once in every language, hidden
// again, another store's product answered as a missing one, every bad form refused by field in the
// seller's language with nothing written, photos read by content, and the store's profile.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { ProductDetail, StoreDetail } from '../../core/product/product-detail';
import type { ProductTile } from '../../core/product/product-tile';
import type { ProductSaved, SellerFormOptions, SellerPage, SellerProduct, SellerProductRow, SellerStore } from '../../core/seller/seller-workspace';
import type { SearchSuggestions } from '../../backend/search/search-suggestions';
import { useApiShop } from '../support/api-shop';
import { testDatabases } from '../support/databases';
import { formChoices, photoUpload, picture, productForm, sellerAccount, sellerCall, setProductReview, type TestSeller } from './seller-support';

const LANGUAGES = ['en', 'fr', 'ar', 'tr', 'hi'];

describe.each(testDatabases())('the seller workspace on $name', (database) => {
  const uploadsDir = mkdtempSync(join(tmpdir(), 'seller-uploads-'));
  afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));
  const shop = useApiShop(database, { products: 30, seed: 11 }, () => ({ accounts: { publicUrl: 'http://shop.test' }, uploadsDir }));

  const call = <T>(method: 'GET' | 'POST', url: string, o: { token?: string; payload?: object; language?: string } = {}) => sellerCall<T>(shop, method, url, o);
  const search = async (q: string, language = 'en') => (await call<SearchSuggestions>('GET', `search?q=${encodeURIComponent(q)}`, { language })).body.data.product.map((t: ProductTile) => t.id);
  const productPage = (id: number, language = 'en') => call<ProductDetail>('GET', `product/${id}`, { language });
  const storePage = async (slug: string) => (await call<StoreDetail>('GET', `store/${slug}`)).body.data;
  const productCount = async (seller: TestSeller) => Number((await shop.db.selectFrom('products').select((eb) => eb.fn.countAll().as('n')).where('store_id', '=', seller.storeId).executeTakeFirstOrThrow()).n);
  const productRow = (id: number) => shop.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const snapshot = async (id: number) => JSON.stringify({
    product: await productRow(id),
    variants: await shop.db.selectFrom('inventories').selectAll().where('product_id', '=', id).orderBy('id').execute(),
    texts: await shop.db.selectFrom('product_translations').selectAll().where('product_id', '=', id).orderBy('lang').execute(),
  });
  const create = async (seller: TestSeller, word: string, language = 'en') => {
    const answer = await call<ProductSaved>('POST', 'seller/products', { token: seller.token, payload: productForm(await formChoices(shop), word), language });
    expect(answer.body.status, answer.body.message).toBe(200);
    return answer.body.data;
  };

  it('lets only a seller in: a guest and a customer are refused, a waiting or refused seller sees where the store stands and changes nothing', async () => {
    const guest = await call('GET', 'seller/store', { language: 'fr' });
    expect(guest).toMatchObject({ http: 403, body: { status: 403, message: 'Votre session a pris fin. Veuillez vous reconnecter.' } });
    const customer = await shop.signedInUser();
    for (const [method, url] of [['GET', 'seller/store'], ['GET', 'seller/products'], ['POST', 'seller/products'], ['POST', 'seller/store']] as const) {
      expect((await call(method, url, { token: customer.token, language: 'tr', payload: method === 'POST' ? {} : undefined })).body)
        .toEqual({ status: 403, message: 'Satıcı çalışma alanını yalnızca bir satıcı hesabı açabilir.', data: null });
    }
    const waiting = await sellerAccount(shop, { standing: 'waiting', language: 'ar' });
    const store = await call<SellerStore>('GET', 'seller/store', { token: waiting.token });
    expect(store.body.data).toMatchObject({ id: waiting.storeId, slug: waiting.slug, standing: 'waiting', refusalReason: null, verified: true, counts: { draft: 0, published: 0, lowStock: 0 } });
    const refused = await sellerAccount(shop, { standing: 'refused' });
    expect((await call<SellerStore>('GET', 'seller/store', { token: refused.token })).body.data).toMatchObject({ standing: 'refused', refusalReason: 'Blurry photos' });
    const before = await shop.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const write = await call('POST', 'seller/products', { token: waiting.token, language: 'ar', payload: productForm(await formChoices(shop), 'Waitword') });
    expect(write.body).toEqual({ status: 403, message: 'لم تتم الموافقة على متجرك بعد: يمكنك إضافة المنتجات وتعديله بمجرد موافقة المتجر عليه.', data: null });
    expect((await call('GET', 'seller/form-options', { token: waiting.token })).body.status).toBe(403);
    expect(await shop.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).toEqual(before);
  });

  it('offers the form\'s choices in the caller\'s language', async () => {
    const seller = await sellerAccount(shop);
    await setProductReview(shop, true);
    const options = (await call<SellerFormOptions>('GET', 'seller/form-options', { token: seller.token, language: 'fr' })).body.data;
    expect(options.defaultLanguage).toBe('en');
    expect(options.languages.map((l) => l.code)).toEqual(expect.arrayContaining(LANGUAGES));
    expect(options.languages.find((l) => l.code === 'ar')!.rtl).toBe(true);
    expect(options.reviewRequired).toBe(true);
    const choices = await formChoices(shop);
    expect(options.categories.find((c) => c.id === choices.categoryId)!.subCategories.map((s) => s.id)).toContain(choices.subCategoryId);
    expect(options.attributes.flatMap((a) => a.values.map((v) => v.id))).toEqual(expect.arrayContaining([choices.red, choices.blue]));
  });

  it('creates a draft nobody sees, publishes it live everywhere in every language, and hides it again', async () => {
    await setProductReview(shop, false);
    const seller = await sellerAccount(shop);
    const saved = await create(seller, 'Zyphorbat', 'fr');
    expect(saved).toMatchObject({ publication: 'draft', version: 1, message: '« Zyphorbat desk lamp » est enregistré comme brouillon : les clients le verront dès que vous le publierez.' });
    const row = await productRow(saved.id);
    expect(row).toMatchObject({ slug: 'zyphorbat-desk-lamp', status: 2, publication: 'draft', approved_at: null, selling: 4000, in_stock: 1, listed_price: 4000, low_stock: 2, mind_change_returns: 1, store_id: seller.storeId });
    // Sanitized: the script and the handler are gone, the markup kept.
    expect(row.description).toBe('<p>Bright <b>light</b></p><img src="x" />');
    // A draft is nowhere on the storefront.
    expect(await search('zyphorbat')).toEqual([]);
    expect((await productPage(saved.id)).http).toBe(404);
    expect((await storePage(seller.slug)).result.data).toEqual([]);

    // Read back as the form edits it: prices of the variants, no product-level price lost.
    const read = (await call<SellerProduct>('GET', `seller/products/${saved.id}`, { token: seller.token })).body.data;
    expect(read).toMatchObject({ id: saved.id, version: 1, publication: 'draft', approvedBefore: false, reviewReason: null });
    expect(read.input).toMatchObject({ price: '40.00', offerPrice: '', lowStock: '2', warranty: 'Two years', refundable: true, mindChangeReturns: true });
    expect(read.input.variants.map((v) => [v.price, v.stock])).toEqual([['40.00', '5'], ['45.50', '0']]);
    expect(read.input.texts.fr).toEqual({ title: 'Lampe de bureau Zyphorbat', description: 'Lumière vive' });

    const published = await call<ProductSaved>('POST', `seller/products/${saved.id}/publish`, { token: seller.token, payload: { version: 1 } });
    expect(published.body.data).toMatchObject({ publication: 'published', version: 2, message: '“Zyphorbat desk lamp” is published: shoppers can find it now.' });
    expect(await productRow(saved.id)).toMatchObject({ status: 1, publication: 'published', approved_at: expect.any(String) });
    for (const language of LANGUAGES) expect(await search('zyphorbat', language), language).toEqual([saved.id]);
    const titles = await Promise.all(LANGUAGES.map(async (language) => (await productPage(saved.id, language)).body.data.title));
    expect(titles).toEqual(['Zyphorbat desk lamp', 'Lampe de bureau Zyphorbat', 'مصباح مكتب Zyphorbat', 'Zyphorbat masa lambası', 'Zyphorbat डेस्क लैंप']);
    expect((await productPage(saved.id)).body.data.inventory.map((v) => v.quantity)).toEqual([5, 0]);
    expect((await storePage(seller.slug)).result.data.map((t) => t.id)).toEqual([saved.id]);

    // A published product's edit is live at once: the cached page shows the new price and title.
    const form = productForm(await formChoices(shop), 'Zyphorbat');
    form.texts.en!.title = 'Zyphorbat reading lamp';
    form.variants = read.input.variants.map((v, i) => ({ ...v, price: i === 0 ? '38.00' : v.price }));
    const edited = await call<ProductSaved>('POST', `seller/products/${saved.id}`, { token: seller.token, payload: { version: 2, ...form } });
    expect(edited.body.data).toMatchObject({ publication: 'published', version: 3, message: '“Zyphorbat reading lamp” is saved, and the shop shows the change now.' });
    expect((await productPage(saved.id)).body.data).toMatchObject({ title: 'Zyphorbat reading lamp' });
    expect((await productRow(saved.id)).listed_price).toBe(3800);
    expect(await search('reading zyphorbat')).toEqual([saved.id]);

    // Hidden after it was public: its page is 410 Gone (by id and by slug), and it leaves search and its store page.
    const hidden = await call<ProductSaved>('POST', `seller/products/${saved.id}/hide`, { token: seller.token, payload: { version: 3 } });
    expect(hidden.body.data).toMatchObject({ publication: 'hidden', version: 4 });
    expect(await productPage(saved.id, 'fr')).toMatchObject({ http: 410, body: { status: 410, message: 'Ce produit n’est plus vendu ici.' } });
    const slug = (await productRow(saved.id)).slug;
    expect((await call('GET', `product/${slug}`)).http).toBe(410);
    expect(await search('zyphorbat')).toEqual([]);
    expect((await storePage(seller.slug)).result.data).toEqual([]);
    // Hiding twice is refused, nothing changed; published again without a review, since it was approved.
    expect((await call('POST', `seller/products/${saved.id}/hide`, { token: seller.token, payload: { version: 4 } })).body.status).toBe(201);
    await setProductReview(shop, true);
    expect((await call<ProductSaved>('POST', `seller/products/${saved.id}/publish`, { token: seller.token, payload: { version: 4 } })).body.data.publication).toBe('published');
    await setProductReview(shop, false);

    // The store's figures and its list.
    const store = (await call<SellerStore>('GET', 'seller/store', { token: seller.token })).body.data;
    expect(store.counts).toMatchObject({ published: 1, draft: 0, lowStock: 1 });
  });

  it('answers another store\'s product exactly like a missing one, and leaves it as it was', async () => {
    const owner = await sellerAccount(shop);
    const other = await sellerAccount(shop);
    const saved = await create(owner, 'Ownerword');
    const before = await snapshot(saved.id);
    const missing = 987_654_321;
    for (const [method, path, payload] of [
      ['GET', '', undefined], ['POST', '', { version: 1, ...productForm(await formChoices(shop), 'Thief') }], ['POST', '/publish', { version: 1 }], ['POST', '/hide', { version: 1 }],
    ] as const) {
      const theirs = await call(method, `seller/products/${saved.id}${path}`, { token: other.token, payload, language: 'hi' });
      const nothing = await call(method, `seller/products/${missing}${path}`, { token: other.token, payload, language: 'hi' });
      expect(theirs, `${method} ${path}`).toEqual(nothing);
      expect(theirs.body).toEqual({ status: 404, message: 'आपके स्टोर में ऐसा कोई उत्पाद नहीं है।', data: null });
    }
    expect((await call<SellerPage<SellerProductRow>>('GET', 'seller/products', { token: other.token })).body.data.total).toBe(0);
    expect(await snapshot(saved.id)).toBe(before);
  });

  it('refuses every bad form by field in the seller\'s language, writing nothing', async () => {
    const seller = await sellerAccount(shop, { language: 'tr' });
    const rival = await sellerAccount(shop);
    const rivalProduct = await create(rival, 'Rivalword');
    const rivalSku = (await shop.db.selectFrom('inventories').select('sku').where('product_id', '=', rivalProduct.id).orderBy('id').executeTakeFirstOrThrow()).sku;
    const choices = await formChoices(shop);
    const count = async () => Number((await shop.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).where('store_id', '=', seller.storeId).executeTakeFirstOrThrow()).n);
    const refused = async (form: object, language = 'en') => {
      const answer = await call<{ fields: Record<string, string> }>('POST', 'seller/products', { token: seller.token, payload: form, language });
      expect(answer.body.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body.data.fields;
    };
    const base = productForm(choices, 'Badword');
    const [red, blue] = base.variants as [typeof base.variants[0], typeof base.variants[0]];
    expect(await refused({ ...base, price: '-1' })).toEqual({ price: 'Write a price above zero, like 12.50.' });
    expect(await refused({ ...base, price: '1000000.01' })).toEqual({ price: 'This price is above the shop’s limit of 1000000.00.' });
    expect(await refused({ ...base, variants: [red, { ...blue, price: '' }] })).toEqual({ 'variants.1.price': 'This field is required.' });
    expect(await refused({ ...base, variants: [red, { ...blue, sku: red.sku.toLowerCase() }] }, 'fr'))
      .toEqual({ 'variants.1.sku': 'Une autre variante de ce produit a cette référence : chaque variante a besoin de la sienne.' });
    expect(await refused({ ...base, variants: [red, { ...blue, sku: rivalSku.toLowerCase() }] }, 'tr'))
      .toEqual({ 'variants.1.sku': 'Bu stok kodu (SKU) zaten kullanılıyor: başka bir tane seçin.' });
    expect(await refused({ ...base, texts: { ...base.texts, en: { title: ' ', description: '' } }, offerPrice: '50' }))
      .toEqual({ 'title.en': 'This field is required.', offerPrice: 'The offer price must be below the price.' });
    expect(await refused({ ...base, categoryId: 987_654, photos: ['products/../../etc/passwd'] })).toMatchObject({ categoryId: expect.any(String), photos: expect.any(String) });
    // No shipping rule: the product could not be ordered; a rule the shop does not have, or a private one, is refused.
    expect(await refused({ ...base, shippingRuleId: null })).toEqual({ shippingRuleId: 'This field is required.' });
    expect(await refused({ ...base, shippingRuleId: 987_654, taxRuleId: 987_654, bundleDealId: 987_654 })).toEqual({
      shippingRuleId: 'Choose one of the options offered: reload the page if the list changed.', taxRuleId: 'Choose one of the options offered: reload the page if the list changed.',
      bundleDealId: 'Choose one of the options offered: reload the page if the list changed.',
    });
    expect(await refused({ ...base, photos: [`products/${'a'.repeat(64)}.jpg`] })).toEqual({ photos: 'Choose one of the options offered: reload the page if the list changed.' });
    const wrongType = await call('POST', 'seller/products', { token: seller.token, payload: { ...base, variants: 'many' } });
    expect(wrongType.body).toEqual({ status: 201, message: 'This request is not complete: reload the page and try again.', data: { form: ['This request is not complete: reload the page and try again.'] } });
    expect(await count()).toBe(0);

    // A stale version is refused whole: the row and its variants as they were.
    const saved = await create(seller, 'Staleword');
    await call('POST', `seller/products/${saved.id}`, { token: seller.token, payload: { version: 1, ...productForm(choices, 'Fresher') } });
    const before = await snapshot(saved.id);
    const stale = await call('POST', `seller/products/${saved.id}`, { token: seller.token, payload: { version: 1, ...productForm(choices, 'Stalest') }, language: 'tr' });
    expect(stale.body.data).toEqual({ form: ['Bu ürün siz açtıktan sonra değişti: şimdiki halini görmek için yeniden yükleyin, sonra tekrar kaydedin.'] });
    expect(await snapshot(saved.id)).toBe(before);
    // A form whose variant ids are another product's is not this product's form.
    const rivalVariant = (await shop.db.selectFrom('inventories').select('id').where('product_id', '=', rivalProduct.id).executeTakeFirstOrThrow()).id;
    const foreign = await call('POST', `seller/products/${saved.id}`, { token: seller.token, payload: { version: 2, ...base, variants: [{ ...red, id: rivalVariant }, blue] } });
    expect(foreign.body.status).toBe(201);
    expect(await snapshot(saved.id)).toBe(before);
  });

  it('edits variants in place: swaps SKUs, drops one, adds one, and a product of one plain variant pays the product\'s price', async () => {
    const seller = await sellerAccount(shop);
    const choices = await formChoices(shop);
    const saved = await create(seller, 'Variantword');
    const read = (await call<SellerProduct>('GET', `seller/products/${saved.id}`, { token: seller.token })).body.data;
    const [red, blue] = read.input.variants as [typeof read.input.variants[0], typeof read.input.variants[0]];
    const swapped = await call<ProductSaved>('POST', `seller/products/${saved.id}`, { token: seller.token, payload: { ...read.input, version: 1, variants: [{ ...red, sku: blue.sku }, { ...blue, sku: red.sku }] } });
    expect(swapped.body.status, swapped.body.message).toBe(200);
    const variants = await shop.db.selectFrom('inventories').select(['id', 'sku']).where('product_id', '=', saved.id).orderBy('id').execute();
    expect(variants).toEqual([{ id: red.id, sku: blue.sku }, { id: blue.id, sku: red.sku }]);

    const plain = { ...read.input, price: '12.00', variants: [{ id: red.id, sku: 'PLAIN-1', price: '12.00', stock: '3', values: [] }] };
    expect((await call('POST', `seller/products/${saved.id}`, { token: seller.token, payload: { ...plain, version: 2 } })).body.status).toBe(200);
    expect(await shop.db.selectFrom('inventories').select(['id', 'price', 'quantity']).where('product_id', '=', saved.id).execute()).toEqual([{ id: red.id, price: 0, quantity: 3 }]);
    const back = (await call<SellerProduct>('GET', `seller/products/${saved.id}`, { token: seller.token })).body.data.input;
    expect(back.variants).toEqual([{ id: red.id, sku: 'PLAIN-1', price: '12.00', stock: '3', values: [] }]);
    expect(back.price).toBe('12.00');
    // A new variant added beside it.
    const two = { ...plain, variants: [{ ...back.variants[0]!, values: [choices.red] }, { id: null, sku: 'PLAIN-2', price: '14.00', stock: '1', values: [choices.blue] }] };
    expect((await call('POST', `seller/products/${saved.id}`, { token: seller.token, payload: { ...two, version: 3 } })).body.status).toBe(200);
    expect((await shop.db.selectFrom('inventories').select('sku').where('product_id', '=', saved.id).orderBy('id').execute()).map((r) => r.sku)).toEqual(['PLAIN-1', 'PLAIN-2']);
  });

  it('lists the store\'s products paged on the server, searched by title in any language or SKU, filtered by state and stock', async () => {
    const seller = await sellerAccount(shop);
    const a = await create(seller, 'Listalpha');
    const b = await create(seller, 'Listbeta');
    await call('POST', `seller/products/${b.id}/publish`, { token: seller.token, payload: { version: 1 } });
    const list = async (query: string) => (await call<SellerPage<SellerProductRow>>('GET', `seller/products?${query}`, { token: seller.token, language: 'fr' })).body.data;
    const all = await list('');
    expect(all).toMatchObject({ total: 2, page: 1, lastPage: 1 });
    expect(all.rows.map((r) => r.id)).toEqual([b.id, a.id]);
    expect(all.rows[1]).toMatchObject({ title: 'Lampe de bureau Listalpha', publication: 'draft', price: '40.00', offerPrice: '', stock: 5, variants: 2 });
    expect((await list('q=LAMPE%20DE%20BUREAU%20LISTALPHA')).rows.map((r) => r.id)).toEqual([a.id]);
    const sku = (await shop.db.selectFrom('inventories').select('sku').where('product_id', '=', b.id).orderBy('id').executeTakeFirstOrThrow()).sku;
    expect((await list(`q=${sku.toLowerCase()}`)).rows.map((r) => r.id)).toEqual([b.id]);
    expect((await list('q=100%25')).total).toBe(0);
    expect((await list('status=draft')).rows.map((r) => r.id)).toEqual([a.id]);
    expect((await list('stock=out')).total).toBe(0);
    // Both have a sold-out variant at or under their threshold (2); without a threshold, never low.
    expect((await list('stock=low')).rows.map((r) => r.id)).toEqual([b.id, a.id]);
    await shop.db.updateTable('products').set({ low_stock: 0 }).where('id', '=', b.id).execute();
    expect((await list('stock=low')).rows.map((r) => r.id)).toEqual([a.id]);
    expect((await list('stock=in')).total).toBe(2);
    expect((await list('page=2')).rows).toEqual([]);
  });

  it('takes photos by content: a renamed GIF or text is refused naming the file and nothing is kept; a PNG is stored, served and shown', async () => {
    const seller = await sellerAccount(shop);
    const upload = async (kind: string, files: { bytes: Buffer; name: string; type: string }[], language = 'en') => {
      const { payload, contentType } = await photoUpload(kind, files);
      const response = await shop.app.inject({ method: 'POST', url: '/api/v1/seller/photos', payload, headers: { Authorization: `Bearer ${seller.token}`, 'content-type': contentType, Language: language } });
      return response.json() as { status: number; message: string; data: { names: string[] } | { form: string[] } };
    };
    const png = { bytes: await picture('png', 2000, 1000), name: 'lamp.png', type: 'image/png' };
    const fake = { bytes: await picture('gif'), name: 'fake.jpg', type: 'image/jpeg' };
    const text = { bytes: Buffer.from('not a picture'), name: 'notes.png', type: 'image/png' };
    const refused = await upload('product', [png, fake]);
    expect(refused).toMatchObject({ status: 201, data: { form: ['\u2068fake.jpg\u2069 is not a JPEG or PNG picture: choose a photo. Nothing was saved.'] } });
    expect((await upload('product', [text], 'fr')).data).toEqual({ form: ['\u2068notes.png\u2069 n’est pas une image JPEG ou PNG : choisissez une photo. Rien n’a été enregistré.'] });
    expect((await upload('avatar', [png])).status).toBe(201);
    const accepted = await upload('product', [png]);
    expect(accepted.status).toBe(200);
    const [name] = (accepted.data as { names: string[] }).names as [string];
    expect(name).toMatch(/^products\/[0-9a-f]{64}\.jpg$/);
    for (const path of [name, `thumb/${name}`]) {
      const served = await shop.app.inject({ method: 'GET', url: `/uploads/${path}` });
      expect(served.statusCode, path).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
    }
    // Used by a product: its tile's and its page's image.
    await setProductReview(shop, false);
    const saved = (await call<ProductSaved>('POST', 'seller/products', { token: seller.token, payload: productForm(await formChoices(shop), 'Photoword', { photos: [name] }) })).body.data;
    await call('POST', `seller/products/${saved.id}/publish`, { token: seller.token, payload: { version: 1 } });
    expect((await productPage(saved.id)).body.data).toMatchObject({ image: name, images: [expect.objectContaining({ image: name })] });
    expect((await storePage(seller.slug)).result.data[0]).toMatchObject({ id: saved.id, image: name });
    // A guest cannot upload.
    const { payload, contentType } = await photoUpload('product', [png]);
    const guest = await shop.app.inject({ method: 'POST', url: '/api/v1/seller/photos', payload, headers: { 'content-type': contentType } });
    expect(guest.json()).toMatchObject({ status: 403 });
  });

  it('gives a variant its own photos: a photo shows an option value, read back, and the product page ties it to that value', async () => {
    const seller = await sellerAccount(shop);
    const names: string[] = [];
    for (const colour of ['#c0392b', '#2c3e50']) {
      const bytes = await sharp({ create: { width: 700, height: 700, channels: 3, background: colour } }).png().toBuffer();
      const { payload, contentType } = await photoUpload('product', [{ bytes, name: 'colour.png', type: 'image/png' }]);
      const response = await shop.app.inject({ method: 'POST', url: '/api/v1/seller/photos', payload, headers: { Authorization: `Bearer ${seller.token}`, 'content-type': contentType } });
      names.push(...(response.json() as { data: { names: string[] } }).data.names);
    }
    const [whole, blueOnly] = names as [string, string];
    const choices = await formChoices(shop);
    await setProductReview(shop, false);
    // Refused, nothing written: a value no variant has, or a photo that is not the product's.
    const other = await shop.db.selectFrom('attribute_values').select('id').where('id', 'not in', [choices.red, choices.blue]).orderBy('id').executeTakeFirstOrThrow();
    const countBefore = await productCount(seller);
    for (const photoValues of [{ [blueOnly]: other.id }, { 'products/elsewhere.jpg': choices.blue }]) {
      const refusedSave = await call<{ fields: Record<string, string> }>('POST', 'seller/products', { token: seller.token, payload: productForm(choices, 'Colourword', { photos: [whole, blueOnly], photoValues }) });
      expect(refusedSave.body.status).toBe(201);
      expect(Object.keys(refusedSave.body.data.fields)).toEqual(['photoValues']);
    }
    expect(await productCount(seller)).toBe(countBefore);

    const saved = (await call<ProductSaved>('POST', 'seller/products', { token: seller.token, payload: productForm(choices, 'Colourword', { photos: [whole, blueOnly], photoValues: { [blueOnly]: choices.blue } }) })).body.data;
    expect((await call<SellerProduct>('GET', `seller/products/${saved.id}`, { token: seller.token })).body.data.input).toMatchObject({ photos: [whole, blueOnly], photoValues: { [blueOnly]: choices.blue } });
    await call('POST', `seller/products/${saved.id}/publish`, { token: seller.token, payload: { version: saved.version } });
    const page = (await productPage(saved.id)).body.data as { images: { image: string; attribute_value_id: number | null; attributes: { id: number } | null }[] };
    expect(page.images).toMatchObject([
      { image: whole, attribute_value_id: null, attributes: null },
      { image: blueOnly, attribute_value_id: choices.blue, attributes: { id: choices.blue } },
    ]);
  });

  it('saves the store\'s profile on its version and shows it on the store page at once, logo photo included', async () => {
    const seller = await sellerAccount(shop);
    const store = (await call<SellerStore>('GET', 'seller/store', { token: seller.token })).body.data;
    expect(store.profile).toMatchObject({ logo: null, banner: null });
    await storePage(seller.slug); // nothing cached may hide the change
    const { payload, contentType } = await photoUpload('store', [{ bytes: await picture('jpeg', 400, 400), name: 'logo.jpg', type: 'image/jpeg' }]);
    const logo = ((await shop.app.inject({ method: 'POST', url: '/api/v1/seller/photos', payload, headers: { Authorization: `Bearer ${seller.token}`, 'content-type': contentType } })).json() as { data: { names: string[] } }).data.names[0]!;
    expect(logo).toMatch(/^stores\//);
    const profile = { name: 'Atelier Lumière', descriptions: { en: 'Lamps made by hand.', fr: 'Lampes faites main.', ar: '', tr: '', hi: '' }, phone: '+33 6 12 34 56 78', email: 'atelier@example.test', address: '1 rue des Lampes', logo, banner: null };
    const bad = await call<{ fields: Record<string, string> }>('POST', 'seller/store', { token: seller.token, payload: { version: store.version, ...profile, email: 'nope', logo: `stores/${'b'.repeat(64)}.jpg` } });
    expect(Object.keys(bad.body.data.fields).sort()).toEqual(['email', 'logo']);
    const saved = await call<{ version: number }>('POST', 'seller/store', { token: seller.token, payload: { version: store.version, ...profile } });
    expect(saved.body).toEqual({ status: 200, message: 'Your store’s profile is saved: its page shows it now.', data: { version: store.version + 1 } });
    const page = (await call<StoreDetail>('GET', `store/${seller.slug}`, { language: 'fr' })).body.data.store;
    expect(page).toMatchObject({ name: 'Atelier Lumière', slug: seller.slug, logo, description: 'Lampes faites main.' });
    expect((await call<StoreDetail>('GET', `store/${seller.slug}`, { language: 'tr' })).body.data.store.description).toBe('Lamps made by hand.');
    const stale = await call('POST', 'seller/store', { token: seller.token, payload: { version: store.version, ...profile, name: 'Other' } });
    expect(stale.body.data).toEqual({ form: ['Your store’s profile changed since you opened it: reload it to see what it is now, then save again.'] });
    expect((await call<SellerStore>('GET', 'seller/store', { token: seller.token })).body.data).toMatchObject({ slug: seller.slug, name: 'Atelier Lumière', profile: { logo, email: 'atelier@example.test' } });
  });
});
