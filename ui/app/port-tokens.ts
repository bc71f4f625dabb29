import type { AddressBookState } from '../../core/account/addresses/address-book-state.port';
import type { AddressGateway } from '../../core/account/addresses/address-gateway.port';
import type { CountriesGateway } from '../../core/account/addresses/countries-gateway.port';
import type { CountriesState } from '../../core/account/addresses/countries-state.port';
import type { ProfileGateway } from '../../core/account/profile/profile-gateway.port';
import type { VoucherGateway } from '../../core/account/vouchers/voucher-gateway.port';
import type { VoucherListState } from '../../core/account/vouchers/voucher-list-state.port';
import type { AuthGateway } from '../../core/auth/auth-gateway.port';
import type { AuthTokenStorage } from '../../core/auth/auth-token.port';
import type { GuestOnServer } from '../../core/auth/guest-on-server.port';
import type { RandomSource } from '../../core/auth/random-source.port';
import type { SessionState } from '../../core/auth/session-state.port';
import type { CartActions } from '../../core/cart/cart-actions.port';
import type { CartGateway } from '../../core/cart/cart-gateway.port';
import type { CartState } from '../../core/cart/cart-state.port';
import type { CatalogueGateway } from '../../core/catalogue/catalogue-gateway.port';
import type { BrandsState, CategoriesState, FlashSaleState, FlashSalesState } from '../../core/catalogue/catalogue-states.port';
import type { ListingState } from '../../core/catalogue/listing-state.port';
import type { CheckoutGateway } from '../../core/checkout/checkout-gateway.port';
import type { CheckoutState } from '../../core/checkout/checkout-state.port';
import type { CommonGateway } from '../../core/common/common-gateway.port';
import type { CommonState } from '../../core/common/common-state.port';
import type { ContactGateway } from '../../core/contact/contact-gateway.port';
import type { HomeGateway } from '../../core/home/home-gateway.port';
import type { HomeState } from '../../core/home/home-state.port';
import type { InstallGateway } from '../../core/install/install-gateway.port';
import type { BackOfficeGateway } from '../../core/admin/back-office-gateway.port';
import type { DashboardGateway } from '../../core/admin/dashboard-gateway.port';
import type { PeopleGateway } from '../../core/admin/people-gateway.port';
import type { ProductReviewGateway } from '../../core/admin/product-review-gateway.port';
import type { ContentGateway } from '../../core/admin/content-gateway.port';
import type { ShopRulesGateway } from '../../core/admin/shop-rules-gateway.port';
import type { FlashSalesGateway } from '../../core/admin/flash-sales-gateway.port';
import type { SettingsGateway } from '../../core/admin/settings-gateway.port';
import type { OrderDeskGateway } from '../../core/admin/order-desk-gateway.port';
import type { LanguagePreference } from '../../core/language/language-preference.port';
import type { ProductListsGateway } from '../../core/lists/product-lists-gateway.port';
import type { SavedListsGateway, SavedListsState } from '../../core/lists/saved-lists-gateway.port';
import type { NewsletterGateway } from '../../core/newsletter/newsletter-gateway.port';
import type { OrdersGateway, OrdersState } from '../../core/orders/orders-gateway.port';
import type { PlacedOrderGateway, PlacedOrderState } from '../../core/orders/placed-order.port';
import type { SitemapState } from '../../core/pages/sitemap-state.port';
import type { StaticPageGateway } from '../../core/pages/static-page-gateway.port';
import type { StaticPageState } from '../../core/pages/static-page-state.port';
import type { PaymentGateway, PaymentNavigator } from '../../core/payments/payment-gateway.port';
import type { ProductGateway } from '../../core/product/product-gateway.port';
import type { ProductState } from '../../core/product/product-state.port';
import type { ReviewsGateway } from '../../core/reviews/reviews-gateway.port';
import type { SearchGateway } from '../../core/search/search-gateway.port';
import type { SellerGateway } from '../../core/seller/seller-gateway.port';
import type { EarningsGateway, MoneyDeskGateway } from '../../core/ledger/ledger-gateway.port';
import type { KeyValueStorage } from '../../core/shared/key-value-storage.port';
import type { FollowingGateway } from '../../core/stores/following-gateway.port';
import type { FollowingState } from '../../core/stores/following-state.port';
import type { StoreGateway } from '../../core/stores/store-gateway.port';
import type { StorePageState } from '../../core/stores/store-page-state.port';

/**
 * A port's name in the container: a symbol that remembers (for the type checker only) the
 * interface bound to it, so `bindPlain` in composition checks a use case's constructor against the
 * tokens it is wired with.
 */
export type PortToken<T> = symbol & { readonly port?: T };

function token<T>(name: string): PortToken<T> {
  return Symbol(name) as PortToken<T>;
}

