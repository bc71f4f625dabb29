import { describe, expect, it } from 'vitest';
import type { CommonData } from '../../core/common/common-data';
import { loadCommon } from '../../backend/common/common-service';
import { settingCommand } from '../../backend/admin/setting-desk';
import { refreshOfferContent } from '../../backend/db/migrations/0029-free-delivery';
import { BANNERS, VOUCHERS } from '../../backend/seed/content/site';
import { testDatabases } from '../support/databases';
import { address, cartLine, type PlacedOrder, placeOrderCall, product, shippingRule, useOrderShop, voucher } from './orders-support';

/** Free delivery over the operator's threshold (issue 28, docs/decisions/0002-free-delivery.md). */
describe.each(testDatabases())('free delivery on $name', (database) => {
  const shop = useOrderShop(database);
  const desk = () => ({ db: shop.db, dialect: shop.dialect });
  const setThreshold = async (value: string) => expect((await settingCommand(desk(), ['free-delivery', value])).code).toBe(0);

  /** A signed-in buyer with `quantity` units at `sellingCents` shipped for `shippingCents` (per line). */
  async function buyer(sellingCents: number, quantity: number, shippingCents = 750, o: { pickup?: boolean } = {}) {
    const user = await shop.signedInUser();
    const owner = { userId: user.id };
    const { ruleId } = await shippingRule(shop.db, { priceCents: shippingCents, pickupCents: 125 });
    const item = await product(shop.db, { sellingCents, stock: 20, shippingRuleId: ruleId });
    const lineId = await cartLine(shop.db, owner, item, quantity);
    if (o.pickup) await shop.db.updateTable('carts').set({ shipping_type: 2 }).where('id', '=', lineId).execute();
    return { user, owner, addressId: await address(shop.db, owner) };
  }

  async function storedOrder(id: number) {
    const order = await shop.db.selectFrom('orders').select(['subtotal', 'shipping_price', 'tax', 'bundle_offer', 'voucher_price', 'total_amount']).where('id', '=', id).executeTakeFirstOrThrow();
    const lines = await shop.db.selectFrom('ordered_products').select('shipping_price').where('order_id', '=', id).execute();
    return { amounts: [order.subtotal, order.shipping_price, order.voucher_price, order.total_amount].map(Number), lineShipping: lines.map((l) => Number(l.shipping_price)) };
  }

  async function place(b: Awaited<ReturnType<typeof buyer>>, payload: Record<string, unknown> = {}) {
    const { http, body } = await placeOrderCall(shop, b.user.token, { order_method: 2, address_id: b.addressId, ...payload });
    expect(http).toBe(200);
    return body.data as PlacedOrder;
  }

  it('is off in a shop without the setting: every order pays its shipping, and common says null', async () => {
    await setThreshold('off');
    expect((await loadCommon(shop.db, 'en')).setting.free_delivery_over).toBeNull();
    const placed = await place(await buyer(3000, 3));
    expect(placed.amount).toBe(97.5);
    expect(await storedOrder(placed.id)).toEqual({ amounts: [9000, 750, 0, 9750], lineShipping: [750] });
  });

  it('stores shipping 0 and charges the total without it once the goods reach the threshold; under it, shipping is charged', async () => {
    await setThreshold('50');
    const over = await place(await buyer(2500, 2));
    expect(over.amount).toBe(50);
    expect(await storedOrder(over.id)).toEqual({ amounts: [5000, 0, 0, 5000], lineShipping: [0] });

    const under = await place(await buyer(2499, 2));
    expect(under.amount).toBe(49.98 + 7.5);
    expect(await storedOrder(under.id)).toEqual({ amounts: [4998, 750, 0, 5748], lineShipping: [750] });
  });

  it('compares the goods before the voucher, and waives a pickup fee too', async () => {
    await setThreshold('50');
    const code = (await voucher(shop.db, { type: 1, price: 2000 })).code;
    const withVoucher = await place(await buyer(3000, 2), { voucher: code });
    // $60 of goods, $20 off: $40 paid, still no shipping.
    expect(await storedOrder(withVoucher.id)).toEqual({ amounts: [6000, 0, 2000, 4000], lineShipping: [0] });

    const pickup = await place(await buyer(6000, 1, 750, { pickup: true }));
    expect(await storedOrder(pickup.id)).toEqual({ amounts: [6000, 0, 0, 6000], lineShipping: [0] });
    const pickupUnder = await place(await buyer(1000, 1, 750, { pickup: true }));
    expect(await storedOrder(pickupUnder.id)).toEqual({ amounts: [1000, 125, 0, 1125], lineShipping: [125] });
  });

  it('common carries the threshold as an amount of the shop currency, in every language, and api/v1 serves it', async () => {
    await setThreshold('49.90');
    for (const lang of ['en', 'fr', 'ar', 'tr', 'hi']) expect((await loadCommon(shop.db, lang)).setting.free_delivery_over).toBe(49.9);
    // The served common is read again within the read models' few seconds (hence 10 s, not poll's 1 s).
    await expect.poll(async () => (await shop.call<CommonData>({ method: 'GET', url: '/api/v1/common?lang=ar' })).body.data.setting.free_delivery_over, { timeout: 10_000 }).toBe(49.9);
  });

  it('the operator sets, shows and turns it off from the admin command; bad amounts are refused and change nothing', async () => {
    await setThreshold('75');
    expect((await settingCommand(desk(), ['free-delivery'])).lines[0]).toBe('Free delivery for orders of $75 (USD) or more of goods, after bundle offers, before voucher, shipping and tax.');
    for (const bad of ['-5', '0', 'abc', '1.234', '1e3', '']) {
      const refused = await settingCommand(desk(), ['free-delivery', bad]);
      expect(refused.code).toBe(2);
    }
    expect((await settingCommand(desk(), ['shipping', '5'])).code).toBe(2);
    expect((await shop.db.selectFrom('settings').select('free_delivery_over').executeTakeFirstOrThrow()).free_delivery_over).toBe(7500);
    await setThreshold('OFF');
    expect((await settingCommand(desk(), ['free-delivery'])).lines[0]).toBe('Free delivery is off: every order pays its shipping.');
  });

  it('brings a demo database seeded before issue 28 to offers the checkout keeps, once, leaving a shop\'s own texts (0029)', async () => {
    const top = await shop.db.selectFrom('banners').select('id').where('type', '=', 8).executeTakeFirstOrThrow();
    const first = await shop.db.selectFrom('banners').select('id').where('type', '=', 5).orderBy('id').executeTakeFirstOrThrow();
    const own = await shop.db.selectFrom('banners').select(['id', 'title']).where('type', '=', 3).orderBy('id').executeTakeFirstOrThrow();
    // What the old demo wrote.
    await shop.db.updateTable('banners').set({ title: 'Free shipping on orders over $50 — this week only' }).where('id', '=', top.id).execute();
    await shop.db.updateTable('banner_translations').set({ title: 'شحن مجاني للطلبات التي تزيد على 50 دولارًا — هذا الأسبوع فقط' }).where('banner_id', '=', top.id).where('lang', '=', 'ar').execute();
    await shop.db.updateTable('banners').set({ title: 'Free shipping on your first order' }).where('id', '=', first.id).execute();
    const feature = await shop.db.insertInto('site_features').values({ title: 'Free delivery', detail: 'On orders over $50', image: 'truck', status: 1, sort_order: 0 }).returning('id').executeTakeFirstOrThrow();
    await shop.db.insertInto('site_feature_translations').values({ site_feature_id: feature.id, lang: 'fr', title: 'Livraison gratuite', detail: 'Dès 50 $ d\'achat' }).execute();
    await shop.db.updateTable('vouchers').set({ title: '10% off your first order' }).where('code', '=', 'WELCOME10').execute();
    await shop.db.updateTable('settings').set({ free_delivery_over: null }).execute();

    await refreshOfferContent(shop.db);
    await refreshOfferContent(shop.db);

    const ar = await loadCommon(shop.db, 'ar');
    expect(ar.top_banner?.title).toBe('');
    expect(ar.setting.free_delivery_over).toBe(50);
    const fr = await shop.db.selectFrom('banner_translations').select('title').where('banner_id', '=', first.id).where('lang', '=', 'fr').executeTakeFirstOrThrow();
    expect(fr.title).toBe(BANNERS.find((b) => b.type === 5)!.title.fr);
    expect(await shop.db.selectFrom('site_features').select('id').where('id', '=', feature.id).execute()).toEqual([]);
    expect(await shop.db.selectFrom('site_feature_translations').select('lang').where('site_feature_id', '=', feature.id).execute()).toEqual([]);
    expect((await shop.db.selectFrom('vouchers').select('title').where('code', '=', 'WELCOME10').executeTakeFirstOrThrow()).title).toBe(VOUCHERS[0]!.title.en);
    expect((await shop.db.selectFrom('banners').select('title').where('id', '=', own.id).executeTakeFirstOrThrow()).title).toBe(own.title);

    // A shop that turned free delivery off after the refresh keeps it off, and its own banner text stays.
    await setThreshold('off');
    await shop.db.updateTable('banners').set({ title: 'Our own strip' }).where('id', '=', top.id).execute();
    await refreshOfferContent(shop.db);
    expect((await loadCommon(shop.db, 'en')).setting.free_delivery_over).toBeNull();
    expect((await shop.db.selectFrom('banners').select('title').where('id', '=', top.id).executeTakeFirstOrThrow()).title).toBe('Our own strip');
  });
});
