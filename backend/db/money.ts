import { fromCents } from '../../core/product/pricing';

/**
 * The database keeps money as integer minor units (cents); the API contract speaks decimal
 * amounts. This is the one place the two meet, through the same conversion the browser uses
 * (core/product/pricing.ts), so both sides agree to the cent.
 */
export function centsToAmount(cents: number): number {
  return fromCents(cents);
}
