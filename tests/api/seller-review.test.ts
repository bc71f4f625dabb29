// The back office's review queue of sellers' products (issue 32) on SQLite and PostgreSQL: with the
// operator's review on, a submitted product waits; a member who may moderate content approves it
// (public at once, mailed to the seller in their language with a link to its page) or sends it
// back with a reason (returned, mailed with a link to the seller's form); each decision on the
// version read and audited. An order placed before keeps its snapshot whatever the seller changes.
import { describe, expect, it } from 'vitest';
import type { Page } from '../../core/admin/people';
import type { ProductInReview } from '../../core/admin/product-review';
import type { ProductSaved, SellerProduct } from '../../core/seller/seller-workspace';
import { issueBackOfficeSession } from '../../backend/admin/back-office-sessions';
import type { SearchSuggestions } from '../../backend/search/search-suggestions';
import { testDatabases } from '../support/databases';
import { address, cartLine, placeOrderCall, type PlacedOrder, shippingRule, useOrderShop } from './orders-support';
import { formChoices, productForm, sellerAccount, sellerCall, setProductReview, type TestSeller } from './seller-support';

describe.each(testDatabases())('the review queue of sellers\' products on $name', (database) => {
  const shop = useOrderShop(database);
  const call = <T>(method: 'GET' | 'POST', url: string, o: { token?: string; payload?: object; language?: string } = {}) => sellerCall<T>(shop, method, url, o);
  const search = async (q: string) => (await call<SearchSuggestions>('GET', `search?q=${q}`)).body.data.product.map((t) => t.id);

  async function member(role: 'operator' | 'staff', email: string) {
    const user = await shop.db.insertInto('users').values({ name: role, email, password_hash: '!test', verified_at: new Date().toISOString(), language: 'en' }).returning('id').executeTakeFirstOrThrow();
    await shop.db.insertInto('back_office_members').values({ user_id: user.id, role }).execute();
    return issueBackOfficeSession(shop.db, user.id, 'mail');
  }
  async function submitted(seller: TestSeller, word: string) {
    const created = (await call<ProductSaved>('POST', 'seller/products', { token: seller.token, payload: productForm(await formChoices(shop), word) })).body.data;
    const sent = await call<ProductSaved>('POST', `seller/products/${created.id}/publish`, { token: seller.token, payload: { version: created.version }, language: 'fr' });
    expect(sent.body.data).toMatchObject({ publication: 'review', message: expect.stringContaining('envoyé pour vérification') });
    return sent.body.data;
  }

  it('approves one product (public, mailed in Turkish) and sends another back with a reason (mailed in Arabic), on the version read', async () => {
    await setProductReview(shop, true);
    const staff = await member('staff', 'review-staff@example.test');
    const turkish = await sellerAccount(shop, { language: 'tr' });
    const arabic = await sellerAccount(shop, { language: 'ar' });
    const first = await submitted(turkish, 'Reviewalpha');
    const second = await submitted(arabic, 'Reviewbeta');
    expect(await shop.db.selectFrom('products').select(['status', 'approved_at']).where('id', '=', first.id).executeTakeFirstOrThrow()).toEqual({ status: 2, approved_at: null });
    expect(await search('reviewalpha')).toEqual([]);

    const queue = await call<Page<ProductInReview>>('GET', 'admin/products/review', { token: staff, language: 'fr' });
    expect(queue.http).toBe(200);
    const mine = queue.body.data.rows.filter((row) => [first.id, second.id].includes(row.id));
    expect(mine.map((row) => row.id)).toEqual([first.id, second.id]);
    expect(mine[0]).toMatchObject({ title: 'Lampe de bureau Reviewalpha', price: '40.00', variants: 2, store: { id: turkish.storeId, slug: turkish.slug }, version: first.version });
    // A seller or a shopper is not the back office.
    expect((await call('GET', 'admin/products/review', { token: turkish.token })).http).toBe(403);

    const decide = (payload: object, language = 'en') => call<null>('POST', 'admin/products/review/decide', { token: staff, payload, language });
    expect((await decide({ product_id: first.id, version: first.version + 1, decision: 'approve' })).body.status).toBe(201);
    expect((await decide({ product_id: first.id, version: first.version, decision: 'maybe' })).body.status).toBe(201);
    expect((await decide({ product_id: second.id, version: second.version, decision: 'send_back', reason: ' ' })).body.data).toEqual({ form: ['Write a reason: the seller is mailed it to mend the product.'] });
    expect((await call('GET', `product/${first.id}`)).http).toBe(404);

    const approved = await decide({ product_id: first.id, version: first.version, decision: 'approve' });
    expect(approved.body).toEqual({ status: 200, message: '“Reviewalpha desk lamp” is approved and on sale now; we mailed the seller.', data: null });
    expect(await shop.db.selectFrom('products').select(['status', 'publication', 'version']).where('id', '=', first.id).executeTakeFirstOrThrow()).toEqual({ status: 1, publication: 'published', version: first.version + 1 });
    expect(await search('reviewalpha')).toEqual([first.id]);
    expect((await call('GET', `product/${first.id}`)).http).toBe(200);
    // Decided once: the same click again is stale.
    expect((await decide({ product_id: first.id, version: first.version, decision: 'approve' })).body.status).toBe(201);

    const reason = 'The photos show another brand’s logo.';
    const sentBack = await decide({ product_id: second.id, version: second.version, decision: 'send_back', reason });
    expect(sentBack.body.message).toBe('“Reviewbeta desk lamp” is sent back to the seller with your reason, by mail.');
    const form = (await call<SellerProduct>('GET', `seller/products/${second.id}`, { token: arabic.token })).body.data;
    expect(form).toMatchObject({ publication: 'returned', reviewReason: reason, approvedBefore: false });
    expect(await search('reviewbeta')).toEqual([]);

    await shop.jobsDone();
    // Approved, it is also low in stock (its blue variant is sold out, at or under the threshold): two mails, sent in either order.
    const turkishMails = shop.mails.filter((mail) => mail.to === turkish.email);
    expect(turkishMails.map((mail) => mail.subject).sort()).toEqual(['Mağazanızda stok azalıyor', 'Ürününüz onaylandı ve satışta']);
    const approvedMail = turkishMails.find((mail) => mail.subject === 'Ürününüz onaylandı ve satışta')!;
    expect(approvedMail.text).toContain('Reviewalpha masa lambası');
    expect(approvedMail.text).toContain(`http://shop.test/tr/reviewalpha-desk-lamp/product/${first.id}`);
    const returnedMail = shop.mails.find((mail) => mail.to === arabic.email)!;
    expect(returnedMail.subject).toBe('يحتاج منتجك إلى تعديل قبل عرضه للبيع');
    expect(returnedMail.text).toContain(reason);
    expect(returnedMail.text).toContain(`http://shop.test/ar/seller/products/${second.id}`);
    expect(returnedMail.html).toContain('dir="rtl"');

    const audit = await shop.db.selectFrom('audit_log').select(['action', 'actor_email', 'after_data']).where('subject', '=', 'product').where('subject_id', 'in', [String(first.id), String(second.id)]).orderBy('id').execute();
    expect(audit).toEqual([
      { action: 'product.approve', actor_email: 'review-staff@example.test', after_data: JSON.stringify({ publication: 'published', version: first.version + 1 }) },
      { action: 'product.send_back', actor_email: 'review-staff@example.test', after_data: JSON.stringify({ publication: 'returned', reason, version: second.version + 1 }) },
    ]);
    // Mended and submitted again: back in the queue, the old reason gone.
    const again = await call<ProductSaved>('POST', `seller/products/${second.id}/publish`, { token: arabic.token, payload: { version: form.version } });
    expect(again.body.data.publication).toBe('review');
    expect((await call<SellerProduct>('GET', `seller/products/${second.id}`, { token: arabic.token })).body.data.reviewReason).toBeNull();
    await setProductReview(shop, false);
  });

  it('keeps an order\'s snapshot when the seller changes the price, the title, or removes the variant bought', async () => {
    await setProductReview(shop, false);
    const seller = await sellerAccount(shop);
    const created = (await call<ProductSaved>('POST', 'seller/products', { token: seller.token, payload: productForm(await formChoices(shop), 'Orderword') })).body.data;
    await call('POST', `seller/products/${created.id}/publish`, { token: seller.token, payload: { version: 1 } });
    const { ruleId } = await shippingRule(shop.db, { priceCents: 0 });
    await shop.db.updateTable('products').set({ shipping_rule_id: ruleId }).where('id', '=', created.id).execute();
    const bought = await shop.db.selectFrom('inventories').select('id').where('product_id', '=', created.id).orderBy('id').executeTakeFirstOrThrow();
    const buyer = await shop.signedInUser();
    await cartLine(shop.db, { userId: buyer.id }, { productId: created.id, inventoryId: bought.id }, 2);
    const placed = await placeOrderCall(shop, buyer.token, { order_method: 2, address_id: await address(shop.db, { userId: buyer.id }) });
    expect(placed.body.status, placed.body.message).toBe(200);
    const order = placed.body.data as PlacedOrder;
    const line = () => shop.db.selectFrom('ordered_products').select(['title', 'selling', 'quantity', 'inventory_id']).where('order_id', '=', order.id).executeTakeFirstOrThrow();
    expect(await line()).toEqual({ title: 'Orderword desk lamp', selling: 4000, quantity: 2, inventory_id: bought.id });

    const form = (await call<SellerProduct>('GET', `seller/products/${created.id}`, { token: seller.token })).body.data;
    const changed = { ...form.input, price: '99.00', texts: { ...form.input.texts, en: { title: 'Orderword renamed', description: '' } }, variants: [form.input.variants[1]!] };
    const saved = await call<ProductSaved>('POST', `seller/products/${created.id}`, { token: seller.token, payload: { version: form.version, ...changed } });
    expect(saved.body.status, saved.body.message).toBe(200);
    // The variant is gone; the order keeps what was bought, at the price paid.
    expect(await shop.db.selectFrom('inventories').select('id').where('id', '=', bought.id).execute()).toEqual([]);
    expect(await line()).toEqual({ title: 'Orderword desk lamp', selling: 4000, quantity: 2, inventory_id: null });
  });
});
