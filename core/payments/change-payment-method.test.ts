import { describe, expect, it } from 'vitest';
import { cartKit, makeLine, MemoryPaymentGateway, RecordingNavigator } from '../cart/cart-fakes.test-support';
import { CART_SELECTED } from '../cart/cart';
import { ChangePaymentMethod } from './change-payment-method';

async function kit() {
  const k = cartKit([makeLine({ id: 1, selected: CART_SELECTED })]);
  k.orders.methods = [{ method: 1, config: {} }, { method: 2, config: {} }, { method: 4, config: {} }, { method: 7, config: {} }];
  await k.orders.placeOrder(k.callers.read('en'), { order_method: 1, time_zone: 'UTC', address_id: 1 }, 'key');
  const payments = new MemoryPaymentGateway(k.orders);
  const navigator = new RecordingNavigator();
  return { ...k, payments, navigator, change: new ChangePaymentMethod(payments, navigator, k.state, k.callers) };
}

describe('ChangePaymentMethod', () => {
  it("opens a new payment with the same method and sends the browser to the provider's page", async () => {
    const { change, navigator, payments } = await kit();
    expect(await change.execute('en', 1, 1)).toEqual({ ok: true, leaving: true });
    expect(payments.changes).toEqual([{ orderId: 1, method: 1 }]);
    expect(navigator.followed).toEqual([{ kind: 'redirect', url: 'https://pay.example/razorpay/1/2' }]);
  });

  it("follows a posted step too (another online method)", async () => {
    const { change, navigator } = await kit();
    await change.execute('en', 1, 4);
    expect(navigator.followed).toEqual([{ kind: 'post', url: 'https://pay.example/paypal', fields: { order: '1', attempt: '2' } }]);
  });

  it('switches to cash on delivery without leaving, and forgets the order read before so its page reads it again', async () => {
    const { change, navigator, orders, state } = await kit();
    state.setPlacedOrder({ id: 1, order: null });
    expect(await change.execute('en', 1, 2)).toEqual({ ok: true, leaving: false });
    expect(navigator.followed).toEqual([]);
    expect(orders.stored.get(1)!.details.method).toBe(2);
    expect(state.placedOrder).toBeNull();
  });

  it("answers the server's refusal as a value and goes nowhere; one change at a time", async () => {
    const { change, navigator, payments } = await kit();
    expect(await change.execute('en', 1, 5)).toEqual({ ok: false, message: 'This payment method is not available.' });
    expect(await change.execute('en', 8, 2)).toEqual({ ok: false, message: 'Order not found.' });
    await Promise.all([change.execute('en', 1, 1), change.execute('en', 1, 1)]);
    expect(payments.changes.filter((c) => c.orderId === 1 && c.method === 1)).toHaveLength(1);
    expect(navigator.followed).toHaveLength(1);
  });
});
