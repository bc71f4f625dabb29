import type { AddressFields } from './accounts';
import type { Cents, CreatedAt, Id, IntWithDefault, TextWithDefault, Timestamp, Visibility } from './columns';

/** A cart line of a user or of a guest (exactly one of the two is set). */
export interface CartsTable {
  id: Id;
  user_id: number | null;
  guest_user_id: number | null;
  product_id: number;
  inventory_id: number;
  quantity: number;
  /** 1 checked, 2 unchecked. */
  selected: IntWithDefault;
  shipping_place_id: number | null;
  /** 1 delivery to a location, 2 pickup. */
  shipping_type: IntWithDefault;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** The address fields are a snapshot: later edits of the address book do not change past orders. */
export interface OrdersTable extends AddressFields {
  id: Id;
  /** Public tracking code shown to the shopper (the contract's `order`). */
  tracking_code: string;
  user_id: number | null;
  guest_user_id: number | null;
  /** Payment method 1-7 (core/payments/payment-methods.ts). */
  order_method: number;
  currency: string;
  subtotal: IntWithDefault;
  shipping_price: IntWithDefault;
  tax: IntWithDefault;
  bundle_offer: IntWithDefault;
  voucher_price: IntWithDefault;
  total_amount: IntWithDefault;
  voucher_id: number | null;
  delivery_instruction: string | null;
  /** 1 pending, 2 confirmed, 3 picked up, 4 on the way, 5 delivered (core/orders/order-status.ts). */
  status: IntWithDefault;
  cancelled: IntWithDefault;
  refunded: IntWithDefault;
  payment_done: IntWithDefault;
  /** 1 from the cancellation of a paid order until its refund (migration 0031, core/orders/order-status.ts `refundDue`). */
  refund_due: IntWithDefault;
  trans_id: string | null;
  /** Client-chosen key so a retried order/action does not create a second order. */
  /** The client's Idempotency-Key scoped to its buyer (`u12:key`, `g34:key`); cleared after IDEMPOTENCY_WINDOW_MS. */
  idempotency_key: string | null;
  /** What the keyed request asked for (see backend/checkout/order-idempotency.ts requestFingerprint). */
  idempotency_fingerprint: string | null;
  time_zone: string | null;
  /** The language the order was placed in; its mails are written in it (migration 0017). */
  language: string | null;
  /** 1 while a guest's order to a new address waits for the mailed link (migration 0024, core/orders/guest-confirmation.ts). */
  awaiting_confirmation: IntWithDefault;
  /** SHA-256 of the confirmation link's token; null once used or released, and for orders that never waited. */
  confirm_token_hash: string | null;
  /** When an unconfirmed order is released. */
  confirm_expires_at: string | null;
  confirmed_at: string | null;
  /** Counts the order's changes (migration 0036): an order desk action lands only on the version it was read at. */
  version: IntWithDefault;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface OrderedProductsTable {
  id: Id;
  order_id: number;
  product_id: number;
  inventory_id: number | null;
  store_id: number | null;
  /** Title at the time of the order. */
  title: string;
  quantity: number;
  /** Unit price charged, in cents. */
  selling: Cents;
  shipping_place_id: number | null;
  shipping_type: IntWithDefault;
  shipping_price: IntWithDefault;
  tax_price: IntWithDefault;
  bundle_offer: IntWithDefault;
  /** The commission rate the line was sold at, in basis points (migration 0045; 0 before the ledger). */
  commission_bps: IntWithDefault;
  /** Its seller cancelled it out of the order (migration 0046, decision 0036): the cancellation; null while it is in the order. */
  part_cancellation_id: number | null;
  created_at: CreatedAt;
}

/** A seller's cancellation of lines of their part of an order (migration 0046, decision 0036). */
export interface PartCancellationsTable {
  id: Id;
  order_id: number;
  shipment_id: number;
  store_id: number;
  /** The seller's words (or the shop's), told to the shopper. */
  reason: string;
  /** Who cancelled: the parcel's seller, or the shop (its parcels not left, once one has). */
  cancelled_by: TextWithDefault<'seller' | 'shop'>;
  /** What the shopper no longer owes, or is owed back, for the lines (cents). */
  refund_cents: IntWithDefault;
  /** 1 while that money, already paid, is owed back to the shopper. */
  refund_due: IntWithDefault;
  /** How it was given back: the provider and its refund id, or who recorded it paid back. */
  refund_ref: string | null;
  refunded_at: string | null;
  created_at: CreatedAt;
}

/** One store's part of an order (migration 0044, core/orders/shipment.ts): moved by its seller. */
export interface ShipmentsTable {
  id: Id;
  order_id: number;
  store_id: number;
  /** On the order's scale: 1 pending, 2 confirmed, 3 packed, 4 on the way, 5 delivered. */
  status: IntWithDefault;
  cancelled: IntWithDefault;
  carrier_id: number | null;
  tracking_number: string | null;
  cancel_reason: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  /** When the store's seller was mailed the new order (migration 0045): mailed once. */
  seller_notified_at: string | null;
  version: IntWithDefault;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** A delivery company a seller ships with (migration 0044); `tracking_url` has `{tracking}` for the number. */
export interface CarriersTable {
  id: Id;
  name: string;
  tracking_url: string | null;
  sort_order: IntWithDefault;
}

/** One change of an order (migration 0017): the order's status after it, who made it and when. */
export interface OrderHistoryTable {
  id: Id;
  order_id: number;
  kind: 'placed' | 'status' | 'paid' | 'transfer_reported' | 'cancelled' | 'refunded';
  status: number;
  actor: 'shopper' | 'operator' | 'system';
  /** The back-office member who made the change (migration 0036); null for the shopper, the guest, the shop and the command line. */
  actor_email: string | null;
  note: string | null;
  created_at: CreatedAt;
}

export interface CancellationsTable {
  id: Id;
  order_id: number;
  user_id: number | null;
  guest_user_id: number | null;
  reason: string | null;
  created_at: CreatedAt;
}

export interface PaymentsTable {
  id: Id;
  order_id: number;
  /** Payment method 1-7. */
  method: number;
  provider: string;
  /** The provider's payment or session id. */
  provider_ref: string | null;
  amount: Cents;
  currency: string;
  status: TextWithDefault<'pending' | 'paid' | 'failed' | 'refunded'>;
  /** The attempt's own id sent to the provider (receipt, tx_ref); unique (migration 0015). */
  reference: string | null;
  /** The provider's id of the money paid; unique per provider, null until paid. */
  payment_id: string | null;
  /** When this attempt's window closes (PAYMENT_WINDOW_MINUTES after it opened). */
  expires_at: string | null;
  paid_at: string | null;
  refunded_at: string | null;
  /** The provider's refund id. */
  refund_id: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface BankTransfersTable {
  id: Id;
  order_id: number;
  bank_name: string;
  account_holder_name: string;
  account_number: string;
  branch_name: string;
  transaction_id: string;
  verified_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface VoucherUsagesTable {
  id: Id;
  voucher_id: number;
  order_id: number | null;
  user_id: number | null;
  guest_user_id: number | null;
  created_at: CreatedAt;
}

export interface ReviewsTable {
  id: Id;
  product_id: number;
  user_id: number;
  /** The delivered order the review is about (null for imported reviews). */
  order_id: number | null;
  /** 1-5 stars. */
  rating: number;
  comment: string | null;
  status: Visibility;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  /** Why a member last hid or showed it again (migration 0038); null if nobody moderated it. */
  moderation_reason: string | null;
  /** The address of the member who last hid or showed it. */
  moderated_by: string | null;
  moderated_at: string | null;
  /** Counts every change, so a member's change made on a stale page is refused. */
  version: IntWithDefault;
}

export interface ReviewImagesTable {
  id: Id;
  review_id: number;
  image: string;
  sort_order: IntWithDefault;
}

/** A payment method (1..7), one row each (migration 0016). */
export interface PaymentMethodsTable {
  id: Id;
  method: number;
  enabled: IntWithDefault;
  /** JSON object a shopper may see: bank transfer details, a provider's publishable key. */
  public_config: TextWithDefault;
  /** JSON object that never leaves the server: secret keys, webhook secrets. */
  secret_config: TextWithDefault;
  sort_order: IntWithDefault;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  /** Raised by every back-office change of the method (its switch, its bank-transfer texts); migration 0039. */
  version: IntWithDefault;
}

/** The marketplace's terms (migration 0045): one row, id 1. */
export interface MarketplaceTermsTable {
  id: number;
  /** The shop's commission rate in basis points (1000 = 10 %). */
  commission_bps: IntWithDefault;
  /** Days after delivery before a sale's money is due to its seller. */
  return_window_days: IntWithDefault;
  version: IntWithDefault;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** An operator's commission rate for one category or one store (migration 0045). */
export interface CommissionRatesTable {
  id: Id;
  scope: 'category' | 'store';
  scope_id: number;
  rate_bps: number;
  version: IntWithDefault;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** A seller's request for their available money (migration 0045). */
export interface PayoutsTable {
  id: Id;
  store_id: number;
  amount_cents: Cents;
  status: TextWithDefault<'requested' | 'paid' | 'refused'>;
  /** The operator's bank or transfer reference (paid), or why it was refused. */
  reference: string | null;
  decided_by: string | null;
  decided_at: string | null;
  version: IntWithDefault;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** One append-only entry of the ledger (migration 0045, core/ledger/ledger.ts): store_id null is the shop's account. */
export interface LedgerEntriesTable {
  id: Id;
  store_id: number | null;
  order_id: number | null;
  payout_id: number | null;
  kind: 'sale' | 'commission' | 'shop_share' | 'refund' | 'commission_reversal' | 'payout' | 'payout_return';
  amount_cents: Cents;
  created_at: CreatedAt;
}
