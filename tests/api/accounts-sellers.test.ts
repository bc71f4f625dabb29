import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInData, UserProfile } from '../../core/auth/user';
import { approveSeller } from '../../backend/auth/sellers';
import { hit } from '../../backend/auth/throttle';
import { createMailer } from '../../backend/mail/create-mailer';
import { verificationCodeMail } from '../../backend/mail/templates/account-mails';
import { testDatabases } from '../support/databases';
import { type AccountsHarness, freshIp, startAccounts } from './accounts-support';
import { sentAtOnce } from './orders-support';

const seller = (email: string, store_name = 'Café Crème') => ({ name: 'Sam', email, password: 'seller-pass', password_confirmation: 'seller-pass', store_name, phone: '+90 555 000' });

describe.each(testDatabases())('sellers, throttle counters and mail on $name', (database) => {
  let h: AccountsHarness;
  beforeAll(async () => {
    h = await startAccounts(database);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('registers a seller whose store waits for approval, then approves it and mails the seller', async () => {
    const email = 'shop-owner@example.test';
    const ip = freshIp();
    const missing = await h.post<{ fields: Record<string, string> }>('seller/signup', { ...seller(email), store_name: '' }, { ip, language: 'tr' });
    expect(missing.body.data.fields.store_name).toBe('Mağaza adı zorunludur');

    const signedUp = await h.post<{ email: string; challenge: string }>('seller/signup', seller(email), { ip, language: 'tr' });
    expect(signedUp.body).toMatchObject({ status: 200, data: { email } });
    const code = await h.mail.codeFor(email);
    expect(h.mail.mailsTo(email)[0]!.subject).toBe('Doğrulama kodunuz');
    // The store exists but is pending and not approvable before the address is verified.
    expect(await approveSeller(h.shop.db, sentAtOnce(createMailer({ smtpUrl: h.mail.url, outboxDir: '', log: () => {} })), 'http://shop.test', email)).toEqual({ ok: false, reason: 'not_verified' });

    const verified = await h.post<SignInData>('seller/verify', { email, code, challenge: signedUp.body.data.challenge }, { ip });
    expect(verified.body.status).toBe(200);
    expect(verified.body.data).toMatchObject({ role: 'seller', store: { name: 'Café Crème', slug: 'cafe-creme', status: 'pending' } });

    const mailer = sentAtOnce(createMailer({ smtpUrl: h.mail.url, outboxDir: '', log: () => {} }));
    const approved = await approveSeller(h.shop.db, mailer, 'http://shop.test', email.toUpperCase());
    expect(approved).toMatchObject({ ok: true, alreadyApproved: false, store: { slug: 'cafe-creme' } });
    const store = await h.shop.db.selectFrom('stores').select(['status', 'approved_at']).where('slug', '=', 'cafe-creme').executeTakeFirstOrThrow();
    expect(store.status).toBe('approved');
    expect(store.approved_at).toBeTruthy();
    const notice = await h.mail.waitFor((m) => m.to.includes(email) && m.subject.includes('onaylandı'));
    expect(notice.text).toContain('http://shop.test/shop/cafe-creme');

    const profile = await h.get<UserProfile>('user/profile', { token: verified.body.data.token });
    expect(profile.body.data.store).toEqual({ slug: 'cafe-creme', name: 'Café Crème', status: 'approved' });
    expect(await approveSeller(h.shop.db, mailer, 'http://shop.test', 'nobody@example.test')).toEqual({ ok: false, reason: 'no_seller' });
  });

  it('gives each store a unique slug and does not verify a customer through seller/verify', async () => {
    const ip = freshIp();
    await h.post('seller/signup', seller('second@example.test'), { ip });
    const store = await h.shop.db.selectFrom('stores').innerJoin('users', 'users.id', 'stores.user_id').select(['stores.slug', 'stores.status']).where('users.email', '=', 'second@example.test').executeTakeFirstOrThrow();
    expect(store).toEqual({ slug: 'cafe-creme-2', status: 'pending' });

    const customer = await h.post<{ challenge: string }>('user/signup', { name: 'C', email: 'customer@example.test', password: 'secret', password_confirmation: 'secret' }, { ip });
    const code = await h.mail.codeFor('customer@example.test');
    const { challenge } = customer.body.data;
    expect((await h.post('seller/verify', { email: 'customer@example.test', code, challenge }, { ip })).body.status).toBe(201);
    expect((await h.post('user/verify', { email: 'customer@example.test', code, challenge }, { ip })).body.status).toBe(200);
  });

  it('counts throttle hits atomically in fixed windows that restart', async () => {
    const start = new Date('2030-01-01T00:00:00.000Z');
    const later = (s: number) => new Date(start.getTime() + s * 1000);
    const hits = async (at: Date) => (await hit(h.shop.db, 'test:ip:1', 60, at)).hits;
    const counts = await Promise.all(Array.from({ length: 10 }, () => hits(start)));
    expect(counts.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(await hit(h.shop.db, 'test:ip:1', 60, later(59))).toEqual({ hits: 11, startedAt: start });
    expect(await hit(h.shop.db, 'test:ip:1', 60, later(61))).toEqual({ hits: 1, startedAt: later(61) });
    expect(await hits(later(62))).toBe(2);
  });
});

describe('outbox mailer', () => {
  it('writes each message to a file in the outbox folder and logs the code', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sf-outbox-'));
    try {
      const outbox = join(dir, 'nested', 'outbox');
      const lines: string[] = [];
      const mailer = createMailer({ smtpUrl: null, outboxDir: outbox, log: (line) => lines.push(line) });
      await mailer.send(verificationCodeMail({ email: 'x@y.test', name: 'X', language: 'ar' }, '123456'));
      const files = readdirSync(outbox);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/x@y\.test.*\.eml$/);
      const eml = readFileSync(join(outbox, files[0]!), 'utf8');
      expect(eml).toContain('To: x@y.test');
      expect(eml).toContain('123456');
      expect(eml).toContain('dir="rtl"');
      expect(eml).toContain('رمز التحقق الخاص بك هو 123456');
      expect(lines).toEqual([expect.stringMatching(/^Mail to x@y\.test: code 123456/)]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
