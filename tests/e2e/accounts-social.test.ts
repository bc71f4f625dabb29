import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProvider, type TestProvider } from '../support/oidc-provider';
import { launchBrowser, newContext, watchErrors } from './support/browser';
import { freePort, startShop, type ShopServer } from './support/shop-server';
import { gotoSettled } from './support/page-waits';

// Social sign-in in Chromium against a real OpenID Connect provider on 127.0.0.1, configured as the
// shop's `google` client; the shop has no `facebook` client, so that button must not show.
describe('social sign-in in a real browser', () => {
  let shop: ShopServer;
  let provider: TestProvider;
  let browser: Browser;

  beforeAll(async () => {
    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    provider = await startTestProvider({ publicUrl });
    shop = await startShop({
      PUBLIC_URL: publicUrl,
      GOOGLE_ISSUER: provider.issuer,
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
    }, { port });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
    await provider?.close();
  });

  it('signs in with the provider and returns to the page asked for; the same person comes back to the same account', async () => {
    provider.setAccount({ sub: 'google-sub-42', email: 'Sam.Social@Example.com', email_verified: true, name: 'Sam Social' });
    const context = await newContext(browser);
    await context.addInitScript(() => window.localStorage.setItem('popupBannerClosed', 'true'));
    const page = await context.newPage();
    const errors = watchErrors(page);

    await gotoSettled(page, `${shop.url}/user/addresses`);
    expect(new URL(page.url()).pathname).toBe('/login');
    await expect(page.getByRole('link', { name: 'Continue with Facebook' }).count()).resolves.toBe(0);
    await page.getByRole('link', { name: 'Continue with Google' }).click();

    await page.waitForURL((url) => url.pathname === '/user/addresses');
    await page.getByRole('link', { name: 'My profile' }).waitFor();
    const cookies = await context.cookies(shop.url);
    expect(cookies.find((c) => c.name === 'frontend_token')?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const token = cookies.find((c) => c.name === 'frontend_token')!.value;
    const profile = (await (await fetch(`${shop.url}/api/v1/user/profile`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: { id: number; email: string; name: string } };
    expect(profile.data).toMatchObject({ email: 'sam.social@example.com', name: 'Sam Social' });

    // Signed out and back in through the provider: the same account, not a second one.
    await context.clearCookies();
    await gotoSettled(page, `${shop.url}/login`);
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const again = (await context.cookies(shop.url)).find((c) => c.name === 'frontend_token')!.value;
    expect(again).not.toBe(token);
    const second = (await (await fetch(`${shop.url}/api/v1/user/profile`, { headers: { Authorization: `Bearer ${again}` } })).json()) as { data: { id: number } };
    expect(second.data.id).toBe(profile.data.id);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a forged callback with a clear message and no session', async () => {
    const context = await newContext(browser);
    await context.addInitScript(() => window.localStorage.setItem('popupBannerClosed', 'true'));
    const page = await context.newPage();
    await gotoSettled(page, `${shop.url}/social-callback?code=forged&state=not-a-state-we-issued`);
    await page.getByRole('alert').waitFor();
    await page.getByRole('link', { name: 'Back to sign in' }).waitFor();
    expect((await context.cookies(shop.url)).some((c) => c.name === 'frontend_token')).toBe(false);
    await context.close();
  });
});
