import type { UserVoucher } from '../account';

/** Vouchers on api/v1. Throws RequestError when refused or down. */
export interface VoucherGateway {
  /** `user/user-vouchers`: the vouchers the signed-in user can use. */
  fetchUserVouchers(token: string | null, language: string): Promise<UserVoucher[]>;
}
