/**
 * The payment window: how long an unpaid online order waits for its payment before the shop
 * cancels it (stock and voucher back; a later payment is refunded). Set by PAYMENT_WINDOW_MINUTES,
 * read once at start-up (composition/server/config.ts); the providers' hosted pages close with it.
 */
export const PAYMENT_WINDOW = { defaultMinutes: 30 } as const;

/** PAYMENT_WINDOW_MINUTES in minutes: unset or blank is the default, else a whole number of at least 1; null for anything else. */
export function paymentWindowMinutesOf(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return PAYMENT_WINDOW.defaultMinutes;
  const minutes = Number(value);
  return Number.isInteger(minutes) && minutes >= 1 ? minutes : null;
}
