// A seller cancels lines of their part of a marketplace order (issue 33, decision 0036) on SQLite
// and PostgreSQL: before their parcel has left, with a reason the shopper is told. Their units go
// back to stock, the order's totals lose what those lines cost, the rest goes on. Unpaid, the shopper simply owes
// less; paid online, the part is refunded through the provider (Stripe's local sandbox) and a later
// refund of the rest gives back only the rest; paid by transfer, it is owed back until the operator
// records it paid back. The ledger gives the part back at once and still sums to paid minus
// refunded. The last part cancels the whole order. Another store, a parcel that left, a missing
// reason: a clear error and nothing changed.
import { describe, expect, it } from 'vitest';
import { changeOrderCommand, type Desk, partRefundedCommand, showOrderCommand } from '../../backend/admin/order-desk';
import { paymentProviders } from '../../backend/payments/payment-providers';
import type { OrderDeskDetail } from '../../core/admin/order-desk';
import type { OrderView, ParcelView } from '../../core/orders/order-contract';
import { issueBackOfficeSession } from '../../backend/admin/back-office-sessions';
import type { SellerOrders } from '../../core/seller/seller-orders';
import { testDatabases } from '../support/databases';
import { address, bearer, cartLine, sentAtOnce, shippingRule, shopperMails, stockOf } from './orders-support';
import { enableMethods, orderAction, paymentDone, usePaymentShop } from './payments-support';
import { publishedProduct, sellerAccount, sellerCall, type TestSeller } from './seller-support';

type Fields = { form: string[]; fields: Record<string, string> };

