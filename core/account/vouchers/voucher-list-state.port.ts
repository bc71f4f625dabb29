import type { UserVoucher } from '../account';

/** Where the user's vouchers are kept (the vouchers view model). */
export interface VoucherListState {
  /** Null before the first load. */
  readonly vouchers: readonly UserVoucher[] | null;
  setVouchers(vouchers: UserVoucher[]): void;
}
