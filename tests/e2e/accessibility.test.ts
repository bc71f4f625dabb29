import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type ShopDatabase } from '../../backend/db/database';
import { PAYMENT_BANK_TRANSFER, PAYMENT_CASH_ON_DELIVERY } from '../../core/payments/payment-methods';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher';
import { blockingFindings, formatFindings, type AxeFinding } from './support/axe';
import { gotoSettled, navigateSettled, withinDeadline } from './support/page-waits';
import { launchBrowser, newContext } from './support/browser';
import { journeyFixture } from './support/checkout-fixtures';
import { GUEST_ONLY, inLanguage, layoutOf, linkedRouteUrls, ROUTE_NAMES, routeOf, SIGNED_IN_ONLY, type RouteUrls } from './support/route-urls';
import { startShop, type ShopServer } from './support/shop-server';
import { callApi, PHONE, sessionCookies, verifiedShopper } from './support/shopper';

const LANGUAGES = ['en', 'ar'] as const;
/** axe takes 0.2-2 s on a page of this shop; a check that has not answered in this long never will. */
const AXE_DEADLINE_MS = 60_000;
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: PHONE } as const;
/** Routes with no page in a running shop, and why. */
const NOT_CHECKED: Record<string, string> = {
  install: 'exists only in installer mode (before the shop is set up); tests/e2e/installer.test.ts drives it',
  // The seller workspace's screens show only to a seller whose store is approved: the journey checks each with axe.
  ...Object.fromEntries(['seller-products', 'seller-product-new', 'seller-product', 'seller-store', 'seller-stock', 'seller-import', 'seller-flash-sales', 'seller-delivery', 'seller-orders']
    .map((name) => [name, 'an approved seller\'s screen: tests/e2e/seller-journeys.test.ts checks it with axe in Turkish and Arabic'])),
  'seller-earnings': 'an approved seller\'s screen: tests/e2e/marketplace-journeys.test.ts checks it with axe in Arabic on a phone',
};
/** A path no route opens: the 404 page. */
const NOT_FOUND = '/no/such/page/here';
/**
 * Pages checked with the shop's header and footer (the same on every page of the default layout,
 * which the others check without them): home, search results (the header's search box filled), 404.
 */
const WITH_SHELL = new Set(['home', 'search', '404']);
/**
 * Pages whose markup depends on who looks, checked for the guest and the signed-in shopper alike:
 * those with the header (its account menu), those whose screens read the session (a cart, saved
 * addresses, a prefilled form, an order, a review form) and those only one of them opens. Every
 * other page (listings, brands, stores, content pages) prints the same markup for both below the
 * header, so the guest's check proves it; checking it twice doubled a fifth of this file's time.
 */
const PER_VIEWER = new Set([...WITH_SHELL, 'product', 'cart', 'shipping', 'checkout', 'order-placed', 'contact', 'seller-register', 'razorpay-callback', 'payment-return', ...GUEST_ONLY, ...SIGNED_IN_ONLY]);

interface Situation {
  who: 'signed in' | 'guest';
  language: (typeof LANGUAGES)[number];
}

/**
 * axe-core over every screen of the shop (docs/decisions/0007-accessibility-checks.md): each route
 * of the route table at a real address, as a guest with a cart (and, for the pages in PER_VIEWER,
 * signed in), in English and
 * Arabic (right to left), on a 1280 px desktop and a 390 px phone; no serious or critical finding.
 * One shop, one browser, one context per situation; each page is checked at both sizes.
 */
