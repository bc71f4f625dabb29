/**
 * The `type` of a tax rule and of a voucher (spec: price type 1 flat, 2 percent; a percent's
 * `price` stored in hundredths of a percent, 750 is 7.5 %). The one place these numbers are written.
 */
export const PRICE_TYPE = { flat: 1, percent: 2 } as const;
export type PriceType = (typeof PRICE_TYPE)[keyof typeof PRICE_TYPE];
