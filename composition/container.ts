import { Container } from 'inversify';
import { CommonGateway } from '../core/common/common-gateway.port';
import { SessionState } from '../core/account/session-state.port';
import { AuthGateway } from '../core/account/auth-gateway.port';
import { AuthTokenStorage } from '../core/account/auth-token.port';
import { CompleteSocialSignIn } from '../core/account/complete-social-sign-in';
import { GuestToken } from '../core/account/guest-token';
import { LoadSession } from '../core/account/load-session';
import { RandomSource } from '../core/account/random-source.port';
import { RequestPasswordReset } from '../core/account/request-password-reset';
import { ResetPassword } from '../core/account/reset-password';
import { SellerSignUp } from '../core/account/seller-sign-up';
import { SellerVerify } from '../core/account/seller-verify';
import { SignIn } from '../core/account/sign-in';
import { SignOut } from '../core/account/sign-out';
import { SignUp } from '../core/account/sign-up';
import { VerifyEmail } from '../core/account/verify-email';
import { HttpAuthGateway } from '../adapters/http/http-auth-gateway';
import { CommonState } from '../core/common/common-state.port';
import { LoadCommon } from '../core/common/load-common';
import { HomeGateway } from '../core/home/home-gateway.port';
import { HomeState } from '../core/home/home-state.port';
import { LoadHome } from '../core/home/load-home';
import { ChooseLanguage } from '../core/language/choose-language';
import { LanguagePreference } from '../core/language/language-preference.port';
import { BannerPreferences } from '../core/preferences/banner-preferences';
import { KeyValueStorage } from '../core/preferences/key-value-storage.port';
import { ApiClient, type ApiClientOptions } from '../adapters/http/api-client';
import { HttpCommonGateway } from '../adapters/http/http-common-gateway';
import { HttpHomeGateway } from '../adapters/http/http-home-gateway';
import type { Resolver } from '../ui/app/services';
import type { Hydratable } from '../ui/app/hydratable';
import { BannerStore } from '../ui/stores/banner-store';
import { CommonStore } from '../ui/stores/common-store';
import { PageLoadStore } from '../ui/stores/page-load-store';
import { SessionStore } from '../ui/stores/session-store';
import { ToastStore } from '../ui/stores/toast-store';
import { HomeViewModel } from '../ui/pages/home/home-view-model';
import { AddressBookState } from '../core/addresses/address-book-state.port';
import { AddressGateway } from '../core/addresses/address-gateway.port';
import { DeleteAddress } from '../core/addresses/delete-address';
import { LoadAddresses } from '../core/addresses/load-addresses';
import { SaveAddress } from '../core/addresses/save-address';
import { CountriesGateway } from '../core/countries/countries-gateway.port';
import { CountriesState } from '../core/countries/countries-state.port';
import { LoadCountries } from '../core/countries/load-countries';
import { LoadStates } from '../core/countries/load-states';
import { FollowingGateway } from '../core/following/following-gateway.port';
import { FollowingState } from '../core/following/following-state.port';
import { LoadFollowing } from '../core/following/load-following';
import { ToggleFollow } from '../core/following/toggle-follow';
import { ChangePassword } from '../core/profile/change-password';
import { DeleteAccount } from '../core/profile/delete-account';
import { ProfileGateway } from '../core/profile/profile-gateway.port';
import { UpdateProfile } from '../core/profile/update-profile';
import { LoadUserVouchers } from '../core/vouchers/load-user-vouchers';
import { VoucherGateway } from '../core/vouchers/voucher-gateway.port';
import { VoucherListState } from '../core/vouchers/voucher-list-state.port';
import { HttpAddressGateway } from '../adapters/http/http-address-gateway';
import { HttpCountriesGateway } from '../adapters/http/http-countries-gateway';
import { HttpFollowingGateway } from '../adapters/http/http-following-gateway';
import { HttpProfileGateway } from '../adapters/http/http-profile-gateway';
import { HttpVoucherGateway } from '../adapters/http/http-voucher-gateway';
import { AddressesViewModel } from '../ui/pages/account/addresses-view-model';
import { CountriesStore } from '../ui/pages/account/countries-store';
import { FollowingViewModel } from '../ui/pages/account/following-view-model';
import { VouchersViewModel } from '../ui/pages/account/vouchers-view-model';

