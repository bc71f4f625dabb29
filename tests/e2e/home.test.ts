import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, launchBrowser, newContext, screenshot } from './support/browser';
import { startShop, type ShopServer } from './support/shop-server';
import { useShopInBrowser } from './support/shop-in-browser';
import { gotoSettled, reloadSettled } from './support/page-waits';
import { useSharedPage } from './support/shared-page';

/** The popup banner is a modal: tests about other things close it for good first, as a shopper would. */
async function withoutPopup(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript(() => window.localStorage.setItem('popupBannerClosed', 'true'));
  return context;
}

const LANGUAGES = [
  { code: 'en', path: '/', dir: 'ltr' },
  { code: 'fr', path: '/fr', dir: 'ltr' },
  { code: 'ar', path: '/ar', dir: 'rtl' },
  { code: 'tr', path: '/tr', dir: 'ltr' },
  { code: 'hi', path: '/hi', dir: 'ltr' },
] as const;

describe('the storefront in a real browser', () => {
  const env = useShopInBrowser();
  // One page for the visits of a shopper who has closed nothing, one for a shopper who closed the
  // popup: no case here checks a first visit, and a page load in a new context cost Chromium three
  // times what it costs in the page already open. Cases that change what the browser remembers
  // start as a new visitor (fresh).
  const visitor = useSharedPage(() => newContext(env.browser));
  const shopper = useSharedPage(async () => withoutPopup(await newContext(env.browser)));

  it.each(LANGUAGES)('renders the home page on the server in $code with lang and dir set', async ({ code, path, dir }) => {
    const response = await fetch(`${env.shop.url}${path}`, { redirect: 'manual' });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${code}" dir="${dir}">`);
    // Server-rendered content, not an empty shell: product tiles link to product pages.
    expect(html).toMatch(/href="[^"]*\/product\/\d+"/);
    expect(html).toContain('id="__STATE__"');
  });

  it.each(LANGUAGES)('hydrates the $code home page without errors (desktop and mobile screenshots)', async ({ code, path, dir }) => {
    for (const [label, viewport] of [['desktop', DESKTOP], ['mobile', MOBILE]] as const) {
      const { page, errors } = await visitor.open({ viewport });
      await gotoSettled(page, `${env.shop.url}${path}`);
      expect(await page.getAttribute('html', 'dir')).toBe(dir);
      expect(await page.getAttribute('html', 'lang')).toBe(code);
      await expect.poll(() => page.locator('main a[href*="/product/"]').count()).toBeGreaterThan(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(1);
      await screenshot(page, `home-${code}-${label}`);
      expect(errors, errors.join('\n')).toEqual([]);
    }
  });

  it('switches language from the dropdown, and the choice persists on the next visit to /', async () => {
    const { page, context } = await shopper.open({ fresh: true });
    await gotoSettled(page, `${env.shop.url}/`);
    await page.getByRole('button', { name: /language|english/i }).first().click();
    await page.getByRole('menuitem', { name: /français/i }).or(page.getByRole('option', { name: /français/i })).or(page.getByRole('link', { name: /français/i })).or(page.getByRole('button', { name: /français/i })).first().click();
    await page.waitForURL(/\/fr$/);
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'currentLanguage')?.value).toBe('fr');
    expect(cookies.find((c) => c.name === 'i18n_redirected')?.value).toBe('fr');
    await gotoSettled(page, `${env.shop.url}/`);
    expect(new URL(page.url()).pathname).toBe('/fr');
  });

  it('detects the browser language only on the root path', async () => {
    // A browser's language is its context's: each visitor has one of its own, closed once seen.
    const context = await newContext(env.browser, { locale: 'tr-TR' });
    try {
      const page = await context.newPage();
      // The server sends it on (a redirect the browser follows before the page commits): what the
      // page's scripts would do after is not this case's, and the context closes before they run.
      await page.goto(`${env.shop.url}/`, { waitUntil: 'commit' });
      expect(new URL(page.url()).pathname).toBe('/tr');
    } finally {
      await context.close();
    }
    const other = await newContext(env.browser, { locale: 'ar' });
    try {
      const second = await other.newPage();
      const response = await second.goto(`${env.shop.url}/does-not-exist`, { waitUntil: 'domcontentloaded' });
      expect(response?.status()).toBe(404);
      expect(new URL(second.url()).pathname).toBe('/does-not-exist');
    } finally {
      await other.close();
    }
  });

  it('closes the top banner and keeps it closed after a reload', async () => {
    const { page } = await shopper.open({ fresh: true });
    await gotoSettled(page, `${env.shop.url}/`);
    const banner = page.getByTestId('top-banner');
    await expect.poll(() => banner.count()).toBe(1);
    await banner.getByRole('button', { name: /close/i }).click();
    await expect.poll(() => banner.count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('topBannerClosed'))).toBe('true');
    await reloadSettled(page);
    expect(await page.getByTestId('top-banner').count()).toBe(0);
    // Closed on the server render too: no flash of the banner before hydration.
    const html = await (await fetch(`${env.shop.url}/`, { headers: { cookie: 'topBannerClosed=true' } })).text();
    expect(html).not.toContain('data-testid="top-banner"');
  });

  it('remembers cookie consent and a closed popup banner, unlocking scroll; the popup waits for the cookie answer', async () => {
    const { page } = await visitor.open({ fresh: true });
    await gotoSettled(page, `${env.shop.url}/`);
    const popup = page.getByRole('dialog');
    const cookieBanner = page.getByTestId('cookie-banner');
    await expect.poll(() => cookieBanner.count()).toBe(1);
    // Issue 28: the cookie choice comes first; the popup never covers the banner.
    expect(await popup.count()).toBe(0);
    await cookieBanner.getByRole('button').last().click();
    await expect.poll(() => cookieBanner.count()).toBe(0);

    await expect.poll(() => popup.count()).toBe(1);
    expect(await page.evaluate(() => document.body.classList.contains('scroll-locked'))).toBe(true);
    await screenshot(page, 'popup-banner');
    await popup.getByRole('button', { name: /close/i }).first().click();
    await expect.poll(() => popup.count()).toBe(0);
    expect(await page.evaluate(() => document.body.classList.contains('scroll-locked'))).toBe(false);

    // The overlays decide once the app has mounted (they read the remembered answers then).
    await reloadSettled(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByTestId('cookie-banner').count()).toBe(0);
    expect(await page.evaluate(() => [localStorage.getItem('cookieBannerClosed'), localStorage.getItem('popupBannerClosed')])).toEqual(['true', 'true']);
  });

  it('answers unknown routes with the 404 page in the right language', async () => {
    for (const [path, lang] of [['/no/such/page', 'en'], ['/ar/no-such-page', 'ar']] as const) {
      const response = await fetch(`${env.shop.url}${path}`);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain(`lang="${lang}"`);
      if (lang === 'en') expect(html).toContain('This page could not be found');
    }
    const { page, errors } = await shopper.open({ fresh: true });
    await gotoSettled(page, `${env.shop.url}/no/such/page`);
    expect(await page.textContent('main')).toContain('This page could not be found');
    await screenshot(page, 'not-found');
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  });

  it('survives bad input: malformed cookies, unknown languages, absurd query strings, oversized headers', async () => {
    const cases: [string, RequestInit][] = [
      ['/', { headers: { cookie: 'currentLanguage=%E0%A4%A; i18n_redirected=;;; topBannerClosed="' } }],
      ['/xx/page', {}],
      [`/?q=${'%'.repeat(50)}&a=${'b'.repeat(6000)}`, {}],
      ['/ar', { headers: { 'accept-language': 'x'.repeat(4000) } }],
    ];
    for (const [path, init] of cases) {
      const response = await fetch(`${env.shop.url}${path}`, { ...init, redirect: 'manual' });
      expect(response.status, path).toBeLessThan(500);
    }
    const malformed = await fetch(`${env.shop.url}/fr/%E0%A4%A`);
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toContain('Go to homepage');
    const huge = await fetch(`${env.shop.url}/`, { headers: { 'x-big': 'y'.repeat(20_000) } }).catch(() => null);
    expect(huge === null || huge.status === 431 || huge.status < 500).toBe(true);
    expect((await fetch(`${env.shop.url}/healthz`)).status).toBe(200);
  });
});

describe('when the API is broken', () => {
  let shop: ShopServer;
  let browser: Browser;

  beforeAll(async () => {
    // Pages rendered against an api/v1 that is not there.
    shop = await startShop({ API_URL: 'http://127.0.0.1:9/api/v1/' });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it('shows the error page with status, message and the three actions', async () => {
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      // The standalone error page (common failed) has no ScrollManager to say the app mounted.
      const response = await page.goto(`${shop.url}/`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(500);
      const text = await page.textContent('body');
      expect(text).toContain('500');
      expect(text).toContain('API is down.');
      for (const action of [/try/i, /reload/i, /go to homepage/i]) {
        expect(await page.getByRole('button', { name: action }).or(page.getByRole('link', { name: action })).count()).toBeGreaterThan(0);
      }
      await screenshot(page, 'error-page');
    } finally {
      await context.close();
    }
  });
});
