import type { PaymentState } from '../payments/payment-methods';
import type { PriceFormat } from '../shared/money';

/**
 * Everything an order's packing slip and invoice print (issue 31), read once and handed to the
 * renderer (backend/admin/order-paperwork.ts): plain data, nothing looked up while drawing. Amounts
 * are integer cents; names are already in `language` (country, state, variant attributes, payment
 * method), what the buyer or a seller wrote is as written.
 */
export interface OrderPaperwork {
  /** The language the papers are written in (en, fr, ar, tr, hi; another falls back to English labels). */
  language: string;
  shop: PaperworkShop;
  order: {
    /** The order's tracking code, which the invoice also uses as its number. */
    code: string;
    /** When it was placed (ISO date-time). */
    placedAt: string;
    /** What the buyer asked of the courier; null when nothing. */
    deliveryInstruction: string | null;
  };
  customer: { name: string; email: string | null; phone: string | null };
  shipTo: PaperworkAddress;
  lines: PaperworkLine[];
  totals: PaperworkTotals;
  payment: {
    /** The method's name in `language` ("Bank transfer", "تحويل بنكي"). */
    method: string;
    state: PaymentState;
    /** Cash on delivery: an unpaid order says "to be paid on delivery". */
    onDelivery: boolean;
  };
  /** The shop's currency settings (`settings` row), as `formatPrice` takes them. */
  format: PriceFormat;
}

export interface PaperworkShop {
  name: string;
  email: string | null;
  phone: string | null;
  /** The shop's postal address, one line each, empty ones left out. */
  addressLines: string[];
}

/** The address snapshot the order was placed with; state and country as names in the papers' language. */
export interface PaperworkAddress {
  name: string;
  phone: string | null;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
}

export interface PaperworkLine {
  product: string;
  /** The variant's attributes in one text ("Colour: Blue, Size: XL"); empty when the product has none. */
  variant: string;
  quantity: number;
  unitCents: number;
  lineCents: number;
  /** The seller's store it is packed from; null for a line without one. */
  store: string | null;
  /** Collected by the buyer at this place (its name, then its address lines); null when delivered. */
  pickup: { name: string; lines: string[] } | null;
}

export interface PaperworkTotals {
  subtotal: number;
  shipping: number;
  tax: number;
  /** The voucher's discount (a positive number taken off). */
  voucher: number;
  /** The bundle offer's free units (a positive number taken off). */
  bundleDiscount: number;
  total: number;
}

/** Which paper: what to pack (no prices), or what was sold. */
export type PaperworkKind = 'packing-slip' | 'invoice';

/** The file name a paper is offered as: `invoice-AB12CD34.pdf`; the code's letters and digits only. */
export function paperworkFileName(kind: PaperworkKind, code: string): string {
  return `${kind}-${code.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
}

/**
 * The lines grouped by the store they are packed from, in the order's order: one group per store
 * (a line without a store in a group of its own, keyed null).
 */
export function linesByStore(lines: readonly PaperworkLine[]): { store: string | null; lines: PaperworkLine[] }[] {
  const groups = new Map<string | null, PaperworkLine[]>();
  for (const line of lines) {
    const group = groups.get(line.store);
    if (group) group.push(line);
    else groups.set(line.store, [line]);
  }
  return [...groups].map(([store, grouped]) => ({ store, lines: grouped }));
}
