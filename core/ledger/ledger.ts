/*
 * The marketplace's ledger (issue 33, decision 0035): who is owed what from each order, in integer
 * cents, as entries that are only ever added. A seller's balance is the sum of their entries, never
 * a number edited in place. An account is a store's (storeId) or the shop's own (storeId null).
 *
 * When an order is paid, each store of it is credited its sale (its goods, their tax, and delivery
 * it charged by its own rules) and debited the shop's commission on its goods; the shop is credited
 * each commission and its own share: the rest of what the shopper paid (the shop's delivery, its
 * own products, less the voucher the shop gave). A refund writes every entry of the order back
 * negated. So every order's entries add up to what its shopper paid, minus what was refunded.
 */

/** What an entry records. `payout` and `payout_return` move a store's money out and back, on no order. */
export const LEDGER_KINDS = ['sale', 'commission', 'shop_share', 'refund', 'commission_reversal', 'payout', 'payout_return'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export interface LedgerEntry {
  /** The store whose account it is; null for the shop's own account. */
  storeId: number | null;
  /** The order it comes from; null for payouts. */
  orderId: number | null;
  kind: LedgerKind;
  /** Signed: what the account gains (positive) or gives (negative). */
  cents: number;
}

/** A rate in basis points: 1,000 is 10 %. Rates run 0..10,000. */
export const MAX_RATE_BPS = 10_000;

/** The operator's commission rates: the shop's, overridden per category and, above that, per store. */
export interface CommissionRates {
  shopBps: number;
  byCategory: ReadonlyMap<number, number>;
  byStore: ReadonlyMap<number, number>;
}

/**
 * The rate a line is sold at: its store's own rate when the operator agreed one with that store,
 * else its category's, else the shop's. A store's deal is the most specific agreement, so it wins.
 */
export function commissionRateOf(rates: CommissionRates, line: { storeId: number | null; categoryId: number | null }): number {
  if (line.storeId === null) return 0;
  const store = rates.byStore.get(line.storeId);
  if (store !== undefined) return store;
  const category = line.categoryId === null ? undefined : rates.byCategory.get(line.categoryId);
  return category ?? rates.shopBps;
}

/** The commission on an amount of goods at a rate, rounded half up to the cent. */
export function commissionCents(goodsCents: number, bps: number): number {
  return Math.floor((Math.max(0, goodsCents) * bps + MAX_RATE_BPS / 2) / MAX_RATE_BPS);
}

/** One line of a paid order as the ledger reads it. */
export interface SaleLine {
  storeId: number | null;
  /** Units times price, less the line's bundle offer. */
  goodsCents: number;
  /** What else the store collected with it: the line's tax, and its delivery when by the store's own rule. */
  extraCents: number;
  /** The rate recorded on the line when it was sold. */
  commissionBps: number;
}

/** The entries an order's payment writes: per store a sale and a commission, and the shop's side. */
export function saleEntries(orderId: number, paidCents: number, lines: readonly SaleLine[]): LedgerEntry[] {
  const stores = new Map<number, { sale: number; commission: number }>();
  for (const line of lines) {
    if (line.storeId === null) continue;
    const sums = stores.get(line.storeId) ?? { sale: 0, commission: 0 };
    sums.sale += line.goodsCents + line.extraCents;
    sums.commission += commissionCents(line.goodsCents, line.commissionBps);
    stores.set(line.storeId, sums);
  }
  const entries: LedgerEntry[] = [];
  let sellers = 0;
  let commissions = 0;
  for (const [storeId, sums] of [...stores].sort((a, b) => a[0] - b[0])) {
    entries.push({ storeId, orderId, kind: 'sale', cents: sums.sale });
    if (sums.commission !== 0) entries.push({ storeId, orderId, kind: 'commission', cents: -sums.commission });
    sellers += sums.sale;
    commissions += sums.commission;
  }
  if (commissions !== 0) entries.push({ storeId: null, orderId, kind: 'commission', cents: commissions });
  const share = paidCents - sellers;
  if (share !== 0) entries.push({ storeId: null, orderId, kind: 'shop_share', cents: share });
  return entries;
}

/** Which side of an order an entry is on: the money for goods (and the shop's share), or commission. */
const SIDE: Readonly<Record<LedgerKind, 'money' | 'commission' | null>> = {
  sale: 'money', shop_share: 'money', refund: 'money', commission: 'commission', commission_reversal: 'commission', payout: null, payout_return: null,
};

/**
 * The entries a whole refund of an order writes: what each account still holds of the order, on
 * each side, given back (`refund` for money, `commission_reversal` for commission). What earlier
 * refunds gave back is already netted, so refunding twice writes nothing the second time.
 */
export function refundEntries(orderEntries: readonly LedgerEntry[]): LedgerEntry[] {
  const open = new Map<string, LedgerEntry>();
  for (const entry of orderEntries) {
    const side = SIDE[entry.kind];
    if (side === null || entry.orderId === null) continue;
    const key = `${entry.storeId ?? 'shop'}:${side}`;
    const sum = open.get(key) ?? { storeId: entry.storeId, orderId: entry.orderId, kind: side === 'money' ? 'refund' : 'commission_reversal', cents: 0 };
    sum.cents -= entry.cents;
    open.set(key, sum);
  }
  return [...open.values()].filter((entry) => entry.cents !== 0);
}

/** A store's part of a paid order given back when its seller cancels it (decision 0036). */
export interface PartRefund {
  storeId: number;
  /** What the store was credited for the part's lines: their goods, tax and its own delivery. */
  storeCents: number;
  /** The commission taken on those lines. */
  commissionCents: number;
  /** What the shopper is given back for the part (core/orders/part-cancellation.ts `removed.total`). */
  refundCents: number;
}

/**
 * The entries a cancelled part of a paid order writes: the store gives back its sale of those lines
 * and gets back their commission; the shop gives that commission back and bears the difference to
 * what the shopper is refunded (the delivery it charged for them, less the voucher share they keep).
 * They add up to minus the refund, so the ledger still sums to paid minus refunded.
 */
export function partRefundEntries(orderId: number, part: PartRefund): LedgerEntry[] {
  const entries: LedgerEntry[] = [];
  if (part.storeCents !== 0) entries.push({ storeId: part.storeId, orderId, kind: 'refund', cents: -part.storeCents });
  if (part.commissionCents !== 0) {
    entries.push({ storeId: part.storeId, orderId, kind: 'commission_reversal', cents: part.commissionCents });
    entries.push({ storeId: null, orderId, kind: 'commission_reversal', cents: -part.commissionCents });
  }
  const shop = part.refundCents - part.storeCents;
  if (shop !== 0) entries.push({ storeId: null, orderId, kind: 'refund', cents: -shop });
  return entries;
}

/** A store's money: not yet due (its order not delivered long enough ago), due, and paid out so far. */
export interface Balance {
  pendingCents: number;
  availableCents: number;
  paidOutCents: number;
}

/**
 * A store's balance from its entries. An order's entries are pending until its parcel was delivered
 * and the return window has passed (`matured`), then available; payouts and their returns count at
 * once, so money asked for cannot be asked for again.
 */
export function balanceOf(entries: readonly LedgerEntry[], matured: (orderId: number) => boolean): Balance {
  const balance: Balance = { pendingCents: 0, availableCents: 0, paidOutCents: 0 };
  for (const entry of entries) {
    if (entry.orderId === null) {
      balance.availableCents += entry.cents;
      balance.paidOutCents -= entry.cents;
    } else if (matured(entry.orderId)) balance.availableCents += entry.cents;
    else balance.pendingCents += entry.cents;
  }
  return balance;
}

/** Whether an order's money is due to its store: delivered, and the return window over at `now`. */
export function isMatured(deliveredAt: string | null, cancelled: boolean, returnWindowDays: number, now: Date): boolean {
  if (deliveredAt === null || cancelled) return false;
  const due = Date.parse(deliveredAt) + returnWindowDays * 86_400_000;
  return Number.isFinite(due) && due <= now.getTime();
}

/** The longest return window the operator may set, in days. */
export const MAX_RETURN_WINDOW_DAYS = 365;

export type PayoutProblem = 'not_positive' | 'above_available';

/** Why a payout of `cents` cannot be asked for against `available`, or null when it can. */
export function payoutProblem(cents: number, availableCents: number): PayoutProblem | null {
  if (!Number.isSafeInteger(cents) || cents <= 0) return 'not_positive';
  if (cents > availableCents) return 'above_available';
  return null;
}
