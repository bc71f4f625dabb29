import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { changeOrder } from '../../backend/orders/order-changes';
import { blockingFindings, formatFindings } from './support/axe';
import { addBackOfficeMember, useConsolePage } from './support/back-office';
import { watchErrors } from './support/browser';
import { addAddressInline, chooseShipping, escapeRegExp, type JourneyProduct, moneyFormat, textOf } from './support/checkout-fixtures';
import { gotoSettled } from './support/page-waits';
import { useShopDatabase } from './support/shop-database';
import { useShopInBrowser } from './support/shop-in-browser';
import { callApi, PHONE, sessionCookies, shots, useVisitorPage, verifiedShopper } from './support/shopper';
import { address, cartLine } from '../api/orders-support';

async function accessible(page: Page, name: string): Promise<void> {
  const findings = await blockingFindings(page, { shell: false });
  expect(findings, formatFindings(findings.map((finding) => ({ page: name, finding })))).toEqual([]);
}

// Issue 33 in Chromium: a shopper in Turkish buys from two sellers in one order; each seller ships
// their part with a tracking number (the Arabic one on a phone, right to left); the shopper follows
// two parcels, one delivered and one on the way; once the order is paid and the return window is
// over, the Arabic seller asks for their available money and the operator pays it out from the
// console with the transfer's reference. Every amount is read from the ledger.
describe('a marketplace order in Chromium', () => {
  const env = useShopInBrowser({ mail: true });
  const shopDb = useShopDatabase(env);
  const visitor = useVisitorPage(env);
  const consolePage = useConsolePage(env, () => shopDb.db);

  /** A seller signed up through api/v1 (the mailed code), their store approved; their session token. */
  async function seller(name: string, store: string, language: string) {
    const email = `${language}.seller.${Date.now()}@example.test`;
    const signUp = await callApi<{ challenge: string }>(env.shop, 'seller/signup', { name, email, password: 'seller-pass-1', password_confirmation: 'seller-pass-1', store_name: store, phone: '+90 555 000 1122' }, { language });
    expect(signUp.status, signUp.message).toBe(200);
    const verified = await callApi<{ token?: string }>(env.shop, 'seller/verify', { email, code: await env.smtp.codeFor(email), challenge: signUp.data.challenge }, { language });
    await shopDb.db.updateTable('stores').set({ status: 'approved', approved_at: new Date().toISOString() }).where('name', '=', store).execute();
    await shopDb.db.updateTable('users').set({ language }).where('email', '=', email).execute();
    return { token: (verified.token ?? verified.data.token)!, email };
  }

  /** A published product of one variant (no options), delivered by a rule that reaches Istanbul. */
  async function product(token: string, title: string, price: string, ruleId: number): Promise<JourneyProduct & { title: string }> {
    const sub = await shopDb.db.selectFrom('sub_categories as s').innerJoin('categories as c', 'c.id', 's.category_id')
      .select(['s.id', 's.category_id']).where('s.status', '=', 1).where('c.status', '=', 1).orderBy('s.id').executeTakeFirstOrThrow();
    const sku = `MKT-${Date.now().toString(36).toUpperCase()}-${price.replace('.', '')}`;
    const created = await callApi<{ id: number; version: number }>(env.shop, 'seller/products', {
      texts: { en: { title, description: '' }, tr: { title, description: '' } },
      categoryId: sub.category_id, subCategoryId: sub.id, brandId: null, shippingRuleId: ruleId, taxRuleId: null, bundleDealId: null,
      price, offerPrice: '', variants: [{ id: null, sku, price, stock: '6', values: [] }],
      photos: [], photoValues: {}, refundable: true, mindChangeReturns: false, warranty: '', lowStock: '',
    }, { token, language: 'en' });
    expect(created.status, created.message).toBe(200);
    const published = await callApi(env.shop, `seller/products/${created.data.id}/publish`, { version: created.data.version }, { token });
    expect(published.status, published.message).toBe(200);
    const row = await shopDb.db.selectFrom('products as p').innerJoin('inventories as i', 'i.product_id', 'p.id').select(['p.id', 'p.slug', 'i.id as inventory_id'])
      .where('p.id', '=', created.data.id).executeTakeFirstOrThrow();
    return { id: row.id, slug: row.slug, inventoryId: row.inventory_id, choose: [], title };
  }

  /** The shop's first shipping rule that delivers to Istanbul. */
  function istanbulRule() {
    return shopDb.db.selectFrom('shipping_rules as r').innerJoin('shipping_places as p', 'p.shipping_rule_id', 'r.id').select('r.id')
      .where('r.status', '=', 1).where('r.store_id', 'is', null).where('p.country', 'in', ['TR', 'ALL']).where('p.state', 'in', ['34', 'ALL']).where('p.price', '>=', 0)
      .orderBy('r.id').executeTakeFirstOrThrow();
  }

  /** The seller's card of the order at /{lang}/seller/orders: confirmed, then shipped with the carrier and number. */
  async function ship(page: Page, language: string, code: string, carrier: string, number: string) {
    const say = (key: string) => textOf(language, key);
    const card = page.locator('article').filter({ hasText: code });
    await card.getByRole('button', { name: say('seller:orders.action.confirm') }).click();
    await card.getByText(say('seller:orders.status.2')).waitFor();
    await card.getByLabel(say('seller:orders.carrier')).selectOption({ label: carrier });
    await card.getByLabel(say('seller:orders.tracking_number')).fill(number);
    await card.getByRole('button', { name: say('seller:orders.action.ship') }).click();
    await card.getByRole('link', { name: number }).waitFor();
    return card;
  }

  it('a Turkish shopper buys from two sellers; each ships their parcel; the operator pays the Arabic seller out', async () => {
    const tr = (key: string, values?: Record<string, string | number>) => textOf('tr', key, values);
    const ar = (key: string, values?: Record<string, string | number>) => textOf('ar', key, values);
    await shopDb.db.updateTable('settings').set({ product_review: 0, guest_checkout: 1 }).execute();
    await shopDb.db.updateTable('payment_methods').set({ enabled: 1 }).where('method', '=', 7).execute();
    const rule = await istanbulRule();
    const copper = await seller('Selin Kaya', 'Bakırcı Usta', 'tr');
    const weaver = await seller('ليلى حداد', 'دار ليلى', 'ar');
    const cezve = await product(copper.token, 'Copper cezve for two', '40.00', rule.id);
    const rug = await product(weaver.token, 'Hand-woven kilim runner', '120.00', rule.id);

    // The shopper, in Turkish, puts one of each in the cart and orders both, paying by bank transfer.
    const shopper = await visitor.fresh();
    const shopperErrors = watchErrors(shopper);
    for (const item of [cezve, rug]) {
      await gotoSettled(shopper, `${env.shop.url}/tr/${item.slug}/product/${item.id}`);
      await shopper.getByRole('button', { name: tr('product:detail.add_to_cart'), exact: true }).click();
      await shopper.getByRole('status').getByText(tr('cart:productAdded')).first().waitFor();
    }
    await gotoSettled(shopper, `${env.shop.url}/tr/cart`);
    await shopper.getByRole('button', { name: tr('cart:page.proceed') }).click();
    await shopper.waitForURL(/\/tr\/shipping$/);
    const shopperEmail = `deniz.${Date.now()}@example.com`;
    await addAddressInline(shopper, 'tr', { name: 'Deniz Yılmaz', email: shopperEmail, phone: '5321234567', city: 'İstanbul', zip: '34710', address_1: 'Moda Caddesi 12' });
    for (const item of [cezve, rug]) await chooseShipping(shopper, 'tr', item, 'delivery');
    await shopper.getByRole('button', { name: tr('cart:shipping.continue') }).click();
    await shopper.waitForURL(/\/tr\/checkout$/);
    await shopper.getByRole('radio', { name: new RegExp(`^${escapeRegExp(tr('cart:checkout.method_7'))}`) }).check();
    await shopper.getByRole('button', { name: tr('cart:checkout.confirm') }).click();
    await shopper.waitForURL(/\/tr\/order-placed\/\d+$/);
    const order = await shopDb.db.selectFrom('orders').select(['id', 'tracking_code', 'total_amount']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const stores = await shopDb.db.selectFrom('shipments').select('store_id').where('order_id', '=', order.id).execute();
    expect(stores).toHaveLength(2);
    // A guest's order counts once its address is confirmed by the mailed link; then the sellers hear of it.
    const confirmMail = await env.smtp.waitFor((m) => m.to.includes(shopperEmail) && m.text.includes(order.tracking_code), 10_000);
    const link = /https?:\/\/\S+\/order-confirm\?token=[A-Za-z0-9_-]+/.exec(confirmMail.text)![0];
    await gotoSettled(shopper, link.replace(/^https?:\/\/[^/]+/, env.shop.url));
    await shopper.getByTestId('confirmed-code').waitFor();
    // Each seller was told, in their language.
    await expect.poll(() => env.smtp.mailsTo(weaver.email).filter((mail) => mail.subject.includes(order.tracking_code)).length).toBe(1);
    expect(env.smtp.mailsTo(copper.email).find((mail) => mail.subject.includes(order.tracking_code))?.subject).toMatch(/^Mağazanız için yeni sipariş /);
    // The transfer arrives and the shop verifies it (the order desk's journey is admin-orders'): the order is paid.
    expect((await changeOrder(shopDb.db, env.shop.databaseUrl.startsWith('postgres') ? 'postgres' : 'sqlite', { orderId: order.id, change: { kind: 'pay' }, actor: 'operator', note: 'bank transfer verified' })).ok).toBe(true);

    // The Arabic seller, on a phone, right to left: ships the rug with Aramex, then marks it delivered.
    const signedIn = await callApi<{ token?: string }>(env.shop, 'user/signin', { email: weaver.email, password: 'seller-pass-1' }, { language: 'ar' });
    const arToken = (signedIn.token ?? signedIn.data.token)!;
    let arDesk = await visitor.fresh(sessionCookies(env.shop, arToken));
    const arErrors = watchErrors(arDesk);
    await arDesk.setViewportSize(PHONE);
    await gotoSettled(arDesk, `${env.shop.url}/ar/seller/orders`);
    expect(await arDesk.locator('html').getAttribute('dir')).toBe('rtl');
    const rugCard = await ship(arDesk, 'ar', order.tracking_code, 'Aramex', 'AX 7781 2231');
    await expect.poll(() => rugCard.textContent()).not.toContain('Copper cezve');
    await rugCard.getByRole('button', { name: ar('seller:orders.action.deliver') }).click();
    await rugCard.getByText(ar('seller:orders.status.5')).waitFor();
    await accessible(arDesk, 'seller orders ar');
    await shots(arDesk, 'marketplace-seller-orders-ar');
    expect(arErrors, arErrors.join('\n')).toEqual([]);

    // The Turkish seller ships the cezve with Yurtiçi Kargo.
    const trDesk = await visitor.fresh(sessionCookies(env.shop, copper.token));
    await gotoSettled(trDesk, `${env.shop.url}/tr/seller/orders`);
    await ship(trDesk, 'tr', order.tracking_code, 'Yurtiçi Kargo', 'YK 5512 0098');

    // The shopper follows two parcels: the rug delivered, the cezve on the way with its tracking link.
    const follower = await visitor.fresh();
    await gotoSettled(follower, `${env.shop.url}/tr/track-order?order=${order.tracking_code}`);
    const parcels = follower.getByRole('region', { name: tr('orders:parcels.title_other', { count: 2 }) });
    await parcels.getByText('AX 7781 2231').waitFor();
    await expect.poll(() => parcels.textContent()).toMatch(/Bakırcı Usta[\s\S]*دار ليلى|دار ليلى[\s\S]*Bakırcı Usta/);
    const yurtici = follower.getByRole('link', { name: 'YK 5512 0098' });
    expect(await yurtici.getAttribute('href')).toBe('https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code=YK%205512%200098');
    await accessible(follower, 'track order tr');
    await shots(follower, 'marketplace-parcels-tr');
    expect(shopperErrors, shopperErrors.join('\n')).toEqual([]);

    // The operator sets the return window to 0 days in the console: the delivered rug's money is available.
    const operatorId = await addBackOfficeMember(shopDb.db, { name: 'Rania', email: `rania.${Date.now()}@example.test`, role: 'operator', language: 'en' });
    const console = await consolePage.as(operatorId);
    const consoleErrors = watchErrors(console);
    await gotoSettled(console, `${env.shop.url}/admin/money`);
    await console.getByLabel('Return window (days)').fill('0');
    await console.getByRole('button', { name: 'Save', exact: true }).click();
    await console.getByRole('status').getByText('The commission and return window are saved; new sales use them.').waitFor();
    const rugStore = await shopDb.db.selectFrom('stores').select('id').where('name', '=', 'دار ليلى').executeTakeFirstOrThrow();
    const balance = console.getByTestId(`balance-${rugStore.id}`);
    await balance.waitFor();

    // The Arabic seller, on the phone again, asks for everything available from their earnings page.
    arDesk = await visitor.fresh(sessionCookies(env.shop, arToken));
    await arDesk.setViewportSize(PHONE);
    await gotoSettled(arDesk, `${env.shop.url}/ar/seller/earnings`);
    await arDesk.getByRole('heading', { name: ar('ledger:earnings.title'), level: 1 }).waitFor();
    const available = await arDesk.getByTestId('earnings-available').textContent();
    // 120.00 less 10 % commission.
    expect(available).toContain('108');
    await arDesk.getByRole('button', { name: ar('ledger:earnings.all_available') }).click();
    await arDesk.getByRole('button', { name: ar('ledger:earnings.ask') }).click();
    await arDesk.getByRole('status').getByText(/108\.00/).waitFor();
    await accessible(arDesk, 'seller earnings ar');
    await shots(arDesk, 'marketplace-earnings-ar');

    // The operator pays it out with the transfer's reference.
    await gotoSettled(console, `${env.shop.url}/admin/money`);
    const payout = await shopDb.db.selectFrom('payouts').select(['id', 'amount_cents']).where('store_id', '=', rugStore.id).executeTakeFirstOrThrow();
    expect(payout.amount_cents).toBe(10_800);
    const card = console.getByTestId(`desk-payout-${payout.id}`);
    await card.getByLabel('Transfer reference, or why it is refused').fill('SEPA 2026-11-28/0042');
    await card.getByRole('button', { name: 'Mark paid' }).click();
    await console.getByRole('status').getByText(`Payout no. ${payout.id} is marked paid.`).waitFor();
    await accessible(console, 'admin money');
    await shots(console, 'marketplace-admin-money');
    expect(consoleErrors, consoleErrors.join('\n')).toEqual([]);

    // The seller reads it paid; the ledger adds up to what the shopper paid.
    await gotoSettled(arDesk, `${env.shop.url}/ar/seller/earnings`);
    await arDesk.getByTestId(`payout-${payout.id}`).getByText(ar('ledger:payout.state.paid')).waitFor();
    expect(await arDesk.getByTestId('earnings-paidOut').textContent()).toContain('108');
    expect(await arDesk.getByTestId('earnings-requested').textContent()).toContain('0');
    const sums = await shopDb.db.selectFrom('ledger_entries').select(['amount_cents']).where('order_id', '=', order.id).execute();
    expect(sums.reduce((sum, row) => sum + Number(row.amount_cents), 0)).toBe(Number(order.total_amount));
  }, 240_000);

  // Decision 0036 in Chromium: the Turkish seller, on a phone, cancels one of their two items with a
  // reason; the shopper, in French, reads which item, why and the lower total on their order page
  // and in the mail; the same page in Arabic on a phone reads right to left.
  it('a seller cancels one item of their parcel; the shopper reads which, why and what it costs now', async () => {
    const tr = (key: string, values?: Record<string, string | number>) => textOf('tr', key, values);
    const fr = (key: string, values?: Record<string, string | number>) => textOf('fr', key, values);
    await shopDb.db.updateTable('settings').set({ product_review: 0 }).execute();
    await shopDb.db.updateTable('payment_methods').set({ enabled: 1 }).where('method', '=', 2).execute();
    const rule = await istanbulRule();
    const copper = await seller('Emre Demir', 'Bakır Atölyesi', 'tr');
    const weaver = await seller('سلمى ناصر', 'نول سلمى', 'ar');
    const cezve = await product(copper.token, 'Copper cezve for four', '55.00', rule.id);
    const tray = await product(copper.token, 'Hammered copper tray', '30.00', rule.id);
    const rug = await product(weaver.token, 'Wool prayer rug', '90.00', rule.id);

    // A French shopper's cash-on-delivery order of the three.
    const shopper = await verifiedShopper(env.shop, env.smtp, 'fr', 'partcancel');
    const user = await shopDb.db.selectFrom('users').select('id').where('email', '=', shopper.email).executeTakeFirstOrThrow();
    for (const item of [cezve, tray, rug]) await cartLine(shopDb.db, { userId: user.id }, { productId: item.id, inventoryId: item.inventoryId }, 1);
    const placed = await callApi<{ id: number; order: string }>(env.shop, 'order/action', { order_method: 2, address_id: await address(shopDb.db, { userId: user.id }, 'TR', '34', { name: 'Camille Martin', email: shopper.email }) }, { token: shopper.token, language: 'fr' });
    expect(placed.status, placed.message).toBe(200);
    const before = await shopDb.db.selectFrom('orders').select('total_amount').where('id', '=', placed.data.id).executeTakeFirstOrThrow();

    // The Turkish seller, on a phone: "Cancel items", keeps the cezve, gives a reason, confirms.
    const desk = await visitor.fresh(sessionCookies(env.shop, copper.token));
    const deskErrors = watchErrors(desk);
    await desk.setViewportSize(PHONE);
    await gotoSettled(desk, `${env.shop.url}/tr/seller/orders`);
    const card = desk.locator('article').filter({ hasText: placed.data.order });
    await card.getByRole('button', { name: tr('seller:orders.action.cancel') }).click();
    const form = card.getByRole('form', { name: tr('seller:orders.cancel_form', { code: placed.data.order }) });
    await form.getByRole('checkbox', { name: /Copper cezve for four/ }).uncheck();
    await form.getByLabel(tr('seller:orders.cancel_reason')).fill('Tepsinin kenarı ezik geldi, üzgünüz');
    await shots(desk, 'marketplace-seller-cancel-form-tr');
    await form.getByRole('button', { name: tr('seller:orders.yes_cancel') }).click();
    await desk.getByRole('status').getByText(new RegExp(escapeRegExp(placed.data.order))).waitFor();
    await card.getByTestId('seller-line-cancelled').getByText(/Tepsinin kenarı ezik geldi/).waitFor();
    expect(await card.textContent()).toContain(tr('seller:orders.status.1'));
    await accessible(desk, 'seller cancelled item tr');
    await shots(desk, 'marketplace-seller-cancelled-tr');
    expect(deskErrors, deskErrors.join('\n')).toEqual([]);

    // The order lost the tray's 30.00 and nothing else; its stock is back.
    const after = await shopDb.db.selectFrom('orders').select(['total_amount', 'cancelled']).where('id', '=', placed.data.id).executeTakeFirstOrThrow();
    expect(after).toEqual({ total_amount: Number(before.total_amount) - 3000, cancelled: 0 });

    // The shopper's order page in French: the tray marked, the parcel saying which item and why, the total lower.
    const page = await visitor.fresh(sessionCookies(env.shop, shopper.token));
    const pageErrors = watchErrors(page);
    await gotoSettled(page, `${env.shop.url}/fr/user/order/${placed.data.id}`);
    await page.getByTestId('order-line-cancelled').getByText(fr('orders:detail.line_cancelled')).waitFor();
    const note = await page.getByTestId('parcel-cancellation').textContent();
    expect(note).toContain('Hammered copper tray');
    expect(note).toContain('Tepsinin kenarı ezik geldi, üzgünüz');
    expect(note).toContain((await moneyFormat(env.shop, 'fr'))(3000));
    await accessible(page, 'order with a cancelled item fr');
    await shots(page, 'marketplace-order-cancelled-item-fr');
    // The same page in Arabic on a phone, right to left.
    await page.setViewportSize(PHONE);
    await gotoSettled(page, `${env.shop.url}/ar/user/order/${placed.data.id}`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByTestId('parcel-cancellation').waitFor();
    await shots(page, 'marketplace-order-cancelled-item-ar');
    expect(pageErrors, pageErrors.join('\n')).toEqual([]);

    // The mail, in the language the order was placed in, says which item, why and what the order comes to now.
    const mail = await env.smtp.waitFor((m) => m.to.includes(shopper.email) && m.subject.includes(placed.data.order) && m.subject.startsWith('Une partie'), 10_000)
      .catch((error: Error) => { throw new Error(`${error.message}: ${env.smtp.mailsTo(shopper.email).map((m) => m.subject).join(' | ')}`); });
    expect(mail.subject).toBe(`Une partie de votre commande ${placed.data.order} a été annulée`);
    expect(mail.text).toContain('Hammered copper tray');
    expect(mail.text).toMatch(/Motif\s:\s«\s*Tepsinin kenarı ezik geldi, üzgünüz\s*»/);
    expect(mail.text).toMatch(/votre commande s’élève désormais à/);
    // Every link the mail prints leads to a page that exists.
    for (const url of mail.text.match(/https?:\/\/\S+/g) ?? []) {
      const response = await fetch(url.replace(/^https?:\/\/[^/]+/, env.shop.url));
      expect(response.status, url).toBe(200);
    }
  }, 180_000);
});
