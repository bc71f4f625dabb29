import { PAYMENT_BANK_TRANSFER, PAYMENT_CASH_ON_DELIVERY } from '../payments/payment-methods';

/**
 * A guest's order paid later (cash on delivery, bank transfer) to an e-mail address the shop has
 * never confirmed is only a request until that address confirms it by the mailed link: it holds its
 * stock and voucher for a short window, is not yet an order to process, and is released (cancelled,
 * stock and voucher given back) when the window ends unconfirmed. Anyone may type anyone's address,
 * so neither the stock nor somebody's inbox is at the mercy of a script.
 */
export const GUEST_CONFIRMATION = {
  /** How long an unconfirmed order holds its stock and how long its link works. */
  windowMinutes: 30,
  /** Random bytes of the link's token (kept only as a hash on the server). */
  tokenBytes: 32,
  /**
   * Guests' orders to one known address within `burstWindowMinutes` that go straight through;
   * further ones wait for the link as a new address's would: a known address is somebody's inbox,
   * and a script typing it many times must not fill it with orders (or their stock with holds).
   */
  knownAddressBurst: 3,
  burstWindowMinutes: 60,
} as const;

/** The methods whose orders cost the shop something before any money moves. */
const PAID_LATER: ReadonlySet<number> = new Set([PAYMENT_CASH_ON_DELIVERY, PAYMENT_BANK_TRANSFER]);

export interface ConfirmationNeed {
  /** The buyer is a guest (a signed-in shopper's address is their verified account's business). */
  guest: boolean;
  orderMethod: number;
  /** The address has an account or a confirmed order already. */
  addressKnown: boolean;
  /** Guests' orders to the address within the burst window, before this one (0 when unknown or not looked up). */
  recentGuestOrders?: number;
}

/** Whether the order waits for its address to confirm it: a new address, or a known one in a burst of guests' orders. */
export function needsConfirmation(need: ConfirmationNeed): boolean {
  const trusted = need.addressKnown && (need.recentGuestOrders ?? 0) < GUEST_CONFIRMATION.knownAddressBurst;
  return need.guest && PAID_LATER.has(need.orderMethod) && !trusted;
}

/** When an order placed at `placedAt` is released unless confirmed. */
export function confirmationDeadline(placedAt: Date): Date {
  return new Date(placedAt.getTime() + GUEST_CONFIRMATION.windowMinutes * 60_000);
}

/** An order's confirmation as stored: whether it waits, until when, and whether it is cancelled. */
export interface ConfirmationFields {
  awaiting: boolean;
  /** The deadline, or null for an order that never waited. */
  expiresAt: Date | null;
  cancelled: boolean;
}

/**
 * `none`: an order that never needed confirming (or has been confirmed); `awaiting`: waiting and
 * still in time; `expired`: waited past its deadline (released, or about to be).
 */
export type ConfirmationState = 'none' | 'awaiting' | 'expired';

export function confirmationState(fields: ConfirmationFields, now: Date): ConfirmationState {
  if (!fields.awaiting) return 'none';
  if (fields.cancelled || fields.expiresAt === null || fields.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'awaiting';
}

/** Whether the order counts as a real order: shown to the shop, processed, counted. */
export function countsAsOrder(fields: ConfirmationFields): boolean {
  return !fields.awaiting;
}

/** Why a confirmation link does nothing: unknown or already used, or too late. */
export type ConfirmRefusal = 'confirm_invalid' | 'confirm_expired';

/** What the link's use does to an order it names: confirm it, or refuse. */
export function confirmOutcome(fields: ConfirmationFields, now: Date): { ok: true } | { ok: false; code: ConfirmRefusal } {
  const state = confirmationState(fields, now);
  if (state === 'awaiting') return { ok: true };
  return { ok: false, code: state === 'expired' ? 'confirm_expired' : 'confirm_invalid' };
}
