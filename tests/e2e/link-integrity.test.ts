import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeOrderCommand } from '../../backend/admin/order-desk';
import { approveSeller } from '../../backend/auth/sellers';
import { decideProduct } from '../../backend/admin/product-review-queue';
import { openDatabase, type ShopDatabase } from '../../backend/db/database';
import { createMailer } from '../../backend/mail/create-mailer';
import { operatorCommand } from '../../backend/admin/operator-desk';
import { withShopSender } from '../../backend/mail/shop-sender';
import { SIGN_IN_THROTTLE } from '../../core/auth/sign-in-throttle';
import { AUTH } from '../../core/auth/user';
import { PAYMENT_BANK_TRANSFER, PAYMENT_CASH_ON_DELIVERY } from '../../core/payments/payment-methods';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '../support/smtp-catcher';
import { journeyFixture, type JourneyFixture } from './support/checkout-fixtures';
import { crawl, internal, type CrawlReport } from './support/link-crawler';
import { startShop, type ShopServer } from './support/shop-server';
import { callApi, verifiedShopper } from './support/shopper';

const LANGUAGES = ['en', 'fr', 'ar', 'tr', 'hi'];
const home = (language: string) => (language === 'en' ? '/' : `/${language}`);
/** Pages read for links per language; of one kind (a product page, a listing...) at most a few. */
const BUDGET = { maxPages: 60, perShape: 2 };

const report = (what: string, result: CrawlReport) =>
  `${what}: ${result.pages} pages read, ${result.checked} addresses checked, dead:\n${result.dead.map((d) => `  ${d.status} ${d.url}  (on ${d.from})`).join('\n')}`;

/**
 * Every link the shop prints leads somewhere: from home in each language, signed out and signed
 * in, and in every kind of mail the shop sends. A 404 or a 500 anywhere fails the build. Over HTTP
 * alone, no browser: whether a printed link leads somewhere is the server's answer to it. Following
 * links inside the running app (client-side routing) is done in Chromium for a sample of them by
 * sitemap.test.ts (footer, sitemap, category and help links) and the catalogue journeys (tiles).
 */
