// The back office's shipping and tax rules, banners and languages (issue 31, deliverable 6, second
// half), on SQLite and PostgreSQL: an operator's change reaches what api/v1 prices and shows (the
// shipping a cart and an order are charged, a cart's tax, common's top banner, the languages), bad
// input and a stale version are refused with nothing changed, staff are refused, and every change is
// in the audit log with its before and after.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BannerRules, DeliveryRules, LanguageView, ShippingRuleView } from '../../core/admin/shop-rules';
import type { CommonData } from '../../core/common/common-data';
import { issueBackOfficeSession } from '../../backend/admin/back-office-sessions';
import { testDatabases } from '../support/databases';
import { address, bearer, cartLine, type PlacedOrder, placeOrderCall, product, shippingRule, taxRule, useOrderShop } from './orders-support';

type Envelope<T = unknown> = { status: number; message: string; data: T };

describe.each(testDatabases())('back-office shop rules on $name', (database) => {
  const shop = useOrderShop(database);

  /** A back-office member of `role` with a live session (the sign-in itself is tests/api/back-office-auth.test.ts's). */
  async function memberToken(role: 'operator' | 'staff'): Promise<{ id: number; headers: Record<string, string> }> {
    const user = await shop.signedInUser();
    await shop.db.insertInto('back_office_members').values({ user_id: user.id, role }).execute();
    return { id: user.id, headers: bearer(await issueBackOfficeSession(shop.db, user.id, 'mail')) };
  }
  const call = async <T>(method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) => {
    const response = await shop.app.inject({ method, url: `/api/v1/${url}`, payload, headers });
    return { http: response.statusCode, body: response.json() as Envelope<T> };
  };
  const auditOf = (action: string, subjectId: string | number) =>
    shop.db.selectFrom('audit_log').select(['actor_id', 'before_data', 'after_data']).where('action', '=', action).where('subject_id', '=', String(subjectId)).execute();

  /** A buyer with one unit of a product shipped by a fresh rule (US/CA at `cents`) and taxed by `taxId`. */
  async function buyer(cents: number, taxId: number | null = null) {
    const user = await shop.signedInUser();
    const owner = { userId: user.id };
    const { ruleId } = await shippingRule(shop.db, { priceCents: cents, country: 'US', state: 'CA' });
    const item = await product(shop.db, { sellingCents: 2000, stock: 20, shippingRuleId: ruleId, taxRuleId: taxId });
    await cartLine(shop.db, owner, item, 1);
    return { user, ruleId, addressId: await address(shop.db, owner, 'US', 'CA') };
  }
  const cartOf = async (b: Awaited<ReturnType<typeof buyer>>) => (await call<{ cart: { shipping_place: { price: number } | null; flash_product: { tax_rules: { type: number; price: number } | null } }[] }>(
    'GET', `cart/by-user?address_id=${b.addressId}`, bearer(b.user.token))).body.data.cart[0]!;

  it('an edited shipping rule prices the cart and the order placed at checkout; the audit keeps before and after', async () => {
    const operator = await memberToken('operator');
    const b = await buyer(750);
    expect((await cartOf(b)).shipping_place?.price).toBe(7.5);

    const rules = await call<DeliveryRules>('GET', 'admin/rules/delivery', operator.headers);
    expect(rules.body.status).toBe(200);
    const rule = rules.body.data.shipping.find((r) => r.id === b.ruleId)!;
    expect(rule).toMatchObject({ products: 1, orders: 0, version: 1, places: [{ country: 'US', state: 'CA', price: 7.5 }] });

    const edited = { ...rule, titles: { en: 'Courier', fr: 'Coursier', ar: 'ساعي' }, places: [{ ...rule.places[0]!, price: '12.40' }, { country: 'ALL', state: 'ALL', price: 20, pickup_price: 0, day_needed: 5, pickup_point: '' }] };
    const saved = await call<DeliveryRules>('POST', 'admin/rules/shipping', { ...operator.headers, Language: 'fr' }, edited);
    expect(saved.body.status, saved.body.message).toBe(200);
    expect(saved.body.message).toBe('La règle de livraison « Coursier » est enregistrée ; le paiement l’utilise dans quelques secondes.');
    const after = saved.body.data.shipping.find((r) => r.id === b.ruleId)!;
    expect(after.version).toBe(2);
    // The place kept its id: carts and orders that point at it still do.
    expect(after.places.map((p) => [p.id === rule.places[0]!.id, p.country, p.price])).toEqual([[true, 'US', 12.4], [false, 'ALL', 20]]);
    expect(await shop.db.selectFrom('shipping_places').select('price').where('id', '=', rule.places[0]!.id!).executeTakeFirstOrThrow()).toEqual({ price: 1240 });

    expect((await cartOf(b)).shipping_place?.price).toBe(12.4);
    const placed = await placeOrderCall(shop, b.user.token, { order_method: 2, address_id: b.addressId });
    expect(placed.http).toBe(200);
    const order = await shop.db.selectFrom('orders').select(['shipping_price', 'total_amount']).where('id', '=', (placed.body.data as PlacedOrder).id).executeTakeFirstOrThrow();
    expect([Number(order.shipping_price), Number(order.total_amount)]).toEqual([1240, 3240]);

    const [entry] = await auditOf('shipping_rule.edit', b.ruleId);
    expect(entry!.actor_id).toBe(operator.id);
    expect(JSON.parse(entry!.before_data!)).toMatchObject({ version: 1, places: [{ price: 750 }] });
    expect(JSON.parse(entry!.after_data!)).toMatchObject({ title: 'Courier', version: 2, places: [{ price: 1240 }, { country: 'ALL', price: 2000 }], titles: expect.arrayContaining([{ lang: 'ar', title: 'ساعي' }]) });
  });

  it('refuses bad input whole with each reason, a stale version, and deletions that would break orders or products; nothing changes', async () => {
    const operator = await memberToken('operator');
    const b = await buyer(500);
    const rule = (await call<DeliveryRules>('GET', 'admin/rules/delivery', operator.headers)).body.data.shipping.find((r) => r.id === b.ruleId)!;
    const stored = async () => ({
      rule: await shop.db.selectFrom('shipping_rules').select(['title', 'version']).where('id', '=', b.ruleId).executeTakeFirstOrThrow(),
      places: await shop.db.selectFrom('shipping_places').select(['id', 'country', 'state', 'price']).where('shipping_rule_id', '=', b.ruleId).orderBy('id').execute(),
    });
    const before = await stored();
    const audits = async () => Number((await shop.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
    const auditsBefore = await audits();

    const bad = await call('POST', 'admin/rules/shipping', operator.headers, {
      ...rule, titles: { en: '' },
      places: [{ ...rule.places[0]!, price: '-1' }, { country: 'ZZ', state: 'ALL', price: 1, pickup_price: 0, day_needed: 2, pickup_point: '' }, { country: 'US', state: 'XX', price: 1, pickup_price: 0, day_needed: 400, pickup_point: '' }],
    });
    expect(bad.body.status).toBe(201);
    expect((bad.body.data as { form: string[] }).form).toEqual([
      'Give the name in English: it is the one shown where no other language has its own.',
      'Prices are amounts from 0 to 1,000,000 with at most two decimals.',
      '“ZZ” is not a country we know: use its two-letter code (FR, TR, IN…) or ALL.',
      '“XX” is not a state of US: use its code, or ALL for the whole country (ALL everywhere takes state ALL).',
      'Days needed is a whole number from 0 to 365.',
    ]);

    // Another operator saved first: this form's version is behind.
    const first = await call('POST', 'admin/rules/shipping', operator.headers, { ...rule, titles: { en: 'First' } });
    expect(first.body.status).toBe(200);
    const stale = await call('POST', 'admin/rules/shipping', { ...operator.headers, Language: 'ar' }, { ...rule, titles: { en: 'Second' } });
    expect(stale.body).toMatchObject({ status: 201, message: 'غيّر شخص آخر هذا منذ أن فتحته. أعد التحميل لترى تغييره؛ لم يُحفظ شيء.' });
    expect((await stored()).rule).toEqual({ title: 'First', version: 2 });

    // A product ships by it: deleting would make it unorderable.
    const inUse = await call('POST', 'admin/rules/shipping/delete', operator.headers, { id: b.ruleId, version: 2 });
    expect(inUse.body.message).toContain('1 products ship by this rule');
    // An order shipped by it: the rule and that place stay.
    const placed = await placeOrderCall(shop, b.user.token, { order_method: 2, address_id: b.addressId });
    expect(placed.http).toBe(200);
    await shop.db.updateTable('products').set({ shipping_rule_id: null }).where('shipping_rule_id', '=', b.ruleId).execute();
    const ordered = await call('POST', 'admin/rules/shipping/delete', operator.headers, { id: b.ruleId, version: 2 });
    expect(ordered.body.message).toContain('1 ordered items were shipped by this rule');
    const dropPlace = await call('POST', 'admin/rules/shipping', operator.headers, { ...rule, version: 2, places: [{ country: 'ALL', state: 'ALL', price: 1, pickup_price: 0, day_needed: 1, pickup_point: '' }] });
    expect(dropPlace.body.message).toBe('The place US CA was used by 1 ordered items, so it stays: change its price instead, or make the rule private.');

    expect(await stored()).toEqual({ rule: { title: 'First', version: 2 }, places: before.places });
    expect(await audits()).toBe(auditsBefore + 1);

    // A rule nobody uses goes, with its places.
    const unused = await shippingRule(shop.db, { priceCents: 100 });
    const gone = await call<DeliveryRules>('POST', 'admin/rules/shipping/delete', operator.headers, { id: unused.ruleId, version: 1 });
    expect(gone.body.status, gone.body.message).toBe(200);
    expect(gone.body.data.shipping.some((r) => r.id === unused.ruleId)).toBe(false);
    expect(await shop.db.selectFrom('shipping_places').select('id').where('id', '=', unused.placeId).execute()).toEqual([]);
    expect(await auditOf('shipping_rule.delete', unused.ruleId)).toHaveLength(1);
  });

  it('adds a new shipping rule with its names in each language, refuses a new one with no place', async () => {
    const operator = await memberToken('operator');
    const none = await call('POST', 'admin/rules/shipping', operator.headers, { titles: { en: 'Empty' }, single_price: false, public: true, places: [] });
    expect(none.body.message).toBe('A shipping rule needs 1 to 100 places.');
    const added = await call<DeliveryRules>('POST', 'admin/rules/shipping', { ...operator.headers, Language: 'tr' }, {
      titles: { en: 'Express', fr: 'Express', ar: 'سريع', tr: 'Hızlı', hi: 'तेज़' }, single_price: true, public: true,
      places: [{ country: 'tr', state: '34', price: '3.5', pickup_price: '0', day_needed: '1', pickup_point: 'Kadıköy' }],
    });
    expect(added.body.status, added.body.message).toBe(200);
    expect(added.body.message).toBe('“Hızlı” kargo kuralı kaydedildi; ödeme adımı birkaç saniye içinde onu kullanır.');
    const rule = added.body.data.shipping.find((r) => r.titles.en === 'Express') as ShippingRuleView;
    expect(rule).toMatchObject({ single_price: true, version: 1, titles: { ar: 'سريع', hi: 'तेज़' }, places: [{ country: 'TR', state: '34', price: 3.5, day_needed: 1, pickup_point: 'Kadıköy' }] });
    const title = await shop.db.selectFrom('shipping_rule_translations').select('title').where('shipping_rule_id', '=', rule.id).where('lang', '=', 'tr').executeTakeFirstOrThrow();
    expect(title.title).toBe('Hızlı');
    expect(await auditOf('shipping_rule.add', rule.id)).toHaveLength(1);
  });

  it('an edited tax rule changes the cart\'s tax; both types are checked; a rule in use is not deleted', async () => {
    const operator = await memberToken('operator');
    const taxId = await taxRule(shop.db, 2, 800);
    const b = await buyer(0, taxId);
    expect((await cartOf(b)).flash_product.tax_rules).toMatchObject({ type: 2, price: 8 });
    const tax = (await call<DeliveryRules>('GET', 'admin/rules/delivery', operator.headers)).body.data.taxes.find((t) => t.id === taxId)!;
    expect(tax).toMatchObject({ type: 2, rate: 8, products: 1, version: 1 });

    const tooMuch = await call('POST', 'admin/rules/tax', operator.headers, { ...tax, rate: '100.5' });
    expect(tooMuch.body.message).toBe('A percentage is from 0 to 100, with at most two decimals (7.5 for 7.5 %).');
    const negative = await call('POST', 'admin/rules/tax', operator.headers, { ...tax, type: 1, rate: -2 });
    expect(negative.body.message).toBe('Prices are amounts from 0 to 1,000,000 with at most two decimals.');
    // A kind of tax is 1 or 2 as written, never what Number() makes of '0x2'.
    for (const type of ['0x2', '2.0', null]) expect((await call('POST', 'admin/rules/tax', operator.headers, { ...tax, type })).body.status, String(type)).toBe(201);
    expect((await cartOf(b)).flash_product.tax_rules).toMatchObject({ price: 8 });

    const saved = await call<DeliveryRules>('POST', 'admin/rules/tax', operator.headers, { ...tax, rate: '12.25' });
    expect(saved.body.status, saved.body.message).toBe(200);
    expect((await cartOf(b)).flash_product.tax_rules).toMatchObject({ type: 2, price: 12.25 });
    const flat = await call<DeliveryRules>('POST', 'admin/rules/tax', operator.headers, { ...tax, version: 2, type: 1, rate: '0.75' });
    expect(flat.body.status, flat.body.message).toBe(200);
    expect(await shop.db.selectFrom('tax_rules').select(['type', 'price', 'version']).where('id', '=', taxId).executeTakeFirstOrThrow()).toEqual({ type: 1, price: 75, version: 3 });
    expect((await cartOf(b)).flash_product.tax_rules).toMatchObject({ type: 1, price: 0.75 });
    const stale = await call('POST', 'admin/rules/tax', operator.headers, { ...tax, rate: 5 });
    expect(stale.body.message).toContain('Someone else changed this');

    const inUse = await call('POST', 'admin/rules/tax/delete', operator.headers, { id: taxId, version: 3 });
    expect(inUse.body.message).toBe('1 products are taxed by this rule. Deleted, carts and checkout would charge them no tax. Move them to another tax rule first.');
    const added = await call<DeliveryRules>('POST', 'admin/rules/tax', operator.headers, { title: 'Luxury', type: 2, rate: 20, public: true });
    const luxury = added.body.data.taxes.find((t) => t.title === 'Luxury')!;
    expect(luxury).toMatchObject({ type: 2, rate: 20, version: 1 });
    expect((await call('POST', 'admin/rules/tax/delete', operator.headers, { id: luxury.id, version: 1 })).body.status).toBe(200);
    expect(await auditOf('tax_rule.edit', taxId)).toHaveLength(2);
    expect(await auditOf('tax_rule.delete', luxury.id)).toHaveLength(1);
  });

  it('a banner\'s text changed in Arabic shows in api/v1 common; a link must be a page of the shop or https', async () => {
    const operator = await memberToken('operator');
    const banners = (await call<BannerRules>('GET', 'admin/rules/banners', operator.headers)).body.data;
    expect(banners.languages.map((l) => l.code)).toEqual(['en', 'fr', 'ar', 'tr', 'hi']);
    const top = banners.banners.find((b) => b.kind === 'top')!;
    expect(banners.banners.map((b) => b.kind)).toEqual(['top', 'popup']);

    const missing = await call('POST', 'admin/rules/banners', operator.headers, { ...top, link: '/page/no-such-page' });
    expect(missing.body.message).toBe('No page of this shop is at /page/no-such-page: check the path (a page is /page/its-name, a store /shop/its-name).');
    for (const link of ['http://example.com', 'javascript:alert(1)', '//evil.test/x', 'https://user:pw@example.com']) {
      expect((await call('POST', 'admin/rules/banners', operator.headers, { ...top, link })).body.message, link).toBe('The link must be a path of this shop (such as /contact) or an address starting with https://.');
    }
    const unchanged = await shop.db.selectFrom('banners').select(['version', 'url']).where('id', '=', top.id).executeTakeFirstOrThrow();
    expect(unchanged.version).toBe(top.version);

    const saved = await call<BannerRules>('POST', 'admin/rules/banners', operator.headers, { ...top, on: true, titles: { ...top.titles, ar: 'تخفيضات الشتاء' }, link: '/ar/contact' });
    expect(saved.body.status, saved.body.message).toBe(200);
    expect(saved.body.data.banners[0]).toMatchObject({ link: '/contact', version: top.version + 1, titles: { ar: 'تخفيضات الشتاء' } });
    await expect.poll(async () => (await shop.call<CommonData>({ method: 'GET', url: '/api/v1/common?lang=ar' })).body.data.top_banner?.title, { timeout: 10_000 }).toBe('تخفيضات الشتاء');
    expect((await shop.call<CommonData>({ method: 'GET', url: '/api/v1/common?lang=ar' })).body.data.top_banner).toMatchObject({ source_type: 6, url: '/contact' });

    const off = await call('POST', 'admin/rules/banners', operator.headers, { ...top, version: top.version + 1, on: false, link: 'https://example.com/sale' });
    expect(off.body.status, off.body.message).toBe(200);
    await expect.poll(async () => (await shop.call<CommonData>({ method: 'GET', url: '/api/v1/common?lang=en' })).body.data.top_banner, { timeout: 10_000 }).toBeNull();
    const [, second] = await auditOf('banner.edit', top.id);
    expect(JSON.parse(second!.before_data!)).toMatchObject({ status: 1, url: '/contact' });
    expect(JSON.parse(second!.after_data!)).toMatchObject({ status: 2, url: 'https://example.com/sale' });
  });

  it('adds a language, imports its texts checked, removes it; the default and predefined ones stay, with the reason', async () => {
    const operator = await memberToken('operator');
    const added = await call<LanguageView[]>('POST', 'admin/rules/languages', operator.headers, { code: 'de', name: 'Deutsch', direction: 'ltr' });
    expect(added.body.status, added.body.message).toBe(200);
    expect(added.body.data.find((l) => l.code === 'de')).toMatchObject({ name: 'Deutsch', predefined: false, active: true, texts: 0 });
    await expect.poll(async () => (await shop.call<CommonData>({ method: 'GET', url: '/api/v1/common' })).body.data.languages.map((l) => l.code), { timeout: 10_000 }).toContain('de');
    expect((await call('POST', 'admin/rules/languages', operator.headers, { code: 'de', name: 'Deutsch' })).body.message).toBe('de is already a language of the shop.');
    expect((await call('POST', 'admin/rules/languages', operator.headers, { code: 'DEU', name: 'x' })).body.message).toBe('“DEU” is not a language code: two lowercase letters (ISO 639-1), such as de.');

    const broken = await call('POST', 'admin/rules/languages/texts', operator.headers, { code: 'de', texts: '{"layout": {"login": ""}}' });
    expect(broken.body.message).toBe('The texts were not imported and nothing was changed: "layout.login" is empty.');
    expect(await shop.db.selectFrom('language_texts').select('language_code').where('language_code', '=', 'de').execute()).toEqual([]);
    const imported = await call<LanguageView[]>('POST', 'admin/rules/languages/texts', operator.headers, { code: 'de', texts: JSON.stringify({ layout: { login: 'Anmelden' }, nope: { x: 'y' } }) });
    expect(imported.body.status, imported.body.message).toBe(200);
    expect(imported.body.message).toBe('1 texts of de are imported; the others show in English. Left out (not storefront texts): nope.x.');
    expect(imported.body.data.find((l) => l.code === 'de')?.texts).toBe(1);
    expect((await call('POST', 'admin/rules/languages/texts', operator.headers, { code: 'fr', texts: '{}' })).body.message).toContain('fr is one of the five languages the storefront ships');

    expect((await call('POST', 'admin/rules/languages/remove', operator.headers, { code: 'en' })).body.message).toContain('en is the shop’s default language');
    expect((await call('POST', 'admin/rules/languages/remove', { ...operator.headers, Language: 'ar' }, { code: 'ar' })).body.message).toContain('ar واحدة من اللغات الخمس');
    const removed = await call<LanguageView[]>('POST', 'admin/rules/languages/remove', operator.headers, { code: 'de' });
    expect(removed.body).toMatchObject({ status: 200, message: 'de and its texts are removed.' });
    expect(removed.body.data.map((l) => l.code)).not.toContain('de');
    await expect.poll(async () => (await shop.call<CommonData>({ method: 'GET', url: '/api/v1/common' })).body.data.languages.map((l) => l.code), { timeout: 10_000 }).not.toContain('de');
    expect((await auditOf('language.add', 'de'))).toHaveLength(1);
    expect((await auditOf('language.texts', 'de'))).toHaveLength(1);
    expect((await auditOf('language.remove', 'de'))).toHaveLength(1);
  });

  it('staff are told the settings are not theirs, and nobody gets the same 403 as a shopper; nothing changes', async () => {
    const staff = await memberToken('staff');
    const shopper = await shop.signedInUser();
    const taxId = await taxRule(shop.db, 2, 500);
    for (const headers of [staff.headers, bearer(shopper.token), {}]) {
      for (const [method, url, payload] of [
        ['GET', 'admin/rules/delivery'], ['GET', 'admin/rules/banners'], ['GET', 'admin/rules/languages'],
        ['POST', 'admin/rules/tax', { id: taxId, version: 1, title: 'Hacked', type: 2, rate: 1, public: true }],
        ['POST', 'admin/rules/languages', { code: 'de', name: 'Deutsch' }],
      ] as const) {
        const answer = await call(method, url, headers, payload);
        expect(answer.http, url).toBe(403);
      }
    }
    expect((await call('GET', 'admin/rules/delivery', staff.headers)).body.message).toBe((await call('GET', 'admin/members', staff.headers)).body.message);
    expect(await shop.db.selectFrom('tax_rules').select(['title', 'version']).where('id', '=', taxId).executeTakeFirstOrThrow()).toMatchObject({ version: 1 });
    expect(await shop.db.selectFrom('languages').select('code').where('code', '=', 'de').execute()).toEqual([]);
  });

  it('answers an operator\'s garbage bodies with a refusal, never a fault, and changes nothing it refused', async () => {
    const operator = await memberToken('operator');
    const value = fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('x'.repeat(20_000), '\u0000', '-1', '1e309', '[]', ''), fc.integer(), fc.constantFrom(2 ** 31, Number.MAX_SAFE_INTEGER, -1, 1.5, Number.NaN),
      fc.boolean(), fc.constant(null), fc.array(fc.dictionary(fc.constantFrom('id', 'country', 'state', 'price', 'pickup_price', 'day_needed', 'pickup_point'), fc.oneof(fc.string({ maxLength: 4 }), fc.integer())), { maxLength: 3 }),
      fc.dictionary(fc.constantFrom('en', 'fr', 'ar', 'xx'), fc.oneof(fc.string({ maxLength: 4 }), fc.integer()), { maxKeys: 3 }));
    const body = fc.dictionary(fc.constantFrom('id', 'version', 'titles', 'title', 'type', 'rate', 'public', 'single_price', 'places', 'on', 'closable', 'link', 'code', 'name', 'direction', 'texts'), value, { maxKeys: 8 });
    const fingerprint = async () => JSON.stringify(await Promise.all(['shipping_rules', 'shipping_places', 'tax_rules', 'banners', 'banner_translations', 'languages', 'language_texts'].map(async (table) =>
      Number((await shop.db.selectFrom(table as 'banners').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n))));
    for (const url of ['admin/rules/shipping', 'admin/rules/shipping/delete', 'admin/rules/tax', 'admin/rules/tax/delete', 'admin/rules/banners', 'admin/rules/languages', 'admin/rules/languages/texts', 'admin/rules/languages/remove']) {
      await fc.assert(fc.asyncProperty(body, async (payload) => {
        const before = await fingerprint();
        const answer = await call('POST', url, operator.headers, payload);
        expect(answer.http, `${url} ${JSON.stringify(payload).slice(0, 200)}`).toBeLessThan(500);
        if (answer.body.status !== 200) expect(await fingerprint()).toBe(before);
      }), { numRuns: 15, seed: 31 });
    }
  }, 120_000);
});
