import type { GuestToken } from '../../core/auth/guest-token';
import type { AddressGateway } from '../../core/account/addresses/address-gateway.port';
import type { Address } from '../../core/account/account';
import type { Paginator } from '../../core/shared/paginator';
import type { AddressFormFields } from '../../core/account/account-fields';
import type { ApiClient } from '../http/api-client';

/**
 * A signed-in shopper's address book by bearer token; a guest's by its `user_token` (guest
 * checkout: the shipping step lists and adds the guest's addresses). A guest's first address
 * creates its token, and once saved makes it known to the page server, as its first cart line does.
 */
export class HttpAddressGateway implements AddressGateway {
  constructor(
    private readonly api: ApiClient,
    private readonly guest: Pick<GuestToken, 'current' | 'ensure' | 'written'>,
  ) {}

  fetchAddresses(token: string | null, language: string, page: number): Promise<Paginator<Address>> {
    const userToken = token ? null : this.guest.current();
    return this.api.get<Paginator<Address>>('user/address/all', { language, token: token ?? undefined, userToken: userToken ?? undefined, params: { page } });
  }

  saveAddress(fields: AddressFormFields & { id?: number }, token: string | null, language: string): Promise<Address> {
    if (token) return this.api.post<Address>('user/address/action', fields, { language, token });
    // The page server learns the guest's token once the address is saved (GuestToken.written).
    return this.guest.written(this.api.post<Address>('user/address/action', { ...fields, user_token: this.guest.ensure() }, { language }));
  }

  async deleteAddress(id: number, token: string | null, language: string): Promise<number> {
    const userToken = token ? null : this.guest.current();
    const answer = await this.api.post<{ id: number }>('user/address/delete', { id, ...(userToken ? { user_token: userToken } : {}) }, { language, token: token ?? undefined });
    return answer.id;
  }
}
