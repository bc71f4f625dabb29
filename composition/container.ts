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
import { MetaStore } from '../ui/stores/meta-store';
import { SearchGateway } from '../core/search/search-gateway.port';
import { SearchSuggestions } from '../core/search/search-suggestions';
import { HttpSearchGateway } from '../adapters/http/http-search-gateway';
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
import { CatalogueGateway } from '../core/catalogue/catalogue-gateway.port';
import { BrandsState, CategoriesState, FlashSaleState, FlashSalesState } from '../core/catalogue/catalogue-states.port';
import { ListingState } from '../core/catalogue/listing-state.port';
import { LoadBrands } from '../core/catalogue/load-brands';
import { LoadCategories } from '../core/catalogue/load-categories';
import { LoadFlashSale } from '../core/catalogue/load-flash-sale';
import { LoadFlashSales } from '../core/catalogue/load-flash-sales';
import { LoadListing } from '../core/catalogue/load-listing';
import { HttpCatalogueGateway } from '../adapters/http/http-catalogue-gateway';
import { BrandsViewModel } from '../ui/pages/catalogue/brands-view-model';
import { CategoriesViewModel } from '../ui/pages/catalogue/categories-view-model';
import { FlashSaleViewModel } from '../ui/pages/catalogue/flash-sale-view-model';
import { FlashSalesViewModel } from '../ui/pages/catalogue/flash-sales-view-model';
import { ListingViewModel } from '../ui/pages/catalogue/listing-view-model';
import { ProductGateway } from '../core/product/product-gateway.port';
import { ProductListsGateway } from '../core/product/product-lists-gateway.port';
import { ProductState } from '../core/product/product-state.port';
import { StoreGateway } from '../core/product/store-gateway.port';
import { StorePageState } from '../core/product/store-page-state.port';
import { StaticPageGateway } from '../core/product/static-page-gateway.port';
import { StaticPageState } from '../core/product/static-page-state.port';
import { LoadProduct } from '../core/product/load-product';
import { LoadSuggested } from '../core/product/load-suggested';
import { LoadReviews } from '../core/product/load-reviews';
import { ToggleWishlist } from '../core/product/toggle-wishlist';
import { ToggleCompare } from '../core/product/toggle-compare';
import { LoadStore } from '../core/product/load-store';
import { LoadStaticPage } from '../core/product/load-static-page';
import { HttpProductGateway } from '../adapters/http/http-product-gateway';
import { HttpStoreGateway } from '../adapters/http/http-store-gateway';
import { HttpStaticPageGateway } from '../adapters/http/http-static-page-gateway';
import { ProductViewModel } from '../ui/pages/product/product-view-model';
import { StoreViewModel } from '../ui/pages/store/store-view-model';
import { StaticPageViewModel } from '../ui/pages/static/static-page-view-model';

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
  container.bind(SearchGateway).to(HttpSearchGateway);
  container.bind(SearchSuggestions).toSelf();

  container.bind(CommonStore).toSelf();
  container.bind(CommonState).toService(CommonStore);
  container.bind(HomeViewModel).toSelf();
  container.bind(HomeState).toService(HomeViewModel);
  container.bind(SessionStore).toSelf();
  container.bind(SessionState).toService(SessionStore);
  container.bind(ToastStore).toSelf();
  container.bind(BannerStore).toSelf();
  container.bind(PageLoadStore).toSelf();
  container.bind(MetaStore).toSelf();
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
  // Product, store and static pages (issue 4).
  container.bind(HttpProductGateway).toSelf();
  container.bind(ProductGateway).toService(HttpProductGateway);
  container.bind(ProductListsGateway).toService(HttpProductGateway);
  container.bind(StoreGateway).to(HttpStoreGateway);
  container.bind(StaticPageGateway).to(HttpStaticPageGateway);
  container.bind(ProductViewModel).toSelf();
  container.bind(ProductState).toService(ProductViewModel);
  container.bind(StoreViewModel).toSelf();
  container.bind(StorePageState).toService(StoreViewModel);
  container.bind(StaticPageViewModel).toSelf();
  container.bind(StaticPageState).toService(StaticPageViewModel);
  for (const useCase of [LoadProduct, LoadSuggested, LoadReviews, ToggleWishlist, ToggleCompare, LoadStore, LoadStaticPage]) {
    container.bind(useCase).toSelf();
  }
  // Catalogue screens: listings, categories, brands, flash sales.
  container.bind(CatalogueGateway).to(HttpCatalogueGateway);
  container.bind(ListingViewModel).toSelf();
  container.bind(ListingState).toService(ListingViewModel);
  container.bind(CategoriesViewModel).toSelf();
  container.bind(CategoriesState).toService(CategoriesViewModel);
  container.bind(BrandsViewModel).toSelf();
  container.bind(BrandsState).toService(BrandsViewModel);
  container.bind(FlashSalesViewModel).toSelf();
  container.bind(FlashSalesState).toService(FlashSalesViewModel);
  container.bind(FlashSaleViewModel).toSelf();
  container.bind(FlashSaleState).toService(FlashSaleViewModel);
  for (const useCase of [LoadListing, LoadCategories, LoadBrands, LoadFlashSales, LoadFlashSale]) container.bind(useCase).toSelf();
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
    meta: container.get(MetaStore),
    home: container.get(HomeViewModel),
    session: container.get(SessionStore),
    addresses: container.get(AddressesViewModel),
    countries: container.get(CountriesStore),
    vouchers: container.get(VouchersViewModel),
    following: container.get(FollowingViewModel),
    listing: container.get(ListingViewModel),
    categories: container.get(CategoriesViewModel),
    brands: container.get(BrandsViewModel),
    flashSales: container.get(FlashSalesViewModel),
    flashSale: container.get(FlashSaleViewModel),
    product: container.get(ProductViewModel),
    store: container.get(StoreViewModel),
    staticPage: container.get(StaticPageViewModel),
  };
}
