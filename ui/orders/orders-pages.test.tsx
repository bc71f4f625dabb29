// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChangeMyOrder } from '../../core/orders/change-my-order';
import type { CartCaller } from '../../core/cart/cart-caller';
import { ReportBankTransfer } from '../../core/orders/report-bank-transfer';
import type { OwnReview, ReviewInput, ReviewsGateway } from '../../core/reviews/reviews-gateway.port';
import { WriteReview } from '../../core/reviews/write-review';
import { LoadOrderDetail } from '../../core/orders/load-order-detail';
import type { OrderSummary, OrderView } from '../../core/orders/order-contract';
import { orderTimeline } from '../../core/orders/order-timeline';
import type { OrderListQuery, OrdersGateway } from '../../core/orders/orders-gateway.port';
import type { TrackedOrder } from '../../core/orders/order-contract';
import { LoadOrders } from '../../core/orders/load-orders';
import { formatDate, ISO_DATE } from '../../core/shared/dates';
import { TrackOrder } from '../../core/orders/track-order';
import type { BankTransferForm } from '../../core/payments/bank-transfer-form';
import { RequestError } from '../../core/shared/request-error';
import type { ServiceToken } from '../app/services';
import { MetaStore } from '../app/meta-store';
import { SessionStore } from '../app/session-store';
import { ToastStore } from '../layout/overlays/toast-store';
import { PageLoadStore } from '../routing/page-load-store';
import { renderWithApp } from '../test-support/render-harness';
import OrderDetailPage from './OrderDetailPage';
import OrdersPage from './OrdersPage';
import { OrdersViewModel } from './orders-view-model';
import TrackOrderPage from './TrackOrderPage';
import OrderConfirmPage from './OrderConfirmPage';
import { ConfirmOrder } from '../../core/orders/confirm-order';
import { ChosenAddress } from '../../core/cart/chosen-address';
import { MemoryKeyValue } from '../../core/auth/auth-fakes.test-support';
import { DEMO_BANK } from '../../core/cart/cart-fakes.test-support';
import { CartStore } from '../cart/cart-store';
import { CheckoutStore } from '../checkout/checkout-store';
import { PORTS } from '../app/port-tokens';
import { CartBadge } from '../app/cart-badge';

afterEach(cleanup);

const PLACED = '2026-03-01T10:00:00.000Z';
const history = [{ kind: 'placed' as const, status: 1 as const, by: 'shopper' as const, at: PLACED }];

function makeOrder(overrides: Partial<OrderView> = {}): OrderView {
  return {
    id: 9, order: 'ABCDEFGHJK23', status: 1, order_method: 2, payment_done: 0, cancelled: 0, refunded: 0, refund_due: 0, trans_id: null, currency: 'USD', total_amount: 33.5,
    created: PLACED, delivery_instruction: null,
    address: { name: 'Ana Lima', email: 'ana@example.com', phone: '700', country: 'TR', state: '34', city: 'Kadıköy', zip: '34710', address_1: 'Moda 5', address_2: null },
    user: { id: 7, name: 'Ana Lima', email: 'ana@example.com' }, voucher: null, cancellation: null,
    history, timeline: orderTimeline({ status: 1, cancelled: false, refunded: false }, history), estimated_delivery: '2026-03-04T10:00:00.000Z', delivered_at: null, bank_transfer: null, awaiting_confirmation: 0, confirm_by: null,
    calculated: { subtotal: 30, shipping_price: 3.5, bundle_offer: 0, tax: 0, voucher_price: 0, total_price: 33.5 }, parcels: [],
    ordered_products: [{
      id: 1, product_id: 5, inventory_id: 6, title: 'Stone mug', quantity: 2, selling: 15, shipping_price: 3.5, tax_price: 0, bundle_offer: 0, shipping_type: 1,
      shipping_place: null, product: { id: 5, slug: 'stone-mug', title: 'Stone mug', image: 'mug.svg' }, cancelled: false,
      updated_inventory: { id: 6, sku: 'M', inventory_attributes: [{ attribute_value_id: 1, attribute_value: { id: 1, title: 'Blue', attribute: { id: 1, title: 'Color' } } }] },
      product_images: [], review: null,
    }],
    ...overrides,
  };
}

const summary = (id: number, overrides: Partial<OrderSummary> = {}): OrderSummary => ({
  id, order: `CODE${id}AAAAAAA`.slice(0, 12), status: 2, order_method: 2, payment_done: 1, cancelled: 0, refunded: 0, refund_due: 0, currency: 'USD', total_amount: 12.5, created: PLACED, ...overrides,
});

