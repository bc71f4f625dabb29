import type { Setting } from './common-data';

export type PriceFormat = Pick<Setting, 'currency' | 'currency_icon' | 'currency_position' | 'decimal_format'>;

export const DEFAULT_PRICE_FORMAT: PriceFormat = {
  currency: 'USD',
  currency_icon: '$',
  currency_position: 1,
  decimal_format: 'en-US',
};

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string): Intl.NumberFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 2 });
    } catch {
      formatter = new Intl.NumberFormat(DEFAULT_PRICE_FORMAT.decimal_format, { minimumFractionDigits: 0, maximumFractionDigits: 2 });
    }
    formatters.set(locale, formatter);
  }
  return formatter;
}

/**
 * Formats an amount for display with the shop's currency settings: at most two decimals in the
 * configured decimal format, the symbol before (position 1) or after (position 2).
 */
export function formatPrice(amount: number | string | null | undefined, format: PriceFormat = DEFAULT_PRICE_FORMAT): string {
  const value = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  const safe = Number.isFinite(value) ? value : 0;
  const digits = numberFormat(format.decimal_format || DEFAULT_PRICE_FORMAT.decimal_format).format(safe);
  const icon = format.currency_icon || DEFAULT_PRICE_FORMAT.currency_icon;
  return Number(format.currency_position) === 2 ? `${digits}${icon}` : `${icon}${digits}`;
}
