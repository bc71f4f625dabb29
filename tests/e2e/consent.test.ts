import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newContext, watchErrors } from './support/browser';
import { PHONE, shots } from './support/shopper';
import { shot } from './support/checkout-fixtures';
import { useShopDatabase } from './support/shop-database';
import { useShopInBrowser } from './support/shop-in-browser';
import { laidOutAt } from './support/page-waits';
import en from '../../ui/i18n/locales/en/layout.json';
import ar from '../../ui/i18n/locales/ar/layout.json';

const GA_ID = 'G-TEST1234';
const PIXEL_ID = '1234567890';
const CUSTOM = '<script>window.__custom = (window.__custom || 0) + 1</script>';
const ANALYTICS = /googletagmanager\.com|google-analytics\.com|facebook\.(net|com)/;

/** The page with its banner as a desktop and a phone see it (`shots` keeps only the phone's main content). */
async function bannerShots(page: Page, name: string): Promise<void> {
  await shots(page, name);
  const desktop = page.viewportSize()!;
  await page.setViewportSize(PHONE);
  await laidOutAt(page, PHONE.width);
  await shot(page, `${name}-phone`);
  await page.setViewportSize(desktop);
}

/**
 * The analytics hosts are answered here, with scripts that only note they ran (this network has no
 * way out): every request the page makes to them is recorded. A CSP violation is recorded as well.
 */
async function watchedPage(context: BrowserContext): Promise<{ page: Page; tagRequests: string[]; outside: string[]; errors: string[] }> {
  const page = await context.newPage();
  const tagRequests: string[] = [];
  const outside: string[] = [];
  const errors = watchErrors(page);
  page.on('request', (request) => {
    const host = new URL(request.url()).hostname;
    if (host !== '127.0.0.1' && !request.url().startsWith('data:')) outside.push(request.url());
  });
  await page.route(ANALYTICS, (route) => {
    const url = route.request().url();
    tagRequests.push(url);
    const tag = url.includes('googletagmanager') ? 'gtag' : 'fbevents';
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: `(window.__tags = window.__tags || []).push(${JSON.stringify(tag)});` });
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return { page, tagRequests, outside, errors };
}

const customRuns = (page: Page) => page.evaluate(() => (window as unknown as { __custom?: number }).__custom ?? 0);
const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
const nonceOf = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

async function shopperWithoutPopup(env: { browser: import('playwright-core').Browser }): Promise<BrowserContext> {
  const context = await newContext(env.browser);
  await context.addInitScript(() => window.localStorage.setItem('popupBannerClosed', 'true'));
  return context;
}

