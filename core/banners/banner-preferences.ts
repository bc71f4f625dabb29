import { type KeyValueStorage, StorageKey } from '../shared/key-value-storage.port';
import { type ConsentChoice, parseConsent } from './consent';

export type ClosableBanner = 'top' | 'cookie' | 'popup';

const KEY: Record<ClosableBanner, StorageKey> = {
  top: StorageKey.topBannerClosed,
  cookie: StorageKey.cookieBannerClosed,
  popup: StorageKey.popupBannerClosed,
};

/** Remembers which banners the shopper closed, so they stay closed on every later visit. */
export class BannerPreferences {
  constructor(private readonly storage: KeyValueStorage) {}

  isClosed(banner: ClosableBanner): boolean {
    return this.storage.get(KEY[banner]) === 'true';
  }

  close(banner: ClosableBanner): void {
    this.storage.set(KEY[banner], 'true');
  }

  /**
   * The shopper's cookie answer. `cookieBannerClosed` still says the banner was answered; the
   * answer itself is `cookieConsent`. A banner closed before answers were kept (the old single
   * Accept, which never loaded analytics) reads as denied: nothing loads until the shopper accepts
   * through Cookie settings.
   */
  consent(): ConsentChoice | null {
    const answer = parseConsent(this.storage.get(StorageKey.cookieConsent));
    if (answer) return answer;
    return this.isClosed('cookie') ? 'denied' : null;
  }

  /** Keeps the answer and closes the banner for good. */
  choose(choice: ConsentChoice): void {
    this.storage.set(StorageKey.cookieConsent, choice);
    this.close('cookie');
  }
}
