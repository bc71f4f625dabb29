/** The shopper's small, device-local memory (localStorage in the browser). */
export interface KeyValueStorage {
  /** The stored value, or null. */
  get(key: string): string | null;
  /** Stores a value. */
  set(key: string, value: string): void;
  /** Forgets a value. */
  remove(key: string): void;
}

/** Local storage keys: the guest's token, the banners' closed flags, the cookie answer, and the shipping address chosen at checkout. */
export const StorageKey = {
  userToken: 'user_token',
  topBannerClosed: 'topBannerClosed',
  cookieBannerClosed: 'cookieBannerClosed',
  /** The shopper's cookie answer, 'granted' or 'denied' (beside `cookieBannerClosed`). */
  cookieConsent: 'cookieConsent',
  popupBannerClosed: 'popupBannerClosed',
  chosenAddressId: 'chosen_address_id',
} as const;
export type StorageKey = (typeof StorageKey)[keyof typeof StorageKey];
