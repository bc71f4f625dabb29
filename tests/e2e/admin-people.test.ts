import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../backend/auth/passwords';
import { openDatabase, type ShopDatabase } from '../../backend/db/database';
import { addBackOfficeMember, useConsolePage } from './support/back-office';
import { watchErrors } from './support/browser';
import { gotoSettled } from './support/page-waits';
import { useShopInBrowser } from './support/shop-in-browser';
import { callApi, shots } from './support/shopper';

const PASSWORD = 'Console-pass-123';

// Issue 31, deliverables 2 and 4 in Chromium: a French operator signs in, sees a seller waiting on
// the dashboard, follows the figure to the people section and approves the store; the seller, who
// signed up in Turkish, is mailed in Turkish. The dashboard is looked at in English and Arabic
// (right to left), desktop and phone.
describe('the dashboard and the people section in Chromium', () => {
  const env = useShopInBrowser({ mail: true });
  let database: ShopDatabase;

  beforeAll(async () => {
    database = await openDatabase(env.shop.databaseUrl);
  });
  afterAll(async () => {
    await database?.close();
  });

  const operator = async (email: string, language: string): Promise<number> =>
    addBackOfficeMember(database.db, { email, role: 'operator', language, passwordHash: await hashPassword(PASSWORD) });
  const consolePage = useConsolePage(env, () => database.db);

  it('approves a seller from the dashboard\'s figure, in French, and the seller is mailed in Turkish', async () => {
    // A seller signs up and proves the address, in Turkish.
    const sellerEmail = `satici.${Date.now()}@example.test`;
    const signUp = await callApi<{ challenge: string }>(env.shop, 'seller/signup', { name: 'Selin Kaya', email: sellerEmail, password: 'seller-pass-1', password_confirmation: 'seller-pass-1', store_name: 'Kaya Baharat', phone: '+90 555 123 4567' }, { language: 'tr' });
    expect(signUp.status, signUp.message).toBe(200);
    const verified = await callApi(env.shop, 'seller/verify', { email: sellerEmail, code: await env.smtp.codeFor(sellerEmail), challenge: signUp.data.challenge }, { language: 'tr' });
    expect(verified.status, verified.message).toBe(200);

    const email = 'operatrice@example.test';
    await operator(email, 'fr');
    const page = await consolePage.as(null);
    const errors = watchErrors(page);
    await gotoSettled(page, `${env.shop.url}/fr/admin`);
    await page.locator('input[type=email]').fill(email);
    await page.locator('input[type=password]').fill(PASSWORD);
    await page.locator('form button[type=submit]').click();
    await page.locator('input[autocomplete=one-time-code]').waitFor();
    await expect.poll(() => env.smtp.mailsTo(email).length).toBeGreaterThan(0);
    const code = /\b(\d{6})\b/.exec(env.smtp.mailsTo(email).at(-1)!.text)![1]!;
    await page.locator('input[autocomplete=one-time-code]').fill(code);
    await page.locator('form button[type=submit]').first().click();

    // The dashboard is the landing page; the sellers' figure counts the new seller and opens the people section.
    await page.locator('#admin-dashboard').waitFor();
    const figure = page.locator('a', { has: page.locator('#figure-sellers_waiting') });
    expect(Number(await figure.locator('[data-figure=sellers_waiting]').textContent())).toBeGreaterThanOrEqual(1);
    await figure.click();
    await page.locator('#admin-people').waitFor();
    expect(page.url()).toBe(`${env.shop.url}/fr/admin/people`);
    const approve = page.getByRole('button', { name: 'Approuver la boutique Kaya Baharat' });
    await approve.waitFor();
    await shots(page, 'admin-people-fr');
    await approve.click();
    await page.getByRole('status').filter({ hasText: 'La boutique Kaya Baharat est approuvée ; nous avons prévenu le vendeur par e-mail.' }).waitFor();
    await expect.poll(() => approve.count()).toBe(0);
    const mail = await env.smtp.waitFor((m) => m.to.includes(sellerEmail) && m.subject.includes('onaylandı'), 30_000);
    expect(mail.subject).toBe('Mağazanız onaylandı');
    const store = await database.db.selectFrom('stores').select('status').where('name', '=', 'Kaya Baharat').executeTakeFirstOrThrow();
    expect(store.status).toBe('approved');
    const audit = await database.db.selectFrom('audit_log').select('actor_email').where('action', '=', 'seller.approve').execute();
    expect(audit.map((row) => row.actor_email)).toContain(email);
    expect(errors, errors.join('\n')).toEqual([]);
  }, 120_000); // a seller's sign-up, a sign-in with a mailed code and an approval in Chromium

  for (const language of ['en', 'ar'] as const) {
    it(`shows the dashboard's cards on a desktop and a phone (${language})`, async () => {
      const page = await consolePage.as(await operator(`dash-${language}@example.test`, language));
      const errors = watchErrors(page);
      await gotoSettled(page, `${env.shop.url}${language === 'en' ? '' : '/ar'}/admin`);
      await page.locator('[data-figure=failed_jobs]').waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
      expect(await page.locator('#admin-dashboard ~ ul li').count()).toBe(9);
      await shots(page, `admin-dashboard-${language}`);
      await page.locator(`nav a[href="${language === 'en' ? '' : '/ar'}/admin/people"]`).click();
      await page.locator('#admin-people-customers').waitFor();
      await shots(page, `admin-people-${language}`);
      expect(errors, errors.join('\n')).toEqual([]);
    }, 60_000);
  }
});
