import type { CommonData } from '../common/common-data';

/**
 * The shopper's answer to the cookie banner. Analytics (Google Analytics 4, the Meta pixel) and
 * the operator's `custom_scripts` load only after `granted`; with no answer, or `denied`, nothing
 * of theirs is requested.
 */
export type ConsentChoice = 'granted' | 'denied';

/** What may load in the shopper's browser, by the shop's settings and the shopper's answer. */
export interface AnalyticsPlan {
  /** A GA4 measurement id (`G-...`), or null. */
  ga: string | null;
  /** A Meta pixel id (digits), or null. */
  pixel: string | null;
  /** The operator's HTML/JS (trusted like the shop's own code), or null. */
  customScripts: string | null;
}

/** Where each tag's scripts, beacons and calls go: what the Content-Security-Policy allows for it. */
export const ANALYTICS_HOSTS = {
  ga: {
    script: ['https://www.googletagmanager.com'],
    connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
    img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  },
  pixel: {
    script: ['https://connect.facebook.net'],
    connect: ['https://connect.facebook.net', 'https://www.facebook.com'],
    img: ['https://www.facebook.com'],
  },
} as const;

/** Google's consent mode v2 signals: all denied until the shopper accepts. */
export const GOOGLE_CONSENT_SIGNALS = ['ad_storage', 'analytics_storage', 'ad_user_data', 'ad_personalization'] as const;

/** What a GA4 measurement id looks like (the console refuses others; a stored one that does not is never loaded). */
export const GA_ID = /^G-[A-Z0-9]{4,20}$/i;
/** What a Meta pixel id looks like: digits. */
export const PIXEL_ID = /^\d{5,20}$/;

const on = (value: unknown) => Number(value) === 1;

/** A GA4 id when `enable_ga` is on and `ga_id` looks like one (it goes into a script URL). */
export function gaId(setting: Pick<CommonData['setting'], 'enable_ga' | 'ga_id'> | undefined): string | null {
  const id = setting?.ga_id?.trim() ?? '';
  return setting && on(setting.enable_ga) && GA_ID.test(id) ? id : null;
}

/** A pixel id when `enable_pixel` is on and `pixel_id` is digits. */
export function pixelId(setting: Pick<CommonData['setting'], 'enable_pixel' | 'pixel_id'> | undefined): string | null {
  const id = setting?.pixel_id?.trim() ?? '';
  return setting && on(setting.enable_pixel) && PIXEL_ID.test(id) ? id : null;
}

/**
 * What loads now: each tag whose setting is on, and `custom_scripts` when set, only once the
 * shopper granted consent; nothing otherwise. Consent can only be given through the cookie banner,
 * so with `cookie_banner` off nothing loads either.
 */
export function analyticsPlan(common: Pick<CommonData, 'setting' | 'custom_scripts'> | null, choice: ConsentChoice | null): AnalyticsPlan {
  const none: AnalyticsPlan = { ga: null, pixel: null, customScripts: null };
  if (!common || choice !== 'granted' || !on(common.setting.cookie_banner)) return none;
  const customScripts = common.custom_scripts?.trim() ? common.custom_scripts : null;
  return { ga: gaId(common.setting), pixel: pixelId(common.setting), customScripts };
}

/** Whether the plan loads anything at all. */
export const plansAnything = (plan: AnalyticsPlan): boolean => plan.ga !== null || plan.pixel !== null || plan.customScripts !== null;

/** The stored answer, read back: anything but the two known words is no answer. */
export function parseConsent(stored: string | null): ConsentChoice | null {
  return stored === 'granted' || stored === 'denied' ? stored : null;
}
