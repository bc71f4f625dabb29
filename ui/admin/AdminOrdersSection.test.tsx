// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BackOfficeUser } from '../../core/admin/back-office';
import { BackOfficeConsole } from '../../core/admin/back-office-console';
import type { BackOfficeGateway } from '../../core/admin/back-office-gateway.port';
import type { OrderDeskAction, OrderDeskActionInput, OrderDeskDetail, OrderDeskPage, OrderDeskQuery } from '../../core/admin/order-desk';
import { orderDeskActions } from '../../core/admin/order-desk';
import { OrderDeskConsole } from '../../core/admin/order-desk-console';
import type { OrderDeskGateway } from '../../core/admin/order-desk-gateway.port';
import { RequestError } from '../../core/shared/request-error';
import { MetaStore } from '../app/meta-store';
import type { ServiceToken } from '../app/services';
import { RouteParams } from '../routing/route-params';
import { renderWithApp } from '../test-support/render-harness';
import AdminPage from './AdminPage';

afterEach(cleanup);

const FORMAT = { currency: 'USD', currency_icon: '$', currency_position: 1, decimal_format: 'en-US' };
const STAFF: BackOfficeUser = { id: 2, name: 'Omar', email: 'omar@example.test', role: 'staff', language: 'ar', totp: true, capabilities: ['orders', 'people', 'content'] };

function order(): OrderDeskDetail {
  return {
    id: 7, code: 'K7Q2M9XW4PMA', version: 3, placedAt: '2026-11-27T09:00:00.000Z', orderLanguage: 'ar', language: 'ar',
    status: 1, cancelled: false, refunded: false, paid: false, refundDue: false,
    customer: { kind: 'guest', userId: null, name: 'Layla Haddad', email: 'layla@example.test', phone: '+961 1 555 010' },
    shipTo: { name: 'Layla Haddad', phone: '+961 1 555 010', email: 'layla@example.test', address1: '12 Rue Hamra', address2: 'الطابق الثالث', city: 'Beirut', state: 'Beirut', zip: '1103', countryCode: 'LB', country: 'لبنان' },
    deliveryInstruction: 'اتصل قبل الوصول',
    lines: [{ productId: 4, name: 'وسادة قطنية', variant: [{ attribute: 'اللون', value: 'أزرق' }], sku: 'SF-4-1', quantity: 2, unitCents: 1250, lineCents: 2500, storeId: 1, storeName: 'Circuit Corner', delivery: 'delivery', pickup: null, cancelled: false }],
    totals: { subtotalCents: 2500, shippingCents: 500, taxCents: 0, voucherCents: 0, bundleCents: 0, totalCents: 3000 },
    currency: 'USD', format: FORMAT,
    payment: { method: 7, methodName: 'تحويل بنكي', state: 'awaiting', transactionId: null },
    attempts: [
      { id: 1, provider: 'stripe', providerName: 'Stripe', amountCents: 3000, currency: 'USD', status: 'failed', reference: 'r1', paymentId: null, refundId: null, openedAt: '2026-11-27T09:01:00.000Z', paidAt: null, refundedAt: null, extra: false },
      { id: 2, provider: 'stripe', providerName: 'Stripe', amountCents: 3000, currency: 'USD', status: 'refunded', reference: 'r2', paymentId: 'pi_twice', refundId: 're_twice', openedAt: '2026-11-27T09:02:00.000Z', paidAt: '2026-11-27T09:03:00.000Z', refundedAt: '2026-11-27T09:04:00.000Z', extra: true },
    ],
    transfers: [{ bankName: 'BLOM', accountHolder: 'Layla', accountNumber: '0042', branch: 'Hamra', transactionId: 'UTR77', reportedAt: '2026-11-27T09:30:00.000Z', verifiedAt: null }],
    history: [
      { at: '2026-11-27T09:00:00.000Z', kind: 'placed', status: 1, actor: 'guest', by: null, note: null },
      { at: '2026-11-27T09:05:00.000Z', kind: 'confirmed', status: 1, actor: 'guest', by: null, note: null },
      { at: '2026-11-27T09:30:00.000Z', kind: 'transfer_reported', status: 1, actor: 'guest', by: null, note: null },
    ],
    actions: { confirm: true, advance: false, cancel: true, refund: false, verifyTransfer: true, cashReceived: false, partRefunded: false },
    parcels: [
      { store: { title: 'Circuit Corner', slug: 'circuit-corner' }, status: 4, cancelled: false, carrier: 'Aramex', tracking_number: 'AX-778', tracking_url: 'https://www.aramex.com/track/results?ShipmentNumber=AX-778', cancellations: [] },
      { store: { title: 'Kilim Evi', slug: 'kilim-evi' }, status: 1, cancelled: false, carrier: null, tracking_number: null, tracking_url: null, cancellations: [] },
    ],
  };
}

