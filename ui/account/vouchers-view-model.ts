import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { UserVoucher } from '../../core/account/account';
import type { VoucherListState } from '../../core/account/vouchers/voucher-list-state.port';
import type { Hydratable } from '../app/hydratable';

/** The vouchers screen: the vouchers the user can use (null until loaded). */
@injectable()
export class VouchersViewModel implements VoucherListState, Hydratable {
  vouchers: UserVoucher[] | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  setVouchers(vouchers: UserVoucher[]): void {
    this.vouchers = vouchers;
  }

  snapshot(): unknown {
    return this.vouchers ? { vouchers: this.vouchers } : null;
  }

  restore(snapshot: unknown): void {
    const s = snapshot as { vouchers?: UserVoucher[] } | null;
    if (Array.isArray(s?.vouchers)) this.setVouchers(s.vouchers);
  }
}

/** How many more times the user may use a voucher: the tighter of its own limit and the per-customer limit; null is unlimited. */
export function usesLeft(voucher: Pick<UserVoucher, 'limit_per_customer' | 'used'>): number | null {
  if (voucher.limit_per_customer === null) return null;
  return Math.max(0, voucher.limit_per_customer - voucher.used);
}
