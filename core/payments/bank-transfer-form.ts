/*
 * The report of a bank transfer a shopper made for an order (`order/transaction`), checked the same
 * way in the browser before sending and on the server before storing. Kept out of the first-load
 * bundle: only the order pages import it.
 */
import { IsNotEmpty, MaxLength } from 'class-validator';
import { TEXT_MAX, required, tooLong } from '../shared/forms';

export class BankTransferForm {
  @MaxLength(TEXT_MAX, tooLong) @IsNotEmpty(required)
  bank_name = '';

  @MaxLength(TEXT_MAX, tooLong) @IsNotEmpty(required)
  account_holder_name = '';

  @MaxLength(64, tooLong) @IsNotEmpty(required)
  account_number = '';

  @MaxLength(TEXT_MAX, tooLong) @IsNotEmpty(required)
  branch_name = '';

  @MaxLength(128, tooLong) @IsNotEmpty(required)
  transaction_id = '';
}

/** The fields in the order the form shows them. */
export const BANK_TRANSFER_FIELDS = ['bank_name', 'account_holder_name', 'account_number', 'branch_name', 'transaction_id'] as const satisfies readonly (keyof BankTransferForm)[];
