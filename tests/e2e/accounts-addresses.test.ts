import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type SmtpCatcher } from '../support/smtp-catcher';
import { MOBILE, screenshot, watchErrors } from './support/browser';
import { type ShopServer } from './support/shop-server';
import { useShopInBrowser } from './support/shop-in-browser';
import { useShopperPage } from './support/shopper';
import { gotoSettled } from './support/page-waits';

/** A shopper created through the real API: sign-up, the code from the mail that really arrived, verify. */
async function signUp(shop: ShopServer, smtp: SmtpCatcher, email: string): Promise<string> {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${shop.url}/api/v1/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Language: 'en' }, body: JSON.stringify(body) });
    return (await response.json()) as { status: number; message: string; data: { token?: string; challenge?: string } | null; token?: string };
  };
  const signup = await post('user/signup', { name: 'Ana Lima', email, password: 'secret12', password_confirmation: 'secret12' });
  expect(signup.status, signup.message).toBe(200);
  const code = await smtp.codeFor(email);
  const verified = await post('user/verify', { email, code, challenge: signup.data?.challenge });
  expect(verified.status, verified.message).toBe(200);
  const token = verified.token ?? verified.data?.token;
  expect(token).toMatch(/\S{20,}/);
  return token!;
}

const cardNames = (page: Page) => page.getByTestId('address-card').locator('p').first().allTextContents().then(async () => page.getByTestId('address-card').evaluateAll((cards) => cards.map((c) => c.querySelector('p')?.textContent ?? '')));

async function fillAddress(page: Page, labels: Record<string, string>, values: Record<string, string>) {
  const dialog = page.getByRole('dialog');
  for (const [field, value] of Object.entries(values)) await dialog.getByLabel(labels[field]!, { exact: true }).fill(value);
}

const EN = { name: 'Name', email: 'Email', phone: 'Phone', city: 'City', zip: 'Zip code', address_1: 'Address' };
const AR = { name: 'الاسم', email: 'البريد الإلكتروني', phone: 'الهاتف', city: 'المدينة', zip: 'الرمز البريدي', address_1: 'العنوان' };

