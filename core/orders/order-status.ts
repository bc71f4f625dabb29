/*
 * The life of an order after it is placed: its shipping status and what may change it. One rule for
 * the browser (what a shopper is offered) and the server (what it accepts).
 */

/** Shipping statuses, in the order an order goes through them. */
export const ORDER_STATUS = {
  pending: 1,
  confirmed: 2,
  pickedUp: 3,
  onTheWay: 4,
  delivered: 5,
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

/** Every status, first to last. */
export const ORDER_STATUSES: readonly OrderStatus[] = Object.values(ORDER_STATUS);

/** Who changes an order: the shopper who placed it, the shop's operator, or the shop itself (a payment callback, a job). */
export type OrderActor = 'shopper' | 'operator' | 'system';

/** What decides the next change of an order (the `orders` row's status, cancelled, refunded, payment_done and refund_due). */
export interface OrderState {
  status: OrderStatus;
  cancelled: boolean;
  refunded: boolean;
  paid: boolean;
  /**
   * A cancelled order's money is owed back to the shopper and not yet given (migration 0031): set
   * when a paid order is cancelled, cleared when it is refunded. So a cancelled paid order is always
   * refunded or refund due, never plainly "paid".
   */
  refundDue: boolean;
}

export type OrderChange =
  | { kind: 'advance' }
  | { kind: 'cancel'; by: OrderActor }
  | { kind: 'pay' }
  | { kind: 'refund' };

/** Why a change is refused; the UI and the server translate the code. */
export type OrderChangeRefusal = 'order_final' | 'already_delivered' | 'not_pending' | 'already_paid' | 'not_paid';

/** A cancelled or refunded order never changes again. */
export function isFinal(state: OrderState): boolean {
  return state.cancelled || state.refunded;
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'number' && (ORDER_STATUSES as readonly number[]).includes(value);
}

/** Whether `by` may cancel the order now: a shopper only while it is pending, the shop until it is delivered. */
export function canCancel(state: OrderState, by: OrderActor): boolean {
  if (isFinal(state)) return false;
  return by === 'shopper' ? state.status === ORDER_STATUS.pending : state.status < ORDER_STATUS.delivered;
}

/**
 * The order after `change`, or why it may not happen. Statuses move forward one step at a time and
 * never back; cancelled and refunded are final; only a paid order is refunded (a cancelled paid
 * order included, which is how its money goes back).
 */
export function applyOrderChange(state: OrderState, change: OrderChange): { ok: true; state: OrderState } | { ok: false; code: OrderChangeRefusal } {
  if (change.kind === 'refund') {
    if (state.refunded) return { ok: false, code: 'order_final' };
    if (!state.paid) return { ok: false, code: 'not_paid' };
    return { ok: true, state: { ...state, refunded: true, refundDue: false } };
  }
  if (isFinal(state)) return { ok: false, code: 'order_final' };
  switch (change.kind) {
    case 'advance':
      if (state.status === ORDER_STATUS.delivered) return { ok: false, code: 'already_delivered' };
      return { ok: true, state: { ...state, status: (state.status + 1) as OrderStatus } };
    case 'cancel':
      if (!canCancel(state, change.by)) return { ok: false, code: state.status === ORDER_STATUS.delivered ? 'already_delivered' : 'not_pending' };
      // Money taken for it is owed back from this moment until the refund is made.
      return { ok: true, state: { ...state, cancelled: true, refundDue: state.paid } };
    case 'pay':
      if (state.paid) return { ok: false, code: 'already_paid' };
      return { ok: true, state: { ...state, paid: true } };
  }
}

/** A new order: pending, unpaid. */
export const PLACED_ORDER: OrderState = { status: ORDER_STATUS.pending, cancelled: false, refunded: false, paid: false, refundDue: false };

/** An order's state from its row (`orders` columns, 0/1 numbers); an unknown status reads as pending. */
export function orderStateOf(row: { status: number; cancelled: number; refunded: number; payment_done: number; refund_due?: number }): OrderState {
  return {
    status: isOrderStatus(row.status) ? row.status : ORDER_STATUS.pending,
    cancelled: row.cancelled === 1,
    refunded: row.refunded === 1,
    paid: row.payment_done === 1,
    // A row written before migration 0031 (or a view without the column): owed when cancelled, paid and not refunded.
    refundDue: row.refund_due === undefined ? row.cancelled === 1 && row.payment_done === 1 && row.refunded !== 1 : row.refund_due === 1,
  };
}
