import { isPublicBanner } from './banner';
import type { CommonData, Setting } from '../common/common-data';
import { freeDeliveryAmount } from '../cart/free-delivery';

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

/** The popup banner shows when its status is 1 (public) and it was not closed for good. */
export function showPopupBanner(common: Pick<CommonData, 'popup_banner'> | null, closed: boolean): boolean {
  return !closed && isPublicBanner(common?.popup_banner);
}
