/**
 * The operator's free-delivery threshold as the shop's settings hold it (`settings.free_delivery_over`):
 * read by the cart's rule (core/cart/free-delivery.ts, decision 0002) and by what advertises it (the
 * free-delivery banner and feature tile), so it sits with the common settings, below both.
 */
import { parseCents } from '../shared/cents';
import type { Setting } from './common-data';

/**
 * The threshold in cents from the setting as `common` sends it (a decimal amount) or the
 * database holds it (cents, pass `inCents`); null when off (unset, 0, negative or not a number).
 */
export function freeDeliveryThreshold(amount: number | string | null | undefined, inCents = false): number | null {
  if (amount === null || amount === undefined || amount === '') return null;
  const cents = inCents ? Number(amount) : parseCents(amount);
  return cents !== null && Number.isFinite(cents) && cents > 0 ? Math.trunc(cents) : null;
}

/** The threshold as `common` sends it (an amount of the shop's currency) when the shop offers free delivery; null when off. */
export function freeDeliveryAmount(setting: Pick<Setting, 'free_delivery_over'> | null | undefined): number | null {
  return freeDeliveryThreshold(setting?.free_delivery_over) === null ? null : Number(setting!.free_delivery_over);
}
