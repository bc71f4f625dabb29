// The back office's roles and sign-in (issue 31, deliverable 1), on SQLite and PostgreSQL: the first
// operator from the command line, a password and a second factor (a mailed code until a TOTP app is
// set up, then the app's codes, never twice, or a one-time recovery code), the back office's own
// short sessions, the role checked on every call (a shopper's or seller's session answered as
// nobody), staff invited by an operator, and an append-only audit log of every change.
import { Secret, TOTP } from 'otpauth';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { BACK_OFFICE } from '../../core/admin/back-office';
import { operatorCommand } from '../../backend/admin/operator-desk';
import { backOfficeUserOfToken } from '../../backend/admin/back-office-sessions';
import { testDatabases } from '../support/databases';
import { bearer, sentAtOnce, useOrderShop } from './orders-support';

type Envelope<T = unknown> = { status: number; message: string; data: T };
interface Profile { id: number; email: string; role: string; totp: boolean; capabilities: string[]; token?: string; csrf?: string }

const PASSWORD = 'Back-office-pass-1';
let clients = 0;
/** Each scenario from its own client address, so one scenario's rate limits never answer another's. */
const nextAddress = () => `10.31.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`;

describe.each(testDatabases())('back-office roles and sign-in on $name', (database) => {
  const shop = useOrderShop(database);
  const desk = () => ({ db: shop.db, mail: sentAtOnce(shop.recorder), publicUrl: 'http://shop.test' });

  const call = async <T>(method: 'GET' | 'POST', url: string, o: { payload?: object; headers?: Record<string, string>; ip?: string } = {}) => {
    const response = await shop.app.inject({ method, url: `/api/v1/${url}`, payload: o.payload, headers: o.headers, remoteAddress: o.ip ?? '10.31.0.1' });
    return { http: response.statusCode, body: response.json() as Envelope<T>, headers: response.headers };
  };
  const lastMailTo = (email: string) => shop.mails.filter((mail) => mail.to === email).at(-1);
  /** The code of the newest mail to `email`, once the queue has sent it. */
  const mailedCode = async (email: string) => {
    await shop.jobsDone();
    return codeIn(lastMailTo(email)?.text);
  };
  const codeIn = (text: string | undefined) => /\b(\d{6})\b/.exec(text ?? '')?.[1];

  /** An operator made on the command line who chose a password through "forgot password", as the invitation says. */
  async function operator(email: string) {
    const added = await operatorCommand(desk(), ['add', email]);
    expect(added.code).toBe(0);
    const ip = nextAddress();
    const forgot = await call<{ challenge: string }>('POST', 'user/forgot-password', { payload: { email }, ip });
    expect(forgot.body.status).toBe(200);
    const resetCode = await vi.waitFor(async () => (await mailedCode(email)) ?? Promise.reject(new Error('no reset mail yet')));
    const reset = await call('POST', 'user/update-password', { payload: { email, code: resetCode, challenge: forgot.body.data.challenge, password: PASSWORD, password_confirmation: PASSWORD }, ip });
    expect(reset.body.status, reset.body.message).toBe(200);
    return email;
  }

  /** Both steps with the mailed code: the bearer token of a back-office session. */
  async function signInByMail(email: string, ip = nextAddress()) {
    const first = await call<{ challenge: string; factor: string }>('POST', 'admin/auth/sign-in', { payload: { email, password: PASSWORD }, ip });
    expect(first.body.status, first.body.message).toBe(200);
    expect(first.body.data.factor).toBe('mail');
    const code = (await mailedCode(email))!;
    const second = await call<Profile>('POST', 'admin/auth/code', { payload: { challenge: first.body.data.challenge, code }, ip });
    expect(second.body.status, second.body.message).toBe(200);
    return second.body.data.token!;
  }

  it('creates the first operator from the command line, mails how to begin, and signs them in with a mailed code', async () => {
    const email = 'boss@example.test';
    const added = await operatorCommand(desk(), ['add', email]);
    expect(added.lines[0]).toContain('Created boss@example.test as an operator');
    const invite = lastMailTo(email)!;
    expect(invite.text).toContain('http://shop.test/forgot-password');
    expect(invite.subject).toBe('You are now part of the team running the shop');
    expect(invite.text).toContain('http://shop.test/admin');
    expect((await operatorCommand(desk(), ['add', email])).lines).toEqual(['boss@example.test is already an operator.']);
    expect((await operatorCommand(desk(), ['add', 'not-an-address'])).code).toBe(2);
    await operator(email);

    const ip = nextAddress();
    const first = await call<{ challenge: string; factor: string }>('POST', 'admin/auth/sign-in', { payload: { email: 'BOSS@example.test', password: PASSWORD }, ip, headers: { Language: 'fr' } });
    expect(first.body).toEqual({ status: 200, message: 'Nous avons envoyé un code à 6 chiffres à boss@example.test. Saisissez-le pour terminer la connexion.', data: { challenge: expect.stringMatching(/^[\w-]{43}$/), factor: 'mail' } });
    const code = (await mailedCode(email))!;
    // The mail says how long the code lasts: as long as the challenge, 10 minutes.
    expect(lastMailTo(email)!.text).toContain(`valid for ${BACK_OFFICE.challengeSeconds / 60} minutes`);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await call('POST', 'admin/auth/code', { payload: { challenge: first.body.data.challenge, code: wrong }, ip })).body).toMatchObject({ status: 201, data: { form: ['This code is not right. Try again with the newest code.'] } });
    const signed = await call<Profile>('POST', 'admin/auth/code', { payload: { challenge: first.body.data.challenge, code }, ip });
    expect(signed.body.data).toMatchObject({ email, role: 'operator', totp: false, capabilities: ['orders', 'people', 'content', 'settings', 'staff', 'audit', 'money'], token: expect.any(String) });
    // The challenge works once.
    expect((await call('POST', 'admin/auth/code', { payload: { challenge: first.body.data.challenge, code }, ip })).body.data).toEqual({ form: [expect.stringContaining('Sign in again')] });
    const me = await call<Profile>('GET', 'admin/auth/me', { headers: bearer(signed.body.data.token!) });
    expect(me.body.data.email).toBe(email);
  });

  it('answers a wrong password, an unknown address and a customer\'s right password alike, and opens nothing for them', async () => {
    const shopper = await shop.signedInUser();
    const customer = await shop.db.selectFrom('users').select('email').where('id', '=', shopper.id).executeTakeFirstOrThrow();
    await operator('second@example.test');
    const answers = [];
    for (const payload of [{ email: 'second@example.test', password: 'Wrong-pass-123' }, { email: 'nobody@example.test', password: PASSWORD }, { email: customer.email, password: PASSWORD }]) {
      answers.push((await call('POST', 'admin/auth/sign-in', { payload, ip: nextAddress() })).body);
    }
    expect(answers[0]).toEqual({ status: 201, message: 'The e-mail or password is incorrect.', data: { form: ['The e-mail or password is incorrect.'] } });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(await shop.db.selectFrom('back_office_challenges').select('id').where('user_id', '=', shopper.id).execute()).toEqual([]);
    // Bad input: a clear error, nothing else.
    expect((await call('POST', 'admin/auth/sign-in', { payload: { email: 'x', password: '' }, ip: nextAddress() })).body.status).toBe(201);
    expect((await call('POST', 'admin/auth/code', { payload: { challenge: 'short', code: 'abc' }, ip: nextAddress() })).body.status).toBe(201);
  });

  it('answers a shopper\'s and a seller\'s session as nobody, staff only what staff may, and ends a session after 30 idle minutes', async () => {
    const boss = await operator('owner@example.test');
    const bossToken = await signInByMail(boss);
    const shopper = await shop.signedInUser();
    const seller = await shop.signedInUser();
    await shop.db.updateTable('users').set({ role: 'seller' }).where('id', '=', seller.id).execute();
    const nobody = await call('GET', 'admin/members');
    expect(nobody.http).toBe(403);
    expect(nobody.body).toEqual({ status: 403, message: 'Unauthorized', data: null });
    // Asking who one is answers null to anyone who is not a member (no failed request in a browser).
    expect((await call('GET', 'admin/auth/me')).body).toEqual({ status: 200, message: 'Success', data: null });
    for (const token of [shopper.token, seller.token, 'x'.repeat(43)]) {
      for (const url of ['admin/members', 'admin/audit', 'admin/factor/recovery-codes']) expect((await call('GET', url, { headers: bearer(token) })).body).toEqual(nobody.body);
      expect((await call('GET', 'admin/auth/me', { headers: bearer(token) })).body.data).toBeNull();
    }

    // The operator invites staff (mailed, queued), who signs in and may not open staff or the log.
    const invited = await call<{ email: string; role: string }[]>('POST', 'admin/members', { payload: { email: 'clerk@example.test' }, headers: bearer(bossToken) });
    expect(invited.body.status, invited.body.message).toBe(200);
    expect(invited.body.data.map((m) => [m.email, m.role])).toEqual(expect.arrayContaining([['clerk@example.test', 'staff'], ['owner@example.test', 'operator']]));
    await shop.jobsDone();
    expect(lastMailTo('clerk@example.test')!.text).toContain('Your account is now on the shop’s staff.');
    await operatorCommand(desk(), ['list']);
    const ip = nextAddress();
    const forgot = await call<{ challenge: string }>('POST', 'user/forgot-password', { payload: { email: 'clerk@example.test' }, ip });
    const resetCode = await vi.waitFor(async () => (await mailedCode('clerk@example.test')) ?? Promise.reject(new Error('no reset mail')));
    await call('POST', 'user/update-password', { payload: { email: 'clerk@example.test', code: resetCode, challenge: forgot.body.data.challenge, password: PASSWORD, password_confirmation: PASSWORD }, ip });
    const clerkToken = await signInByMail('clerk@example.test');
    const clerk = await call<Profile>('GET', 'admin/auth/me', { headers: bearer(clerkToken) });
    expect(clerk.body.data).toMatchObject({ role: 'staff', capabilities: ['orders', 'people', 'content'] });
    for (const url of ['admin/members', 'admin/audit']) {
      expect((await call('GET', url, { headers: { ...bearer(clerkToken), Language: 'ar' } })).body).toEqual({ status: 403, message: 'دورك لا يسمح بهذا. اطلب ذلك من مشغّل المتجر.', data: null });
    }
    expect((await call('POST', 'admin/members/remove', { payload: { email: 'owner@example.test' }, headers: bearer(clerkToken) })).http).toBe(403);
    // Operators are not removed from a browser; staff are, and their sessions end at once.
    expect((await call('POST', 'admin/members/remove', { payload: { email: 'owner@example.test' }, headers: bearer(bossToken) })).body.status).toBe(201);
    expect((await call('POST', 'admin/members/remove', { payload: { email: 'clerk@example.test' }, headers: bearer(bossToken) })).body.status).toBe(200);
    expect((await call('GET', 'admin/auth/me', { headers: bearer(clerkToken) })).body.data).toBeNull();

    // 30 idle minutes end a session; activity keeps it.
    const now = Date.now();
    const userId = (await call<Profile>('GET', 'admin/auth/me', { headers: bearer(bossToken) })).body.data.id;
    expect(await backOfficeUserOfToken(shop.db, bossToken, new Date(now + (BACK_OFFICE.idleSeconds - 60) * 1000))).toBe(userId);
    expect(await backOfficeUserOfToken(shop.db, bossToken, new Date(now + (2 * BACK_OFFICE.idleSeconds - 120) * 1000))).toBe(userId);
    expect(await backOfficeUserOfToken(shop.db, bossToken, new Date(now + (3 * BACK_OFFICE.idleSeconds) * 1000))).toBeNull();
  });

  it('sets up a TOTP app, then signs in with its codes (never the same one twice) or a recovery code once', async () => {
    const email = await operator('totp@example.test');
    const token = await signInByMail(email);
    const started = await call<{ secret: string; uri: string; qr_svg: string }>('POST', 'admin/factor/totp', { headers: bearer(token) });
    expect(started.body.data.uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    // The address as a QR code for the phone's camera: an SVG of dark modules, drawn anew for each key.
    expect(started.body.data.qr_svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"[^>]*>.*<path [^>]*d="M[^"]{200,}"/s);
    const app = new TOTP({ secret: Secret.fromBase32(started.body.data.secret), digits: 6, period: 30, algorithm: 'SHA1' });
    expect((await call('POST', 'admin/factor/totp/confirm', { payload: { code: app.generate({ timestamp: Date.now() - 10 * 60_000 }) }, headers: bearer(token) })).body.status).toBe(201);
    const confirmed = await call<{ recovery_codes: string[] }>('POST', 'admin/factor/totp/confirm', { payload: { code: app.generate() }, headers: bearer(token) });
    expect(confirmed.body.status, confirmed.body.message).toBe(200);
    expect(confirmed.body.data.recovery_codes).toHaveLength(BACK_OFFICE.recoveryCodeCount);

    const challenge = async (ip: string) => {
      const first = await call<{ challenge: string; factor: string }>('POST', 'admin/auth/sign-in', { payload: { email, password: PASSWORD }, ip });
      expect(first.body.data.factor).toBe('totp');
      return first.body.data.challenge;
    };
    const mailsBefore = shop.mails.length;
    const ip = nextAddress();
    // The code confirming the app was for this time step: it is spent, so the next is the one after.
    const spent = await call('POST', 'admin/auth/code', { payload: { challenge: await challenge(ip), code: app.generate() }, ip });
    expect(spent.body.status).toBe(201);
    const next = app.generate({ timestamp: Date.now() + 30_000 });
    const byApp = await call<Profile>('POST', 'admin/auth/code', { payload: { challenge: await challenge(ip), code: next }, ip });
    expect(byApp.body.status, byApp.body.message).toBe(200);
    expect(byApp.body.data.totp).toBe(true);
    // The same code in another challenge: refused.
    expect((await call('POST', 'admin/auth/code', { payload: { challenge: await challenge(ip), code: next }, ip })).body.status).toBe(201);
    const recovery = confirmed.body.data.recovery_codes[0]!;
    expect((await call('POST', 'admin/auth/code', { payload: { challenge: await challenge(ip), code: recovery.toUpperCase() }, ip })).body.status).toBe(200);
    expect((await call('POST', 'admin/auth/code', { payload: { challenge: await challenge(ip), code: recovery }, ip })).body.status).toBe(201);
    expect((await call<{ left: number }>('GET', 'admin/factor/recovery-codes', { headers: bearer(token) })).body.data.left).toBe(BACK_OFFICE.recoveryCodeCount - 1);
    // No code was mailed once the app was set up.
    expect(shop.mails.length).toBe(mailsBefore);

    // Five wrong codes end a challenge, even for the right one after.
    const dying = await challenge(nextAddress());
    for (let n = 0; n < BACK_OFFICE.challengeAttempts; n++) await call('POST', 'admin/auth/code', { payload: { challenge: dying, code: '000000' } });
    expect((await call('POST', 'admin/auth/code', { payload: { challenge: dying, code: app.generate({ timestamp: Date.now() + 60_000 }) } })).body.data).toEqual({ form: [expect.stringContaining('Sign in again')] });
  });

  it('keeps the console\'s session in its cookies: a write from another site or without the CSRF token changes nothing', async () => {
    const email = await operator('cookie@example.test');
    const ip = nextAddress();
    const first = await call<{ challenge: string }>('POST', 'admin/auth/sign-in', { payload: { email, password: PASSWORD }, ip });
    const signed = await call<Profile>('POST', 'admin/auth/code', { payload: { challenge: first.body.data.challenge, code: await mailedCode(email) }, ip, headers: { 'X-Session': 'cookie' } });
    expect(signed.body.data.token).toBeUndefined();
    const cookies = [signed.headers['set-cookie']].flat().map(String);
    expect(cookies.find((c) => c.startsWith(`${BACK_OFFICE.cookieName}=`))).toMatch(/HttpOnly; SameSite=Strict/i);
    const cookie = cookies.map((c) => c.split(';')[0]).join('; ');
    const csrf = signed.body.data.csrf!;
    expect((await call<Profile>('GET', 'admin/auth/me', { headers: { cookie } })).body.data.email).toBe(email);
    // A shopper's own cookie does not stand in for it, nor in its way.
    const members = () => shop.db.selectFrom('back_office_members').select(['user_id', 'role']).orderBy('user_id').execute();
    const before = await members();
    const attempts: Record<string, string>[] = [{ cookie }, { cookie, [BACK_OFFICE.csrfHeader]: csrf, 'sec-fetch-site': 'cross-site' }, { cookie, [BACK_OFFICE.csrfHeader]: 'forged' }];
    for (const headers of attempts) {
      const refused = await call('POST', 'admin/members', { payload: { email: 'sneaky@example.test' }, headers });
      expect(refused.http).toBe(403);
      expect(refused.body.message).toContain('did not come from the shop');
    }
    expect(await members()).toEqual(before);
    const invited = await call('POST', 'admin/members', { payload: { email: 'welcome@example.test' }, headers: { cookie, [BACK_OFFICE.csrfHeader]: csrf, 'sec-fetch-site': 'same-origin', 'frontend_csrf': 'ignored' } });
    expect(invited.body.status, invited.body.message).toBe(200);
    const out = await call('POST', 'admin/auth/sign-out', { headers: { cookie, [BACK_OFFICE.csrfHeader]: csrf } });
    expect(out.body.status).toBe(200);
    expect([out.headers['set-cookie']].flat().map(String).some((c) => c.startsWith(`${BACK_OFFICE.cookieName}=;`))).toBe(true);
    expect((await call('GET', 'admin/auth/me', { headers: { cookie } })).body.data).toBeNull();
  });

  it('writes every change to an append-only audit log that only an operator reads', async () => {
    const email = await operator('auditor@example.test');
    const token = await signInByMail(email);
    await call('POST', 'admin/members', { payload: { email: 'helper@example.test' }, headers: bearer(token) });
    const log = await call<{ rows: { action: string; actor_email: string; subject_id: string | null; before: unknown; after: unknown }[]; total: number }>('GET', 'admin/audit?actor=auditor@example.test', { headers: bearer(token) });
    expect(log.body.data.rows.map((row) => row.action)).toEqual(['member.staff', 'session.sign_in']);
    expect(log.body.data.rows[0]!.after).toEqual({ role: 'staff', email: 'helper@example.test' });
    const fromConsole = await call<{ rows: { action: string; after: unknown }[] }>('GET', 'admin/audit?actor=command-line&action=member.operator', { headers: bearer(token) });
    expect(fromConsole.body.data.rows.some((row) => (row.after as { email: string }).email === email)).toBe(true);
    // An actor's account going (their data deleted) leaves their entries as they were.
    const entries = await shop.db.selectFrom('audit_log').selectAll().where('actor_email', '=', email).orderBy('id').execute();
    await shop.db.deleteFrom('users').where('email', '=', email).execute();
    expect(await shop.db.selectFrom('audit_log').selectAll().where('actor_email', '=', email).orderBy('id').execute()).toEqual(entries);
    await expect(sql`update audit_log set action = 'nothing'`.execute(shop.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(shop.db)).rejects.toThrow(/append-only/);
  });
});
