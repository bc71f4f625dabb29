/** The shopper's small, device-local memory (localStorage in the browser). */
export interface KeyValueStorage {
  /** The stored value, or null. */
  get(key: string): string | null;
  /** Stores a value. */
  set(key: string, value: string): void;
  /** Forgets a value. */
  remove(key: string): void;
}
export const KeyValueStorage = Symbol('KeyValueStorage');

/** Local storage keys named by the spec. */
export const StorageKey = {
  userToken: 'user_token',
  topBannerClosed: 'topBannerClosed',
  cookieBannerClosed: 'cookieBannerClosed',
  popupBannerClosed: 'popupBannerClosed',
} as const;
export type StorageKey = (typeof StorageKey)[keyof typeof StorageKey];