/** An in-memory api/v1 of one shopper's orders. */
class MemoryOrders implements OrdersGateway {
  order = makeOrder();
  reports: BankTransferForm[] = [];
  async list(_token: string | null, query: OrderListQuery) {
    const data = query.filter === 'cancelled' ? [] : [summary(1), summary(2, { payment_done: 0, cancelled: 1 })];
    return { current_page: query.page, data, from: 1, to: data.length, total: data.length, last_page: 1, per_page: 25 };
  }
  async detail() { return this.order; }
  async cancel(_t: string | null, _id: number, reason: string | null) {
    const timeline = orderTimeline({ status: 1, cancelled: true, refunded: false }, history);
    this.order = { ...this.order, cancelled: 1, cancellation: { reason, created_at: PLACED }, timeline };
    return 'This order has been cancelled';
  }
  async reportTransfer(_caller: CartCaller, _id: number, form: BankTransferForm) {
    this.reports.push(form);
    this.order = { ...this.order, bank_transfer: { ...form, verified_at: null, created_at: PLACED } };
    return 'Payment data submitted successfully';
  }
  async resendMail() { return 'The order e-mail was sent again'; }
  /** The shop takes cash on delivery and bank transfer only: no provider is configured. */
  offered = [2, 7];
  async offeredMethods() { return this.offered; }
  async confirm(token: string) {
    if (token !== 'good-token') throw new RequestError(201, 'This confirmation link is not valid or has already been used.', ['This confirmation link is not valid or has already been used.']);
    return { order: { id: 9, order: 'ABCDEFGHJK23', currency: 'USD', amount: 33.5, order_method: 2 }, message: 'Thank you: your order is confirmed.' };
  }
  async track(code: string): Promise<TrackedOrder> {
    if (code === 'CANCEDXXX234') {
      const stopped = [...history, { kind: 'cancelled' as const, status: 1 as const, by: 'shopper' as const, at: '2026-03-01T12:30:00.000Z' }];
      return { order: code, status: 1, cancelled: 1, refunded: 0, payment_done: 1, refund_due: 1, created: PLACED, timeline: orderTimeline({ status: 1, cancelled: true, refunded: false, refundDue: true }, stopped), estimated_delivery: null, delivered_at: null, parcels: [] };
    }
    if (code === 'DEVRDXXX2345') {
      const done = [...history, { kind: 'status' as const, status: 5 as const, by: 'operator' as const, at: '2026-03-05T09:15:00.000Z' }];
      return { order: code, status: 5, cancelled: 0, refunded: 0, payment_done: 1, refund_due: 0, created: PLACED, timeline: orderTimeline({ status: 5, cancelled: false, refunded: false }, done), estimated_delivery: null, delivered_at: '2026-03-05T09:15:00.000Z', parcels: [] };
    }
    if (code !== 'ABCDEFGHJK23') throw new RequestError(201, 'No order has this tracking code. Please check it and try again.', ['No order has this tracking code. Please check it and try again.']);
    return {
      order: code, status: 2, cancelled: 0, refunded: 0, payment_done: 0, refund_due: 0, created: PLACED, timeline: orderTimeline({ status: 2, cancelled: false, refunded: false }, history), estimated_delivery: null, delivered_at: null,
      parcels: [
        { store: { title: 'Bakırcı Usta', slug: 'bakirci' }, status: 4, cancelled: false, carrier: 'UPS', tracking_number: '1Z 999', tracking_url: 'https://www.ups.com/track?tracknum=1Z%20999', cancellations: [] },
        { store: { title: 'دار ليلى', slug: 'dar-laila' }, status: 2, cancelled: false, carrier: null, tracking_number: null, tracking_url: null, cancellations: [] },
      ],
    };
  }
}

/** An in-memory rating-review: stores what it is sent, and marks the order's line reviewed. */
class MemoryReviews implements ReviewsGateway {
  saved: ReviewInput[] = [];
  constructor(private readonly orders: MemoryOrders) {}
  async find(): Promise<OwnReview | null> {
    const last = this.saved.at(-1);
    return last ? { id: 1, product_id: last.product_id, order_id: last.order_id, stars: last.stars, comment: last.comment, images: ['reviews/old.jpg'], created_at: PLACED, updated_at: PLACED } : null;
  }
  async save(_token: string | null, input: ReviewInput) {
    this.saved.push(input);
    this.orders.order = { ...this.orders.order, ordered_products: this.orders.order.ordered_products.map((line) => (line.product_id === input.product_id ? { ...line, review: { id: 1, stars: input.stars } } : line)) };
    return { review: (await this.find())!, message: 'Thank you! Your review is published.' };
  }
}

