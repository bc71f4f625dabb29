// order/action under pressure, on both databases: the last units sell once under a concurrent rush,
// a retried request (same Idempotency-Key) makes one order, a fault mid-transaction leaves nothing
// behind, and the stored amounts are exactly the cart's priced lines.
//
// SQLite note: the app holds one better-sqlite3 connection and Kysely's SqliteDriver lends it to
// one transaction at a time (a mutex), so concurrent transactions run one after the other there;
// the requests still interleave around them (pre-checks, reads, the mail). On PostgreSQL they
// really overlap on a pool of connections: the conditional stock UPDATE and the voucher row lock
// are what keep the counts right.
import { mkdtempSync, rmSync } from 'node:fs';
import { IDEMPOTENCY_WINDOW_MS } from '../../backend/checkout/order-idempotency';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type ShopDatabase } from '../../backend/db/database';
import { migrateToLatest } from '../../backend/db/migrate';
import { seedDatabase } from '../../backend/seed/seed';
import { createApp } from '../../composition/server/app';
import { priceSelectedLines } from '../../core/cart/cart-pricing';
import { loadCartLines } from '../../backend/cart/cart-lines';
import { placeOrder } from '../../backend/checkout/place-order';
import { scratchPostgres, testDatabases } from '../support/databases';
import { TEST_JOB_SETTINGS } from '../support/api-shop';
import { address, bearer, bundleDeal, cartLine, type PlacedOrder, placeOrderCall, product, RecordingMailer, shippingRule, shopperMails, stockOf, taxRule, useOrderShop, voucher } from './orders-support';

type Form = { form: string[] };