/**
 * The container's names for core's ports (docs/decisions/0011-core-without-container.md). Core
 * does not know them: its use cases take their ports through their constructors, and composition
 * binds an adapter or a store to each name. They sit here, beside `ServiceToken`, because the ui
 * resolves a few of them (`useService`, `@inject`) and may not import composition.
 */
export const PORTS = {
  AddressBookState: token<AddressBookState>('AddressBookState'),
  AddressGateway: token<AddressGateway>('AddressGateway'),
  AuthGateway: token<AuthGateway>('AuthGateway'),
  AuthTokenStorage: token<AuthTokenStorage>('AuthTokenStorage'),
  BrandsState: token<BrandsState>('BrandsState'),
  CartActions: token<CartActions>('CartActions'),
  CartGateway: token<CartGateway>('CartGateway'),
  CartState: token<CartState>('CartState'),
  CatalogueGateway: token<CatalogueGateway>('CatalogueGateway'),
  CategoriesState: token<CategoriesState>('CategoriesState'),
  CommonGateway: token<CommonGateway>('CommonGateway'),
  CommonState: token<CommonState>('CommonState'),
  ContactGateway: token<ContactGateway>('ContactGateway'),
  CountriesGateway: token<CountriesGateway>('CountriesGateway'),
  CountriesState: token<CountriesState>('CountriesState'),
  FlashSaleState: token<FlashSaleState>('FlashSaleState'),
  FlashSalesState: token<FlashSalesState>('FlashSalesState'),
  FollowingGateway: token<FollowingGateway>('FollowingGateway'),
  FollowingState: token<FollowingState>('FollowingState'),
  GuestOnServer: token<GuestOnServer>('GuestOnServer'),
  HomeGateway: token<HomeGateway>('HomeGateway'),
  HomeState: token<HomeState>('HomeState'),
  BackOfficeGateway: token<BackOfficeGateway>('BackOfficeGateway'),
  DashboardGateway: token<DashboardGateway>('DashboardGateway'),
  PeopleGateway: token<PeopleGateway>('PeopleGateway'),
  ProductReviewGateway: token<ProductReviewGateway>('ProductReviewGateway'),
  ContentGateway: token<ContentGateway>('ContentGateway'),
  ShopRulesGateway: token<ShopRulesGateway>('ShopRulesGateway'),
  FlashSalesGateway: token<FlashSalesGateway>('FlashSalesGateway'),
  MoneyDeskGateway: token<MoneyDeskGateway>('MoneyDeskGateway'),
  SettingsGateway: token<SettingsGateway>('SettingsGateway'),
  OrderDeskGateway: token<OrderDeskGateway>('OrderDeskGateway'),
  InstallGateway: token<InstallGateway>('InstallGateway'),
  KeyValueStorage: token<KeyValueStorage>('KeyValueStorage'),
  LanguagePreference: token<LanguagePreference>('LanguagePreference'),
  ListingState: token<ListingState>('ListingState'),
  NewsletterGateway: token<NewsletterGateway>('NewsletterGateway'),
  CheckoutGateway: token<CheckoutGateway>('CheckoutGateway'),
  CheckoutState: token<CheckoutState>('CheckoutState'),
  OrdersGateway: token<OrdersGateway>('OrdersGateway'),
  OrdersState: token<OrdersState>('OrdersState'),
  PlacedOrderGateway: token<PlacedOrderGateway>('PlacedOrderGateway'),
  PlacedOrderState: token<PlacedOrderState>('PlacedOrderState'),
  PaymentGateway: token<PaymentGateway>('PaymentGateway'),
  PaymentNavigator: token<PaymentNavigator>('PaymentNavigator'),
  ProductGateway: token<ProductGateway>('ProductGateway'),
  ProductListsGateway: token<ProductListsGateway>('ProductListsGateway'),
  ProductState: token<ProductState>('ProductState'),
  ProfileGateway: token<ProfileGateway>('ProfileGateway'),
  RandomSource: token<RandomSource>('RandomSource'),
  ReviewsGateway: token<ReviewsGateway>('ReviewsGateway'),
  SavedListsGateway: token<SavedListsGateway>('SavedListsGateway'),
  SavedListsState: token<SavedListsState>('SavedListsState'),
  SearchGateway: token<SearchGateway>('SearchGateway'),
  SellerGateway: token<SellerGateway>('SellerGateway'),
  EarningsGateway: token<EarningsGateway>('EarningsGateway'),
  SessionState: token<SessionState>('SessionState'),
  SitemapState: token<SitemapState>('SitemapState'),
  StaticPageGateway: token<StaticPageGateway>('StaticPageGateway'),
  StaticPageState: token<StaticPageState>('StaticPageState'),
  StoreGateway: token<StoreGateway>('StoreGateway'),
  StorePageState: token<StorePageState>('StorePageState'),
  VoucherGateway: token<VoucherGateway>('VoucherGateway'),
  VoucherListState: token<VoucherListState>('VoucherListState'),
} as const;