/** api/v1/admin/orders held to the server's rules: the version read, the order rules, a cancellation's reason. */
class OrderDesk implements OrderDeskGateway {
  current = order();
  queries: OrderDeskQuery[] = [];
  async list(query: OrderDeskQuery): Promise<OrderDeskPage> {
    this.queries.push(query);
    const o = this.current;
    const row = { code: o.code, placedAt: o.placedAt, customer: o.customer, totalCents: o.totals.totalCents, method: 7, methodName: 'تحويل بنكي', paymentState: o.payment.state, status: o.status, cancelled: o.cancelled, transferToVerify: o.actions.verifyTransfer };
    const rows = query.q && !o.customer.name.toLowerCase().includes(query.q.toLowerCase()) ? [] : [row];
    return { rows, total: rows.length, page: 1, lastPage: 1, size: 20, format: FORMAT };
  }
  async detail(code: string): Promise<OrderDeskDetail> {
    if (code !== this.current.code) throw new RequestError(404, 'لا يوجد طلب بهذا الرمز.');
    return structuredClone(this.current);
  }
  async act(code: string, action: OrderDeskAction, input: OrderDeskActionInput): Promise<{ detail: OrderDeskDetail; message: string }> {
    const o = this.current;
    if (input.version !== o.version) throw new RequestError(201, 'stale', ['غيّر شخص آخر هذا الطلب قبل لحظات. لم يتغير شيء: أعد تحميله وقرّر من جديد.']);
    if (action === 'cancel' && !input.reason) throw new RequestError(201, 'reason', ['اذكر سبب إلغاء الطلب.']);
    if (!o.actions[action]) throw new RequestError(201, 'refused', ['refused']);
    if (action === 'verifyTransfer') { o.paid = true; o.payment.state = 'paid'; o.transfers[0]!.verifiedAt = '2026-11-27T10:00:00.000Z'; }
    if (action === 'confirm' || action === 'advance') o.status = (o.status + 1) as OrderDeskDetail['status'];
    if (action === 'cancel') { o.cancelled = true; o.refundDue = o.paid; o.payment.state = o.paid ? 'refund_due' : 'not_charged'; }
    if (action === 'partRefunded') o.parcels = o.parcels.map((p) => ({ ...p, cancellations: p.cancellations.map((part) => ({ ...part, refund: part.refund === 'due' ? 'refunded' as const : part.refund })) }));
    o.version += 1;
    o.history.push({ at: '2026-11-27T10:00:00.000Z', kind: action === 'verifyTransfer' ? 'paid' : action === 'cancel' ? 'cancelled' : 'status', status: o.status, actor: 'member', by: STAFF.email, note: input.reason ?? null });
    o.actions = orderDeskActions({ status: o.status, cancelled: Number(o.cancelled), refunded: 0, payment_done: Number(o.paid), refund_due: Number(o.refundDue) }, o.transfers.some((t) => !t.verifiedAt),
      o.parcels.some((p) => p.cancellations.some((part) => part.refund === 'due')));
    return { detail: structuredClone(o), message: `done ${action} ${code}` };
  }
}

async function render(desk: OrderDesk, params: { section?: string; code?: string }, language = 'ar') {
  cleanup();
  const backOffice = { current: async () => STAFF } as unknown as BackOfficeGateway;
  const services: [ServiceToken<unknown>, unknown][] = [[MetaStore, new MetaStore()], [BackOfficeConsole, new BackOfficeConsole(backOffice)], [OrderDeskConsole, new OrderDeskConsole(desk)]];
  const path = `${language === 'en' ? '' : `/${language}`}/admin${params.code ? `/orders/${params.code}` : params.section ? `/${params.section}` : ''}`;
  await renderWithApp(<RouteParams.Provider value={params}><AdminPage /></RouteParams.Provider>, { language, route: path, services });
  await act(async () => {});
}
const click = (name: string | RegExp) => act(async () => { fireEvent.click(screen.getByRole('button', { name })); });

