/**
 * An order's tracking code: 12 symbols of a Crockford-style alphabet without 0/O and 1/I/L, so it
 * reads aloud and types back from a mail. The server draws it from a cryptographic source; the
 * track-order form and call accept it in any case, with spaces or dashes a shopper may type.
 */
export const TRACKING_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const TRACKING_LENGTH = 12;

const CODE = new RegExp(`^[${TRACKING_ALPHABET}]{${TRACKING_LENGTH}}$`);

/** The code as stored (upper case, no separators), or null when the input cannot be one. */
export function normalizeTrackingCode(input: unknown): string | null {
  if (typeof input !== 'string' || input.length > 64) return null;
  const code = input.replace(/[\s-]/g, '').toUpperCase();
  return CODE.test(code) ? code : null;
}
