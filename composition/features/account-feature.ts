import type { Container } from 'inversify';
import { AddressBookState } from '../../core/addresses/address-book-state.port';
import { AddressGateway } from '../../core/addresses/address-gateway.port';
import { DeleteAddress } from '../../core/addresses/delete-address';
import { FindAddress } from '../../core/addresses/find-address';
import { LoadAddresses } from '../../core/addresses/load-addresses';
import { LoadMoreAddresses } from '../../core/addresses/load-more-addresses';
import { SaveAddress } from '../../core/addresses/save-address';
import { CountriesGateway } from '../../core/countries/countries-gateway.port';
import { CountriesState } from '../../core/countries/countries-state.port';
import { LoadCountries } from '../../core/countries/load-countries';
import { LoadStates } from '../../core/countries/load-states';
import { ChangePassword } from '../../core/profile/change-password';
import { DeleteAccount } from '../../core/profile/delete-account';
import { ProfileGateway } from '../../core/profile/profile-gateway.port';
import { UpdateProfile } from '../../core/profile/update-profile';
import { LoadUserVouchers } from '../../core/vouchers/load-user-vouchers';
import { VoucherGateway } from '../../core/vouchers/voucher-gateway.port';
import { VoucherListState } from '../../core/vouchers/voucher-list-state.port';
import { HttpAddressGateway } from '../../adapters/http/http-address-gateway';
import { HttpCountriesGateway } from '../../adapters/http/http-countries-gateway';
import { HttpProfileGateway } from '../../adapters/http/http-profile-gateway';
import { HttpVoucherGateway } from '../../adapters/http/http-voucher-gateway';
import type { Feature } from '../../ui/app/features';
import { ACCOUNT_LOADS } from '../../ui/pages/account/account-loads';
import { AddressesViewModel } from '../../ui/pages/account/addresses-view-model';
import { CountriesStore } from '../../ui/pages/account/countries-store';
import { VouchersViewModel } from '../../ui/pages/account/vouchers-view-model';
import type { HydrationRegistry } from '../hydration-registry';
import { bindFollowing } from './following-bindings';

/** The account area: profile, address book (with countries and states), vouchers, followed stores. */
export function bindFeature(container: Container, hydration: HydrationRegistry): Feature {
  container.bind(AddressGateway).to(HttpAddressGateway);
  container.bind(ProfileGateway).to(HttpProfileGateway);
  container.bind(VoucherGateway).to(HttpVoucherGateway);
  container.bind(CountriesGateway).to(HttpCountriesGateway);
  bindFollowing(container, hydration);

  container.bind(AddressesViewModel).toSelf();
  container.bind(AddressBookState).toService(AddressesViewModel);
  container.bind(CountriesStore).toSelf();
  container.bind(CountriesState).toService(CountriesStore);
  container.bind(VouchersViewModel).toSelf();
  container.bind(VoucherListState).toService(VouchersViewModel);
  for (const useCase of [LoadAddresses, LoadMoreAddresses, FindAddress, SaveAddress, DeleteAddress, LoadCountries, LoadStates, UpdateProfile, ChangePassword, DeleteAccount, LoadUserVouchers]) {
    container.bind(useCase).toSelf();
  }

  hydration.add('addresses', () => container.get(AddressesViewModel));
  hydration.add('countries', () => container.get(CountriesStore));
  hydration.add('vouchers', () => container.get(VouchersViewModel));
  return { loads: ACCOUNT_LOADS };
}
