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
  /** A seller's product waits for the back office's review before it is public (issue 32). */
  product_review: boolean;
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

/** A group's values without the versions they were read at. */
function valuesOf<G extends SettingsGroup>(input: SettingsInput[G]): string {
  return JSON.stringify(input, (key, value: unknown) => (key === 'version' || key === 'site_version' ? undefined : value));
}

/**
 * A group's form after another group was saved: the rows' versions moved on (groups share rows),
 * so when this group's own values are still those the form was read at, the form takes the new
 * versions; when another member changed them, it keeps the old ones and its save is refused as stale.
 */
export function rebaseDraft<G extends SettingsGroup>(group: G, draft: SettingsInput[G], readAt: ShopSettings, fresh: ShopSettings): SettingsInput[G] {
  const before = inputOf(readAt, group);
  const after = inputOf(fresh, group);
  if (valuesOf<G>(before) !== valuesOf<G>(after)) return draft;
  if (group === 'payments') {
    const versions = new Map((after as SettingsInput['payments']).methods.map((m) => [m.method, m.version]));
    const own = draft as SettingsInput['payments'];
    return { methods: own.methods.map((m) => ({ ...m, version: versions.get(m.method) ?? m.version })) } as SettingsInput[G];
  }
  const { version, site_version } = after as { version: number; site_version?: number };
  return { ...draft, version, ...(site_version === undefined ? {} : { site_version }) };
}
