/**
 * Why a field was refused. The browser maps a code to `validation.{code}` in its catalogue and the
 * server to its own messages, each with `{type}` = the translated field name. English wording:
 */
export const VALIDATION_MESSAGES = {
  required: '{type} is required',
  invalid_email: 'Invalid email',
  password_length: 'Invalid Password Length',
  password_mismatch: "Password didn't match",
  too_long: '{type} is too long',
  invalid_code: 'The code has 6 digits',
  invalid_choice: '{type} is not valid',
} as const;
export type ValidationCode = keyof typeof VALIDATION_MESSAGES;

/** One message per refused field, the most basic problem first (missing before malformed). */
export type FieldErrors<F extends string = string> = Partial<Record<F, ValidationCode>>;
