import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type ShopDatabase } from '../../backend/db/database';
import type { DB } from '../../backend/db/schema';
import { GUEST_CONFIRMATION } from '../../core/orders/guest-confirmation';
import { watchErrors } from './support/browser';
import {
  addAddressInline, addToCart, chooseShipping, escapeRegExp, journeyFixture, localized, stockOf, storedOrder, textOf, type JourneyFixture,
} from './support/checkout-fixtures';
import { useShopInBrowser } from './support/shop-in-browser';
import { shots, useShopperPage } from './support/shopper';
import { gotoSettled, reloadSettled } from './support/page-waits';

/**
 * A guest pays later (cash on delivery) to an address the shop has never seen: the order-placed page
 * says to confirm by e-mail, the order holds its stock but does not count, and the link from the
 * mail, opened in another browser, confirms it and shows it; a second use says it was used. In
 * French and in Arabic (right to left).
 */
describe('a guest confirms an order by the mailed link, in a real browser', () => {
  const env = useShopInBrowser({ mail: true });
  // The guest's browser and the other one the mail is opened in, each warm for the second language
  // (a new context fetches and compiles every asset again) and a new visitor in each case.
  const shopper = useShopperPage(env);
  const mailApp = useShopperPage(env);
  let database: ShopDatabase;
  let db: Kysely<DB>;
  const fixtures = new Map<string, JourneyFixture>();

  beforeAll(async () => {
    database = await openDatabase(env.shop.databaseUrl);
    db = database.db;
    fixtures.set('fr', await journeyFixture(db, env.shop, 0, 'fr'));
    fixtures.set('ar', await journeyFixture(db, env.shop, 1, 'ar'));
  });
  afterAll(async () => {
    await database?.close();
  });

  for (const lang of ['fr', 'ar']) {
    it(`in ${lang}: placed, told what to do, confirmed from the mail's link once`, async () => {
      const { delivered } = fixtures.get(lang)!;
      const stockBefore = await stockOf(db, delivered.inventoryId);
      const page = await shopper.visit();
      const errors = watchErrors(page);

      await addToCart(page, env.shop, lang, delivered);
      await gotoSettled(page, `${env.shop.url}${localized(lang, '/cart')}`);
      await page.getByRole('button', { name: textOf(lang, 'cart:page.proceed') }).click();
      await page.waitForURL(new RegExp(`/${lang}/shipping$`));
      const email = `nouveau.${lang}.${Date.now()}@example.com`;
      await addAddressInline(page, lang, { name: 'Nadia Haddad', email, phone: '5551234567', city: 'Lyon', zip: '69001', address_1: '3 rue Neuve' });
      await chooseShipping(page, lang, delivered, 'delivery');
      await page.getByRole('button', { name: textOf(lang, 'cart:shipping.continue') }).click();
      await page.waitForURL(new RegExp(`/${lang}/checkout$`));
      await page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(textOf(lang, 'cart:checkout.method_2'))}`) }).check();
      await page.getByRole('button', { name: textOf(lang, 'cart:checkout.confirm') }).click();

      // The order-placed page says what to do, in the shopper's language.
      await page.waitForURL(new RegExp(`/${lang}/order-placed/\\d+$`));
      const notice = page.getByTestId('confirm-by-mail');
      await notice.waitFor();
      expect(await notice.textContent()).toContain(textOf(lang, 'cart:placed.confirm_title'));
      expect(await notice.textContent()).toContain(email);
      expect(await notice.textContent()).toContain(String(GUEST_CONFIRMATION.windowMinutes));
      expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      const tracking = (await page.getByTestId('tracking-code').textContent())!.trim();
      await shots(page, `order-awaiting-${lang}`);

      // Held, not counted: stock reserved, the order waits.
      const order = await storedOrder(db, tracking);
      expect(await stockOf(db, delivered.inventoryId)).toBe(stockBefore - 1);
      expect((await db.selectFrom('orders').select('awaiting_confirmation').where('id', '=', order.id).executeTakeFirstOrThrow()).awaiting_confirmation).toBe(1);

      // The mail: in the order's language, with the link; opened in another browser (the phone's mail app).
      const mail = await env.smtp.waitFor((m) => m.to.includes(email) && m.text.includes(tracking), 10_000);
      expect(mail.subject).toContain(tracking);
      const link = /https?:\/\/\S+\/order-confirm\?token=[A-Za-z0-9_-]+/.exec(mail.text)![0];
      expect(new URL(link).pathname).toBe(localized(lang, '/order-confirm'));
      const phone = await mailApp.visit();
      const phoneErrors = watchErrors(phone);
      await gotoSettled(phone, link.replace(/^https?:\/\/[^/]+/, env.shop.url));
      await phone.getByTestId('confirmed-code').waitFor();
      expect((await phone.getByTestId('confirmed-code').textContent())!.trim()).toBe(tracking);
      await shots(phone, `order-confirmed-${lang}`);
      expect((await db.selectFrom('orders').select(['awaiting_confirmation', 'cancelled']).where('id', '=', order.id).executeTakeFirstOrThrow())).toEqual({ awaiting_confirmation: 0, cancelled: 0 });
      // The order confirmation follows, and the link works once.
      await env.smtp.waitFor((m) => m.to.includes(email) && m.text.includes(tracking) && m.subject !== mail.subject, 10_000);
      await reloadSettled(phone);
      await phone.getByRole('alert').waitFor();
      expect(await phone.getByTestId('confirmed-code').count()).toBe(0);
      await phone.getByRole('link', { name: textOf(lang, 'orders:confirm.home') }).waitFor();

      expect([...errors, ...phoneErrors], [...errors, ...phoneErrors].join('\n')).toEqual([]);
    }, 120_000); // a guest's order, its mail and its link opened on a second device, desktop and phone: past the 60 s default
  }
});
