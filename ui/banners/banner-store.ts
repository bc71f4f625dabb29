import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { BannerPreferences, type ClosableBanner } from '../../core/banners/banner-preferences';
import type { ConsentChoice } from '../../core/banners/consent';

/**
 * Observable view of which banners the shopper closed. Overlay banners (cookie, popup) wait for the
 * browser (`mounted`) so a shopper who closed them never sees them flash in a server-rendered page.
 */
@injectable()
export class BannerStore {
  topClosed: boolean;
  cookieClosed: boolean;
  /** The popup was shown on this device before (it opens once). */
  popupClosed: boolean;
  /** The popup is open now (shown this visit and not yet dismissed). */
  popupOpen = false;
  /** The shopper's cookie answer (null: none yet); known only once mounted. */
  consent: ConsentChoice | null = null;
  /** The cookie banner reopened from the footer's Cookie settings link. */
  cookieSettingsOpen = false;
  mounted = false;

  constructor(@inject(BannerPreferences) private readonly preferences: BannerPreferences) {
    this.topClosed = preferences.isClosed('top');
    this.cookieClosed = preferences.isClosed('cookie');
    this.popupClosed = preferences.isClosed('popup');
    makeAutoObservable<this, 'preferences'>(this, { preferences: false });
  }

  /** Called once the page runs in the browser: local storage is readable now. */
  markMounted(): void {
    this.topClosed = this.preferences.isClosed('top');
    this.cookieClosed = this.preferences.isClosed('cookie');
    this.popupClosed = this.preferences.isClosed('popup');
    this.consent = this.preferences.consent();
    this.mounted = true;
  }

  close(banner: ClosableBanner): void {
    this.preferences.close(banner);
    if (banner === 'top') this.topClosed = true;
    if (banner === 'cookie') this.cookieClosed = true;
    if (banner === 'popup') {
      this.popupClosed = true;
      this.popupOpen = false;
    }
  }

  /** The popup opens, and is remembered at once: it will not come back on the next page or visit. */
  openPopup(): void {
    this.preferences.close('popup');
    this.popupOpen = true;
  }

  /** The shopper's Accept or Reject: kept, and the banner closes. */
  chooseCookies(choice: ConsentChoice): void {
    this.preferences.choose(choice);
    this.consent = choice;
    this.cookieClosed = true;
    this.cookieSettingsOpen = false;
  }

  /** The footer's Cookie settings link: the banner shows again, whatever was answered. */
  openCookieSettings(): void {
    this.cookieSettingsOpen = true;
  }
}
