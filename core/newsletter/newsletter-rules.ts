/*
 * The newsletter's numbers: the confirmation link's life, the token size and the welcome voucher
 * (what the popup states and the shop issues). Free of class-validator: the popup is on every
 * page (first load); newsletter-form.ts re-exports them for the server.
 */
export const NEWSLETTER = {
  /** A confirmation link works this long after it was mailed; later the shopper subscribes again. */
  confirmDays: 7,
  /** Random bytes of a confirmation or unsubscribe token (base64url in the link). */
  tokenBytes: 32,
  /** The welcome voucher the popup promises: percent off, in hundredths of a percent (10%). */
  voucherHundredthsOfPercent: 1000,
  /** How long the welcome voucher is valid after confirmation. */
  voucherDays: 90,
  /** Prefix of the welcome voucher's code (the rest is random). */
  voucherPrefix: 'WELCOME',
} as const;