describe('the order desk section', () => {
  it('opens the list filtered as a dashboard figure\'s link asks', async () => {
    const desk = new OrderDesk();
    cleanup();
    const backOffice = { current: async () => STAFF } as unknown as BackOfficeGateway;
    const services: [ServiceToken<unknown>, unknown][] = [[MetaStore, new MetaStore()], [BackOfficeConsole, new BackOfficeConsole(backOffice)], [OrderDeskConsole, new OrderDeskConsole(desk)]];
    await renderWithApp(<RouteParams.Provider value={{ section: 'orders' }}><AdminPage /></RouteParams.Provider>, { language: 'en', route: '/admin/orders?status=2&transfer=1', services });
    await act(async () => {});
    expect(desk.queries.at(-1)).toMatchObject({ status: 2, transferToVerify: true, page: 1 });
    expect((screen.getByLabelText('Transfers to verify') as HTMLInputElement).checked).toBe(true);
  });

  it('lists orders in Arabic and asks the server to search and filter', async () => {
    const desk = new OrderDesk();
    await render(desk, { section: 'orders' });
    expect(screen.getByRole('heading', { name: 'الطلبات' })).toBeTruthy();
    const row = document.querySelector('tr[data-order="K7Q2M9XW4PMA"]')!;
    expect(within(row as HTMLElement).getByRole('link').getAttribute('href')).toBe('/ar/admin/orders/K7Q2M9XW4PMA');
    expect(row.textContent).toContain('تحويل بنكي');
    expect(row.textContent).toContain('تحويل بانتظار التحقق');
    expect(row.textContent).toContain('$30');
    await act(async () => { fireEvent.click(screen.getByLabelText('تحويلات بانتظار التحقق')); });
    expect(desk.queries.at(-1)).toMatchObject({ transferToVerify: true, page: 1 });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'nobody' } });
    await act(async () => { fireEvent.submit(screen.getByRole('search')); });
    expect(desk.queries.at(-1)).toMatchObject({ q: 'nobody', transferToVerify: true });
    expect(screen.getByText('لا توجد طلبات مطابقة.')).toBeTruthy();
    await act(async () => { fireEvent.change(screen.getByLabelText('الترتيب حسب'), { target: { value: 'total_desc' } }); });
    expect(desk.queries.at(-1)).toMatchObject({ sort: 'total', dir: 'desc' });
  });

  it('shows one order in full, with its papers in the console\'s language', async () => {
    const desk = new OrderDesk();
    await render(desk, { code: 'K7Q2M9XW4PMA' });
    expect(screen.getByRole('heading', { name: 'الطلب K7Q2M9XW4PMA' })).toBeTruthy();
    expect(screen.getByText('وسادة قطنية')).toBeTruthy();
    expect(screen.getByText('اللون: أزرق')).toBeTruthy();
    expect(screen.getAllByText('Circuit Corner')).toHaveLength(2);
    expect(screen.getByText('الطابق الثالث')).toBeTruthy();
    // Each store's parcel as its seller moved it, with the tracking link built from the carrier's page.
    const parcels = within(screen.getByRole('region', { name: 'الطرود حسب المتجر' }));
    expect(within(screen.getByTestId('desk-parcel-circuit-corner')).getByText(/في الطريق/)).toBeTruthy();
    expect(parcels.getByRole('link', { name: /AX-778/ }).getAttribute('href')).toBe('https://www.aramex.com/track/results?ShipmentNumber=AX-778');
    expect(within(screen.getByTestId('desk-parcel-kilim-evi')).getByText(/قيد الانتظار/)).toBeTruthy();
    // A parcel has left: cancelling cancels only what has not, and says so before it is done.
    await click('إلغاء ما لم يغادر');
    expect(screen.getByText(/^غادر أحد طرود الطلب K7Q2M9XW4PMA/)).toBeTruthy();
    expect(screen.getByText('لبنان', { exact: false })).toBeTruthy();
    expect(screen.getByText('دُفعت مرتين: أعادها المتجر')).toBeTruthy();
    expect(screen.getByText('أكّده الضيف عبر الرابط المُرسَل')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'قائمة التعبئة (PDF)' }).getAttribute('href')).toBe('/api/v1/admin/orders/K7Q2M9XW4PMA/packing-slip.pdf?language=ar');
    expect(screen.getByRole('link', { name: 'الفاتورة (PDF)' }).getAttribute('href')).toBe('/api/v1/admin/orders/K7Q2M9XW4PMA/invoice.pdf?language=ar');
  });

  it('verifies the transfer, confirms, and cancels only with a reason after asking; a change by someone else is refused and the order read again', async () => {
    const desk = new OrderDesk();
    // No parcel has left yet: cancelling cancels the whole order.
    desk.current.parcels = desk.current.parcels.map((p) => ({ ...p, status: 1, carrier: null, tracking_number: null, tracking_url: null }));
    await render(desk, { code: 'K7Q2M9XW4PMA' });
    await click('التحقق من التحويل البنكي');
    expect(screen.getByRole('status').textContent).toBe('done verifyTransfer K7Q2M9XW4PMA');
    expect(screen.getByText(`بواسطة ${STAFF.email}`)).toBeTruthy();

    // Another member confirms meanwhile: our confirm carries the old version and is refused.
    desk.current.version += 1;
    await click('تأكيد الطلب');
    expect((await screen.findByRole('alert')).textContent).toContain('غيّر شخص آخر هذا الطلب');
    await click('تأكيد الطلب');
    expect(screen.getByRole('status').textContent).toBe('done confirm K7Q2M9XW4PMA');

    await click('إلغاء الطلب');
    expect(screen.getByText(/هل تريد إلغاء الطلب/)).toBeTruthy();
    await click('نعم، ألغِه');
    expect((await screen.findByRole('alert')).textContent).toBe('اذكر سبب إلغاء الطلب.');
    expect(desk.current.cancelled).toBe(false);
    fireEvent.change(screen.getByLabelText('لماذا يُلغى؟ (سيُبلَّغ المشتري)'), { target: { value: 'نفد المخزون' } });
    await click('نعم، ألغِه');
    expect(desk.current.cancelled).toBe(true);
    expect(screen.getByText('“نفد المخزون”')).toBeTruthy();
    // Paid, then cancelled: its money is owed back; the only action left is the refund.
    expect(screen.queryByRole('button', { name: 'إلغاء الطلب' })).toBeNull();
    expect(screen.getByRole('button', { name: 'استرداد المبلغ' })).toBeTruthy();
  });

  it('shows a part its seller cancelled, its lines marked, and records its money paid back after asking', async () => {
    const desk = new OrderDesk();
    const o = desk.current;
    o.paid = true;
    o.lines = o.lines.map((line) => ({ ...line, cancelled: true }));
    o.parcels = [{ ...o.parcels[0]!, cancelled: true, tracking_number: null, carrier: null, tracking_url: null, cancellations: [{ by: 'seller', reason: 'Broken in the workshop', amount: 25, refund: 'due', items: [{ title: 'وسادة قطنية', quantity: 2 }] }] }, o.parcels[1]!];
    o.actions = { ...o.actions, partRefunded: true };
    await render(desk, { code: 'K7Q2M9XW4PMA' }, 'en');
    expect(screen.getByTestId('desk-part-cancellation').textContent).toBe('Cancelled by its seller: 2 × \u2068وسادة قطنية\u2069 (\u2068Broken in the workshop\u2069). \u2068$25\u2069 owed back to the shopper.');
    expect(screen.getAllByText(/· cancelled$/)).toHaveLength(1);
    await click('Part refunds paid back');
    expect(screen.getByText(/^Record that the money owed back for the cancelled parts of order K7Q2M9XW4PMA/)).toBeTruthy();
    await click('Yes, it is paid back');
    expect(screen.getByRole('status').textContent).toBe('done partRefunded K7Q2M9XW4PMA');
    expect(screen.getByTestId('desk-part-cancellation').textContent).toContain('refunded.');
    expect(screen.queryByRole('button', { name: 'Part refunds paid back' })).toBeNull();
  });
});
