import { PASSWORD } from './password';
import { PHONE } from './phone';

/**
 * Why a field was refused. The browser maps a code to `validation.{code}` in its catalogue and the
 * server to its own messages, each with `{type}` = the translated field name. English wording:
 */
export const VALIDATION_MESSAGES = {
  required: '{type} is required',
  invalid_email: 'Invalid email',
  password_length: 'Password must be {min} to {max} characters',
  password_mismatch: "Password didn't match",
  too_long: '{type} is too long',
  invalid_code: 'The code has 6 digits',
  invalid_choice: '{type} is not valid',
  invalid_phone: 'Enter a phone number: {minDigits} to {maxDigits} digits, with spaces, +, - or brackets',
} as const;
export type ValidationCode = keyof typeof VALIDATION_MESSAGES;

/** One message per refused field, the most basic problem first (missing before malformed). */
export type FieldErrors<F extends string = string> = Partial<Record<F, ValidationCode>>;

/** The numbers the messages state (`{min}`, `{max}`, `{minDigits}`, `{maxDigits}`), from the rules themselves. */
export const VALIDATION_VALUES = {
  min: PASSWORD.minLength,
  max: PASSWORD.maxLength,
  minDigits: PHONE.minDigits,
  maxDigits: PHONE.maxDigits,
} as const;