function ordersServices(gateway = new MemoryOrders()) {
  const session = new SessionStore();
  session.setToken('token-1');
  const toast = new ToastStore();
  const vm = new OrdersViewModel();
  const reviews = new MemoryReviews(gateway);
  const checkout = new CheckoutStore(new CartStore(new CartBadge(session), new ChosenAddress(new MemoryKeyValue())));
  checkout.setPaymentMethods([{ method: 2, config: {} }, { method: 7, config: { ...DEMO_BANK } }]);
  const services: [ServiceToken<unknown>, unknown][] = [
    [PORTS.CheckoutState, checkout],
    [SessionStore, session], [ToastStore, toast], [PageLoadStore, new PageLoadStore()], [MetaStore, new MetaStore()], [OrdersViewModel, vm],
    [LoadOrderDetail, new LoadOrderDetail(gateway, vm, session)],
    [ChangeMyOrder, new ChangeMyOrder(gateway, vm, session)],
    [ReportBankTransfer, new ReportBankTransfer(gateway, vm, { read: (language: string) => ({ token: session.token, userToken: null, language }) })],
    [TrackOrder, new TrackOrder(gateway, vm)],
    [ConfirmOrder, new ConfirmOrder(gateway)],
    [WriteReview, new WriteReview(reviews, gateway, vm, session)],
  ];
  return { gateway, reviews, toast, vm, services };
}

