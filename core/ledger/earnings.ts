/*
 * What the ledger shows (issue 33, decision 0035): a seller's earnings page and the back office's
 * money desk read these shapes from api/v1; amounts are decimal strings in the shop's currency.
 */
import { type LedgerKind, MAX_RATE_BPS, MAX_RETURN_WINDOW_DAYS } from './ledger';

export const PAYOUT_STATUSES = ['requested', 'paid', 'refused'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** One entry of a store's ledger, newest first. */
export interface EarningsEntry {
  id: number;
  createdAt: string;
  kind: LedgerKind;
  amount: string;
  /** The order's public code, for an entry of an order. */
  orderCode: string | null;
  payoutId: number | null;
}

export interface PayoutView {
  id: number;
  version: number;
  amount: string;
  status: PayoutStatus;
  /** The operator's transfer reference (paid) or reason (refused). */
  reference: string | null;
  requestedAt: string;
  decidedAt: string | null;
}

/** A store's balance as decimal amounts: pending, available, asked for (not yet decided) and paid out so far. */
export interface BalanceView {
  pending: string;
  available: string;
  /** Payouts asked for and not yet decided (already out of the available balance). */
  requested: string;
  /** Payouts the shop has paid. */
  paidOut: string;
}

/** `GET seller/earnings`. */
export interface SellerEarnings extends BalanceView {
  currency: string;
  returnWindowDays: number;
  entries: EarningsEntry[];
  payouts: PayoutView[];
  /** The months (`YYYY-MM`) the store has entries in, newest first: each has a CSV statement. */
  months: string[];
}

/** One store's line on the money desk. */
export interface StoreBalanceView extends BalanceView {
  storeId: number;
  storeName: string;
}

export interface CommissionRateView {
  id: number;
  version: number;
  scope: 'category' | 'store';
  scopeId: number;
  name: string;
  percent: string;
}

/** `GET admin/ledger`: the terms, the overrides, every store's balance and the payout requests. */
export interface LedgerDesk {
  currency: string;
  terms: { version: number; commissionPercent: string; returnWindowDays: number };
  rates: CommissionRateView[];
  categories: { id: number; name: string }[];
  stores: { id: number; name: string }[];
  balances: StoreBalanceView[];
  /** The shop's own account: its commissions and shares, less what it refunded. */
  shopAccount: string;
  payouts: (PayoutView & { storeId: number; storeName: string })[];
}

/** A rate typed as a percentage ("12.5", "12,5") in basis points, or null when it is not one from 0 to 100 with two decimals at most. */
export function percentToBps(text: string): number | null {
  const match = /^\s*(\d{1,3})(?:[.,](\d{1,2}))?\s*%?\s*$/.exec(text);
  if (!match) return null;
  const bps = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bps <= MAX_RATE_BPS ? bps : null;
}

/** Basis points as the percentage the operator typed ("12.5"). */
export function bpsToPercent(bps: number): string {
  return String(bps / 100);
}

/** A return window typed in days, or null when it is not a whole number from 0 to MAX_RETURN_WINDOW_DAYS. */
export function returnWindowOf(text: string | number): number | null {
  const value = typeof text === 'number' ? text : /^\s*\d{1,3}\s*$/.test(text) ? Number(text) : NaN;
  return Number.isInteger(value) && value >= 0 && value <= MAX_RETURN_WINDOW_DAYS ? value : null;
}

/** A statement's month (`YYYY-MM`), or null. */
export function statementMonthOf(text: unknown): string | null {
  return typeof text === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(text) ? text : null;
}

/** The longest transfer reference or refusal reason the operator may write. */
export const PAYOUT_REFERENCE_MAX = 200;
