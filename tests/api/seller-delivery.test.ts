// A store's own delivery and pickup (issue 32, store profile's pickup places; migration 0043;
// docs/seller-api.md) on SQLite and PostgreSQL: a seller writes a shipping rule with a pickup point
// and its address; it is offered on that seller's product form only, checkout matches it for a
// shopper in that place (pickup included), and the store's page lists the pickup point. Another
// seller can neither see, change, delete nor use it; the operator's rules list stays the shop's.
// Bad input is refused in the seller's language with nothing written.
import { describe, expect, it } from 'vitest';
import type { ShippingRules } from '../../core/admin/shop-rules';
import type { StoreDetail } from '../../core/product/product-detail';
import type { ProductSaved, SellerFormOptions } from '../../core/seller/seller-workspace';
import { loadDeliveryRules } from '../../backend/admin/delivery-rules';
import { loadCartLines } from '../../backend/cart/cart-lines';
import { loadShippingOptions } from '../../backend/catalogue/listing-sidebar';
import { testDatabases } from '../support/databases';
import { useOrderShop } from './orders-support';
import { formChoices, productForm, sellerAccount, sellerCall, setProductReview, type TestSeller } from './seller-support';

type Fields = { form: string[]; fields: Record<string, string> };

describe.each(testDatabases())('a store\'s own delivery and pickup on $name', (database) => {
  const shop = useOrderShop(database);
  const call = <T>(method: 'GET' | 'POST', url: string, o: { token?: string; payload?: object; language?: string } = {}) => sellerCall<T>(shop, method, url, o);
  const places = () => shop.db.selectFrom('shipping_places').select(['id', 'shipping_rule_id']).orderBy('id').execute();

  /** The store's courier: Istanbul (34) at 4.00 in 2 days with a pickup point, the rest of Turkey at 9.00. */
  const courier = (o: { pickupAddress?: string; pickupName?: string } = {}) => ({
    titles: { en: 'Our courier', tr: 'Kendi kuryemiz' }, single_price: false, public: true,
    places: [
      { country: 'TR', state: '34', price: '4', pickup_price: '0', day_needed: '2', pickup_point: o.pickupName ?? 'Kadıköy atölye', pickup_address: o.pickupAddress ?? 'Moda Cd. 12, Kadıköy · 10:00–19:00' },
      { country: 'TR', state: 'ALL', price: '9', pickup_price: '0', day_needed: '4', pickup_point: '', pickup_address: '' },
    ],
  });
  const save = (seller: TestSeller, rule: object, language = 'en') => call<ShippingRules | Fields>('POST', 'seller/delivery/shipping', { token: seller.token, payload: rule, language });

  it('saves a rule with a pickup point, offers it on the store\'s product, prices it at checkout and lists the point on the store\'s page', async () => {
    const seller = await sellerAccount(shop, { language: 'tr' });
    const saved = await save(seller, courier(), 'tr');
    expect(saved.body.status).toBe(200);
    expect(saved.body.message).toBe('“Kendi kuryemiz” kargo kuralı kaydedildi; ödeme adımı birkaç saniye içinde onu kullanır.');
    const rules = (saved.body.data as ShippingRules).shipping;
    expect(rules).toHaveLength(1);
    const rule = rules[0]!;
    expect(rule).toMatchObject({ titles: { en: 'Our courier', tr: 'Kendi kuryemiz' }, public: true, version: 1, products: 0, orders: 0 });
    expect(rule.places).toMatchObject([
      { country: 'TR', state: '34', price: 4, day_needed: 2, pickup_point: 'Kadıköy atölye', pickup_address: 'Moda Cd. 12, Kadıköy · 10:00–19:00' },
      { country: 'TR', state: 'ALL', price: 9, pickup_point: '', pickup_address: '' },
    ]);
    expect((await call<ShippingRules>('GET', 'seller/delivery', { token: seller.token })).body.data.shipping.map((r) => r.id)).toEqual([rule.id]);
    // The operator's delivery section and the listing's shipping filter stay the shop's own rules.
    expect((await loadDeliveryRules(shop.db)).shipping.map((r) => r.id)).not.toContain(rule.id);
    expect((await loadShippingOptions(shop.db, 'en')).map((r) => r.id)).not.toContain(rule.id);

    // The store's own rule comes first on its product form, with the shop's after it.
    const options = (await call<SellerFormOptions>('GET', 'seller/form-options', { token: seller.token, language: 'tr' })).body.data;
    expect(options.shippingRules[0]).toEqual({ id: rule.id, title: 'Kendi kuryemiz' });
    expect(options.shippingRules.length).toBeGreaterThan(1);

    await setProductReview(shop, false);
    const form = productForm(await formChoices(shop), 'Pickupword', { shippingRuleId: rule.id });
    const created = await call<ProductSaved>('POST', 'seller/products', { token: seller.token, payload: form });
    expect(created.body.status).toBe(200);
    const product = created.body.data as ProductSaved;
    await call<ProductSaved>('POST', `seller/products/${product.id}/publish`, { token: seller.token, payload: { version: product.version } });

    // Checkout matches the store's places for the shopper's address: Istanbul gets the pickup point.
    const buyer = await shop.signedInUser();
    const inventory = await shop.db.selectFrom('inventories').select('id').where('product_id', '=', product.id).where('quantity', '>', 0).executeTakeFirstOrThrow();
    await shop.db.insertInto('carts').values({ user_id: buyer.id, product_id: product.id, inventory_id: inventory.id, quantity: 1 }).execute();
    const placeFor = async (country: string, state: string) => (await loadCartLines(shop.db, { userId: buyer.id }, 'en', { address: { country, state } }))[0]!.shipping_place;
    expect(await placeFor('TR', '34')).toMatchObject({ id: rule.places[0]!.id, price: 4, pickup_point: 'Kadıköy atölye', shipping_rule: { id: rule.id } });
    expect(await placeFor('TR', '06')).toMatchObject({ id: rule.places[1]!.id, price: 9, pickup_point: null });
    expect(await placeFor('FR', '75')).toBeNull();

    // The store's page: its contact as written, and the pickup point with who may choose it.
    await shop.db.updateTable('stores').set({ phone: '+90 216 555 0101', email: 'atolye@example.test', address: 'Moda Cd. 12, İstanbul' }).where('id', '=', seller.storeId).execute();
    const page = await shop.app.inject({ method: 'GET', url: `/api/v1/store/${seller.slug}`, headers: { Language: 'fr' } });
    const store = (page.json() as { data: StoreDetail }).data.store;
    expect(store).toMatchObject({ phone: '+90 216 555 0101', email: 'atolye@example.test', address: 'Moda Cd. 12, İstanbul' });
    expect(store.pickup_places).toEqual([{ id: rule.places[0]!.id, name: 'Kadıköy atölye', address: 'Moda Cd. 12, Kadıköy · 10:00–19:00', country: 'Turquie', state: 'Istanbul', price: 0, days: 2 }]);

    // A rule products ship by is not deleted; made private, its point leaves the store's page.
    const refused = await call<Fields>('POST', 'seller/delivery/shipping/delete', { token: seller.token, payload: { id: rule.id, version: rule.version } });
    expect(refused.body.status).toBe(201);
    expect(refused.body.message).toMatch(/^1 products ship by this rule/);
    const privately = await save(seller, { ...courier(), id: rule.id, version: rule.version, public: false, places: rule.places.map((p) => ({ ...p })) });
    expect(privately.body.status).toBe(200);
    const hidden = await shop.app.inject({ method: 'GET', url: `/api/v1/store/${seller.slug}` });
    expect((hidden.json() as { data: StoreDetail }).data.store.pickup_places).toEqual([]);
  });

  it('keeps a store\'s rules its own: another seller cannot see, change, delete or ship by them', async () => {
    const owner = await sellerAccount(shop);
    const other = await sellerAccount(shop, { language: 'fr' });
    const rule = ((await save(owner, courier())).body.data as ShippingRules).shipping[0]!;
    const before = JSON.stringify(await places());

    expect((await call<ShippingRules>('GET', 'seller/delivery', { token: other.token })).body.data.shipping).toEqual([]);
    const options = (await call<SellerFormOptions>('GET', 'seller/form-options', { token: other.token })).body.data;
    expect(options.shippingRules.map((r) => r.id)).not.toContain(rule.id);

    const changed = await save(other, { ...courier({ pickupName: 'Pris' }), id: rule.id, version: rule.version }, 'fr');
    expect(changed.body).toMatchObject({ status: 201, message: 'Cette règle n’existe plus. Rechargez la liste.' });
    const deleted = await call<Fields>('POST', 'seller/delivery/shipping/delete', { token: other.token, payload: { id: rule.id, version: rule.version }, language: 'fr' });
    expect(deleted.body).toMatchObject({ status: 201, message: 'Cette règle n’existe plus. Rechargez la liste.' });
    expect(JSON.stringify(await places())).toBe(before);

    const form = productForm(await formChoices(shop), 'Foreignrule', { shippingRuleId: rule.id });
    const created = await call<Fields>('POST', 'seller/products', { token: other.token, payload: form, language: 'fr' });
    expect(created.body.status).toBe(201);
    expect(Object.keys((created.body.data as Fields).fields)).toEqual(['shippingRuleId']);

    // A shopper's session and a guest are not sellers.
    const buyer = await shop.signedInUser();
    expect((await call('GET', 'seller/delivery', { token: buyer.token })).http).toBe(403);
    expect((await call('POST', 'seller/delivery/shipping', { payload: courier() })).http).toBe(403);
  });

  it('refuses a bad rule whole in the seller\'s language, nothing written', async () => {
    const seller = await sellerAccount(shop, { language: 'ar' });
    const before = JSON.stringify(await places());
    const unnamed = await save(seller, courier({ pickupName: '', pickupAddress: 'شارع النيل 5' }), 'ar');
    expect(unnamed.body).toMatchObject({ status: 201, message: 'عنوان الاستلام في TR 34 يحتاج إلى اسم نقطة الاستلام، أو اترك العنوان فارغًا.' });
    const long = await save(seller, courier({ pickupAddress: 'x'.repeat(201) }));
    expect(long.body.message).toMatch(/^A text is too long/);
    const bad = await save(seller, { ...courier(), places: [{ country: 'ZZ', state: 'ALL', price: '-1', pickup_price: '0', day_needed: '2', pickup_point: '', pickup_address: '' }] });
    expect(bad.body.status).toBe(201);
    expect((bad.body.data as Fields).form).toEqual(expect.arrayContaining([expect.stringMatching(/ZZ/), expect.stringMatching(/^Prices are amounts/)]));
    const noName = await save(seller, { ...courier(), titles: { tr: 'Sadece Türkçe' } });
    expect(noName.body.message).toMatch(/^Give the name in English/);
    expect(JSON.stringify(await places())).toBe(before);
    expect((await call<ShippingRules>('GET', 'seller/delivery', { token: seller.token })).body.data.shipping).toEqual([]);
  });
});
