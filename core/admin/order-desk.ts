import { PAYMENT_CASH_ON_DELIVERY } from '../payments/payment-methods';
import type { ParcelView } from '../orders/order-contract';
/*
 * The back office's order desk (issue 31): the shapes api/v1/admin/orders returns and the console
 * reads (one type for both sides), and what the desk may do to an order by the order rules of
 * core/orders/order-status.ts. The detail is also what the packing slip and the invoice are
 * written from: plain data, amounts in integer cents, names already in the member's language.
 */
import { applyOrderChange, ORDER_STATUS, orderStateOf, type OrderStatus } from '../orders/order-status';
import type { PaymentState } from '../payments/payment-methods';
import type { PriceFormat } from '../shared/money';

/** The columns a list may be sorted by (whitelisted on the server). */
export const ORDER_DESK_SORTS = ['placed', 'total', 'status'] as const;
export type OrderDeskSort = (typeof ORDER_DESK_SORTS)[number];

/** A list's page size: 20 unless asked, never more than 100. */
export const ORDER_DESK_PAGE_SIZE = 20;
export const ORDER_DESK_MAX_PAGE_SIZE = 100;

/** What the order list is asked for; every field optional (the newest orders first). */
export interface OrderDeskQuery {
  page?: number;
  size?: number;
  sort?: OrderDeskSort;
  dir?: 'asc' | 'desc';
  /** 1 pending ... 5 delivered. */
  status?: OrderStatus;
  paid?: 'paid' | 'unpaid';
  cancelled?: boolean;
  refundDue?: boolean;
  /** A payment method id (core/payments/payment-methods.ts). */
  method?: number;
  /** Bank transfers reported and not yet verified. */
  transferToVerify?: boolean;
  /** An order code, a customer's name, e-mail or phone (part of it). */
  q?: string;
}

/** One order as the list shows it. */
export interface OrderDeskRow {
  code: string;
  placedAt: string;
  customer: { name: string; email: string; phone: string | null };
  totalCents: number;
  method: number;
  /** The payment method's name in the member's language. */
  methodName: string;
  paymentState: PaymentState;
  status: OrderStatus;
  cancelled: boolean;
  /** A reported bank transfer waits for the desk to verify it. */
  transferToVerify: boolean;
}

export interface OrderDeskPage {
  rows: OrderDeskRow[];
  total: number;
  page: number;
  lastPage: number;
  size: number;
  format: PriceFormat;
}

/** One ordered line. */
export interface OrderDeskLine {
  productId: number;
  /** The product's name in the member's language (the name it was ordered under when it has none). */
  name: string;
  /** The variant's attributes in the member's language ("Colour: Red"). */
  variant: { attribute: string; value: string }[];
  sku: string | null;
  quantity: number;
  unitCents: number;
  lineCents: number;
  storeId: number | null;
  /** The seller's store (null for a line without one). */
  storeName: string | null;
  /** Delivered to the ship-to, or picked up at `pickup`. */
  delivery: 'delivery' | 'pickup';
  pickup: { name: string; lines: string[] } | null;
  /** Its seller cancelled their part of the order (decision 0036): not in the order's totals. */
  cancelled: boolean;
}

/** The address the order ships to, as written at the order (a snapshot). */
export interface OrderDeskAddress {
  name: string;
  phone: string | null;
  email: string;
  address1: string;
  address2: string | null;
  city: string;
  /** The state's name when it is one we list, else as written. */
  state: string;
  zip: string;
  countryCode: string;
  /** The country's name in the member's language. */
  country: string;
}

/** One attempt to pay online (the payments table), as it went. */
export interface OrderDeskAttempt {
  id: number;
  provider: string;
  providerName: string;
  amountCents: number;
  currency: string;
  status: 'pending' | 'paid' | 'failed' | 'refunded';
  reference: string | null;
  paymentId: string | null;
  refundId: string | null;
  openedAt: string;
  paidAt: string | null;
  refundedAt: string | null;
  /** Money taken for an order that was already paid or no longer waited for it (given back by the shop). */
  extra: boolean;
}

/** A bank transfer the shopper reported. */
export interface OrderDeskTransfer {
  bankName: string;
  accountHolder: string;
  accountNumber: string;
  branch: string;
  transactionId: string;
  reportedAt: string;
  verifiedAt: string | null;
}

/** Who made a change: the shopper (signed in), a guest, a back-office member (by address), the operator's command line, the shop itself. */
export type OrderDeskActor = 'shopper' | 'guest' | 'member' | 'operator' | 'system';

