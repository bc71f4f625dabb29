// The marketplace's ledger (issue 33, decision 0035) on SQLite and PostgreSQL: each line records
// the commission rate in force when it was sold (store deal, else category, else shop); paying an
// order writes each store's sale and commission and the shop's side, refunding writes them back;
// a store's balance is pending until its parcel was delivered and the return window passed; a
// seller asks for available money (never more, two requests racing give one payout), the operator
// pays or refuses it with a reference; a refund racing a payout leaves the ledger balanced. Every
// amount is read back from the ledger, which refuses any update or delete.
import { describe, expect, it } from 'vitest';
import type { LedgerDesk, SellerEarnings } from '../../core/ledger/earnings';
import type { PlacedOrder } from '../../core/orders/placed-order.port';
import { issueBackOfficeSession } from '../../backend/admin/back-office-sessions';
import { changeOrder } from '../../backend/orders/order-changes';
import { testDatabases } from '../support/databases';
import { address, bearer, cartLine, placeOrderCall, useOrderShop } from './orders-support';
import { formChoices, publishedProduct, sellerAccount, sellerCall, type TestSeller } from './seller-support';

type Envelope<T = unknown> = { status: number; message: string; data: T };
type Fields = { form: string[]; fields: Record<string, string> };

describe.each(testDatabases())('the marketplace ledger on $name', (database) => {
  const shop = useOrderShop(database);
  const call = <T>(method: 'GET' | 'POST', url: string, o: { token?: string; payload?: object; language?: string } = {}) => sellerCall<T>(shop, method, url, o);
  const admin = async <T>(method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) => {
    const response = await shop.app.inject({ method, url: `/api/v1/${url}`, payload, headers });
    return { http: response.statusCode, body: response.json() as Envelope<T> };
  };
  async function member(role: 'operator' | 'staff') {
    const user = await shop.signedInUser();
    await shop.db.insertInto('back_office_members').values({ user_id: user.id, role }).execute();
    return bearer(await issueBackOfficeSession(shop.db, user.id, 'mail'));
  }
  const earnings = async (seller: TestSeller, language = 'en') => (await call<SellerEarnings>('GET', 'seller/earnings', { token: seller.token, language })).body.data;
  const entriesOf = (orderId: number) => shop.db.selectFrom('ledger_entries').select(['store_id', 'kind', 'amount_cents']).where('order_id', '=', orderId).orderBy('id').execute();
  const ledgerSum = async (kinds: 'orders' | 'all') => {
    let query = shop.db.selectFrom('ledger_entries').select((eb) => eb.fn.sum<number | string>('amount_cents').as('cents'));
    if (kinds === 'orders') query = query.where('order_id', 'is not', null);
    return Number((await query.executeTakeFirst())?.cents ?? 0);
  };

  const product = (seller: TestSeller, word: string) => publishedProduct(shop, seller, word);

  async function order(items: { productId: number; inventoryId: number }[]) {
    const buyer = await shop.signedInUser();
    for (const item of items) await cartLine(shop.db, { userId: buyer.id }, item, 1);
    const addressId = await address(shop.db, { userId: buyer.id }, 'TR', '34');
    const answer = await placeOrderCall(shop, buyer.token, { order_method: 2, address_id: addressId });
    expect(answer.body.status, answer.body.message).toBe(200);
    return (answer.body.data as PlacedOrder).id;
  }

  /** The seller moves their parcel of the order from pending to delivered. */
  async function deliver(seller: TestSeller, orderId: number) {
    const shipment = await shop.db.selectFrom('shipments').select(['id']).where('order_id', '=', orderId).where('store_id', '=', seller.storeId).executeTakeFirstOrThrow();
    const ups = await shop.db.selectFrom('carriers').select('id').where('name', '=', 'UPS').executeTakeFirstOrThrow();
    for (const [version, body] of [[1, { action: 'confirm' }], [2, { action: 'ship', carrier_id: ups.id, tracking_number: 'LEDGER-1' }], [3, { action: 'deliver' }]] as const) {
      const stepped = await call('POST', `seller/shipments/${shipment.id}`, { token: seller.token, payload: { ...body, version } });
      expect(stepped.body.status, stepped.body.message).toBe(200);
    }
  }

  async function terms(operator: Record<string, string>, percent: string, days: number) {
    const desk = (await admin<LedgerDesk>('GET', 'admin/ledger', operator)).body.data;
    const saved = await admin<LedgerDesk>('POST', 'admin/ledger/terms', operator, { version: desk.terms.version, commission_percent: percent, return_window_days: days });
    expect(saved.body.status, saved.body.message).toBe(200);
    return saved.body.data;
  }

  it('records each line\'s rate at the sale, writes the sale at payment, and keeps it pending until delivered and the window passed', async () => {
    const operator = await member('operator');
    const lamps = await sellerAccount(shop, { language: 'tr' });
    const rugs = await sellerAccount(shop, { language: 'ar' });
    const [lamp, rug] = [await product(lamps, 'Ledgerlampword'), await product(rugs, 'Ledgerrugword')];
    const { categoryId } = await formChoices(shop);

    // The operator's terms: 10 % for the shop, 15 % for the category, 5 % agreed with the lamp store.
    await terms(operator, '10', 14);
    const category = await admin<LedgerDesk>('POST', 'admin/ledger/rates', { ...operator, Language: 'fr' }, { scope: 'category', scope_id: categoryId, percent: '15' });
    expect(category.body.message).toMatch(/^Le taux de commission de .+ est enregistré/);
    await admin('POST', 'admin/ledger/rates', operator, { scope: 'store', scope_id: lamps.storeId, percent: '5' });
    const orderId = await order([lamp, rug]);
    const rates = await shop.db.selectFrom('ordered_products').select(['store_id', 'commission_bps', 'selling']).where('order_id', '=', orderId).orderBy('store_id').execute();
    expect(Object.fromEntries(rates.map((r) => [r.store_id, r.commission_bps]))).toEqual({ [lamps.storeId]: 500, [rugs.storeId]: 1500 });

    // A later change of the rates never rewrites what was agreed on a sold line.
    await terms(operator, '20', 14);
    expect((await shop.db.selectFrom('ordered_products').select('commission_bps').where('order_id', '=', orderId).execute()).map((r) => r.commission_bps).sort((a, b) => a - b)).toEqual([500, 1500]);

    // Unpaid (cash on delivery): nothing owed to anyone yet.
    expect(await entriesOf(orderId)).toEqual([]);
    expect(await earnings(lamps)).toMatchObject({ pending: '0.00', available: '0.00', requested: '0.00', paidOut: '0.00', entries: [], months: [] });

    // Paid: each store's sale and commission, the shop's commissions; the order's entries add up to what was paid.
    expect((await changeOrder(shop.db, shop.dialect, { orderId, change: { kind: 'pay' }, actor: 'operator' })).ok).toBe(true);
    const written = await entriesOf(orderId);
    expect(written).toEqual(expect.arrayContaining([
      { store_id: lamps.storeId, kind: 'sale', amount_cents: 4000 }, { store_id: lamps.storeId, kind: 'commission', amount_cents: -200 },
      { store_id: rugs.storeId, kind: 'sale', amount_cents: 4000 }, { store_id: rugs.storeId, kind: 'commission', amount_cents: -600 },
      { store_id: null, kind: 'commission', amount_cents: 800 },
    ]));
    const total = (await shop.db.selectFrom('orders').select('total_amount').where('id', '=', orderId).executeTakeFirstOrThrow()).total_amount;
    expect(written.reduce((sum, e) => sum + Number(e.amount_cents), 0)).toBe(total);

    // Each seller sees their own entries only, pending until delivered.
    const lampView = await earnings(lamps, 'tr');
    expect(lampView).toMatchObject({ pending: '38.00', available: '0.00', returnWindowDays: 14 });
    expect(lampView.entries.map((e) => [e.kind, e.amount])).toEqual([['commission', '-2.00'], ['sale', '40.00']]);
    expect(lampView.months).toEqual([new Date().toISOString().slice(0, 7)]);
    await deliver(lamps, orderId);
    expect(await earnings(lamps)).toMatchObject({ pending: '38.00', available: '0.00' });
    // The window over (0 days): the delivered parcel's money is available; the rug, not delivered, stays pending.
    await terms(operator, '20', 0);
    expect(await earnings(lamps)).toMatchObject({ pending: '0.00', available: '38.00' });
    expect(await earnings(rugs)).toMatchObject({ pending: '34.00', available: '0.00' });
    const desk = (await admin<LedgerDesk>('GET', 'admin/ledger', operator)).body.data;
    expect(desk.balances.find((b) => b.storeId === lamps.storeId)).toMatchObject({ available: '38.00', pending: '0.00', requested: '0.00' });
    expect(desk.shopAccount).toBe('8.00');

    // The overrides removed (on the version read): their targets pay the shop's rate on new sales.
    for (const rate of desk.rates) {
      const removed = await admin<LedgerDesk>('POST', `admin/ledger/rates/${rate.id}/remove`, operator, { version: rate.version });
      expect(removed.body.message).toBe(`${rate.name} now pays the shop's rate on new sales.`);
    }
    expect((await admin<LedgerDesk>('GET', 'admin/ledger', operator)).body.data.rates).toEqual([]);

    // The ledger is append-only on this database too.
    await expect(shop.db.updateTable('ledger_entries').set({ amount_cents: 0 }).where('order_id', '=', orderId).execute()).rejects.toThrow(/append-only/);
    await expect(shop.db.deleteFrom('ledger_entries').where('order_id', '=', orderId).execute()).rejects.toThrow(/append-only/);
  });

  it('pays out only what is available: two requests racing give one payout; the operator pays or refuses with a reference', async () => {
    const operator = await member('operator');
    await terms(operator, '10', 0);
    const seller = await sellerAccount(shop, { language: 'fr' });
    const orderId = await order([await product(seller, 'Payoutlampword')]);
    await changeOrder(shop.db, shop.dialect, { orderId, change: { kind: 'pay' }, actor: 'operator' });
    await deliver(seller, orderId);
    expect(await earnings(seller)).toMatchObject({ available: '36.00' });
    const ask = (amount: unknown, language = 'en') => call<SellerEarnings | Fields>('POST', 'seller/payouts', { token: seller.token, payload: { amount }, language });

    // Bad amounts and more than is available: refused by field in the seller's language, nothing written.
    expect(((await ask('36.01', 'fr')).body.data as Fields).fields.amount).toBe('Vous pouvez demander au plus 36.00, le montant disponible maintenant.');
    expect(((await ask('-5')).body.data as Fields).fields.amount).toMatch(/above zero/);
    expect(((await ask('<b>1</b>')).body.data as Fields).fields.amount).toMatch(/above zero/);
    expect(((await ask(null)).body.data as Fields).fields.amount).toMatch(/above zero/);
    expect(await shop.db.selectFrom('payouts').select('id').where('store_id', '=', seller.storeId).execute()).toEqual([]);

    // Two requests for 30.00 at once: one payout, one refusal, and 6.00 still available.
    const both = await Promise.all([ask('30'), ask('30.00')]);
    expect(both.map((a) => a.body.status).sort()).toEqual([200, 201]);
    const view = await earnings(seller);
    expect(view).toMatchObject({ available: '6.00', requested: '30.00', paidOut: '0.00' });
    expect(view.payouts).toHaveLength(1);
    const [payout] = view.payouts;
    expect(payout).toMatchObject({ amount: '30.00', status: 'requested', reference: null });

    // Staff cannot open the money desk; the operator refuses with a reason: the money is back.
    const staff = await member('staff');
    expect((await admin('GET', 'admin/ledger', staff)).http).toBe(403);
    expect((await admin('POST', `admin/payouts/${payout!.id}`, staff, { decision: 'pay', version: 1, reference: 'X' })).http).toBe(403);
    const noReference = await admin<Fields>('POST', `admin/payouts/${payout!.id}`, { ...operator, Language: 'tr' }, { decision: 'refuse', version: 1, reference: ' ' });
    expect(noReference.body.data.fields.reference).toMatch(/^Havale referansını/);
    const markup = await admin<Fields>('POST', `admin/payouts/${payout!.id}`, operator, { decision: 'pay', version: 1, reference: '<img src=x onerror=alert(1)>' });
    expect(markup.body.data.fields.reference).toMatch(/without markup/);
    const refused = await admin<LedgerDesk>('POST', `admin/payouts/${payout!.id}`, operator, { decision: 'refuse', version: 1, reference: 'Bank details missing' });
    expect(refused.body.message).toBe(`Payout no. ${payout!.id} is refused; its amount is back in the seller's available balance.`);
    expect(await earnings(seller)).toMatchObject({ available: '36.00', requested: '0.00', paidOut: '0.00' });
    // Deciding it again, or on an old version: refused, nothing written.
    expect((await admin('POST', `admin/payouts/${payout!.id}`, operator, { decision: 'pay', version: 2, reference: 'TR-1' })).body.message).toBe('This payout was already decided.');
    expect((await admin('POST', `admin/payouts/${payout!.id}`, operator, { decision: 'pay', version: 1, reference: 'TR-1' })).body.message).toMatch(/changed this payout meanwhile/);

    // A new request, paid with the transfer's reference.
    const again = await ask('36');
    expect(again.body.message).toBe('Your payout of 36.00 is requested: the shop will pay it or tell you why not.');
    const second = (again.body.data as SellerEarnings).payouts[0]!;
    const paid = await admin<LedgerDesk>('POST', `admin/payouts/${second.id}`, operator, { decision: 'pay', version: second.version, reference: 'SEPA 2026-11-28/0042' });
    expect(paid.body.data.payouts.find((p) => p.id === second.id)).toMatchObject({ status: 'paid', reference: 'SEPA 2026-11-28/0042' });
    expect(await earnings(seller)).toMatchObject({ available: '0.00', requested: '0.00', paidOut: '36.00' });
    const audit = await shop.db.selectFrom('audit_log').select('action').where('subject', '=', 'payout').orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['payout.refuse', 'payout.pay']);
  });

  it('keeps the ledger balanced when a refund races a payout, and writes a month\'s statement that adds up', async () => {
    const operator = await member('operator');
    await terms(operator, '12.5', 0);
    const seller = await sellerAccount(shop, { language: 'tr' });
    const item = await product(seller, 'Racelampword');
    const first = await order([item]);
    const second = await order([item]);
    for (const orderId of [first, second]) {
      await changeOrder(shop.db, shop.dialect, { orderId, change: { kind: 'pay' }, actor: 'operator' });
      await deliver(seller, orderId);
    }
    expect(await earnings(seller)).toMatchObject({ available: '70.00' });
    const paidBefore = await ledgerSum('orders');

    // The shop refunds the first order while the seller asks for everything: one order decides.
    const [refund, payout] = await Promise.all([
      changeOrder(shop.db, shop.dialect, { orderId: first, change: { kind: 'refund' }, actor: 'operator' }),
      call<SellerEarnings | Fields>('POST', 'seller/payouts', { token: seller.token, payload: { amount: '70' }, language: 'tr' }),
    ]);
    expect(refund.ok).toBe(true);
    const view = await earnings(seller);
    if (payout.body.status === 200) {
      // The payout went first: the refund still lands (the shopper's money), and the store owes it.
      expect(view).toMatchObject({ available: '-35.00', requested: '70.00', paidOut: '0.00' });
    } else {
      expect((payout.body.data as Fields).fields.amount).toBe('En fazla şu anda kullanılabilir tutar olan 35.00 isteyebilirsiniz.');
      expect(view).toMatchObject({ available: '35.00', requested: '0.00', paidOut: '0.00' });
    }
    // Refunding again writes nothing; every order entry still adds up to what was paid minus refunded.
    expect((await changeOrder(shop.db, shop.dialect, { orderId: first, change: { kind: 'refund' }, actor: 'operator' })).ok).toBe(false);
    const firstTotal = (await shop.db.selectFrom('orders').select('total_amount').where('id', '=', first).executeTakeFirstOrThrow()).total_amount;
    expect(await ledgerSum('orders')).toBe(paidBefore - firstTotal);
    expect((await entriesOf(first)).reduce((sum, e) => sum + Number(e.amount_cents), 0)).toBe(0);

    // The month's statement: in the seller's language, brought forward, each entry, carried forward = the balance.
    const month = new Date().toISOString().slice(0, 7);
    const csv = await shop.app.inject({ method: 'GET', url: `/api/v1/seller/statements/${month}.csv`, headers: { ...bearer(seller.token), Language: 'tr' } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const rows = csv.body.replace(/^\ufeff/, '').trim().split('\n');
    expect(rows[0]).toBe('Tarih,Kayıt,Sipariş,Ödeme no.,Tutar,Bakiye');
    expect(rows[1]).toMatch(/,Devreden bakiye,,,,0\.00$/);
    expect(rows.some((row) => /,Satış,[A-Z0-9]{12},,40\.00,/.test(row))).toBe(true);
    expect(rows.some((row) => /,İade,[A-Z0-9]{12},,-40\.00,/.test(row))).toBe(true);
    const balance = Number(view.available) + Number(view.pending);
    expect(rows.at(-1)).toMatch(new RegExp(`,Devredilen bakiye,,,,${balance.toFixed(2).replace('.', '\\.')}$`));
    const bad = await call('GET', 'seller/statements/2026-13.csv', { token: seller.token, language: 'fr' });
    expect(bad.body.message).toMatch(/^Choisissez un mois/);
  });

  it('refuses bad terms by field with nothing changed, and a rate for nothing that exists', async () => {
    const operator = await member('operator');
    const desk = (await admin<LedgerDesk>('GET', 'admin/ledger', operator)).body.data;
    const bad = await admin<Fields>('POST', 'admin/ledger/terms', { ...operator, Language: 'ar' }, { version: desk.terms.version, commission_percent: '101', return_window_days: '1.5' });
    expect(bad.body.data.fields).toEqual({ commissionPercent: 'أدخل نسبة مئوية من 0 إلى 100، بخانتين عشريتين على الأكثر.', returnWindowDays: 'أدخل مهلة الإرجاع بالأيام الكاملة، من 0 إلى 365.' });
    const stale = await admin('POST', 'admin/ledger/terms', operator, { version: desk.terms.version + 7, commission_percent: '9', return_window_days: 3 });
    expect(stale.body.message).toMatch(/changed these terms meanwhile/);
    expect((await admin<LedgerDesk>('GET', 'admin/ledger', operator)).body.data.terms).toEqual(desk.terms);
    const nowhere = await admin<Fields>('POST', 'admin/ledger/rates', operator, { scope: 'store', scope_id: 987654, percent: '5' });
    expect(nowhere.body.data.fields.target).toMatch(/exists/);
    const removed = await admin('POST', 'admin/ledger/rates/987654/remove', operator, { version: 1 });
    expect(removed.body.message).toMatch(/does not exist any more/);
  });
});
