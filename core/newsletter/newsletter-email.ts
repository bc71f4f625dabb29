/*
 * The footer's quick check of a newsletter address: empty gives "{type} is required",
 * anything that is not an address gives "Invalid email". Tiny and free of class-validator because
 * the footer is on every page (first-load bundle); the server checks the full form
 * (newsletter-form.ts), which accepts nothing this refuses, and its answer shows in the same place.
 */
export type NewsletterEmailError = 'required' | 'invalid_email';

// One "@", something on each side, and a dot in the domain: the usual pattern for a sign-up box.
const EMAIL = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:]+\.[^\s@"<>()[\]\\,;:]+$/;

export function newsletterEmailError(value: string): NewsletterEmailError | null {
  const email = value.trim();
  if (email === '') return 'required';
  return EMAIL.test(email) ? null : 'invalid_email';
}
