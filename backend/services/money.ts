/**
 * The database keeps money as integer minor units (cents); the API contract speaks decimal
 * amounts. This is the one place the two meet. Dividing an integer by 100 gives the closest
 * double to the decimal amount, which prints exactly with two decimals.
 */
export function centsToAmount(cents: number): number {
  return Math.round(cents) / 100;
}
