import { describe, expect, it } from 'vitest';
import { ApplyVoucher } from './apply-voucher';
import { cartKit, makeLine } from '../cart/cart-fakes.test-support';

describe('ApplyVoucher', () => {
  it('keeps the code and the discount the server answered', async () => {
    const k = cartKit([makeLine({ id: 1, quantity: 2 })]);
    expect(await new ApplyVoucher(k.orders, k.state, k.state, k.callers).execute('  SAVE5 ', 'en')).toEqual({ ok: true });
    expect(k.state.voucher).toEqual({ code: 'SAVE5', discountCents: 500 });
  });

  it('a refused code removes the voucher applied before and answers the server message', async () => {
    const k = cartKit([makeLine({ id: 1 })]);
    const apply = new ApplyVoucher(k.orders, k.state, k.state, k.callers);
    await apply.execute('SAVE5', 'en');
    expect(await apply.execute('NOPE', 'en')).toEqual({ ok: false, code: 'refused', message: 'Invalid voucher' });
    expect(k.state.voucher).toBeNull();
    expect(await apply.execute('   ', 'en')).toMatchObject({ ok: false, code: 'empty_voucher' });
  });
});