describe.each(testDatabases())('order/action reliability on $name', (database) => {
  const shop = useOrderShop(database);

  async function buyer(item: { productId: number; inventoryId: number }, quantity = 1) {
    const user = await shop.signedInUser();
    const owner = { userId: user.id };
    await cartLine(shop.db, owner, item, quantity);
    return { user, owner, addressId: await address(shop.db, owner) };
  }

  it('sells the last 5 units exactly once to 20 concurrent buyers', async () => {
    const { ruleId } = await shippingRule(shop.db, { priceCents: 100 });
    const item = await product(shop.db, { sellingCents: 1000, stock: 5, shippingRuleId: ruleId });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => buyer(item)));
    const results = await Promise.all(buyers.map((b) => placeOrderCall(shop, b.user.token, { order_method: 2, address_id: b.addressId })));

    expect(results.every((r) => r.http === 200)).toBe(true);
    const placed = results.filter((r) => r.body.status === 200);
    const refused = results.filter((r) => r.body.status === 201);
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const r of refused) expect((r.body.data as Form).form).toEqual(['Product quantity exceeds inventory.']);
    expect(await stockOf(shop.db, item.inventoryId)).toBe(0);
    expect((await shop.db.selectFrom('products').select('in_stock').where('id', '=', item.productId).executeTakeFirstOrThrow()).in_stock).toBe(0);
    const sold = await shop.db.selectFrom('ordered_products').select('quantity').where('inventory_id', '=', item.inventoryId).execute();
    expect(sold.reduce((n, r) => n + r.quantity, 0)).toBe(5);
    // The refused buyers keep their cart line; the served ones do not.
    const lines = await shop.db.selectFrom('carts').select('user_id').where('inventory_id', '=', item.inventoryId).execute();
    expect(lines).toHaveLength(15);
  });

  it('counts a usage_limit of 1 once when two buyers race with the voucher', async () => {
    const { ruleId } = await shippingRule(shop.db, { priceCents: 0 });
    const item = await product(shop.db, { sellingCents: 5000, stock: 10, shippingRuleId: ruleId });
    const v = await voucher(shop.db, { type: 1, price: 500, usageLimit: 1 });
    const buyers = await Promise.all([buyer(item), buyer(item), buyer(item)]);
    const results = await Promise.all(buyers.map((b) => placeOrderCall(shop, b.user.token, { order_method: 2, address_id: b.addressId, voucher: v.code.toLowerCase() })));
    const placed = results.filter((r) => r.body.status === 200);
    expect(placed).toHaveLength(1);
    expect((placed[0]!.body.data as PlacedOrder).amount).toBe(45);
    for (const r of results.filter((x) => x.body.status !== 200)) expect((r.body.data as Form).form).toEqual(['This voucher has reached its usage limit.']);
    const usages = await shop.db.selectFrom('voucher_usages').select(['order_id']).where('voucher_id', '=', v.id).execute();
    expect(usages).toEqual([{ order_id: (placed[0]!.body.data as PlacedOrder).id }]);
    expect(await stockOf(shop.db, item.inventoryId)).toBe(9);
  });

  it('makes one order for one Idempotency-Key, sent twice in a row and twice at once, and marks the replay', async () => {
    const { ruleId } = await shippingRule(shop.db, { priceCents: 250 });
    const item = await product(shop.db, { sellingCents: 800, stock: 10, shippingRuleId: ruleId });
    for (const concurrent of [false, true]) {
      const b = await buyer(item, 2);
      const key = `key-${concurrent}-${b.user.id}`;
      const send = () => placeOrderCall(shop, b.user.token, { order_method: 2, address_id: b.addressId }, { 'Idempotency-Key': key });
      const [first, second] = concurrent ? await Promise.all([send(), send()]) : [await send(), await send()];
      expect(first.body.status).toBe(200);
      expect(second.body.status).toBe(200);
      expect((second.body.data as PlacedOrder).id).toBe((first.body.data as PlacedOrder).id);
      expect(second.body.data).toEqual(first.body.data);
      // Exactly one of the two answers is the replay, and says so.
      expect([first.headers['idempotent-replayed'], second.headers['idempotent-replayed']].filter((h) => h === 'true')).toHaveLength(1);
      const orders = await shop.db.selectFrom('orders').select('id').where('user_id', '=', b.user.id).execute();
      expect(orders).toHaveLength(1);
      // One confirmation, not one per retry.
      await shop.jobsDone();
      expect(shopperMails(shop.mails, (first.body.data as PlacedOrder).order)).toHaveLength(1);
    }
    expect(await stockOf(shop.db, item.inventoryId)).toBe(6);
  });

  it('scopes a key to its buyer, refuses it with a different order, and frees it after 24 hours', async () => {
    const { ruleId } = await shippingRule(shop.db, { priceCents: 250 });
    const item = await product(shop.db, { sellingCents: 800, stock: 20, shippingRuleId: ruleId });
    const key = `shared-${Date.now()}`;
    const first = await buyer(item);
    const placed = await placeOrderCall(shop, first.user.token, { order_method: 2, address_id: first.addressId }, { 'Idempotency-Key': key });
    expect(placed.body.status).toBe(200);

    // Another buyer's equal key is their own: a new order, nothing of the first buyer's.
    const other = await buyer(item);
    const theirs = await placeOrderCall(shop, other.user.token, { order_method: 2, address_id: other.addressId }, { 'Idempotency-Key': key });
    expect(theirs.body.status).toBe(200);
    expect((theirs.body.data as PlacedOrder).id).not.toBe((placed.body.data as PlacedOrder).id);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();

    // The same buyer's key with a different order is refused clearly (409, as Stripe answers it), in
    // the buyer's language, and changes nothing: other fields, or the same fields over a new cart.
    await cartLine(shop.db, first.owner, item, 1);
    const refusal = { status: 409, message: 'Cette clé de requête a déjà servi pour une commande différente. Envoyez une nouvelle clé pour une nouvelle commande.', data: null };
    const changed = await placeOrderCall(shop, first.user.token, { order_method: 2, address_id: first.addressId, delivery_instruction: 'Leave it at the door' }, { 'Idempotency-Key': key, Language: 'fr' });
    expect([changed.http, changed.body]).toEqual([409, refusal]);
    const newCart = await placeOrderCall(shop, first.user.token, { order_method: 2, address_id: first.addressId }, { 'Idempotency-Key': key, Language: 'fr' });
    expect([newCart.http, newCart.body]).toEqual([409, refusal]);
    expect(newCart.headers['idempotent-replayed']).toBeUndefined();
    expect(await shop.db.selectFrom('carts').select('id').where('user_id', '=', first.user.id).execute()).toHaveLength(1);
    expect(await shop.db.selectFrom('orders').select('id').where('user_id', '=', first.user.id).execute()).toHaveLength(1);

    // A day later the key names nothing: the same key places a new order.
    await shop.db.updateTable('orders').set({ created_at: new Date(Date.now() - IDEMPOTENCY_WINDOW_MS - 60_000).toISOString() }).where('id', '=', (placed.body.data as PlacedOrder).id).execute();
    const later = await placeOrderCall(shop, first.user.token, { order_method: 2, address_id: first.addressId, delivery_instruction: 'Leave it at the door' }, { 'Idempotency-Key': key });
    expect(later.body.status).toBe(200);
    expect((later.body.data as PlacedOrder).id).not.toBe((placed.body.data as PlacedOrder).id);
    expect(await shop.db.selectFrom('orders').select('id').where('user_id', '=', first.user.id).execute()).toHaveLength(2);
  });

  it('leaves cart, stock and voucher usages as they were when placing fails midway', async () => {
    const { ruleId } = await shippingRule(shop.db, { priceCents: 300 });
    const item = await product(shop.db, { sellingCents: 2500, stock: 4, shippingRuleId: ruleId });
    const v = await voucher(shop.db, { type: 1, price: 100 });
    const b = await buyer(item, 3);
    const snapshot = async () => ({
      cart: await shop.db.selectFrom('carts').selectAll().where('user_id', '=', b.user.id).orderBy('id').execute(),
      stock: await stockOf(shop.db, item.inventoryId),
      inStock: (await shop.db.selectFrom('products').select('in_stock').where('id', '=', item.productId).executeTakeFirstOrThrow()).in_stock,
      usages: await shop.db.selectFrom('voucher_usages').selectAll().where('voucher_id', '=', v.id).execute(),
      orders: await shop.db.selectFrom('orders').select('id').where('user_id', '=', b.user.id).execute(),
    });
    const before = await snapshot();
    const input = { owner: b.owner, language: 'en', orderMethod: 2, voucherCode: v.code, addressId: b.addressId, deliveryInstruction: null, timeZone: null, idempotencyKey: null };
    const boom = async () => {
      throw new Error('injected fault');
    };
    await expect(placeOrder(shop.db, shop.dialect, input, { afterStockDecrement: boom })).rejects.toThrow('injected fault');
    expect(await snapshot()).toEqual(before);
    await expect(placeOrder(shop.db, shop.dialect, input, { beforeCommit: boom })).rejects.toThrow('injected fault');
    expect(await snapshot()).toEqual(before);
    // A failing statement inside the transaction (the ordered lines point at no product) rolls back as well.
    await expect(placeOrder(shop.db, shop.dialect, input, {
      beforeCommit: async (trx) => {
        await trx.insertInto('ordered_products').values({ order_id: 1, product_id: 2_000_000_000, title: 'x', quantity: 1, selling: 1 }).execute();
      },
    })).rejects.toThrow();
    expect(await snapshot()).toEqual(before);

    // And the same order then goes through.
    const placed = await placeOrder(shop.db, shop.dialect, input);
    expect(placed.ok).toBe(true);
    expect(await stockOf(shop.db, item.inventoryId)).toBe(1);
  });

  it('stores exactly the cart\'s priced totals: bundle, percent and flat tax, per-line and single-price shipping, voucher', async () => {
    const user = await shop.signedInUser();
    const owner = { userId: user.id };
    const perLine = await shippingRule(shop.db, { priceCents: 400 });
    const single = await shippingRule(shop.db, { priceCents: 600, singlePrice: true });
    const a = await product(shop.db, { sellingCents: 1000, stock: 10, shippingRuleId: perLine.ruleId, taxRuleId: await taxRule(shop.db, 2, 750), bundleDealId: await bundleDeal(shop.db, 3, 1) });
    const b = await product(shop.db, { sellingCents: 1999, stock: 10, shippingRuleId: single.ruleId, taxRuleId: await taxRule(shop.db, 1, 50) });
    const c = await product(shop.db, { sellingCents: 555, stock: 10, shippingRuleId: single.ruleId });
    const d = await product(shop.db, { sellingCents: 9999, stock: 10, shippingRuleId: perLine.ruleId });
    const lineA = await cartLine(shop.db, owner, a, 3);
    const lineB = await cartLine(shop.db, owner, b, 2);
    const lineC = await cartLine(shop.db, owner, c, 1);
    await cartLine(shop.db, owner, d, 1, 2);
    const addressId = await address(shop.db, owner);
    const v = await voucher(shop.db, { type: 2, price: 1000, capped: 10000, minSpend: 5000 });

    // What the cart shows for this address, priced by the one pricing truth.
    const shown = await loadCartLines(shop.db, owner, 'en', { address: { country: 'US', state: 'CA' } });
    const expected = priceSelectedLines(shown, new Date(), 655).totals;
    expect(expected).toEqual({ subtotal: 7553, bundleOffer: 1000, shipping: 1000, tax: 325, voucher: 655, total: 7223 });

    const { body } = await placeOrderCall(shop, user.token, { order_method: 7, address_id: addressId, voucher: v.code });
    expect(body.status).toBe(200);
    const placed = body.data as PlacedOrder;
    expect(placed.amount).toBe(72.23);
    const order = await shop.db.selectFrom('orders').selectAll().where('id', '=', placed.id).executeTakeFirstOrThrow();
    expect({
      subtotal: Number(order.subtotal), bundleOffer: Number(order.bundle_offer), shipping: Number(order.shipping_price), tax: Number(order.tax),
      voucher: Number(order.voucher_price), total: Number(order.total_amount),
    }).toEqual(expected);
    expect(order.voucher_id).toBe(v.id);

    const lines = await shop.db.selectFrom('ordered_products').selectAll().where('order_id', '=', placed.id).orderBy('id').execute();
    const byProduct = new Map(lines.map((l) => [l.product_id, l]));
    expect(lines).toHaveLength(3);
    expect([a, b, c].map((p) => {
      const l = byProduct.get(p.productId)!;
      return [Number(l.selling), l.quantity, Number(l.bundle_offer), Number(l.tax_price), Number(l.shipping_price)];
    })).toEqual([[1000, 3, 1000, 225, 400], [1999, 2, 0, 100, 600], [555, 1, 0, 0, 0]]);
    expect(lines.reduce((sum, l) => sum + Number(l.shipping_price), 0)).toBe(Number(order.shipping_price));
    const left = await shop.db.selectFrom('carts').select('id').where('user_id', '=', user.id).execute();
    expect(left.map((r) => r.id)).not.toContain(lineA);
    expect(left.map((r) => r.id)).not.toContain(lineB);
    expect(left.map((r) => r.id)).not.toContain(lineC);
    expect(left).toHaveLength(1);
    expect(await shop.db.selectFrom('voucher_usages').select('order_id').where('voucher_id', '=', v.id).execute()).toEqual([{ order_id: placed.id }]);
  });
});

