// The online payment journeys (issue 16) in Chromium: the real shop with all five providers'
// loopback sandboxes configured (their keys and *_API_BASE in its environment) and the online
// methods enabled, and the browser steps a shopper takes from a product page to the provider's
// hosted page and back.
import type { Kysely } from 'kysely';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { openDatabase, type ShopDatabase } from '../../../backend/db/database';
import type { DB } from '../../../backend/db/schema';
import { toMinorUnits } from '../../../core/shared/cents';
import { startSmtpCatcher, type SmtpCatcher } from '../../support/smtp-catcher';
import { startFlutterwaveSandbox } from '../../support/payment-sandboxes/flutterwave-sandbox';
import { startPaypalSandbox } from '../../support/payment-sandboxes/paypal-sandbox';
import { startPaystackSandbox } from '../../support/payment-sandboxes/paystack-sandbox';
import { startRazorpaySandbox } from '../../support/payment-sandboxes/razorpay-sandbox';
import { startStripeSandbox } from '../../support/payment-sandboxes/stripe-sandbox';
import { DESKTOP, launchBrowser } from './browser';
import {
  addAddressInline, addToCart, chooseShipping, journeyFixture, localized, stockOf, textOf, type JourneyProduct,
} from './checkout-fixtures';
import { freePort, startShop, type ShopServer } from './shop-server';
import { PHONE, shots, useShopperPage, type ShopperPage } from './shopper';
import { gotoSettled } from './page-waits';

/** The five providers by key, with the payment method each one takes. */
export const PROVIDERS = {
  razorpay: { method: 1, start: startRazorpaySandbox },
  stripe: { method: 3, start: startStripeSandbox },
  paypal: { method: 4, start: startPaypalSandbox },
  paystack: { method: 5, start: startPaystackSandbox },
  flutterwave: { method: 6, start: startFlutterwaveSandbox },
} as const;
export type ProviderKey = keyof typeof PROVIDERS;

interface Sandbox {
  url: string;
  env: Record<string, string>;
  close(): Promise<void>;
}

export interface PaymentShop {
  shop: ShopServer;
  browser: Browser;
  smtp: SmtpCatcher;
  db: Kysely<DB>;
  sandboxes: Record<ProviderKey, Sandbox>;
  /** The page the block's journeys take turns in, each as a new visitor (useShopperPage). */
  shopper: ShopperPage;
}

/**
 * The shop (its PUBLIC_URL its own loopback address, so the providers send the shopper back to the
 * origin that holds the shopper's cookies), the five sandboxes, Chromium and a mail catcher, for
 * one describe block; every method 1-7 enabled. Read the fields inside hooks and tests.
 */
export function usePaymentShop(): PaymentShop {
  const session = {} as PaymentShop;
  let database: ShopDatabase | undefined;
  beforeAll(async () => {
    const keys = Object.keys(PROVIDERS) as ProviderKey[];
    const started = await Promise.all(keys.map((key) => PROVIDERS[key].start() as Promise<Sandbox>));
    session.sandboxes = Object.fromEntries(keys.map((key, i) => [key, started[i]!])) as Record<ProviderKey, Sandbox>;
    session.smtp = await startSmtpCatcher();
    const port = await freePort();
    const env = Object.assign({}, ...started.map((sandbox) => sandbox.env)) as Record<string, string>;
    session.shop = await startShop({ ...env, PUBLIC_URL: `http://127.0.0.1:${port}`, SMTP_URL: session.smtp.url }, { port });
    session.browser = await launchBrowser();
    database = await openDatabase(session.shop.databaseUrl);
    session.db = database.db;
    await session.db.updateTable('payment_methods').set({ enabled: 1 }).execute();
  });
  afterAll(async () => {
    await session.browser?.close();
    await database?.close();
    await session.shop?.stop();
    await session.smtp?.close();
    await Promise.all(Object.values(session.sandboxes ?? {}).map((sandbox) => sandbox.close()));
  });
  // Registered after the hooks above: its page is closed before the browser.
  session.shopper = useShopperPage(session);
  return session;
}

/**
 * The page's uncaught errors and console errors (watchErrors), except the one a sandbox's own page
 * causes: Chromium asks every origin for /favicon.ico, and a sandbox answers it as the provider's
 * API answers an unknown path (401 or 404). Anything the shop's pages log still counts.
 */
