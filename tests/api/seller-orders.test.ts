// A marketplace order ships in parts (issue 33, decision 0034) on SQLite and PostgreSQL: placing an
// order makes one shipment per store in its transaction (one per store even when the same order is
// sent twice at once); each seller sees only their store's lines and the ship-to (no e-mail, no
// phone), confirms, packs, ships with a carrier and a tracking number, delivers; the order's status
// is read from its shipments by core's rule, the shopper mailed when it moves; the shop's own
// order-level steps and cancellation carry to the shipments. Bad input changes nothing.
import { describe, expect, it } from 'vitest';
import type { ParcelView } from '../../core/orders/order-contract';
import type { PlacedOrder } from '../../core/orders/placed-order.port';
import type { SellerOrders } from '../../core/seller/seller-orders';
import { changeOrder } from '../../backend/orders/order-changes';
import { testDatabases } from '../support/databases';
import { address, cartLine, placeOrderCall, sentAtOnce, useOrderShop } from './orders-support';
import { showOrderCommand } from '../../backend/admin/order-desk';
import { readPdf } from '../support/pdf-reader';
import { publishedProduct, sellerAccount, sellerCall, type TestSeller } from './seller-support';

type Fields = { form: string[]; fields: Record<string, string> };

describe.each(testDatabases())('a marketplace order\'s shipments on $name', (database) => {
  const shop = useOrderShop(database);
  const call = <T>(method: 'GET' | 'POST', url: string, o: { token?: string; payload?: object; language?: string } = {}) => sellerCall<T>(shop, method, url, o);
  const shipmentsOf = (orderId: number) => shop.db.selectFrom('shipments').select(['id', 'store_id', 'status', 'cancelled', 'tracking_number', 'version']).where('order_id', '=', orderId).orderBy('store_id').execute();
  const orderRow = (orderId: number) => shop.db.selectFrom('orders').select(['status', 'cancelled', 'version']).where('id', '=', orderId).executeTakeFirstOrThrow();
  const step = (seller: TestSeller, id: number, body: object, language = 'en') => call<{ id: number; status: number } | Fields>('POST', `seller/shipments/${id}`, { token: seller.token, payload: body, language });
  const ordersOf = async (seller: TestSeller, language = 'en') => (await call<SellerOrders>('GET', 'seller/orders', { token: seller.token, language })).body.data;

  const product = (seller: TestSeller, word: string) => publishedProduct(shop, seller, word);

  /** A shopper's order of one unit from each product, cash on delivery; its id. */
  async function order(items: { productId: number; inventoryId: number }[], headers: Record<string, string> = {}, concurrent = false) {
    const buyer = await shop.signedInUser();
    for (const item of items) await cartLine(shop.db, { userId: buyer.id }, item, 1);
    const addressId = await address(shop.db, { userId: buyer.id }, 'TR', '34', { name: 'Deniz Yılmaz' });
    const send = () => placeOrderCall(shop, buyer.token, { order_method: 2, address_id: addressId }, headers);
    const answers = concurrent ? await Promise.all([send(), send()]) : [await send()];
    for (const answer of answers) expect(answer.body.status, answer.body.message).toBe(200);
    return (answers[0]!.body.data as PlacedOrder).id;
  }

  it('makes one shipment per store, each seller sees and moves only their part, and the order reads from its parts', async () => {
    const lamps = await sellerAccount(shop, { language: 'tr' });
    const rugs = await sellerAccount(shop, { language: 'ar' });
    const [lamp, rug] = [await product(lamps, 'Shiplampword'), await product(rugs, 'Shiprugword')];
    const orderId = await order([lamp, rug]);
    const [first, second] = await shipmentsOf(orderId);
    expect([first!.store_id, second!.store_id].sort()).toEqual([lamps.storeId, rugs.storeId].sort());
    expect([first!.status, second!.status, first!.cancelled]).toEqual([1, 1, 0]);
    const lampShipment = (await shipmentsOf(orderId)).find((s) => s.store_id === lamps.storeId)!;
    const rugShipment = (await shipmentsOf(orderId)).find((s) => s.store_id === rugs.storeId)!;

    // The seller's list: their lines only, the ship-to without e-mail or phone, the steps offered.
    const listed = await ordersOf(lamps, 'tr');
    const mine = listed.page.rows.find((row) => row.orderId === orderId)!;
    expect(mine).toMatchObject({ id: lampShipment.id, status: 1, cancelled: false, paid: false, actions: ['confirm', 'cancel'], carrier: null, trackingUrl: null });
    expect(mine.lines.map((line) => line.title)).toEqual(['Shiplampword desk lamp']);
    expect(mine.shipTo.name).toBe('Deniz Yılmaz');
    expect(JSON.stringify(mine)).not.toMatch(/@example\.com|\+1555/);
    expect(listed.carriers.map((c) => c.name)).toContain('UPS');

    // Another seller cannot touch it: answered as missing, nothing changed.
    expect((await step(rugs, lampShipment.id, { action: 'confirm', version: lampShipment.version })).http).toBe(404);
    // A stale version, a step out of order, a tracking number with markup: refused, nothing written.
    expect((await step(lamps, lampShipment.id, { action: 'confirm', version: 99 })).body.message).toMatch(/changed since you opened it/);
    expect((await step(lamps, lampShipment.id, { action: 'ship', version: lampShipment.version, carrier_id: 2, tracking_number: '1Z999AA10123456784' })).body.message).toMatch(/does not follow/);
    const markup = await step(lamps, lampShipment.id, { action: 'ship', version: lampShipment.version, carrier_id: 2, tracking_number: '<b>1Z</b>' }, 'fr');
    expect((markup.body.data as Fields).fields).toEqual({ trackingNumber: expect.stringMatching(/^Écrivez le numéro de suivi/) });
    expect((await shipmentsOf(orderId)).map((s) => [s.status, s.version])).toEqual([[1, 1], [1, 1]]);

    // The lamp seller confirms and ships with UPS; the order is on the way while the rug waits.
    const confirmed = await step(lamps, lampShipment.id, { action: 'confirm', version: 1 }, 'tr');
    expect(confirmed.body).toMatchObject({ status: 200, data: { status: 2 } });
    expect((await orderRow(orderId)).status).toBe(1);
    const ups = listed.carriers.find((c) => c.name === 'UPS')!;
    const shipped = await step(lamps, lampShipment.id, { action: 'ship', version: 2, carrier_id: ups.id, tracking_number: ' 1Z 999 AA1 0123456784 ' });
    expect(shipped.body.status).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({ status: 4, cancelled: 0 });
    const after = (await ordersOf(lamps)).page.rows.find((row) => row.orderId === orderId)!;
    expect(after).toMatchObject({ status: 4, carrier: 'UPS', trackingNumber: '1Z 999 AA1 0123456784', trackingUrl: 'https://www.ups.com/track?tracknum=1Z%20999%20AA1%200123456784', actions: ['deliver'] });
    await shop.jobsDone();
    const onTheWay = shop.mails.filter((mail) => /on the way/i.test(mail.subject) || /on the way/i.test(mail.text));
    expect(onTheWay.length).toBeGreaterThan(0);
    // The shopper's mail names each parcel: the lamp on the way with its tracking link, the rug still pending.
    const parcels = onTheWay.at(-1)!.text;
    expect(parcels).toContain('Your parcels');
    expect(parcels).toMatch(/UPS tracking number \S*1Z 999 AA1 0123456784/);
    expect(parcels).toContain('https://www.ups.com/track?tracknum=1Z%20999%20AA1%200123456784');
    expect(parcels).toMatch(/Pending/);

    // The shopper follows each parcel: on /track-order as on the order page.
    const code = (await shop.db.selectFrom('orders').select('tracking_code').where('id', '=', orderId).executeTakeFirstOrThrow()).tracking_code;
    const tracked = await shop.call<{ parcels: ParcelView[] }>({ method: 'GET', url: `/api/v1/track-order?order=${code}` });
    expect(tracked.body.data.parcels).toHaveLength(2);
    expect(tracked.body.data.parcels.find((p) => p.status === 4)).toMatchObject({ cancelled: false, carrier: 'UPS', tracking_number: '1Z 999 AA1 0123456784', tracking_url: 'https://www.ups.com/track?tracknum=1Z%20999%20AA1%200123456784' });
    expect(tracked.body.data.parcels.find((p) => p.status === 1)).toMatchObject({ carrier: null, tracking_number: null, tracking_url: null });

    // The lamp seller's packing slip: their line only, in Turkish, the ship-to without phone; another seller cannot open it.
    const slip = await shop.app.inject({ method: 'GET', url: `/api/v1/seller/shipments/${lampShipment.id}/packing-slip.pdf`, headers: { authorization: `Bearer ${lamps.token}`, Language: 'tr' } });
    expect(slip.statusCode).toBe(200);
    expect(slip.headers['content-type']).toBe('application/pdf');
    const text = readPdf(slip.rawPayload).lines.join('\n');
    expect(text).toContain('Shiplampword desk lamp');
    expect(text).not.toContain('Shiprugword');
    expect(text).toContain('Deniz Yılmaz');
    expect(text).not.toMatch(/\+1555|@example\.com/);
    const foreign = await shop.app.inject({ method: 'GET', url: `/api/v1/seller/shipments/${lampShipment.id}/packing-slip.pdf`, headers: { authorization: `Bearer ${rugs.token}` } });
    expect(foreign.statusCode).toBe(404);

    // The operator's command line shows each store's shipment too.
    const shown = (await showOrderCommand({ db: shop.db, dialect: shop.dialect, mail: sentAtOnce(shop.recorder), publicUrl: 'http://shop.test' }, code)).lines.join('\n');
    expect(shown).toMatch(/Shipments:\n {2}.+: On the way, UPS 1Z 999 AA1 0123456784 https:\/\/www\.ups\.com\/track\?tracknum=1Z%20999%20AA1%200123456784\n {2}.+: Pending/);

    // The lamp arrives; the rug is still to confirm: the order stays on the way until both are delivered.
    await step(lamps, lampShipment.id, { action: 'deliver', version: 3 });
    expect((await orderRow(orderId)).status).toBe(4);
    await step(rugs, rugShipment.id, { action: 'confirm', version: 1 });
    await step(rugs, rugShipment.id, { action: 'ship', version: 2, carrier_id: ups.id, tracking_number: 'RUG-0001' });
    await step(rugs, rugShipment.id, { action: 'deliver', version: 3 });
    expect((await orderRow(orderId)).status).toBe(5);
    expect((await step(rugs, rugShipment.id, { action: 'deliver', version: 4 }, 'ar')).body.message).toBe('سُلّم هذا الطرد: لا شيء آخر لفعله.');
  });

  it('mails each seller their part of a new order once, in their language, without the shopper\'s e-mail or phone', async () => {
    const lamps = await sellerAccount(shop, { language: 'tr' });
    const rugs = await sellerAccount(shop, { language: 'ar' });
    const orderId = await order([await product(lamps, 'Mailedlampword'), await product(rugs, 'Mailedrugword')]);
    await shop.jobsDone();
    const code = (await shop.db.selectFrom('orders').select('tracking_code').where('id', '=', orderId).executeTakeFirstOrThrow()).tracking_code;
    const toLamps = shop.mails.filter((mail) => mail.to === lamps.email && mail.subject.includes(code));
    expect(toLamps).toHaveLength(1);
    expect(toLamps[0]!.subject).toBe(`Mağazanız için yeni sipariş ${code}`);
    expect(toLamps[0]!.text).toMatch(/Shop [0-9a-f]{8}/);
    expect(toLamps[0]!.text).toContain('Mailedlampword desk lamp');
    expect(toLamps[0]!.text).toContain('Deniz Yılmaz');
    expect(toLamps[0]!.text).not.toContain('Mailedrugword');
    expect(toLamps[0]!.text).not.toMatch(/@example\.com|\+1555/);
    expect(toLamps[0]!.text).toMatch(/\/tr\/seller\/orders/);
    const toRugs = shop.mails.filter((mail) => mail.to === rugs.email && mail.subject.includes(code));
    expect(toRugs.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^طلب جديد /)]);
    // The shopper's confirmation sent again (another payment try, say) tells no seller twice.
    const { mailSellersOfOrder } = await import('../../backend/seller/new-order-mails');
    expect(await mailSellersOfOrder(shop.db, shop.recorder, 'http://shop.test', orderId, 'en')).toBe(0);
  });

  it('keeps a guest\'s order waiting for its mailed link out of the seller\'s list until it is confirmed', async () => {
    const a = await sellerAccount(shop);
    const orderId = await order([await product(a, 'Waitingwordx')]);
    await shop.db.updateTable('orders').set({ awaiting_confirmation: 1 }).where('id', '=', orderId).execute();
    const shipment = (await shipmentsOf(orderId))[0]!;
    expect((await ordersOf(a)).page.rows.map((row) => row.orderId)).not.toContain(orderId);
    expect((await step(a, shipment.id, { action: 'confirm', version: shipment.version })).http).toBe(404);
    await shop.db.updateTable('orders').set({ awaiting_confirmation: 0 }).where('id', '=', orderId).execute();
    expect((await ordersOf(a)).page.rows.map((row) => row.orderId)).toContain(orderId);
  });

  it('carries the shop\'s order-level steps and its cancellation to every shipment', async () => {
    const a = await sellerAccount(shop);
    const b = await sellerAccount(shop);
    const orderId = await order([await product(a, 'Mirrorawordx'), await product(b, 'Mirrorbwordx')]);
    await changeOrder(shop.db, shop.dialect, { orderId, change: { kind: 'advance' }, actor: 'operator' });
    expect((await shipmentsOf(orderId)).map((s) => s.status)).toEqual([2, 2]);
    const cancelled = await changeOrder(shop.db, shop.dialect, { orderId, change: { kind: 'cancel', by: 'operator' }, actor: 'operator' });
    expect(cancelled.ok).toBe(true);
    expect((await shipmentsOf(orderId)).map((s) => s.cancelled)).toEqual([1, 1]);
    const row = (await ordersOf(a)).page.rows.find((r) => r.orderId === orderId)!;
    expect(row).toMatchObject({ cancelled: true, actions: [] });
  });

  it('makes one order with one shipment per store when the same order is sent twice at once', async () => {
    const a = await sellerAccount(shop);
    const b = await sellerAccount(shop);
    const items = [await product(a, 'Twiceaword'), await product(b, 'Twicebword')];
    const orderId = await order(items, { 'Idempotency-Key': `twice-${Date.now()}` }, true);
    expect((await shipmentsOf(orderId)).map((s) => s.store_id).sort()).toEqual([a.storeId, b.storeId].sort());
    const count = await shop.db.selectFrom('shipments as s').innerJoin('orders as o', 'o.id', 's.order_id').select((eb) => eb.fn.countAll().as('n'))
      .where('s.store_id', 'in', [a.storeId, b.storeId]).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });
});
