import type { Container } from 'inversify';
import { DeleteAddress } from '../../core/account/addresses/delete-address';
import { FindAddress } from '../../core/account/addresses/find-address';
import { LoadAddresses } from '../../core/account/addresses/load-addresses';
import { LoadMoreAddresses } from '../../core/account/addresses/load-more-addresses';
import { SaveAddress } from '../../core/account/addresses/save-address';
import { LoadCountries } from '../../core/account/addresses/load-countries';
import { LoadStates } from '../../core/account/addresses/load-states';
import { ChangePassword } from '../../core/account/profile/change-password';
import { DeleteAccount } from '../../core/account/profile/delete-account';
import { UpdateProfile } from '../../core/account/profile/update-profile';
import { LoadUserVouchers } from '../../core/account/vouchers/load-user-vouchers';
import { HttpAddressGateway } from '../../adapters/account/http-address-gateway';
import { HttpCountriesGateway } from '../../adapters/account/http-countries-gateway';
import { HttpProfileGateway } from '../../adapters/account/http-profile-gateway';
import { HttpVoucherGateway } from '../../adapters/account/http-voucher-gateway';
import type { Feature } from '../../ui/app/features';
import { ACCOUNT_LOADS } from '../../ui/account/account-loads';
import { AddressesViewModel } from '../../ui/account/addresses-view-model';
import { CountriesStore } from '../../ui/account/countries-store';
import { VouchersViewModel } from '../../ui/account/vouchers-view-model';
import type { HydrationRegistry } from '../hydration-registry';
import { bindFollowing } from './following-bindings';
import { GuestToken } from '../../core/auth/guest-token';
import { PORTS } from '../../ui/app/port-tokens';
import { bindPlain, plain } from './bind-plain';
import { ApiClient } from '../../adapters/http/api-client';

/** The account area: profile, address book (with countries and states), vouchers, followed stores. */
export function bindFeature(container: Container, hydration: HydrationRegistry): Feature {
  container.bind(PORTS.AddressGateway).toDynamicValue(plain(HttpAddressGateway, ApiClient, GuestToken));
  container.bind(PORTS.ProfileGateway).toDynamicValue(plain(HttpProfileGateway, ApiClient));
  container.bind(PORTS.VoucherGateway).toDynamicValue(plain(HttpVoucherGateway, ApiClient));
  container.bind(PORTS.CountriesGateway).toDynamicValue(plain(HttpCountriesGateway, ApiClient));
  bindFollowing(container, hydration);

  container.bind(AddressesViewModel).toSelf();
  container.bind(PORTS.AddressBookState).toService(AddressesViewModel);
  container.bind(CountriesStore).toSelf();
  container.bind(PORTS.CountriesState).toService(CountriesStore);
  container.bind(VouchersViewModel).toSelf();
  container.bind(PORTS.VoucherListState).toService(VouchersViewModel);
  bindPlain(container, LoadAddresses, PORTS.AddressGateway, PORTS.AddressBookState, PORTS.SessionState);
  bindPlain(container, LoadMoreAddresses, PORTS.AddressGateway, PORTS.AddressBookState, PORTS.SessionState);
  bindPlain(container, FindAddress, PORTS.AddressGateway, PORTS.AddressBookState, PORTS.SessionState);
  bindPlain(container, SaveAddress, PORTS.AddressGateway, PORTS.AddressBookState, PORTS.SessionState);
  bindPlain(container, DeleteAddress, PORTS.AddressGateway, PORTS.AddressBookState, PORTS.SessionState);
  bindPlain(container, LoadCountries, PORTS.CountriesGateway, PORTS.CountriesState);
  bindPlain(container, LoadStates, PORTS.CountriesGateway, PORTS.CountriesState);
  bindPlain(container, UpdateProfile, PORTS.ProfileGateway, PORTS.SessionState);
  bindPlain(container, ChangePassword, PORTS.ProfileGateway, PORTS.SessionState);
  bindPlain(container, DeleteAccount, PORTS.ProfileGateway, PORTS.SessionState, PORTS.AuthTokenStorage);
  bindPlain(container, LoadUserVouchers, PORTS.VoucherGateway, PORTS.VoucherListState, PORTS.SessionState);

  hydration.add('addresses', () => container.get(AddressesViewModel));
  hydration.add('countries', () => container.get(CountriesStore));
  hydration.add('vouchers', () => container.get(VouchersViewModel));
  return { loads: ACCOUNT_LOADS };
}
