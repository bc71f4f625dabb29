// The Kysely view of the database. Table types live in ./schema/ by area; conventions for ids,
// timestamps, flags and money are in ./schema/columns.ts.
import type {
  AddressesTable, AuthThrottlesTable, CompareListsTable, GuestCompareListsTable, GuestUsersTable, OauthStatesTable, SessionsTable, SignInChallengesTable,
  SocialIdentitiesTable, UsersTable, VerificationCodesTable, WishlistsTable,
} from './schema/accounts';
import type {
  AuditLogTable, BackOfficeChallengesTable, BackOfficeFactorsTable, BackOfficeMembersTable, BackOfficeRecoveryCodesTable, BackOfficeSessionsTable,
} from './schema/back-office';
import type {
  AttributeTranslationsTable, AttributeValuesTable, AttributeValueTranslationsTable, AttributesTable, BrandsTable,
  CategoriesTable, CategoryTranslationsTable, CollectionProductsTable, CollectionTranslationsTable, CollectionsTable,
  InventoriesTable, InventoryAttributesTable, ProductImagesTable, ProductTagsTable, ProductTranslationsTable, ProductsTable,
  StoreFollowersTable, StoresTable, StoreTranslationsTable, SubCategoriesTable, SubCategoryTranslationsTable,
  TagTranslationsTable, TagsTable,
} from './schema/catalogue';
import type { LanguagesTable, LanguageTextsTable } from './schema/i18n';
import type {
  BankTransfersTable, CancellationsTable, CarriersTable, CartsTable, OrderedProductsTable, OrderHistoryTable, OrdersTable, PartCancellationsTable, PaymentMethodsTable, PaymentsTable, ShipmentsTable,
  CommissionRatesTable, LedgerEntriesTable, MarketplaceTermsTable, PayoutsTable,
  ReviewImagesTable, ReviewsTable, VoucherUsagesTable,
} from './schema/orders';
import type {
  BundleDealsTable, BundleDealTranslationsTable, FlashSaleProductsTable, FlashSalesTable, FlashSaleTranslationsTable,
  ShippingPlacesTable, ShippingRulesTable, ShippingRuleTranslationsTable, TaxRulesTable, VouchersTable, VoucherTranslationsTable,
} from './schema/promotions';
import type {
  BannersTable, BannerTranslationsTable, ContactMessagesTable, ContactRepliesTable, FooterLinksTable, FooterLinkTranslationsTable,
  HeaderLinksTable, HeaderLinkTranslationsTable, NewsletterSubscriptionsTable, PagesTable, PageTranslationsTable,
  SettingsTable, SiteFeaturesTable, SiteFeatureTranslationsTable, SiteSettingsTable, SiteSettingTranslationsTable,
  SlidersTable, SliderTranslationsTable,
} from './schema/site';

export interface DB {
  languages: LanguagesTable;
  language_texts: LanguageTextsTable;
  settings: SettingsTable;
  site_settings: SiteSettingsTable;
  site_setting_translations: SiteSettingTranslationsTable;

  users: UsersTable;
  guest_users: GuestUsersTable;
  verification_codes: VerificationCodesTable;
  sessions: SessionsTable;
  addresses: AddressesTable;
  auth_throttles: AuthThrottlesTable;
  sign_in_challenges: SignInChallengesTable;
  oauth_states: OauthStatesTable;
  social_identities: SocialIdentitiesTable;
  guest_compare_lists: GuestCompareListsTable;

  back_office_members: BackOfficeMembersTable;
  back_office_factors: BackOfficeFactorsTable;
  back_office_recovery_codes: BackOfficeRecoveryCodesTable;
  back_office_challenges: BackOfficeChallengesTable;
  back_office_sessions: BackOfficeSessionsTable;
  audit_log: AuditLogTable;

  tax_rules: TaxRulesTable;
  shipping_rules: ShippingRulesTable;
  shipping_rule_translations: ShippingRuleTranslationsTable;
  shipping_places: ShippingPlacesTable;
  bundle_deals: BundleDealsTable;
  bundle_deal_translations: BundleDealTranslationsTable;

  categories: CategoriesTable;
  category_translations: CategoryTranslationsTable;
  sub_categories: SubCategoriesTable;
  sub_category_translations: SubCategoryTranslationsTable;
  brands: BrandsTable;
  tags: TagsTable;
  tag_translations: TagTranslationsTable;
  stores: StoresTable;
  store_translations: StoreTranslationsTable;
  store_followers: StoreFollowersTable;
  attributes: AttributesTable;
  attribute_translations: AttributeTranslationsTable;
  attribute_values: AttributeValuesTable;
  attribute_value_translations: AttributeValueTranslationsTable;
  products: ProductsTable;
  product_translations: ProductTranslationsTable;
  product_images: ProductImagesTable;
  product_tags: ProductTagsTable;
  inventories: InventoriesTable;
  inventory_attributes: InventoryAttributesTable;
  collections: CollectionsTable;
  collection_translations: CollectionTranslationsTable;
  collection_products: CollectionProductsTable;

  flash_sales: FlashSalesTable;
  flash_sale_translations: FlashSaleTranslationsTable;
  flash_sale_products: FlashSaleProductsTable;
  vouchers: VouchersTable;
  voucher_translations: VoucherTranslationsTable;

  wishlists: WishlistsTable;
  compare_lists: CompareListsTable;
  carts: CartsTable;
  orders: OrdersTable;
  ordered_products: OrderedProductsTable;
  shipments: ShipmentsTable;
  part_cancellations: PartCancellationsTable;
  carriers: CarriersTable;
  marketplace_terms: MarketplaceTermsTable;
  commission_rates: CommissionRatesTable;
  payouts: PayoutsTable;
  ledger_entries: LedgerEntriesTable;
  cancellations: CancellationsTable;
  order_history: OrderHistoryTable;
  payments: PaymentsTable;
  payment_methods: PaymentMethodsTable;
  bank_transfers: BankTransfersTable;
  voucher_usages: VoucherUsagesTable;
  reviews: ReviewsTable;
  review_images: ReviewImagesTable;

  banners: BannersTable;
  banner_translations: BannerTranslationsTable;
  sliders: SlidersTable;
  slider_translations: SliderTranslationsTable;
  site_features: SiteFeaturesTable;
  site_feature_translations: SiteFeatureTranslationsTable;
  header_links: HeaderLinksTable;
  header_link_translations: HeaderLinkTranslationsTable;
  footer_links: FooterLinksTable;
  footer_link_translations: FooterLinkTranslationsTable;
  pages: PagesTable;
  page_translations: PageTranslationsTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  contact_messages: ContactMessagesTable;
  contact_replies: ContactRepliesTable;
}

export type TableName = keyof DB;
