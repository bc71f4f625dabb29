import type { Container } from 'inversify';
import { AddressBookState } from '../../core/account/addresses/address-book-state.port';
import { AddressGateway } from '../../core/account/addresses/address-gateway.port';
import { DeleteAddress } from '../../core/account/addresses/delete-address';
import { FindAddress } from '../../core/account/addresses/find-address';
import { LoadAddresses } from '../../core/account/addresses/load-addresses';
import { LoadMoreAddresses } from '../../core/account/addresses/load-more-addresses';
import { SaveAddress } from '../../core/account/addresses/save-address';
import { CountriesGateway } from '../../core/account/addresses/countries-gateway.port';
import { CountriesState } from '../../core/account/addresses/countries-state.port';
import { LoadCountries } from '../../core/account/addresses/load-countries';
import { LoadStates } from '../../core/account/addresses/load-states';
import { ChangePassword } from '../../core/account/profile/change-password';
import { DeleteAccount } from '../../core/account/profile/delete-account';
import { ProfileGateway } from '../../core/account/profile/profile-gateway.port';
import { UpdateProfile } from '../../core/account/profile/update-profile';
import { LoadUserVouchers } from '../../core/account/vouchers/load-user-vouchers';
import { VoucherGateway } from '../../core/account/vouchers/voucher-gateway.port';
import { VoucherListState } from '../../core/account/vouchers/voucher-list-state.port';
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
