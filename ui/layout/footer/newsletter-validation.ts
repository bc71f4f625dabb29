/*
 * Newsletter e-mail rules (spec §5): empty gives "{type} is required", anything that is not an
 * address gives "Invalid email". Beside the form while only the browser checks it: when the
 * newsletter gets its `email-subscription` call, the rule moves to core (core/shared) for both.
 */
export type NewsletterEmailError = 'required' | 'invalid_email';

// One "@", something on each side, and a dot in the domain: the usual pattern for a sign-up box.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function newsletterEmailError(value: string): NewsletterEmailError | null {
  const email = value.trim();
  if (email === '') return 'required';
  return EMAIL.test(email) ? null : 'invalid_email';
}
