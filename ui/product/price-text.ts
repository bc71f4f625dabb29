import type { TFunction } from 'i18next';

// First-strong isolate and its end: the amount keeps its own direction inside a sentence of the
// other direction ("ابتداءً من $198.82" would otherwise show the dollar sign after the digits).
const FSI = '\u2068';
const PDI = '\u2069';

/** A formatted price, or "from {price}" in the shopper's language when variants pay different prices (decision 0001). */
export function priceText(t: TFunction, formatted: string, from: boolean): string {
  return from ? t('product.price_from', { price: `${FSI}${formatted}${PDI}` }) : formatted;
}
