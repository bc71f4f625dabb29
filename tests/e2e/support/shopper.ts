import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, expect } from 'vitest';
import { DESKTOP, newContext } from './browser';
import { shot } from './checkout-fixtures';
import { laidOutAt } from './page-waits';
import { forgetVisitor, useSharedPage } from './shared-page';
import type { ShopServer } from './shop-server';
import { csrfTokenOf } from '../../../backend/auth/session-cookie';
import { AUTH } from '../../../core/auth/user';
import type { SmtpCatcher } from '../../support/smtp-catcher';

export const PHONE = { width: 390, height: 844 };

/** A browser context with the popup and cookie banners dismissed, signed in when a token is given. */
export async function shopperContext(browser: Browser, shop: ShopServer, token?: string): Promise<BrowserContext> {
  const context = await newContext(browser);
  await context.addInitScript(() => {
    window.localStorage.setItem('popupBannerClosed', 'true');
    window.localStorage.setItem('cookieBannerClosed', 'true');
  });
  if (token) await context.addCookies(sessionCookies(shop, token));
  return context;
}

/** Which banners a new visitor's browser has already closed: both (as in shopperContext), only the newsletter popup, or none. */
export type ClosedBanners = 'both' | 'popup' | 'none';

/** The page events the cases watch (settled() in page-waits.ts removes its own). */
const WATCHED_EVENTS = ['console', 'pageerror', 'request', 'requestfinished', 'requestfailed', 'response', 'dialog'];

/** One page that the cases of a file take turns in, each case as a new visitor (see useShopperPage). */
export interface ShopperPage {
  /**
   * The page as a new visitor's, on the shop's health answer: no cookies, storage, listeners or
   * routes of an earlier case, at `viewport` (the desktop's unless given), `banners` closed (both
   * unless given), signed in when a token is given.
   */
  visit(options?: { token?: string; banners?: ClosedBanners; viewport?: { width: number; height: number } }): Promise<Page>;
}

/**
 * One browser context and page for a file's cases. A new context starts with a cold HTTP cache:
 * every script, style sheet and font is fetched and compiled again, and a page load there cost
 * about three times the CPU of one in a warm context (a new page, a renderer process of its own
 * too). What makes a visitor lives in cookies and storage, which `visit` clears; the cache holds
 * only the shop's hashed assets (pages and api/v1 answers are never stored). After each case the
 * page waits on the shop's health answer, where nothing animates; it is closed after the file.
 */
export function useShopperPage(session: { readonly browser: Browser; readonly shop: ShopServer }): ShopperPage {
  let page: Page | undefined;
  const parking = () => `${session.shop.url}/healthz`;
  afterEach(async () => {
    if (page && !page.isClosed()) await page.goto(parking());
  });
  afterAll(async () => {
    await page?.context().close();
  });
  return {
    async visit({ token, banners = 'both', viewport = DESKTOP } = {}) {
      if (!page || page.isClosed()) {
        page = await (await newContext(session.browser)).newPage();
      } else {
        // What an earlier case left on the page (its error and request watchers, its routes) and in the context.
        for (const event of WATCHED_EVENTS) page.removeAllListeners(event);
        await page.unrouteAll({ behavior: 'ignoreErrors' });
      }
      await page.setViewportSize(viewport);
      await forgetVisitor(page, session.shop.url);
      await page.evaluate((closed) => {
        if (closed !== 'none') window.localStorage.setItem('popupBannerClosed', 'true');
        if (closed === 'both') window.localStorage.setItem('cookieBannerClosed', 'true');
      }, banners);
      if (token) await page.context().addCookies(sessionCookies(session.shop, token));
      return page;
    },
  };
}

/** The cookies a sign-in in the browser gets from the server: the HttpOnly session and its readable CSRF token. */
export function sessionCookies(shop: ShopServer, token: string) {
  return [
    { name: AUTH.cookieName, value: token, url: shop.url, httpOnly: true, sameSite: 'Lax' as const },
    { name: AUTH.csrfCookieName, value: csrfTokenOf(token), url: shop.url, sameSite: 'Lax' as const },
  ];
}

/** Desktop and phone screenshots for a person to look at (then back to the desktop size); a phone never scrolls sideways. */
export async function shots(page: Page, name: string): Promise<void> {
  await shot(page, `${name}-desktop`);
  const desktop = page.viewportSize()!;
  await page.setViewportSize(PHONE);
  await laidOutAt(page, PHONE.width);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await shot(page, `${name}-mobile`, true);
  await page.setViewportSize(desktop);
  expect(overflow, `${name}: no sideways scrolling on a phone`).toBeLessThanOrEqual(1);
}

/** POSTs to the shop's api/v1 as a script would; answers the envelope. */
export async function callApi<T>(shop: ShopServer, path: string, body: unknown, options: { token?: string; language?: string } = {}): Promise<{ status: number; message: string; data: T; token?: string }> {
  const response = await fetch(`${shop.url}/api/v1/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Language: options.language ?? 'en', ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { status: number; message: string; data: T; token?: string };
}

/** A new shopper signed up and verified with the code from the mail, in `language`: its address and session token. */
export async function verifiedShopper(shop: ShopServer, smtp: SmtpCatcher, language: string, tag: string): Promise<{ email: string; token: string }> {
  const email = `${tag}.${Date.now()}@example.com`;
  const signup = await callApi<{ challenge: string }>(shop, 'user/signup', { name: 'Asha Rao', email, password: 'secret12', password_confirmation: 'secret12' }, { language });
  expect(signup.status, signup.message).toBe(200);
  const verified = await callApi<{ token?: string }>(shop, 'user/verify', { email, code: await smtp.codeFor(email), challenge: signup.data.challenge }, { language });
  return { email, token: (verified.token ?? verified.data.token)! };
}

/** A shared shopper's page (useVisitorPage) that each case takes over as a new visitor. */
export interface VisitorPage {
  /** The page as a new visitor's at the desktop size (see forgetVisitor), then `cookies` put in. */
  fresh: (cookies?: Parameters<BrowserContext['addCookies']>[0]) => Promise<Page>;
  /** The page's context, once `fresh` has made it. */
  context: () => BrowserContext;
}

/**
 * {@link useSharedPage} for a describe block whose cases are each a new shopper who closed the
 * banners (shopperContext's init scripts put that back with every document), signed in or not by
 * the cookies the case hands in. Register it after useShopInBrowser, whose browser it uses.
 */
export function useVisitorPage(env: { readonly browser: Browser; readonly shop: ShopServer }): VisitorPage {
  const shared = useSharedPage(() => shopperContext(env.browser, env.shop));
  let context: BrowserContext | undefined;
  return {
    context: () => context!,
    fresh: async (cookies = []) => {
      const opened = await shared.open({ fresh: true });
      context = opened.context;
      await forgetVisitor(opened.page, env.shop.url);
      if (cookies.length > 0) await context.addCookies(cookies);
      return opened.page;
    },
  };
}
