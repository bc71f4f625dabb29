import type { CartCaller } from '../../core/cart/cart-caller';
import type { CheckoutGateway, PlaceOrderInput, VoucherValidity } from '../../core/checkout/checkout-gateway.port';
import type { PlacedOrder, PlacedOrderDetails, PlacedOrderGateway } from '../../core/orders/placed-order.port';
import type { PaymentMethod } from '../../core/payments/payment-methods';
import type { BankTransferReport } from '../../core/orders/order-contract';
import { fromCents, toCents } from '../../core/shared/cents';
import type { ApiClient } from '../http/api-client';
import { callerOptions, guestFields, readOptions } from '../cart/http-cart-gateway';
import { paymentMethodsOf } from '../payments/payment-methods-of';
import { startedPaymentOf } from '../payments/started-payment';

/** order/by-user with `order_id` (docs/orders-api.md), as far as the order-placed page reads it. */
interface OrderViewData {
  id: number;
  order: string;
  order_method: number;
  payment_done?: number;
  cancelled?: number;
  refunded?: number;
  refund_due?: number;
  trans_id?: string | null;
  bank_transfer?: BankTransferReport | null;
  currency: string;
  address?: { email?: string } | null;
  user?: { email?: string } | null;
  calculated: { subtotal: number; shipping_price: number; bundle_offer: number; tax: number; voucher_price: number; total_price: number };
  ordered_products?: { quantity?: number }[];
  awaiting_confirmation?: number;
  confirm_by?: string | null;
}

/** The stored order in cents (the server's decimals turned back exactly). */
export function placedOrderDetailsOf(data: OrderViewData): PlacedOrderDetails {
  const c = data.calculated;
  return {
    id: data.id,
    code: data.order,
    method: Number(data.order_method),
    currency: data.currency,
    // The order's own e-mail (ship-to address) is where order/action mailed the confirmation.
    email: data.address?.email || data.user?.email || '',
    paid: Number(data.payment_done) === 1,
    closed: Number(data.cancelled) === 1 || Number(data.refunded) === 1,
    refunded: Number(data.refunded) === 1,
    cancelled: Number(data.cancelled) === 1,
    refundDue: Number(data.refund_due) === 1,
    transId: typeof data.trans_id === 'string' && data.trans_id ? data.trans_id : null,
    transfer: data.bank_transfer ?? null,
    totals: {
      subtotal: toCents(c.subtotal),
      bundleOffer: toCents(c.bundle_offer),
      shipping: toCents(c.shipping_price),
      tax: toCents(c.tax),
      voucher: toCents(c.voucher_price),
      total: toCents(c.total_price),
    },
    quantity: (data.ordered_products ?? []).reduce((sum, line) => sum + (Number(line.quantity) || 0), 0),
    confirmBy: Number(data.awaiting_confirmation) === 1 ? data.confirm_by ?? null : null,
  };
}

/** Vouchers, payment methods, placing an order and reading it back on api/v1 (docs/orders-api.md): checkout's gateway and orders' PlacedOrderGateway. */
export class HttpCheckoutGateway implements CheckoutGateway, PlacedOrderGateway {
  constructor(private readonly api: ApiClient) {}

  async voucherValidity(caller: CartCaller, code: string, baseCents: number): Promise<VoucherValidity> {
    const body = { ...guestFields(caller), voucher: code, price: fromCents(baseCents) };
    const data = await this.api.post<{ offered?: unknown; voucher?: unknown }>('voucher/validity', body, callerOptions(caller));
    const voucher = data?.voucher;
    const named = typeof voucher === 'string' ? voucher : (voucher as { code?: unknown } | null)?.code;
    return { code: typeof named === 'string' && named ? named : code, discountCents: toCents((data?.offered as number | string | undefined) ?? 0) };
  }

  async paymentMethods(language: string): Promise<PaymentMethod[]> {
    return paymentMethodsOf(await this.api.get<unknown>('payment-gateway', { language }));
  }

  async order(caller: CartCaller, id: number): Promise<PlacedOrderDetails> {
    const data = await this.api.get<OrderViewData>('order/by-user', { ...readOptions(caller), params: { order_id: id } });
    return placedOrderDetailsOf(data);
  }

  /** An online method's answer carries `payment` (its step checked: see startedPaymentOf); any other has none. */
  async placeOrder(caller: CartCaller, input: PlaceOrderInput, idempotencyKey: string): Promise<PlacedOrder> {
    const placed = await this.api.post<PlacedOrder>('order/action', { ...guestFields(caller), ...input }, {
      ...callerOptions(caller),
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    if (placed?.payment === undefined) return placed;
    const { payment, ...order } = placed;
    const started = startedPaymentOf(payment);
    return started ? { ...order, payment: started } : order;
  }
}
