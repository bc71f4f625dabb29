import { describe, expect, it } from 'vitest';
import { cartKit, makeLine, MemoryPaymentGateway } from '../cart/cart-fakes.test-support';
import { CART_SELECTED } from '../cart/cart';
import type { CartCaller } from '../cart/cart-caller';
import { CompletePayment, readPaymentReturn } from './complete-payment';

type Callers = { read: (language: string) => CartCaller };
const guest: Callers = { read: (language: string) => ({ token: null, userToken: 'guest-1', language }) };
const nobody: Callers = { read: (language: string) => ({ token: null, userToken: null, language }) };

async function kit(callers: Callers = guest) {
  const k = cartKit([makeLine({ id: 1, selected: CART_SELECTED })]);
  const owner = callers.read('en');
  await k.orders.placeOrder(owner, { order_method: 3, time_zone: 'UTC', address_id: 1 }, 'key');
  const payments = new MemoryPaymentGateway(k.orders);
  return { ...k, payments, complete: new CompletePayment(payments, k.state, callers) };
}

const query = (text: string) => readPaymentReturn(new URLSearchParams(text));

describe('readPaymentReturn', () => {
  it('keeps every parameter as it came, and reads the order id and a cancellation from them', () => {
    expect(query('order_id=12&session_id=cs_1&cancelled=1')).toEqual({ orderId: 12, cancelled: true, params: { order_id: '12', session_id: 'cs_1', cancelled: '1' } });
    for (const bad of ['', 'order_id=', 'order_id=0', 'order_id=-3', 'order_id=1.5', 'order_id=9e3', 'order_id=99999999999999999999']) expect(query(bad).orderId).toBeNull();
  });
});

describe('CompletePayment', () => {
  it("sends the provider's parameters as the guest who owns the order, and answers paid with the provider's reference", async () => {
    const { complete, payments, state } = await kit();
    state.setPlacedOrder({ id: 1, order: null });
    expect(await complete.execute('ar', query('order_id=1&paid=1&razorpay_signature=abc'))).toEqual({ kind: 'paid', orderId: 1, transId: 'pay_1' });
    expect(payments.done).toEqual([{ orderId: 1, params: { order_id: '1', paid: '1', razorpay_signature: 'abc' } }]);
    // The order read before (unpaid) is read again by its page.
    expect(state.placedOrder).toBeNull();
  });

  it('asks the server once however often the page asks for the same return', async () => {
    const { complete, payments } = await kit();
    const [a, b] = await Promise.all([complete.execute('en', query('order_id=1&paid=1')), complete.execute('en', query('order_id=1&paid=1'))]);
    expect(a).toEqual(b);
    expect(payments.done).toHaveLength(1);
  });

  it('skips the server when the shopper cancelled on the provider page, and when there is no order or no owner', async () => {
    const { complete, payments } = await kit();
    expect(await complete.execute('en', query('order_id=1&cancelled=1'))).toEqual({ kind: 'not_completed', orderId: 1, message: null });
    expect(await complete.execute('en', query('session_id=x'))).toEqual({ kind: 'not_found', message: null });
    const anonymous = await kit(nobody);
    expect(await anonymous.complete.execute('en', query('order_id=1&paid=1'))).toEqual({ kind: 'not_found', message: null });
    expect(payments.done).toEqual([]);
    expect(anonymous.payments.done).toEqual([]);
  });

  it("turns the server's answers into what the page offers: pay again, not yours, or check again", async () => {
    const { complete, payments } = await kit();
    expect(await complete.execute('en', query('order_id=1'))).toEqual({ kind: 'not_completed', orderId: 1, message: 'The payment was not completed.' });
    expect(await complete.execute('en', query('order_id=1&forged=1'))).toEqual({ kind: 'unverified', orderId: 1, message: 'This payment could not be verified.' });
    expect(await complete.execute('en', query('order_id=7&paid=1'))).toEqual({ kind: 'not_found', message: 'Order not found.' });
    payments.downNext = true;
    expect(await complete.execute('en', query('order_id=1&paid=1&again=1'))).toMatchObject({ kind: 'unknown', orderId: 1 });
    // Checked again: paid after all.
    expect(await complete.execute('en', query('order_id=1&paid=1&again=1'))).toMatchObject({ kind: 'paid' });
  });

  it("never shows another shopper's order: its id answers as an unknown one", async () => {
    const { orders } = await kit();
    const stranger = new CompletePayment(new MemoryPaymentGateway(orders), cartKit().state, { read: (language) => ({ token: null, userToken: 'guest-2', language }) });
    expect(await stranger.execute('en', query('order_id=1&paid=1'))).toEqual({ kind: 'not_found', message: 'Order not found.' });
    expect(orders.stored.get(1)!.details.paid).toBe(false);
  });
});
