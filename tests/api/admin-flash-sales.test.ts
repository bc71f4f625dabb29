// The back office's flash sales (issue 32, deliverable 6: the operator opens the sales sellers
// join), on SQLite and PostgreSQL: a sale the operator opens is on the storefront's list at once,
// bad dates are refused by field in the member's language with nothing written, a stale version is
// refused, closing a running sale takes it off the storefront and its prices back, staff are
// refused, and every change is in the audit log with its before and after.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FlashSaleList } from '../../core/admin/flash-sales';
import type { FlashSaleListItem, ProductDetail } from '../../core/product/product-detail';
import { issueBackOfficeSession } from '../../backend/admin/back-office-sessions';
import { testDatabases } from '../support/databases';
import { bearer, product, useOrderShop } from './orders-support';

type Envelope<T = unknown> = { status: number; message: string; data: T };
type Refusal = { form: string[]; fields?: Record<string, string> };

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

describe.each(testDatabases())('back-office flash sales on $name', (database) => {
  const shop = useOrderShop(database);

  async function memberToken(role: 'operator' | 'staff'): Promise<{ id: number; headers: Record<string, string> }> {
    const user = await shop.signedInUser();
    await shop.db.insertInto('back_office_members').values({ user_id: user.id, role }).execute();
    return { id: user.id, headers: bearer(await issueBackOfficeSession(shop.db, user.id, 'mail')) };
  }
  const call = async <T>(method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) => {
    const response = await shop.app.inject({ method, url: `/api/v1/${url}`, payload, headers });
    return { http: response.statusCode, body: response.json() as Envelope<T> };
  };
  const storefront = async (language = 'en') => (await shop.call<FlashSaleListItem[]>({ method: 'GET', url: `/api/v1/flash-sale?lang=${language}` })).body.data;
  const auditOf = (action: string, subjectId: number) =>
    shop.db.selectFrom('audit_log').select(['actor_id', 'before_data', 'after_data']).where('action', '=', action).where('subject_id', '=', String(subjectId)).orderBy('id').execute();
  const saleRow = (id: number) => shop.db.selectFrom('flash_sales').select(['title', 'slug', 'start_time', 'end_time', 'status', 'version']).where('id', '=', id).executeTakeFirstOrThrow();
  const count = async (table: 'flash_sales' | 'flash_sale_translations' | 'audit_log') => Number((await shop.db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);

  it('an operator opens an upcoming sale: on the storefront\'s list at once, in each language, audited', async () => {
    const operator = await memberToken('operator');
    const start = inHours(24);
    const end = inHours(72);
    const opened = await call<FlashSaleList>('POST', 'admin/flash-sales', { ...operator.headers, Language: 'tr' }, {
      titles: { en: 'Spring Sale', fr: 'Soldes de printemps', ar: 'تخفيضات الربيع', tr: 'Bahar İndirimi', hi: 'वसंत सेल' }, start_time: start, end_time: end.replace('Z', '+00:00'), public: true,
    });
    expect(opened.body.status, opened.body.message).toBe(200);
    expect(opened.body.message).toBe('“Bahar İndirimi” flaş indirimi açıldı; satıcılar artık ürünlerini ekleyebilir.');
    expect(opened.body.data.state).toBe('upcoming');
    const sale = opened.body.data.sales.data.find((s) => s.titles.en === 'Spring Sale')!;
    expect(sale).toMatchObject({ slug: 'spring-sale', start_time: start, end_time: end, public: true, version: 1, products: 0, state: 'upcoming', titles: { ar: 'تخفيضات الربيع', hi: 'वसंत सेल' } });

    // The storefront's list shows it as upcoming at once, in the shopper's language.
    const listed = (await storefront('ar')).find((s) => s.id === sale.id);
    expect(listed).toMatchObject({ title: 'تخفيضات الربيع', slug: 'spring-sale', state: 'upcoming', start_time: start, end_time: end });
    expect((await shop.call<{ flash_sale: { id: number } }>({ method: 'GET', url: '/api/v1/flash-sale/spring-sale' })).body.data.flash_sale.id).toBe(sale.id);

    // The same title again takes the next free slug; a title in another script gets a word of its own.
    const again = await call<FlashSaleList>('POST', 'admin/flash-sales', operator.headers, { titles: { en: 'Spring sale!' }, start_time: inHours(30), end_time: inHours(40) });
    expect(again.body.data.sales.data.find((s) => s.titles.en === 'Spring sale!')?.slug).toBe('spring-sale-2');
    const digits = await call<FlashSaleList>('POST', 'admin/flash-sales', operator.headers, { titles: { en: '2026' }, start_time: inHours(30), end_time: inHours(40) });
    expect(digits.body.data.sales.data.find((s) => s.titles.en === '2026')?.slug).toBe('sale-2026');

    // The list by state: it is upcoming, not running nor ended.
    const upcoming = await call<FlashSaleList>('GET', 'admin/flash-sales?state=upcoming', operator.headers);
    expect(upcoming.body.data.sales.data.map((s) => s.id)).toContain(sale.id);
    for (const state of ['running', 'ended']) {
      expect((await call<FlashSaleList>('GET', `admin/flash-sales?state=${state}`, operator.headers)).body.data.sales.data.map((s) => s.id)).not.toContain(sale.id);
    }
    const [entry] = await auditOf('flash_sale.add', sale.id);
    expect(entry!.actor_id).toBe(operator.id);
    expect(JSON.parse(entry!.after_data!)).toMatchObject({ title: 'Spring Sale', start_time: start, version: 1, titles: expect.arrayContaining([{ lang: 'fr', title: 'Soldes de printemps' }]) });
  });

  it('refuses bad dates and titles by field in the member\'s language, and a stale version; nothing is written', async () => {
    const operator = await memberToken('operator');
    const before = { sales: await count('flash_sales'), titles: await count('flash_sale_translations'), audit: await count('audit_log') };
    const bad = await call<Refusal>('POST', 'admin/flash-sales', { ...operator.headers, Language: 'fr' }, { titles: { en: '', ar: 'x'.repeat(192) }, start_time: inHours(-1), end_time: inHours(-2) });
    expect(bad.http).toBe(200);
    expect(bad.body.status).toBe(201);
    expect(bad.body.data.fields).toEqual({
      'titles.en': 'Indiquez le titre de la vente en English : il s’affiche partout où une langue n’a pas le sien.',
      'titles.ar': 'Un titre compte 191 caractères au plus.',
      start_time: 'Le début doit être dans le futur : les clients ne voient jamais une vente commencée avant d’avoir été ouverte.',
      end_time: 'La vente doit se terminer après son début.',
    });
    const garbled = await call<Refusal>('POST', 'admin/flash-sales', operator.headers, { titles: { en: 'X' }, start_time: '2026-02-30T10:00Z', end_time: 'next week' });
    expect(garbled.body.data.fields).toEqual({ start_time: 'Give a date and a time.', end_time: 'Give a date and a time.' });
    const noZone = await call<Refusal>('POST', 'admin/flash-sales', { ...operator.headers, Language: 'ar' }, { titles: { en: 'X' }, start_time: inHours(2).slice(0, 16), end_time: inHours(5) });
    expect(noZone.body.data.fields).toEqual({ start_time: 'حدّد تاريخًا ووقتًا.' });
    expect({ sales: await count('flash_sales'), titles: await count('flash_sale_translations'), audit: await count('audit_log') }).toEqual(before);

    // Two operators edit the same sale: the second, from the version both read, is told to reload.
    const opened = await call<FlashSaleList>('POST', 'admin/flash-sales', operator.headers, { titles: { en: 'Race' }, start_time: inHours(10), end_time: inHours(20) });
    const sale = opened.body.data.sales.data.find((s) => s.titles.en === 'Race')!;
    const first = await call<FlashSaleList>('POST', `admin/flash-sales/${sale.id}`, operator.headers, { ...sale, titles: { en: 'Race', fr: 'Course' }, end_time: inHours(30) });
    expect(first.body.status, first.body.message).toBe(200);
    expect(first.body.data.sales.data.find((s) => s.id === sale.id)).toMatchObject({ version: 2, titles: { fr: 'Course' } });
    const stale = await call('POST', `admin/flash-sales/${sale.id}`, { ...operator.headers, Language: 'ar' }, { ...sale, titles: { en: 'Second' } });
    expect(stale.body).toMatchObject({ status: 201, message: 'غيّر شخص آخر هذه التخفيضات منذ أن فتحتها. أعد التحميل لترى تغييره؛ لم يُحفظ شيء.' });
    expect(await saleRow(sale.id)).toMatchObject({ title: 'Race', version: 2 });
    const staleClose = await call('POST', `admin/flash-sales/${sale.id}/close`, operator.headers, { version: 1 });
    expect(staleClose.body.message).toContain('Someone else changed this sale');
    expect((await call('POST', 'admin/flash-sales/987654321', operator.headers, { ...sale, version: 1 })).body.message).toBe('This sale no longer exists. Reload the list.');
    expect(await auditOf('flash_sale.edit', sale.id)).toHaveLength(1);
    const [edit] = await auditOf('flash_sale.edit', sale.id);
    expect(JSON.parse(edit!.before_data!)).toMatchObject({ version: 1, titles: [] });
    expect(JSON.parse(edit!.after_data!)).toMatchObject({ version: 2, titles: [{ lang: 'fr', title: 'Course' }] });
  });

  it('a running sale keeps its start; closing it ends it now: off the storefront, its prices back; an ended sale cannot change', async () => {
    const operator = await memberToken('operator');
    // A sale running since an hour ago with a product at a sale price (what sellers' joining writes).
    const start = inHours(-1);
    const { id } = await shop.db.insertInto('flash_sales').values({ slug: `running-${Date.now()}`, title: 'Running now', image: null, start_time: start, end_time: inHours(5), status: 1, created_at: start })
      .returning('id').executeTakeFirstOrThrow();
    const item = await product(shop.db, { sellingCents: 5000, stock: 5, shippingRuleId: null });
    await shop.db.insertInto('flash_sale_products').values({ flash_sale_id: id, product_id: item.productId, price: 2500 }).execute();
    const productPage = async () => (await shop.call<ProductDetail>({ method: 'GET', url: `/api/v1/product/${item.productId}` })).body.data;
    expect((await productPage()).flash_sale?.id).toBe(id);
    expect((await storefront()).find((s) => s.id === id)?.state).toBe('running');

    const running = (await call<FlashSaleList>('GET', 'admin/flash-sales?state=running', operator.headers)).body.data.sales.data.find((s) => s.id === id)!;
    expect(running).toMatchObject({ state: 'running', products: 1, version: 1, start_time: start });
    const moved = await call<Refusal>('POST', `admin/flash-sales/${id}`, operator.headers, { ...running, start_time: inHours(1) });
    expect(moved.body.data.fields).toEqual({ start_time: 'The sale is running: its start stays as it was. Change its end, or close it.' });
    const endPast = await call<Refusal>('POST', `admin/flash-sales/${id}`, operator.headers, { ...running, end_time: inHours(-0.5) });
    expect(endPast.body.data.fields).toEqual({ end_time: 'The end must be in the future; to end the sale now, close it.' });
    const longer = await call<FlashSaleList>('POST', `admin/flash-sales/${id}`, operator.headers, { ...running, end_time: inHours(8), titles: { en: 'Running longer' } });
    expect(longer.body.status, longer.body.message).toBe(200);
    expect(await saleRow(id)).toMatchObject({ title: 'Running longer', start_time: start, version: 2 });

    const closed = await call<FlashSaleList>('POST', `admin/flash-sales/${id}/close`, operator.headers, { version: 2 });
    expect(closed.body.status, closed.body.message).toBe(200);
    expect(closed.body.message).toBe('The flash sale “Running longer” has ended now: the storefront no longer lists it and its prices are back to normal.');
    expect(closed.body.data.state).toBe('ended');
    expect(closed.body.data.sales.data.find((s) => s.id === id)).toMatchObject({ state: 'ended', version: 3 });
    const row = await saleRow(id);
    expect(Date.parse(row.end_time)).toBeLessThanOrEqual(Date.now());
    expect(row.status).toBe(1);
    expect((await storefront()).map((s) => s.id)).not.toContain(id);
    expect((await shop.call({ method: 'GET', url: `/api/v1/flash-sale/${id}` })).http).toBe(404);
    await expect.poll(async () => (await productPage()).flash_sale, { timeout: 10_000 }).toBeNull();

    // Ended: kept as it ran.
    const ended = (await call<FlashSaleList>('GET', 'admin/flash-sales?state=ended', operator.headers)).body.data.sales.data.find((s) => s.id === id)!;
    expect((await call('POST', `admin/flash-sales/${id}`, operator.headers, { ...ended, end_time: inHours(10) })).body.message).toBe('This sale has ended: it is kept as it ran and cannot be changed.');
    expect((await call('POST', `admin/flash-sales/${id}/close`, operator.headers, { version: 3 })).body.message).toBe('This sale has ended: it is kept as it ran and cannot be changed.');
    expect(await saleRow(id)).toMatchObject({ version: 3 });
    const [entry] = await auditOf('flash_sale.close', id);
    expect(entry!.actor_id).toBe(operator.id);
    expect(JSON.parse(entry!.before_data!)).toMatchObject({ version: 2, end_time: expect.any(String) });
    expect(JSON.parse(entry!.after_data!)).toMatchObject({ version: 3, end_time: row.end_time });
  });

  it('closing an upcoming sale makes it private: off the storefront, still in the console, public again by an edit', async () => {
    const operator = await memberToken('operator');
    const opened = await call<FlashSaleList>('POST', 'admin/flash-sales', operator.headers, { titles: { en: 'Maybe later' }, start_time: inHours(48), end_time: inHours(50) });
    const sale = opened.body.data.sales.data.find((s) => s.titles.en === 'Maybe later')!;
    expect((await storefront()).map((s) => s.id)).toContain(sale.id);
    const closed = await call<FlashSaleList>('POST', `admin/flash-sales/${sale.id}/close`, { ...operator.headers, Language: 'hi' }, { version: 1 });
    expect(closed.body.message).toBe('फ़्लैश सेल “Maybe later” अब निजी है: दुकान इसे नहीं दिखाती। फिर से सार्वजनिक करने के लिए इसे संपादित करें।');
    expect(closed.body.data.sales.data.find((s) => s.id === sale.id)).toMatchObject({ public: false, version: 2, state: 'upcoming' });
    expect((await storefront()).map((s) => s.id)).not.toContain(sale.id);
    const shown = await call<FlashSaleList>('POST', `admin/flash-sales/${sale.id}`, operator.headers, { ...sale, version: 2, public: true });
    expect(shown.body.status, shown.body.message).toBe(200);
    expect((await storefront()).map((s) => s.id)).toContain(sale.id);
  });

  it('will not move a sale\'s window onto another sale\'s that shares a product: one sale price at a time', async () => {
    const operator = await memberToken('operator');
    const open = async (title: string, from: number, to: number) => (await call<FlashSaleList>('POST', 'admin/flash-sales', operator.headers, { titles: { en: title }, start_time: inHours(from), end_time: inHours(to) }))
      .body.data.sales.data.find((s) => s.titles.en === title)!;
    const first = await open('First window', 10, 20);
    const second = await open('Second window', 30, 40);
    const item = await product(shop.db, { sellingCents: 4000, stock: 5, shippingRuleId: null });
    await shop.db.insertInto('flash_sale_products').values([{ flash_sale_id: first.id, product_id: item.productId, price: 3000 }, { flash_sale_id: second.id, product_id: item.productId, price: 3500 }]).execute();
    const onto = await call('POST', `admin/flash-sales/${second.id}`, operator.headers, { ...second, start_time: inHours(15) });
    expect(onto.body.message).toBe('A product of this sale is in another sale at those times, and a product has one sale price at a time. Choose other times, or wait for its seller to take it out of one sale.');
    expect(await saleRow(second.id)).toMatchObject({ start_time: second.start_time, version: 1 });
    // Beside it, or a change of title alone, is fine.
    expect((await call('POST', `admin/flash-sales/${second.id}`, operator.headers, { ...second, start_time: inHours(20), titles: { en: 'Second, sooner' } })).body.status).toBe(200);
  });

  it('staff and anyone else are refused every call; nothing changes', async () => {
    const staff = await memberToken('staff');
    const shopper = await shop.signedInUser();
    const before = await count('flash_sales');
    for (const headers of [staff.headers, bearer(shopper.token), {}]) {
      for (const [method, url, payload] of [
        ['GET', 'admin/flash-sales'], ['POST', 'admin/flash-sales', { titles: { en: 'Hacked' }, start_time: inHours(5), end_time: inHours(6) }],
        ['POST', 'admin/flash-sales/1', { version: 1, titles: { en: 'Hacked' }, start_time: inHours(5), end_time: inHours(6) }], ['POST', 'admin/flash-sales/1/close', { version: 1 }],
      ] as const) {
        expect((await call(method, url, headers, payload)).http, `${method} ${url}`).toBe(403);
      }
    }
    expect((await call('GET', 'admin/flash-sales', staff.headers)).body.message).toBe((await call('GET', 'admin/members', staff.headers)).body.message);
    expect(await count('flash_sales')).toBe(before);
  });

  it('answers an operator\'s garbage bodies with a refusal, never a fault, and writes nothing it refused', async () => {
    const operator = await memberToken('operator');
    const { id } = await shop.db.insertInto('flash_sales').values({ slug: `fuzz-${Date.now()}`, title: 'Fuzz', image: null, start_time: inHours(10), end_time: inHours(20), status: 1, created_at: inHours(0) })
      .returning('id').executeTakeFirstOrThrow();
    const value = fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('x'.repeat(20_000), '-1', '1e309', '', inHours(-5), inHours(5), '2026-02-30T10:00Z', '+275760-09-13T00:00:00.000Z'),
      fc.integer(), fc.constantFrom(2 ** 31, -1, 1.5, 1), fc.boolean(), fc.constant(null),
      fc.dictionary(fc.constantFrom('en', 'fr', 'ar', 'xx'), fc.oneof(fc.string({ maxLength: 4 }), fc.integer()), { maxKeys: 3 }));
    const body = fc.dictionary(fc.constantFrom('version', 'titles', 'start_time', 'end_time', 'public', 'id'), value, { maxKeys: 6 });
    const fingerprint = async () => JSON.stringify([await count('flash_sales'), await count('flash_sale_translations'), await saleRow(id)]);
    for (const url of ['admin/flash-sales', `admin/flash-sales/${id}`, `admin/flash-sales/${id}/close`, 'admin/flash-sales/x', 'admin/flash-sales/99999999999/close']) {
      await fc.assert(fc.asyncProperty(body, async (payload) => {
        const before = await fingerprint();
        const answer = await call('POST', url, operator.headers, payload);
        expect(answer.http, `${url} ${JSON.stringify(payload).slice(0, 200)}`).toBeLessThan(500);
        if (answer.body.status !== 200) expect(await fingerprint()).toBe(before);
      }), { numRuns: 15, seed: 32 });
    }
  }, 120_000);
});
