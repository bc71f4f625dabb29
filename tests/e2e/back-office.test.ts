import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../backend/auth/passwords';
import { openDatabase, type ShopDatabase } from '../../backend/db/database';
import { BACK_OFFICE } from '../../core/admin/back-office';
import { addBackOfficeMember, useConsolePage } from './support/back-office';
import { watchErrors } from './support/browser';
import { gotoSettled, reloadSettled } from './support/page-waits';
import { useShopInBrowser } from './support/shop-in-browser';
import { shots } from './support/shopper';

const PASSWORD = 'Console-pass-123';

// Issue 31, deliverable 1 in Chromium: an operator signs in to /admin with the password and the
// mailed code, sets up an authenticator app (the recovery codes shown once), invites staff, and
// signs in again with the app's code; in English and in Arabic (right to left), desktop and phone.
describe('the back office console in Chromium', () => {
  const env = useShopInBrowser({ mail: true });
  let database: ShopDatabase;

  beforeAll(async () => {
    database = await openDatabase(env.shop.databaseUrl);
  });
  afterAll(async () => {
    await database?.close();
  });

  /** An operator with a password, as `operator add` and "forgot password" leave one. */
  const operator = async (email: string, language: string) =>
    addBackOfficeMember(database.db, { email, role: 'operator', language, passwordHash: await hashPassword(PASSWORD) });
  // One browser for both languages, its cookie jar emptied between them: the journey is the sign-in, not a first visit.
  const consolePage = useConsolePage(env, () => database.db);

  for (const language of ['en', 'ar'] as const) {
    it(`signs an operator in with a mailed code, sets up an authenticator app, invites staff and signs in with the app (${language})`, async () => {
      const email = `operator-${language}@example.test`;
      await operator(email, language);
      const page = await consolePage.as(null);
      const context = consolePage.context();
      const errors = watchErrors(page);
      const prefix = language === 'en' ? '' : `/${language}`;
      const main = page.locator('body');

      await gotoSettled(page, `${env.shop.url}${prefix}/admin`);
      expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
      await page.locator('input[type=email]').waitFor();
      await shots(page, `admin-sign-in-${language}`);
      const mailsBefore = env.smtp.mailsTo(email).length;
      await page.locator('input[type=email]').fill(email);
      await page.locator('input[type=password]').fill(PASSWORD);
      await page.locator('form button[type=submit]').click();
      await page.locator('input[autocomplete=one-time-code]').waitFor();
      expect(await main.textContent()).toContain(email);
      await expect.poll(() => env.smtp.mailsTo(email).length).toBeGreaterThan(mailsBefore);
      const mailed = /\b(\d{6})\b/.exec(env.smtp.mailsTo(email).at(-1)!.text)![1]!;
      await page.locator('input[autocomplete=one-time-code]').fill(mailed);
      await page.locator('form button[type=submit]').first().click();
      // The console opens on the dashboard; the account (and its second factor) is a section of the menu.
      await page.locator('#admin-dashboard').waitFor();
      await page.locator(`nav a[href="${prefix}/admin/account"]`).click();
      await page.locator('#admin-factor').waitFor();
      expect(page.url()).toBe(`${env.shop.url}${prefix}/admin/account`);
      // The session is the back office's own cookie, out of the page's scripts' reach.
      const cookie = (await context.cookies(env.shop.url)).find((c) => c.name === BACK_OFFICE.cookieName)!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
      expect(await page.evaluate(() => document.cookie)).not.toContain(cookie.value);

      // An authenticator app: the key shown, the app's code confirms it, the recovery codes once.
      await page.locator('#admin-factor ~ div button, #admin-factor + p + div button').first().click();
      const secret = (await page.locator('p[dir=ltr] code').first().textContent())!.replace(/\s+/g, '');
      const app = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
      await page.locator('input[name=totp]').fill(app.generate());
      await page.locator('input[name=totp]').press('Enter');
      await page.locator('ol[dir=ltr] code').first().waitFor();
      expect(await page.locator('ol[dir=ltr] code').count()).toBe(BACK_OFFICE.recoveryCodeCount);
      await shots(page, `admin-console-${language}`);

      // Staff invited from the team section, reached from the menu: listed, mailed.
      await page.locator(`nav a[href="${prefix}/admin/team"]`).click();
      await page.locator('#admin-team').waitFor();
      expect(page.url()).toBe(`${env.shop.url}${prefix}/admin/team`);
      expect(await page.locator('nav a[aria-current=page]').getAttribute('href')).toBe(`${prefix}/admin/team`);
      await page.locator('input[name=invite]').fill(`clerk-${language}@example.test`);
      await page.locator('input[name=invite]').press('Enter');
      await page.getByText(`clerk-${language}@example.test`, { exact: true }).waitFor();
      await expect.poll(() => env.smtp.mailsTo(`clerk-${language}@example.test`).length).toBe(1);

      // The session survives a reload; signed out, the console asks for the password again.
      await reloadSettled(page);
      await page.locator('#admin-team').waitFor();
      await page.locator('header button').click();
      await page.locator('input[type=password]').waitFor();
      expect((await context.cookies(env.shop.url)).some((c) => c.name === BACK_OFFICE.cookieName)).toBe(false);

      // Signing in again takes the app's next code, and no mail is sent.
      const mailsNow = env.smtp.mailsTo(email).length;
      await page.locator('input[type=email]').fill(email);
      await page.locator('input[type=password]').fill(PASSWORD);
      await page.locator('form button[type=submit]').click();
      await page.locator('input[autocomplete=one-time-code]').waitFor();
      await page.locator('input[autocomplete=one-time-code]').fill(app.generate({ timestamp: Date.now() + 30_000 }));
      await page.locator('form button[type=submit]').first().click();
      await page.locator('#admin-team').waitFor();
      expect(env.smtp.mailsTo(email).length).toBe(mailsNow);
      expect(errors, errors.join('\n')).toEqual([]);
    }, 120_000); // two sign-ins with a mailed code and an app's code, a setup and an invitation in Chromium
  }
});
