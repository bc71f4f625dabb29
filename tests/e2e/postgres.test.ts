import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchPostgres } from '../support/databases';
import { openDatabase } from '../../backend/db/database';
import { launchBrowser, newContext, watchErrors } from './support/browser';
import { addAddressInline, addToCart, chooseShipping, escapeRegExp, freeDeliveryOff, journeyFixture, moneyFormat, stockOf, storedOrder, summaryOf, textOf } from './support/checkout-fixtures';
import { startShop, type ShopServer } from './support/shop-server';
import { gotoSettled } from './support/page-waits';

describe('the whole shop on PostgreSQL', () => {
  let database: { url: string; drop(): Promise<void> };
  let shop: ShopServer;
  let browser: Browser;

  beforeAll(async () => {
    database = await scratchPostgres();
    shop = await startShop({ DATABASE_URL: database.url });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
    await database?.drop();
  });

  it('migrates, seeds and serves every language from one start', async () => {
    expect(shop.output()).toMatch(/seeding a demo marketplace/i);
    for (const [path, lang, dir] of [['/', 'en', 'ltr'], ['/fr', 'fr', 'ltr'], ['/ar', 'ar', 'rtl'], ['/tr', 'tr', 'ltr'], ['/hi', 'hi', 'ltr']]) {
      const response = await fetch(`${shop.url}${path}`, { redirect: 'manual' });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}" dir="${dir}">`);
      expect(html).toMatch(/href="[^"]*\/product\/\d+"/);
    }
  });

  it('hydrates in the browser without errors', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await gotoSettled(page, `${shop.url}/ar`);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });

  it('takes a guest order in the browser: the totals shown are the amounts PostgreSQL stored', async () => {
    const database = await openDatabase(shop.databaseUrl);
    try {
      await freeDeliveryOff(database.db, shop);
      const { delivered } = await journeyFixture(database.db, shop, 0, 'en');
      const money = await moneyFormat(shop, 'en');
      const stock = await stockOf(database.db, delivered.inventoryId);
      const context = await newContext(browser);
      await context.addInitScript(() => {
        window.localStorage.setItem('popupBannerClosed', 'true');
        window.localStorage.setItem('cookieBannerClosed', 'true');
      });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await addToCart(page, shop, 'en', delivered);
      await gotoSettled(page, `${shop.url}/cart`);
      await page.getByRole('button', { name: textOf('en', 'cart:page.proceed') }).click();
      await page.waitForURL(/\/shipping$/);
      await addAddressInline(page, 'en', { name: 'Pat Postgres', email: 'pat.postgres@example.com', phone: '5550002222', city: 'Istanbul', zip: '34000', address_1: '5 Pool Street' });
      await chooseShipping(page, 'en', delivered, 'delivery');
      await page.getByRole('button', { name: textOf('en', 'cart:shipping.continue') }).click();
      await page.waitForURL(/\/checkout$/);
      await page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(textOf('en', 'cart:checkout.method_2'))}`) }).check();
      const shown = await summaryOf(page);
      await page.getByRole('button', { name: textOf('en', 'cart:checkout.confirm') }).click();
      await page.waitForURL(/\/order-placed\/\d+$/);
      const order = await storedOrder(database.db, (await page.getByTestId('tracking-code').textContent())!.trim());
      expect(shown).toEqual({
        subtotal: money(order.subtotal), bundle: null, shipping: money(order.shipping_price), tax: money(order.tax), voucher: null, total: money(order.total_amount),
      });
      expect(order.shipping_price).toBe(350);
      expect((await page.getByTestId('placed-amount').textContent())!.trim()).toBe(money(order.total_amount));
      expect(await stockOf(database.db, delivered.inventoryId)).toBe(stock - 1);
      expect(errors, errors.join('\n')).toEqual([]);
      await context.close();
    } finally {
      await database.close();
    }
  });

  it('shuts down cleanly on SIGTERM', async () => {
    const second = await startShop({ DATABASE_URL: database.url });
    // Already seeded: a second start reuses the data.
    expect(second.output()).not.toMatch(/seeding/i);
    expect(await second.stop()).toBe(0);
    expect(second.output()).toContain('SIGTERM: shutting down');
  });
});
