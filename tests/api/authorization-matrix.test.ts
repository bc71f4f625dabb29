import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ensureGuestId } from '../../backend/auth/caller';
import { issueSession } from '../../backend/auth/sessions';
import type { DB } from '../../backend/db/schema';
import { testDatabases } from '../support/databases';
import { apiRoutes } from '../support/route-table';
import { address, bearer, cartLine, placeOrderCall, product, shippingRule, useOrderShop, type PlacedOrder } from './orders-support';

/**
 * Who may call each api/v1 route, generated from the app's own route table: a route added
 * without an entry here fails the first test, so every new call is put through the second.
 * - `public`: anyone; it answers nothing personal (catalogue reads, sign-in and sign-up flows).
 * - `caller`: it reads or changes the caller's own data: a signed-in shopper's (bearer token) or,
 *   where the shop allows guests, a guest's (`user_token`).
 * - `back office`: only a member of the back office with a back-office session (issue 31); anyone
 *   else, a shopper and a guest included, gets the same 403 (tests/api/back-office-auth.test.ts
 *   checks the roles among members).
 * - `seller`: only a signed-in seller, on their own store and products (issue 32); a shopper, a
 *   guest and nobody get a 403, and another seller's call naming them is answered as one naming
 *   nothing (tests/api/seller-workspace.test.ts checks a waiting seller and the messages).
 */
