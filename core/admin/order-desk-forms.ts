/* The order desk's action forms (class-validator, core/shared/forms.ts), shared by the console and the server. */
import { IsNotEmpty, IsOptional, Matches, MaxLength } from 'class-validator';
import { required, tooLong } from '../shared/forms';

/** The longest reason a cancellation keeps. */
const CANCEL_REASON_MAX = 500;

/** Every action: the order's version it was decided on (a change since is refused, nothing written). */
export class OrderDeskActionForm {
  @Matches(/^\d{1,9}$/, { message: 'invalid_choice' }) @IsNotEmpty(required)
  version = '';

  @IsOptional() @MaxLength(CANCEL_REASON_MAX, tooLong)
  reason: string | null = null;
}

/** A cancellation says why. */
export class OrderDeskCancelForm {
  @Matches(/^\d{1,9}$/, { message: 'invalid_choice' }) @IsNotEmpty(required)
  version = '';

  @MaxLength(CANCEL_REASON_MAX, tooLong) @IsNotEmpty(required)
  reason = '';
}
