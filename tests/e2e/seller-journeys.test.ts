import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blockingFindings, formatFindings } from './support/axe';
import { watchErrors } from './support/browser';
import { localized, textOf } from './support/checkout-fixtures';
import { gotoSettled } from './support/page-waits';
import { useShopDatabase } from './support/shop-database';
import { useShopInBrowser } from './support/shop-in-browser';
import { PHONE, shots, useVisitorPage } from './support/shopper';

const photo = async (colour: string) => sharp({ create: { width: 900, height: 900, channels: 3, background: colour } }).png().toBuffer();

/** The seller workspace's page checked with axe: nothing blocking. */
async function accessible(page: Page, name: string): Promise<void> {
  const findings = await blockingFindings(page, { shell: false });
  expect(findings, formatFindings(findings.map((finding) => ({ page: name, finding })))).toEqual([]);
}

// Issue 32 in Chromium: a Turkish seller on a phone registers, waits for the shop, is approved,
// describes the store, creates a product with two variants and two photos and publishes it; a
// shopper in Hindi finds it by search, sees the seller's photo and prices, and puts a variant in the
// cart. The workspace is looked at in Turkish (phone) and Arabic (right to left), and checked with axe.
describe('the seller workspace in Chromium', () => {
  const env = useShopInBrowser({ mail: true });
  const shopDb = useShopDatabase(env);
  const visitor = useVisitorPage(env);

  it('a Turkish seller on a phone registers, is approved, lists a product with two variants and photos; a Hindi shopper finds it', async () => {
    const tr = (key: string, values?: Record<string, string | number>) => textOf('tr', key, values);
    const email = `satici.${Date.now()}@example.test`;
    // Published at once: the review queue has its own tests (tests/api/seller-review.test.ts, ui/admin).
    await shopDb.db.updateTable('settings').set({ product_review: 0 }).execute();
    const page = await visitor.fresh();
    await page.setViewportSize(PHONE);
    const errors = watchErrors(page);

    await gotoSettled(page, `${env.shop.url}/tr/seller/register`);
    await page.getByLabel(tr('auth:fields.store_name'), { exact: true }).fill('Bakırcı Usta');
    await page.getByLabel(tr('auth:fields.name'), { exact: true }).fill('Selin Kaya');
    await page.getByLabel(tr('auth:fields.email'), { exact: true }).fill(email);
    await page.getByLabel(tr('auth:fields.phone'), { exact: true }).fill('+90 555 123 4567');
    await page.getByLabel(tr('auth:fields.password'), { exact: true }).fill('seller-pass-1');
    await page.getByLabel(tr('auth:fields.password_confirmation'), { exact: true }).fill('seller-pass-1');
    await page.getByRole('button', { name: tr('auth:seller.submit') }).click();
    await page.getByLabel(tr('auth:fields.code')).fill(await env.smtp.codeFor(email));
    await page.getByRole('button', { name: tr('auth:register.verify') }).click();
    await page.getByRole('heading', { name: tr('auth:seller.pending_title') }).waitFor();

    // Signed in, the store waits: the workspace says so and offers nothing else.
    await gotoSettled(page, `${env.shop.url}/tr/seller`);
    await page.getByRole('heading', { name: tr('seller:standing.waiting_title', { store: 'Bakırcı Usta' }) }).waitFor();
    await shots(page, 'seller-waiting-tr');

    // The shop approves the store (the console's approval has its own journey, admin-people).
    await shopDb.db.updateTable('stores').set({ status: 'approved', approved_at: new Date().toISOString() }).where('name', '=', 'Bakırcı Usta').execute();
    await gotoSettled(page, `${env.shop.url}/tr/seller`);
    await page.getByRole('heading', { name: tr('seller:overview.title') }).waitFor();
    await accessible(page, 'seller overview tr');

    // The store's description, in Turkish: shown on its public page.
    await page.getByRole('navigation', { name: tr('seller:menu.label') }).getByRole('link', { name: tr('seller:menu.store') }).click();
    await page.getByRole('heading', { name: tr('seller:store.title') }).waitFor();
    await page.locator('textarea[name=description-tr]').fill('El yapımı bakır cezveler ve tepsiler.');
    await page.getByRole('button', { name: tr('seller:store.save') }).click();
    await page.getByRole('status').filter({ hasText: /./ }).first().waitFor();
    await accessible(page, 'seller store tr');

    // A product with two colours and two photos.
    await gotoSettled(page, `${env.shop.url}/tr/seller/products/new`);
    await page.getByRole('heading', { name: tr('seller:form.new_title') }).waitFor();
    await page.locator('input[name=title-en]').fill('Hand-hammered copper cezve');
    await page.locator('input[name=title-tr]').fill('Dövme bakır cezve');
    await page.locator('textarea[name=description-tr]').fill('Usta elinden, kalaylı iç yüzey.');
    const category = page.locator('select[name=category]');
    await category.selectOption({ index: 1 });
    await page.locator('input[name=price]').fill('40');
    const values = page.locator('#seller-variants fieldset').first().locator('input[type=checkbox]');
    await values.nth(0).check();
    await values.nth(1).check();
    await page.getByRole('button', { name: tr('seller:form.make_variants') }).click();
    const stamp = Date.now().toString(36).toUpperCase();
    for (const [i, price, stock] of [[0, '40', '5'], [1, '45', '3']] as const) {
      await page.locator(`input[name=sku-${i}]`).fill(`CEZVE-${stamp}-${i}`);
      await page.locator(`input[name=price-${i}]`).fill(price);
      await page.locator(`input[name=stock-${i}]`).fill(stock);
    }
    await page.locator('#seller-photos').setInputFiles([
      { name: 'cezve-on.png', mimeType: 'image/png', buffer: await photo('#b8733d') },
      { name: 'cezve-yan.png', mimeType: 'image/png', buffer: await photo('#6b3e1f') },
    ]);
    await page.getByRole('img', { name: tr('seller:form.photo_n', { n: 2 }) }).waitFor({ timeout: 20_000 });
    await shots(page, 'seller-product-form-tr');
    await accessible(page, 'seller product form tr');
    await page.getByRole('button', { name: tr('seller:form.publish') }).click();
    await page.locator('[data-state=published]').waitFor();
    const product = await shopDb.db.selectFrom('products').select(['id', 'slug', 'publication', 'status', 'image']).where('title', '=', 'Hand-hammered copper cezve').executeTakeFirstOrThrow();
    expect(product).toMatchObject({ publication: 'published', status: 1 });
    expect(product.image).toMatch(/^products\/[0-9a-f]{64}\.jpg$/);

    // The list shows it, as cards on the phone.
    await gotoSettled(page, `${env.shop.url}/tr/seller/products`);
    await page.getByText('Dövme bakır cezve').first().waitFor();
    await shots(page, 'seller-products-tr');
    await accessible(page, 'seller products tr');

    // The same workspace right to left, in Arabic.
    await gotoSettled(page, `${env.shop.url}/ar/seller/products/${product.id}`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByRole('heading', { name: textOf('ar', 'seller:form.edit_title') }).waitFor();
    await shots(page, 'seller-product-form-ar');
    await accessible(page, 'seller product form ar');
    expect(errors, errors.join('\n')).toEqual([]);

    // A shopper in Hindi finds it by search and puts the dearer colour in the cart.
    const shopper = await visitor.fresh();
    const shopperErrors = watchErrors(shopper);
    await gotoSettled(shopper, `${env.shop.url}${localized('hi', `/search?q=${encodeURIComponent('copper cezve')}`)}`);
    await shopper.getByRole('link', { name: /Hand-hammered copper cezve/ }).first().click();
    await shopper.waitForURL(new RegExp(`/product/${product.id}$`));
    await expect.poll(() => shopper.locator(`img[src*="${product.image}"]`).count()).toBeGreaterThan(0);
    await shopper.getByRole('button', { name: textOf('hi', 'product:detail.add_to_cart'), exact: true }).waitFor();
    await shots(shopper, 'seller-product-page-hi');
    expect(shopperErrors, shopperErrors.join('\n')).toEqual([]);
  }, 240_000); // a sign-up with a mailed code, three workspace screens with photos and axe, a shopper's search
});