const MATRIX: Record<string, 'public' | 'caller' | 'back office' | 'seller'> = {
  'POST /user/signup': 'public', 'POST /user/signin': 'public', 'POST /user/verify': 'public', 'POST /user/forgot-password': 'public',
  'POST /user/update-password': 'public', 'POST /seller/signup': 'public', 'POST /seller/verify': 'public', 'POST /user/signin-code': 'public',
  'GET /user/social-login/redirect/:provider': 'public', 'POST /user/social-login/callback': 'public',
  'GET /search': 'public', 'GET /suggested-products/:id': 'public', 'GET /store/:slug': 'public', 'GET /sitemap': 'public',
  'GET /countries-phones': 'public', 'GET /common': 'public', 'GET /categories': 'public', 'GET /all': 'public', 'GET /products': 'public',
  'GET /product/:id': 'public', 'GET /page/:slug': 'public', 'GET /payment-gateway': 'public', 'GET /brands': 'public',
  'GET /flash-sale': 'public', 'GET /flash-sale/:id': 'public', 'GET /reviews': 'public', 'GET /home': 'public', 'GET /track-order': 'public',
  'POST /email-subscription': 'public', 'POST /newsletter/confirm': 'public', 'POST /newsletter/unsubscribe': 'public', 'GET /newsletter/unsubscribe': 'public',
  'POST /contact': 'public', 'GET /localization': 'public', 'POST /order/confirm': 'public',
  'GET /install/configured': 'public', 'POST /install/configured': 'public', 'GET /install/set-permission': 'public', 'POST /install/set-permission': 'public',
  'GET /install/set-database': 'public', 'POST /install/set-database': 'public', 'GET /install/serving': 'public',
  // A provider's signed webhook: no shopper calls it; its signature (checked on the raw body) says who sent it.
  'POST /payments/webhook/:provider': 'public',
  // The back office's sign-in: its two steps are open to anyone, like the storefront's.
  'POST /admin/auth/sign-in': 'public', 'POST /admin/auth/code': 'public',
  // Who the console's session is: a member's profile for a member, null for anyone else.
  'GET /admin/auth/me': 'public',

  'POST /admin/auth/sign-out': 'back office', 'POST /admin/factor/totp': 'back office',
  'POST /admin/factor/totp/confirm': 'back office', 'GET /admin/factor/recovery-codes': 'back office', 'GET /admin/members': 'back office',
  'POST /admin/members': 'back office', 'POST /admin/members/remove': 'back office', 'GET /admin/audit': 'back office',
  'GET /admin/orders/:code/packing-slip.pdf': 'back office', 'GET /admin/orders/:code/invoice.pdf': 'back office',
  'GET /admin/dashboard': 'back office', 'GET /admin/sellers': 'back office', 'POST /admin/sellers/decide': 'back office',
  'GET /admin/customers': 'back office', 'POST /admin/customers/block': 'back office',
  // The content section (backend/admin/content-routes.ts).
  'GET /admin/reviews': 'back office', 'POST /admin/reviews/moderate': 'back office', 'GET /admin/messages': 'back office',
  'POST /admin/messages/state': 'back office', 'POST /admin/messages/reply': 'back office', 'GET /admin/newsletter': 'back office',
  'GET /admin/newsletter/export.csv': 'back office',
  // The operator's shipping and tax rules, banners and languages (tests/api/admin-rules.test.ts: staff are refused too).
  'GET /admin/rules/delivery': 'back office', 'POST /admin/rules/shipping': 'back office', 'POST /admin/rules/shipping/delete': 'back office',
  'POST /admin/rules/tax': 'back office', 'POST /admin/rules/tax/delete': 'back office', 'GET /admin/rules/banners': 'back office',
  'POST /admin/rules/banners': 'back office', 'GET /admin/rules/languages': 'back office', 'POST /admin/rules/languages': 'back office',
  'POST /admin/rules/languages/texts': 'back office', 'POST /admin/rules/languages/remove': 'back office',
  // The shop's settings (operators only; staff are told they may not: tests/api/admin-settings.test.ts).
  'GET /admin/settings': 'back office', 'POST /admin/settings/payments': 'back office', 'POST /admin/settings/bank-transfer': 'back office',
  'POST /admin/settings/storefront': 'back office', 'POST /admin/settings/free-delivery': 'back office', 'POST /admin/settings/shop': 'back office',
  // The order desk (issue 31): staff and operators.
  'GET /admin/orders': 'back office', 'GET /admin/orders/:code': 'back office', 'POST /admin/orders/:code/confirm': 'back office',
  'POST /admin/orders/:code/advance': 'back office', 'POST /admin/orders/:code/cancel': 'back office', 'POST /admin/orders/:code/refund': 'back office',
  'POST /admin/orders/:code/verify-transfer': 'back office', 'POST /admin/orders/:code/cash-received': 'back office', 'POST /admin/orders/:code/part-refunded': 'back office',
  // The review queue of sellers' products (issue 32): members who may moderate content.
  'GET /admin/products/review': 'back office', 'POST /admin/products/review/decide': 'back office',
  // The operator's flash sales (issue 32, deliverable 6; tests/api/admin-flash-sales.test.ts: staff are refused too).
  'GET /admin/flash-sales': 'back office', 'POST /admin/flash-sales': 'back office', 'POST /admin/flash-sales/:id': 'back office',
  'POST /admin/flash-sales/:id/close': 'back office',
  'GET /admin/ledger': 'back office', 'POST /admin/ledger/terms': 'back office', 'POST /admin/ledger/rates': 'back office',
  'POST /admin/ledger/rates/:id/remove': 'back office', 'POST /admin/payouts/:id': 'back office',

  // The seller workspace (issue 32, docs/seller-api.md).
  'GET /seller/store': 'seller', 'POST /seller/store': 'seller', 'GET /seller/form-options': 'seller', 'GET /seller/products': 'seller',
  'GET /seller/products/:id': 'seller', 'POST /seller/products': 'seller', 'POST /seller/products/:id': 'seller',
  'POST /seller/products/:id/publish': 'seller', 'POST /seller/products/:id/hide': 'seller', 'POST /seller/photos': 'seller',
  // Stock and prices in bulk, the products' CSV (issue 32, deliverable 4).
  'GET /seller/variants': 'seller', 'POST /seller/variants/bulk': 'seller', 'GET /seller/products/export.csv': 'seller', 'POST /seller/products/import': 'seller',
  // Flash sales (issue 32, deliverable 6).
  'GET /seller/flash-sales': 'seller', 'POST /seller/flash-sales/:saleId/entries': 'seller', 'POST /seller/flash-sales/:saleId/entries/:productId/remove': 'seller',
  'GET /seller/delivery': 'seller', 'POST /seller/delivery/shipping': 'seller', 'POST /seller/delivery/shipping/delete': 'seller',
  'GET /seller/orders': 'seller', 'POST /seller/shipments/:id': 'seller', 'GET /seller/shipments/:id/packing-slip.pdf': 'seller',
  'GET /seller/earnings': 'seller', 'POST /seller/payouts': 'seller', 'GET /seller/statements/:file': 'seller',

  'POST /user/store/follow': 'caller', 'GET /user/store/following-list': 'caller', 'POST /user/update-profile': 'caller',
  'POST /user/update-user-password': 'caller', 'GET /user/user-vouchers': 'caller', 'GET /user/logout': 'caller', 'GET /user/profile': 'caller',
  'POST /user/delete': 'caller', 'GET /user/address/all': 'caller', 'POST /user/address/action': 'caller', 'POST /user/address/delete': 'caller',
  'GET /user/wishlist/all': 'caller', 'POST /user/wishlist/action': 'caller', 'GET /user/compare-list/all': 'caller', 'POST /user/compare-list/action': 'caller',
  'POST /cancellation/cancel-order': 'caller', 'POST /cancellation/find': 'caller', 'GET /cart/by-user': 'caller', 'POST /cart/buy-now': 'caller',
  'POST /cart/action': 'caller', 'POST /cart/delete': 'caller', 'POST /cart/change': 'caller', 'POST /cart/update-shipping': 'caller',
  'DELETE /cart/:id': 'caller', 'POST /rating-review/action': 'caller', 'POST /rating-review/find': 'caller', 'POST /voucher/validity': 'caller',
  'POST /order/action': 'caller', 'POST /order/send-order-email': 'caller', 'GET /order/by-user': 'caller', 'POST /order/transaction': 'caller',
  'POST /order/payment-done': 'caller',
};