describe('analytics and custom scripts wait for consent, under a CSP with a nonce per response', () => {
  const env = useShopInBrowser();
  const shop = useShopDatabase(env);

  beforeAll(async () => {
    await shop.db.updateTable('settings').set({ enable_ga: 1, ga_id: GA_ID, enable_pixel: 1, pixel_id: PIXEL_ID, cookie_banner: 1 }).execute();
    await shop.db.updateTable('site_settings').set({ custom_scripts: CUSTOM }).execute();
    // The read model keeps common data 5 s and the page cache pages 2 s: wait until pages show the settings.
    const deadline = Date.now() + 20_000;
    for (;;) {
      const policy = (await fetch(`${env.shop.url}/`)).headers.get('content-security-policy') ?? '';
      if (policy.includes('googletagmanager') && policy.includes('connect.facebook.net')) break;
      if (Date.now() > deadline) throw new Error(`the settings never reached the pages: ${policy}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  it('sends a Content-Security-Policy whose nonce is new for each response and is the scripts\' nonce', async () => {
    const context = await shopperWithoutPopup(env);
    const { page, errors } = await watchedPage(context);
    const first = await page.goto(`${env.shop.url}/`);
    const firstNonce = nonceOf(first!.headers()['content-security-policy']);
    expect(firstNonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(await page.evaluate(() => [...document.scripts].filter((s) => s.nonce).map((s) => s.nonce))).toEqual([firstNonce]);
    const second = await page.goto(`${env.shop.url}/`);
    const secondNonce = nonceOf(second!.headers()['content-security-policy']);
    expect(secondNonce).not.toBe(firstNonce);
    expect(await page.evaluate(() => [...document.scripts].filter((s) => s.nonce).map((s) => s.nonce))).toEqual([secondNonce]);
    // The page hydrated: a client-side move works.
    await page.getByTestId('cookie-banner').waitFor();
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('loads nothing before the answer, GA4 and the pixel (consent starting denied) and the custom script after Accept, again on the next visit', async () => {
    const context = await shopperWithoutPopup(env);
    const { page, tagRequests, outside, errors } = await watchedPage(context);
    await page.goto(`${env.shop.url}/`);
    await page.getByTestId('cookie-banner').waitFor();
    await page.waitForLoadState('networkidle');
    expect(tagRequests).toEqual([]);
    expect(await customRuns(page)).toBe(0);
    expect(await page.evaluate(() => 'dataLayer' in window || 'fbq' in window)).toBe(false);
    await bannerShots(page, 'cookie-banner-en');

    await page.getByRole('button', { name: en.cookie.accept }).click();
    await page.waitForFunction(() => ((window as unknown as { __tags?: string[] }).__tags ?? []).length === 2);
    expect(tagRequests.map((url) => new URL(url).origin + new URL(url).pathname).sort()).toEqual([
      'https://connect.facebook.net/en_US/fbevents.js',
      'https://www.googletagmanager.com/gtag/js',
    ]);
    expect(tagRequests.find((url) => url.includes('gtag'))).toContain(`id=${GA_ID}`);
    expect(await customRuns(page)).toBe(1);
    const calls = await page.evaluate(() => ({
      gtag: ((window as unknown as { dataLayer: IArguments[] }).dataLayer).map((entry) => Array.from(entry)),
      fbq: (window as unknown as { fbq: { queue: unknown[][] } }).fbq.queue,
    }));
    const denied = { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };
    const granted = { ad_storage: 'granted', analytics_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' };
    expect(calls.gtag[0]).toEqual(['consent', 'default', denied]);
    expect(calls.gtag.slice(2)).toEqual([['config', GA_ID], ['consent', 'update', granted]]);
    expect(calls.fbq).toEqual([['consent', 'revoke'], ['init', PIXEL_ID], ['consent', 'grant'], ['track', 'PageView']]);
    expect(await page.getByTestId('cookie-banner').count()).toBe(0);

    // Remembered: the next visit loads them at once, without asking.
    tagRequests.length = 0;
    await page.reload();
    await page.waitForFunction(() => ((window as unknown as { __tags?: string[] }).__tags ?? []).length === 2);
    expect(tagRequests).toHaveLength(2);
    expect(await customRuns(page)).toBe(1);
    expect(await page.getByTestId('cookie-banner').count()).toBe(0);
    expect(outside.every((url) => ANALYTICS.test(url))).toBe(true);
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('loads nothing after Reject, on this page or the next, until the shopper accepts in Cookie settings', async () => {
    const context = await shopperWithoutPopup(env);
    const { page, tagRequests, outside, errors } = await watchedPage(context);
    await page.goto(`${env.shop.url}/`);
    await page.getByRole('button', { name: en.cookie.reject }).click();
    // The answer is taken (the banner closed in the same store change) and kept for the next page.
    await page.getByTestId('cookie-banner').waitFor({ state: 'detached' });
    await page.waitForFunction(() => window.localStorage.getItem('cookieConsent') === 'denied');
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('cookie-banner').count()).toBe(0);
    expect(tagRequests).toEqual([]);
    expect(outside).toEqual([]);
    expect(await customRuns(page)).toBe(0);

    await page.getByRole('button', { name: en.cookie.settings }).click();
    await page.getByRole('button', { name: en.cookie.accept }).click();
    await page.waitForFunction(() => ((window as unknown as { __tags?: string[] }).__tags ?? []).length === 2);
    // The tags arrive on this channel once accepted: the two requests are these, none earlier.
    expect(tagRequests).toHaveLength(2);
    expect(await customRuns(page)).toBe(1);
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks in Arabic, right to left', async () => {
    const context = await shopperWithoutPopup(env);
    const { page, tagRequests, errors } = await watchedPage(context);
    await page.goto(`${env.shop.url}/ar`);
    const banner = page.getByTestId('cookie-banner');
    await banner.waitFor();
    expect(await banner.getByRole('button').allTextContents()).toEqual([ar.cookie.reject, ar.cookie.accept]);
    await page.waitForLoadState('networkidle');
    await bannerShots(page, 'cookie-banner-ar');
    expect(tagRequests).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
