import { describe, expect, it } from 'vitest';
import { cartKit } from '../cart/cart-fakes.test-support';
import { LoadPaymentMethods } from './load-payment-methods';

describe('LoadPaymentMethods', () => {
  it('keeps the methods and chooses the first unless the shopper chose one still offered', async () => {
    const k = cartKit();
    const load = new LoadPaymentMethods(k.orders, k.state);
    await load.execute('en');
    expect(k.state.paymentMethods?.map((m) => m.method)).toEqual([2, 7]);
    expect(k.state.paymentMethod).toBe(2);
    k.state.setPaymentMethod(7);
    await load.execute('en');
    expect(k.state.paymentMethod).toBe(7);
    k.orders.methods = [];
    await load.execute('en');
    expect(k.state.paymentMethod).toBeNull();
  });
});