/** Text only the owners' data holds: none of it may appear in an answer to anyone else. */
const SECRETS = { ownerName: 'Ozzy Qwvlastname', ownerStreet: 'Qwv Owner Lane 42', guestStreet: 'Qwv Guest Road 7', instruction: 'Qwv leave with Bob' };

/** Ids nothing has: a call naming them must be answered as one naming someone else's. */
const NOWHERE = 987_654_321;

/**
 * Calls that change the caller's own state on every call (toggles of a public product or store,
 * signing out): two calls in a row answer differently by design, and they name nobody's things.
 */
const OWN_STATE = new Set(['POST /user/store/follow', 'POST /user/wishlist/action', 'POST /user/compare-list/action', 'GET /user/logout']);

/** What an answer says: the envelope's status and message (its data is the caller's own or nothing). */
function pick(body: string): { status?: unknown; message?: unknown } {
  try {
    const parsed = JSON.parse(body) as { status?: unknown; message?: unknown };
    return { status: parsed.status, message: parsed.message };
  } catch {
    return { message: body.slice(0, 100) };
  }
}

/** The rows that are the owner's and the guest's: they must read the same after every intruder's call. */
async function ownersRows(db: Kysely<DB>, userId: number, guestId: number, orderIds: number[]) {
  const mine = <T extends 'addresses' | 'carts'>(table: T) => db.selectFrom(table as 'addresses').selectAll()
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('guest_user_id', '=', guestId)])).orderBy('id').execute();
  return JSON.stringify({
    user: await db.selectFrom('users').selectAll().where('id', '=', userId).execute(),
    sessions: await db.selectFrom('sessions').select(['token_hash', 'user_id']).where('user_id', '=', userId).orderBy('token_hash').execute(),
    addresses: await mine('addresses'),
    carts: await mine('carts'),
    wishlists: await db.selectFrom('wishlists').selectAll().where('user_id', '=', userId).execute(),
    compare: await db.selectFrom('compare_lists').selectAll().where('user_id', '=', userId).execute(),
    follows: await db.selectFrom('store_followers').selectAll().where('user_id', '=', userId).execute(),
    orders: await db.selectFrom('orders').selectAll().where('id', 'in', orderIds).orderBy('id').execute(),
    lines: await db.selectFrom('ordered_products').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute(),
    history: await db.selectFrom('order_history').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute(),
    cancellations: await db.selectFrom('cancellations').selectAll().where('order_id', 'in', orderIds).execute(),
    transfers: await db.selectFrom('bank_transfers').selectAll().where('order_id', 'in', orderIds).execute(),
    reviews: await db.selectFrom('reviews').selectAll().where('user_id', '=', userId).execute(),
  });
}