export function watchShopErrors(page: Page, session: PaymentShop): string[] {
  const errors: string[] = [];
  const favicons = new Set(Object.values(session.sandboxes).map((sandbox) => `${new URL(sandbox.url).origin}/favicon.ico`));
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message} (on ${page.url()})`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !favicons.has(message.location().url)) errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  return errors;
}

/** A signed-in shopper's Istanbul address (TR/34, where the journey fixtures ship), by its name. */
export async function addressFor(db: Kysely<DB>, email: string, name: string): Promise<void> {
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  await db.insertInto('addresses').values({
    user_id: user.id, guest_user_id: null, name, email, phone: '5559876543', country: 'TR', state: '34', city: 'İstanbul', zip: '34000', address_1: 'İstiklal Caddesi 5', address_2: null,
  }).execute();
}

/**
 * From a product page to the checkout's Confirm with `method` chosen: one unit of `product` in the
 * cart, the address (a guest adds one inline; a signed-in shopper picks `address`), delivery.
 */
export async function checkoutWith(page: Page, shop: ShopServer, lang: string, product: JourneyProduct, method: number, who: { guestEmail: string } | { address: string }): Promise<void> {
  await addToCart(page, shop, lang, product);
  await gotoSettled(page, `${shop.url}${localized(lang, '/cart')}`);
  await page.getByRole('button', { name: textOf(lang, 'cart:page.proceed') }).click();
  await page.waitForURL(/\/shipping$/);
  if ('guestEmail' in who) {
    await page.getByText(textOf(lang, 'cart:shipping.no_address')).waitFor();
    await addAddressInline(page, lang, { name: 'Deniz Kaya', email: who.guestEmail, phone: '5551234567', city: 'İstanbul', zip: '34710', address_1: 'Moda Caddesi 12' });
  } else {
    await page.getByRole('radio', { name: textOf(lang, 'cart:shipping.deliver_here', { name: who.address }) }).check();
  }
  await chooseShipping(page, lang, product, 'delivery');
  await page.getByRole('button', { name: textOf(lang, 'cart:shipping.continue') }).click();
  await page.waitForURL(/\/checkout$/);
  await page.getByRole('radio', { name: textOf(lang, `cart:checkout.method_${method}`), exact: true }).check();
}

/** Confirm on the checkout (an online method's "confirm and pay"), then the provider's hosted page. */
export async function confirmAndLeave(page: Page, lang: string, sandbox: Sandbox): Promise<void> {
  await page.getByRole('button', { name: textOf(lang, 'cart:checkout.confirm_pay') }).click();
  await waitForHostedPage(page, sandbox);
}

export async function waitForHostedPage(page: Page, sandbox: Sandbox): Promise<void> {
  const origin = new URL(sandbox.url).origin;
  await page.waitForURL((url) => url.origin === origin);
  await page.getByRole('button', { name: 'Pay', exact: true }).waitFor();
}

/**
 * Pays on the provider's page; the shop's return page checks it and opens the order-placed page:
 * its order id. With `checking`, the return page's check is held until screenshots of it (named
 * `checking`, desktop and phone) are taken.
 */
export async function payOnHostedPage(page: Page, checking?: string): Promise<number> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const check = '**/api/v1/order/payment-done';
  if (checking) await page.route(check, async (route) => { await held; await route.continue(); });
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  if (checking) {
    await page.getByTestId('payment-progress').waitFor();
    await shots(page, checking);
    release();
  }
  await page.waitForURL(/\/order-placed\/\d+$/);
  if (checking) await page.unroute(check);
  return Number(/\/order-placed\/(\d+)$/.exec(page.url())![1]);
}

/** Cancels on the provider's page: the shop's return page says the payment was not completed. */
export async function cancelOnHostedPage(page: Page, lang: string, provider: ProviderKey): Promise<void> {
  await page.getByRole('link', { name: /^Cancel/ }).click();
  const path = provider === 'razorpay' ? '/razorpay-callback' : `/payment-return/${provider}`;
  await page.waitForURL((url) => url.pathname === localized(lang, path));
  await page.getByRole('heading', { name: textOf(lang, 'payments:return.failed_title') }).waitFor();
}

/** The order as stored, with its payment fields. */
export async function orderRow(db: Kysely<DB>, orderId: number) {
  return db.selectFrom('orders')
    .select(['id', 'order_method', 'payment_done', 'trans_id', 'total_amount', 'currency', 'status', 'cancelled', 'user_id', 'guest_user_id'])
    .where('id', '=', orderId).executeTakeFirstOrThrow();
}

export async function paymentsOf(db: Kysely<DB>, orderId: number) {
  return db.selectFrom('payments').select(['provider', 'method', 'status', 'amount', 'currency', 'payment_id', 'provider_ref']).where('order_id', '=', orderId).orderBy('id').execute();
}

/**
 * What a paid journey must leave: the order paid by `provider` and showing "Paid" with its
 * reference, exactly one paid payment for exactly the order's total in its currency, the order's
 * trans_id that payment's id, and one unit taken from stock (once).
 */
export async function expectPaid(page: Page, db: Kysely<DB>, lang: string, orderId: number, provider: ProviderKey, product: JourneyProduct, stockBefore: number): Promise<void> {
  const { method } = PROVIDERS[provider];
  const state = page.getByTestId('placed-payment-state');
  await state.waitFor();
  expect((await state.textContent())!.trim()).toBe(textOf(lang, 'payments:state.paid'));
  expect(await page.getByTestId('placed-method').textContent()).toContain(textOf(lang, `cart:checkout.method_${method}`));
  const order = await orderRow(db, orderId);
  expect(order).toMatchObject({ order_method: method, payment_done: 1 });
  const payments = await paymentsOf(db, orderId);
  const paid = payments.filter((payment) => payment.status === 'paid');
  expect(paid, JSON.stringify(payments)).toHaveLength(1);
  expect(paid[0]).toMatchObject({ provider, method, amount: toMinorUnits(Number(order.total_amount), order.currency.toUpperCase()), currency: order.currency.toUpperCase() });
  expect(order.trans_id).toBe(paid[0]!.payment_id);
  expect((await page.getByTestId('placed-payment-reference').textContent())!.trim()).toBe(order.trans_id);
  expect(await stockOf(db, product.inventoryId)).toBe(stockBefore - 1);
}

/** One shopper's journey: its own product (the `slot`-th fixture), a browser page, and its errors. */
export interface Journey {
  lang: string;
  context: BrowserContext;
  page: Page;
  product: JourneyProduct;
  stockBefore: number;
  /** Asserts the shop's pages logged no error on the way (the page waits for the next journey after the case). */
  done(): Promise<void>;
}

export async function openJourney(session: PaymentShop, o: { lang: string; slot: number; token?: string; phone?: boolean }): Promise<Journey> {
  const { delivered: product } = await journeyFixture(session.db, session.shop, o.slot, o.lang);
  const stockBefore = await stockOf(session.db, product.inventoryId);
  const page = await session.shopper.visit({ token: o.token, viewport: o.phone ? PHONE : DESKTOP });
  const errors = watchShopErrors(page, session);
  return {
    lang: o.lang, context: page.context(), page, product, stockBefore,
    done: async () => {
      expect(errors, errors.join('\n')).toEqual([]);
    },
  };
}

/**
 * The whole paid journey: checkout with `provider`'s method, its hosted page, Pay, and back on the
 * order-placed page with everything expectPaid checks. Answers the journey and the order's id.
 */
export async function payJourney(session: PaymentShop, provider: ProviderKey, o: { lang: string; slot: number; token?: string; address?: string; phone?: boolean; atCheckout?: (page: Page) => Promise<void>; checking?: string }): Promise<Journey & { orderId: number }> {
  const journey = await openJourney(session, o);
  const who = o.address ? { address: o.address } : { guestEmail: `${provider}.${Date.now()}@example.com` };
  await checkoutWith(journey.page, session.shop, o.lang, journey.product, PROVIDERS[provider].method, who);
  await o.atCheckout?.(journey.page);
  await confirmAndLeave(journey.page, o.lang, session.sandboxes[provider]);
  const orderId = await payOnHostedPage(journey.page, o.checking);
  await expectPaid(journey.page, session.db, o.lang, orderId, provider, journey.product, journey.stockBefore);
  return { ...journey, orderId };
}
