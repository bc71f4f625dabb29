import { isPublicBanner } from './banner';
import type { CommonData } from '../common/common-data';

/** The top banner shows when it is public and the shopper has not closed it. */
export function showTopBanner(common: Pick<CommonData, 'top_banner'> | null, closed: boolean): boolean {
  return !closed && isPublicBanner(common?.top_banner);
}

/**
 * The cookie banner shows when the setting is on and the shopper has not answered it (closing it
 * is answering: Accept or Reject), or reopened it from the footer's Cookie settings.
 */
export function showCookieBanner(common: Pick<CommonData, 'setting'> | null, closed: boolean, reopened = false): boolean {
  return offersCookieSettings(common) && (!closed || reopened);
}

/** The footer offers Cookie settings whenever the cookie banner setting is on. */
export function offersCookieSettings(common: Pick<CommonData, 'setting'> | null): boolean {
  return Number(common?.setting.cookie_banner) === 1;
}

/**
 * The newsletter popup opens when its status is 1 (public), it was never shown on this device
 * (it is shown once: remembered as soon as it opens, whether dismissed, subscribed from or left),
 * and the cookie banner is not waiting for an answer: the shopper's cookie choice comes first and
 * the popup's overlay never covers the banner.
 */
export function showPopupBanner(common: Pick<CommonData, 'popup_banner'> | null, shownBefore: boolean, cookieBannerOpen = false): boolean {
  return !shownBefore && !cookieBannerOpen && isPublicBanner(common?.popup_banner);
}
