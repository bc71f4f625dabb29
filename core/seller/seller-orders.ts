/*
 * The seller's orders (issue 33): their store's shipment of each order, what was bought from them,
 * where it goes, and what they may do next. A seller sees the ship-to's name and address, never the
 * shopper's e-mail or phone, and never another store's lines.
 */
import type { OrderStatus } from '../orders/order-status';
import { SHIPMENT_LIMITS, type ShipmentAction, trackingNumberOf } from '../orders/shipment';
import type { SellerPage } from './seller-workspace';

/** One line the store sold in an order, as ordered (title and price at the time). */
export interface SellerShipmentLine {
  /** The ordered line's id: what a cancellation names. */
  id: number;
  title: string;
  /** The variant's options in the caller's language ('' for none). */
  values: string;
  quantity: number;
  /** The unit price charged, a decimal amount. */
  price: string;
  /** The pickup point's name when the shopper collects this line, else null (delivered). */
  pickup: string | null;
  /** Why its seller cancelled it out of the order (decision 0036); null while it is in the order. */
  cancelReason: string | null;
}

/** The store's shipment of one order, as `GET seller/orders` lists it. */
export interface SellerShipment {
  id: number;
  version: number;
  orderId: number;
  /** The order's public code (what the shopper quotes). */
  orderCode: string;
  placedAt: string;
  status: OrderStatus;
  cancelled: boolean;
  /** Why it was cancelled, as its seller (or the shop) told the shopper; null when not. */
  cancelReason: string | null;
  /** Whether the shopper has paid (false for cash on delivery until delivered). */
  paid: boolean;
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  shipTo: { name: string; lines: string[] };
  lines: SellerShipmentLine[];
  /** What the store's lines still in the order come to (units x prices), a decimal amount. */
  total: string;
  /** What the seller may do now (core's `shipmentActions`, and the server's own limits). */
  actions: ShipmentAction[];
}

export interface SellerOrders {
  page: SellerPage<SellerShipment>;
  /** The carriers a parcel may be shipped with. */
  carriers: { id: number; name: string }[];
}

/** A seller's step on a shipment, at the version they read it. */
export interface ShipmentChange {
  action: ShipmentAction;
  version: number;
  /** `ship`: the carrier and the tracking number. */
  carrierId: number | null;
  trackingNumber: string;
  /** `cancel`: why, told to the shopper. */
  reason: string;
  /** `cancel`: the lines to cancel (ids of `SellerShipmentLine`); empty for every line still in the parcel. */
  lines: number[];
}

export type ShipmentChangeProblem = { field: 'carrierId' | 'trackingNumber' | 'reason' | 'lines'; code: 'required' | 'invalid_tracking' | 'too_long' };

/** What is wrong with a change as typed, [] when nothing: shipping needs a carrier and a plain tracking number; cancelling, a reason. */
export function shipmentChangeProblems(change: ShipmentChange): ShipmentChangeProblem[] {
  const problems: ShipmentChangeProblem[] = [];
  if (change.action === 'ship') {
    if (change.carrierId === null) problems.push({ field: 'carrierId', code: 'required' });
    if (change.trackingNumber.trim() === '') problems.push({ field: 'trackingNumber', code: 'required' });
    else if (trackingNumberOf(change.trackingNumber) === null) problems.push({ field: 'trackingNumber', code: 'invalid_tracking' });
  }
  if (change.action === 'cancel') {
    if (change.reason.trim() === '') problems.push({ field: 'reason', code: 'required' });
    else if (change.reason.trim().length > SHIPMENT_LIMITS.reasonMax) problems.push({ field: 'reason', code: 'too_long' });
  }
  return problems;
}
