/* The content section's forms (class-validator, core/shared/forms.ts), checked by the console and by the server. */
import { IsIn, IsNotEmpty, Matches, MaxLength, MinLength } from 'class-validator';
import { required, tooLong } from '../shared/forms';
import { CONTENT, MESSAGE_STATE } from './content';

const rowId = { message: 'invalid_choice' };

/** A change to one row, made on the version the member read. */
class RowChange {
  @Matches(/^[1-9]\d{0,8}$/, rowId) @IsNotEmpty(required)
  id = '';

  @Matches(/^[1-9]\d{0,8}$/, rowId) @IsNotEmpty(required)
  version = '';
}

/** Hiding a review from shoppers, or showing it again: always with the reason, which is kept. */
export class ReviewModerationForm extends RowChange {
  @IsIn(['hide', 'show'], rowId) @IsNotEmpty(required)
  action = '';

  @MinLength(CONTENT.reasonMin, required) @MaxLength(CONTENT.reasonMax, tooLong) @IsNotEmpty(required)
  reason = '';
}

/** Marking a message read or answered. */
export class MessageStateForm extends RowChange {
  @IsIn([MESSAGE_STATE.read, MESSAGE_STATE.answered], rowId) @IsNotEmpty(required)
  state = '';
}

/** A reply mailed to a message's sender. */
export class MessageReplyForm extends RowChange {
  @MaxLength(CONTENT.replyMax, tooLong) @IsNotEmpty(required)
  body = '';
}
