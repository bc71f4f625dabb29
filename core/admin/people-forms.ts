/* The back office's people forms (class-validator, core/shared/forms.ts), shared by the console and the server. */
import { IsIn, IsNotEmpty, Matches, MaxLength } from 'class-validator';
import { required, tooLong } from '../shared/forms';
import { PEOPLE_REASON_MAX } from './people';

const id = { message: 'invalid_choice' };

/** Approving or refusing a seller's store, at the version it was read. */
export class SellerDecisionForm {
  @Matches(/^[1-9]\d{0,9}$/, id) @IsNotEmpty(required)
  store_id = '';

  @Matches(/^\d{1,10}$/, id) @IsNotEmpty(required)
  version = '';

  @IsIn(['approve', 'refuse'], id) @IsNotEmpty(required)
  decision = '';

  @MaxLength(PEOPLE_REASON_MAX, tooLong)
  reason = '';
}

/** Blocking or unblocking a customer, at the version it was read. */
export class CustomerBlockForm {
  @Matches(/^[1-9]\d{0,9}$/, id) @IsNotEmpty(required)
  user_id = '';

  @Matches(/^\d{1,10}$/, id) @IsNotEmpty(required)
  version = '';

  @IsIn(['block', 'unblock'], id) @IsNotEmpty(required)
  action = '';

  @MaxLength(PEOPLE_REASON_MAX, tooLong)
  reason = '';
}
