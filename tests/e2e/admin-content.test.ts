import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openDatabase, type ShopDatabase } from '../../backend/db/database';
import { recomputeRating } from '../../backend/reviews/reviews';
import { PUBLIC } from '../../core/shared/visibility';
import { productPath } from '../../core/product/product-path';
import { addBackOfficeMember, useConsolePage } from './support/back-office';
import { watchErrors } from './support/browser';
import { gotoSettled } from './support/page-waits';
import { useShopInBrowser } from './support/shop-in-browser';
import { callApi, shots } from './support/shopper';

// Issue 31, deliverables 5 and 7 in Chromium: a Turkish staff member hides a review (with a reason;
// the product page stops showing it) and replies to a contact message (mailed to its sender); the
// content section and the audit log looked at in English and Arabic, desktop and phone.
describe('the back office\'s content section in Chromium', () => {
  const env = useShopInBrowser({ mail: true });
  let database: ShopDatabase;

  beforeAll(async () => {
    database = await openDatabase(env.shop.databaseUrl);
  });
  afterAll(async () => {
    await database?.close();
  });

  const consolePage = useConsolePage(env, () => database.db);

  /** The block's console page signed in as a new member (the sign-in itself is tests/e2e/back-office.test.ts's journey). */
  async function memberPage(role: 'staff' | 'operator', email: string, language: string): Promise<Page> {
    return consolePage.as(await addBackOfficeMember(database.db, { name: 'Deniz Kaya', email, role, language }));
  }

  /** A public product with a fresh spam review on it. */
  async function reviewedProduct(comment: string) {
    const product = await database.db.selectFrom('products').select(['id', 'slug']).where('status', '=', PUBLIC).orderBy('id').executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const writer = await database.db.insertInto('users').values({ name: 'Spam Bot', email: `bot${Date.now()}@example.test`, password_hash: '!', role: 'customer', language: 'en', verified_at: now, created_at: now, updated_at: now })
      .returning('id').executeTakeFirstOrThrow();
    await database.db.insertInto('reviews').values({ product_id: product.id, user_id: writer.id, rating: 1, comment, status: PUBLIC, created_at: now, updated_at: now }).execute();
    await recomputeRating(database.db, product.id);
    return product;
  }

  it('lets a Turkish staff member hide a review with a reason (gone from the product page) and reply to a message by mail', async () => {
    const spam = `UCUZ SAAT satın al ${Date.now()}`;
    const product = await reviewedProduct(spam);
    const productUrl = `${env.shop.url}/tr${productPath(product)}`;
    const sender = `musteri${Date.now()}@example.com`;
    const sent = await callApi(env.shop, 'contact', { name: 'Ayşe Yılmaz', email: sender, subject: 'Kargom nerede?', message: 'Merhaba, siparişim hâlâ gelmedi.' }, { language: 'tr' });
    expect(sent.status, sent.message).toBe(200);

    const page = await memberPage('staff', 'deniz@example.test', 'tr');
    const errors = watchErrors(page);
    // The shopper's page shows the review first.
    await gotoSettled(page, productUrl);
    await page.getByText(spam).waitFor();

    await gotoSettled(page, `${env.shop.url}/tr/admin/content`);
    expect(await page.locator('h2').first().textContent()).toBe('İçerik');
    const card = page.locator('li', { hasText: spam });
    await card.getByRole('button', { name: 'Gizle' }).click();
    await card.getByLabel('Neden (değerlendirmeyle saklanır ve burada gösterilir)').fill('Reklam, gerçek bir değerlendirme değil');
    await card.getByRole('button', { name: 'Değerlendirmeyi gizle' }).click();
    await page.getByRole('status').filter({ hasText: 'Değerlendirme gizlendi' }).waitFor();
    await expect.poll(() => card.textContent()).toContain('Neden: Reklam, gerçek bir değerlendirme değil');
    expect(await card.getByText('Gizli', { exact: true }).count()).toBe(1);

    // The storefront stops showing it within seconds (its caches were told).
    await expect.poll(async () => {
      await gotoSettled(page, productUrl);
      return page.getByText(spam).count();
    }, { timeout: 15_000, interval: 500 }).toBe(0);

    await gotoSettled(page, `${env.shop.url}/tr/admin/content`);
    await page.getByRole('tab', { name: 'Mesajlar' }).click();
    const message = page.locator('li', { hasText: sender });
    await message.getByRole('button', { name: 'E-postayla yanıtla' }).click();
    await message.getByLabel(`${sender} adresine yanıtınız`).fill('Merhaba Ayşe Hanım,\n\nKargonuz yarın elinizde olacak.');
    await message.getByRole('button', { name: 'Yanıtı gönder' }).click();
    await page.getByRole('status').filter({ hasText: sender }).waitFor();
    await expect.poll(() => message.textContent()).toContain('Kargonuz yarın elinizde olacak.');
    expect(await message.getByText('Yanıtlandı', { exact: true }).count()).toBe(1);
    const mailed = await env.smtp.waitFor((mail) => mail.to.includes(sender));
    expect(mailed.subject).toMatch(/numaralı mesajınıza yanıtımız$/);
    expect(mailed.text).toContain('Kargonuz yarın elinizde olacak.');
    expect(errors, errors.join('\n')).toEqual([]);
  }, 120_000);

  for (const language of ['en', 'ar'] as const) {
    it(`shows the content section and the audit log, right to left in Arabic, on a desktop and a phone (${language})`, async () => {
      await reviewedProduct(language === 'ar' ? 'إعلان: ساعات رخيصة' : 'Cheap watches here');
      await callApi(env.shop, 'contact', { name: language === 'ar' ? 'عمر' : 'Omar', email: `omar-${language}@example.com`, subject: language === 'ar' ? 'أين طلبي؟' : 'Where is my order?', message: language === 'ar' ? 'لم يصل طلبي بعد.' : 'It has not arrived yet.' }, { language });
      const page = await memberPage('operator', `owner-${language}@example.test`, language);
      const errors = watchErrors(page);
      const prefix = language === 'en' ? '' : `/${language}`;
      await gotoSettled(page, `${env.shop.url}${prefix}/admin/content`);
      expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
      await page.locator('li').filter({ has: page.getByRole('img') }).first().waitFor();
      await shots(page, `admin-content-reviews-${language}`);
      // A reason being written, so the form is seen too.
      await page.locator('li').filter({ has: page.getByRole('img') }).first().getByRole('button').first().click();
      await page.getByRole('tab').nth(1).click();
      await page.locator('li', { hasText: `omar-${language}@example.com` }).waitFor();
      await shots(page, `admin-content-messages-${language}`);
      const now = new Date().toISOString();
      const subscriber = `=1+1-${language}@example.com`;
      await database.db.insertInto('newsletter_subscriptions').values([
        { email: subscriber, language, confirmed_at: now, created_at: now }, { email: `waiting-${language}@example.com`, language, confirm_sent_at: now, created_at: now },
      ]).execute();
      await page.getByRole('tab').nth(2).click();
      await page.locator('dl dd').first().waitFor();
      await shots(page, `admin-content-newsletter-${language}`);
      // The download is a plain link: the console's cookie alone lets it through; confirmed addresses only, no formula.
      const [download] = await Promise.all([page.waitForEvent('download'), page.locator('a[download]').click()]);
      expect(download.suggestedFilename()).toMatch(/^newsletter-confirmed-\d{4}-\d{2}-\d{2}\.csv$/);
      const saved = join(tmpdir(), `${Date.now()}-${download.suggestedFilename()}`);
      await download.saveAs(saved);
      const csv = readFileSync(saved, 'utf8');
      rmSync(saved, { force: true });
      expect(csv).toContain(`'${subscriber}`);
      expect(csv).not.toContain(`waiting-${language}`);

      await gotoSettled(page, `${env.shop.url}${prefix}/admin/audit`);
      await page.locator('table').first().waitFor();
      await shots(page, `admin-audit-${language}`);
      expect(errors, errors.join('\n')).toEqual([]);
    }, 120_000);
  }
});
