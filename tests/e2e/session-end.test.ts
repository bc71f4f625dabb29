import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../backend/auth/tokens';
import { openDatabase, type ShopDatabase } from '../../backend/db/database';
import { AUTH } from '../../core/auth/user';
import { watchErrors } from './support/browser';
import { localized, textOf } from './support/checkout-fixtures';
import { useShopInBrowser } from './support/shop-in-browser';
import { shopperContext, shots, verifiedShopper } from './support/shopper';
import { gotoSettled } from './support/page-waits';

const LANGUAGES = ['en', 'ar', 'fr', 'hi', 'tr'] as const;

/** The page and what it did to the session cookies, asked as a returning browser would (curl -H 'Cookie: ...'). */
async function pageWith(url: string, cookie: string) {
  const response = await fetch(url, { headers: { cookie }, redirect: 'manual' });
  const setCookies = response.headers.getSetCookie();
  return { status: response.status, html: await response.text(), setCookies, location: response.headers.get('location') };
}

const expires = (setCookies: string[], name: string) => setCookies.some((value) => value.startsWith(`${name}=;`) && /Max-Age=0/i.test(value));

// Issue 28, deliverable 3: a session that is over is a guest's visit, never an error page.
describe('a session that ended, in every language', () => {
  const env = useShopInBrowser({ mail: true });
  let database: ShopDatabase;

  beforeAll(async () => {
    database = await openDatabase(env.shop.databaseUrl);
  });
  afterAll(async () => {
    await database?.close();
  });

  for (const language of LANGUAGES) {
    it(`an unknown session cookie gets the home page (200) in ${language}, its cookies expired`, async () => {
      const page = await pageWith(`${env.shop.url}${localized(language, '/')}`, `${AUTH.cookieName}=x; i18n_redirected=${language}`);
      expect(page.status).toBe(200);
      expect(page.html).toContain(`<html lang="${language}"`);
      // The home page with its products, not an error page.
      expect(page.html).toMatch(/href="[^"]*\/product\/\d+"/);
      expect(page.html).toContain('"error":null');
      expect(page.html).not.toMatch(/Unauthorized|غير مصرح|Non autorisé|Yetkisiz|अनधिकृत/);
      expect(expires(page.setCookies, AUTH.cookieName)).toBe(true);
      expect(expires(page.setCookies, AUTH.csrfCookieName)).toBe(true);
      expect(page.setCookies.find((value) => value.startsWith(`${AUTH.cookieName}=`))).toMatch(/HttpOnly/i);
      // Each cookie once: the first used to come twice (in the page's headers and again with the rest).
      for (const name of [AUTH.cookieName, AUTH.csrfCookieName]) expect(page.setCookies.filter((value) => value.startsWith(`${name}=`)), name).toHaveLength(1);
      // The page tells the browser once that the session ended (the toast in its language).
      expect(page.html).toContain('"ended":true');
    });
  }

  it('a revoked and a 7-days-idle session read the same: home page, cookies expired; an account page sends to login', async () => {
    const revoked = await verifiedShopper(env.shop, env.smtp, 'fr', 'revoked');
    await database.db.updateTable('sessions').set({ revoked_at: new Date().toISOString() }).where('token_hash', '=', hashToken(revoked.token)).execute();
    const idle = await verifiedShopper(env.shop, env.smtp, 'tr', 'idle');
    const longAgo = new Date(Date.now() - (AUTH.sessionIdleSeconds + 60) * 1000).toISOString();
    await database.db.updateTable('sessions').set({ last_seen_at: longAgo }).where('token_hash', '=', hashToken(idle.token)).execute();
    for (const [language, token] of [['fr', revoked.token], ['tr', idle.token]] as const) {
      const home = await pageWith(`${env.shop.url}/${language}`, `${AUTH.cookieName}=${token}`);
      expect(home.status, language).toBe(200);
      expect(expires(home.setCookies, AUTH.cookieName), language).toBe(true);
      const account = await pageWith(`${env.shop.url}/${language}/user/orders`, `${AUTH.cookieName}=${token}`);
      expect(account.status, language).toBe(302);
      expect(account.location).toBe(`/${language}/login?redirect=${encodeURIComponent(`/${language}/user/orders`)}`);
      expect(expires(account.setCookies, AUTH.cookieName), language).toBe(true);
    }
  });

  it('in Chromium: signed out on another device, the next page is the shop as for a guest with a French toast, and a move inside the app leads to login', async () => {
    const { token } = await verifiedShopper(env.shop, env.smtp, 'fr', 'elsewhere');
    const context = await shopperContext(env.browser, env.shop, token);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await gotoSettled(page, `${env.shop.url}/fr`);
    await page.getByRole('link', { name: textOf('fr', 'layout:profile') }).first().waitFor();

    // Signed out elsewhere while this tab is open: the next move inside the app meets a refusal.
    await database.db.updateTable('sessions').set({ revoked_at: new Date().toISOString() }).where('token_hash', '=', hashToken(token)).execute();
    await page.getByRole('button', { name: textOf('fr', 'layout:account.label') }).click();
    await page.getByRole('link', { name: textOf('fr', 'layout:account.orders') }).click();
    await page.waitForURL(`${env.shop.url}/fr/login?redirect=${encodeURIComponent('/fr/user/orders')}`);
    await page.getByRole('status').getByText(textOf('fr', 'layout:session.ended')).waitFor();
    expect((await context.cookies(env.shop.url)).filter((c) => c.name.startsWith('frontend_'))).toEqual([]);
    await shots(page, 'session-ended-login-fr');

    // A fresh load with a cookie the server no longer knows: the home page and the toast.
    await context.addCookies([{ name: AUTH.cookieName, value: token, url: env.shop.url, httpOnly: true, sameSite: 'Lax' }]);
    const answer = await gotoSettled(page, `${env.shop.url}/fr`);
    expect(answer!.status()).toBe(200);
    await page.getByRole('status').getByText(textOf('fr', 'layout:session.ended')).waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(/Unauthorized|Non autorisé/);
    expect((await context.cookies(env.shop.url)).filter((c) => c.name.startsWith('frontend_'))).toEqual([]);
    await shots(page, 'session-ended-home-fr');
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  }, 120_000); // two devices, a sign-out on one and the other page by page, with screenshots: past the 60 s default under load
});
