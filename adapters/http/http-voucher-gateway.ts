import { inject, injectable } from 'inversify';
import type { UserVoucher } from '../../core/domain/account';
import type { VoucherGateway } from '../../core/vouchers/voucher-gateway.port';
import { ApiClient } from './api-client';

@injectable()
export class HttpVoucherGateway implements VoucherGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  fetchUserVouchers(token: string | null, language: string): Promise<UserVoucher[]> {
    return this.api.get<UserVoucher[]>('user/user-vouchers', { language, token: token ?? undefined });
  }
}
