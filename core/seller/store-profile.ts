import { isPhoneNumber } from '../shared/phone';
import { STORE_LIMITS, type StoreProblem, type StoreProfileInput } from './seller-workspace';

/** A stored photo name of a store's logo or banner (`stores/{sha256}.jpg`). */
export const STORE_PHOTO = /^stores\/[0-9a-f]{64}\.jpg$/;
/** A stored photo name of a product (`products/{sha256}.jpg`). */
export const PRODUCT_PHOTO = /^products\/[0-9a-f]{64}\.jpg$/;

const EMAIL = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:]+\.[^\s@"<>()[\]\\,;:]+$/;

/**
 * Every problem of a store profile as sent, in form order: the name (2 to 60 characters), the
 * descriptions' lengths, a contact e-mail and phone when given, the address's length, and photo
 * names the shop stored. The store's name may be any script; its slug (its address) never changes.
 */
export function storeProblems(input: StoreProfileInput, languages: readonly string[]): StoreProblem[] {
  const problems: StoreProblem[] = [];
  const name = input.name.trim();
  if (name === '') problems.push({ field: 'name', code: 'required' });
  else if (name.length < STORE_LIMITS.nameMin) problems.push({ field: 'name', code: 'too_short' });
  else if (name.length > STORE_LIMITS.nameMax) problems.push({ field: 'name', code: 'too_long' });
  for (const language of languages) {
    if ((input.descriptions[language]?.length ?? 0) > STORE_LIMITS.descriptionMax) problems.push({ field: `description.${language}`, code: 'too_long' });
  }
  const phone = input.phone.trim();
  if (phone !== '' && !isPhoneNumber(phone)) problems.push({ field: 'phone', code: 'invalid_phone' });
  const email = input.email.trim();
  if (email !== '' && (email.length > 191 || !EMAIL.test(email))) problems.push({ field: 'email', code: 'invalid_email' });
  if (input.address.length > STORE_LIMITS.addressMax) problems.push({ field: 'address', code: 'too_long' });
  if (input.logo !== null && !STORE_PHOTO.test(input.logo)) problems.push({ field: 'logo', code: 'invalid_choice' });
  if (input.banner !== null && !STORE_PHOTO.test(input.banner)) problems.push({ field: 'banner', code: 'invalid_choice' });
  return problems;
}