describe.each(testDatabases())('a seller cancelling their part of an order on $name', (database) => {
  const shop = usePaymentShop(database);
  const desk = (): Desk => ({ db: shop.db, dialect: shop.dialect, mail: sentAtOnce(shop.recorder), publicUrl: 'http://shop.test', payments: paymentProviders(shop.stripe.env) });
  const call = <T>(method: 'GET' | 'POST', url: string, o: { token?: string; payload?: object; language?: string } = {}) => sellerCall<T>(shop, method, url, o);
  const shipmentOf = (orderId: number, seller: TestSeller) => shop.db.selectFrom('shipments')
    .select(['id', 'status', 'cancelled', 'cancel_reason', 'version']).where('order_id', '=', orderId).where('store_id', '=', seller.storeId).executeTakeFirstOrThrow();
  const partsOf = (orderId: number) => shop.db.selectFrom('part_cancellations').select(['store_id', 'reason', 'refund_cents', 'refund_due', 'refund_ref']).where('order_id', '=', orderId).orderBy('id').execute();
  const lineOf = async (orderId: number, productId: number) => (await shop.db.selectFrom('ordered_products').select('id').where('order_id', '=', orderId).where('product_id', '=', productId).executeTakeFirstOrThrow()).id;
  const orderRow = (orderId: number) => shop.db.selectFrom('orders')
    .select(['subtotal', 'shipping_price', 'tax', 'voucher_price', 'total_amount', 'status', 'cancelled', 'payment_done', 'refunded', 'refund_due', 'tracking_code']).where('id', '=', orderId).executeTakeFirstOrThrow();
  const ledgerOf = async (orderId: number, storeId?: number | null) => {
    let query = shop.db.selectFrom('ledger_entries').select((eb) => eb.fn.sum<number | string>('amount_cents').as('cents')).where('order_id', '=', orderId);
    if (storeId !== undefined) query = storeId === null ? query.where('store_id', 'is', null) : query.where('store_id', '=', storeId);
    return Number((await query.executeTakeFirst())?.cents ?? 0);
  };
  const cancelPart = (seller: TestSeller, shipment: { id: number; version: number }, reason: string, language = 'en', lines: number[] = []) =>
    call<{ cancelled: number; whole: number; refund: string } | Fields>('POST', `seller/shipments/${shipment.id}`, { token: seller.token, payload: { action: 'cancel', version: shipment.version, reason, lines }, language });
  const view = async (token: string, orderId: number) => (await shop.call<OrderView>({ method: 'GET', url: `/api/v1/order/by-user?order_id=${orderId}`, headers: bearer(token) })).body.data;

  /** Two sellers' products at 40.00, the lamp with 3.00 delivery of its own (and a shade from the same store when asked); a buyer with one of each in the cart. */
  async function twoStores(lampWord: string, rugWord: string, shadeWord: string | null = null) {
    await enableMethods(shop);
    const lamps = await sellerAccount(shop, { language: 'tr' });
    const rugs = await sellerAccount(shop, { language: 'ar' });
    const lamp = await publishedProduct(shop, lamps, lampWord);
    const shade = shadeWord === null ? null : await publishedProduct(shop, lamps, shadeWord);
    const rug = await publishedProduct(shop, rugs, rugWord);
    const { ruleId } = await shippingRule(shop.db, { priceCents: 300 });
    await shop.db.updateTable('products').set({ shipping_rule_id: ruleId }).where('id', '=', lamp.productId).execute();
    const user = await shop.signedInUser();
    for (const item of [lamp, ...(shade ? [shade] : []), rug]) await cartLine(shop.db, { userId: user.id }, item, 1);
    const addressId = await address(shop.db, { userId: user.id }, 'TR', '34', { name: 'Deniz Yılmaz' });
    return { lamps, rugs, lamp, shade, rug, user, addressId };
  }

  async function place(token: string, addressId: number, method: number) {
    const placed = await orderAction(shop, token, { order_method: method, address_id: addressId });
    expect(placed.body.status, placed.body.message).toBe(200);
    return placed.body.data as { id: number; order: string; payment?: { step: { url: string } } };
  }

  it('takes unpaid lines off the order: stock back, totals lowered, the shopper told why, the rest going on', async () => {
    const { lamps, rugs, lamp, shade, rug, user, addressId } = await twoStores('Partlampwordwithalongnamethatgoesonpastforty', 'Partrugword', 'Partshadeword');
    const order = await place(user.token, addressId, 2);
    expect(await orderRow(order.id)).toMatchObject({ subtotal: 12_000, shipping_price: 300, total_amount: 12_300 });
    expect(await stockOf(shop.db, lamp.inventoryId)).toBe(4);
    const shipment = await shipmentOf(order.id, lamps);
    const [lampLine, shadeLine, rugLine] = [await lineOf(order.id, lamp.productId), await lineOf(order.id, shade!.productId), await lineOf(order.id, rug.productId)];
    const listed = (await call<SellerOrders>('GET', 'seller/orders', { token: lamps.token })).body.data.page.rows.find((row) => row.orderId === order.id)!;
    expect(listed.actions).toEqual(['confirm', 'cancel']);
    expect(listed.lines.map((line) => [line.id, line.cancelReason])).toEqual([[lampLine, null], [shadeLine, null]]);

    // No reason, another store's parcel or line, a stale version: refused, nothing changed.
    const unexplained = await cancelPart(lamps, shipment, '  ', 'tr', [lampLine]);
    expect((unexplained.body.data as Fields).fields).toEqual({ reason: 'Bu alan zorunludur.' });
    expect((await cancelPart(rugs, shipment, 'Not mine')).http).toBe(404);
    expect((await cancelPart(lamps, shipment, 'Not mine', 'fr', [rugLine])).body.message).toBe('Choisissez des articles de ce colis qui sont encore dans la commande.');
    expect((await cancelPart(lamps, shipment, 'Odd', 'en', ['x' as unknown as number])).body.message).toBe('This request is not complete: reload the page and try again.');
    expect((await cancelPart(lamps, { id: shipment.id, version: 9 }, 'Broken', 'en', [lampLine])).body.message).toMatch(/changed since you opened it/);
    expect(await orderRow(order.id)).toMatchObject({ total_amount: 12_300, cancelled: 0 });
    expect(await shipmentOf(order.id, lamps)).toMatchObject({ cancelled: 0, version: 1 });
    expect(await partsOf(order.id)).toEqual([]);

    // The lamp alone: its 40.00 and its own 3.00 delivery come off; the shade and the rug go on.
    const done = await cancelPart(lamps, shipment, 'Kırık geldi, üzgünüz', 'tr', [lampLine]);
    expect(done.body).toMatchObject({ status: 200, data: { whole: 0, refund: 'none' } });
    expect(done.body.message).toMatch(/siparişinden iptal edildi/);
    expect(await partsOf(order.id)).toEqual([{ store_id: lamps.storeId, reason: 'Kırık geldi, üzgünüz', refund_cents: 4300, refund_due: 0, refund_ref: null }]);
    expect(await shipmentOf(order.id, lamps)).toMatchObject({ cancelled: 0, version: 2 });
    expect(await orderRow(order.id)).toMatchObject({ subtotal: 8000, shipping_price: 0, total_amount: 8000, cancelled: 0, status: 1 });
    expect(await stockOf(shop.db, lamp.inventoryId)).toBe(5);
    // The same line again: it is no longer in the order.
    expect((await cancelPart(lamps, { id: shipment.id, version: 2 }, 'Again', 'en', [lampLine])).body.message).toBe('Choose items of this parcel that are still in the order.');
    const mine = (await call<SellerOrders>('GET', 'seller/orders', { token: lamps.token })).body.data.page.rows.find((row) => row.orderId === order.id)!;
    expect(mine).toMatchObject({ cancelled: false, total: '40.00', actions: ['confirm', 'cancel'] });
    expect(mine.lines.map((line) => line.cancelReason)).toEqual(['Kırık geldi, üzgünüz', null]);

    // The shopper's page: the lamp's line marked, its parcel saying which, why and what it did to the money; the public tracking page keeps that out.
    const shown = await view(user.token, order.id);
    expect(shown.calculated.total_price).toBe(80);
    expect(shown.ordered_products.map((line) => [line.title, line.cancelled])).toEqual([['Partlampwordwithalongnamethatgoesonpastforty desk lamp', true], ['Partshadeword desk lamp', false], ['Partrugword desk lamp', false]]);
    const parcel = shown.parcels.find((p) => p.cancellations.length > 0)!;
    expect(parcel).toMatchObject({ cancelled: false, cancellations: [{ by: 'seller', reason: 'Kırık geldi, üzgünüz', amount: 43, refund: 'none', items: [{ title: 'Partlampwordwithalongnamethatgoesonpastforty desk lamp', quantity: 1 }] }] });
    const tracked = await shop.call<{ parcels: ParcelView[] }>({ method: 'GET', url: `/api/v1/track-order?order=${order.order}` });
    expect(tracked.body.data.parcels.map((p) => p.cancellations)).toEqual([[], []]);

    // The mail: which store, which items, why, and what the order comes to now; its summary lists only what is left.
    await shop.jobsDone();
    const mail = shopperMails(shop.mails, order.order).find((m) => m.subject === `Part of your order ${order.order} has been cancelled`)!;
    expect(mail.text).toMatch(/has cancelled its part of your order .*Partlampwordwithalongnamethatgoesonpastforty desk lamp.*\. The rest of your order goes ahead\./);
    expect(mail.text).toContain('Reason: “Kırık geldi, üzgünüz”');
    expect(mail.text).toMatch(/Nothing is charged for these items: your order now comes to \S*\$80/);
    expect(mail.text.split('Partlampwordwithalongnamethatgoesonpastforty desk lamp')).toHaveLength(2);

    // The rest of the lamp store's parcel (no lines named: all still in it): the parcel is cancelled with its reason.
    await cancelPart(lamps, { id: shipment.id, version: 2 }, 'Shade out of stock too');
    expect(await shipmentOf(order.id, lamps)).toMatchObject({ cancelled: 1, cancel_reason: 'Shade out of stock too', version: 3 });
    expect(await orderRow(order.id)).toMatchObject({ total_amount: 4000, cancelled: 0 });
    expect((await partsOf(order.id)).map((part) => part.refund_cents)).toEqual([4300, 4000]);

    // The cash comes in for the rest: the ledger holds the rug's sale only, and sums to what was paid.
    expect((await changeOrderCommand(desk(), 'cash-received', order.order, null)).code).toBe(0);
    expect(await ledgerOf(order.id)).toBe(4000);
    expect(await ledgerOf(order.id, lamps.storeId)).toBe(0);

    // The desk shows it; the lamp store's packing slip is gone with its parcel, and its seller's list offers nothing more.
    const shownOnDesk = (await showOrderCommand(desk(), order.order)).lines.join('\n');
    expect(shownOnDesk).toMatch(/Partlampwordwithalongnamethatgoesonpastforty desk lamp .*CANCELLED/);
    expect(shownOnDesk).toMatch(/ {4}cancelled by its seller: 1 x Partlampwordwithalongnamethatgoesonpastforty desk lamp \(Kırık geldi, üzgünüz\); \$43 taken off the unpaid order/);
    const slip = await shop.app.inject({ method: 'GET', url: `/api/v1/seller/shipments/${shipment.id}/packing-slip.pdf`, headers: bearer(lamps.token) });
    expect(slip.statusCode).toBe(404);
    const after = (await call<SellerOrders>('GET', 'seller/orders', { token: lamps.token })).body.data.page.rows.find((row) => row.orderId === order.id)!;
    expect(after).toMatchObject({ cancelled: true, cancelReason: 'Shade out of stock too', total: '0.00', actions: [] });

    // The rug leaves: its seller can no longer cancel it.
    const rugShipment = await shipmentOf(order.id, rugs);
    const ups = await shop.db.selectFrom('carriers').select('id').where('name', '=', 'UPS').executeTakeFirstOrThrow();
    await call('POST', `seller/shipments/${rugShipment.id}`, { token: rugs.token, payload: { action: 'confirm', version: 1 } });
    await call('POST', `seller/shipments/${rugShipment.id}`, { token: rugs.token, payload: { action: 'ship', version: 2, carrier_id: ups.id, tracking_number: 'RUG-PART-1' } });
    expect((await cancelPart(rugs, { id: rugShipment.id, version: 3 }, 'Too late', 'ar')).body.message).toBe('غادر هذا الطرد: لم يعد من الممكن إلغاؤه.');
    expect(await orderRow(order.id)).toMatchObject({ status: 4, total_amount: 4000, cancelled: 0 });
  });

  it('refunds a part paid online through the provider, and a later refund of the rest gives back only the rest', async () => {
    const { lamps, user, addressId } = await twoStores('Onlinelampword', 'Onlinerugword');
    const order = await place(user.token, addressId, 3);
    const shipment = await shipmentOf(order.id, lamps);
    // Being paid online for its whole total right now: the seller waits.
    const listed = (await call<SellerOrders>('GET', 'seller/orders', { token: lamps.token })).body.data.page.rows.find((row) => row.orderId === order.id)!;
    expect(listed.actions).toEqual(['confirm']);
    expect((await cancelPart(lamps, shipment, 'Broken')).body.message).toMatch(/paying this order online right now/);

    const sessionId = new URL(order.payment!.step.url).pathname.split('/').at(-1)!;
    expect((await paymentDone(shop, user.token, order.id, shop.stripe.payDirectly(sessionId))).body.status).toBe(200);
    const intent = shop.stripe.sessions.get(sessionId)!.payment_intent!;
    expect(await ledgerOf(order.id)).toBe(8300);

    const done = await cancelPart(lamps, shipment, 'Broken in our store');
    expect(done.body.data).toMatchObject({ whole: 0, refund: 'refunded' });
    expect(shop.stripe.refunds.filter((r) => r.payment_intent === intent).map((r) => r.amount)).toEqual([4300]);
    expect(await partsOf(order.id)).toEqual([expect.objectContaining({ refund_cents: 4300, refund_due: 0, refund_ref: expect.stringMatching(/^stripe re_/) })]);
    expect(await shipmentOf(order.id, lamps)).toMatchObject({ cancelled: 1, cancel_reason: 'Broken in our store' });
    expect(await orderRow(order.id)).toMatchObject({ total_amount: 4000, payment_done: 1, cancelled: 0, refund_due: 0 });
    // The ledger gives the part back at once: the lamp store is owed nothing, everything sums to paid minus refunded.
    expect(await ledgerOf(order.id, lamps.storeId)).toBe(0);
    expect(await ledgerOf(order.id)).toBe(4000);
    expect((await view(user.token, order.id)).parcels.find((p) => p.cancelled)!.cancellations).toMatchObject([{ reason: 'Broken in our store', amount: 43, refund: 'refunded' }]);
    await shop.jobsDone();
    const mail = shopperMails(shop.mails, order.order).find((m) => m.subject.startsWith('Part of your order'))!;
    expect(mail.text).toContain('We have refunded $43 for these items to your Stripe payment');

    // The shopper cancels the rest: only the 40.00 left goes back, and every account of the order ends at zero.
    const rest = await shop.call({ method: 'POST', url: '/api/v1/cancellation/cancel-order', payload: { order_id: order.id, reason: 'No longer needed' }, headers: bearer(user.token) });
    expect(rest.body).toMatchObject({ status: 200, data: { refunded: 1 } });
    expect(shop.stripe.refunds.filter((r) => r.payment_intent === intent).map((r) => r.amount)).toEqual([4300, 4000]);
    expect(await ledgerOf(order.id)).toBe(0);
  });

  it('cancels only the parcels that have not left when the shop cancels after one has, refunding them online', async () => {
    const { lamps, rugs, rug, user, addressId } = await twoStores('Restlampword', 'Restrugword');
    const order = await place(user.token, addressId, 3);
    const sessionId = new URL(order.payment!.step.url).pathname.split('/').at(-1)!;
    expect((await paymentDone(shop, user.token, order.id, shop.stripe.payDirectly(sessionId))).body.status).toBe(200);
    const intent = shop.stripe.sessions.get(sessionId)!.payment_intent!;
    // The rug leaves; the lamp waits.
    const rugShipment = await shipmentOf(order.id, rugs);
    const ups = await shop.db.selectFrom('carriers').select('id').where('name', '=', 'UPS').executeTakeFirstOrThrow();
    await call('POST', `seller/shipments/${rugShipment.id}`, { token: rugs.token, payload: { action: 'confirm', version: 1 } });
    await call('POST', `seller/shipments/${rugShipment.id}`, { token: rugs.token, payload: { action: 'ship', version: 2, carrier_id: ups.id, tracking_number: 'RUG-REST-1' } });
    const stock = await stockOf(shop.db, rug.inventoryId);

    // From the command line without a reason: refused (the shopper and the seller would be told none), nothing changed.
    const unexplained = await changeOrderCommand(desk(), 'cancel', order.order, null);
    expect(unexplained).toMatchObject({ code: 1, lines: [expect.stringMatching(/give the reason the shopper and their sellers are told.*nothing changed\.$/)] });
    expect(await shipmentOf(order.id, lamps)).toMatchObject({ cancelled: 0 });

    // The operator cancels from the desk: only the lamp's parcel goes, its 43.00 back through Stripe; the rug goes on.
    const staff = await shop.signedInUser();
    await shop.db.insertInto('back_office_members').values({ user_id: staff.id, role: 'staff' }).execute();
    const member = bearer(await issueBackOfficeSession(shop.db, staff.id, 'mail'));
    const deskDetail = async () => (await shop.call<OrderDeskDetail>({ method: 'GET', url: `/api/v1/admin/orders/${order.order}`, headers: member })).body.data;
    const cancelled = await shop.call<OrderDeskDetail>({ method: 'POST', url: `/api/v1/admin/orders/${order.order}/cancel`, headers: member, payload: { version: (await deskDetail()).version, reason: 'The lamp will not come in time' } });
    expect(cancelled.body.message).toBe(`A parcel of order ${order.order} had left: the parcels that had not are cancelled and their money refunded through its provider.`);
    expect(await orderRow(order.id)).toMatchObject({ cancelled: 0, status: 4, total_amount: 4000 });
    expect(await shipmentOf(order.id, lamps)).toMatchObject({ cancelled: 1, cancel_reason: 'The lamp will not come in time' });
    expect(await shipmentOf(order.id, rugs)).toMatchObject({ cancelled: 0, status: 4 });
    expect(await stockOf(shop.db, rug.inventoryId)).toBe(stock);
    expect(shop.stripe.refunds.filter((r) => r.payment_intent === intent).map((r) => r.amount)).toEqual([4300]);
    expect((await view(user.token, order.id)).parcels.find((p) => p.cancelled)!.cancellations).toMatchObject([{ by: 'shop', reason: 'The lamp will not come in time', refund: 'refunded' }]);
    expect(await ledgerOf(order.id)).toBe(4000);
    expect(await shop.db.selectFrom('audit_log').select('action').where('subject_id', '=', order.order).execute()).toEqual([{ action: 'order.cancel' }]);
    await shop.jobsDone();
    expect(shopperMails(shop.mails, order.order).find((m) => m.subject.startsWith('Part of your order'))!.text).toMatch(/We have cancelled the items of your order .* that had not left yet: .*Restlampword desk lamp.*\. What has left goes on\./);
    // The lamp's seller is told, in Turkish, not to send it; the rug's seller hears nothing of it.
    const toLamps = shop.mails.filter((m) => m.to === lamps.email && m.subject === `${order.order} siparişindeki ürünler mağaza tarafından iptal edildi`);
    expect(toLamps).toHaveLength(1);
    expect(toLamps[0]!.text).toContain('Restlampword desk lamp');
    expect(toLamps[0]!.text).toMatch(/Sebep: .The lamp will not come in time./);
    expect(toLamps[0]!.text).toMatch(/\/tr\/seller\/orders/);
    expect(shop.mails.filter((m) => m.to === rugs.email && m.subject.includes(order.order)).map((m) => m.subject)).toEqual([`طلب جديد ${order.order} لمتجرك`]);

    // Nothing is left to cancel now: the desk no longer offers it, and a call anyway is refused with nothing changed.
    expect((await deskDetail()).actions.cancel).toBe(false);
    const again = await shop.call({ method: 'POST', url: `/api/v1/admin/orders/${order.order}/cancel`, headers: member, payload: { version: (await deskDetail()).version, reason: 'Again' } });
    expect(again.body.message).toBe('Every parcel of this order has left: nothing is left to cancel.');
    expect(await orderRow(order.id)).toMatchObject({ cancelled: 0, total_amount: 4000 });
  });

  it('owes a part paid by transfer back until the operator records it paid back, and cancels the whole order with its last part', async () => {
    const { lamps, rugs, lamp, rug, user, addressId } = await twoStores('Transferlampword', 'Transferrugword');
    const order = await place(user.token, addressId, 7);
    await shop.call({
      method: 'POST', url: '/api/v1/order/transaction', headers: bearer(user.token),
      payload: { order_id: order.id, bank_name: 'Ziraat', account_holder_name: 'Deniz', account_number: '001', branch_name: 'Moda', transaction_id: 'TR-PART-1' },
    });
    expect((await changeOrderCommand(desk(), 'verify-transfer', order.order, null)).code).toBe(0);

    const done = await cancelPart(lamps, await shipmentOf(order.id, lamps), 'Out of stock');
    expect(done.body.data).toMatchObject({ whole: 0, refund: 'due' });
    const lampStock = await stockOf(shop.db, lamp.inventoryId);
    expect(await partsOf(order.id)).toEqual([expect.objectContaining({ refund_cents: 4300, refund_due: 1, refund_ref: null })]);
    expect(await ledgerOf(order.id)).toBe(4000);
    expect((await view(user.token, order.id)).parcels.find((p) => p.cancelled)!.cancellations).toMatchObject([{ amount: 43, refund: 'due' }]);
    await shop.jobsDone();
    expect(shopperMails(shop.mails, order.order).find((m) => m.subject.startsWith('Part of your order'))!.text)
      .toContain('We owe you $43 for these items: we will transfer it back to the account you paid from.');

    // The desk says what is owed and how to record it; a member records it paid back in the console, audited; twice is refused.
    expect((await showOrderCommand(desk(), order.order)).lines.join('\n')).toMatch(/\$43 OWED BACK to the shopper\n[\s\S]*PART REFUND DUE: .*npm run admin -- part-refunded/);
    const staff = await shop.signedInUser();
    await shop.db.insertInto('back_office_members').values({ user_id: staff.id, role: 'staff' }).execute();
    const member = bearer(await issueBackOfficeSession(shop.db, staff.id, 'mail'));
    const detail = await shop.call<OrderDeskDetail>({ method: 'GET', url: `/api/v1/admin/orders/${order.order}`, headers: member });
    expect(detail.body.data.actions.partRefunded).toBe(true);
    expect(detail.body.data.lines.map((line) => line.cancelled)).toEqual([true, false]);
    const settled = await shop.call<OrderDeskDetail>({ method: 'POST', url: `/api/v1/admin/orders/${order.order}/part-refunded`, headers: { ...member, Language: 'fr' }, payload: { version: detail.body.data.version, reason: 'virement 8841' } });
    expect(settled.body.message).toBe(`Le remboursement dû pour les parties annulées de la commande ${order.order} est enregistré comme effectué.`);
    expect(settled.body.data.actions.partRefunded).toBe(false);
    expect(await partsOf(order.id)).toEqual([expect.objectContaining({ refund_due: 0, refund_ref: expect.stringMatching(/^paid back by .+: virement 8841$/) })]);
    expect(await shop.db.selectFrom('audit_log').select('action').where('subject_id', '=', order.order).execute()).toEqual([{ action: 'order.part_refunded' }]);
    expect(await partRefundedCommand(desk(), order.order, null)).toMatchObject({ code: 1 });

    // The rug's seller cancels the last part: the whole order is cancelled by the shop's rule, its money left owed for the desk.
    const stock = await stockOf(shop.db, rug.inventoryId);
    const last = await cancelPart(rugs, await shipmentOf(order.id, rugs), 'Shop closed for the holidays', 'ar');
    expect(last.body.data).toMatchObject({ whole: 1, refund: 'due' });
    expect(await orderRow(order.id)).toMatchObject({ cancelled: 1, refund_due: 1, total_amount: 4000 });
    expect(await stockOf(shop.db, rug.inventoryId)).toBe(stock + 1);
    // The lamp's unit came back with its part, once: the whole order's cancellation does not give it back again.
    expect(await stockOf(shop.db, lamp.inventoryId)).toBe(lampStock);
    expect(await shop.db.selectFrom('cancellations').select('reason').where('order_id', '=', order.id).executeTakeFirst()).toEqual({ reason: 'Shop closed for the holidays' });
    expect(await shipmentOf(order.id, rugs)).toMatchObject({ cancelled: 1, cancel_reason: 'Shop closed for the holidays' });
    expect(await partsOf(order.id)).toHaveLength(1);
    // Paid back by transfer and recorded: every account of the order ends at zero.
    expect((await changeOrderCommand(desk(), 'refund', order.order, null)).code).toBe(0);
    expect(await ledgerOf(order.id)).toBe(0);
  });
});
