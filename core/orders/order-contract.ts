/*
 * The order calls' answers as api/v1 gives them (docs/orders-api.md): the shapes the browser's
 * gateway reads and the backend writes. Money is in API decimals.
 */
import type { InventoryAttribute } from '../product/product-detail';
import type { OrderEvent, TimelineStep } from './order-timeline';
import type { OrderStatus } from './order-status';

export interface OrderedProductView {
  id: number;
  product_id: number;
  inventory_id: number | null;
  title: string;
  quantity: number;
  selling: number;
  shipping_price: number;
  tax_price: number;
  bundle_offer: number;
  shipping_type: number;
  shipping_place: { id: number; country: string; state: string; day_needed: number; pickup_point: string | null } | null;
  product: { id: number; slug: string; title: string; image: string };
  updated_inventory: { id: number; sku: string; inventory_attributes: InventoryAttribute[] } | null;
  product_images: { id: number; image: string }[];
  /** The buyer's own review of this product through this order, once written. */
  review: { id: number; stars: number } | null;
  /** Its seller cancelled it out of the order (decision 0036): it is no longer in the order's totals. */
  cancelled: boolean;
}

/** order/by-user with `order_id` (docs/orders-api.md); money as API decimals. */
export interface OrderView {
  id: number;
  order: string;
  status: number;
  order_method: number;
  payment_done: number;
  cancelled: number;
  refunded: number;
  /** 1 while a cancelled paid order's money is owed back (core/orders/order-status.ts `refundDue`). */
  refund_due: number;
  trans_id: string | null;
  currency: string;
  total_amount: number;
  created: string;
  delivery_instruction: string | null;
  address: { name: string; email: string; phone: string; country: string; state: string; city: string; zip: string; address_1: string; address_2: string | null };
  user: { id: number; name: string; email: string } | null;
  voucher: { id: number; code: string; title: string } | null;
  cancellation: { reason: string | null; created_at: string } | null;
  /** Every change of the order, oldest first, and the five steps as they stand. */
  history: OrderEvent[];
  timeline: TimelineStep[];
  /** When a moving order should arrive; null once delivered, cancelled or refunded. */
  estimated_delivery: string | null;
  /** When a delivered order arrived (its history); null for any other. */
  delivered_at: string | null;
  /** A bank-transfer order's reported transfer, verified or not. */
  bank_transfer: BankTransferReport | null;
  /** 1 while a guest's order to a new address waits for the mailed link (core/orders/guest-confirmation.ts). */
  awaiting_confirmation: number;
  /** Until when it waits (ISO time), else null. */
  confirm_by: string | null;
  calculated: { subtotal: number; shipping_price: number; bundle_offer: number; tax: number; voucher_price: number; total_price: number };
  ordered_products: OrderedProductView[];
  /** Each store's parcel of the order (decision 0034): one for a single-seller order. */
  parcels: ParcelView[];
}

/** One store's part of an order as the shopper follows it: its own status, and once shipped its carrier and tracking. */
export interface ParcelView {
  /** The store that sends it: its title (what the shop calls it) and its page's slug. */
  store: { title: string; slug: string };
  status: OrderStatus;
  cancelled: boolean;
  carrier: string | null;
  tracking_number: string | null;
  /** The carrier's tracking page for the number, or null when the carrier has none. */
  tracking_url: string | null;
  /**
   * Lines of it its seller cancelled out of the order (decision 0036), each time with their reason,
   * the items, and what their money came to: taken off an unpaid order (`none`), owed back to the
   * shopper (`due`) or given back (`refunded`). Empty on the public tracking page.
   */
  cancellations: PartCancellationView[];
}

/** One cancellation of lines of a parcel by its seller, as the shopper reads it. */
export interface PartCancellationView {
  /** Its seller, or the shop (cancelling what had not left once a parcel had). */
  by: 'seller' | 'shop';
  reason: string;
  /** A decimal amount. */
  amount: number;
  refund: 'none' | 'due' | 'refunded';
  items: { title: string; quantity: number }[];
}

/** One row of the order list (25 per page). */
export interface OrderSummary {
  id: number;
  order: string;
  status: number;
  order_method: number;
  payment_done: number;
  cancelled: number;
  refunded: number;
  refund_due: number;
  currency: string;
  total_amount: number;
  created: string;
}

/** A reported transfer as the order detail shows it: what the shopper said, and whether the shop has verified it. */
export interface BankTransferReport {
  bank_name: string;
  account_holder_name: string;
  account_number: string;
  branch_name: string;
  transaction_id: string;
  verified_at: string | null;
  created_at: string;
}

/** What `order/confirm` answers: the order its link confirmed, nothing personal. */
export interface ConfirmedOrder {
  id: number;
  /** The tracking code. */
  order: string;
  currency: string;
  amount: number;
  order_method: number;
}

/** What `track-order` tells anyone who has the code: where the order is, nothing personal. */
export interface TrackedOrder {
  order: string;
  status: OrderStatus;
  cancelled: number;
  refunded: number;
  payment_done: number;
  refund_due: number;
  created: string;
  timeline: TimelineStep[];
  estimated_delivery: string | null;
  delivered_at: string | null;
  parcels: ParcelView[];
}
