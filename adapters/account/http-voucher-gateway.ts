import type { UserVoucher } from '../../core/account/account';
import type { VoucherGateway } from '../../core/account/vouchers/voucher-gateway.port';
import type { ApiClient } from '../http/api-client';

export class HttpVoucherGateway implements VoucherGateway {
  constructor(private readonly api: ApiClient) {}

  fetchUserVouchers(token: string | null, language: string): Promise<UserVoucher[]> {
    return this.api.get<UserVoucher[]>('user/user-vouchers', { language, token: token ?? undefined });
  }
}
