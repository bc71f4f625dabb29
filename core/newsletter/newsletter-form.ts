/*
 * The newsletter: what `email-subscription` takes (class-validator, core/shared/forms.ts; only the
 * server imports this, the footer uses newsletter-email.ts) and the rules of the subscription.
 */
import { EmailField } from '../shared/forms';

export class NewsletterForm extends EmailField {}

export const NEWSLETTER = {
  /** A confirmation link works this long after it was mailed; later the shopper subscribes again. */
  confirmDays: 7,
  /** Random bytes of a confirmation or unsubscribe token (base64url in the link). */
  tokenBytes: 32,
  /** The welcome voucher the popup promises: percent off, in hundredths of a percent (10%). */
  voucherHundredthsOfPercent: 1000,
  /** How long the welcome voucher is valid after confirmation. */
  voucherDays: 90,
  /** Prefix of the welcome voucher's code (the rest is random). */
  voucherPrefix: 'WELCOME',
} as const;

/** What a subscription is now, from its stored dates. */
export type SubscriptionState = 'pending' | 'confirmed' | 'unsubscribed';

export interface SubscriptionDates {
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

export function subscriptionState(row: SubscriptionDates): SubscriptionState {
  if (row.unsubscribed_at !== null) return 'unsubscribed';
  return row.confirmed_at !== null ? 'confirmed' : 'pending';
}

/** Whether a sign-up for this address mails a (new) confirmation: not when it is confirmed already. */
export function needsConfirmation(row: SubscriptionDates | null): boolean {
  return row === null || subscriptionState(row) !== 'confirmed';
}

/** Whether a confirmation mailed at `sentAt` (ISO) still works at `now`. */
export function confirmationValid(sentAt: string | null, now: Date | number): boolean {
  if (sentAt === null) return false;
  const sent = Date.parse(sentAt);
  const at = typeof now === 'number' ? now : now.getTime();
  return Number.isFinite(sent) && at >= sent && at - sent < NEWSLETTER.confirmDays * 86_400_000;
}

/** Confirming gives the welcome voucher only when the address never had one (not after unsubscribing and coming back). */
export function earnsWelcomeVoucher(row: { voucher_id: number | null }): boolean {
  return row.voucher_id === null;
}
