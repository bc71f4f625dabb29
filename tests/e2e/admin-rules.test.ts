import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type ShopDatabase } from '../../backend/db/database';
import { addBackOfficeMember, useConsolePage } from './support/back-office';
import { blockingFindings, formatFindings } from './support/axe';
import { watchErrors } from './support/browser';
import { textOf } from './support/checkout-fixtures';
import { gotoSettled } from './support/page-waits';
import { useShopInBrowser } from './support/shop-in-browser';
import { shopperContext, shots } from './support/shopper';

// Issue 31, deliverable 6 (shipping and tax, banners, languages) in Chromium: an Arabic operator
// changes the top banner's text from the console and sees it on the storefront's home page; the
// three sections are looked at in English and Arabic, desktop and phone.
describe('the shop rules sections of the console in Chromium', () => {
  const env = useShopInBrowser();
  let database: ShopDatabase;

  beforeAll(async () => {
    database = await openDatabase(env.shop.databaseUrl);
  });
  afterAll(async () => {
    await database?.close();
  });

  const consolePage = useConsolePage(env, () => database.db);

  /** The block's console page signed in as a new operator (the sign-in itself is tests/e2e/back-office.test.ts's journey). */
  async function operatorPage(language: string) {
    return consolePage.as(await addBackOfficeMember(database.db, { name: 'Layla', email: `rules-${language}-${Date.now()}@example.test`, role: 'operator', language }));
  }

  it('an Arabic operator changes the top banner\'s text and the storefront\'s home page shows it', async () => {
    const page = await operatorPage('ar');
    const errors = watchErrors(page);
    await gotoSettled(page, `${env.shop.url}/ar/admin/banners`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const top = page.getByRole('form', { name: 'الشريط العلوي' });
    const arabic = top.getByLabel('النص باللغة العربية');
    await arabic.waitFor();
    expect(await arabic.getAttribute('dir')).toBe('rtl');
    await shots(page, 'admin-banners-ar');

    const text = 'تخفيضات الشتاء: خصم حتى 30٪';
    await arabic.fill(text);
    await top.getByLabel('معروض في واجهة المتجر').check();
    await top.getByLabel('الرابط').fill('/contact');
    await top.getByRole('button', { name: 'حفظ الشريط العلوي' }).click();
    await page.getByRole('status').filter({ hasText: 'حُفظ الشريط' }).waitFor();

    // The storefront serves it within seconds (the cache was told); a shopper's first visit shows it.
    const shopper = await shopperContext(env.browser, env.shop);
    const home = await shopper.newPage();
    await expect.poll(async () => {
      await gotoSettled(home, `${env.shop.url}/ar`);
      return home.getByTestId('top-banner').textContent({ timeout: 2_000 }).catch(() => null);
    }, { timeout: 20_000 }).toContain(text);
    expect(await home.getByTestId('top-banner').locator('a').first().getAttribute('href')).toBe('/ar/contact');
    await shots(home, 'home-top-banner-ar');
    await shopper.close();

    await gotoSettled(page, `${env.shop.url}/ar/admin/delivery`);
    await page.locator('#admin-delivery').waitFor();
    await page.getByRole('button', { name: 'إضافة قاعدة شحن' }).waitFor();
    await shots(page, 'admin-delivery-ar');
    await gotoSettled(page, `${env.shop.url}/ar/admin/languages`);
    await page.getByText('الافتراضية:', { exact: false }).waitFor();
    await shots(page, 'admin-languages-ar');
    expect(errors, errors.join('\n')).toEqual([]);
  }, 120_000);

  it('the sections in English, with a shipping rule open for editing', async () => {
    const page = await operatorPage('en');
    const errors = watchErrors(page);
    await gotoSettled(page, `${env.shop.url}/admin/delivery`);
    const edit = page.getByRole('button', { name: /^Edit / }).first();
    await edit.waitFor();
    await edit.click();
    await page.getByLabel('Delivery price').first().waitFor();
    await shots(page, 'admin-delivery-en');
    await gotoSettled(page, `${env.shop.url}/admin/banners`);
    await page.getByLabel('Text in English').first().waitFor();
    await shots(page, 'admin-banners-en');
    await gotoSettled(page, `${env.shop.url}/admin/languages`);
    await page.getByText('Default:', { exact: false }).waitFor();
    await shots(page, 'admin-languages-en');
    expect(errors, errors.join('\n')).toEqual([]);
  }, 120_000);
  it('an Arabic operator opens a flash sale for tomorrow; the storefront lists it as upcoming at once', async () => {
    const page = await operatorPage('ar');
    const errors = watchErrors(page);
    await gotoSettled(page, `${env.shop.url}/ar/admin/flash-sales`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByRole('button', { name: textOf('ar', 'adminRules:flashSales.add') }).click();
    const title = `تخفيضات الغد ${Date.now()}`;
    await page.locator('input[lang=en]').fill(`Tomorrow sale ${Date.now()}`);
    await page.locator('input[lang=ar]').fill(title);
    const local = (hours: number) => {
      const at = new Date(Date.now() + hours * 3_600_000);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
    };
    const times = page.locator('input[type=datetime-local]');
    await times.nth(0).fill(local(24));
    await times.nth(1).fill(local(48));
    const findings = await blockingFindings(page, { shell: false });
    expect(findings, formatFindings(findings.map((finding) => ({ page: 'admin flash sales ar', finding })))).toEqual([]);
    await shots(page, 'admin-flash-sales-form-ar');
    await page.getByRole('button', { name: textOf('ar', 'adminRules:flashSales.open') }).click();
    await page.getByText(title).first().waitFor();
    await shots(page, 'admin-flash-sales-ar');
    await expect.poll(async () => {
      const answer = await (await fetch(`${env.shop.url}/api/v1/flash-sale`, { headers: { Language: 'ar' } })).json() as { data: { title: string; state: string }[] };
      return answer.data.find((sale) => sale.title === title)?.state ?? null;
    }).toBe('upcoming');
    expect(errors, errors.join('\n')).toEqual([]);
  }, 120_000);
});
