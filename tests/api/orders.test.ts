import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../backend/mail/create-mailer';
import { testDatabases } from '../support/databases';
import { type SmtpCatcher, startSmtpCatcher } from '../support/smtp-catcher';
import { address, bearer, cartLine, type PlacedOrder, placeOrderCall, product, shippingRule, shopperMails, stockOf, useOrderShop } from './orders-support';

type Form = { form: string[] };

describe.each(testDatabases())('api/v1 order/action, order/by-user, order/send-order-email on $name', (database) => {
  const shop = useOrderShop(database);

  async function buyerWithCart(o: { stock?: number; quantity?: number; country?: string } = {}) {
    const user = await shop.signedInUser();
    const owner = { userId: user.id };
    const { ruleId } = await shippingRule(shop.db, { priceCents: 500 });
    const item = await product(shop.db, { sellingCents: 1250, stock: o.stock ?? 10, shippingRuleId: ruleId });
    const lineId = await cartLine(shop.db, owner, item, o.quantity ?? 2);
    const addressId = await address(shop.db, owner, o.country ?? 'US');
    return { user, owner, item, lineId, addressId };
  }

  it('places the selected lines as one order: amounts, lines, stock, cart and mail', async () => {
    const { user, owner, item, lineId, addressId } = await buyerWithCart({ stock: 2, quantity: 2 });
    const { ruleId } = await shippingRule(shop.db, { priceCents: 300 });
    const other = await product(shop.db, { sellingCents: 999, stock: 5, shippingRuleId: ruleId });
    const keptLine = await cartLine(shop.db, owner, other, 1, 2);

    const { http, body } = await placeOrderCall(shop, user.token, { order_method: 2, address_id: addressId, delivery_instruction: 'Ring twice', time_zone: 'Europe/Paris' });
    expect(http).toBe(200);
    expect(body.status).toBe(200);
    const placed = body.data as PlacedOrder;
    expect(placed).toMatchObject({ name: 'Ada Buyer', currency: 'USD', amount: 30, id: expect.any(Number) });
    expect(placed.order).toMatch(/^[2-9A-HJKMNP-Z]{12}$/);

    const order = await shop.db.selectFrom('orders').selectAll().where('id', '=', placed.id).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ user_id: user.id, order_method: 2, status: 1, payment_done: 0, country: 'US', state: 'CA', delivery_instruction: 'Ring twice', time_zone: 'Europe/Paris' });
    expect([order.subtotal, order.shipping_price, order.tax, order.bundle_offer, order.voucher_price, order.total_amount].map(Number)).toEqual([2500, 500, 0, 0, 0, 3000]);
    const lines = await shop.db.selectFrom('ordered_products').selectAll().where('order_id', '=', placed.id).execute();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ product_id: item.productId, inventory_id: item.inventoryId, quantity: 2 });
    expect(Number(lines[0]!.selling)).toBe(1250);
    expect(Number(lines[0]!.shipping_price)).toBe(500);

    expect(await stockOf(shop.db, item.inventoryId)).toBe(0);
    expect((await shop.db.selectFrom('products').select('in_stock').where('id', '=', item.productId).executeTakeFirstOrThrow()).in_stock).toBe(0);
    const cart = await shop.db.selectFrom('carts').select('id').where('user_id', '=', owner.userId).execute();
    expect(cart.map((r) => r.id)).toEqual([keptLine]);
    expect(cart.map((r) => r.id)).not.toContain(lineId);

    await shop.jobsDone();
    const mail = shopperMails(shop.mails, placed.order)[0];
    expect(mail?.to).toBe(order.email);
    expect(mail?.text).toContain('Total: $30');
  });

  it('refuses what it cannot place, in the caller\'s language, changing nothing', async () => {
    const { user, item, addressId } = await buyerWithCart({ stock: 4, quantity: 2 });
    const stranger = await shop.signedInUser();
    const strangerAddress = await address(shop.db, { userId: stranger.id });
    const say = async (payload: Record<string, unknown>, language = 'en') => {
      const { http, body } = await placeOrderCall(shop, user.token, payload, { Language: language });
      expect(http).toBe(200);
      return body;
    };
    expect(((await say({ order_method: 2 })).data as Form).form).toEqual(['Please add an address first.']);
    expect(((await say({ order_method: 2 }, 'fr')).data as Form).form).toEqual(['Veuillez d’abord ajouter une adresse.']);
    const forbidden = await say({ order_method: 2, address_id: strangerAddress });
    expect(forbidden.status).toBe(403);
    expect(((await say({ order_method: 1, address_id: addressId })).data as Form).form[0]).toMatch(/payment method is not available/);
    expect(((await say({ order_method: 'x', address_id: addressId })).data as Form).form[0]).toMatch(/payment method is not available/);
    // A method the shop switched off is refused like an online one.
    await shop.db.updateTable('payment_methods').set({ enabled: 0 }).where('method', '=', 7).execute();
    expect(((await say({ order_method: 7, address_id: addressId })).data as Form).form[0]).toMatch(/payment method is not available/);
    await shop.db.updateTable('payment_methods').set({ enabled: 1 }).where('method', '=', 7).execute();
    for (const payload of [{}, { order_method: null, address_id: [1] }, { order_method: 2, address_id: 'abc', voucher: { a: 1 } }, { order_method: 2, address_id: addressId, voucher: 42 }]) {
      const body = await say(payload as Record<string, unknown>);
      expect([201, 403]).toContain(body.status);
    }
    const bad = await shop.call({ method: 'POST', url: '/api/v1/order/action', payload: 'nonsense', headers: { ...bearer(user.token), 'content-type': 'application/json' } });
    expect(bad.http).toBeLessThan(500);
    expect(await stockOf(shop.db, item.inventoryId)).toBe(4);
    expect(await shop.db.selectFrom('orders').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
  });

  it('refuses an empty selection and a line that cannot ship to the address', async () => {
    const user = await shop.signedInUser();
    const owner = { userId: user.id };
    const addressId = await address(shop.db, owner, 'US', 'CA');
    const none = await placeOrderCall(shop, user.token, { order_method: 2, address_id: addressId });
    expect((none.body.data as Form).form).toEqual(['You don\'t have any product selected. Please a select a product first.']);
    const { ruleId } = await shippingRule(shop.db, { priceCents: 100, country: 'FR' });
    const item = await product(shop.db, { sellingCents: 100, stock: 3, shippingRuleId: ruleId });
    await cartLine(shop.db, owner, item, 1);
    const refused = await placeOrderCall(shop, user.token, { order_method: 7, address_id: addressId });
    expect((refused.body.data as Form).form).toEqual(['This product can not be shipped to CA US. Please Uncheck the product first or change the shipping address']);
    expect(await stockOf(shop.db, item.inventoryId)).toBe(3);
  });

  it('lets guests order only when guest checkout is on', async () => {
    const token = `g${'a1b2c3d4'.repeat(5)}`;
    const { ruleId } = await shippingRule(shop.db, { priceCents: 0 });
    const item = await product(shop.db, { sellingCents: 700, stock: 5, shippingRuleId: ruleId });
    // The guest's first cart write creates their row, as cart/action does.
    const { ensureGuestId } = await import('../../backend/auth/caller');
    const guestId = await ensureGuestId(shop.db, token);
    await cartLine(shop.db, { guestId }, item, 1);
    const addressId = await address(shop.db, { guestId });
    const order = () => shop.call<PlacedOrder | Form>({ method: 'POST', url: '/api/v1/order/action', payload: { user_token: token, order_method: 2, address_id: addressId } });

    await shop.db.updateTable('settings').set({ guest_checkout: 0 }).execute();
    const refused = await order();
    expect((refused.body.data as Form).form).toEqual(['Please sign in to place an order.']);
    await shop.db.updateTable('settings').set({ guest_checkout: 1 }).execute();
    const placed = await order();
    expect(placed.body.status).toBe(200);
    const id = (placed.body.data as PlacedOrder).id;
    expect((await shop.db.selectFrom('orders').select('guest_user_id').where('id', '=', id).executeTakeFirstOrThrow()).guest_user_id).toBe(guestId);
    const detail = await shop.call<{ id: number }>({ method: 'GET', url: `/api/v1/order/by-user?order_id=${id}&user_token=${token}` });
    expect(detail.body.data.id).toBe(id);
  });

  it('shows an order to its owner only, in the contract shape, and lists the owner\'s orders', async () => {
    const { user, item, addressId } = await buyerWithCart({ stock: 5, quantity: 3 });
    const placed = (await placeOrderCall(shop, user.token, { order_method: 7, address_id: addressId })).body.data as PlacedOrder;
    const get = (token: string, query: string) => shop.call<Record<string, unknown>>({ method: 'GET', url: `/api/v1/order/by-user${query}`, headers: bearer(token) });

    const { body } = await get(user.token, `?order_id=${placed.id}`);
    expect(body.status).toBe(200);
    expect(body.data).toMatchObject({
      id: placed.id, order: placed.order, status: 1, order_method: 7, payment_done: 0, cancelled: 0, currency: 'USD', total_amount: 42.5,
      calculated: { subtotal: 37.5, shipping_price: 5, bundle_offer: 0, tax: 0, voucher_price: 0, total_price: 42.5 },
      address: { name: 'Ada Buyer', country: 'US', state: 'CA' },
      user: { id: user.id },
    });
    const [line] = body.data.ordered_products as Array<Record<string, unknown>>;
    expect(line).toMatchObject({ product_id: item.productId, quantity: 3, selling: 12.5, shipping_price: 5, tax_price: 0, bundle_offer: 0 });
    expect(line).toHaveProperty('product.title');
    expect(line).toHaveProperty('product.image');
    expect(line).toHaveProperty('updated_inventory.inventory_attributes');
    expect(line).toHaveProperty('product_images');

    const stranger = await shop.signedInUser();
    // Another shopper's order answers exactly as one that does not exist.
    const notYours = await get(stranger.token, `?order_id=${placed.id}`);
    const missing = await get(stranger.token, '?order_id=99999999');
    expect({ http: notYours.http, body: notYours.body }).toEqual({ http: missing.http, body: missing.body });
    expect(notYours.http).toBe(404);
    expect((await get(user.token, '?order_id=abc')).http).toBe(404);
    expect((await get(user.token, '?order_id=99999999')).http).toBe(404);
    expect((await shop.call({ method: 'GET', url: `/api/v1/order/by-user?order_id=${placed.id}` })).body.status).toBe(403);

    const list = await get(user.token, '');
    expect(list.body.data).toMatchObject({ current_page: 1, per_page: 25, total: 1 });
    expect((list.body.data.data as Array<{ id: number }>).map((o) => o.id)).toEqual([placed.id]);
    expect((await get(stranger.token, '')).body.data).toMatchObject({ total: 0 });
    expect((await get(user.token, '?order_method=2')).body.data).toMatchObject({ total: 0 });
  });

  it('re-sends the confirmation to the owner only; a mail failure does not fail an order, the mail is retried', async () => {
    const { user, addressId } = await buyerWithCart();
    shop.recorder.failing = true;
    const failuresBefore = shop.recorder.failures;
    const placed = await placeOrderCall(shop, user.token, { order_method: 2, address_id: addressId });
    expect(placed.body.status).toBe(200);
    const id = (placed.body.data as PlacedOrder).id;
    const code = (placed.body.data as PlacedOrder).order;
    // The mail is a job, tried on the queue's next poll: past poll's 1 s default on a loaded machine.
    await expect.poll(() => shop.recorder.failures, { timeout: 10_000 }).toBeGreaterThan(failuresBefore);
    expect(shopperMails(shop.mails, code).length > 0).toBe(false);
    // The mail server is back: the queued confirmation goes out on its retry, once.
    shop.recorder.failing = false;
    await shop.jobsDone();
    expect(shopperMails(shop.mails, code)).toHaveLength(1);

    const stranger = await shop.signedInUser();
    const send = (token: string, orderId: unknown) => shop.call({ method: 'POST', url: '/api/v1/order/send-order-email', payload: { order_id: orderId }, headers: bearer(token) });
    // Another shopper's order answers exactly as one that does not exist.
    const [theirs, none] = [await send(stranger.token, id), await send(stranger.token, 99999999)];
    expect({ http: theirs.http, body: theirs.body }).toEqual({ http: none.http, body: none.body });
    expect((await send(stranger.token, id)).http).toBe(404);
    expect((await send(user.token, 'x')).http).toBe(404);
    expect((await send(user.token, id)).body.status).toBe(200);
    await shop.jobsDone();
    expect(shopperMails(shop.mails, code)).toHaveLength(2);
  });
});

