import { describe, expect, it } from 'vitest';
import { changeOrder } from '../../backend/orders/order-changes';
import { testDatabases } from '../support/databases';
import {
  address, bearer, cartLine, type PlacedOrder, placeOrderCall, product, shippingRule, stockOf, useOrderShop, voucher,
} from './orders-support';

type Cancelled = { order_id: number; cancelled: number };

describe.each(testDatabases())('api/v1 cancellation/* and order changes on $name', (database) => {
  const shop = useOrderShop(database);

  /** A signed-in buyer who placed an order of `quantity` units (cash on delivery), optionally with a voucher. */
  async function placed(o: { stock?: number; quantity?: number; voucherCode?: string } = {}) {
    const user = await shop.signedInUser();
    const owner = { userId: user.id };
    const { ruleId } = await shippingRule(shop.db, { priceCents: 500 });
    const item = await product(shop.db, { sellingCents: 1250, stock: o.stock ?? 10, shippingRuleId: ruleId });
    await cartLine(shop.db, owner, item, o.quantity ?? 2);
    const addressId = await address(shop.db, owner);
    const { body } = await placeOrderCall(shop, user.token, { order_method: 2, address_id: addressId, ...(o.voucherCode ? { voucher: o.voucherCode } : {}) });
    expect(body.status, JSON.stringify(body)).toBe(200);
    return { user, item, order: body.data as PlacedOrder };
  }

  const cancel = (token: string, orderId: unknown, lang = 'en', reason?: string) =>
    shop.call<Cancelled>({ method: 'POST', url: '/api/v1/cancellation/cancel-order', payload: { order_id: orderId, ...(reason ? { reason } : {}) }, headers: { ...bearer(token), Language: lang } });
  const history = (orderId: number) => shop.db.selectFrom('order_history').select(['kind', 'status', 'actor', 'note']).where('order_id', '=', orderId).orderBy('id').execute();
  const orderRow = (orderId: number) => shop.db.selectFrom('orders').select(['status', 'cancelled', 'refunded', 'payment_done']).where('id', '=', orderId).executeTakeFirstOrThrow();

  it('writes the placed order\'s first history row in the same transaction', async () => {
    const { order } = await placed();
    expect(await history(order.id)).toEqual([{ kind: 'placed', status: 1, actor: 'shopper', note: null }]);
  });

  it('cancels a pending order: every unit back to stock, the voucher use given back, history and cancellation kept', async () => {
    const code = (await voucher(shop.db, { type: 1, price: 100, perCustomer: 1 })).code;
    const { user, item, order } = await placed({ stock: 2, quantity: 2, voucherCode: code });
    expect(await stockOf(shop.db, item.inventoryId)).toBe(0);
    expect((await shop.db.selectFrom('products').select('in_stock').where('id', '=', item.productId).executeTakeFirstOrThrow()).in_stock).toBe(0);

    const { http, body } = await cancel(user.token, order.id, 'fr', 'Changed my mind');
    expect(http).toBe(200);
    expect(body).toMatchObject({ status: 200, message: 'Cette commande a été annulée', data: { order_id: order.id, cancelled: 1 } });
    expect(await stockOf(shop.db, item.inventoryId)).toBe(2);
    expect((await shop.db.selectFrom('products').select('in_stock').where('id', '=', item.productId).executeTakeFirstOrThrow()).in_stock).toBe(1);
    expect(await shop.db.selectFrom('voucher_usages').select('id').where('order_id', '=', order.id).execute()).toEqual([]);
    expect(await orderRow(order.id)).toEqual({ status: 1, cancelled: 1, refunded: 0, payment_done: 0 });
    expect((await history(order.id)).at(-1)).toEqual({ kind: 'cancelled', status: 1, actor: 'shopper', note: 'Changed my mind' });

    const found = await shop.call<{ reason: string; order_id: number }>({ method: 'POST', url: '/api/v1/cancellation/find', payload: { order_id: order.id }, headers: bearer(user.token) });
    expect(found.body.data).toMatchObject({ order_id: order.id, reason: 'Changed my mind' });
  });

  it('cancelling twice changes nothing the second time', async () => {
    const { user, item, order } = await placed({ stock: 5, quantity: 2 });
    expect((await cancel(user.token, order.id)).body.status).toBe(200);
    const again = await cancel(user.token, order.id, 'tr');
    expect(again.body).toMatchObject({ status: 201, data: { form: ['Bu sipariş artık değiştirilemez.'] } });
    expect(await stockOf(shop.db, item.inventoryId)).toBe(5);
    expect((await history(order.id)).filter((e) => e.kind === 'cancelled')).toHaveLength(1);
  });

  it('stock after an order and its cancellation equals the stock before', async () => {
    const { user, item, order } = await placed({ stock: 7, quantity: 3 });
    expect(await stockOf(shop.db, item.inventoryId)).toBe(4);
    await cancel(user.token, order.id);
    expect(await stockOf(shop.db, item.inventoryId)).toBe(7);
  });

  it('refuses a confirmed order, another shopper\'s order and junk, in the shopper\'s language, changing nothing', async () => {
    const { user, item, order } = await placed({ stock: 5, quantity: 1 });
    const stranger = await shop.signedInUser();
    const notFound = await cancel(stranger.token, order.id, 'ar');
    expect(notFound.http).toBe(404);
    expect(notFound.body.message).toBe('الطلب غير موجود.');
    const findByStranger = await shop.call({ method: 'POST', url: '/api/v1/cancellation/find', payload: { order_id: order.id }, headers: bearer(stranger.token) });
    expect(findByStranger.http).toBe(404);
    for (const junk of ['x', -1, null, 99_999_999_999]) expect((await cancel(user.token, junk)).http).toBe(404);
    expect((await shop.call({ method: 'POST', url: '/api/v1/cancellation/cancel-order', payload: { order_id: order.id } })).body.status).toBe(403);

    expect((await changeOrder(shop.db, shop.dialect, { orderId: order.id, change: { kind: 'advance' }, actor: 'operator' })).ok).toBe(true);
    const late = await cancel(user.token, order.id, 'hi');
    expect(late.body).toMatchObject({ status: 201, data: { form: ['केवल लंबित ऑर्डर ही रद्द किया जा सकता है।'] } });
    expect(await orderRow(order.id)).toEqual({ status: 2, cancelled: 0, refunded: 0, payment_done: 0 });
    expect(await stockOf(shop.db, item.inventoryId)).toBe(4);
  });

  it('a shopper\'s cancel racing the operator\'s confirm ends with exactly one of them applied', async () => {
    for (let round = 0; round < 4; round++) {
      const { user, item, order } = await placed({ stock: 3, quantity: 1 });
      const [cancelled, confirmed] = await Promise.all([
        cancel(user.token, order.id),
        changeOrder(shop.db, shop.dialect, { orderId: order.id, change: { kind: 'advance' }, actor: 'operator' }),
      ]);
      const applied = [cancelled.body.status === 200, confirmed.ok].filter(Boolean);
      expect(applied).toHaveLength(1);
      const row = await orderRow(order.id);
      expect(row.cancelled === 1 ? row.status : 2).toBe(row.cancelled === 1 ? 1 : row.status);
      expect(await stockOf(shop.db, item.inventoryId)).toBe(row.cancelled === 1 ? 3 : 2);
      expect((await history(order.id)).map((e) => e.kind)).toEqual(['placed', row.cancelled === 1 ? 'cancelled' : 'status']);
    }
  });

  it('moves an order forward one step at a time to delivered, refunds only a paid one, and records who did what', async () => {
    const { order } = await placed();
    const step = (kind: 'advance' | 'pay' | 'refund') => changeOrder(shop.db, shop.dialect, { orderId: order.id, change: { kind }, actor: kind === 'pay' ? 'system' : 'operator' });
    expect(await step('refund')).toEqual({ ok: false, code: 'not_paid' });
    for (let i = 0; i < 4; i++) expect((await step('advance')).ok).toBe(true);
    expect(await step('advance')).toEqual({ ok: false, code: 'already_delivered' });
    expect((await step('pay')).ok).toBe(true);
    expect((await step('refund')).ok).toBe(true);
    expect(await step('refund')).toEqual({ ok: false, code: 'order_final' });
    expect(await orderRow(order.id)).toEqual({ status: 5, cancelled: 0, refunded: 1, payment_done: 1 });
    expect((await history(order.id)).map((e) => [e.kind, e.status, e.actor])).toEqual([
      ['placed', 1, 'shopper'], ['status', 2, 'operator'], ['status', 3, 'operator'], ['status', 4, 'operator'], ['status', 5, 'operator'],
      ['paid', 5, 'system'], ['refunded', 5, 'operator'],
    ]);
  });
});
