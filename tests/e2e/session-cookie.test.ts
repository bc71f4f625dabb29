import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../backend/auth/tokens';
import { openDatabase, type ShopDatabase } from '../../backend/db/database';
import { AUTH } from '../../core/auth/user';
import { watchErrors } from './support/browser';
import { addToCart, badgeCount, journeyFixture, type JourneyFixture } from './support/checkout-fixtures';
import { useShopInBrowser } from './support/shop-in-browser';
import { shots, useVisitorPage, verifiedShopper } from './support/shopper';
import { SIGN_IN_THROTTLE } from '../../core/auth/sign-in-throttle';
import { gotoSettled, reloadSettled } from './support/page-waits';

// Issue 21 item 3: the session as Chromium keeps it: HttpOnly, SameSite=Lax, out of document.cookie.
describe('the session cookie in Chromium', () => {
  const env = useShopInBrowser({ mail: true });
  let database: ShopDatabase;
  let fixture: JourneyFixture;

  beforeAll(async () => {
    database = await openDatabase(env.shop.databaseUrl);
    fixture = await journeyFixture(database.db, env.shop, 0, 'en');
  });
  afterAll(async () => {
    await database?.close();
  });
  // One browser for the three sign-ins, its cookies and storage emptied before each: none is about a first visit.
  const shared = useVisitorPage(env);

  it('is HttpOnly, SameSite=Lax and unreadable by scripts, yet the shop signs in, writes and signs out with it', async () => {
    const { email } = await verifiedShopper(env.shop, env.smtp, 'en', 'cookie');
    const page = await shared.fresh();
    const context = shared.context();
    const errors = watchErrors(page);
    const signInAnswers: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('/api/v1/user/signin')) signInAnswers.push(await response.text());
    });

    await gotoSettled(page, `${env.shop.url}/login`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret12');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${env.shop.url}/`);
    await page.getByRole('button', { name: 'Account' }).waitFor();

    const session = (await context.cookies(env.shop.url)).find((c) => c.name === AUTH.cookieName)!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: false });
    expect(session.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const lifetime = session.expires - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(AUTH.cookieMaxAgeSeconds - 120);
    expect(lifetime).toBeLessThanOrEqual(AUTH.cookieMaxAgeSeconds);
    // Scripts see the CSRF token only; the session token was never in the page's hands.
    const visible = await page.evaluate(() => document.cookie);
    expect(visible).not.toContain(AUTH.cookieName);
    expect(visible).not.toContain(session.value);
    expect(visible).toContain(`${AUTH.csrfCookieName}=`);
    expect(signInAnswers.length).toBe(1);
    expect(signInAnswers[0]).not.toContain(session.value);

    // A write from the page (the CSRF token as header) is the shopper's: the cart line is theirs.
    await addToCart(page, env.shop, 'en', fixture.delivered);
    await expect.poll(() => badgeCount(page, 'en')).toBe(1);
    const user = await database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    expect(await database.db.selectFrom('carts').select('inventory_id').where('user_id', '=', user.id).execute()).toEqual([{ inventory_id: fixture.delivered.inventoryId }]);
    // The server render knows the shopper from the cookie.
    await reloadSettled(page);
    await page.getByRole('button', { name: 'Account' }).waitFor();

    // Sign-out ends the session on the server and takes both cookies away.
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('link', { name: 'Login', exact: true }).waitFor();
    await expect.poll(async () => (await context.cookies(env.shop.url)).filter((c) => c.name.startsWith('frontend_')).length).toBe(0);
    const row = await database.db.selectFrom('sessions').select('revoked_at').where('token_hash', '=', hashToken(session.value)).executeTakeFirstOrThrow();
    expect(row.revoked_at).not.toBeNull();
    expect(errors, errors.join('\n')).toEqual([]);
  }, 120_000); // sign-up with a mailed code, sign-in, a write and sign-out in Chromium: past the 60 s default under load

  for (const language of ['en', 'ar']) {
    it(`lets the owner in with the mailed code after many failures from elsewhere (${language})`, async () => {
      const { email } = await verifiedShopper(env.shop, env.smtp, language, `owner-${language}`);
      // The account has met its ceiling of failed sign-ins from other clients.
      await database.db.insertInto('auth_throttles').values({ key: `signin_fail:account:${email}`, hits: SIGN_IN_THROTTLE.accountCeiling, window_started_at: new Date().toISOString() }).execute();
      const page = await shared.fresh();
      const context = shared.context();
      const errors = watchErrors(page);
      const prefix = language === 'en' ? '' : `/${language}`;
      await gotoSettled(page, `${env.shop.url}${prefix}/login`);
      const mailsBefore = env.smtp.mailsTo(email).length;
      await page.locator('input[type=email]').fill(email);
      await page.locator('input[type=password]').fill('secret12');
      await page.locator('form button[type=submit]').click();
      await page.locator('input[autocomplete=one-time-code]').waitFor();
      expect(await page.locator('main').textContent()).toContain(email);
      expect((await context.cookies(env.shop.url)).some((c) => c.name === AUTH.cookieName)).toBe(false);
      await shots(page, `signin-code-${language}`);
      await expect.poll(() => env.smtp.mailsTo(email).length).toBeGreaterThan(mailsBefore);
      const code = /\b(\d{6})\b/.exec(env.smtp.mailsTo(email).at(-1)!.text)![1]!;
      await page.locator('input[autocomplete=one-time-code]').fill(code);
      await page.locator('form button[type=submit]').click();
      await page.waitForURL(`${env.shop.url}${prefix || '/'}`);
      await expect.poll(async () => (await context.cookies(env.shop.url)).some((c) => c.name === AUTH.cookieName && c.httpOnly)).toBe(true);
      expect(errors, errors.join('\n')).toEqual([]);
    }, 90_000); // a sign-up with its mail, then the sign-in code by mail, in Chromium: past the 60 s default under load
  }
});