// Two app instances, each with its own connection (pool) to one database, as two server processes
// on one SQLite file or PostgreSQL database would have: orders from both still sell each unit once
// and none fails on a lock. (better-sqlite3 is synchronous, so inside one process the two SQLite
// connections overlap less than two processes would; BEGIN IMMEDIATE in write-transaction.ts is
// what makes a second process wait for the write lock rather than fail.)
describe.each(['sqlite', 'postgres'] as const)('order/action across two connections on %s', (name) => {
  const shops: ShopDatabase[] = [];
  const apps: FastifyInstance[] = [];
  let cleanup: () => Promise<void> = async () => {};

  beforeAll(async () => {
    let url: string;
    if (name === 'sqlite') {
      const dir = mkdtempSync(join(tmpdir(), 'sf-orders-'));
      url = `sqlite:${join(dir, 'shop.db')}`;
      cleanup = async () => rmSync(dir, { recursive: true, force: true });
    } else {
      const scratch = await scratchPostgres();
      url = scratch.url;
      cleanup = scratch.drop;
    }
    for (let i = 0; i < 2; i++) shops.push(await openDatabase(url));
    await migrateToLatest(shops[0]!.db);
    await seedDatabase(shops[0]!, { products: 20, seed: 3 });
    for (const shop of shops) apps.push(await createApp({ shop, accounts: { mailer: new RecordingMailer(), publicUrl: 'http://shop.test' }, jobs: TEST_JOB_SETTINGS }));
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const shop of shops) await shop.close();
    await cleanup();
  });

  it('sells 5 units to exactly 5 of 20 buyers split over both connections', async () => {
    const db = shops[0]!.db;
    const { ruleId } = await shippingRule(db, { priceCents: 100 });
    const item = await product(db, { sellingCents: 1000, stock: 5, shippingRuleId: ruleId });
    const { issueSession } = await import('../../backend/auth/sessions');
    const buyers = await Promise.all(Array.from({ length: 20 }, async (_, i) => {
      const user = await db.insertInto('users').values({ name: 'Racer', email: `racer${i}-${Date.now()}@example.com`, password_hash: '!test', verified_at: new Date().toISOString() })
        .returning('id').executeTakeFirstOrThrow();
      const owner = { userId: user.id };
      await cartLine(db, owner, item, 1);
      return { token: await issueSession(db, user.id), addressId: await address(db, owner) };
    }));
    const results = await Promise.all(buyers.map(async (b, i) => {
      const response = await apps[i % 2]!.inject({ method: 'POST', url: '/api/v1/order/action', payload: { order_method: 2, address_id: b.addressId }, headers: bearer(b.token) });
      return { http: response.statusCode, body: response.json() as { status: number; data: unknown } };
    }));
    expect(results.map((r) => r.http)).toEqual(Array(20).fill(200));
    expect(results.filter((r) => r.body.status === 200)).toHaveLength(5);
    for (const r of results.filter((x) => x.body.status !== 200)) expect((r.body.data as Form).form).toEqual(['Product quantity exceeds inventory.']);
    expect(await stockOf(db, item.inventoryId)).toBe(0);
  });
});
