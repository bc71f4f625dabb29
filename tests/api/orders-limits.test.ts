import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { listOrdersCommand } from '../../backend/admin/order-desk';
import { ensureGuestId } from '../../backend/auth/caller';
import { DEFAULT_AUTH_LIMITS } from '../../backend/auth/throttle';
import { releaseExpiredOrders } from '../../backend/orders/unconfirmed-orders';
import type { ApiContext } from '../../backend/api/api-context';
import { registerScheduledWork } from '../../backend/api/scheduled-work';
import { GUEST_CONFIRMATION } from '../../core/orders/guest-confirmation';
import { testDatabases } from '../support/databases';
import { address, bearer, cartLine, type PlacedOrder, placeOrderCall, product, sentAtOnce, shippingRule, shopperMails, stockOf, useOrderShop, voucher } from './orders-support';

type Form = { form: string[] };
const POSING = 'Your account is locked - verify at http://evil.example/login now or www.evil.example';

describe.each(testDatabases())('business-flow limits and guest order confirmation on $name', (database) => {
  const shop = useOrderShop(database);
  let ipCount = 0;
  /** A client address of its own per test, so no test spends another's counters. */
  const newIp = () => `10.21.${Math.floor(++ipCount / 250)}.${ipCount % 250}`;

  /** One product per test (the seeded shop has few to spare), $10 a unit, with `stock` units. */
  async function stockedItem(stock: number) {
    await shop.db.updateTable('settings').set({ guest_checkout: 1 }).execute();
    const { ruleId } = await shippingRule(shop.db, { priceCents: 0 });
    return product(shop.db, { sellingCents: 1000, stock, shippingRuleId: ruleId });
  }

  async function guestWithCart(item: { productId: number; inventoryId: number }, o: { email?: string; name?: string; quantity?: number } = {}) {
    const token = `g${randomBytes(20).toString('hex')}`;
    const guestId = await ensureGuestId(shop.db, token);
    await cartLine(shop.db, { guestId }, item, o.quantity ?? 2);
    const email = o.email ?? `new.${randomBytes(5).toString('hex')}@example.com`;
    const addressId = await address(shop.db, { guestId }, 'US', 'CA', { email, ...(o.name ? { name: o.name } : {}) });
    return { token, guestId, item, email, addressId };
  }

  const placeAsGuest = (guest: { token: string; addressId: number }, ip: string, extra: Record<string, unknown> = {}, lang = 'en') =>
    shop.call<PlacedOrder | Form>({ method: 'POST', url: '/api/v1/order/action', payload: { user_token: guest.token, order_method: 2, address_id: guest.addressId, ...extra }, headers: { Language: lang }, remoteAddress: ip });
  const confirm = (token: unknown, ip: string, lang = 'en') =>
    shop.call<{ id: number; order: string } | Form>({ method: 'POST', url: '/api/v1/order/confirm', payload: { token }, headers: { Language: lang }, remoteAddress: ip });
  const linkToken = (text: string) => /\/order-confirm\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? null;
  const orderRow = (id: number) => shop.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const countOrders = async () => Number((await shop.db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('holds a guest\'s cash order to a new address until the mailed link confirms it, once; then the address is known', async () => {
    const ip = newIp();
    const item = await stockedItem(5);
    const guest = await guestWithCart(item, { name: POSING });
    await shop.jobsDone();
    const sentBefore = shop.mails.length;
    const placed = await placeAsGuest(guest, ip);
    expect(placed.body.status, JSON.stringify(placed.body)).toBe(200);
    const order = placed.body.data as PlacedOrder;
    expect(order.awaiting_confirmation).toBe(true);
    expect(new Date(order.confirm_by!).getTime() - new Date((await orderRow(order.id)).created_at).getTime()).toBe(GUEST_CONFIRMATION.windowMinutes * 60_000);
    // Stock is held, but the order is not one the shop sees yet.
    expect(await stockOf(shop.db, item.inventoryId)).toBe(3);
    expect((await orderRow(order.id)).awaiting_confirmation).toBe(1);
    const desk = { db: shop.db, dialect: shop.dialect, mail: sentAtOnce(shop.recorder), publicUrl: 'http://shop.test' } as Parameters<typeof listOrdersCommand>[0];
    expect((await listOrdersCommand(desk, [])).lines.join('\n')).not.toContain(order.order);

    // One mail: the link, with the code and the amount, and nothing the guest typed.
    await shop.jobsDone();
    const mails = shop.mails.slice(sentBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]!).toMatchObject({ to: guest.email, subject: `Confirm your order ${order.order}` });
    expect(mails[0]!.text).toMatch(/\$20\b/);
    expect(mails[0]!.text).not.toMatch(/locked|evil|Ada/);
    const token = linkToken(mails[0]!.text)!;
    expect(mails[0]!.text).toContain(`http://shop.test/order-confirm?token=${token}`);

    // A wrong token does nothing; the right one confirms once and mails the order confirmation.
    expect((await confirm('x'.repeat(43), ip, 'fr')).body).toMatchObject({ status: 201, data: { form: ['Ce lien de confirmation n’est pas valide ou a déjà été utilisé.'] } });
    expect((await orderRow(order.id)).awaiting_confirmation).toBe(1);
    const confirmed = await confirm(token, ip);
    expect(confirmed.body).toMatchObject({ status: 200, message: 'Thank you: your order is confirmed.', data: { id: order.id, order: order.order, amount: 20, order_method: 2 } });
    expect((await orderRow(order.id))).toMatchObject({ awaiting_confirmation: 0, confirm_token_hash: null, cancelled: 0 });
    await shop.jobsDone();
    expect(shopperMails(shop.mails, order.order).at(-1)!.subject).toBe(`Your order ${order.order} is placed`);
    expect((await listOrdersCommand(desk, [])).lines.join('\n')).toContain(order.order);
    expect((await confirm(token, ip, 'ar')).body).toMatchObject({ status: 201, data: { form: ['رابط التأكيد هذا غير صالح أو تم استخدامه من قبل.'] } });

    // The address has a confirmed order now: its next guest order counts at once.
    const again = await guestWithCart(item, { email: guest.email.toUpperCase(), quantity: 1 });
    const next = (await placeAsGuest(again, ip)).body.data as PlacedOrder;
    expect(next.awaiting_confirmation).toBe(false);
    await shop.jobsDone();
    expect(shopperMails(shop.mails, next.order).at(-1)!.subject).toBe(`Your order ${next.order} is placed`);
  });

  it('releases an order not confirmed in time: stock and voucher come back, and its link says it is too late', async () => {
    const ip = newIp();
    const code = `LIM${randomBytes(3).toString('hex').toUpperCase()}`;
    await voucher(shop.db, { type: 2, price: 10, usageLimit: 1, code });
    const item = await stockedItem(2);
    const guest = await guestWithCart(item);
    await shop.jobsDone();
    const sentBefore = shop.mails.length;
    const order = (await placeAsGuest(guest, ip, { voucher: code })).body.data as PlacedOrder;
    expect(order.awaiting_confirmation).toBe(true);
    expect(await stockOf(shop.db, item.inventoryId)).toBe(0);
    const usages = () => shop.db.selectFrom('voucher_usages').select('id').where('order_id', '=', order.id).execute();
    expect(await usages()).toHaveLength(1);
    await shop.jobsDone();
    const token = linkToken(shop.mails[sentBefore]!.text)!;

    // Not yet due: nothing is released.
    const placedAt = new Date((await orderRow(order.id)).created_at).getTime();
    expect(await releaseExpiredOrders(shop.db, shop.dialect, new Date(placedAt + GUEST_CONFIRMATION.windowMinutes * 60_000 - 1000))).toBe(0);
    expect(await stockOf(shop.db, item.inventoryId)).toBe(0);
    expect(await releaseExpiredOrders(shop.db, shop.dialect, new Date(placedAt + GUEST_CONFIRMATION.windowMinutes * 60_000))).toBe(1);
    expect(await stockOf(shop.db, item.inventoryId)).toBe(2);
    expect(await usages()).toEqual([]);
    expect(await orderRow(order.id)).toMatchObject({ cancelled: 1, awaiting_confirmation: 1, confirm_token_hash: null });
    const history = await shop.db.selectFrom('order_history').select(['kind', 'actor']).where('order_id', '=', order.id).orderBy('id').execute();
    expect(history).toEqual([{ kind: 'placed', actor: 'shopper' }, { kind: 'cancelled', actor: 'system' }]);
    // Released once only; the link names nothing any more.
    expect(await releaseExpiredOrders(shop.db, shop.dialect, new Date(placedAt + 3_600_000))).toBe(0);
    expect((await confirm(token, ip)).body).toMatchObject({ status: 201 });

    // A late link to an order not yet swept releases it itself and says why, in the caller's language.
    const late = await guestWithCart(item, { quantity: 1 });
    await shop.jobsDone();
    const before = shop.mails.length;
    const lateOrder = (await placeAsGuest(late, ip, { voucher: code })).body.data as PlacedOrder;
    expect(lateOrder.awaiting_confirmation).toBe(true);
    await shop.db.updateTable('orders').set({ confirm_expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', lateOrder.id).execute();
    await shop.jobsDone();
    expect((await confirm(linkToken(shop.mails[before]!.text), ip, 'tr')).body).toMatchObject({ status: 201, data: { form: ['Bu sipariş zamanında onaylanmadığı için iptal edildi. Lütfen yeniden sipariş verin.'] } });
    expect(await stockOf(shop.db, item.inventoryId)).toBe(2);
    expect((await orderRow(lateOrder.id)).cancelled).toBe(1);
  });

  it('an expired unconfirmed order gives its stock back on the job queue\'s schedule, never inside the next shopper\'s order (decision 0019)', async () => {
    const item = await stockedItem(2);
    const first = (await placeAsGuest(await guestWithCart(item), newIp())).body.data as PlacedOrder;
    expect(first.awaiting_confirmation).toBe(true);
    await shop.db.updateTable('orders').set({ confirm_expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', first.id).execute();
    // The next order finds the stock there is: still held by the expired order until the sweep runs.
    const next = await guestWithCart(item, { quantity: 1 });
    const ip = newIp();
    expect((await placeAsGuest(next, ip)).body).toMatchObject({ status: 201, data: { form: ['Product quantity exceeds inventory.'] } });
    expect((await orderRow(first.id)).cancelled).toBe(0);
    // The scheduled work, as the queue runs it every minute.
    const tasks = new Map<string, () => Promise<void>>();
    registerScheduledWork({ db: shop.db, shop: { dialect: shop.dialect }, payments: { windowMinutes: 30 }, jobs: { every: (name: string, _minutes: number, task: () => Promise<void>) => void tasks.set(name, task) } } as unknown as ApiContext);
    expect([...tasks.keys()]).toEqual(['release-unconfirmed-orders', 'expire-abandoned-payments']);
    await tasks.get('release-unconfirmed-orders')!();
    expect((await orderRow(first.id)).cancelled).toBe(1);
    expect(await stockOf(shop.db, item.inventoryId)).toBe(2);
    expect((await placeAsGuest(next, ip)).body).toMatchObject({ status: 200 });
  });

  it('limits guests\' orders to new addresses per client and per address (429, Retry-After, nothing changed); a known address is not slowed', async () => {
    const ip = newIp();
    const item = await stockedItem(100);
    const perClient = DEFAULT_AUTH_LIMITS.guest_order.ip.max;
    for (let i = 0; i < perClient; i++) expect((await placeAsGuest(await guestWithCart(item, { quantity: 1 }), ip)).body.status).toBe(200);
    const refusedGuest = await guestWithCart(item, { quantity: 1 });
    const [orders, stock] = [await countOrders(), await stockOf(shop.db, item.inventoryId)];
    const refused = await placeAsGuest(refusedGuest, ip, {}, 'tr');
    expect(refused.http).toBe(429);
    expect(refused.body).toMatchObject({ status: 429, message: 'Kısa sürede buradan çok fazla sipariş verildi. Lütfen biraz bekleyip tekrar deneyin veya giriş yapın.' });
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    expect([await countOrders(), await stockOf(shop.db, item.inventoryId)]).toEqual([orders, stock]);
    expect(await shop.db.selectFrom('carts').select('id').where('guest_user_id', '=', refusedGuest.guestId).execute()).toHaveLength(1);

    // One new address from many clients: a few orders, then 429.
    const email = `target.${randomBytes(4).toString('hex')}@example.com`;
    const perAddress = DEFAULT_AUTH_LIMITS.guest_order.account.max;
    for (let i = 0; i < perAddress; i++) expect((await placeAsGuest(await guestWithCart(item, { email, quantity: 1 }), newIp())).body.status).toBe(200);
    expect((await placeAsGuest(await guestWithCart(item, { email: email.toUpperCase(), quantity: 1 }), newIp())).http).toBe(429);

    // An address with a confirmed order (here: an account's) orders on from the refused client.
    const known = await shop.signedInUser();
    const knownEmail = (await shop.db.selectFrom('users').select('email').where('id', '=', known.id).executeTakeFirstOrThrow()).email;
    for (let i = 0; i < 3; i++) {
      const placed = await placeAsGuest(await guestWithCart(item, { email: knownEmail, quantity: 1 }), ip);
      expect(placed.body.status).toBe(200);
      expect((placed.body.data as PlacedOrder).awaiting_confirmation).toBe(false);
    }
  });

  it('holds a burst of guests\' orders to a known address for its link like a new one\'s, and counts every guest order per address whatever the client', async () => {
    const item = await stockedItem(100);
    const known = await shop.signedInUser();
    const knownEmail = (await shop.db.selectFrom('users').select('email').where('id', '=', known.id).executeTakeFirstOrThrow()).email;
    await shop.jobsDone();
    const inbox = () => shop.mails.filter((mail) => String(mail.to).includes(knownEmail));
    const mailsBefore = inbox().length;
    // Each from a client of its own with a fresh guest token, as a script would.
    const waits: boolean[] = [];
    for (let i = 0; i < GUEST_CONFIRMATION.knownAddressBurst + DEFAULT_AUTH_LIMITS.guest_order.account.max; i++) {
      const placed = await placeAsGuest(await guestWithCart(item, { email: knownEmail, quantity: 1 }), newIp());
      expect(placed.body.status, JSON.stringify(placed.body)).toBe(200);
      waits.push((placed.body.data as PlacedOrder).awaiting_confirmation);
    }
    expect(waits).toEqual([false, false, false, true, true, true]);
    // The held ones are bounded as a new address's are: the next is refused, nothing reserved.
    const stock = await stockOf(shop.db, item.inventoryId);
    expect((await placeAsGuest(await guestWithCart(item, { email: knownEmail, quantity: 1 }), newIp())).http).toBe(429);
    expect(await stockOf(shop.db, item.inventoryId)).toBe(stock);
    // Six mails in all to that inbox: three orders placed, three links to confirm.
    await shop.jobsDone();
    const mails = inbox().slice(mailsBefore);
    expect(mails).toHaveLength(6);
    expect(mails.filter((mail) => linkToken(mail.text) !== null)).toHaveLength(3);
    // Every guest order to the address counted against it, refused one included, whatever the client.
    const counted = await shop.db.selectFrom('auth_throttles').select('hits').where('key', '=', `guest_recipient:account:${knownEmail}`).executeTakeFirstOrThrow();
    expect(Number(counted.hits)).toBe(7);
    expect(DEFAULT_AUTH_LIMITS.guest_recipient.account).toEqual({ max: 10, windowSeconds: 3600 });
    // A signed-in shopper's orders are their account's business: not held, not counted per address.
    await cartLine(shop.db, { userId: known.id }, item, 1);
    const own = await placeOrderCall(shop, known.token, { order_method: 2, address_id: await address(shop.db, { userId: known.id }, 'US', 'CA', { email: knownEmail }) });
    expect(own.body.status, JSON.stringify(own.body)).toBe(200);
    expect((own.body.data as PlacedOrder).awaiting_confirmation).toBe(false);
    expect(Number((await shop.db.selectFrom('auth_throttles').select('hits').where('key', '=', `guest_recipient:account:${knownEmail}`).executeTakeFirstOrThrow()).hits)).toBe(7);
  });

  it('places at most the limit of orders per buyer and per client', async () => {
    const user = await shop.signedInUser();
    const { ruleId } = await shippingRule(shop.db, { priceCents: 0 });
    const item = await product(shop.db, { sellingCents: 100, stock: 100, shippingRuleId: ruleId });
    const addressId = await address(shop.db, { userId: user.id });
    const perBuyer = DEFAULT_AUTH_LIMITS.order.account.max;
    const place = async () => {
      await cartLine(shop.db, { userId: user.id }, item, 1);
      return shop.call<PlacedOrder | Form>({ method: 'POST', url: '/api/v1/order/action', payload: { order_method: 2, address_id: addressId }, headers: bearer(user.token), remoteAddress: newIp() });
    };
    for (let i = 0; i < perBuyer; i++) expect((await place()).body.status).toBe(200);
    const refused = await place();
    expect(refused.http).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stockOf(shop.db, item.inventoryId)).toBe(100 - perBuyer);
  });

  it('re-sends an order\'s mail a few times a day, then answers 429 with Retry-After; another order is its own count', async () => {
    const user = await shop.signedInUser();
    const { ruleId } = await shippingRule(shop.db, { priceCents: 0 });
    const item = await product(shop.db, { sellingCents: 500, stock: 10, shippingRuleId: ruleId });
    const addressId = await address(shop.db, { userId: user.id });
    const placeOne = async () => {
      await cartLine(shop.db, { userId: user.id }, item, 1);
      return (await placeOrderCall(shop, user.token, { order_method: 2, address_id: addressId })).body.data as PlacedOrder;
    };
    const [first, second] = [await placeOne(), await placeOne()];
    const ip = newIp();
    const resend = (id: number, lang = 'en', from = ip) => shop.call<boolean | null>({ method: 'POST', url: '/api/v1/order/send-order-email', payload: { order_id: id }, headers: { ...bearer(user.token), Language: lang }, remoteAddress: from });
    await shop.jobsDone();
    const sentBefore = shop.mails.length;
    // 40 at once, as in the probe: exactly the limit is sent.
    const burst = await Promise.all(Array.from({ length: 40 }, () => resend(first.id)));
    const perOrder = DEFAULT_AUTH_LIMITS.order_mail.account.max;
    expect(burst.filter((r) => r.http === 200)).toHaveLength(perOrder);
    expect(burst.filter((r) => r.http === 429)).toHaveLength(40 - perOrder);
    await shop.jobsDone();
    expect(shop.mails.length - sentBefore).toBe(perOrder);
    const refused = await resend(first.id, 'hi');
    expect(refused.body.message).toBe('इस ऑर्डर का ईमेल पहले ही कई बार भेजा जा चुका है। कृपया अपना इनबॉक्स और स्पैम फ़ोल्डर देखें, या कल फिर से प्रयास करें।');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(86_000);
    // The burst spent this client's own allowance too; from elsewhere the other order's mail goes.
    expect((await resend(second.id)).http).toBe(429);
    expect((await resend(second.id, 'en', newIp())).http).toBe(200);
  });

  it('stops voucher guessing: 400 guesses from one client get at most the limit answered', async () => {
    const item = await stockedItem(10);
    const guest = await guestWithCart(item);
    const ip = newIp();
    const guesses = await Promise.all(Array.from({ length: 400 }, (_, i) => shop.call<Form | null>({
      method: 'POST', url: '/api/v1/voucher/validity', payload: { user_token: guest.token, voucher: `GUESS${i}` }, remoteAddress: ip,
    })));
    const answered = guesses.filter((g) => g.http !== 429);
    expect(answered.length).toBeLessThanOrEqual(DEFAULT_AUTH_LIMITS.voucher.account.max);
    expect(answered.every((g) => g.body.status === 201)).toBe(true);
    const refused = guesses.find((g) => g.http === 429)!;
    expect(refused.body.message).toBe('Too many attempts. Please wait a few minutes and try again.');
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    // Another buyer from another client is not affected.
    const other = await guestWithCart(item);
    expect((await shop.call({ method: 'POST', url: '/api/v1/voucher/validity', payload: { user_token: other.token, voucher: 'NOPE' }, remoteAddress: newIp() })).http).toBe(200);
  });

  it('refuses a client\'s guest look-ups of orders once it has missed too often, its own order included', async () => {
    const guest = await guestWithCart(await stockedItem(5));
    const ip = newIp();
    const order = (await placeAsGuest(guest, ip)).body.data as PlacedOrder;
    const lookUp = (token: string) => shop.call({ method: 'GET', url: `/api/v1/order/by-user?order_id=${order.id}&user_token=${token}`, remoteAddress: ip });
    for (let i = 0; i < DEFAULT_AUTH_LIMITS.guest_token.ip.max; i++) expect((await lookUp(`g${randomBytes(20).toString('hex')}`)).http).toBe(404);
    const refused = await lookUp(guest.token);
    expect(refused.http).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // From another client the owner reads it as ever.
    expect((await shop.call({ method: 'GET', url: `/api/v1/order/by-user?order_id=${order.id}&user_token=${guest.token}`, remoteAddress: newIp() })).http).toBe(200);
  });

  it('never lets a customer\'s words pose as the shop: quoted, capped, no link, not in the subject', async () => {
    const known = await shop.signedInUser();
    const knownEmail = (await shop.db.selectFrom('users').select('email').where('id', '=', known.id).executeTakeFirstOrThrow()).email;
    const guest = await guestWithCart(await stockedItem(5), { email: knownEmail, name: POSING });
    await shop.jobsDone();
    const sentBefore = shop.mails.length;
    const order = (await placeAsGuest(guest, newIp())).body.data as PlacedOrder;
    await shop.jobsDone();
    const mail = shopperMails(shop.mails.slice(sentBefore), order.order)[0]!;
    expect(mail.subject).toBe(`Your order ${order.order} is placed`);
    expect(mail.text).not.toContain('evil.example');
    expect(mail.html).not.toContain('evil.example');
    expect(mail.html).not.toMatch(/<a href="(?!http:\/\/shop\.test)/);
    const greeting = mail.text.split('\n')[0]!;
    expect(greeting).toBe("Hello “Your account is locked - verify at […]…”,");
    expect(mail.html).toContain('<i class="customer-words">');
  });
});
