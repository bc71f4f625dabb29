import type { Setting } from '../common/common-data';
import { fromCents, toCents } from '../shared/cents';

export type PriceFormat = Pick<Setting, 'currency' | 'currency_icon' | 'currency_position' | 'decimal_format'>;

/** Where the currency symbol goes (`settings.currency_position`): 1 before the amount, 2 after. */
export const CURRENCY_POSITION = { before: 1, after: 2 } as const;

export const DEFAULT_PRICE_FORMAT: PriceFormat = {
  currency: 'USD',
  currency_icon: '$',
  currency_position: CURRENCY_POSITION.before,
  decimal_format: 'en-US',
};

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, decimals: 0 | 2): Intl.NumberFormat {
  const key = `${locale}|${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const options = { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
    try {
      formatter = new Intl.NumberFormat(locale, options);
    } catch {
      formatter = new Intl.NumberFormat(DEFAULT_PRICE_FORMAT.decimal_format, options);
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Formats an amount for display with the shop's currency settings: at most two decimals in the
 * configured decimal format (a whole amount shows none, any other exactly two: $20, $14.90), the
 * symbol before (position 1) or after (position 2).
 */
export function formatPrice(amount: number | string | null | undefined, format: PriceFormat = DEFAULT_PRICE_FORMAT): string {
  // Rounded once, as the decimal is written (1.005 shows 1.01), never through a double's error.
  const rounded = fromCents(toCents(amount));
  const decimals = Number.isInteger(rounded) ? 0 : 2;
  const digits = numberFormat(format.decimal_format || DEFAULT_PRICE_FORMAT.decimal_format, decimals).format(rounded);
  const icon = format.currency_icon || DEFAULT_PRICE_FORMAT.currency_icon;
  return Number(format.currency_position) === CURRENCY_POSITION.after ? `${digits}${icon}` : `${icon}${digits}`;
}
