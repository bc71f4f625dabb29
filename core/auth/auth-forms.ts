/*
 * The sign-in, sign-up and password-reset forms (class-validator, core/shared/forms.ts), shared by
 * the browser and the server. Kept out of the first-load bundle: only form pages import this.
 */
import { IsNotEmpty, Length, Matches, MaxLength } from 'class-validator';
import { EmailField, IsPhone, SameAs, TEXT_MAX, passwordLength, required, tooLong } from '../shared/forms';
import { AUTH } from './user';

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

  @IsPhone() @IsNotEmpty(required)
  phone = '';
}

/**
 * A mailed code with the challenge of the answer that mailed it (sign-up, sign-in past the
 * ceiling, forgot-password): a code is found only with its challenge, which only the client that
 * asked has, so nobody else can spend its tries or block its owner.
 */
export class VerifyForm extends EmailField {
  @Matches(/^\d{6}$/, { message: 'invalid_code' }) @IsNotEmpty(required)
  code = '';

  @Matches(/^[A-Za-z0-9_-]{43}$/, { message: 'invalid_code' }) @IsNotEmpty(required)
  challenge = '';
}

/** The mailed sign-in code with the challenge `user/signin` answered (past the account's ceiling). */
export class SignInCodeForm extends VerifyForm {}

export class ForgotPasswordForm extends EmailField {}

export class ResetPasswordForm extends VerifyForm {
  @Length(AUTH.passwordMinLength, AUTH.passwordMaxLength, passwordLength) @IsNotEmpty(required)
  password = '';

  @SameAs('password') @IsNotEmpty(required)
  password_confirmation = '';
}
