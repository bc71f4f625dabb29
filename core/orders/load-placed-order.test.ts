import { describe, expect, it } from 'vitest';
import { RequestError } from '../shared/request-error';
import { cartKit, makeLine, MemoryCartState, signedIn } from '../cart/cart-fakes.test-support';
import { LoadPlacedOrder } from './load-placed-order';

const guest = (userToken: string | null): typeof signedIn => ({
  read: (language: string) => ({ token: null, userToken, language }),
  write: (language: string) => ({ token: null, userToken: userToken ?? 'new', language }),
  writing: (language, write) => write({ token: null, userToken: userToken ?? 'new', language }),
  written: (_caller, write) => write,
});

async function placedBy(callers: typeof signedIn) {
  const k = cartKit([makeLine({ id: 1 })]);
  const placed = await k.orders.placeOrder(callers.write('en'), { order_method: 7, time_zone: 'UTC', address_id: 1 }, 'key');
  return { ...k, placed };
}

describe('LoadPlacedOrder', () => {
  it("reads the owner's stored order back: tracking code, method and amounts", async () => {
    const { orders, placed } = await placedBy(signedIn);
    const state = new MemoryCartState();
    await new LoadPlacedOrder(orders, state, signedIn).execute('en', placed.id);
    expect(state.placedOrder).toEqual({ id: placed.id, order: expect.objectContaining({ code: 'TRK1', method: 7, totals: expect.objectContaining({ total: 1000 }) }) });
  });

  it("reads a guest's order by its user_token", async () => {
    const owner = guest('guest-1');
    const { orders, placed } = await placedBy(owner);
    const state = new MemoryCartState();
    await new LoadPlacedOrder(orders, state, owner).execute('ar', placed.id);
    expect(state.placedOrder?.order?.code).toBe('TRK1');
  });

  it("is the 404 page for someone else's order, an unknown id, a bad id or a visitor with no token, without asking for the last two", async () => {
    const { orders, placed } = await placedBy(signedIn);
    const state = new MemoryCartState();
    const notFound = { status: 404 };
    await expect(new LoadPlacedOrder(orders, state, guest('other')).execute('en', placed.id)).rejects.toMatchObject(notFound);
    expect(state.placedOrder).toEqual({ id: placed.id, order: null });
    await expect(new LoadPlacedOrder(orders, state, signedIn).execute('en', 99)).rejects.toMatchObject(notFound);
    expect(state.placedOrder).toEqual({ id: 99, order: null });
    const asked = orders.lookups.length;
    await expect(new LoadPlacedOrder(orders, state, signedIn).execute('en', Number('abc'))).rejects.toMatchObject(notFound);
    expect(state.placedOrder?.order).toBeNull();
    await expect(new LoadPlacedOrder(orders, state, guest(null)).execute('en', placed.id)).rejects.toMatchObject(notFound);
    expect(state.placedOrder).toEqual({ id: placed.id, order: null });
    expect(orders.lookups).toHaveLength(asked);
  });

  it('throws when the API is down (the page load shows the error)', async () => {
    const state = new MemoryCartState();
    const down = { order: async () => { throw new RequestError(0, 'API is down.'); } };
    await expect(new LoadPlacedOrder(down, state, signedIn).execute('en', 1)).rejects.toThrow('API is down.');
    expect(state.placedOrder).toBeNull();
  });
});
