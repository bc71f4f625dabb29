/**
 * People in the back office (`admin/sellers`, `admin/customers`): sellers waiting for their store to
 * be approved, and customers (searched, blocked). One type for the server and the console.
 */

/** Page size of the people lists (the server never sends more). */
export const PEOPLE_PAGE_SIZE = 20;

/** The longest reason a member may write (a refusal is mailed with it). */
export const PEOPLE_REASON_MAX = 500;

/** The customer list's orders, each a whitelisted key the server maps to its own SQL. */
export const CUSTOMER_SORTS = ['newest', 'name', 'orders', 'last_order'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

export const SELLER_STATES = ['waiting', 'refused'] as const;
export type SellerState = (typeof SELLER_STATES)[number];

export interface PendingSeller {
  /** The seller's account. */
  userId: number;
  name: string;
  email: string;
  phone: string | null;
  language: string;
  /** Whether the seller proved the address (only then may the store be approved). */
  verified: boolean;
  store: { id: number; name: string; slug: string; version: number };
  registeredAt: string;
  refusedAt: string | null;
  refusalReason: string | null;
}

export interface CustomerRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  language: string;
  verified: boolean;
  registeredAt: string;
  orderCount: number;
  lastOrder: { code: string; placedAt: string } | null;
  blockedAt: string | null;
  blockedReason: string | null;
  version: number;
}

export interface Page<T> {
  rows: T[];
  total: number;
  page: number;
  lastPage: number;
}

export interface CustomerQuery {
  q: string;
  page: number;
  sort: CustomerSort;
}

/** A decision on a seller's store: approve, or refuse with a reason mailed to the seller. */
export interface SellerDecision {
  storeId: number;
  version: number;
  decision: 'approve' | 'refuse';
  reason: string;
}

/** Blocking (with a reason) or unblocking a customer. */
export interface CustomerBlock {
  userId: number;
  version: number;
  blocked: boolean;
  reason: string;
}

/** Why a decision or block cannot be sent as it is, before asking the server: a reason is needed to refuse or block. */
export function reasonProblem(needed: boolean, reason: string): 'reason_required' | 'reason_too_long' | null {
  const text = reason.trim();
  if (needed && text === '') return 'reason_required';
  if (text.length > PEOPLE_REASON_MAX) return 'reason_too_long';
  return null;
}

/** The customer search as the server takes it: trimmed, inner spaces folded, at most 100 characters. */
export function customerSearchText(value: unknown): string {
  return typeof value === 'string' ? value.trim().replace(/\s+/g, ' ').slice(0, 100) : '';
}
