// The back office's order desk (issue 31, deliverable 3), on SQLite and PostgreSQL: the order list
// paged, sorted, filtered and searched on the server; one order in full (lines with names in the
// member's language, variant, store; the whole ship-to with the country's name; every payment
// attempt, a double payment and its refund included; the history with who did each); and the
// actions by the order rules, each on the version read (a change since is refused, nothing
// written), each in the audit log, staff allowed, nobody refused.
import { describe, expect, it } from 'vitest';
import type { OrderDeskDetail, OrderDeskPage } from '../../core/admin/order-desk';
import { issueBackOfficeSession } from '../../backend/admin/back-office-sessions';
import { showOrderCommand } from '../../backend/admin/order-desk';
import { testDatabases } from '../support/databases';
import { address, bearer, cartLine, type PlacedOrder, placeOrderCall, product, sentAtOnce, shippingRule, stockOf, useOrderShop } from './orders-support';

type Envelope<T = unknown> = { status: number; message: string; data: T };
/** A refusal's messages (businessError: status 201, data.form). */
const formOf = (answer: { body: Envelope<unknown> }) => (answer.body.data as { form?: string[] } | null)?.form;

describe.each(testDatabases())('the order desk on $name', (database) => {
  const shop = useOrderShop(database);

  async function memberToken(role: 'staff' | 'operator') {
    const user = await shop.signedInUser();
    await shop.db.insertInto('back_office_members').values({ user_id: user.id, role }).execute();
    const email = (await shop.db.selectFrom('users').select('email').where('id', '=', user.id).executeTakeFirstOrThrow()).email;
    return { token: await issueBackOfficeSession(shop.db, user.id, 'mail'), email };
  }
  const call = async <T>(method: 'GET' | 'POST', url: string, token: string | null, o: { payload?: object; lang?: string } = {}) => {
    const response = await shop.app.inject({ method, url: `/api/v1/${url}`, payload: o.payload, headers: { Language: o.lang ?? 'en', ...(token ? bearer(token) : {}) } });
    return { http: response.statusCode, body: response.json() as Envelope<T> };
  };

  let n = 0;
  async function placed(o: { method?: number; name?: string; phone?: string; quantity?: number } = {}) {
    await shop.db.updateTable('payment_methods').set({ enabled: 1 }).where('method', '=', 7).execute();
    const user = await shop.signedInUser();
    const owner = { userId: user.id };
    const { ruleId } = await shippingRule(shop.db, { priceCents: 500 });
    const item = await product(shop.db, { sellingCents: 1250, stock: 6, shippingRuleId: ruleId });
    await cartLine(shop.db, owner, item, o.quantity ?? 2);
    const addressId = await address(shop.db, owner, 'US', 'CA', { name: o.name ?? `Desk Customer ${++n}` });
    await shop.db.updateTable('addresses').set({ address_2: 'Flat 4B', phone: o.phone ?? '+1 415 555 0100' }).where('id', '=', addressId).execute();
    const { body } = await placeOrderCall(shop, user.token, { order_method: o.method ?? 2, address_id: addressId, delivery_instruction: 'Ring twice' });
    await shop.jobsDone();
    return { user, item, order: body.data as PlacedOrder };
  }
  const versionOf = async (code: string) => Number((await shop.db.selectFrom('orders').select('version').where('tracking_code', '=', code).executeTakeFirstOrThrow()).version);

  it('shows one order in full: lines with store and variant, the whole ship-to with names, totals, history with who', async () => {
    const { token } = await memberToken('staff');
    const { item, order } = await placed();
    const store = await shop.db.selectFrom('products as p').innerJoin('stores as s', 's.id', 'p.store_id').select('s.name').where('p.id', '=', item.productId).executeTakeFirst();
    const { http, body } = await call<OrderDeskDetail>('GET', `admin/orders/${order.order.toLowerCase()}`, token, { lang: 'fr' });
    expect(http, body.message).toBe(200);
    const detail = body.data;
    expect(detail.code).toBe(order.order);
    expect(detail.lines).toHaveLength(1);
    expect(detail.lines[0]).toMatchObject({ productId: item.productId, quantity: 2, unitCents: 1250, lineCents: 2500, storeName: store?.name ?? null, delivery: 'delivery' });
    expect(detail.shipTo).toMatchObject({ address2: 'Flat 4B', countryCode: 'US', country: "États-Unis d'Amérique", state: 'California', phone: '+1 415 555 0100' });
    expect(detail.deliveryInstruction).toBe('Ring twice');
    expect(detail.totals.subtotalCents).toBe(2500);
    expect(detail.totals.totalCents).toBe(detail.totals.subtotalCents + detail.totals.shippingCents + detail.totals.taxCents - detail.totals.voucherCents - detail.totals.bundleCents);
    expect(detail.payment).toMatchObject({ method: 2, methodName: 'Paiement à la livraison', state: 'awaiting' });
    expect(detail.history.map((event) => [event.kind, event.actor])).toEqual([['placed', 'shopper']]);
    expect(detail.actions).toEqual({ confirm: true, advance: false, cancel: true, refund: false, verifyTransfer: false, cashReceived: true, partRefunded: false });
    expect((await call('GET', 'admin/orders/NOSUCHCODE', token)).http).toBe(404);

    // The command line shows the same lines, names and address line 2 (one query).
    const shown = (await showOrderCommand({ db: shop.db, dialect: shop.dialect, mail: sentAtOnce(shop.recorder), publicUrl: 'http://shop.test' }, order.order)).lines.join('\n');
    const english = (await call<OrderDeskDetail>('GET', `admin/orders/${order.order}`, token)).body.data.lines[0]!;
    // Names in the member's language: the product's own translation, the variant's attributes.
    expect(english.name).not.toBe(detail.lines[0]!.name);
    expect(english.variant.length).toBeGreaterThan(0);
    const variant = english.variant.map((v) => `${v.attribute}: ${v.value}`).join(', ');
    expect(shown).toContain(`2 x ${english.name} (${variant})`);
    expect(shown).toContain(`[${english.storeName}]`);
    expect(shown).toContain('Flat 4B');
    expect(shown).toContain('United States');
    expect(shown).toContain('payment method Cash on delivery');
  });

  it('lists every payment attempt: a cancelled one, the payment, a double payment and its refund, in the history too', async () => {
    const { token } = await memberToken('operator');
    const { order } = await placed();
    const id = order.id;
    await shop.db.updateTable('orders').set({ order_method: 3, payment_done: 1, trans_id: 'pi_paid' }).where('id', '=', id).execute();
    const base = { order_id: id, method: 3, provider: 'stripe', amount: order.amount * 100, currency: 'USD' };
    await shop.db.insertInto('payments').values([
      { ...base, status: 'failed', reference: `r1-${id}`, provider_ref: 'cs_1', created_at: '2026-01-01T10:00:00.000Z', updated_at: '2026-01-01T10:00:00.000Z' },
      { ...base, status: 'paid', reference: `r2-${id}`, provider_ref: 'cs_2', payment_id: 'pi_paid', paid_at: '2026-01-01T10:05:00.000Z', created_at: '2026-01-01T10:02:00.000Z', updated_at: '2026-01-01T10:05:00.000Z' },
      { ...base, status: 'refunded', reference: `r3-${id}`, provider_ref: 'cs_3', payment_id: 'pi_twice', paid_at: '2026-01-01T10:06:00.000Z', refunded_at: '2026-01-01T10:07:00.000Z', refund_id: 're_twice', created_at: '2026-01-01T10:03:00.000Z', updated_at: '2026-01-01T10:07:00.000Z' },
    ]).execute();
    const detail = (await call<OrderDeskDetail>('GET', `admin/orders/${order.order}`, token)).body.data;
    expect(detail.payment).toMatchObject({ methodName: 'Card (Stripe)', state: 'paid' });
    expect(detail.attempts.map((a) => [a.status, a.extra, a.paymentId, a.refundId])).toEqual([
      ['failed', false, null, null], ['paid', false, 'pi_paid', null], ['refunded', true, 'pi_twice', 're_twice'],
    ]);
    const money = detail.history.filter((event) => event.kind.startsWith('extra_'));
    expect(money.map((event) => [event.kind, event.actor, event.note])).toEqual([['extra_payment', 'system', 'Stripe pi_twice'], ['extra_refund', 'system', 'Stripe re_twice']]);

    // Paid online through a provider whose keys are not set here: the refund is refused, nothing changed.
    const version = await versionOf(order.order);
    const refused = await call('POST', `admin/orders/${order.order}/refund`, token, { payload: { version } });
    expect(formOf(refused)).toEqual(['This order was paid through Stripe, whose keys are not set on this shop. Nothing was changed.']);
    expect(await versionOf(order.order)).toBe(version);
  });

  it('lists, filters, searches, sorts and pages on the server', async () => {
    const { token } = await memberToken('staff');
    const a = await placed({ name: 'Zelda Quarry', phone: '+1 212 555 0199', quantity: 1 });
    const b = await placed({ method: 7, name: 'Omar Haddad', quantity: 3 });
    const c = await placed({ name: 'Ines Moreau', quantity: 2 });
    await shop.call({ method: 'POST', url: '/api/v1/order/transaction', headers: bearer(b.user.token), payload: { order_id: b.order.id, bank_name: 'SBI', account_holder_name: 'Omar', account_number: '001', branch_name: 'Main', transaction_id: 'UTR9' } });
    await call('POST', `admin/orders/${c.order.order}/cancel`, token, { payload: { version: await versionOf(c.order.order), reason: 'Asked by phone' } });
    const list = async (query: string) => {
      const { http, body } = await call<OrderDeskPage>('GET', `admin/orders?${query}`, token);
      expect(http, body.message).toBe(200);
      return body.data;
    };
    const codes = (page: OrderDeskPage) => page.rows.map((row) => row.code);

    expect(codes(await list('q=zelda'))).toEqual([a.order.order]);
    expect(codes(await list(`q=${encodeURIComponent('212 555 0199')}`))).toEqual([a.order.order]);
    expect(codes(await list(`q=${b.order.order.toLowerCase()}`))).toEqual([b.order.order]);
    expect(codes(await list(`q=${encodeURIComponent(a.order.email.toUpperCase())}`))).toContain(a.order.order);
    expect(codes(await list('q=100%25'))).toEqual([]);
    const transfers = await list('transfer=1');
    expect(codes(transfers)).toEqual([b.order.order]);
    expect(transfers.rows[0]).toMatchObject({ methodName: 'Bank transfer', paymentState: 'awaiting', transferToVerify: true, customer: { name: 'Omar Haddad' } });
    expect(codes(await list('method=7'))).toContain(b.order.order);
    expect(codes(await list('method=7'))).not.toContain(a.order.order);
    expect(codes(await list('cancelled=1'))).toContain(c.order.order);
    expect(codes(await list('cancelled=1'))).not.toContain(a.order.order);
    expect(codes(await list('paid=paid'))).not.toContain(a.order.order);
    expect(codes(await list('status=1&paid=unpaid'))).toContain(a.order.order);

    const byTotal = (await list('sort=total&dir=asc&size=100')).rows.map((row) => row.totalCents);
    expect(byTotal).toEqual([...byTotal].sort((x, y) => x - y));
    const ours = [a, b, c].map((x) => x.order.order);
    const newest = codes(await list('size=100')).filter((code) => ours.includes(code));
    expect(newest).toEqual([c.order.order, b.order.order, a.order.order]);

    const first = await list('size=2&page=1');
    const second = await list('size=2&page=2');
    expect(first.rows).toHaveLength(2);
    expect(first.lastPage).toBe(Math.ceil(first.total / 2));
    expect(codes(second).some((code) => codes(first).includes(code))).toBe(false);
    // Whatever the query says, the page is bounded and the sort whitelisted.
    const wild = await list('size=100000&sort=password_hash&dir=sideways&status=42&method=99');
    expect(wild.size).toBe(100);
    expect(wild.total).toBe(first.total);
  });

  it('confirms, advances, verifies a transfer, refunds, cancels with stock back: each on its version, audited, the history naming the member', async () => {
    const staff = await memberToken('staff');
    const { user, order } = await placed({ method: 7 });
    const code = order.order;
    const act = (action: string, payload: object, token = staff.token, lang = 'en') => call<OrderDeskDetail>('POST', `admin/orders/${code}/${action}`, token, { payload, lang });

    // Refund of an unpaid order: refused, clearly, nothing written.
    const v0 = await versionOf(code);
    const unpaid = await act('refund', { version: v0 });
    expect(formOf(unpaid)).toEqual(['This order has not been paid, so there is nothing to refund.']);
    expect(await versionOf(code)).toBe(v0);

    const confirmed = await act('confirm', { version: v0 }, staff.token, 'ar');
    expect(confirmed.body.status, confirmed.body.message).toBe(200);
    expect(confirmed.body.message).toBe(`تم تأكيد الطلب ${code}.`);
    expect(confirmed.body.data.status).toBe(2);
    expect(confirmed.body.data.version).toBe(v0 + 1);
    const confirmedEvent = confirmed.body.data.history.at(-1)!;
    expect(confirmedEvent).toMatchObject({ kind: 'status', actor: 'member', by: staff.email });

    // A second member still holding the old version: refused, nothing written.
    const operator = await memberToken('operator');
    const stale = await act('advance', { version: v0 }, operator.token);
    expect(formOf(stale)).toEqual(['Someone else changed this order a moment ago. Nothing was changed: reload it and decide again.']);
    expect(await versionOf(code)).toBe(v0 + 1);
    expect(formOf(await act('confirm', { version: v0 + 1 }))).toEqual(['This order is already confirmed.']);
    expect(formOf(await act('advance', {}))).toEqual(['Reload the order before changing it.']);

    // Verify the reported transfer.
    expect(formOf(await act('verify-transfer', { version: v0 + 1 }))).toEqual(['No bank transfer waiting to be verified was reported for this order.']);
    await shop.call({ method: 'POST', url: '/api/v1/order/transaction', headers: bearer(user.token), payload: { order_id: order.id, bank_name: 'SBI', account_holder_name: 'Asha', account_number: '001', branch_name: 'Pune', transaction_id: 'UTR1' } });
    const beforeVerify = await call<OrderDeskDetail>('GET', `admin/orders/${code}`, staff.token);
    expect(beforeVerify.body.data.actions.verifyTransfer).toBe(true);
    expect(beforeVerify.body.data.transfers).toMatchObject([{ bankName: 'SBI', transactionId: 'UTR1', verifiedAt: null }]);
    const verified = await act('verify-transfer', { version: beforeVerify.body.data.version }, operator.token);
    expect(verified.body.message).toBe(`The bank transfer for ${code} is verified; the order is paid.`);
    expect(verified.body.data).toMatchObject({ paid: true, payment: { state: 'paid' } });
    expect(verified.body.data.transfers[0]!.verifiedAt).not.toBeNull();

    const advanced = await act('advance', { version: verified.body.data.version });
    expect(advanced.body.message).toBe(`Order ${code} is now Picked up.`);

    // Cancel needs a reason; a paid offline order is left refund due, its stock back; then recorded as paid back.
    expect(formOf(await act('cancel', { version: advanced.body.data.version }))).toEqual(['Say why the order is cancelled.']);
    expect(formOf(await act('cancel', { version: advanced.body.data.version, reason: 'x'.repeat(501) }))).toEqual(['The reason is too long (500 characters at most).']);
    const stockBefore = await stockOf(shop.db, (await shop.db.selectFrom('ordered_products').select('inventory_id').where('order_id', '=', order.id).executeTakeFirstOrThrow()).inventory_id!);
    const cancelled = await act('cancel', { version: advanced.body.data.version, reason: 'Damaged in the warehouse' });
    expect(cancelled.body.message).toBe(`Order ${code} is cancelled. Its payment is owed back to the shopper: refund due.`);
    expect(cancelled.body.data).toMatchObject({ cancelled: true, refundDue: true, actions: { refund: true, cancel: false, advance: false } });
    expect(await stockOf(shop.db, (await shop.db.selectFrom('ordered_products').select('inventory_id').where('order_id', '=', order.id).executeTakeFirstOrThrow()).inventory_id!)).toBe(stockBefore + 2);
    const refunded = await act('refund', { version: cancelled.body.data.version }, operator.token);
    expect(refunded.body.message).toBe(`Order ${code} is recorded as paid back.`);
    expect(refunded.body.data).toMatchObject({ refunded: true, refundDue: false, payment: { state: 'refunded' } });

    // A person's words as written; the shop's own notes as codes the console words in its language.
    const history = refunded.body.data.history.map((event) => [event.kind, event.actor, event.by, event.note ?? event.noteKey ?? null]);
    expect(history).toEqual([
      ['placed', 'shopper', null, null],
      ['status', 'member', staff.email, null],
      ['transfer_reported', 'shopper', null, null],
      ['paid', 'member', operator.email, 'transfer_verified'],
      ['status', 'member', staff.email, null],
      ['cancelled', 'member', staff.email, 'Damaged in the warehouse'],
      ['refunded', 'member', operator.email, null],
    ]);
    const audit = await shop.db.selectFrom('audit_log').select(['actor_email', 'action', 'subject_id', 'before_data', 'after_data']).where('subject', '=', 'order').where('subject_id', '=', code).orderBy('id').execute();
    expect(audit.map((entry) => [entry.action, entry.actor_email])).toEqual([
      ['order.confirm', staff.email], ['order.verify_transfer', operator.email], ['order.advance', staff.email], ['order.cancel', staff.email], ['order.refund', operator.email],
    ]);
    expect(JSON.parse(audit[0]!.before_data!)).toMatchObject({ status: 1, version: v0 });
    expect(JSON.parse(audit[0]!.after_data!)).toMatchObject({ status: 2, version: v0 + 1 });
    // Final: nothing more.
    expect(formOf(await act('advance', { version: refunded.body.data.version }))).toEqual(['This order is cancelled or refunded; it cannot change any more.']);
  });

  it('records a cash-on-delivery order\'s cash as received: the order is paid and its sale enters the ledger; nothing else is paid that way', async () => {
    const staff = await memberToken('staff');
    const { order } = await placed({ method: 2 });
    const code = order.order;
    const act = (action: string, payload: object, lang = 'en') => call<OrderDeskDetail>('POST', `admin/orders/${code}/${action}`, staff.token, { payload, lang });
    const shown = await call<OrderDeskDetail>('GET', `admin/orders/${code}`, staff.token);
    expect(shown.body.data.actions).toMatchObject({ cashReceived: true, verifyTransfer: false });
    const received = await act('cash-received', { version: await versionOf(code) }, 'fr');
    expect(received.body.status, received.body.message).toBe(200);
    expect(received.body.message).toBe(`Le paiement en espèces de la commande ${code} est enregistré comme reçu ; elle est payée.`);
    expect(received.body.data).toMatchObject({ paid: true, actions: { cashReceived: false } });
    const orderId = (await shop.db.selectFrom('orders').select('id').where('tracking_code', '=', code).executeTakeFirstOrThrow()).id;
    const entries = await shop.db.selectFrom('ledger_entries').select('amount_cents').where('order_id', '=', orderId).execute();
    const total = (await shop.db.selectFrom('orders').select('total_amount').where('id', '=', orderId).executeTakeFirstOrThrow()).total_amount;
    expect(entries.reduce((sum, e) => sum + Number(e.amount_cents), 0)).toBe(total);
    expect(formOf(await act('cash-received', { version: await versionOf(code) }))).toEqual(['This order is already paid.']);

    // A bank-transfer order is not paid by recording cash.
    const transfer = (await placed({ method: 7 })).order.order;
    const refused = await call<OrderDeskDetail>('POST', `admin/orders/${transfer}/cash-received`, staff.token, { payload: { version: await versionOf(transfer) } });
    expect(formOf(refused)).toEqual(['Only a cash-on-delivery order is paid by recording its cash.']);
  });

  it('refuses nobody and a shopper the same way, and writes nothing', async () => {
    const { user, order } = await placed();
    const version = await versionOf(order.order);
    for (const token of [null, user.token]) {
      const listed = await call('GET', 'admin/orders', token);
      expect(listed.http).toBe(403);
      const advanced = await call('POST', `admin/orders/${order.order}/advance`, token, { payload: { version } });
      expect(advanced.http).toBe(403);
    }
    expect(await versionOf(order.order)).toBe(version);
  });
});