describe.each(testDatabases())('who may call what, on $name', (database) => {
  const shop = useOrderShop(database);
  it('has an entry for every route of the app, and no entry for a route that is gone', () => {
    const actual = apiRoutes(shop.app);
    expect(actual.length).toBeGreaterThan(50);
    expect(actual.filter((route) => !(route in MATRIX)), 'routes without an entry: say who may call them').toEqual([]);
    expect(Object.keys(MATRIX).filter((route) => !actual.includes(route)), 'entries for routes that no longer exist').toEqual([]);
  });

  it('never shows or changes the owner\'s or a guest\'s data to another shopper, another guest or nobody', async () => {
    // The owner: a profile, an address, lists, a followed store, a cart line and a placed order.
    const owner = await shop.signedInUser();
    await shop.db.updateTable('users').set({ name: SECRETS.ownerName }).where('id', '=', owner.id).execute();
    const { ruleId } = await shippingRule(shop.db, { priceCents: 100 });
    const item = await product(shop.db, { sellingCents: 900, stock: 50, shippingRuleId: ruleId });
    const ownerAddress = await address(shop.db, { userId: owner.id });
    await shop.db.updateTable('addresses').set({ address_1: SECRETS.ownerStreet }).where('id', '=', ownerAddress).execute();
    await cartLine(shop.db, { userId: owner.id }, item, 1);
    const ownerOrder = (await placeOrderCall(shop, owner.token, { order_method: 2, address_id: ownerAddress, delivery_instruction: SECRETS.instruction })).body.data as PlacedOrder;
    expect(ownerOrder.id).toEqual(expect.any(Number));
    const ownerLine = await cartLine(shop.db, { userId: owner.id }, item, 2);
    const store = await shop.db.selectFrom('products').select('store_id').where('id', '=', item.productId).executeTakeFirstOrThrow();
    await shop.db.insertInto('wishlists').values({ user_id: owner.id, product_id: item.productId }).execute();
    await shop.db.insertInto('compare_lists').values({ user_id: owner.id, product_id: item.productId }).execute();
    await shop.db.insertInto('store_followers').values({ user_id: owner.id, store_id: store.store_id }).execute();
    // A guest with its own address, order and cart line.
    const guestToken = randomBytes(20).toString('hex');
    const guestId = await ensureGuestId(shop.db, guestToken);
    const guestAddress = await address(shop.db, { guestId });
    await shop.db.updateTable('addresses').set({ address_1: SECRETS.guestStreet }).where('id', '=', guestAddress).execute();
    await cartLine(shop.db, { guestId }, item, 1);
    const guestOrder = (await shop.call<PlacedOrder>({ method: 'POST', url: '/api/v1/order/action', payload: { user_token: guestToken, order_method: 2, address_id: guestAddress } })).body.data;
    expect(guestOrder.id).toEqual(expect.any(Number));
    const guestLine = await cartLine(shop.db, { guestId }, item, 3);
    const orderIds = [ownerOrder.id, guestOrder.id];
    const before = await ownersRows(shop.db, owner.id, guestId, orderIds);

    // Every way a call can name the owners' things, in the body and the query.
    const theirs = (orderId: number, addressId: number, lineId: number) => ({
      id: addressId, address_id: addressId, order_id: orderId, item_id: lineId, cart_id: lineId, product_id: item.productId,
      user_id: owner.id, guest_user_id: guestId, store_id: store.store_id, email: 'someone@example.com', order: ownerOrder.order,
      name: 'Intruder', stars: 5, comment: 'not mine', password: 'Intruder-pass-1', password_confirmation: 'Intruder-pass-1', current_password: 'x',
      order_method: 2, voucher: 'NOPE', transaction_id: 'T1', bank_name: 'B', account_holder_name: 'H', account_number: '1', branch_name: 'b',
    });
    /** Each caller from its own address, so the per-client rate limits of one do not answer another. */
    type Caller = { who: string; headers: Record<string, string>; extra: Record<string, string>; address: string; compare?: boolean };
    let clients = 0;
    const clientAddress = () => `10.9.${Math.floor(++clients / 250)}.${clients % 250 + 1}`;
    const intruders = async (): Promise<Caller[]> => {
      const other = await shop.signedInUser();
      const strangerToken = randomBytes(20).toString('hex');
      return [
        { who: 'another shopper', headers: bearer(other.token), extra: {}, address: clientAddress(), compare: true },
        { who: 'another guest', headers: {}, extra: { user_token: strangerToken }, address: clientAddress(), compare: true },
        { who: 'nobody', headers: {}, extra: {}, address: clientAddress(), compare: true },
      ];
    };
    const sweep = async (callers: () => Promise<Caller[]>, only: (route: string) => boolean) => {
      const leaks: string[] = [];
      const faults: string[] = [];
      const tells: string[] = [];
      for (const route of Object.keys(MATRIX).filter((key) => MATRIX[key] === 'caller' && only(key))) {
        const [method, path] = route.split(' ') as ['GET' | 'POST' | 'DELETE', string];
        for (const target of [{ order: ownerOrder.id, address: ownerAddress, line: ownerLine }, { order: guestOrder.id, address: guestAddress, line: guestLine }]) {
          for (const caller of await callers()) {
            const fields = { ...theirs(target.order, target.address, target.line), ...caller.extra };
            const url = `/api/v1${path.replace(':id', String(target.line))}`;
            const send = (sent: Record<string, unknown>, sentUrl: string) => shop.app.inject({
              method, url: sentUrl, headers: { Language: 'en', ...caller.headers }, remoteAddress: caller.address,
              ...(method === 'GET' ? { query: Object.fromEntries(Object.entries(sent).map(([key, value]) => [key, String(value)])) } : { payload: sent }),
            });
            const response = await send(fields, url);
            if (response.statusCode >= 500) faults.push(`${route} as ${caller.who}: ${response.statusCode}`);
            for (const [name, secret] of Object.entries(SECRETS)) if (response.body.includes(secret)) leaks.push(`${route} as ${caller.who} shows ${name}`);
            if (caller.compare && !OWN_STATE.has(route)) {
              // "Not yours" answers exactly as "not there" (issue 21, item 7): the same call naming
              // things that do not exist gets the same status and message.
              const ghost = await send({ ...theirs(NOWHERE, NOWHERE + 1, NOWHERE + 2), ...caller.extra }, `/api/v1${path.replace(':id', String(NOWHERE + 2))}`);
              const seen = (answer: typeof response) => ({ http: answer.statusCode, ...pick(answer.body) });
              if (JSON.stringify(seen(response)) !== JSON.stringify(seen(ghost))) {
                tells.push(`${route} as ${caller.who}: ${JSON.stringify(seen(response))} for theirs, ${JSON.stringify(seen(ghost))} for nothing`);
              }
            }
          }
        }
      }
      return { leaks, faults, tells };
    };
    const intruded = await sweep(intruders, () => true);
    // The back office answers every one of them as nobody: the same 403, nothing changed.
    const members = async () => JSON.stringify(await shop.db.selectFrom('back_office_members').selectAll().orderBy('user_id').execute());
    const membersBefore = await members();
    for (const route of Object.keys(MATRIX).filter((key) => MATRIX[key] === 'back office')) {
      const [method, path] = route.split(' ') as ['GET' | 'POST', string];
      for (const caller of await intruders()) {
        const response = await shop.app.inject({ method, url: `/api/v1${path}`, headers: { Language: 'en', ...caller.headers }, remoteAddress: caller.address, ...(method === 'POST' ? { payload: { email: 'someone@example.com', code: '123456', ...caller.extra } } : {}) });
        if (response.statusCode !== 403 || JSON.stringify(pick(response.body)) !== JSON.stringify({ status: 403, message: 'Unauthorized' })) {
          intruded.tells.push(`${route} as ${caller.who}: ${response.statusCode} ${response.body.slice(0, 100)}`);
        }
      }
    }
    expect(await members()).toBe(membersBefore);
    expect(intruded.faults).toEqual([]);
    expect(intruded.leaks).toEqual([]);
    expect(intruded.tells).toEqual([]);
    expect(await ownersRows(shop.db, owner.id, guestId, orderIds)).toBe(before);
    // The same sweep by the owners themselves finds their data: the test can tell a leak from an
    // empty answer (reads only, so nothing of theirs changes).
    const owners = async (): Promise<Caller[]> => [
      { who: 'the owner', headers: bearer(owner.token), extra: {}, address: clientAddress() },
      { who: 'the guest', headers: {}, extra: { user_token: guestToken }, address: clientAddress() },
    ];
    const seen = await sweep(owners, (route) => route.startsWith('GET ') && route !== 'GET /user/logout');
    expect(seen.leaks).toEqual(expect.arrayContaining([
      'GET /user/profile as the owner shows ownerName', 'GET /user/address/all as the owner shows ownerStreet',
      'GET /order/by-user as the owner shows instruction', 'GET /user/address/all as the guest shows guestStreet',
    ]));
  }, 240_000); // every route called as five kinds of caller, with the tables counted around each write: minutes

  it('lets only the seller of a store at its store and products: others get 403, another seller is told the product is not there', async () => {
    const now = new Date().toISOString();
    const seller = async (tag: string) => {
      const user = await shop.db.insertInto('users').values({ name: tag, email: `${tag}-${randomBytes(4).toString('hex')}@example.test`, password_hash: '!test', role: 'seller', verified_at: now })
        .returning('id').executeTakeFirstOrThrow();
      const slug = `${tag}-${randomBytes(4).toString('hex')}`;
      const store = await shop.db.insertInto('stores').values({ user_id: user.id, slug, name: tag, logo: `store/${slug}.svg`, status: 'approved', approved_at: now }).returning('id').executeTakeFirstOrThrow();
      return { storeId: store.id, token: await issueSession(shop.db, user.id) };
    };
    const owner = await seller('owner');
    const other = await seller('other');
    // The owner's product: any product of the catalogue moved to the owner's store, as a draft.
    const { id: productId } = await shop.db.selectFrom('products').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    await shop.db.updateTable('products').set({ store_id: owner.storeId, publication: 'draft', status: 2 }).where('id', '=', productId).execute();
    const ownersRows = async () => JSON.stringify({
      products: await shop.db.selectFrom('products').selectAll().where('store_id', '=', owner.storeId).execute(),
      variants: await shop.db.selectFrom('inventories').selectAll().where('product_id', '=', productId).orderBy('id').execute(),
      store: await shop.db.selectFrom('stores').selectAll().where('id', '=', owner.storeId).execute(),
    });
    const before = await ownersRows();
    const customer = await shop.signedInUser();
    const tells: string[] = [];
    const send = (method: 'GET' | 'POST', path: string, id: number, headers: Record<string, string>) => shop.app.inject({
      method, url: `/api/v1${path.replace(':id', String(id))}`, headers: { Language: 'en', ...headers },
      ...(method === 'POST' ? { payload: { version: 1, name: 'Taken over', texts: {}, variants: [], photos: [], price: '1' } } : {}),
    });
    for (const route of Object.keys(MATRIX).filter((key) => MATRIX[key] === 'seller')) {
      const [method, path] = route.split(' ') as ['GET' | 'POST', string];
      for (const [who, headers] of [['a shopper', bearer(customer.token)], ['a guest', { 'X-User-Token': randomBytes(20).toString('hex') }], ['nobody', {}]] as const) {
        const response = await send(method, path, productId, headers);
        if ((response.json() as { status: number }).status !== 403) tells.push(`${route} as ${who}: ${response.body.slice(0, 100)}`);
      }
      if (path.includes(':id')) {
        const theirs = await send(method, path, productId, bearer(other.token));
        const nothing = await send(method, path, NOWHERE, bearer(other.token));
        if (theirs.statusCode !== 404 || theirs.body !== nothing.body) tells.push(`${route} as another seller: ${theirs.body.slice(0, 100)} for theirs, ${nothing.body.slice(0, 100)} for nothing`);
      }
    }
    expect(tells).toEqual([]);
    expect(await ownersRows()).toBe(before);
  });
});
