/**
 * The shop's settings as the back office's console reads and writes them (`admin/settings`, issue
 * 31): one type for the server that answers and the console that reads. Each group is saved on its
 * own (`admin/settings/{group}`) and carries the version of the row it was read at; a change racing
 * another member's is refused. Payment methods say whether their provider's keys are configured,
 * never the keys.
 */

/** The groups of settings, each saved by its own call (`POST admin/settings/{path}`). */
export const SETTINGS_GROUPS = {
  payments: 'payments',
  bankTransfer: 'bank-transfer',
  storefront: 'storefront',
  freeDelivery: 'free-delivery',
  shop: 'shop',
} as const;
export type SettingsGroup = keyof typeof SETTINGS_GROUPS;

/** One payment method: whether it is on, and (an online one) whether its provider has keys. */
export interface PaymentMethodSetting {
  method: number;
  /** `cash_on_delivery`, `stripe`, ... (core/payments/payment-methods.ts). */
  key: string;
  online: boolean;
  /** Whether the shop can take it: always for offline methods, for online ones when the provider's keys are set. */
  configured: boolean;
  enabled: boolean;
  version: number;
}

/** What the shopper reads to pay by bank transfer; the instructions per language code. */
export interface BankTransferSetting {
  version: number;
  bank_name: string;
  account_holder: string;
  account_number: string;
  branch: string;
  swift: string;
  routing: string;
  instructions: Record<string, string>;
}

/** Analytics, the pixel, and the storefront's switches. */
export interface StorefrontSetting {
  version: number;
  enable_ga: boolean;
  ga_id: string;
  enable_pixel: boolean;
  pixel_id: string;
  cookie_banner: boolean;
  guest_checkout: boolean;
  vendor_registration: boolean;
}

/** Free delivery from this amount of goods ('' when off), in the shop's currency. */
export interface FreeDeliverySetting {
  version: number;
  amount: string;
  currency: string;
}

/** The shop's name and how to reach it (footer, contact page, mails). */
export interface ShopIdentitySetting {
  /** The settings row's version (e-mail, phone). */
  version: number;
  /** The site settings row's version (the name). */
  site_version: number;
  site_name: string;
  email: string;
  phone: string;
}

/** Everything `GET admin/settings` answers, and every save answers afresh. */
export interface ShopSettings {
  /** The shop's language codes, default first: the bank-transfer instructions are written in each. */
  languages: string[];
  payments: PaymentMethodSetting[];
  bankTransfer: BankTransferSetting;
  storefront: StorefrontSetting;
  freeDelivery: FreeDeliverySetting;
  shop: ShopIdentitySetting;
}

/** What a group's form sends (the whole group, with the version it was read at). */
export interface SettingsInput {
  payments: { methods: { method: number; enabled: boolean; version: number }[] };
  bankTransfer: Omit<BankTransferSetting, 'version'> & { version: number };
  storefront: StorefrontSetting;
  freeDelivery: Omit<FreeDeliverySetting, 'currency'>;
  shop: ShopIdentitySetting;
}

/** The form a group's settings fill, as read. */
export function inputOf<G extends SettingsGroup>(settings: ShopSettings, group: G): SettingsInput[G] {
  const inputs: SettingsInput = {
    payments: { methods: settings.payments.map(({ method, enabled, version }) => ({ method, enabled, version })) },
    bankTransfer: { ...settings.bankTransfer, instructions: { ...settings.bankTransfer.instructions } },
    storefront: { ...settings.storefront },
    freeDelivery: { version: settings.freeDelivery.version, amount: settings.freeDelivery.amount },
    shop: { ...settings.shop },
  };
  return inputs[group];
}
