/**
 * What a phone field takes (profile, address book, guest checkout, seller sign-up): a phone number
 * as people write it. Digits with spaces, hyphens and brackets between them and an optional leading
 * +; between 6 and 15 digits (E.164 allows at most 15). "abc", "12" or "+1 (555) x" are refused.
 */
export const PHONE = { minDigits: 6, maxDigits: 15, maxLength: 32 } as const;

const SHAPE = /^\+?[\d\s()-]+$/;

export function isPhoneNumber(value: string): boolean {
  const text = value.trim();
  if (text.length > PHONE.maxLength || !SHAPE.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= PHONE.minDigits && digits <= PHONE.maxDigits;
}
