import type { VoucherRefusal } from '../../core/checkout/voucher';

export type OrderRefusalCode =
  | 'guest_checkout_off'
  | 'payment_method_unavailable'
  | 'address_required'
  | 'address_forbidden'
  | 'nothing_selected'
  | 'cannot_ship'
  | 'out_of_stock'
  | 'cart_changed'
  | 'idempotency_conflict'
  | 'idempotency_mismatch'
  | VoucherRefusal;

/** Why an order was not placed, said by order/action in the caller's language (backend/orders/order-messages.ts). */
export interface OrderRefusal {
  ok: false;
  code: OrderRefusalCode;
  /** Values for the message: `{state, country}` for cannot_ship, `{minSpendCents}` for VOUCHER_MIN_SPEND. */
  vars?: Record<string, string | number>;
}

/** A refusal found inside the order's transaction: thrown so that the transaction rolls back, caught by placeOrder. */
export class Refused extends Error {
  constructor(readonly refusal: OrderRefusal) {
    super(refusal.code);
  }
}

export function refuse(code: OrderRefusalCode, vars?: OrderRefusal['vars']): never {
  throw new Refused({ ok: false, code, ...(vars ? { vars } : {}) });
}
