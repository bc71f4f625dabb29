import { inject, injectable } from 'inversify';
import type { AddressGateway } from '../../core/addresses/address-gateway.port';
import type { Address, Paginator } from '../../core/domain/account';
import type { AddressFormFields } from '../../core/domain/account-fields';
import { ApiClient } from './api-client';

@injectable()
export class HttpAddressGateway implements AddressGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  fetchAddresses(token: string | null, language: string, page: number): Promise<Paginator<Address>> {
    return this.api.get<Paginator<Address>>('user/address/all', { language, token: token ?? undefined, params: { page } });
  }

  saveAddress(fields: AddressFormFields & { id?: number }, token: string | null, language: string): Promise<Address> {
    return this.api.post<Address>('user/address/action', fields, { language, token: token ?? undefined });
  }

  async deleteAddress(id: number, token: string | null, language: string): Promise<number> {
    const answer = await this.api.post<{ id: number }>('user/address/delete', { id }, { language, token: token ?? undefined });
    return answer.id;
  }
}
