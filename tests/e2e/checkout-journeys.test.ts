import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type ShopDatabase } from '../../backend/db/database';
import type { DB } from '../../backend/db/schema';
import { type SmtpCatcher } from '../support/smtp-catcher';
import { watchErrors } from './support/browser';
import {
  addAddressInline, addToCart, badgeCount, badgeInHtml, chooseShipping, countOrders, escapeRegExp, freeDeliveryOff, journeyFixture, localized,
  moneyFormat, orderedLines, shot, stockOf, storedOrder, summaryOf, textOf, type JourneyFixture, type StoredOrder,
} from './support/checkout-fixtures';
import { type ShopServer } from './support/shop-server';
import { useShopInBrowser } from './support/shop-in-browser';
import { shots, useShopperPage } from './support/shopper';
import { gotoSettled, reloadSettled } from './support/page-waits';



/** A verified shopper through the real API: sign-up, the code from the mail that arrived, verify. */
async function signUp(shop: ShopServer, smtp: SmtpCatcher, name: string, email: string): Promise<string> {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${shop.url}/api/v1/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Language: 'ar' }, body: JSON.stringify(body) });
    return (await response.json()) as { status: number; message: string; data: { token?: string; challenge?: string } | null; token?: string };
  };
  const signup = await post('user/signup', { name, email, password: 'secret12', password_confirmation: 'secret12' });
  expect(signup.status, signup.message).toBe(200);
  const verified = await post('user/verify', { email, code: await smtp.codeFor(email), challenge: signup.data?.challenge });
  expect(verified.status, verified.message).toBe(200);
  return (verified.token ?? verified.data?.token)!;
}


/** Text as React's server render escapes it in attributes and text. */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

type Summary = Awaited<ReturnType<typeof summaryOf>>;

/**
 * What each screen must have shown for the stored order: the cart before an address (shipping
 * "next step", no voucher), the shipping step before the voucher, the checkout with everything.
 */
function expectedScreens(order: StoredOrder, money: (cents: number) => string, language: string): { cart: Summary; shipping: Summary; checkout: Summary } {
  const bundle = order.bundle_offer > 0 ? `−${money(order.bundle_offer)}` : null;
  const common = { subtotal: money(order.subtotal), bundle, tax: money(order.tax) };
  return {
    cart: { ...common, shipping: textOf(language, 'cart:summary.shipping_later'), voucher: null, total: money(order.subtotal - order.bundle_offer + order.tax) },
    shipping: { ...common, shipping: money(order.shipping_price), voucher: null, total: money(order.total_amount + order.voucher_price) },
    checkout: { ...common, shipping: money(order.shipping_price), voucher: order.voucher_price > 0 ? `−${money(order.voucher_price)}` : null, total: money(order.total_amount) },
  };
}

