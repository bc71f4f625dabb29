import { describe, expect, it } from 'vitest';
import { CART_SELECTED, CART_UNSELECTED } from './cart';
import { cartKit, makeLine } from './cart-fakes.test-support';
import { ChangeSelection } from './change-selection';

const bundled = makeLine({ id: 2, quantity: 2 });
bundled.flash_product.bundle_deal = { id: 1, buy: 2, free: 1, title: 'Buy 2 get 1' };

describe('ChangeSelection', () => {
  it('sets the boxes at once and sends checked, unchecked and isBundle false', async () => {
    const k = cartKit([makeLine({ id: 1 }), makeLine({ id: 2 })]);
    const select = new ChangeSelection(k.server, k.state, k.changes, k.callers);
    const done = select.execute([], [1, 2], 'en');
    expect(k.state.lines.map((l) => l.selected)).toEqual([CART_UNSELECTED, CART_UNSELECTED]);
    expect(await done).toEqual({ ok: true });
    expect(k.server.received).toEqual(['change:false']);
    expect(k.server.lines.map((l) => l.selected)).toEqual([CART_UNSELECTED, CART_UNSELECTED]);
  });

  it('fetches a bundle cart again after the change (its offers follow the selection)', async () => {
    const k = cartKit([makeLine({ id: 1 }), bundled]);
    await new ChangeSelection(k.server, k.state, k.changes, k.callers).execute([], [1], 'en');
    expect(k.server.received).toEqual(['change:true', 'load']);
    expect(k.state.lines.map((l) => l.selected)).toEqual([CART_UNSELECTED, CART_SELECTED]);
    expect(k.state.count).toBe(3);
  });

  it('a refusal puts the boxes back', async () => {
    const k = cartKit([makeLine({ id: 1 }), makeLine({ id: 2 })]);
    k.server.refuse = () => true;
    expect(await new ChangeSelection(k.server, k.state, k.changes, k.callers).execute([], [1], 'en')).toMatchObject({ ok: false, code: 'refused' });
    expect(k.state.lines.map((l) => l.selected)).toEqual([CART_SELECTED, CART_SELECTED]);
  });
});