describe('OrdersPage', () => {
  it('lists each order with its code, date, amount, payment and shipping status, linking to its detail', async () => {
    const kit = ordersServices();
    kit.vm.setList({ page: 1, filter: 'all', method: null }, await kit.gateway.list(null, { page: 1, filter: 'all', method: null }));
    await renderWithApp(<OrdersPage />, { route: '/user/orders', services: kit.services });
    const rows = screen.getAllByTestId('order-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('CODE1AAAAAAA');
    expect(rows[0]!.textContent).toContain('Mar 1, 2026');
    expect(rows[0]!.textContent).toContain('$12.5');
    expect(within(rows[0]!).getByText('Paid')).toBeTruthy();
    expect(within(rows[0]!).getByText('Confirmed')).toBeTruthy();
    expect(within(rows[1]!).getByText('Cancelled')).toBeTruthy();
    // A cancelled order never reads "Unpaid" (nothing is owed) nor "Paid" (its money is refunded or due back).
    expect(within(rows[1]!).getByText('Not charged')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: 'View order CODE1AAAAAAA' }).getAttribute('href')).toBe('/user/order/1');
    expect(screen.getByRole('link', { name: 'Paid' }).getAttribute('href')).toBe('/user/orders?filter=paid');
    expect(screen.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('page');
  });

  it('offers in its payment filter only the methods the shop offers, never a provider it has not configured', async () => {
    const kit = ordersServices();
    await new LoadOrders(kit.gateway, kit.vm, { token: 'token-1' }).execute({ page: 1, filter: 'all', method: null }, 'en');
    await renderWithApp(<OrdersPage />, { route: '/user/orders', services: kit.services });
    const options = within(screen.getByLabelText('Payment method')).getAllByRole('option').map((option) => option.getAttribute('value'));
    expect(options).toEqual(['', '2', '7']);
  });

  it('says so when a filter finds nothing, in Arabic too', async () => {
    const kit = ordersServices();
    const query: OrderListQuery = { page: 1, filter: 'cancelled', method: null };
    kit.vm.setList(query, await kit.gateway.list(null, query));
    await renderWithApp(<OrdersPage />, { language: 'ar', route: '/ar/user/orders?filter=cancelled', services: kit.services });
    expect(screen.getByText('ليس لديك أي طلبات هنا بعد.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'الملغاة' }).getAttribute('aria-current')).toBe('page');
  });
});

/** The page's text without the timeline (its step times are the timeline's own, see OrderTimeline). */
const textOutsideTimeline = () => {
  const copy = document.body.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[data-testid="order-timeline"]').forEach((node) => node.remove());
  return copy.textContent ?? '';
};

describe('dates on the order pages', () => {
  it.each(['en', 'fr', 'ar', 'hi', 'tr'])('are words in %s, never an ISO date in a sentence', async (language) => {
    const kit = ordersServices();
    kit.gateway.order = makeOrder({ bank_transfer: { bank_name: 'B', account_holder_name: 'A', account_number: '1', branch_name: 'X', transaction_id: 'T1', verified_at: null, created_at: PLACED } });
    await new LoadOrders(kit.gateway, kit.vm, { token: 'token-1' }).execute({ page: 1, filter: 'all', method: null }, language);
    await (kit.services.find(([t]) => t === LoadOrderDetail)![1] as LoadOrderDetail).execute('9', language);
    const prefix = language === 'en' ? '' : `/${language}`;
    const list = await renderWithApp(<OrdersPage />, { language, route: `${prefix}/user/orders`, services: kit.services });
    expect(textOutsideTimeline()).not.toMatch(ISO_DATE);
    list.unmount();
    await renderWithApp(<OrderDetailPage />, { language, route: `${prefix}/user/order/9`, services: kit.services });
    const text = textOutsideTimeline();
    expect(text).not.toMatch(ISO_DATE);
    expect(text).toContain(formatDate(language, '2026-03-04'));
  });

  it('says "Livraison estimée : 4 mars 2026" in French', async () => {
    const kit = ordersServices();
    await (kit.services.find(([t]) => t === LoadOrderDetail)![1] as LoadOrderDetail).execute('9', 'fr');
    await renderWithApp(<OrderDetailPage />, { language: 'fr', route: '/fr/user/order/9', services: kit.services });
    expect(document.body.textContent).toContain('Livraison estimée : 4 mars 2026');
  });
});

describe('OrderDetailPage', () => {
  it('shows the products, amounts and timeline, and cancels a pending order through the popup', async () => {
    const kit = ordersServices();
    await (kit.services.find(([t]) => t === LoadOrderDetail)![1] as LoadOrderDetail).execute('9', 'en');
    await renderWithApp(<OrderDetailPage />, { route: '/user/order/9', services: kit.services });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Order ABCDEFGHJK23');
    expect(screen.getByTestId('order-line').textContent).toContain('Quantity: 2 · Color: Blue');
    expect(screen.getByTestId('order-timeline').querySelectorAll('[data-state="active"]')).toHaveLength(1);
    expect(screen.getByText('Cash on delivery')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('alertdialog');
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), { target: { value: 'Too late' } });
    await act(async () => { fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' })); });
    await waitFor(() => expect(screen.getByText(/This order has been cancelled/)).toBeTruthy());
    expect(screen.getByText(/Reason: Too late/)).toBeTruthy();
    expect(kit.toast.message).toBe('This order has been cancelled');
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.getByTestId('order-timeline').querySelectorAll('[data-state="active"]')).toHaveLength(0);
  });

  it("shows an online payment's state and the provider's reference, in Arabic too", async () => {
    const kit = ordersServices();
    kit.gateway.order = makeOrder({ order_method: 3, payment_done: 1, trans_id: 'pi_3OnLine' });
    await (kit.services.find(([t]) => t === LoadOrderDetail)![1] as LoadOrderDetail).execute('9', 'en');
    await renderWithApp(<OrderDetailPage />, { route: '/user/order/9', services: kit.services });
    expect(screen.getByTestId('order-method').textContent).toBe('Card (Stripe)');
    expect(within(screen.getByTestId('order-method')).getByTestId('payment-mark-3').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByTestId('order-payment-state').textContent).toBe('Paid');
    expect(screen.getByTestId('order-payment-reference').textContent).toBe('pi_3OnLine');
    cleanup();

    kit.gateway.order = makeOrder({ order_method: 1, payment_done: 1, refunded: 1, trans_id: 'pay_R1' });
    await (kit.services.find(([t]) => t === LoadOrderDetail)![1] as LoadOrderDetail).execute('9', 'ar');
    await renderWithApp(<OrderDetailPage />, { language: 'ar', route: '/ar/user/order/9', services: kit.services });
    expect(screen.getByTestId('order-payment-state').textContent).toBe('مُسترد');
    expect(screen.getByTestId('order-payment-reference').textContent).toBe('pay_R1');
    cleanup();

    kit.gateway.order = makeOrder({ order_method: 4, payment_done: 0, trans_id: null });
    await (kit.services.find(([t]) => t === LoadOrderDetail)![1] as LoadOrderDetail).execute('9', 'en');
    await renderWithApp(<OrderDetailPage />, { route: '/user/order/9', services: kit.services });
    expect(screen.getByTestId('order-payment-state').textContent).toBe('Awaiting payment');
    expect(screen.queryByTestId('order-payment-reference')).toBeNull();
  });

  it('checks a bank-transfer report field by field before sending it, then shows it as awaiting verification', async () => {
    const gateway = new MemoryOrders();
    gateway.order = makeOrder({ order_method: 7 });
    const kit = ordersServices(gateway);
    await (kit.services.find(([t]) => t === LoadOrderDetail)![1] as LoadOrderDetail).execute('9', 'en');
    await renderWithApp(<OrderDetailPage />, { route: '/user/order/9', services: kit.services });
    const panel = screen.getByTestId('bank-transfer-panel');
    fireEvent.click(within(panel).getByRole('button', { name: 'Submit payment data' }));
    expect(await within(panel).findByText('Bank name is required')).toBeTruthy();
    expect(gateway.reports).toEqual([]);
    const values = { bank_name: 'Ziraat', account_holder_name: 'Ana Lima', account_number: 'TR1', branch_name: 'Moda', transaction_id: 'TX1' };
    const labels = { bank_name: 'Bank name', account_holder_name: 'Account holder name', account_number: 'Account number', branch_name: 'Branch name', transaction_id: 'Transaction id' };
    for (const [field, value] of Object.entries(values)) fireEvent.change(within(panel).getByLabelText(labels[field as keyof typeof labels]), { target: { value } });
    await act(async () => { fireEvent.click(within(panel).getByRole('button', { name: 'Submit payment data' })); });
    await waitFor(() => expect(gateway.reports).toEqual([values]));
    expect(kit.toast.message).toBe('Payment data submitted successfully');
    await waitFor(() => expect(screen.getAllByText('Transfer reported, awaiting verification').length).toBeGreaterThan(0));
  });

  it('offers a review of each line of a delivered order, checks photos in the browser first, then shows "Edit your review"', async () => {
    const gateway = new MemoryOrders();
    const delivered = [...history, { kind: 'status' as const, status: 5 as const, by: 'operator' as const, at: PLACED }];
    gateway.order = makeOrder({ status: 5, history: delivered, timeline: orderTimeline({ status: 5, cancelled: false, refunded: false }, delivered) });
    const kit = ordersServices(gateway);
    await (kit.services.find(([t]) => t === LoadOrderDetail)![1] as LoadOrderDetail).execute('9', 'en');
    await renderWithApp(<OrderDetailPage />, { route: '/user/order/9', services: kit.services });
    fireEvent.click(screen.getByRole('button', { name: 'Write a review: Stone mug' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review Stone mug' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish review' }));
    expect(await within(dialog).findByText('Please choose from 1 to 5 stars.')).toBeTruthy();
    const input = within(dialog).getByLabelText('Photos (optional)') as HTMLInputElement;
    const gif = new File(['GIF89a'], 'cat.gif', { type: 'image/gif' });
    const huge = new File([new Uint8Array(1_200_000)], 'huge.jpg', { type: 'image/jpeg' });
    const good = new File([new Uint8Array(2000)], 'mug.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [gif, huge, good] } });
    expect(within(dialog).getByText('\u2068cat.gif\u2069: only jpeg and png images are allowed.')).toBeTruthy();
    expect(within(dialog).getByText('\u2068huge.jpg\u2069: the maximum size is 1000 kb.')).toBeTruthy();
    expect(within(dialog).getAllByRole('button', { name: /^Remove photo/ })).toHaveLength(1);
    fireEvent.click(within(dialog).getByText('4 stars'));
    fireEvent.change(within(dialog).getByLabelText('Your review'), { target: { value: 'Keeps tea warm' } });
    await act(async () => { fireEvent.click(within(dialog).getByRole('button', { name: 'Publish review' })); });
    await waitFor(() => expect(kit.toast.message).toBe('Thank you! Your review is published.'));
    expect(kit.reviews.saved).toHaveLength(1);
    expect(kit.reviews.saved[0]).toMatchObject({ product_id: 5, order_id: 9, stars: 4, comment: 'Keeps tea warm', keep_images: [] });
    expect(kit.reviews.saved[0]!.photos.map((photo) => photo.name)).toEqual(['mug.jpg']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Edit your review: Stone mug' })).toBeTruthy();
  });

  it('shows an unpaid bank-transfer order the account to pay into, the amount and the reference, beside the report form', async () => {
    const gateway = new MemoryOrders();
    gateway.order = makeOrder({ order_method: 7 });
    const kit = ordersServices(gateway);
    await (kit.services.find(([t]) => t === LoadOrderDetail)![1] as LoadOrderDetail).execute('9', 'ar');
    await renderWithApp(<OrderDetailPage />, { language: 'ar', route: '/ar/user/order/9', services: kit.services });
    const bank = within(screen.getByTestId('bank-details'));
    const value = (label: string) => bank.getByText(label).nextElementSibling!.textContent;
    expect(value('رقم الحساب')).toBe(DEMO_BANK.account_number);
    expect(value('مرجع الدفع')).toBe('ABCDEFGHJK23');
    expect(value('المبلغ المطلوب تحويله')).toBe('$33.50');
    expect(screen.getByTestId('bank-transfer-panel')).toBeTruthy();
    cleanup();
    // Paid: nothing more to transfer.
    gateway.order = makeOrder({ order_method: 7, payment_done: 1 });
    await (kit.services.find(([t]) => t === LoadOrderDetail)![1] as LoadOrderDetail).execute('9', 'en');
    await renderWithApp(<OrderDetailPage />, { route: '/user/order/9', services: kit.services });
    expect(screen.queryByTestId('bank-details')).toBeNull();
  });

  it('says a cancelled paid order is refund due (how it comes back) or refunded, never "Paid", with Cancelled as its last steps', async () => {
    const gateway = new MemoryOrders();
    const stopped = [...history, { kind: 'cancelled' as const, status: 1 as const, by: 'shopper' as const, at: '2026-03-01T12:30:00.000Z' }];
    gateway.order = makeOrder({ order_method: 7, payment_done: 1, cancelled: 1, refund_due: 1, estimated_delivery: null, history: stopped, timeline: orderTimeline({ status: 1, cancelled: true, refunded: false, refundDue: true }, stopped) });
    const kit = ordersServices(gateway);
    await (kit.services.find(([t]) => t === LoadOrderDetail)![1] as LoadOrderDetail).execute('9', 'en');
    await renderWithApp(<OrderDetailPage />, { route: '/user/order/9', services: kit.services });
    expect(screen.getByTestId('order-payment-state').textContent).toBe('Refund due');
    expect(screen.getByTestId('order-refund').textContent).toContain('We owe you $33.5');
    expect(screen.getByTestId('order-refund').textContent).toContain('transfer it back to the account you paid from');
    const steps = [...screen.getByTestId('order-timeline').querySelectorAll('li')].map((li) => li.getAttribute('data-kind'));
    expect(steps).toEqual(['status', 'cancelled', 'refund_due']);
    expect(screen.getByTestId('order-timeline').querySelectorAll('[data-state="upcoming"]')).toHaveLength(0);
    expect(screen.getByTestId('order-timeline').textContent).toContain('Mar 1, 2026');
    expect(screen.queryByTestId('order-estimated')).toBeNull();
    expect(screen.queryByTestId('bank-details')).toBeNull();
    cleanup();
    const refundedHistory = [...stopped, { kind: 'refunded' as const, status: 1 as const, by: 'system' as const, at: '2026-03-01T12:30:02.000Z' }];
    gateway.order = makeOrder({ order_method: 3, payment_done: 1, cancelled: 1, refunded: 1, trans_id: 'pi_1', estimated_delivery: null, history: refundedHistory, timeline: orderTimeline({ status: 1, cancelled: true, refunded: true }, refundedHistory) });
    await (kit.services.find(([t]) => t === LoadOrderDetail)![1] as LoadOrderDetail).execute('9', 'ar');
    await renderWithApp(<OrderDetailPage />, { language: 'ar', route: '/ar/user/order/9', services: kit.services });
    expect(screen.getByTestId('order-payment-state').textContent).toBe('مُسترد');
    expect([...screen.getByTestId('order-timeline').querySelectorAll('li')].map((li) => li.getAttribute('data-kind'))).toEqual(['status', 'cancelled', 'refunded']);
  });

  it('shows a delivered order with the day it arrived in words, and no estimate', async () => {
    const gateway = new MemoryOrders();
    const delivered = [...history, { kind: 'status' as const, status: 5 as const, by: 'operator' as const, at: '2026-03-05T09:15:00.000Z' }];
    gateway.order = makeOrder({ status: 5, payment_done: 1, estimated_delivery: null, delivered_at: '2026-03-05T09:15:00.000Z', history: delivered, timeline: orderTimeline({ status: 5, cancelled: false, refunded: false }, delivered) });
    const kit = ordersServices(gateway);
    await (kit.services.find(([t]) => t === LoadOrderDetail)![1] as LoadOrderDetail).execute('9', 'fr');
    await renderWithApp(<OrderDetailPage />, { language: 'fr', route: '/fr/user/order/9', services: kit.services });
    expect(screen.getByTestId('order-delivered').textContent).toBe('Livrée le 5 mars 2026');
    expect(screen.queryByTestId('order-estimated')).toBeNull();
    expect(screen.getByTestId('order-timeline').textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('marks the lines of a part its seller cancelled, says why and what came of the money, and offers no review of them, in Arabic', async () => {
    const gateway = new MemoryOrders();
    const delivered = [...history, { kind: 'status' as const, status: 5 as const, by: 'system' as const, at: '2026-03-05T09:15:00.000Z' }];
    const mug = makeOrder().ordered_products[0]!;
    gateway.order = makeOrder({
      status: 5, payment_done: 1, estimated_delivery: null, delivered_at: '2026-03-05T09:15:00.000Z', history: delivered, timeline: orderTimeline({ status: 5, cancelled: false, refunded: false }, delivered),
      ordered_products: [mug, { ...mug, id: 2, product_id: 8, title: 'Brass lamp', product: { id: 8, slug: 'brass-lamp', title: 'Brass lamp', image: 'lamp.svg' }, cancelled: true }],
      parcels: [
        { store: { title: 'Bakırcı Usta', slug: 'bakirci' }, status: 5, cancelled: false, carrier: null, tracking_number: null, tracking_url: null, cancellations: [] },
        { store: { title: 'دار ليلى', slug: 'dar-laila' }, status: 1, cancelled: true, carrier: null, tracking_number: null, tracking_url: null, cancellations: [{ by: 'seller', reason: 'نفد المخزون', amount: 40, refund: 'refunded', items: [{ title: 'Brass lamp', quantity: 1 }] }] },
      ],
    });
    const kit = ordersServices(gateway);
    await (kit.services.find(([t]) => t === LoadOrderDetail)![1] as LoadOrderDetail).execute('9', 'ar');
    await renderWithApp(<OrderDetailPage />, { language: 'ar', route: '/ar/user/order/9', services: kit.services });
    expect(screen.getAllByTestId('order-line-cancelled').map((line) => line.textContent)).toEqual(['أُلغي']);
    // One review button, for the mug that came; none for the lamp that never left.
    const reviewButtons = screen.getAllByTestId('order-line').map((line) => within(line).queryAllByRole('button').length);
    expect(reviewButtons).toEqual([1, 0]);
    const note = screen.getByTestId('parcel-cancellation').textContent!;
    expect(note).toContain('ألغاه البائع: \u2068Brass lamp\u2069. السبب: \u2068نفد المخزون\u2069.');
    expect(note).toMatch(/تم رد \u2068.*40.*\u2069\./);
  });

  it('offers no review before the order is delivered', async () => {
    const kit = ordersServices();
    await (kit.services.find(([t]) => t === LoadOrderDetail)![1] as LoadOrderDetail).execute('9', 'en');
    await renderWithApp(<OrderDetailPage />, { route: '/user/order/9', services: kit.services });
    expect(screen.queryByRole('button', { name: /Write a review/ })).toBeNull();
  });

  it("refuses an id that cannot be an order, someone else's and an unknown one as the same page that does not exist", async () => {
    const kit = ordersServices();
    const load = kit.services.find(([t]) => t === LoadOrderDetail)![1] as LoadOrderDetail;
    await expect(load.execute('x', 'en')).rejects.toMatchObject({ status: 404, message: 'This page could not be found' });
    for (const status of [403, 404]) {
      kit.gateway.detail = async () => { throw new RequestError(status, 'Order not found.'); };
      await expect(load.execute('9', 'en')).rejects.toMatchObject({ status: 404, message: 'This page could not be found' });
    }
  });
});

describe('TrackOrderPage', () => {
  it('refuses a malformed code before asking, shows the server\'s answer for an unknown one, in French', async () => {
    const kit = ordersServices();
    await renderWithApp(<TrackOrderPage />, { language: 'fr', route: '/fr/track-order', services: kit.services });
    const input = screen.getByLabelText('Code de suivi');
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suivre' }));
    expect(screen.getByRole('alert').textContent).toBe('Un code de suivi comporte 12 lettres et chiffres.');
    fireEvent.change(input, { target: { value: '23456789ABCD' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Suivre' })); });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('No order has this tracking code. Please check it and try again.'));
    expect(screen.queryByTestId('tracked-order')).toBeNull();
  });

  it('never shows a refusal above the previous result: one answer at a time', async () => {
    const kit = ordersServices();
    await (kit.services.find(([t]) => t === TrackOrder)![1] as TrackOrder).execute('ABCDEFGHJK23', 'en');
    await renderWithApp(<TrackOrderPage />, { route: '/track-order?order=ABCDEFGHJK23', services: kit.services });
    expect(screen.getByTestId('tracked-order')).toBeTruthy();
    const input = screen.getByLabelText('Tracking code');
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Track' }));
    expect(screen.getByRole('alert').textContent).toBe('A tracking code has 12 letters and digits.');
    expect(screen.queryByTestId('tracked-order')).toBeNull();
    fireEvent.change(input, { target: { value: 'ABCDEFGHJK23' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Track' })); });
    await waitFor(() => expect(screen.getByTestId('tracked-order')).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the order of a code from the mail link with its timeline', async () => {
    const kit = ordersServices();
    await (kit.services.find(([t]) => t === TrackOrder)![1] as TrackOrder).execute('ABCDEFGHJK23', 'en');
    await renderWithApp(<TrackOrderPage />, { route: '/track-order?order=abcd-efgh-jk23', services: kit.services });
    const result = screen.getByTestId('tracked-order');
    expect(result.textContent).toContain('Order ABCDEFGHJK23');
    expect(result.textContent).toContain('Estimated delivery: not known yet');
    expect((screen.getByLabelText('Tracking code') as HTMLInputElement).value).toBe('abcd-efgh-jk23');
    // Two sellers, two parcels: each with its own status, the shipped one with its carrier's tracking link.
    const parcels = within(result).getAllByTestId('parcel');
    expect(within(result).getByRole('heading', { name: 'Your 2 parcels' })).toBeTruthy();
    expect(parcels.map((parcel) => parcel.querySelector('p')!.textContent!.replace(/[\u2068\u2069]/g, ''))).toEqual(['From Bakırcı UstaOn the way', 'From دار ليلىConfirmed']);
    // The store's name is isolated, so an Arabic name keeps the sentence's own order around it.
    expect(parcels[1]!.querySelector('p')!.textContent).toContain('\u2068دار ليلى\u2069');
    expect(within(parcels[0]!).getByRole('link', { name: '1Z 999' }).getAttribute('href')).toBe('https://www.ups.com/track?tracknum=1Z%20999');
  });

  it('shows a cancelled order as stopped (no truck, no steps to come, refund due) and a delivered one with its day', async () => {
    const kit = ordersServices();
    await (kit.services.find(([t]) => t === TrackOrder)![1] as TrackOrder).execute('CANCEDXXX234', 'ar');
    await renderWithApp(<TrackOrderPage />, { language: 'ar', route: '/ar/track-order?order=CANCEDXXX234', services: kit.services });
    const result = screen.getByTestId('tracked-order');
    expect(screen.getByTestId('track-illustration').getAttribute('data-variant')).toBe('stopped');
    expect(result.querySelectorAll('[data-state="upcoming"]')).toHaveLength(0);
    expect([...result.querySelectorAll('li')].map((li) => li.getAttribute('data-kind'))).toEqual(['status', 'cancelled', 'refund_due']);
    expect(within(result).getByTestId('tracked-payment').textContent).toBe('استرداد مستحق');
    expect(result.textContent).not.toContain('التسليم المتوقع');
    cleanup();
    await (kit.services.find(([t]) => t === TrackOrder)![1] as TrackOrder).execute('DEVRDXXX2345', 'en');
    await renderWithApp(<TrackOrderPage />, { route: '/track-order?order=DEVRDXXX2345', services: kit.services });
    expect(screen.getByTestId('tracked-order').textContent).toContain('Delivered on March 5, 2026');
    expect(screen.getByTestId('tracked-order').textContent).not.toContain('Estimated delivery');
  });
});

describe('OrderConfirmPage', () => {
  it('confirms the order of a mailed link once mounted and shows its code, amount and the way to follow it', async () => {
    const kit = ordersServices();
    await renderWithApp(<OrderConfirmPage />, { route: '/order-confirm?token=good-token', services: kit.services });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Thank you: your order is confirmed.'));
    expect(screen.getByTestId('confirmed-code').textContent).toBe('ABCDEFGHJK23');
    expect(screen.getByRole('link', { name: 'Follow your order' }).getAttribute('href')).toBe('/track-order?order=ABCDEFGHJK23');
  });

  it('says why a link does nothing, in the page\'s language, and that a link without a token is incomplete', async () => {
    const kit = ordersServices();
    await renderWithApp(<OrderConfirmPage />, { language: 'ar', route: '/ar/order-confirm?token=used', services: kit.services });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This confirmation link is not valid or has already been used.'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('أكّد طلبك');
    expect(screen.queryByTestId('confirmed-code')).toBeNull();
    cleanup();
    await renderWithApp(<OrderConfirmPage />, { language: 'tr', route: '/tr/order-confirm', services: ordersServices().services });
    expect(screen.getByRole('alert').textContent).toBe('Bu bağlantı eksik. Lütfen e-postadaki bağlantıyı yeniden açın.');
  });
});
