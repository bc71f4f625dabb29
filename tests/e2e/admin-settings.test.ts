import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type ShopDatabase } from '../../backend/db/database';
import { startStripeSandbox, type StripeSandbox } from '../support/payment-sandboxes/stripe-sandbox';
import { addBackOfficeMember, useConsolePage } from './support/back-office';
import { watchErrors } from './support/browser';
import { journeyFixture, localized, textOf } from './support/checkout-fixtures';
import { gotoSettled, reloadSettled } from './support/page-waits';
import { addressFor, checkoutWith } from './support/payment-journeys';
import { useShopInBrowser } from './support/shop-in-browser';
import { shopperContext, shots, verifiedShopper } from './support/shopper';

// Issue 31, deliverable 6 in Chromium: a French operator turns Stripe on in the console's settings
// (the shop has Stripe's keys: the loopback sandbox) and a shopper already at checkout is offered it
// within seconds, without the shop restarting; a staff member opening /admin/settings is refused.
// Screenshots of the settings in English and Arabic, desktop and phone.
describe('the shop settings in Chromium', () => {
  const stripeEnv: Record<string, string> = {};
  let stripe: StripeSandbox;
  // Registered before the shop's own beforeAll: the shop starts with the sandbox's keys.
  beforeAll(async () => {
    stripe = await startStripeSandbox();
    Object.assign(stripeEnv, stripe.env);
  });
  const env = useShopInBrowser({ mail: true, env: stripeEnv });
  let database: ShopDatabase;
  beforeAll(async () => {
    database = await openDatabase(env.shop.databaseUrl);
  });
  afterAll(async () => {
    await database?.close();
    await stripe?.close();
  });

  const consolePage = useConsolePage(env, () => database.db);

  /** A member with a live back-office session, as the sign-in leaves it, on the block's console page. */
  async function memberPage(role: 'operator' | 'staff', language: string) {
    return consolePage.as(await addBackOfficeMember(database.db, { name: 'Claire Martin', email: `${role}-${language}-${Date.now()}@example.test`, role, language }));
  }

  it('a French operator turns Stripe on and a shopper at checkout is offered it within seconds', async () => {
    const lang = 'fr';
    await database.db.updateTable('payment_methods').set({ enabled: 0 }).where('method', '=', 3).execute();
    // A shopper at checkout, Stripe not offered yet.
    const { email, token } = await verifiedShopper(env.shop, env.smtp, lang, 'stripe-on');
    await addressFor(database.db, email, 'Maison Claire');
    const { delivered } = await journeyFixture(database.db, env.shop, 0, lang);
    const shopper = await shopperContext(env.browser, env.shop, token);
    const checkout = await shopper.newPage();
    await checkoutWith(checkout, env.shop, lang, delivered, 2, { address: 'Maison Claire' });
    const stripeRadio = () => checkout.getByRole('radio', { name: textOf(lang, 'cart:checkout.method_3'), exact: true });
    expect(await stripeRadio().count()).toBe(0);

    const page = await memberPage('operator', lang);
    const errors = watchErrors(page);
    await gotoSettled(page, `${env.shop.url}${localized(lang, '/admin/settings')}`);
    const payments = page.getByRole('form', { name: 'Moyens de paiement' });
    await payments.waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    // Stripe's keys are on the server: it says so, never showing them; PayPal has none and cannot be turned on.
    const stripeRow = payments.getByRole('listitem').filter({ hasText: 'Stripe' });
    expect(await stripeRow.textContent()).toContain('Clés configurées');
    expect(await payments.getByRole('checkbox', { name: 'PayPal' }).isDisabled()).toBe(true);
    for (const secret of [stripe.env.STRIPE_SECRET_KEY!, stripe.env.STRIPE_WEBHOOK_SECRET!]) expect(await page.content()).not.toContain(secret);
    await payments.getByRole('checkbox', { name: 'Stripe' }).check();
    await payments.getByRole('button', { name: 'Enregistrer' }).click();
    await payments.getByRole('status').waitFor();
    expect(await payments.getByRole('status').textContent()).toBe('Moyens de paiement enregistrés. Les clients les voient au paiement d’ici quelques secondes.');

    // The shopper's checkout offers it within seconds (asked again on each look, as a shopper reloading would).
    const seenBy = Date.now() + 10_000;
    await expect.poll(async () => {
      await reloadSettled(checkout);
      return stripeRadio().count();
    }, { timeout: 10_000, interval: 300 }).toBe(1);
    expect(Date.now()).toBeLessThan(seenBy);
    const [entry] = await database.db.selectFrom('audit_log').select(['action', 'after_data']).where('action', '=', 'settings.payments').orderBy('id', 'desc').execute();
    expect(JSON.parse(entry!.after_data!)).toEqual({ stripe: true });
    expect(errors, errors.join('\n')).toEqual([]);
    await shopper.close();
  }, 180_000); // a shopper's sign-up, checkout and the console in Chromium

  it('refuses a staff member the settings, by the menu and by the path', async () => {
    const page = await memberPage('staff', 'fr');
    await gotoSettled(page, `${env.shop.url}/fr/admin/settings`);
    const refusal = page.getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.textContent()).toBe('Cette partie du back-office n’est pas ouverte à votre rôle.');
    expect(await page.getByRole('navigation').filter({ hasText: 'Votre compte' }).textContent()).not.toContain('Réglages');
    expect(await page.getByRole('form', { name: 'Moyens de paiement' }).count()).toBe(0);
    // The server says no too, whatever the page shows.
    const answer = await page.evaluate(async () => (await fetch('/api/v1/admin/settings', { headers: { Language: 'fr' } })).json() as Promise<{ status: number; message: string }>);
    expect(answer).toEqual({ status: 403, message: 'Votre rôle ne permet pas cette action. Adressez-vous à l’exploitant de la boutique.', data: null });
  }, 60_000);

  for (const lang of ['en', 'ar'] as const) {
    it(`shows the settings in ${lang}, every group on a phone without sideways scrolling`, async () => {
      const page = await memberPage('operator', lang);
      await gotoSettled(page, `${env.shop.url}${localized(lang, '/admin/settings')}`);
      await page.locator('#admin-settings').waitFor();
      await page.locator('form').nth(4).waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      expect(await page.locator('form').count()).toBe(5);
      await shots(page, `admin-settings-${lang}`);
    }, 60_000);
  }
});
