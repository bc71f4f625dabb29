// The shop's settings without SQL (issue 31, deliverable 6), on SQLite and PostgreSQL: every group
// read and saved from the back office by an operator (staff are told they may not), each save
// validated with a message per field in the member's language, refused whole when another change
// came first (the row's version), written in one transaction with its audit entry, and shown by the
// storefront's own api/v1 (`common`, `payment-gateway`) at once, and by another shop process on the
// cache notice (PostgreSQL). What a provider has is said only as "configured": never a key.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ShopSettings } from '../../core/admin/settings';
import { issueBackOfficeSession } from '../../backend/admin/back-office-sessions';
import { createApp } from '../../composition/server/app';
import { waitUntil } from '../support/wait-until';
import { testDatabases } from '../support/databases';
import { bearer } from './orders-support';
import { usePaymentShop } from './payments-support';

type Envelope<T = unknown> = { status: number; message: string; data: T };
type Refusal = { form: string[]; fields: Record<string, string> };

describe.each(testDatabases())('the shop settings in the back office on $name', (database) => {
  const shop = usePaymentShop(database);

  /** A back-office member with a live session (the sign-in itself is tests/api/back-office-auth.test.ts's). */
  async function member(role: 'operator' | 'staff') {
    const user = await shop.signedInUser();
    await shop.db.insertInto('back_office_members').values({ user_id: user.id, role }).execute();
    const token = await issueBackOfficeSession(shop.db, user.id, 'mail');
    return { id: user.id, token };
  }
  const call = async <T>(method: 'GET' | 'POST', url: string, o: { token?: string; payload?: object; lang?: string } = {}) => {
    const response = await shop.app.inject({ method, url: `/api/v1/${url}`, payload: o.payload, headers: { ...(o.token ? bearer(o.token) : {}), Language: o.lang ?? 'en' } });
    return { http: response.statusCode, body: response.json() as Envelope<T>, raw: response.body };
  };
  const settings = async (token: string) => {
    const answer = await call<ShopSettings>('GET', 'admin/settings', { token });
    expect(answer.body.status, answer.body.message).toBe(200);
    return answer.body.data;
  };
  const save = <T = ShopSettings>(token: string, group: string, payload: object, lang = 'en') => call<T>('POST', `admin/settings/${group}`, { token, payload, lang });
  const common = async (lang = 'en') => (await call<{ setting: Record<string, unknown>; site_setting: Record<string, unknown> }>('GET', 'common', { lang })).body.data;
  const gateway = async (lang = 'en') => (await call<{ methods: { method: number; key: string; config: Record<string, unknown> }[] }>('GET', 'payment-gateway', { lang })).body.data.methods;
  const auditOf = (action: string) => shop.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id', 'desc').execute();
  /** Every row a settings save may touch: the same before and after a refusal. */
  const rows = async () => JSON.stringify({
    settings: await shop.db.selectFrom('settings').selectAll().execute(),
    site: await shop.db.selectFrom('site_settings').selectAll().execute(),
    methods: await shop.db.selectFrom('payment_methods').selectAll().orderBy('method').execute(),
    audit: await shop.db.selectFrom('audit_log').select('id').where('action', 'like', 'settings.%').execute(),
  });
  const secrets = () => Object.entries(shop.stripe.env).filter(([name]) => /SECRET/.test(name)).map(([, value]) => value);

  it('lists every payment method with whether its provider is configured, never a key; turns Stripe on and checkout offers it at once', async () => {
    const boss = await member('operator');
    const before = await settings(boss.token);
    expect(before.payments.map((m) => [m.key, m.online, m.configured, m.enabled])).toEqual([
      ['cash_on_delivery', false, true, true], ['bank_transfer', false, true, true], ['razorpay', true, false, false],
      ['stripe', true, true, false], ['paypal', true, false, false], ['paystack', true, false, false], ['flutterwave', true, false, false],
    ]);
    expect((await gateway()).map((m) => m.key)).not.toContain('stripe');
    const stripe = before.payments.find((m) => m.key === 'stripe')!;
    const saved = await save(boss.token, 'payments', { methods: [{ method: stripe.method, enabled: true, version: stripe.version }] });
    expect(saved.body.message).toBe('Payment methods saved. Shoppers see them at checkout within seconds.');
    expect(saved.body.data.payments.find((m) => m.key === 'stripe')).toMatchObject({ enabled: true, version: stripe.version + 1 });
    expect((await gateway()).map((m) => m.key)).toContain('stripe');
    const [entry] = await auditOf('settings.payments');
    expect(entry).toMatchObject({ actor_id: boss.id, subject: 'settings' });
    expect(JSON.parse(entry!.before_data!)).toEqual({ stripe: false });
    expect(JSON.parse(entry!.after_data!)).toEqual({ stripe: true });
    // No secret in any answer, not even a part of one.
    for (const raw of [saved.raw, (await call('GET', 'admin/settings', { token: boss.token })).raw, JSON.stringify(await gateway())]) {
      for (const secret of secrets()) {
        expect(raw).not.toContain(secret);
        expect(raw).not.toContain(secret.slice(-8));
      }
      expect(raw).not.toMatch(/secret|sk_test/i);
    }
  });

  it('refuses to turn on a method whose provider has no keys, a stale version, and a forged list, in the member\'s language, changing nothing', async () => {
    const boss = await member('operator');
    const now = await settings(boss.token);
    const paypal = now.payments.find((m) => m.key === 'paypal')!;
    const cod = now.payments.find((m) => m.key === 'cash_on_delivery')!;
    const untouched = await rows();
    const refused = await save<Refusal>(boss.token, 'payments', { methods: [{ method: cod.method, enabled: false, version: cod.version }, { method: paypal.method, enabled: true, version: paypal.version }] }, 'fr');
    expect(refused.body).toMatchObject({ status: 201, data: { fields: { 'method.4': 'Impossible d’activer PayPal : ses clés ne sont pas configurées sur le serveur. Renseignez-les dans l’environnement du serveur puis redémarrez-le.' } } });
    const stale = await save<Refusal>(boss.token, 'payments', { methods: [{ method: cod.method, enabled: false, version: cod.version - 1 || 99 }] });
    expect(stale.body).toMatchObject({ status: 201, data: { form: [expect.stringContaining('Someone else changed these settings after you opened them. Nothing was saved')] } });
    for (const body of [{}, { methods: [] }, { methods: [{ method: 99, enabled: true, version: 1 }] }, { methods: [{ method: cod.method, enabled: 'yes', version: cod.version }] }]) {
      expect((await save(boss.token, 'payments', body)).body.status).toBe(201);
    }
    expect(await rows()).toBe(untouched);
  });

  it('saves the bank-transfer texts a shopper reads, per language, and refuses a bad SWIFT code or a missing account number', async () => {
    const boss = await member('operator');
    const { bankTransfer } = await settings(boss.token);
    expect(bankTransfer.instructions.fr).toContain('Indiquez votre code de commande');
    const untouched = await rows();
    const bad = await save<Refusal>(boss.token, 'bank-transfer', { ...bankTransfer, swift: 'NOT A CODE', account_number: '', instructions: { ...bankTransfer.instructions, ar: 'ن'.repeat(1001) } }, 'ar');
    expect(bad.body.data.fields).toEqual({
      swift: 'يتكون رمز SWIFT/BIC من 8 أو 11 حرفًا ورقمًا، مثل DEUTDEFF أو DEUTDEFF500.',
      account_number: 'حقل رقم الحساب أو IBAN مطلوب',
      'instructions.ar': 'حقل التعليمات (ar) طويل جدًا',
    });
    expect(await rows()).toBe(untouched);
    const saved = await save(boss.token, 'bank-transfer', { ...bankTransfer, bank_name: 'Banque du Test', swift: 'bnpafrpp', instructions: { ...bankTransfer.instructions, fr: 'Virez sous 3 jours.' } });
    expect(saved.body.status, saved.body.message).toBe(200);
    const shown = (await gateway('fr')).find((m) => m.key === 'bank_transfer')!.config;
    expect(shown).toMatchObject({ bank_name: 'Banque du Test', swift: 'BNPAFRPP', instructions: 'Virez sous 3 jours.' });
    expect((await gateway('en')).find((m) => m.key === 'bank_transfer')!.config.instructions).toBe(bankTransfer.instructions.en);
    const [entry] = await auditOf('settings.bank_transfer');
    expect(JSON.parse(entry!.before_data!)).toMatchObject({ bank_name: bankTransfer.bank_name });
    expect(JSON.parse(entry!.after_data!)).toMatchObject({ bank_name: 'Banque du Test', swift: 'BNPAFRPP' });
    // The form read before this save is stale now.
    expect((await save(boss.token, 'bank-transfer', { ...bankTransfer, bank_name: 'Late' })).body.data).toEqual({ form: [expect.stringContaining('Someone else changed')] });
  });

  it('saves analytics and pixel ids in their formats and the storefront\'s switches; common says so at once', async () => {
    const boss = await member('operator');
    const { storefront } = await settings(boss.token);
    const untouched = await rows();
    const bad = await save<Refusal>(boss.token, 'storefront', { ...storefront, enable_ga: true, ga_id: 'UA-12345-1', enable_pixel: true, pixel_id: '12ab', cookie_banner: false }, 'fr');
    expect(bad.body.data.fields).toEqual({
      ga_id: 'Un ID de mesure Google Analytics 4 commence par G- suivi de lettres et de chiffres, par exemple G-ABC123XYZ9.',
      pixel_id: 'Un ID de pixel Meta comporte de 5 à 20 chiffres, par exemple 123456789012345.',
      cookie_banner: expect.stringContaining('laissez le bandeau activé'),
    });
    expect((await save<Refusal>(boss.token, 'storefront', { ...storefront, enable_ga: true, ga_id: '' })).body.data.fields).toEqual({ ga_id: 'Google Analytics ID is required' });
    expect((await save<Refusal>(boss.token, 'storefront', { ...storefront, guest_checkout: 'maybe' })).body.data.fields).toEqual({ guest_checkout: 'Guest checkout is not valid' });
    expect(await rows()).toBe(untouched);

    const saved = await save(boss.token, 'storefront', { ...storefront, enable_ga: true, ga_id: 'G-TEST12345', enable_pixel: true, pixel_id: '123456789012345', cookie_banner: true, guest_checkout: false, vendor_registration: false, product_review: false });
    expect(saved.body.message).toBe('Storefront settings saved.');
    expect((await common()).setting).toMatchObject({ enable_ga: 1, ga_id: 'G-TEST12345', enable_pixel: 1, pixel_id: '123456789012345', cookie_banner: 1, guest_checkout: 0, vendor_registration: 0 });
    expect((await common()).setting).not.toHaveProperty('version');
    const [entry] = await auditOf('settings.storefront');
    expect(JSON.parse(entry!.before_data!)).toMatchObject({ enable_ga: 0, guest_checkout: 1 });
    expect(JSON.parse(entry!.after_data!)).toMatchObject({ enable_ga: 1, ga_id: 'G-TEST12345', guest_checkout: 0, product_review: 0 });
    expect(await shop.db.selectFrom('settings').select('product_review').executeTakeFirstOrThrow()).toEqual({ product_review: 0 });
    expect((await save(boss.token, 'storefront', storefront)).body.data).toEqual({ form: [expect.stringContaining('Someone else changed')] });
  });

  it('sets the free-delivery threshold by the command line\'s rule; a change from the command line makes an open form stale', async () => {
    const boss = await member('operator');
    const { freeDelivery } = await settings(boss.token);
    const untouched = await rows();
    for (const amount of ['abc', '0', '-5', '12.345', 'off', '1e3']) {
      expect((await save<Refusal>(boss.token, 'free-delivery', { version: freeDelivery.version, amount })).body.data.fields, amount).toEqual({ amount: expect.stringContaining('Enter an amount above 0') });
    }
    expect(await rows()).toBe(untouched);
    const saved = await save(boss.token, 'free-delivery', { version: freeDelivery.version, amount: '49.90' });
    expect(saved.body.data.freeDelivery).toMatchObject({ amount: '49.90', version: freeDelivery.version + 1 });
    expect((await common()).setting.free_delivery_over).toBe(49.9);
    const [entry] = await auditOf('settings.free_delivery');
    expect(JSON.parse(entry!.after_data!)).toEqual({ free_delivery_over_cents: 4990 });
    const off = await save(boss.token, 'free-delivery', { version: saved.body.data.freeDelivery.version, amount: '' });
    expect(off.body.data.freeDelivery.amount).toBe('');
    expect((await common()).setting.free_delivery_over).toBeNull();
    // `npm run admin -- setting free-delivery 30` raises the row's version: the console's form is refused, not silently undone.
    const { settingCommand } = await import('../../backend/admin/setting-desk');
    expect((await settingCommand({ db: shop.db, dialect: shop.dialect }, ['free-delivery', '30'])).code).toBe(0);
    expect((await save(boss.token, 'free-delivery', { version: off.body.data.freeDelivery.version, amount: '10' })).body.data).toEqual({ form: [expect.stringContaining('Someone else changed')] });
    expect(await shop.db.selectFrom('settings').select('free_delivery_over').executeTakeFirst()).toEqual({ free_delivery_over: 3000 });
  });

  it('saves the shop\'s name, contact e-mail and phone, shown by common in every language', async () => {
    const boss = await member('operator');
    const { shop: identity } = await settings(boss.token);
    const untouched = await rows();
    const bad = await save<Refusal>(boss.token, 'shop', { ...identity, site_name: '', email: 'not-mail', phone: '12' }, 'tr');
    expect(Object.keys(bad.body.data.fields).sort()).toEqual(['email', 'phone', 'site_name']);
    expect(bad.body.data.fields.site_name).toBe('Mağaza adı zorunludur');
    expect(await rows()).toBe(untouched);
    const saved = await save(boss.token, 'shop', { ...identity, site_name: 'Souk Nouveau', email: 'Hello@Souk.test', phone: '+33 1 23 45 67 89' });
    expect(saved.body.status, saved.body.message).toBe(200);
    for (const lang of ['en', 'ar']) {
      const data = await common(lang);
      expect(data.site_setting.site_name).toBe('Souk Nouveau');
      expect(data.setting).toMatchObject({ email: 'hello@souk.test', phone: '+33 1 23 45 67 89' });
    }
    const [entry] = await auditOf('settings.shop');
    expect(JSON.parse(entry!.before_data!)).toMatchObject({ site_name: identity.site_name });
    expect(JSON.parse(entry!.after_data!)).toEqual({ site_name: 'Souk Nouveau', email: 'hello@souk.test', phone: '+33 1 23 45 67 89' });
    // One of the two rows moved on (another member saved the storefront group): the whole save is refused.
    const again = saved.body.data.shop;
    await shop.db.updateTable('site_settings').set((eb) => ({ version: eb('version', '+', 1) })).execute();
    expect((await save(boss.token, 'shop', { ...again, site_name: 'Lost' })).body.data).toEqual({ form: [expect.stringContaining('Someone else changed')] });
    expect((await common()).site_setting.site_name).toBe('Souk Nouveau');
    expect((await common()).setting.email).toBe('hello@souk.test');
  });

  it('refuses staff with a clear message and nobody as nobody, reading and writing nothing', async () => {
    const staff = await member('staff');
    const boss = await member('operator');
    const current = await settings(boss.token);
    const untouched = await rows();
    for (const lang of ['en', 'fr']) {
      const read = await call('GET', 'admin/settings', { token: staff.token, lang });
      expect(read.http).toBe(403);
      expect(read.body).toEqual({ status: 403, message: lang === 'en' ? 'Your role does not allow this. Ask the shop’s operator.' : 'Votre rôle ne permet pas cette action. Adressez-vous à l’exploitant de la boutique.', data: null });
    }
    const write = await save(staff.token, 'shop', { ...current.shop, site_name: 'Staff was here' });
    expect(write.http).toBe(403);
    const shopper = await shop.signedInUser();
    for (const token of [undefined, shopper.token]) expect((await call('GET', 'admin/settings', { token })).body).toEqual({ status: 403, message: 'Unauthorized', data: null });
    expect(await rows()).toBe(untouched);
  });

  it('answers any body to every save without a 5xx, and a refused one changes nothing', async () => {
    const boss = await member('operator');
    const keys = ['version', 'site_version', 'methods', 'method', 'enabled', 'amount', 'site_name', 'email', 'phone', 'ga_id', 'enable_ga', 'cookie_banner', 'swift', 'account_number', 'account_holder', 'instructions', 'en', '__proto__'];
    const value = fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean(), fc.constant(null), fc.constantFrom('1', '0', 'G-ABCDE', '12345', '\u0000', 'x'.repeat(3000)),
      fc.array(fc.dictionary(fc.constantFrom(...keys), fc.oneof(fc.integer({ min: -1, max: 9 }), fc.boolean(), fc.string({ maxLength: 4 }))), { maxLength: 3 }),
      fc.dictionary(fc.constantFrom('en', 'fr', 'xx'), fc.string({ maxLength: 6 })));
    for (const group of ['payments', 'bank-transfer', 'storefront', 'free-delivery', 'shop']) {
      await fc.assert(fc.asyncProperty(fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: 6 }), async (payload) => {
        const before = await rows();
        const answer = await save(boss.token, group, payload);
        expect(answer.http).toBeLessThan(500);
        if (answer.body.status !== 200) expect(await rows()).toBe(before);
      }), { seed: 31, numRuns: 15 });
    }
  });

  it.runIf(database.name === 'postgres')('reaches another shop process on the cache notice, long before its caches would expire', async () => {
    const boss = await member('operator');
    const other = await createApp({ shop: shop.database, readModelTtlMs: 10 * 60_000 });
    try {
      const nameThere = async () => (await other.inject({ method: 'GET', url: '/api/v1/common' })).json<Envelope<{ site_setting: { site_name: string } }>>().data.site_setting.site_name;
      const cached = await nameThere();
      const { shop: identity } = await settings(boss.token);
      expect(cached).toBe(identity.site_name);
      expect((await save(boss.token, 'shop', { ...identity, site_name: 'Heard Everywhere' })).body.status).toBe(200);
      await waitUntil(async () => (await nameThere()) === 'Heard Everywhere', 'the other process to show the new name', { withinMs: 5_000, everyMs: 50 });
    } finally {
      await other.close();
    }
  });
});