describe('the address book in a real browser', () => {
  const env = useShopInBrowser({ mail: true });
  // Each case's shopper signs in, in one warm page (a new context fetches and compiles every asset again).
  const shopper = useShopperPage(env);
  /** The signed-in shopper's page at a phone's size, `path` opened anew there. */
  const onPhone = async (page: Page, path: string): Promise<Page> => {
    await page.setViewportSize(MOBILE);
    await gotoSettled(page, `${env.shop.url}${path}`);
    return page;
  };

  it('adds (first), edits (in place) and deletes (after the question) addresses in English', async () => {
    const token = await signUp(env.shop, env.smtp, 'ana.addresses@example.com');
    const page = await shopper.visit({ token, banners: 'popup' });
    const errors = watchErrors(page);
    await gotoSettled(page, `${env.shop.url}/user/addresses`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Addresses');
    await page.getByText('You have not saved any address yet.').waitFor();

    // Every empty field says "{type} is required"; the location starts at the shop's default (AF / BDS when unset).
    const common = (await (await fetch(`${env.shop.url}/api/v1/common`)).json()) as { data: { setting: { default_country: string; default_state: string } } };
    await page.getByRole('button', { name: 'Add address' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByLabel('Country').inputValue()).toBe(common.data.setting.default_country || 'AF');
    await expect.poll(() => dialog.getByLabel('State').inputValue()).toBe(common.data.setting.default_state || 'BDS');
    await dialog.getByRole('button', { name: 'Save address' }).click();
    for (const label of Object.values(EN)) await dialog.getByText(`${label} is required`, { exact: true }).waitFor();
    await screenshot(page, 'addresses-popup-desktop-en');

    await fillAddress(page, EN, { name: 'First Home', email: 'first@example.com', phone: '700100', city: 'Faizabad', zip: '3401', address_1: '1 River Road' });
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await page.getByRole('status').getByText('Address added successfully').waitFor();
    await expect.poll(() => cardNames(page)).toEqual(['First Home']);

    await page.getByRole('button', { name: 'Add address' }).click();
    await fillAddress(page, EN, { name: 'Second Office', email: 'second@example.com', phone: '700200', city: 'Kabul', zip: '1001', address_1: '2 Market St' });
    await page.getByRole('dialog').getByLabel('Country').selectOption('AF');
    await expect.poll(() => page.getByRole('dialog').getByLabel('State').locator('option').allTextContents()).toContain('Badakhshan');
    await page.getByRole('dialog').getByLabel('State').selectOption('BDS');
    await page.getByRole('dialog').getByRole('button', { name: 'Save address' }).click();
    await expect.poll(() => cardNames(page)).toEqual(['Second Office', 'First Home']);

    await page.getByRole('button', { name: 'Edit: First Home' }).click();
    await page.getByRole('dialog').getByLabel('Name', { exact: true }).fill('First Home Edited');
    await page.getByRole('dialog').getByRole('button', { name: 'Save address' }).click();
    await page.getByRole('status').getByText('Address updated successfully').waitFor();
    await expect.poll(() => cardNames(page)).toEqual(['Second Office', 'First Home Edited']);

    await page.getByRole('button', { name: 'Delete: Second Office' }).click();
    const question = page.getByRole('alertdialog', { name: 'Do you really want to delete?' });
    await question.waitFor();
    await question.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => cardNames(page)).toEqual(['First Home Edited']);

    // The server kept it: a reload renders the same list.
    await page.reload();
    await expect.poll(() => cardNames(page)).toEqual(['First Home Edited']);
    expect(errors).toEqual([]);

    // The same shopper on a phone.
    const phone = await onPhone(page, '/user/addresses');
    await phone.getByRole('button', { name: 'Add address' }).click();
    await phone.getByRole('dialog').getByRole('button', { name: 'Save address' }).click();
    await phone.getByRole('dialog').getByText('Name is required').waitFor();
    await screenshot(phone, 'addresses-popup-mobile-en');
  }, 120_000); // every address step on desktop and phone, with screenshots: past the 60 s default under load

  it('works in Arabic, right to left', async () => {
    const token = await signUp(env.shop, env.smtp, 'ana.arabic@example.com');
    const page = await shopper.visit({ token, banners: 'popup' });
    const errors = watchErrors(page);
    await gotoSettled(page, `${env.shop.url}/ar/user/addresses`);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await page.getByRole('button', { name: 'إضافة عنوان' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'حفظ العنوان' }).click();
    for (const label of Object.values(AR)) await dialog.getByText(`حقل ${label} مطلوب`, { exact: true }).waitFor();
    await screenshot(page, 'addresses-popup-desktop-ar');
    // A phone field takes only a phone number, on a phone keypad, and says what one is.
    await fillAddress(page, AR, { name: 'بيت سارة', email: 'sara@example.com', phone: 'abc', city: 'هرات', zip: '3001', address_1: 'شارع النهر 5' });
    expect(await dialog.getByLabel(AR.phone, { exact: true }).getAttribute('inputmode')).toBe('tel');
    await dialog.getByRole('button', { name: 'حفظ العنوان' }).click();
    await dialog.getByText('أدخل رقم هاتف: من 6 إلى 15 رقمًا، مع مسافات أو + أو - أو أقواس').waitFor();
    await screenshot(page, 'addresses-phone-refused-desktop-ar');
    await fillAddress(page, AR, { name: 'بيت سارة', email: 'sara@example.com', phone: '700300', city: 'هرات', zip: '3001', address_1: 'شارع النهر 5' });
    await dialog.getByRole('button', { name: 'حفظ العنوان' }).click();
    await page.getByRole('status').getByText('تمت إضافة العنوان بنجاح').waitFor();
    await expect.poll(() => cardNames(page)).toEqual(['بيت سارة']);
    await page.getByRole('button', { name: 'تعديل: بيت سارة' }).click();
    await page.getByRole('dialog').getByLabel('المدينة', { exact: true }).fill('كابل');
    await page.getByRole('dialog').getByRole('button', { name: 'حفظ العنوان' }).click();
    await page.getByRole('status').getByText('تمت تحديث العنوان بنجاح').waitFor();
    await page.getByRole('button', { name: 'حذف: بيت سارة' }).click();
    await page.getByRole('alertdialog', { name: 'هل تريد الحذف حقًا؟' }).getByRole('button', { name: 'حذف' }).click();
    await page.getByText('لم تحفظ أي عنوان بعد.').waitFor();
    expect(errors).toEqual([]);

    const phone = await onPhone(page, '/ar/user/addresses');
    await phone.getByRole('button', { name: 'إضافة عنوان' }).click();
    await phone.getByRole('dialog').getByLabel('الاسم', { exact: true }).waitFor();
    await screenshot(phone, 'addresses-popup-mobile-ar');
    await phone.keyboard.press('Escape');
    await screenshot(phone, 'addresses-page-mobile-ar');
  }, 120_000); // every address step right to left, with screenshots: past the 60 s default under load
});
