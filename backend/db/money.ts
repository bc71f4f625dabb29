import { fromCents, parseCents } from '../../core/shared/cents';

/**
 * The database keeps money as integer minor units (cents) and the server computes in them; the API
 * contract and the operator's commands speak decimal amounts. These two are the only crossings,
 * one per direction, through the same conversions the browser uses (core/product/pricing.ts), so
 * both sides agree to the cent.
 */
export function centsToAmount(cents: number): number {
  return fromCents(cents);
}

/** The cents of an amount given to the server (a number or a decimal string, rounded half away from zero), or null when it is not one. */
export function amountToCents(amount: number | string): number | null {
  return parseCents(amount);
}
