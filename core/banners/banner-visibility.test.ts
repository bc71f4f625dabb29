import { describe, expect, it } from 'vitest';
import type { Banner } from './banner';
import { offersCookieSettings, showCookieBanner, showPopupBanner, showTopBanner, topBannerContent } from './banner-visibility';
import type { Setting } from '../common/common-data';

const banner = (status: number): Banner => ({ id: 1, type: 9, title: 't', image: 'i', status, closable: 1, source_type: null, url: null, slug: null, source_id: null });
const setting = (cookie_banner: number) => ({ cookie_banner }) as Setting;

describe('banner visibility', () => {
  it('shows the popup banner only when public (status 1) and not closed', () => {
    expect(showPopupBanner({ popup_banner: banner(1) }, false)).toBe(true);
    expect(showPopupBanner({ popup_banner: banner(2) }, false)).toBe(false);
    expect(showPopupBanner({ popup_banner: banner(1) }, true)).toBe(false);
    expect(showPopupBanner({ popup_banner: null }, false)).toBe(false);
  });

  it('keeps the popup waiting while the cookie banner asks for an answer (the choice comes first)', () => {
    expect(showPopupBanner({ popup_banner: banner(1) }, false, true)).toBe(false);
    expect(showPopupBanner({ popup_banner: banner(1) }, false, false)).toBe(true);
  });

  it('shows the top banner until the shopper closes it', () => {
    expect(showTopBanner({ top_banner: banner(1) }, false)).toBe(true);
    expect(showTopBanner({ top_banner: banner(1) }, true)).toBe(false);
  });

  it('says free delivery from the setting, and shows no empty banner when it is off (issue 28)', () => {
    const empty = { ...banner(1), type: 8, title: ' ' };
    const on = { free_delivery_over: 50 };
    const off = { free_delivery_over: null };
    expect(topBannerContent({ top_banner: empty, setting: on })).toEqual({ freeDeliveryOver: 50, title: '' });
    expect(showTopBanner({ top_banner: empty, setting: on }, false)).toBe(true);
    expect(showTopBanner({ top_banner: empty, setting: off }, false)).toBe(false);
    expect(showTopBanner({ top_banner: empty, setting: { free_delivery_over: 0 } }, false)).toBe(false);
    expect(topBannerContent({ top_banner: banner(1), setting: off })).toEqual({ freeDeliveryOver: null, title: 't' });
    // The operator's status still rules: a private banner says nothing, whatever the setting.
    expect(showTopBanner({ top_banner: { ...empty, status: 2 }, setting: on }, false)).toBe(false);
    expect(showTopBanner({ top_banner: null, setting: on }, false)).toBe(false);
  });

  it('shows the cookie banner only with the setting on and no earlier consent', () => {
    expect(showCookieBanner({ setting: setting(1) }, false)).toBe(true);
    expect(showCookieBanner({ setting: setting(0) }, false)).toBe(false);
    expect(showCookieBanner({ setting: setting(1) }, true)).toBe(false);
  });

  it('shows the answered cookie banner again when reopened from Cookie settings, only with the setting on', () => {
    expect(showCookieBanner({ setting: setting(1) }, true, true)).toBe(true);
    expect(showCookieBanner({ setting: setting(0) }, true, true)).toBe(false);
    expect(offersCookieSettings({ setting: setting(1) })).toBe(true);
    expect(offersCookieSettings({ setting: setting(0) })).toBe(false);
    expect(offersCookieSettings(null)).toBe(false);
  });
});