describe('checkout journeys in a real browser', () => {
  const env = useShopInBrowser({ mail: true });
  // The shoppers take turns in one warm page, each a new visitor (a new context fetches and compiles every asset again).
  const shopper = useShopperPage(env);
  let database: ShopDatabase;
  let db: Kysely<DB>;
  let turkish: JourneyFixture;
  let arabic: JourneyFixture;
  let english: JourneyFixture;

  beforeAll(async () => {
    database = await openDatabase(env.shop.databaseUrl);
    db = database.db;
    await freeDeliveryOff(db, env.shop);
    turkish = await journeyFixture(db, env.shop, 0, 'tr');
    arabic = await journeyFixture(db, env.shop, 1, 'ar');
    english = await journeyFixture(db, env.shop, 2, 'en');
  });
  afterAll(async () => {
    await database?.close();
  });

  it('a guest buys two products in Turkish: delivery and pickup, a voucher, cash on delivery', async () => {
    const lang = 'tr';
    const { delivered, picked, voucher } = turkish;
    const money = await moneyFormat(env.shop, lang);
    const stockBefore = { delivered: await stockOf(db, delivered.inventoryId), picked: await stockOf(db, picked.inventoryId) };
    const page = await shopper.visit();
    const context = page.context();
    const errors = watchErrors(page);
    // Every URL the browser asks for on the way (pages, api/v1 calls, assets, redirects).
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));

    await addToCart(page, env.shop, lang, delivered);
    await expect.poll(() => badgeCount(page, lang)).toBe(1);
    await addToCart(page, env.shop, lang, picked);
    await expect.poll(() => badgeCount(page, lang)).toBe(2);

    // The header's cart link, then a quick double click on + : both steps count.
    await page.locator('header a[href$="/cart"]').first().click();
    await page.waitForURL(/\/tr\/cart$/);
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(2);
    const pickedLine = page.getByTestId('cart-line').filter({ hasText: picked.title });
    await pickedLine.getByRole('button', { name: textOf(lang, 'cart:page.increase', { title: picked.title }) }).dblclick();
    await expect.poll(() => pickedLine.getByTestId('line-quantity').textContent()).toBe('3');
    await expect.poll(() => badgeCount(page, lang)).toBe(4);
    await page.waitForLoadState('networkidle');
    // The server kept both steps: a reload shows the same.
    await reloadSettled(page);
    await expect.poll(() => pickedLine.getByTestId('line-quantity').textContent()).toBe('3');
    await expect.poll(() => badgeCount(page, lang)).toBe(4);
    // A full load's server HTML (before any script runs) already has the guest's badge and lines:
    // the guest's user_token travels in a first-party cookie the browser can read back.
    const guestCookie = (await context.cookies(env.shop.url)).find((cookie) => cookie.name === 'user_token');
    expect(guestCookie).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: false });
    expect(guestCookie!.value).toMatch(/^[A-Za-z0-9_-]{22,128}$/);
    const serverHtml = async (path: string, cookie?: string) =>
      (await fetch(`${env.shop.url}${path}`, { headers: cookie ? { cookie } : {} })).text();
    const badgeIn = (html: string, count: number) => badgeInHtml(html) === count;
    const guestHome = await serverHtml('/tr', `user_token=${guestCookie!.value}`);
    expect(badgeIn(guestHome, 4), 'home badge in the server HTML').toBe(true);
    const guestCart = await serverHtml('/tr/cart', `user_token=${guestCookie!.value}`);
    expect(badgeIn(guestCart, 4), 'cart badge in the server HTML').toBe(true);
    expect(guestCart.match(/data-testid="cart-line"/g)).toHaveLength(2);
    expect(guestCart).toContain(escapeHtml(delivered.title));
    expect(guestCart).toContain(escapeHtml(picked.title));
    // Another visitor, or a tampered cookie, gets the anonymous page (nothing shared or cached across).
    expect(badgeIn(await serverHtml('/tr'), 0), 'a new visitor sees 0').toBe(true);
    expect(badgeIn(await serverHtml('/tr', 'user_token=not%20a%20token'), 0), 'a bad cookie is ignored').toBe(true);
    const cartShown = await summaryOf(page);
    await shots(page, 'cart-tr');

    await page.getByRole('button', { name: textOf(lang, 'cart:page.proceed') }).click();
    await page.waitForURL(/\/tr\/shipping$/);
    await page.getByText(textOf(lang, 'cart:shipping.no_address')).waitFor();
    const email = `misafir.${Date.now()}@example.com`;
    await addAddressInline(page, lang, { name: 'Ayşe Yılmaz', email, phone: '5551234567', city: 'İstanbul', zip: '34710', address_1: 'Moda Caddesi 12' });
    await chooseShipping(page, lang, picked, 'pickup');
    await chooseShipping(page, lang, delivered, 'delivery');
    await page.getByText(textOf(lang, 'cart:shipping.pickup_at', { point: 'E2E Teslim Noktası, Moda Cad. 1, Kadıköy' })).waitFor();
    const shippingShown = await summaryOf(page);
    await shot(page, 'shipping-tr-desktop');
    await page.getByRole('button', { name: textOf(lang, 'cart:shipping.continue') }).click();

    await page.waitForURL(/\/tr\/checkout$/);
    await page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(textOf(lang, 'cart:checkout.method_2'))}`) }).check();
    await page.getByRole('textbox', { name: textOf(lang, 'cart:checkout.voucher_label') }).fill(voucher.toLowerCase());
    await page.getByRole('button', { name: textOf(lang, 'cart:checkout.apply') }).click();
    await page.getByTestId('voucher-applied').waitFor();
    await page.getByTestId('summary-voucher').waitFor();
    const checkoutShown = await summaryOf(page);
    await shots(page, 'checkout-tr');
    await page.getByRole('button', { name: textOf(lang, 'cart:checkout.confirm') }).click();

    await page.waitForURL(/\/tr\/order-placed\/\d+$/);
    const tracking = (await page.getByTestId('tracking-code').textContent())!.trim();
    const placedAmount = (await page.getByTestId('placed-amount').textContent())!.trim();
    await shot(page, 'placed-tr-desktop');

    const order = await storedOrder(db, tracking);
    const expected = expectedScreens(order, money, lang);
    expect(cartShown).toEqual(expected.cart);
    expect(shippingShown).toEqual(expected.shipping);
    expect(checkoutShown).toEqual(expected.checkout);
    expect(placedAmount).toBe(money(order.total_amount));
    expect(page.url()).toMatch(new RegExp(`/order-placed/${order.id}$`));
    // What the server stored is what was chosen.
    expect(order).toMatchObject({ order_method: 2, user_id: null, email, shipping_price: 350 + 125 });
    expect(order.guest_user_id).not.toBeNull();
    expect(order.voucher_price).toBe(Math.round((order.subtotal - order.bundle_offer) / 10));
    expect(order.tax).toBeGreaterThan(0);
    const lines = await orderedLines(db, order.id);
    expect(lines.map((l) => [l.inventory_id, l.quantity, l.shipping_type]).sort()).toEqual([[delivered.inventoryId, 1, 1], [picked.inventoryId, 3, 2]].sort());
    expect(await stockOf(db, delivered.inventoryId)).toBe(stockBefore.delivered - 1);
    expect(await stockOf(db, picked.inventoryId)).toBe(stockBefore.picked - 3);

    // The cart is empty afterwards, on the server and on screen.
    const left = await db.selectFrom('carts').select('id').where('guest_user_id', '=', order.guest_user_id).execute();
    expect(left).toEqual([]);
    await gotoSettled(page, `${env.shop.url}/tr/cart`);
    await page.getByTestId('cart-empty').waitFor();
    await expect.poll(() => badgeCount(page, lang)).toBe(0);

    const mail = await env.smtp.waitFor((m) => m.to.includes(email) && m.text.includes(tracking), 10_000);
    expect(mail.text).toContain(money(order.total_amount));
    // The guest's token never travelled in a URL (logs, history and Referer keep URLs): the
    // journey's reads sent it as a header.
    const guestToken = guestCookie!.value;
    expect(urls.filter((url) => url.includes('/api/v1/')).length).toBeGreaterThan(5);
    expect(urls.filter((url) => url.includes(guestToken) || /user(_|%5F)token/i.test(url))).toEqual([]);
    expect(errors, errors.join('\n')).toEqual([]);
  }, 90_000); // a whole guest purchase in Chromium (two products, a voucher) with screenshots: past the 60 s default under load

  it('a signed-in shopper buys two products in Arabic, right to left, paying by bank transfer', async () => {
    const lang = 'ar';
    const { delivered, picked, voucher } = arabic;
    const money = await moneyFormat(env.shop, lang);
    const email = `sara.${Date.now()}@example.com`;
    const token = await signUp(env.shop, env.smtp, 'سارة أحمد', email);
    const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    await db.insertInto('addresses').values({
      user_id: user.id, guest_user_id: null, name: 'بيت سارة', email, phone: '5559876543', country: 'TR', state: '34', city: 'إسطنبول', zip: '34000', address_1: 'شارع الاستقلال 5', address_2: null,
    }).execute();
    // A newer address is listed first, so choosing 'بيت سارة' is a real choice that a reload must keep.
    await db.insertInto('addresses').values({
      user_id: user.id, guest_user_id: null, name: 'مكتب سارة', email, phone: '5559876500', country: 'TR', state: '6', city: 'أنقرة', zip: '06000', address_1: 'شارع أتاتورك 9', address_2: null,
    }).execute();
    const page = await shopper.visit({ token });
    const errors = watchErrors(page);

    await addToCart(page, env.shop, lang, delivered);
    await addToCart(page, env.shop, lang, picked);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await expect.poll(() => badgeCount(page, lang)).toBe(2);
    await gotoSettled(page, `${env.shop.url}/ar/cart`);
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(2);
    const deliveredLine = page.getByTestId('cart-line').filter({ hasText: delivered.title });
    await deliveredLine.getByRole('button', { name: textOf(lang, 'cart:page.increase', { title: delivered.title }) }).click();
    await expect.poll(() => deliveredLine.getByTestId('line-quantity').textContent()).toBe('2');
    await expect.poll(() => badgeCount(page, lang)).toBe(3);
    const cartShown = await summaryOf(page);
    await shots(page, 'cart-ar');

    await page.getByRole('button', { name: textOf(lang, 'cart:page.proceed') }).click();
    await page.waitForURL(/\/ar\/shipping$/);
    const home = page.getByRole('radio', { name: textOf(lang, 'cart:shipping.deliver_here', { name: 'بيت سارة' }) });
    await home.check();
    await chooseShipping(page, lang, picked, 'pickup');
    await chooseShipping(page, lang, delivered, 'delivery');
    const shippingShown = await summaryOf(page);
    // The chosen address survives a reload (this device remembers it; the server renders it chosen).
    await reloadSettled(page);
    expect(await home.isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: textOf(lang, 'cart:shipping.deliver_here', { name: 'مكتب سارة' }) }).isChecked()).toBe(false);
    expect(await summaryOf(page)).toEqual(shippingShown);
    await shot(page, 'shipping-ar-desktop');
    await page.getByRole('button', { name: textOf(lang, 'cart:shipping.continue') }).click();

    await page.waitForURL(/\/ar\/checkout$/);
    await page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(textOf(lang, 'cart:checkout.method_7'))}`) }).check();
    await page.getByRole('textbox', { name: textOf(lang, 'cart:checkout.voucher_label') }).fill(voucher);
    await page.getByRole('button', { name: textOf(lang, 'cart:checkout.apply') }).click();
    await page.getByTestId('summary-voucher').waitFor();
    const checkoutShown = await summaryOf(page);
    await shots(page, 'checkout-ar');
    await page.getByRole('button', { name: textOf(lang, 'cart:checkout.confirm') }).click();

    await page.waitForURL(/\/ar\/order-placed\/\d+$/);
    const tracking = (await page.getByTestId('tracking-code').textContent())!.trim();
    const order = await storedOrder(db, tracking);
    const instructions = page.getByTestId('bank-instructions');
    await instructions.waitFor();
    expect((await instructions.textContent())!.replace(/\s+/g, ' ')).toContain(textOf(lang, 'cart:placed.bank_text', { amount: money(order.total_amount), code: tracking }));
    expect((await page.getByTestId('placed-amount').textContent())!.trim()).toBe(money(order.total_amount));
    // The shop's own instructions, as it wrote them in Arabic.
    const bank = await db.selectFrom('payment_methods').select('public_config').where('method', '=', 7).executeTakeFirstOrThrow();
    const arabicInstructions = (JSON.parse(bank.public_config) as { instructions: Record<string, string> }).instructions.ar!;
    expect(await page.getByTestId('bank-details').first().textContent()).toContain(arabicInstructions);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await shot(page, 'placed-ar-desktop');

    const expected = expectedScreens(order, money, lang);
    expect(cartShown).toEqual(expected.cart);
    expect(shippingShown).toEqual(expected.shipping);
    expect(checkoutShown).toEqual(expected.checkout);
    expect(order).toMatchObject({ order_method: 7, user_id: user.id, guest_user_id: null, shipping_price: 350 + 125 });
    expect(order.voucher_price).toBe(Math.round((order.subtotal - order.bundle_offer) / 10));

    // The owner's order through the API says the same.
    const answer = (await (await fetch(`${env.shop.url}/api/v1/order/by-user?order_id=${order.id}`, { headers: { Authorization: `Bearer ${token}`, Language: lang } })).json()) as {
      status: number; data: { order: string; calculated: { subtotal: number; shipping_price: number; tax: number; voucher_price: number; total_price: number } };
    };
    expect(answer.status).toBe(200);
    expect(answer.data.order).toBe(tracking);
    expect(answer.data.calculated).toMatchObject({ subtotal: order.subtotal / 100, shipping_price: order.shipping_price / 100, tax: order.tax / 100, voucher_price: order.voucher_price / 100, total_price: order.total_amount / 100 });

    expect(await db.selectFrom('carts').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    await gotoSettled(page, `${env.shop.url}/ar/cart`);
    await page.getByTestId('cart-empty').waitFor();
    await expect.poll(() => badgeCount(page, lang)).toBe(0);
    await env.smtp.waitFor((m) => m.to.includes(email) && m.text.includes(tracking), 10_000);
    expect(errors, errors.join('\n')).toEqual([]);
  }, 90_000); // a whole signed-in purchase in Chromium with screenshots: past the 60 s default under load

  it('places one order when confirm is clicked twice quickly (buy now, English)', async () => {
    const lang = 'en';
    const { picked } = english;
    const page = await shopper.visit();
    const errors = watchErrors(page);
    await gotoSettled(page, `${env.shop.url}${localized(lang, `/${picked.slug}/product/${picked.id}`)}`);
    for (const { group, value } of picked.choose) {
      await page.locator('fieldset').filter({ has: page.locator('legend', { hasText: group }) }).getByRole('button', { name: value, exact: true }).click();
    }
    await page.getByRole('button', { name: textOf(lang, 'product:detail.buy_now'), exact: true }).click();
    await page.waitForURL(/\/shipping$/);
    await addAddressInline(page, lang, { name: 'Quick Clicker', email: `quick.${Date.now()}@example.com`, phone: '5550001111', city: 'Istanbul', zip: '34000', address_1: '3 Rapid Road' });
    await chooseShipping(page, lang, picked, 'delivery');
    await page.getByRole('button', { name: textOf(lang, 'cart:shipping.continue') }).click();
    await page.waitForURL(/\/checkout$/);
    await page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(textOf(lang, 'cart:checkout.method_2'))}`) }).check();
    const before = await countOrders(db);
    await page.getByRole('button', { name: textOf(lang, 'cart:checkout.confirm') }).dblclick();
    await page.waitForURL(/\/order-placed\/\d+$/);
    const tracking = (await page.getByTestId('tracking-code').textContent())!.trim();
    await page.waitForLoadState('networkidle');
    expect(await countOrders(db)).toBe(before + 1);
    const order = await storedOrder(db, tracking);
    expect((await orderedLines(db, order.id)).map((l) => l.quantity)).toEqual([1]);
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it("moves a guest's cart into the account on sign-in, and sign-out leaves a guest with an empty cart (on the server too)", async () => {
    const lang = 'en';
    const { delivered } = english;
    const email = `merge.${Date.now()}@example.com`;
    await signUp(env.shop, env.smtp, 'Merge Guest', email);
    const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const page = await shopper.visit();
    const context = page.context();
    const errors = watchErrors(page);
    await addToCart(page, env.shop, lang, delivered);
    await expect.poll(() => badgeCount(page, lang)).toBe(1);

    await gotoSettled(page, `${env.shop.url}/login`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret12');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${env.shop.url}/`);
    await expect.poll(() => badgeCount(page, lang)).toBe(1);
    expect(await db.selectFrom('carts').select('inventory_id').where('user_id', '=', user.id).execute()).toEqual([{ inventory_id: delivered.inventoryId }]);

    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('link', { name: 'Login', exact: true }).waitFor();
    await expect.poll(() => badgeCount(page, lang)).toBe(0);
    const cookie = (await context.cookies(env.shop.url)).map((c) => `${c.name}=${c.value}`).join('; ');
    expect(cookie).not.toContain('frontend_token');
    const html = await (await fetch(`${env.shop.url}/`, { headers: { cookie } })).text();
    expect(badgeInHtml(html)).toBe(0);
    await reloadSettled(page);
    await expect.poll(() => badgeCount(page, lang)).toBe(0);
    expect(errors, errors.join('\n')).toEqual([]);
  });
});