describe('accessibility (axe-core)', () => {
  let smtp: SmtpCatcher;
  let shop: ShopServer;
  let database: ShopDatabase;
  let browser: Browser;
  let signedIn: { token: string; paths: RouteUrls };
  let guest: { userToken: string; paths: RouteUrls };

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    shop = await startShop({ SMTP_URL: smtp.url, SEED_PRODUCTS: '60' });
    [database, browser] = await Promise.all([openDatabase(shop.databaseUrl), launchBrowser()]);
    const linked = await linkedRouteUrls(shop.url);
    const fixture = await journeyFixture(database.db, shop, 0, 'en');
    const { delivered, picked } = fixture;
    const line = (product: typeof delivered) => ({ product_id: product.id, inventory_id: product.inventoryId, quantity: 1 });
    const istanbul = { phone: '+90 555 000 0000', country: 'TR', state: '34', city: 'Kadıköy', zip: '34710', address_1: 'Moda Cad. 5' };

    // A shopper with something on every account page: two orders (cash; an unpaid bank transfer),
    // a cart of two lines (delivery and pickup), an address, a wishlist, a compare list, a store followed.
    const shopper = await verifiedShopper(shop, smtp, 'en', 'a11y');
    const as = { token: shopper.token };
    const address = await callApi<{ id: number }>(shop, 'user/address/action', { name: 'Asha Rao', email: shopper.email, ...istanbul }, as);
    expect(address.status, address.message).toBe(200);
    const order = async (method: number) => {
      expect((await callApi(shop, 'cart/action', line(picked), as)).status).toBe(200);
      const placed = await callApi<{ id: number; order: string }>(shop, 'order/action', { order_method: method, address_id: address.data.id }, as);
      expect(placed.status, placed.message).toBe(200);
      return placed.data;
    };
    const cash = await order(PAYMENT_CASH_ON_DELIVERY);
    const transfer = await order(PAYMENT_BANK_TRANSFER);
    for (const product of [delivered, picked]) expect((await callApi(shop, 'cart/action', line(product), as)).status).toBe(200);
    for (const list of ['user/wishlist/action', 'user/compare-list/action']) {
      for (const product of [delivered, picked]) expect((await callApi(shop, list, { product_id: product.id }, as)).status).toBe(200);
    }
    const store = await database.db.selectFrom('products').select('store_id').where('id', '=', delivered.id).executeTakeFirstOrThrow();
    expect((await callApi(shop, 'user/store/follow', { store_id: store.store_id }, as)).status).toBe(200);

    // A guest who placed an order (awaiting the mailed confirmation) and has a new cart and an address.
    const userToken = `a11y${Date.now().toString(36)}guestcartokenxx`;
    const guestAddress = await callApi<{ id: number }>(shop, 'user/address/action', { user_token: userToken, name: 'Guest Rao', email: `guest.${Date.now()}@example.com`, ...istanbul });
    expect(guestAddress.status, guestAddress.message).toBe(200);
    expect((await callApi(shop, 'cart/action', { user_token: userToken, ...line(picked) })).status).toBe(200);
    const guestOrder = await callApi<{ id: number }>(shop, 'order/action', { user_token: userToken, order_method: PAYMENT_CASH_ON_DELIVERY, address_id: guestAddress.data.id });
    expect(guestOrder.status, guestOrder.message).toBe(200);
    for (const product of [delivered, picked]) expect((await callApi(shop, 'cart/action', { user_token: userToken, ...line(product) })).status).toBe(200);

    // Screens no page links to, at addresses a shopper arrives at (from a mail, a provider, a typo).
    const reached: [string, string][] = [
      ['search', `/search?q=${encodeURIComponent(delivered.title.split(' ')[0]!)}`],
      ['track-order', `/track-order?order=${cash.order}`],
      ['order-confirm', '/order-confirm?token=no-such-token'],
      ['newsletter-confirm', '/newsletter/confirm?token=no-such-token'],
      ['newsletter-unsubscribe', '/newsletter/unsubscribe?token=no-such-token'],
      ['social-callback', '/social-callback?error=access_denied'],
      ['razorpay-callback', '/razorpay-callback?cancelled=1'],
      ['payment-return', '/payment-return/stripe?cancelled=1'],
      ['product', `/${delivered.slug}/product/${delivered.id}`],
      ['cart', '/cart'],
      ['shipping', '/shipping'],
      ['checkout', '/checkout'],
      ['seller-register', '/seller/register'],
      // The seller workspace as a customer meets it: told it is for sellers (a guest is sent to sign in).
      ['seller', '/seller'],
      // The back office's console: its sign-in form, the same for everyone who is not signed in to it.
      ['admin', '/admin'],
      ['admin-section', '/admin/orders'],
      ['admin-order', '/admin/orders/NOSUCHORDER1'],
    ];
    // The listing of a banner's source (no demo banner has one): a brand's products, unpinned.
    if (linked.has('source-brand')) reached.push(['source-products', linked.get('source-brand')!.replace(/\/brand(?=\?|$)/, '/products')]);
    const common = new Map([...linked, ...reached]);
    signedIn = {
      token: shopper.token,
      paths: new Map([
        ...common,
        ['order-placed', `/order-placed/${cash.id}`],
        ['user-order', `/user/order/${transfer.id}`],
        ...['profile', 'addresses', 'vouchers', 'following', 'orders', 'wishlists', 'compared'].map((p): [string, string] => [`user-${p}`, `/user/${p}`]),
      ]),
    };
    guest = { userToken, paths: new Map([...common, ['order-placed', `/order-placed/${guestOrder.data.id}`]]) };
  });

  afterAll(async () => {
    await browser?.close();
    await database?.close();
    await shop?.stop();
    await smtp?.close();
  });

  it('has an address for every route of the route table', () => {
    const every = new Set([...signedIn.paths.keys(), ...guest.paths.keys()]);
    const missing = ROUTE_NAMES.filter((name) => !every.has(name) && !(name in NOT_CHECKED));
    expect(missing, 'routes with no address to check: link them from a page or add them to `reached`').toEqual([]);
    for (const [name, path] of [...signedIn.paths, ...guest.paths]) expect(routeOf(path), `${path} opens ${name}`).toBe(name);
  });

  /** The pages of one situation, in the order they are checked (the 404 page last). */
  const pagesOf = ({ who, language }: Situation): { name: string; path: string }[] => {
    const own = who === 'signed in' ? signedIn.paths : guest.paths;
    const skip = who === 'signed in' ? GUEST_ONLY : SIGNED_IN_ONLY;
    return [...own]
      .filter(([name]) => !skip.has(name) && (who === 'guest' || PER_VIEWER.has(name)))
      .map(([name, path]) => ({ name, path: inLanguage(path, language) }))
      .concat({ name: '404', path: inLanguage(NOT_FOUND, language) });
  };

  async function contextFor({ who }: Situation): Promise<BrowserContext> {
    const context = await newContext(browser, { viewport: VIEWPORTS.desktop });
    const userToken = who === 'guest' ? guest.userToken : null;
    await context.addInitScript((token) => {
      // Banners answered: the newsletter popup and the cookie banner have a check of their own below.
      window.localStorage.setItem('popupBannerClosed', 'true');
      window.localStorage.setItem('cookieBannerClosed', 'true');
      if (token) window.localStorage.setItem('user_token', token);
    }, userToken);
    if (who === 'signed in') await context.addCookies(sessionCookies(shop, signedIn.token));
    else await context.addCookies([{ name: 'user_token', value: userToken!, url: shop.url, sameSite: 'Lax' }]);
    return context;
  }

  const situations: Situation[] = LANGUAGES.flatMap((language) => (['guest', 'signed in'] as const).map((who) => ({ who, language })));

  // One situation after the other: the suite runs two files side by side already, and four pages
  // checked at once in one browser once left a page waiting forever for a frame (an idle hang of
  // ten minutes in a full run). Every wait below has a deadline and names the page it waited for.
  it.each(situations)('no serious or critical finding: $who, $language, desktop and phone', async (situation) => {
    const context = await contextFor(situation);
    const page = await context.newPage();
    const found: { page: string; finding: AxeFinding }[] = [];
    // A11Y_SHOTS=<folder>: a full-page screenshot of every page at each size, for a person to look at.
    const shots = process.env.A11Y_SHOTS;
    let mounted = false;
    for (const { name, path } of pagesOf(situation)) {
      await page.setViewportSize(VIEWPORTS.desktop);
      // The first page is a server-rendered document the app hydrates; every later one is reached
      // in that document as the shop's links reach it (the same screens, hydration being checked
      // equal to the server's markup), so the scripts are compiled once per situation instead of
      // once per page: the page loads were half this file's time. Each address's own answer from
      // the server is still asked for, with the situation's cookies.
      if (mounted) {
        await navigateSettled(page, path);
        expect((await page.request.get(`${shop.url}${path}`, { maxRedirects: 0 })).status(), `${path} answers`).toBeLessThan(name === '404' ? 500 : 400);
      } else {
        const response = await gotoSettled(page, `${shop.url}${path}`);
        expect(response?.status(), `${path} answers`).toBeLessThan(name === '404' ? 500 : 400);
        mounted = true;
      }
      expect(new URL(page.url()).pathname + new URL(page.url()).search, `${path} stays where it was opened`).toBe(path);
      for (const [size, viewport] of Object.entries(VIEWPORTS)) {
        if (size !== 'desktop') await page.setViewportSize(viewport);
        const where = `${situation.language} ${size} ${situation.who} ${name} ${page.url().slice(shop.url.length)}`;
        // The page laid out at the new width: media queries apply at the next style recalculation,
        // which axe's own reads of colours and sizes force.
        await page.waitForFunction((width) => window.innerWidth === width, viewport.width, { polling: 50, timeout: 10_000 });
        const shell = WITH_SHELL.has(name) || layoutOf(name) !== 'default';
        for (const finding of await withinDeadline(blockingFindings(page, { shell }), AXE_DEADLINE_MS, `axe on ${where}`)) found.push({ page: where, finding });
        if (shots) {
          mkdirSync(shots, { recursive: true });
          await page.screenshot({ path: join(shots, `${situation.language}-${size}-${situation.who.replace(' ', '-')}-${name}.png`), fullPage: true });
        }
      }
    }
    await context.close();
    expect(found, `axe found ${found.length} serious or critical:\n${formatFindings(found)}`).toEqual([]);
    // About 30 pages at two sizes: 25-40 s on a quiet machine; room for a busy one.
  }, 300_000);

  it('no serious or critical finding on a first visit: the cookie banner, then the newsletter popup', async () => {
    const common = (await (await fetch(`${shop.url}/api/v1/common`)).json()) as { data: { popup_banner: { status: number } | null } };
    const popup = Number(common.data.popup_banner?.status) === 1;
    const found: { page: string; finding: AxeFinding }[] = [];
    for (const language of LANGUAGES) {
      for (const [size, viewport] of Object.entries(VIEWPORTS)) {
        const context = await newContext(browser, { viewport });
        const page = await context.newPage();
        await gotoSettled(page, `${shop.url}${inLanguage('/', language)}`);
        await page.getByTestId('cookie-banner').waitFor();
        for (const finding of await withinDeadline(blockingFindings(page), AXE_DEADLINE_MS, `axe on ${language} ${size} first visit`)) found.push({ page: `${language} ${size} first visit, cookie banner`, finding });
        if (popup) {
          // The cookie answer given, the popup (its own turn: it never covers the banner).
          await page.evaluate(() => window.localStorage.setItem('cookieBannerClosed', 'true'));
          await gotoSettled(page, page.url());
          await page.getByRole('dialog').waitFor();
          for (const finding of await withinDeadline(blockingFindings(page), AXE_DEADLINE_MS, `axe on ${language} ${size} popup`)) found.push({ page: `${language} ${size} first visit, newsletter popup`, finding });
        }
        await context.close();
      }
    }
    expect(found, `axe found ${found.length} serious or critical:\n${formatFindings(found)}`).toEqual([]);
  }, 300_000); // the first visit checked by axe at each step, desktop and phone, in several languages: minutes
});
