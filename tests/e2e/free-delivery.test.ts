import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { watchErrors } from './support/browser';
import {
  addAddressInline, addToCart, chooseShipping, escapeRegExp, journeyFixture, localized, moneyFormat, shot, storedOrder, summaryOf, textOf,
} from './support/checkout-fixtures';
import { useShopInBrowser } from './support/shop-in-browser';
import { useVisitorPage } from './support/shopper';
import { useShopDatabase } from './support/shop-database';
import { gotoSettled } from './support/page-waits';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The same view at 1280 and 390 wide, for a person to look at. */
async function bothSizes(page: Page, name: string, part?: () => Promise<void>): Promise<void> {
  for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    await page.setViewportSize(viewport);
    await part?.();
    await shot(page, `${name}-${size}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${name} ${size}: no sideways scroll`).toBeLessThanOrEqual(1);
  }
  await page.setViewportSize(DESKTOP);
}

/** Free delivery over the demo's $50 threshold (issue 28): what the banner says is what the order pays. */
describe('free delivery in a real browser', () => {
  const env = useShopInBrowser();
  const store = useShopDatabase(env);
  // One browser for the block's cases, its cookies and storage emptied before each: none is about a first visit.
  const shared = useVisitorPage(env);

  it('the top banner and the home page card state the threshold in the shopper\'s language', async () => {
    const page = await shared.fresh();
    const errors = watchErrors(page);
    for (const lang of ['en', 'ar']) {
      const money = await moneyFormat(env.shop, lang);
      await gotoSettled(page, `${env.shop.url}${localized(lang, '/')}`);
      const banner = page.getByTestId('top-banner-free-delivery');
      expect((await banner.textContent())!.trim()).toBe(textOf(lang, 'layout:top_banner.free_delivery', { amount: money(5000) }));
      const card = page.locator('[data-feature="free-delivery"]');
      expect((await card.locator('h3').textContent())!.trim()).toBe(textOf(lang, 'home:free_delivery.title'));
      expect((await card.locator('p').textContent())!.trim()).toBe(textOf(lang, 'home:free_delivery.detail', { amount: money(5000) }));
      await bothSizes(page, `banner-${lang}`);
      await bothSizes(page, `feature-card-${lang}`, () => card.scrollIntoViewIfNeeded());
    }
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('a guest sees how much more gets free delivery, reaches it, and the order pays no delivery', async () => {
    const lang = 'en';
    const { delivered } = await journeyFixture(store.db, env.shop, 0, lang);
    // Every option of the product costs $30, so one is under $50 and two are over it.
    await store.db.updateTable('products').set({ selling: 3000, offered: 0 }).where('id', '=', delivered.id).execute();
    await store.db.updateTable('inventories').set({ price: 0 }).where('product_id', '=', delivered.id).execute();
    const money = await moneyFormat(env.shop, lang);
    const page = await shared.fresh();
    const errors = watchErrors(page);

    await addToCart(page, env.shop, lang, delivered);
    await gotoSettled(page, `${env.shop.url}/cart`);
    const hint = page.getByTestId('free-delivery-hint');
    await expect.poll(async () => (await hint.textContent())?.trim()).toBe(textOf(lang, 'cart:free_delivery.missing', { amount: money(2000) }));
    await bothSizes(page, 'cart-hint-en', () => hint.scrollIntoViewIfNeeded());
    // The same cart in Arabic.
    await gotoSettled(page, `${env.shop.url}/ar/cart`);
    await expect.poll(async () => (await hint.textContent())?.trim()).toBe(textOf('ar', 'cart:free_delivery.missing', { amount: money(2000) }));
    await bothSizes(page, 'cart-hint-ar', () => hint.scrollIntoViewIfNeeded());

    await gotoSettled(page, `${env.shop.url}/cart`);
    await page.getByRole('button', { name: textOf(lang, 'cart:page.increase', { title: delivered.title }) }).click();
    await expect.poll(async () => (await hint.textContent())?.trim()).toBe(textOf(lang, 'cart:free_delivery.reached'));
    expect((await summaryOf(page)).shipping).toBe(textOf(lang, 'cart:summary.shipping_free'));
    await bothSizes(page, 'cart-reached-en', () => hint.scrollIntoViewIfNeeded());
    await page.waitForLoadState('networkidle');

    await page.getByRole('button', { name: textOf(lang, 'cart:page.proceed') }).click();
    await page.waitForURL(/\/shipping$/);
    await addAddressInline(page, lang, { name: 'Frida Free', email: `free.${Date.now()}@example.com`, phone: '5550003333', city: 'Istanbul', zip: '34000', address_1: '9 Free Street' });
    await chooseShipping(page, lang, delivered, 'delivery');
    const shippingShown = await summaryOf(page);
    expect(shippingShown.shipping).toBe(textOf(lang, 'cart:summary.shipping_free'));
    await page.getByRole('button', { name: textOf(lang, 'cart:shipping.continue') }).click();
    await page.waitForURL(/\/checkout$/);
    await page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(textOf(lang, 'cart:checkout.method_2'))}`) }).check();
    const checkoutShown = await summaryOf(page);
    await page.getByRole('button', { name: textOf(lang, 'cart:checkout.confirm') }).click();
    await page.waitForURL(/\/order-placed\/\d+$/);

    const order = await storedOrder(store.db, (await page.getByTestId('tracking-code').textContent())!.trim());
    // $60 of goods: the $3.50 delivery of its rule is not charged, and the total is goods and tax.
    expect(order).toMatchObject({ subtotal: 6000, shipping_price: 0, voucher_price: 0 });
    expect(order.total_amount).toBe(order.subtotal + order.tax);
    expect(checkoutShown).toEqual({
      subtotal: money(order.subtotal), bundle: null, shipping: textOf(lang, 'cart:summary.shipping_free'), tax: money(order.tax), voucher: null, total: money(order.total_amount),
    });
    expect((await page.getByTestId('placed-amount').textContent())!.trim()).toBe(money(order.total_amount));
    expect(errors, errors.join('\n')).toEqual([]);
  });
});
