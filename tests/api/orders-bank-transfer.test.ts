import { describe, expect, it } from 'vitest';
import { ensureGuestId } from '../../backend/auth/caller';
import { verifyBankTransfer } from '../../backend/payments/bank-transfers';
import { testDatabases } from '../support/databases';
import { address, bearer, cartLine, type PlacedOrder, placeOrderCall, product, shippingRule, shopperMails, useOrderShop } from './orders-support';

const REPORT = { bank_name: 'Ziraat', account_holder_name: 'Ada Buyer', account_number: 'TR12 0001', branch_name: 'Kadıköy', transaction_id: 'TX-991' };

describe.each(testDatabases())('api/v1 order/transaction and verifying a transfer on $name', (database) => {
  const shop = useOrderShop(database);

  async function placed(method = 7) {
    await shop.db.updateTable('payment_methods').set({ enabled: 1 }).where('method', '=', 7).execute();
    const user = await shop.signedInUser();
    const owner = { userId: user.id };
    const { ruleId } = await shippingRule(shop.db, { priceCents: 500 });
    const item = await product(shop.db, { sellingCents: 1250, stock: 10, shippingRuleId: ruleId });
    await cartLine(shop.db, owner, item, 1);
    const { body } = await placeOrderCall(shop, user.token, { order_method: method, address_id: await address(shop.db, owner) });
    expect(body.status, JSON.stringify(body)).toBe(200);
    return { user, order: body.data as PlacedOrder };
  }
  const report = (token: string, payload: Record<string, unknown>, lang = 'en') =>
    shop.call<{ form?: string[]; fields?: Record<string, string> }>({ method: 'POST', url: '/api/v1/order/transaction', payload, headers: { ...bearer(token), Language: lang } });
  const detail = async (token: string, orderId: number) =>
    (await shop.call<{ bank_transfer: { transaction_id: string; verified_at: string | null } | null; payment_done: number; history: { kind: string }[] }>({
      method: 'GET', url: `/api/v1/order/by-user?order_id=${orderId}`, headers: bearer(token),
    })).body.data;

  it('stores the report, shows it on the order as awaiting verification, and lets it be replaced until verified', async () => {
    const { user, order } = await placed();
    await shop.jobsDone();
    const confirmation = shopperMails(shop.mails, order.order)[0]!;
    expect(confirmation.text).toContain(`quote ${order.order} as the payment reference`);
    const first = await report(user.token, { order_id: order.id, ...REPORT });
    expect(first.body).toMatchObject({ status: 200, message: 'Payment data submitted successfully' });
    expect((await detail(user.token, order.id)).bank_transfer).toMatchObject({ transaction_id: 'TX-991', verified_at: null });
    expect((await report(user.token, { order_id: order.id, ...REPORT, transaction_id: 'TX-992' }, 'tr')).body.message).toBe('Ödeme bilgileri başarıyla gönderildi');
    expect((await detail(user.token, order.id)).bank_transfer?.transaction_id).toBe('TX-992');
    expect(await shop.db.selectFrom('bank_transfers').select('id').where('order_id', '=', order.id).execute()).toHaveLength(1);

    expect((await verifyBankTransfer(shop.db, shop.dialect, order.id)).ok).toBe(true);
    const verified = await detail(user.token, order.id);
    expect(verified.payment_done).toBe(1);
    expect(verified.bank_transfer?.verified_at).toEqual(expect.any(String));
    expect(verified.history.map((e) => e.kind)).toEqual(['placed', 'transfer_reported', 'transfer_reported', 'paid']);
    const locked = await report(user.token, { order_id: order.id, ...REPORT }, 'fr');
    expect(locked.body).toMatchObject({ status: 201, data: { form: ['Cette commande est déjà payée.'] } });
    expect(await verifyBankTransfer(shop.db, shop.dialect, order.id)).toEqual({ ok: false, code: 'already_paid' });
  });

  it('refuses an incomplete or oversized report field by field in the shopper\'s language, storing nothing', async () => {
    const { user, order } = await placed();
    const missing = await report(user.token, { order_id: order.id, ...REPORT, bank_name: '  ', transaction_id: 'x'.repeat(500) }, 'fr');
    expect(missing.body.status).toBe(201);
    expect(missing.body.data.fields).toEqual({ bank_name: 'Le champ Nom de la banque est obligatoire', transaction_id: 'Le champ Identifiant de la transaction est trop long' });
    expect(await shop.db.selectFrom('bank_transfers').select('id').where('order_id', '=', order.id).execute()).toEqual([]);
  });

  it('refuses another shopper\'s order, a cash order, a cancelled one, and verifying without a report', async () => {
    const { user, order } = await placed();
    const stranger = await shop.signedInUser();
    expect((await report(stranger.token, { order_id: order.id, ...REPORT })).http).toBe(404);
    expect(await verifyBankTransfer(shop.db, shop.dialect, order.id)).toEqual({ ok: false, code: 'no_transfer' });
    expect((await detail(user.token, order.id)).payment_done).toBe(0);

    const cash = await placed(2);
    expect((await report(cash.user.token, { order_id: cash.order.id, ...REPORT }, 'ar')).body).toMatchObject({ status: 201, data: { form: ['لا يتم دفع هذا الطلب بالتحويل المصرفي.'] } });

    await shop.call({ method: 'POST', url: '/api/v1/cancellation/cancel-order', payload: { order_id: order.id }, headers: bearer(user.token) });
    expect((await report(user.token, { order_id: order.id, ...REPORT })).body).toMatchObject({ status: 201, data: { form: ['This order can no longer be changed.'] } });
    expect(await shop.db.selectFrom('bank_transfers').select('id').where('order_id', '=', order.id).execute()).toEqual([]);
  });

  it('takes a guest\'s report by its user_token (the order-placed page\'s form) and no one else\'s', async () => {
    await shop.db.updateTable('payment_methods').set({ enabled: 1 }).where('method', '=', 7).execute();
    await shop.db.updateTable('settings').set({ guest_checkout: 1 }).execute();
    const token = `g${'f00dcafe'.repeat(5)}`;
    const guestId = await ensureGuestId(shop.db, token);
    const { ruleId } = await shippingRule(shop.db, { priceCents: 0 });
    const item = await product(shop.db, { sellingCents: 900, stock: 4, shippingRuleId: ruleId });
    await cartLine(shop.db, { guestId }, item, 1);
    const placedCall = await shop.call<PlacedOrder>({ method: 'POST', url: '/api/v1/order/action', payload: { user_token: token, order_method: 7, address_id: await address(shop.db, { guestId }) } });
    expect(placedCall.body.status, JSON.stringify(placedCall.body)).toBe(200);
    const order = placedCall.body.data;
    const asGuest = (userToken: string, lang = 'en') =>
      shop.call<{ form?: string[] }>({ method: 'POST', url: '/api/v1/order/transaction', payload: { user_token: userToken, order_id: order.id, ...REPORT }, headers: { Language: lang } });

    expect((await asGuest(`g${'0badf00d'.repeat(5)}`)).http).toBe(404);
    const stranger = await shop.signedInUser();
    expect((await report(stranger.token, { order_id: order.id, ...REPORT })).http).toBe(404);
    expect(await shop.db.selectFrom('bank_transfers').select('id').where('order_id', '=', order.id).execute()).toEqual([]);

    expect((await asGuest(token, 'hi')).body).toMatchObject({ status: 200, message: expect.any(String) });
    const seen = await shop.call<{ bank_transfer: { transaction_id: string } | null }>({ method: 'GET', url: `/api/v1/order/by-user?order_id=${order.id}&user_token=${token}` });
    expect(seen.body.data.bank_transfer?.transaction_id).toBe('TX-991');
  });
});
