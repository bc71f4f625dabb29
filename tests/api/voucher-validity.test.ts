import { describe, expect, it } from 'vitest';
import { testDatabases } from '../support/databases';
import { address, bearer, cartLine, product, shippingRule, useOrderShop, voucher } from './orders-support';

type Validity = { offered: number; voucher: { code: string; title: string; type: number; price: number; min_spend: number; capped_price: number | null } };
type Form = { form: string[] };

describe.each(testDatabases())('api/v1 voucher/validity on $name', (database) => {
  const shop = useOrderShop(database);

  /** A buyer with 2 x 30.00 selected and 1 x 100.00 unselected: goods of 60.00 count. */
  async function buyer() {
    const user = await shop.signedInUser();
    const owner = { userId: user.id };
    const { ruleId } = await shippingRule(shop.db, { priceCents: 900 });
    await cartLine(shop.db, owner, await product(shop.db, { sellingCents: 3000, stock: 10, shippingRuleId: ruleId }), 2);
    await cartLine(shop.db, owner, await product(shop.db, { sellingCents: 10000, stock: 10, shippingRuleId: ruleId }), 1, 2);
    return { user, owner };
  }
  const check = (token: string | null, payload: Record<string, unknown>, language = 'en') =>
    shop.call<Validity | Form>({ method: 'POST', url: '/api/v1/voucher/validity', payload, headers: { ...(token ? bearer(token) : {}), Language: language } });
  const refusal = async (token: string, payload: Record<string, unknown>, language = 'en') => {
    const { http, body } = await check(token, payload, language);
    expect(http).toBe(200);
    expect(body.status).toBe(201);
    return (body.data as Form).form[0];
  };

  it('prices the selected lines itself: a flat voucher, typed in any case, whatever price the client sends', async () => {
    const { user } = await buyer();
    const v = await voucher(shop.db, { type: 1, price: 500, minSpend: 4000 });
    const { body } = await check(user.token, { voucher: ` ${v.code.toLowerCase()} `, price: 1 });
    expect(body.status).toBe(200);
    expect(body.data).toMatchObject({ offered: 5, voucher: { code: v.code, type: 1, price: 5, min_spend: 40, capped_price: null } });
    expect((body.data as Validity).voucher.title).toBe(`Voucher ${v.code}`);
    // A client claiming a big cart does not reach a minimum spend the selected goods miss.
    const big = await voucher(shop.db, { type: 1, price: 500, minSpend: 10000 });
    expect(await refusal(user.token, { voucher: big.code, price: 100000 })).toBe('Spend at least $100 to use this voucher.');
  });

  it('takes a capped percent off the goods after bundle offers, before shipping and tax', async () => {
    const { user } = await buyer();
    const percent = await voucher(shop.db, { type: 2, price: 1250, capped: null });
    expect((await check(user.token, { voucher: percent.code })).body.data).toMatchObject({ offered: 7.5, voucher: { type: 2, price: 12.5 } });
    const capped = await voucher(shop.db, { type: 2, price: 5000, capped: 1000 });
    expect((await check(user.token, { voucher: capped.code })).body.data).toMatchObject({ offered: 10, voucher: { capped_price: 10 } });
  });

  it('says why a voucher does not apply, in the caller\'s language', async () => {
    const { user, owner } = await buyer();
    expect(await refusal(user.token, { voucher: 'NO-SUCH-CODE' })).toBe('Invalid voucher code.');
    expect(await refusal(user.token, { voucher: 'NO-SUCH-CODE' }, 'fr')).toBe('Code de bon de réduction invalide.');
    expect(await refusal(user.token, {})).toBe('Invalid voucher code.');
    const expired = await voucher(shop.db, { type: 1, price: 100, startsInDays: -10, endsInDays: -1 });
    expect(await refusal(user.token, { voucher: expired.code })).toBe('This voucher has expired.');
    const future = await voucher(shop.db, { type: 1, price: 100, startsInDays: 2, endsInDays: 10 });
    expect(await refusal(user.token, { voucher: future.code }, 'tr')).toBe('Bu kupon henüz etkin değil.');
    const hidden = await voucher(shop.db, { type: 1, price: 100 });
    await shop.db.updateTable('vouchers').set({ status: 2 }).where('id', '=', hidden.id).execute();
    expect(await refusal(user.token, { voucher: hidden.code })).toBe('Invalid voucher code.');

    const usedUp = await voucher(shop.db, { type: 1, price: 100, usageLimit: 1 });
    const other = await shop.signedInUser();
    await shop.db.insertInto('voucher_usages').values({ voucher_id: usedUp.id, user_id: other.id }).execute();
    expect(await refusal(user.token, { voucher: usedUp.code })).toBe('This voucher has reached its usage limit.');
    const once = await voucher(shop.db, { type: 1, price: 100, perCustomer: 1 });
    expect((await check(user.token, { voucher: once.code })).body.status).toBe(200);
    await shop.db.insertInto('voucher_usages').values({ voucher_id: once.id, user_id: owner.userId }).execute();
    expect(await refusal(user.token, { voucher: once.code })).toBe('You have already used this voucher.');
    expect((await check(other.token, { voucher: once.code })).body.status).toBe(200);
  });

  it('applies the same discount order/action charges', async () => {
    const { user, owner } = await buyer();
    const v = await voucher(shop.db, { type: 2, price: 1000 });
    const offered = ((await check(user.token, { voucher: v.code })).body.data as Validity).offered;
    const addressId = await address(shop.db, owner);
    const placed = await shop.call<{ id: number; amount: number }>({ method: 'POST', url: '/api/v1/order/action', payload: { order_method: 2, address_id: addressId, voucher: v.code }, headers: bearer(user.token) });
    expect(placed.body.status).toBe(200);
    const order = await shop.db.selectFrom('orders').select(['voucher_price', 'total_amount']).where('id', '=', placed.body.data.id).executeTakeFirstOrThrow();
    expect(Number(order.voucher_price)).toBe(Math.round(offered * 100));
    // 60.00 goods - 6.00 voucher + 9.00 shipping.
    expect(placed.body.data.amount).toBe(63);
  });

  it('answers bad input and bad callers without a 500', async () => {
    const { user } = await buyer();
    for (const value of [{ a: 1 }, [1], 42, null, true, 'x'.repeat(500), '']) {
      expect(await refusal(user.token, { voucher: value })).toBe('Invalid voucher code.');
    }
    expect((await check('not-a-session', { voucher: 'SAVE5' })).body.status).toBe(403);
    expect((await check(null, { voucher: 'SAVE5' })).body.status).toBe(403);
    // A guest with nothing in the cart yet: the seeded SAVE5 needs a minimum spend.
    expect((await check(null, { voucher: 'save5', user_token: `g${'0f'.repeat(20)}` })).body.status).toBe(201);
    const bad = await shop.call({ method: 'POST', url: '/api/v1/voucher/validity', payload: 'nonsense', headers: { ...bearer(user.token), 'content-type': 'application/json' } });
    expect(bad.http).toBeLessThan(500);
  });
});
