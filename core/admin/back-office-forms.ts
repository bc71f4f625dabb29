/* The back office's sign-in and member forms (class-validator, core/shared/forms.ts), shared by the console and the server. */
import { IsNotEmpty, Matches } from 'class-validator';
import { EmailField, required } from '../shared/forms';

/** The second step of a back-office sign-in: the challenge of the password step and a code (6 digits, or a recovery code). */
export class BackOfficeCodeForm {
  @Matches(/^[A-Za-z0-9_-]{43}$/, { message: 'invalid_code' }) @IsNotEmpty(required)
  challenge = '';

  @Matches(/^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/, { message: 'invalid_code' }) @IsNotEmpty(required)
  code = '';
}

/** A code from the TOTP app being set up. */
export class TotpConfirmForm {
  @Matches(/^\d{6}$/, { message: 'invalid_code' }) @IsNotEmpty(required)
  code = '';
}

/** The address of an account to make staff. */
export class StaffInviteForm extends EmailField {}
