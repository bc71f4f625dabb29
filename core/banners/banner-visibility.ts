import { isPublicBanner } from './banner';
import type { CommonData } from '../common/common-data';

/** The top banner shows when it is public and the shopper has not closed it. */
export function showTopBanner(common: Pick<CommonData, 'top_banner'> | null, closed: boolean): boolean {
  return !closed && isPublicBanner(common?.top_banner);
}

/** The cookie banner shows when the setting is on and the shopper has not closed it. */
export function showCookieBanner(common: Pick<CommonData, 'setting'> | null, closed: boolean): boolean {
  return !closed && Number(common?.setting.cookie_banner) === 1;
}

/** The popup banner shows when its status is 1 (public) and it was not closed for good. */
export function showPopupBanner(common: Pick<CommonData, 'popup_banner'> | null, closed: boolean): boolean {
  return !closed && isPublicBanner(common?.popup_banner);
}