/** One event in the order's life, oldest first. */
export interface OrderDeskEvent {
  at: string;
  kind: 'placed' | 'confirmed' | 'status' | 'paid' | 'transfer_reported' | 'cancelled' | 'refunded' | 'extra_payment' | 'extra_refund';
  /** The order's status after it. */
  status: OrderStatus;
  actor: OrderDeskActor;
  /** The member's address when a member did it. */
  by: string | null;
  /** What a person wrote with it (a cancellation's reason), as written. */
  note: string | null;
  /** A note the shop itself wrote, as a code the console words in its language. */
  noteKey?: OrderSystemNote;
}

/** The notes the shop writes into an order's history itself (stored as these English words; the console translates them). */
export const ORDER_SYSTEM_NOTES = { 'bank transfer verified': 'transfer_verified', 'payment not completed in time': 'payment_expired' } as const;
export type OrderSystemNote = (typeof ORDER_SYSTEM_NOTES)[keyof typeof ORDER_SYSTEM_NOTES];

/** The code of a note the shop wrote itself, or null for a person's words. */
export function systemNoteOf(note: string | null): OrderSystemNote | null {
  return note !== null && Object.hasOwn(ORDER_SYSTEM_NOTES, note) ? ORDER_SYSTEM_NOTES[note as keyof typeof ORDER_SYSTEM_NOTES] : null;
}

/** What the desk may do to the order now (core/orders/order-status.ts decides). */
export interface OrderDeskActions {
  confirm: boolean;
  advance: boolean;
  cancel: boolean;
  refund: boolean;
  verifyTransfer: boolean;
  /** Cash on delivery: the courier's cash reached the shop; the order is paid (and its sale enters the ledger). */
  cashReceived: boolean;
  /**
   * Money owed back for parts their sellers cancelled (decision 0036: paid by transfer or cash, or a
   * provider's refund that failed) was paid back by the shop: the parts are recorded refunded.
   */
  partRefunded: boolean;
}
export type OrderDeskAction = keyof OrderDeskActions;

/** Everything the desk knows of one order. */
export interface OrderDeskDetail {
  id: number;
  code: string;
  /** The version every action must carry (migration 0036). */
  version: number;
  placedAt: string;
  /** The language the order was placed in (its mails and papers). */
  orderLanguage: string | null;
  /** The language names here are in (the member's). */
  language: string;
  status: OrderStatus;
  cancelled: boolean;
  refunded: boolean;
  paid: boolean;
  refundDue: boolean;
  customer: { kind: 'shopper' | 'guest'; userId: number | null; name: string; email: string; phone: string | null };
  shipTo: OrderDeskAddress;
  deliveryInstruction: string | null;
  lines: OrderDeskLine[];
  totals: { subtotalCents: number; shippingCents: number; taxCents: number; voucherCents: number; bundleCents: number; totalCents: number };
  currency: string;
  format: PriceFormat;
  payment: { method: number; methodName: string; state: PaymentState; transactionId: string | null };
  attempts: OrderDeskAttempt[];
  transfers: OrderDeskTransfer[];
  history: OrderDeskEvent[];
  actions: OrderDeskActions;
  /** Each store's shipment (issue 33): its status, carrier and tracking, moved by its seller. */
  parcels: ParcelView[];
}

/** What an action sends: the version it was decided on, and a cancellation's reason. */
export interface OrderDeskActionInput {
  version: number;
  reason?: string;
}

/**
 * What the desk may do to an order in `state` (the `orders` row's columns): confirm a pending
 * order, move it one status forward (confirm is that step from pending), cancel it, refund a paid
 * one (a cancelled paid order's refund due included), verify a reported transfer of an unpaid one,
 * record the cash of an unpaid cash-on-delivery order as received, record the money owed back for
 * parts their sellers cancelled as paid back. Once every parcel of the order has left (`allLeft`),
 * nothing is left to cancel.
 */
export function orderDeskActions(
  row: { status: number; cancelled: number; refunded: number; payment_done: number; refund_due: number; order_method?: number }, transferToVerify: boolean, partRefundDue = false, allLeft = false,
): OrderDeskActions {
  const state = orderStateOf(row);
  const allows = (change: Parameters<typeof applyOrderChange>[1]) => applyOrderChange(state, change).ok;
  const advance = allows({ kind: 'advance' });
  return {
    confirm: advance && state.status === ORDER_STATUS.pending,
    advance: advance && state.status !== ORDER_STATUS.pending,
    // Once every parcel has left there is nothing left to cancel (decision 0036).
    cancel: allows({ kind: 'cancel', by: 'operator' }) && !allLeft,
    refund: allows({ kind: 'refund' }),
    verifyTransfer: transferToVerify && allows({ kind: 'pay' }),
    cashReceived: row.order_method === PAYMENT_CASH_ON_DELIVERY && allows({ kind: 'pay' }),
    partRefunded: partRefundDue,
  };
}