describe('link integrity', () => {
  let shop: ShopServer;
  let smtp: SmtpCatcher;
  let database: ShopDatabase;
  /** The signed-in shopper the crawl and the mails belong to. */
  let shopper: { email: string; token: string };
  /** Products with stock and shipping to the shopper's address. */
  let fixture: JourneyFixture;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    // A small shop: enough of every kind of page, few enough to check every link they print.
    shop = await startShop({ SMTP_URL: smtp.url, SEED_PRODUCTS: '40' });
    database = await openDatabase(shop.databaseUrl);
    shopper = await verifiedShopper(shop, smtp, 'en', 'links');
    // Something in every account list, so their pages print their links too.
    fixture = await journeyFixture(database.db, shop, 0, 'en');
    const product = fixture.delivered;
    const as = { token: shopper.token };
    expect((await callApi(shop, 'cart/action', { product_id: product.id, inventory_id: product.inventoryId, quantity: 1 }, as)).status).toBe(200);
    expect((await callApi(shop, 'user/wishlist/action', { product_id: product.id }, as)).status).toBe(200);
    expect((await callApi(shop, 'user/compare-list/action', { product_id: product.id }, as)).status).toBe(200);
  });

  afterAll(async () => {
    await database?.close();
    await shop?.stop();
    await smtp?.close();
  });

  it('finds no dead link from home in any language, signed out', async () => {
    for (const language of LANGUAGES) {
      const result = await crawl({ origin: shop.url, start: [home(language)], ...BUDGET });
      expect(result.pages, `${language}: the crawl read pages`).toBeGreaterThan(20);
      expect(result.dead, report(`${language}, signed out`, result)).toEqual([]);
    }
  }, 600_000); // a crawl of every language from home (BUDGET pages each): many minutes

  it('finds no dead link from home in any language, signed in', async () => {
    const cookie = `${AUTH.cookieName}=${shopper.token}`;
    for (const language of LANGUAGES) {
      const start = [home(language), ...['/user/profile', '/user/orders', '/user/wishlists', '/user/compared', '/cart'].map((p) => `${language === 'en' ? '' : `/${language}`}${p}`)];
      const result = await crawl({ origin: shop.url, start, cookie, ...BUDGET });
      expect(result.dead, report(`${language}, signed in`, result)).toEqual([]);
    }
  }, 600_000); // a crawl of every language from home and the account pages (BUDGET pages each): many minutes

  it('finds no dead link in any kind of mail the shop sends', async () => {
    const publicOrigin = new URL(`http://localhost:${new URL(shop.url).port}`).origin;
    // The desk's mail is sent at once inside the change's transaction (the shop's own queue is another process's).
    const smtpMailer = createMailer({ smtpUrl: smtp.url, outboxDir: 'unused', log: () => {} });
    const mailer = { in: (trx: typeof database.db) => withShopSender(trx, smtpMailer) };
    const desk = { db: database.db, dialect: database.dialect, mail: mailer, publicUrl: publicOrigin };
    const kinds = new Map<string, CaughtMail>();
    const caught = async (kind: string, to: string, after: number) => {
      kinds.set(kind, await smtp.waitFor((m) => m.to.includes(to.toLowerCase()) && smtp.messages.indexOf(m) >= after, 10_000));
    };
    const as = { token: shopper.token, language: 'ar' };
    const mark = () => smtp.messages.length;

    // Account mails: the code to verify (already sent to the shopper), an account that exists, a reset code.
    kinds.set('verify code', smtp.mailsTo(shopper.email)[0]!);
    let at = mark();
    await callApi(shop, 'user/signup', { name: 'Again', email: shopper.email, password: 'secret12', password_confirmation: 'secret12' }, { language: 'fr' });
    await caught('account exists', shopper.email, at);
    at = mark();
    await callApi(shop, 'user/forgot-password', { email: shopper.email }, { language: 'tr' });
    await caught('reset code', shopper.email, at);
    // A sign-in code: the account has met its ceiling of failed sign-ins from elsewhere.
    await database.db.insertInto('auth_throttles').values({ key: `signin_fail:account:${shopper.email}`, hits: SIGN_IN_THROTTLE.accountCeiling, window_started_at: new Date().toISOString() }).execute();
    at = mark();
    expect((await callApi(shop, 'user/signin', { email: shopper.email, password: 'secret12' }, { language: 'hi' })).status).toBe(202);
    await caught('sign-in code', shopper.email, at);

    // Order mails: placed (cash on delivery and bank transfer), each change the desk makes.
    const address = await callApi<{ id: number }>(shop, 'user/address/action', {
      name: 'Asha Rao', email: shopper.email, phone: '+90 555 000 0000', country: 'TR', state: '34', city: 'Kadıköy', zip: '34710', address_1: 'Moda Cad. 5',
    }, as);
    const place = async (method: number, kind: string) => {
      expect((await callApi(shop, 'cart/action', { product_id: fixture.picked.id, inventory_id: fixture.picked.inventoryId, quantity: 1 }, as)).status).toBe(200);
      at = mark();
      const placed = await callApi<{ id: number; order: string }>(shop, 'order/action', { order_method: method, address_id: address.data.id }, as);
      expect(placed.status, placed.message).toBe(200);
      await caught(kind, shopper.email, at);
      return placed.data;
    };
    const cash = (await place(PAYMENT_CASH_ON_DELIVERY, 'placed, cash on delivery')).order;
    const transferOrder = await place(PAYMENT_BANK_TRANSFER, 'placed, bank transfer');
    const transfer = transferOrder.order;
    for (const [command, code, kind] of [['advance', cash, 'status changed'], ['cancel', cash, 'cancelled']] as const) {
      at = mark();
      expect((await changeOrderCommand(desk, command, code, command === 'cancel' ? 'Out of stock' : null)).code).toBe(0);
      await caught(kind, shopper.email, at);
    }
    expect((await callApi(shop, 'order/transaction', { order_id: transferOrder.id, bank_name: 'Ziraat', account_holder_name: 'Asha Rao', account_number: 'TR12', branch_name: 'Moda', transaction_id: 'TX-1' }, as)).status).toBeLessThan(300);
    for (const [command, kind] of [['verify-transfer', 'paid'], ['refund', 'refunded']] as const) {
      at = mark();
      const done = await changeOrderCommand(desk, command, transfer, null);
      expect(done.code, done.lines.join('\n')).toBe(0);
      await caught(kind, shopper.email, at);
    }

    // A guest's order to a new address: the mail asking that address to confirm it.
    const guest = { user_token: `g${Date.now().toString(36)}linkcheckguest` };
    const guestEmail = `guest.${Date.now()}@example.com`;
    expect((await callApi(shop, 'cart/action', { ...guest, product_id: fixture.picked.id, inventory_id: fixture.picked.inventoryId, quantity: 1 })).status).toBe(200);
    const guestAddress = await callApi<{ id: number }>(shop, 'user/address/action', {
      ...guest, name: 'Guest Rao', email: guestEmail, phone: '+90 555 000 0001', country: 'TR', state: '34', city: 'Kadıköy', zip: '34710', address_1: 'Moda Cad. 7',
    });
    expect(guestAddress.status, guestAddress.message).toBe(200);
    at = mark();
    const guestOrder = await callApi<{ awaiting_confirmation: boolean }>(shop, 'order/action', { ...guest, order_method: PAYMENT_CASH_ON_DELIVERY, address_id: guestAddress.data.id }, { language: 'ar' });
    expect(guestOrder.data.awaiting_confirmation, guestOrder.message).toBe(true);
    await caught('guest order confirmation request', guestEmail, at);

    // A seller's store approved.
    const seller = `seller.${Date.now()}@example.com`;
    const sellerSignUp = await callApi<{ challenge: string }>(shop, 'seller/signup', { name: 'Mina Store', email: seller, password: 'secret12', password_confirmation: 'secret12', store_name: `Mina ${Date.now()}`, phone: '+90 555 111 2233' });
    expect(sellerSignUp.status).toBe(200);
    const sellerSession = await callApi<{ token?: string }>(shop, 'seller/verify', { email: seller, code: await smtp.codeFor(seller), challenge: sellerSignUp.data.challenge });
    expect(sellerSession.status).toBe(200);
    at = mark();
    expect((await approveSeller(database.db, mailer, publicOrigin, seller)).ok).toBe(true);
    await caught('seller approved', seller, at);

    // A seller's products: one approved by the back office, one sent back with a reason; then the
    // approved one's stock falls to its threshold (the low-stock mail). Review is the shop's default.
    const sellerToken = (sellerSession.token ?? sellerSession.data.token)!;
    const category = await database.db.selectFrom('categories').select('id').where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const rule = await database.db.selectFrom('shipping_rules').select('id').where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const listed = async (title: string) => {
      const made = await callApi<{ id: number; version: number }>(shop, 'seller/products', {
        texts: { en: { title, description: '' } }, categoryId: category.id, subCategoryId: null, brandId: null, shippingRuleId: rule.id, taxRuleId: null, bundleDealId: null,
        price: '12.00', offerPrice: '', variants: [{ id: null, sku: `${title.replace(/\W/g, '')}-${Date.now()}`, price: '12.00', stock: '9', values: [] }],
        photos: [], refundable: true, warranty: '', lowStock: '3',
      }, { token: sellerToken, language: 'tr' });
      expect(made.status, made.message).toBe(200);
      const submitted = await callApi<{ version: number; publication: string }>(shop, `seller/products/${made.data.id}/publish`, { version: made.data.version }, { token: sellerToken });
      expect(submitted.data.publication, submitted.message).toBe('review');
      return { id: made.data.id, version: submitted.data.version };
    };
    const member = { id: null, email: 'links@example.com' };
    const lamp = await listed('Link lamp');
    const vase = await listed('Link vase');
    at = mark();
    expect((await decideProduct(database.db, database.dialect, mailer, publicOrigin, 'en', { productId: lamp.id, version: lamp.version, decision: 'approve', reason: '' }, member, null)).ok).toBe(true);
    await caught('product approved', seller, at);
    at = mark();
    expect((await decideProduct(database.db, database.dialect, mailer, publicOrigin, 'en', { productId: vase.id, version: vase.version, decision: 'send_back', reason: 'Add a photo.' }, member, null)).ok).toBe(true);
    await caught('product sent back', seller, at);
    const variant = await database.db.selectFrom('inventories').select('id').where('product_id', '=', lamp.id).executeTakeFirstOrThrow();
    const version = (await database.db.selectFrom('products').select('version').where('id', '=', lamp.id).executeTakeFirstOrThrow()).version;
    at = mark();
    const restocked = await callApi(shop, 'seller/variants/bulk', { changes: [{ product_id: lamp.id, version, variant_id: variant.id, price: '12.00', stock: '2' }] }, { token: sellerToken });
    expect(restocked.status, restocked.message).toBe(200);
    await caught('low stock', seller, at);

    // The back office: an operator's invitation (from the command line), linking a password and /admin.
    const operatorEmail = `operator.${Date.now()}@example.com`;
    at = mark();
    expect((await operatorCommand(desk, ['add', operatorEmail])).code).toBe(0);
    await caught('back-office invitation', operatorEmail, at);

    // A contact message to the shop.
    at = mark();
    expect((await callApi(shop, 'contact', { name: 'Asha', email: shopper.email, subject: 'Links', message: 'Hello' })).status).toBe(200);
    await caught('contact message', 'hello@example.com', at);

    // Newsletter mails: the confirmation, and the welcome voucher once confirmed (each with its unsubscribe link).
    const reader = `reader.${Date.now()}@example.com`;
    at = mark();
    expect((await callApi(shop, 'email-subscription', { email: reader }, { language: 'hi' })).status).toBe(200);
    await caught('newsletter confirmation', reader, at);
    const confirmToken = /newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(kinds.get('newsletter confirmation')!.text)![1];
    at = mark();
    expect((await callApi(shop, 'newsletter/confirm', { token: confirmToken }, { language: 'hi' })).status).toBe(200);
    await caught('newsletter welcome', reader, at);

    expect([...kinds.keys()].length).toBeGreaterThanOrEqual(17);
    const extra: { path: string; from: string }[] = [];
    let printed = 0;
    for (const [kind, mail] of kinds) {
      const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
      const urls = [...mail.text.matchAll(/https?:\/\/[^\s<>"'\u2069]+/g)].map((m) => m[0].replace(/[.,;:!?)]+$/, ''));
      for (const href of [...hrefs, ...urls]) {
        printed++;
        const path = internal(href, shop.url, [publicOrigin]);
        expect(path, `${kind}: ${href} is a link to this shop`).not.toBeNull();
        extra.push({ path: path!, from: `mail: ${kind}` });
      }
    }
    expect(printed, 'the mails print links').toBeGreaterThan(5);
    // The shopper opens the links of their mails signed in; nothing is read further than the links.
    const result = await crawl({ origin: shop.url, start: [], extra, cookie: `${AUTH.cookieName}=${shopper.token}`, maxPages: 0, perShape: 0 });
    expect(result.dead, report('mail links', result)).toEqual([]);
  }, 300_000); // every kind of mail the shop sends, triggered through the api and caught, then their links read: minutes

  it('would report a dead link (the crawler is not blind)', async () => {
    const result = await crawl({ origin: shop.url, start: [], extra: [{ path: '/fr/page/no-such-page', from: 'check' }, { path: '/no/such/thing/here', from: 'check' }], maxPages: 0, perShape: 0 });
    expect(result.dead.map((d) => [d.url, d.status])).toEqual([['/fr/page/no-such-page', 404], ['/no/such/thing/here', 404]]);
  });
});
