import { isPublicBanner } from './banner';
import type { CommonData, Setting } from '../common/common-data';
import { freeDeliveryAmount } from '../common/free-delivery-setting';

type TopBannerData = Pick<CommonData, 'top_banner'> & { setting?: Pick<Setting, 'free_delivery_over'> };

/**
 * What the top banner says: the shop's free delivery (from the setting, never stored text, so it
 * is what checkout charges) and the operator's own title, each when there is one.
 */
export function topBannerContent(common: TopBannerData | null): { freeDeliveryOver: number | null; title: string } {
  return {
    freeDeliveryOver: freeDeliveryAmount(common?.setting),
    title: common?.top_banner?.title?.trim() ?? '',
  };
}

/** The top banner shows when it is public, has something to say and the shopper has not closed it. */
export function showTopBanner(common: TopBannerData | null, closed: boolean): boolean {
  const content = topBannerContent(common);
  return !closed && isPublicBanner(common?.top_banner) && (content.freeDeliveryOver !== null || content.title !== '');
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
