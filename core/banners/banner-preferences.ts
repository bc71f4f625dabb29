import { inject, injectable } from 'inversify';
import { KeyValueStorage, StorageKey } from '../shared/key-value-storage.port';

export type ClosableBanner = 'top' | 'cookie' | 'popup';

const KEY: Record<ClosableBanner, StorageKey> = {
  top: StorageKey.topBannerClosed,
  cookie: StorageKey.cookieBannerClosed,
  popup: StorageKey.popupBannerClosed,
};

/** Remembers which banners the shopper closed, so they stay closed on every later visit. */
@injectable()
export class BannerPreferences {
  constructor(@inject(KeyValueStorage) private readonly storage: KeyValueStorage) {}

  isClosed(banner: ClosableBanner): boolean {
    return this.storage.get(KEY[banner]) === 'true';
  }

  close(banner: ClosableBanner): void {
    this.storage.set(KEY[banner], 'true');
  }
}
