/* In-memory account backend and the services the account pages resolve, for component tests. */
import type { AddressGateway } from '../../core/account/addresses/address-gateway.port';
import { DeleteAddress } from '../../core/account/addresses/delete-address';
import { FindAddress } from '../../core/account/addresses/find-address';
import { LoadAddresses } from '../../core/account/addresses/load-addresses';
import { LoadMoreAddresses } from '../../core/account/addresses/load-more-addresses';
import { SaveAddress } from '../../core/account/addresses/save-address';
import type { CountriesGateway } from '../../core/account/addresses/countries-gateway.port';
import { LoadCountries } from '../../core/account/addresses/load-countries';
import { LoadStates } from '../../core/account/addresses/load-states';
import type { Address, UserVoucher } from '../../core/account/account';
import type { FollowedStore } from '../../core/stores/followed-store';
import type { Paginator } from '../../core/shared/paginator';
import type { UserProfile } from '../../core/auth/user';
import type { AddressFormFields } from '../../core/account/account-fields';
import type { FollowingGateway } from '../../core/stores/following-gateway.port';
import { LoadFollowing } from '../../core/stores/load-following';
import { ToggleFollow } from '../../core/stores/toggle-follow';
import { ChangePassword } from '../../core/account/profile/change-password';
import { DeleteAccount } from '../../core/account/profile/delete-account';
import type { ProfileGateway } from '../../core/account/profile/profile-gateway.port';
import { UpdateProfile } from '../../core/account/profile/update-profile';
import { RequestError } from '../../core/shared/request-error';
import { LoadUserVouchers } from '../../core/account/vouchers/load-user-vouchers';
import type { ServiceToken } from '../app/services';
import { PageLoadStore } from '../routing/page-load-store';
import { SessionStore } from '../app/session-store';
import { ToastStore } from '../layout/overlays/toast-store';
import { AddressesViewModel } from './addresses-view-model';
import { CountriesStore } from './countries-store';
import { FollowingViewModel } from '../stores/following-view-model';
import { VouchersViewModel } from './vouchers-view-model';

export const makeUser = (overrides: Partial<UserProfile> = {}): UserProfile => ({ id: 7, name: 'Ana Lima', email: 'ana@example.com', phone: '+1 555 0100', image: null, role: 'customer', language: 'en', cart_count: 0, is_logged_in: true, store: null, ...overrides });

export const makeAddress = (id: number, overrides: Partial<Address> = {}): Address => ({ id, name: `Person ${id}`, email: `p${id}@example.com`, phone: '0700 100 200', country: 'AF', state: 'BDS', city: `City ${id}`, zip: '1001', address_1: `${id} Main St`, address_2: null, ...overrides });

export const makeVoucher = (overrides: Partial<UserVoucher> = {}): UserVoucher => ({ id: 1, title: 'Welcome', code: 'HELLO10', type: 2, price: 10, capped_price: 5, min_spend: 20, start_time: '2026-01-01T00:00:00Z', end_time: '2027-01-01T00:00:00Z', usage_limit: null, limit_per_customer: 3, used: 1, ...overrides });

export const makeStore = (id: number): FollowedStore => ({ id, slug: `store-${id}`, name: `Store ${id}`, logo: id % 2 === 0 ? `logos/store-${id}.svg` : '', rating: 4.5, review_count: 12, followed_at: '2026-01-01T00:00:00Z' });

const paged = <T,>(data: T[], page = 1, last = 1): Paginator<T> => ({ current_page: page, data, from: data.length ? 1 : null, to: data.length || null, total: data.length, last_page: last, per_page: 25 });

/** A fake api/v1 for the account calls, holding rows like the server does. */
export class MemoryAccountBackend implements AddressGateway, ProfileGateway, FollowingGateway, CountriesGateway {
  addresses: Address[] = [makeAddress(2), makeAddress(1)];
  stores: FollowedStore[] = [makeStore(1), makeStore(2)];
  vouchers: UserVoucher[] = [makeVoucher()];
  lastPage = 1;
  password = 'secret1';
  saved: (AddressFormFields & { id?: number })[] = [];
  private next = 100;

  async fetchAddresses(_t: string | null, _l: string, page: number) { return paged(this.addresses, page, this.lastPage); }
  async saveAddress(fields: AddressFormFields & { id?: number }) {
    this.saved.push(fields);
    const saved = { ...fields, id: fields.id ?? this.next++ };
    this.addresses = fields.id ? this.addresses.map((a) => (a.id === fields.id ? saved : a)) : [saved, ...this.addresses];
    return saved;
  }
  async deleteAddress(id: number) { this.addresses = this.addresses.filter((a) => a.id !== id); return id; }
  async updateProfile(fields: { name: string; phone: string | null }) { return makeUser(fields); }
  async changePassword(fields: { current_password: string; password: string }) {
    if (fields.current_password !== this.password) throw new RequestError(201, 'The current password is wrong', ['The current password is wrong'], { current_password: 'The current password is wrong' });
    this.password = fields.password;
  }
  async deleteAccount() {}
  async fetchFollowing(_t: string | null, _l: string, page: number) { return paged(this.stores, page); }
  async toggleFollow(id: number) { this.stores = this.stores.filter((s) => s.id !== id); return false; }
  async fetchCountries() { return [{ code: 'AF', name: 'Afghanistan', phone_code: '93' }, { code: 'FR', name: 'France', phone_code: '33' }]; }
  async fetchStates(code: string) { return code === 'AF' ? [{ code: 'BDS', name: 'Badakhshan' }, { code: 'KAB', name: 'Kabul' }] : [{ code: 'IDF', name: 'Île-de-France' }]; }
}

/** Every instance an account page can ask for, around a signed-in session and the memory backend. */
export function accountServices(backend = new MemoryAccountBackend()) {
  const session = new SessionStore();
  session.setToken('token-1');
  session.setUser(makeUser());
  const toast = new ToastStore();
  const cookie = { cleared: 0, clear() { this.cleared++; } };
  const addresses = new AddressesViewModel();
  const countries = new CountriesStore();
  const vouchers = new VouchersViewModel();
  const following = new FollowingViewModel();
  const services: [ServiceToken<unknown>, unknown][] = [
    [SessionStore, session],
    [ToastStore, toast],
    [PageLoadStore, new PageLoadStore()],
    [AddressesViewModel, addresses],
    [CountriesStore, countries],
    [VouchersViewModel, vouchers],
    [FollowingViewModel, following],
    [LoadAddresses, new LoadAddresses(backend, addresses, session)],
    [LoadMoreAddresses, new LoadMoreAddresses(backend, addresses, session)],
    [FindAddress, new FindAddress(backend, addresses, session)],
    [SaveAddress, new SaveAddress(backend, addresses, session)],
    [DeleteAddress, new DeleteAddress(backend, addresses, session)],
    [LoadCountries, new LoadCountries(backend, countries)],
    [LoadStates, new LoadStates(backend, countries)],
    [UpdateProfile, new UpdateProfile(backend, session)],
    [ChangePassword, new ChangePassword(backend, session)],
    [DeleteAccount, new DeleteAccount(backend, session, cookie)],
    [LoadUserVouchers, new LoadUserVouchers({ fetchUserVouchers: async () => backend.vouchers }, vouchers, session)],
    [LoadFollowing, new LoadFollowing(backend, following, session)],
    [ToggleFollow, new ToggleFollow(backend, following, session)],
  ];
  return { backend, session, toast, cookie, addresses, countries, vouchers, following, services };
}