describe.each(testDatabases())('order confirmation over SMTP on $name', (database) => {
  let mail: SmtpCatcher;
  // Registered first: the catcher runs before the shop's beforeAll builds the mailer on its URL.
  beforeAll(async () => {
    mail = await startSmtpCatcher();
  });
  const shop = useOrderShop(database, () => createMailer({ smtpUrl: mail.url, outboxDir: 'unused', log: () => {} }));
  afterAll(async () => {
    await mail?.close();
  });

  it('arrives with the tracking code, the lines and the total in the shop currency', async () => {
    const user = await shop.signedInUser();
    const owner = { userId: user.id };
    const { ruleId } = await shippingRule(shop.db, { priceCents: 499 });
    const item = await product(shop.db, { sellingCents: 2000, stock: 3, shippingRuleId: ruleId });
    await cartLine(shop.db, owner, item, 2);
    const addressId = await address(shop.db, owner);
    const { body } = await placeOrderCall(shop, user.token, { order_method: 2, address_id: addressId }, { Language: 'fr' });
    const placed = body.data as PlacedOrder;
    expect(placed.amount).toBe(44.99);
    const received = await mail.waitFor((m) => m.to.includes(placed.email.toLowerCase()));
    expect(received.subject).toContain(placed.order);
    expect(received.subject).toContain('commande');
    expect(received.text).toContain(placed.order);
    expect(received.text).toContain('× 2');
    expect(received.text).toContain('Total : $44.99');
    expect(received.html).toContain(placed.order);
    // From the shop by its name (site_name) at the configured address, with its own Message-ID.
    expect(received.raw).toMatch(/^From: "?Bazaario"? <no-reply@storefront\.localhost>/im);
    expect(received.raw).toMatch(/^Message-ID: <[^@\s>]+@storefront\.localhost>/im);
    // The totals are a table, each amount in its own cell.
    expect(received.html).toMatch(/<td[^>]*>Total :? ?<\/td><td[^>]*><bdi[^>]*>\$44\.99<\/bdi><\/td>/);
  });

  it('goes to the address the order-placed page names: the ship-to address\'s, not the account\'s', async () => {
    const user = await shop.signedInUser();
    const owner = { userId: user.id };
    const { ruleId } = await shippingRule(shop.db, { priceCents: 0 });
    const item = await product(shop.db, { sellingCents: 1000, stock: 3, shippingRuleId: ruleId });
    await cartLine(shop.db, owner, item, 1);
    const addressId = await address(shop.db, owner);
    const shipTo = `ship.${user.id}@example.com`;
    await shop.db.updateTable('addresses').set({ email: shipTo }).where('id', '=', addressId).execute();
    const placed = (await placeOrderCall(shop, user.token, { order_method: 2, address_id: addressId })).body.data as PlacedOrder;
    const seen = await shop.call<{ address: { email: string } }>({ method: 'GET', url: `/api/v1/order/by-user?order_id=${placed.id}`, headers: bearer(user.token) });
    expect(placed.email).toBe(shipTo);
    expect(seen.body.data.address.email).toBe(shipTo);
    await mail.waitFor((m) => m.to.includes(shipTo) && m.subject.includes(placed.order));
    expect(shopperMails(mail.messages, placed.order).map((m) => m.to)).toEqual([[shipTo]]);
  });
});
