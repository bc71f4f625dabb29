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

/** The popup banner shows when its status is 1 (public) and it was not closed for good. */
export function showPopupBanner(common: Pick<CommonData, 'popup_banner'> | null, closed: boolean): boolean {
  return !closed && isPublicBanner(common?.popup_banner);
}