export interface ContainerEnvironment {
  api: ApiClientOptions;
  storage: KeyValueStorage;
  languagePreference: LanguagePreference;
  /** The `frontend_token` cookie: the browser's, or the request's during a server render. */
  authTokens: AuthTokenStorage;
  /** Cryptographic randomness for the guest `user_token`. */
  random: RandomSource;
}

/**
 * Wires one storefront: a fresh container per request on the server (no state shared between
 * shoppers), one per tab in the browser. Everything is a singleton inside its container.
 */
export function createContainer(environment: ContainerEnvironment): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(ApiClient).toConstantValue(new ApiClient(environment.api));
  container.bind(KeyValueStorage).toConstantValue(environment.storage);
  container.bind(LanguagePreference).toConstantValue(environment.languagePreference);
  container.bind(AuthTokenStorage).toConstantValue(environment.authTokens);
  container.bind(RandomSource).toConstantValue(environment.random);

  container.bind(CommonGateway).to(HttpCommonGateway);
  container.bind(HomeGateway).to(HttpHomeGateway);
  container.bind(AddressGateway).to(HttpAddressGateway);
  container.bind(ProfileGateway).to(HttpProfileGateway);
  container.bind(VoucherGateway).to(HttpVoucherGateway);
  container.bind(FollowingGateway).to(HttpFollowingGateway);
  container.bind(CountriesGateway).to(HttpCountriesGateway);
  container.bind(AuthGateway).to(HttpAuthGateway);

  container.bind(CommonStore).toSelf();
  container.bind(CommonState).toService(CommonStore);
  container.bind(HomeViewModel).toSelf();
  container.bind(HomeState).toService(HomeViewModel);
  container.bind(SessionStore).toSelf();
  container.bind(SessionState).toService(SessionStore);
  container.bind(ToastStore).toSelf();
  container.bind(BannerStore).toSelf();
  container.bind(PageLoadStore).toSelf();
  container.bind(AddressesViewModel).toSelf();
  container.bind(AddressBookState).toService(AddressesViewModel);
  container.bind(CountriesStore).toSelf();
  container.bind(CountriesState).toService(CountriesStore);
  container.bind(VouchersViewModel).toSelf();
  container.bind(VoucherListState).toService(VouchersViewModel);
  container.bind(FollowingViewModel).toSelf();
  container.bind(FollowingState).toService(FollowingViewModel);

  container.bind(LoadCommon).toSelf();
  container.bind(LoadHome).toSelf();
  container.bind(ChooseLanguage).toSelf();
  for (const useCase of [GuestToken, LoadSession, SignIn, SignUp, VerifyEmail, RequestPasswordReset, ResetPassword, SignOut, SellerSignUp, SellerVerify, CompleteSocialSignIn]) {
    container.bind(useCase).toSelf();
  }
  container.bind(BannerPreferences).toSelf();
  for (const useCase of [LoadAddresses, SaveAddress, DeleteAddress, LoadCountries, LoadStates, UpdateProfile, ChangePassword, DeleteAccount, LoadUserVouchers, LoadFollowing, ToggleFollow]) {
    container.bind(useCase).toSelf();
  }
  return container;
}

export function resolverOf(container: Container): Resolver {
  return { get: (token) => container.get(token as never) };
}

/** The stores whose state travels from the server render to the browser, by key. */
export function hydratables(container: Container): Record<string, Hydratable> {
  return {
    common: container.get(CommonStore),
    page: container.get(PageLoadStore),
    home: container.get(HomeViewModel),
    session: container.get(SessionStore),
    addresses: container.get(AddressesViewModel),
    countries: container.get(CountriesStore),
    vouchers: container.get(VouchersViewModel),
    following: container.get(FollowingViewModel),
  };
}
