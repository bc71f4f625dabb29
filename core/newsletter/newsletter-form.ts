/*
 * The newsletter: what `email-subscription` takes (class-validator, core/shared/forms.ts; only the
 * server imports this, the footer uses newsletter-email.ts) and the rules of the subscription.
 */
import { EmailField } from '../shared/forms';
// The numbers live apart so the popup (first load) states the offer without class-validator.
import { NEWSLETTER } from './newsletter-rules';

export { NEWSLETTER };

export class NewsletterForm extends EmailField {}

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
