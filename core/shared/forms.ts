/*
 * Forms validated with class-validator on both sides: the browser before sending, the server before
 * touching anything. Decorator messages are validation codes (validation-codes.ts), translated by
 * whoever shows them. Kept out of the first-load bundle: only form pages and the server import this
 * and the forms built on it (core/auth/auth-forms.ts, core/account/account-forms.ts).
 */
import { IsEmail, IsNotEmpty, isEmail, MaxLength, registerDecorator, validateSync, type ValidationArguments } from 'class-validator';
import { isPhoneNumber } from './phone';
import type { FieldErrors, ValidationCode } from './validation-codes';

/** Longest text a form field takes (a database VARCHAR of the original API). */
export const TEXT_MAX = 191;

/** The value equals another property of the same form (password confirmation). */
export function SameAs(property: string) {
  return (target: object, propertyName: string) => {
    registerDecorator({
      name: 'sameAs',
      target: target.constructor,
      propertyName,
      constraints: [property],
      options: { message: 'password_mismatch' },
      validator: {
        validate: (value: unknown, args: ValidationArguments) => value === (args.object as Record<string, unknown>)[args.constraints[0] as string],
      },
    });
  };
}

/** A phone number (core/shared/phone.ts); an empty optional field is left to `@IsOptional`. */
export function IsPhone() {
  return (target: object, propertyName: string) => {
    registerDecorator({
      name: 'isPhone',
      target: target.constructor,
      propertyName,
      options: { message: 'invalid_phone' },
      validator: { validate: (value: unknown) => typeof value === 'string' && isPhoneNumber(value) },
    });
  };
}

export const required = { message: 'required' };
export const tooLong = { message: 'too_long' };
export const email = { message: 'invalid_email' };

/**
 * validator.js's isEmail narrowed to a mailbox someone can have: no quoted local part and none of
 * the characters only quoting allows (`"<>()[]\,;:`, so `"<svg/onload=...>"@x.test` is refused),
 * no IP address for a domain, a top-level domain. Letters of any script stay allowed.
 */
export const MAILBOX = { blacklisted_chars: '"<>()\\[\\]\\\\,;:', allow_ip_domain: false, require_tld: true } as const;

/** Whether `value` is an e-mail address a real mailbox could have (MAILBOX). */
export function isMailbox(value: string): boolean {
  return isEmail(value, MAILBOX);
}
export const passwordLength = { message: 'password_length' };

/** A form whose first field is an e-mail address. */
export class EmailField {
  @IsEmail(MAILBOX, email) @MaxLength(TEXT_MAX, tooLong) @IsNotEmpty(required)
  email = '';
}

export type FormClass<T> = new () => T;
const PRIORITY: ValidationCode[] = ['required', 'too_long', 'invalid_email', 'password_length', 'invalid_code', 'password_mismatch', 'invalid_choice', 'invalid_phone'];

/**
 * Copies the form's own fields from untrusted input (anything else is ignored; non-strings become
 * empty, strings are trimmed except passwords) and validates them.
 */
export function readForm<T extends object>(Form: FormClass<T>, input: unknown): { form: T; errors: FieldErrors<Extract<keyof T, string>> } {
  const form = new Form();
  const source = input && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  for (const key of Object.keys(form) as (keyof T & string)[]) {
    const value = source[key];
    const current = form[key];
    const text = typeof value === 'string' ? (key.includes('password') ? value : value.trim()) : typeof value === 'number' ? String(value) : '';
    (form as Record<string, unknown>)[key] = current === null && text === '' ? null : text;
  }
  return { form, errors: validateForm(form) };
}

/** Validates a form instance: one code per refused field, the most basic first. */
export function validateForm<T extends object>(form: T): FieldErrors<Extract<keyof T, string>> {
  const errors: Record<string, ValidationCode> = {};
  for (const error of validateSync(form, { forbidUnknownValues: false })) {
    const codes = Object.values(error.constraints ?? {}) as ValidationCode[];
    const best = [...codes].sort((a, b) => PRIORITY.indexOf(a) - PRIORITY.indexOf(b))[0];
    if (best) errors[error.property] = best;
  }
  return errors as FieldErrors<Extract<keyof T, string>>;
}

/** Lower-cases and trims an e-mail so uniqueness is case-insensitive on every database. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
