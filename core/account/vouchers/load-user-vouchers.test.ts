import { describe, expect, it } from 'vitest';
import type { UserVoucher } from '../account';
import { LoadUserVouchers } from './load-user-vouchers';
import type { VoucherListState } from './voucher-list-state.port';

const voucher: UserVoucher = { id: 1, title: 'Welcome', code: 'HELLO10', type: 2, price: 10, capped_price: null, min_spend: 20, start_time: '2026-01-01T00:00:00Z', end_time: '2027-01-01T00:00:00Z', usage_limit: null, limit_per_customer: 1, used: 0 };

describe('LoadUserVouchers', () => {
  it('loads the vouchers with the caller token', async () => {
    const asked: (string | null)[] = [];
    const state: VoucherListState = { vouchers: null, setVouchers(v) { (this as unknown as { vouchers: UserVoucher[] }).vouchers = v; } };
    await new LoadUserVouchers({ fetchUserVouchers: async (token) => { asked.push(token); return [voucher]; } }, state, { token: 'tok' }).execute('tr');
    expect(state.vouchers).toEqual([voucher]);
    expect(asked).toEqual(['tok']);
  });
});
