// People in the back office (issue 31, deliverable 4), on SQLite and PostgreSQL: sellers who
// signed up wait for their store's approval; a member approves one or refuses it with a reason,
// and the seller is mailed (real SMTP) in their own language; customers are searched and paged on
// the server with their orders, and blocked: no sign-in of any kind, sessions ended at once, a
// clear message in their language. Every change checks the row's version and is audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerRow, Page, PendingSeller } from '../../core/admin/people';
import { issueBackOfficeSession } from '../../backend/admin/back-office-sessions';
import { issueCode } from '../../backend/auth/codes';
import { hashToken, newToken } from '../../backend/auth/tokens';
import { createMailer } from '../../backend/mail/create-mailer';
import { testDatabases } from '../support/databases';
import { type SmtpCatcher, startSmtpCatcher } from '../support/smtp-catcher';
import { address, bearer, cartLine, placeOrderCall, product, shippingRule, useOrderShop } from './orders-support';

type Envelope<T = unknown> = { status: number; message: string; data: T; token?: string };
const PASSWORD = 'Shopper-pass-1';
let clients = 0;
const nextAddress = () => `10.37.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`;

describe.each(testDatabases())('people in the back office on $name', (database) => {
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
  });
  const shop = useOrderShop(database, () => createMailer({ smtpUrl: smtp.url, outboxDir: 'unused', log: () => {} }));
  afterAll(async () => {
    await smtp.close();
  });

  const call = async <T>(method: 'GET' | 'POST', url: string, o: { payload?: object; token?: string; language?: string; ip?: string } = {}) => {
    const headers: Record<string, string> = { ...(o.token ? bearer(o.token) : {}), ...(o.language ? { Language: o.language } : {}) };
    const response = await shop.app.inject({ method, url: `/api/v1/${url}`, payload: o.payload, headers, remoteAddress: o.ip ?? nextAddress() });
    return { http: response.statusCode, body: response.json() as Envelope<T> };
  };

  /** A back-office member with a live session (the sign-in itself is tested in back-office-auth). */
  async function member(role: 'operator' | 'staff', email: string) {
    const user = await shop.db.insertInto('users').values({ name: role, email, password_hash: '!test', verified_at: new Date().toISOString(), language: 'en' }).returning('id').executeTakeFirstOrThrow();
    await shop.db.insertInto('back_office_members').values({ user_id: user.id, role }).execute();
    return issueBackOfficeSession(shop.db, user.id, 'mail');
  }

  /** A seller who signed up in `language` (and proved the address unless told not to). */
  async function seller(email: string, store: string, language: string, verify = true) {
    const ip = nextAddress();
    const signUp = await call<{ challenge: string }>('POST', 'seller/signup', { payload: { name: `Seller ${language}`, email, password: PASSWORD, password_confirmation: PASSWORD, store_name: store, phone: '+33 6 12 34 56 78' }, language, ip });
    expect(signUp.body.status, signUp.body.message).toBe(200);
    if (verify) {
      const code = await smtp.codeFor(email, 15_000);
      expect((await call('POST', 'seller/verify', { payload: { email, code, challenge: signUp.body.data.challenge }, ip })).body.status).toBe(200);
    }
  }

  /** A customer who signed up in `language`: their id and a storefront session. */
  async function customer(email: string, language: string) {
    const ip = nextAddress();
    const signedUp = await call<{ challenge: string }>('POST', 'user/signup', { payload: { name: 'Carla Customer', email, password: PASSWORD, password_confirmation: PASSWORD }, language, ip });
    expect(signedUp.body.status).toBe(200);
    const code = await smtp.codeFor(email, 15_000);
    const verified = await call<{ id: number; token: string }>('POST', 'user/verify', { payload: { email, code, challenge: signedUp.body.data.challenge }, ip });
    expect(verified.body.status).toBe(200);
    return { id: verified.body.data.id, token: verified.body.data.token };
  }

  const auditOf = (action: string, subjectId: number) => shop.db.selectFrom('audit_log').select(['actor_email', 'before_data', 'after_data', 'ip'])
    .where('action', '=', action).where('subject_id', '=', String(subjectId)).execute();

  it('approves a waiting seller (mailed in French) and refuses another with a reason (mailed in Arabic), each once, at the version read', async () => {
    const boss = await member('operator', 'people-boss@example.test');
    await seller('fr-seller@example.test', 'Boulangerie Dupont', 'fr');
    await seller('ar-seller@example.test', 'متجر النور', 'ar');
    await seller('tr-seller@example.test', 'Dükkan', 'tr', false);

    const waiting = await call<Page<PendingSeller>>('GET', 'admin/sellers', { token: boss });
    expect(waiting.body.status).toBe(200);
    const mine = waiting.body.data.rows.filter((row) => row.email.endsWith('-seller@example.test'));
    // Those who proved their address first; the one who has not cannot be approved yet.
    expect(mine.map((row) => [row.email, row.verified, row.language])).toEqual([
      ['fr-seller@example.test', true, 'fr'], ['ar-seller@example.test', true, 'ar'], ['tr-seller@example.test', false, 'tr'],
    ]);
    const [fr, ar, tr] = mine as [PendingSeller, PendingSeller, PendingSeller];

    const decide = (payload: object, language = 'en', token = boss) => call<null>('POST', 'admin/sellers/decide', { payload, token, language });
    // Read before someone else's change: refused, nothing written.
    expect((await decide({ store_id: fr.store.id, version: fr.store.version + 1, decision: 'approve' }, 'fr')).body)
      .toEqual({ status: 201, message: expect.any(String), data: { form: ['Quelqu’un d’autre a modifié cet élément entre-temps. Rechargez la page pour voir son état actuel, puis décidez à nouveau.'] } });
    expect((await shop.db.selectFrom('stores').select('status').where('id', '=', fr.store.id).executeTakeFirstOrThrow()).status).toBe('pending');
    // Bad input: a clear message, nothing written.
    expect((await decide({ store_id: 'abc', version: 0, decision: 'approve' })).body.data).toEqual({ form: ['This request is not complete: reload the page and try again.'] });
    expect((await decide({ store_id: fr.store.id, version: fr.store.version, decision: 'maybe' })).body.status).toBe(201);
    expect((await decide({ store_id: tr.store.id, version: tr.store.version, decision: 'approve' })).body.data).toEqual({ form: [expect.stringContaining('has not confirmed their e-mail')] });

    const approved = await decide({ store_id: fr.store.id, version: fr.store.version, decision: 'approve' });
    expect(approved.body).toEqual({ status: 200, message: 'The store Boulangerie Dupont is approved; we mailed the seller.', data: null });
    expect(await shop.db.selectFrom('stores').select(['status', 'version']).where('id', '=', fr.store.id).executeTakeFirstOrThrow()).toEqual({ status: 'approved', version: fr.store.version + 1 });
    const approvedMail = await smtp.waitFor((mail) => mail.to.includes('fr-seller@example.test') && mail.subject.includes('approuvée'), 15_000);
    expect(approvedMail.subject).toBe('Votre boutique est approuvée');
    expect(approvedMail.text).toContain('votre boutique «\u00a0Boulangerie Dupont\u00a0» a été examinée');
    expect(approvedMail.text).toContain(`http://shop.test/shop/${fr.store.slug}`);
    // Decided once: the same page's second click is stale.
    expect((await decide({ store_id: fr.store.id, version: fr.store.version, decision: 'refuse', reason: 'late' })).body.status).toBe(201);
    expect(await auditOf('seller.approve', fr.store.id)).toEqual([{
      actor_email: 'people-boss@example.test', ip: expect.any(String),
      before_data: JSON.stringify({ status: 'pending', version: fr.store.version, seller: 'fr-seller@example.test' }),
      after_data: JSON.stringify({ status: 'approved', version: fr.store.version + 1 }),
    }]);

    // A refusal needs a reason, which the seller is mailed in their language.
    expect((await decide({ store_id: ar.store.id, version: ar.store.version, decision: 'refuse', reason: '  ' }, 'ar')).body.data).toEqual({ form: ['اكتب سببًا: سيُبلَّغ به البائع أو العميل.'] });
    expect((await decide({ store_id: ar.store.id, version: ar.store.version, decision: 'refuse', reason: 'x'.repeat(501) })).body.data).toEqual({ form: ['The reason is too long: 500 characters at most.'] });
    const refused = await decide({ store_id: ar.store.id, version: ar.store.version, decision: 'refuse', reason: 'The store photos show products we do not sell.' });
    expect(refused.body.message).toBe('The store متجر النور is refused; we mailed the seller the reason.');
    const refusedMail = await smtp.waitFor((mail) => mail.to.includes('ar-seller@example.test') && mail.subject.includes('لم تتم الموافقة'), 15_000);
    expect(refusedMail.subject).toBe('لم تتم الموافقة على متجرك');
    expect(refusedMail.text).toContain('راجعنا متجرك «متجر النور» ولا يمكننا');
    expect(refusedMail.text).toContain('The store photos show products we do not sell.');
    expect(refusedMail.html).toContain('dir="rtl"');
    const store = await shop.db.selectFrom('stores').select(['status', 'refused_at', 'refusal_reason']).where('id', '=', ar.store.id).executeTakeFirstOrThrow();
    expect(store).toEqual({ status: 'pending', refused_at: expect.any(String), refusal_reason: 'The store photos show products we do not sell.' });

    const after = (await call<Page<PendingSeller>>('GET', 'admin/sellers', { token: boss })).body.data.rows.map((row) => row.email);
    expect(after).not.toContain('fr-seller@example.test');
    expect(after).not.toContain('ar-seller@example.test');
    expect((await call<Page<PendingSeller>>('GET', 'admin/sellers?state=refused', { token: boss })).body.data.rows.map((row) => [row.email, row.refusalReason]))
      .toEqual([['ar-seller@example.test', 'The store photos show products we do not sell.']]);
    expect(await auditOf('seller.refuse', ar.store.id)).toHaveLength(1);

    // Staff work people too.
    const clerk = await member('staff', 'people-clerk@example.test');
    expect((await call('GET', 'admin/sellers', { token: clerk })).body.status).toBe(200);
  });

  it('searches customers by name, e-mail or phone and pages on the server, with each one\'s order count and last order', async () => {
    const boss = await member('operator', 'search-boss@example.test');
    const now = new Date().toISOString();
    for (let n = 1; n <= 25; n++) {
      await shop.db.insertInto('users').values({
        name: `Quentin Zebulon ${String(n).padStart(2, '0')}`, email: `qz${n}@zebulon.test`, phone: n === 7 ? '+44 (20) 7946-0958' : null,
        password_hash: '!test', verified_at: now, language: 'en', created_at: now, updated_at: now,
      }).execute();
    }
    // One of them orders twice.
    const buyer = await shop.db.selectFrom('users').select('id').where('email', '=', 'qz3@zebulon.test').executeTakeFirstOrThrow();
    const session = await shop.signedInUser();
    await shop.db.updateTable('sessions').set({ user_id: buyer.id }).where('user_id', '=', session.id).execute();
    const { ruleId } = await shippingRule(shop.db, { priceCents: 500 });
    const item = await product(shop.db, { sellingCents: 1000, stock: 20, shippingRuleId: ruleId });
    const where = await address(shop.db, { userId: buyer.id });
    const codes: string[] = [];
    for (let i = 0; i < 2; i++) {
      await cartLine(shop.db, { userId: buyer.id }, item, 1);
      const placed = await placeOrderCall(shop, session.token, { order_method: 2, address_id: where });
      expect(placed.body.status, placed.body.message).toBe(200);
      codes.push((placed.body.data as { order: string }).order);
    }

    const search = (query: string) => call<Page<CustomerRow>>('GET', `admin/customers?${query}`, { token: boss });
    const first = await search('q=zebulon&sort=name');
    expect(first.body.data).toMatchObject({ total: 25, page: 1, lastPage: 2 });
    expect(first.body.data.rows).toHaveLength(20);
    expect(first.body.data.rows[0]!.name).toBe('Quentin Zebulon 01');
    const second = await search('q=ZEBULON&sort=name&page=2');
    expect(second.body.data.rows.map((row) => row.name)).toEqual(['21', '22', '23', '24', '25'].map((n) => `Quentin Zebulon ${n}`));
    // By e-mail, by phone digits however they were typed; an unknown sort is the newest first.
    expect((await search('q=qz12@')).body.data.rows.map((row) => row.email)).toEqual(['qz12@zebulon.test']);
    expect((await search(`q=${encodeURIComponent('7946 0958')}`)).body.data.rows.map((row) => row.email)).toEqual(['qz7@zebulon.test']);
    expect((await search('q=%25')).body.data.total).toBe(0);
    const newest = await search('q=zebulon&sort=nonsense');
    expect(newest.body.data.rows[0]!.email).toBe('qz25@zebulon.test');
    const byOrders = await search('q=zebulon&sort=orders');
    expect(byOrders.body.data.rows[0]).toMatchObject({ email: 'qz3@zebulon.test', orderCount: 2, lastOrder: { code: codes[1], placedAt: expect.any(String) }, blockedAt: null, version: 0 });
    expect(byOrders.body.data.rows[1]).toMatchObject({ orderCount: 0, lastOrder: null });
    // Back-office members are not customers.
    expect((await search('q=search-boss')).body.data.total).toBe(0);
  });

  it('blocks a customer: every sign-in refused in their language, sessions ended at once; unblocks; refuses a stale page', async () => {
    const boss = await member('operator', 'block-boss@example.test');
    const { id, token } = await customer('blockme@example.test', 'tr');
    expect((await call('GET', 'user/profile', { token })).body.status).toBe(200);
    const block = (payload: object, language = 'en') => call<null>('POST', 'admin/customers/block', { payload, token: boss, language });

    expect((await block({ user_id: id, version: 0, action: 'block', reason: '' })).body.data).toEqual({ form: ['Write a reason: the seller or customer is told it.'] });
    expect((await block({ user_id: id, version: 3, action: 'block', reason: 'Chargebacks' })).body.data).toEqual({ form: [expect.stringContaining('Someone else changed this')] });
    expect((await block({ user_id: id, version: 0, action: 'unblock' })).body.status).toBe(201);
    const blocked = await block({ user_id: id, version: 0, action: 'block', reason: 'Chargebacks' });
    expect(blocked.body).toEqual({ status: 200, message: 'blockme@example.test is blocked: they cannot sign in and their sessions have ended.', data: null });

    // The open session ended at once.
    expect((await call('GET', 'user/profile', { token })).body.status).not.toBe(200);
    const message = 'Bu hesap mağaza tarafından engellendi, bu yüzden giriş yapamaz. Bir hata olduğunu düşünüyorsanız iletişim sayfasından bize yazın.';
    const signIn = await call('POST', 'user/signin', { payload: { email: 'blockme@example.test', password: PASSWORD }, language: 'tr' });
    expect(signIn.body).toEqual({ status: 201, message, data: { form: [message] } });
    // A wrong password tells nothing more than to anyone.
    expect((await call('POST', 'user/signin', { payload: { email: 'blockme@example.test', password: 'Wrong-pass-99' } })).body.message).toBe('The e-mail or password is incorrect.');
    // The mailed sign-in code (past the account's ceiling of failures) is refused too.
    const challenge = newToken();
    const code = await issueCode(shop.db, id, `sign_in:${hashToken(challenge)}`);
    expect((await call('POST', 'user/signin-code', { payload: { email: 'blockme@example.test', challenge, code }, language: 'tr' })).body.data).toEqual({ form: [message] });
    expect(await shop.db.selectFrom('sessions').select('id').where('user_id', '=', id).where('revoked_at', 'is', null).execute()).toEqual([]);
    expect(await auditOf('customer.block', id)).toEqual([{
      actor_email: 'block-boss@example.test', ip: expect.any(String),
      before_data: JSON.stringify({ blocked: false, reason: null, version: 0 }),
      after_data: JSON.stringify({ blocked: true, reason: 'Chargebacks', version: 1 }),
    }]);
    const listed = (await call<Page<CustomerRow>>('GET', 'admin/customers?q=blockme', { token: boss })).body.data.rows[0]!;
    expect(listed).toMatchObject({ blockedAt: expect.any(String), blockedReason: 'Chargebacks', version: 1 });

    expect((await block({ user_id: id, version: 1, action: 'unblock' })).body.message).toBe('blockme@example.test is no longer blocked and can sign in again.');
    expect((await call('POST', 'user/signin', { payload: { email: 'blockme@example.test', password: PASSWORD } })).body.status).toBe(200);
    expect(await auditOf('customer.unblock', id)).toHaveLength(1);

    // Only customers: a back-office member or a seller is not blocked from here.
    const bossId = (await shop.db.selectFrom('users').select('id').where('email', '=', 'block-boss@example.test').executeTakeFirstOrThrow()).id;
    expect((await block({ user_id: bossId, version: 0, action: 'block', reason: 'x' })).body.data).toEqual({ form: ['There is no customer with this number.'] });
  });
});
