/*
 * The account forms, validated with class-validator on both sides: the browser before sending, the
 * server before touching anything. Decorator messages are validation codes (see account-fields.ts),
 * translated by whoever shows them. Kept out of the first-load bundle: only form pages import this.
 */
import { IsEmail, IsNotEmpty, IsOptional, Length, Matches, MaxLength, registerDecorator, validateSync, type ValidationArguments } from 'class-validator';
import { AUTH } from './account';
import type { FieldErrors, ValidationCode } from './account-fields';

const TEXT_MAX = 191;

/** The value equals another property of the same form (password confirmation). */
function SameAs(property: string) {
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

const required = { message: 'required' };
const tooLong = { message: 'too_long' };
const email = { message: 'invalid_email' };
const passwordLength = { message: 'password_length' };

class EmailField {
  @IsEmail({}, email) @MaxLength(TEXT_MAX, tooLong) @IsNotEmpty(required)
  email = '';
}

export class SignInForm extends EmailField {
  @IsNotEmpty(required)
  password = '';
}

export class SignUpForm extends EmailField {
  @MaxLength(TEXT_MAX, tooLong) @IsNotEmpty(required)
  name = '';

  @Length(AUTH.passwordMinLength, AUTH.passwordMaxLength, passwordLength) @IsNotEmpty(required)
  password = '';

  @SameAs('password') @IsNotEmpty(required)
  password_confirmation = '';
}

export class SellerSignUpForm extends SignUpForm {
  @MaxLength(TEXT_MAX, tooLong) @IsNotEmpty(required)
  store_name = '';

  @MaxLength(32, tooLong) @IsNotEmpty(required)
  phone = '';
}

export class VerifyForm extends EmailField {
  @Matches(/^\d{6}$/, { message: 'invalid_code' }) @IsNotEmpty(required)
  code = '';
}

export class ForgotPasswordForm extends EmailField {}

export class ResetPasswordForm extends VerifyForm {
  @Length(AUTH.passwordMinLength, AUTH.passwordMaxLength, passwordLength) @IsNotEmpty(required)
  password = '';

  @SameAs('password') @IsNotEmpty(required)
  password_confirmation = '';
}

export class ProfileForm {
  @MaxLength(TEXT_MAX, tooLong) @IsNotEmpty(required)
  name = '';

  @IsOptional() @MaxLength(32, tooLong)
  phone: string | null = null;
}

export class ChangePasswordForm {
  @IsNotEmpty(required)
  current_password = '';

  @Length(AUTH.passwordMinLength, AUTH.passwordMaxLength, passwordLength) @IsNotEmpty(required)
  password = '';

  @SameAs('password') @IsNotEmpty(required)
  password_confirmation = '';
}

export class DeleteAccountForm {
  @IsNotEmpty(required)
  password = '';
}

export class AddressForm extends EmailField {
  @MaxLength(TEXT_MAX, tooLong) @IsNotEmpty(required)
  name = '';

  @MaxLength(32, tooLong) @IsNotEmpty(required)
  phone = '';

  @MaxLength(8, tooLong) @IsNotEmpty(required)
  country = '';

  @MaxLength(16, tooLong) @IsNotEmpty(required)
  state = '';

  @MaxLength(TEXT_MAX, tooLong) @IsNotEmpty(required)
  city = '';

  @MaxLength(32, tooLong) @IsNotEmpty(required)
  zip = '';

  @MaxLength(TEXT_MAX, tooLong) @IsNotEmpty(required)
  address_1 = '';

  @IsOptional() @MaxLength(TEXT_MAX, tooLong)
  address_2: string | null = null;
}

type FormClass<T> = new () => T;
const PRIORITY: ValidationCode[] = ['required', 'too_long', 'invalid_email', 'password_length', 'invalid_code', 'password_mismatch', 'invalid_choice'];

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
