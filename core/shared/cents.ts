/**
 * Money as integer minor units (cents) and the crossings to and from the decimal amounts api/v1
 * and people write: exact, rounded once as the decimal is written (half away from zero). Shared by
 * every room that shows or reads an amount (formatting, pricing, the server's edge).
 */

/** A money amount as api/v1 sends it: a number, a decimal string, or nothing. */
export type MoneyInput = number | string | null | undefined;

// sign, integer digits, fraction digits, exponent: every way JS and JSON write a decimal.
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * Exact cents of an amount, or null when it is missing or not a number. The decimal is rounded
 * as written (half away from zero) rather than multiplied as a double: 1.005 gives 101, where
 * Math.round(1.005 * 100) gives 100. A number is read through its shortest round-trip spelling,
 * the decimal the sender meant. Amounts beyond Number.MAX_SAFE_INTEGER cents give null.
 */
export function parseCents(amount: MoneyInput): number | null {
  let text: string;
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount)) return null;
    text = String(amount);
  } else if (typeof amount === 'string') {
    text = amount.trim();
  } else {
    return null;
  }
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, whole = '', fraction = '', exponent = '0'] = match;
  if (whole === '' && fraction === '') return null;

  // All significant digits, with the decimal point `point` digits from their start.
  let digits = whole + fraction;
  let point = whole.length + Number(exponent);
  const leadingZeros = digits.length - digits.replace(/^0+/, '').length;
  digits = digits.slice(leadingZeros);
  point -= leadingZeros;
  if (digits === '') return 0;
  // More than 16 integer digits is beyond any safe number of cents.
  if (point > 16) return null;
  // Below 0.001 nothing reaches the rounding digit.
  if (point < -2) return 0;
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  digits = digits.padEnd(point + 3, '0');
  const units = Number(digits.slice(0, point + 2) || '0');
  const magnitude = units + (Number(digits[point + 2]) >= 5 ? 1 : 0);
  if (!Number.isSafeInteger(magnitude)) return null;
  return sign === '-' && magnitude !== 0 ? -magnitude : magnitude;
}

/** Exact cents of an amount (`toCents('19.99')` and `toCents(19.99)` are 1999); 0 when missing or not a number. */
export function toCents(amount: MoneyInput): number {
  return parseCents(amount) ?? 0;
}

/**
 * The API amount of a number of cents (1999 gives 19.99). An integer divided by 100 is the
 * closest double to the two-decimal amount, so it prints exactly and round-trips through
 * `toCents` (up to 15 significant digits, under 10 trillion, all a double holds for sure).
 * Cents are expected whole; a fraction is rounded half away from zero.
 */
export function fromCents(cents: number): number {
  const whole = Math.sign(cents) * Math.round(Math.abs(cents));
  return whole === 0 ? 0 : whole / 100;
}

/** How many decimals `currency` has (ISO 4217, through Intl: JPY 0, USD 2, KWD 3); 2 for a code Intl does not know. */
export function currencyDecimals(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/**
 * A stored amount (always hundredths of the currency unit, like every price here) in the minor
 * units a payment provider is asked for: 1999 cents are 1999 for USD, 20 for JPY (rounded to the
 * whole yen) and 19990 for KWD.
 */
export function toMinorUnits(cents: number, currency: string): number {
  const decimals = currencyDecimals(currency);
  return decimals >= 2 ? Math.round(cents) * 10 ** (decimals - 2) : Math.round(cents / 10 ** (2 - decimals));
}

/** Cents as a plain two-decimal string ("19.99", "-0.05"), for structured data and other text formats. */
export function centsToDecimal(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const sign = cents < 0 && whole !== 0 ? '-' : '';
  const fraction = whole % 100;
  return `${sign}${(whole - fraction) / 100}.${String(fraction).padStart(2, '0')}`;
}
