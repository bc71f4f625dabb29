import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { newContext } from './browser';
import { shot } from './checkout-fixtures';
import type { ShopServer } from './shop-server';

export const PHONE = { width: 390, height: 844 };

/** A browser context with the popup and cookie banners dismissed, signed in when a token is given. */
export async function shopperContext(browser: Browser, shop: ShopServer, token?: string): Promise<BrowserContext> {
  const context = await newContext(browser);
  await context.addInitScript(() => {
    window.localStorage.setItem('popupBannerClosed', 'true');
    window.localStorage.setItem('cookieBannerClosed', 'true');
  });
  if (token) await context.addCookies([{ name: 'frontend_token', value: token, url: shop.url }]);
  return context;
}

/** Desktop and phone screenshots for a person to look at (then back to the desktop size); a phone never scrolls sideways. */
export async function shots(page: Page, name: string): Promise<void> {
  await shot(page, `${name}-desktop`);
  const desktop = page.viewportSize()!;
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(150);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await shot(page, `${name}-mobile`, true);
  await page.setViewportSize(desktop);
  expect(overflow, `${name}: no sideways scrolling on a phone`).toBeLessThanOrEqual(1);
}
