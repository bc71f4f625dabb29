import { describe, expect, it } from 'vitest';
import { changeOrder } from '../../backend/orders/order-changes';
import { testDatabases } from '../support/databases';
import { address, bearer, cartLine, type PlacedOrder, placeOrderCall, product, shippingRule, useOrderShop } from './orders-support';

type Tracked = { order: string; status: number; cancelled: number; timeline: { status: number; state: string; at: string | null }[]; estimated_delivery: string | null };

describe.each(testDatabases())('api/v1 track-order and the order\'s timeline on $name', (database) => {
  const shop = useOrderShop(database);

  async function placed() {
    const user = await shop.signedInUser();
    const owner = { userId: user.id };
    const { ruleId } = await shippingRule(shop.db, { priceCents: 500 });
    const item = await product(shop.db, { sellingCents: 1250, stock: 10, shippingRuleId: ruleId });
    await cartLine(shop.db, owner, item, 1);
    const { body } = await placeOrderCall(shop, user.token, { order_method: 2, address_id: await address(shop.db, owner) });
    return { user, order: body.data as PlacedOrder };
  }
  const track = (code: unknown, lang = 'en', ip = '10.0.0.1') =>
    shop.call<Tracked>({ method: 'GET', url: `/api/v1/track-order?order=${encodeURIComponent(String(code))}`, headers: { Language: lang }, remoteAddress: ip });

  it('shows anyone with the code the status, timeline and estimated delivery, and nothing personal', async () => {
    const { order } = await placed();
    await changeOrder(shop.db, shop.dialect, { orderId: order.id, change: { kind: 'advance' }, actor: 'operator' });
    const { http, body } = await track(order.order.toLowerCase().replace(/(.{4})/g, '$1 '));
    expect(http).toBe(200);
    expect(body.data).toMatchObject({ order: order.order, status: 2, cancelled: 0 });
    expect(body.data.timeline.map((s) => s.state)).toEqual(['done', 'active', 'upcoming', 'upcoming', 'upcoming']);
    expect(body.data.timeline[1]!.at).toEqual(expect.any(String));
    const created = Date.parse((await shop.db.selectFrom('orders').select('created_at').where('id', '=', order.id).executeTakeFirstOrThrow()).created_at);
    // The fixture's shipping place needs 3 days.
    expect(Date.parse(body.data.estimated_delivery!) - created).toBe(3 * 86_400_000);
    const text = JSON.stringify(body);
    for (const personal of ['Ada', 'example.com', 'address', 'email', 'phone', 'name']) expect(text).not.toContain(personal);
  });

  it('answers an unknown or malformed code clearly in the shopper\'s language', async () => {
    for (const code of ['23456789ABCD', 'nope', '']) {
      const { http, body } = await track(code, 'fr', '10.0.0.2');
      expect(http).toBe(200);
      expect(body).toMatchObject({ status: 201, message: 'Aucune commande ne porte ce code de suivi. Veuillez le vérifier et réessayer.' });
    }
  });

  it('limits lookups per client, so codes cannot be walked', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 62; i++) statuses.push((await track('23456789ABCD', 'en', '10.0.0.3')).body.status);
    expect(statuses.slice(0, 60).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(60)).toEqual([429, 429]);
    expect((await track('23456789ABCD', 'en', '10.0.0.4')).body.status).toBe(201);
  });

  it('gives the order detail its history and timeline, and the cancellation that stopped it', async () => {
    const { user, order } = await placed();
    await shop.call({ method: 'POST', url: '/api/v1/cancellation/cancel-order', payload: { order_id: order.id }, headers: bearer(user.token) });
    const { body } = await shop.call<{ history: { kind: string }[]; timeline: { kind: string; state: string }[]; cancellation: unknown; estimated_delivery: unknown }>({
      method: 'GET', url: `/api/v1/order/by-user?order_id=${order.id}`, headers: bearer(user.token),
    });
    expect(body.data.history.map((e) => e.kind)).toEqual(['placed', 'cancelled']);
    // Stopped: the step it reached, then Cancelled; nothing still to come (an unpaid order owes no refund).
    expect(body.data.timeline.map((s) => [s.kind, s.state])).toEqual([['status', 'done'], ['cancelled', 'done']]);
    expect(body.data.cancellation).not.toBeNull();
    expect(body.data.estimated_delivery).toBeNull();
  });
});
