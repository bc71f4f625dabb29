/*
 * The profile, password and address forms (class-validator, core/shared/forms.ts), shared by the
 * browser and the server. Kept out of the first-load bundle: only form pages import this.
 */
import { IsNotEmpty, IsOptional, Length, MaxLength } from 'class-validator';
import { AUTH } from '../auth/user';
import { EmailField, IsPhone, SameAs, TEXT_MAX, passwordLength, required, tooLong } from '../shared/forms';

export class ProfileForm {
  @MaxLength(TEXT_MAX, tooLong) @IsNotEmpty(required)
  name = '';

  @IsOptional() @IsPhone()
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

  @IsPhone() @IsNotEmpty(required)
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
