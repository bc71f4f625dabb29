import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInChallenge, SignInData } from '../../core/auth/user';
import { SIGN_IN_THROTTLE } from '../../core/auth/sign-in-throttle';
import { testDatabases } from '../support/databases';
import { type AccountsHarness, freshIp, startAccounts } from './accounts-support';

// ASVS 2.2.1: failed sign-ins slow the client that makes them, never lock the owner out.
const PASSWORD = 'secret-pass';
const email = (tag: string) => `${tag}-${randomBytes(4).toString('hex')}@example.test`;

describe.each(testDatabases())('sign-in throttle on $name', (database) => {
  let h: AccountsHarness;

  beforeAll(async () => {
    h = await startAccounts(database);
  });
  afterAll(async () => {
    await h?.close();
  });

  const signIn = (address: string, password: string, ip: string, language?: string) => h.post<SignInData>('user/signin', { email: address, password }, { ip, language });

  it('makes one client wait longer and longer after its failures, in its language, while the owner elsewhere signs in', async () => {
    const address = email('pair');
    await h.register(address);
    const guesser = freshIp();
    for (let i = 0; i < SIGN_IN_THROTTLE.freeFailures; i++) {
      expect((await signIn(address, 'wrong-one', guesser)).body.status).toBe(201);
    }
    // Even the right password waits from this client now: the answer says how long and what else to do.
    const waiting = await h.app.inject({ method: 'POST', url: '/api/v1/user/signin', payload: { email: address, password: PASSWORD }, headers: { language: 'fr' }, remoteAddress: guesser });
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('30');
    expect(waiting.json()).toMatchObject({ status: 429, data: null });
    expect(waiting.json().message).toBe('Trop de connexions échouées depuis cet appareil. Attendez 1 min et réessayez, ou utilisez « Mot de passe oublié ? » pour recevoir un code par e-mail.');

    // The owner, from another client, is not slowed at all.
    expect((await signIn(address, PASSWORD, freshIp())).body.status).toBe(200);

    // Once the wait is over the guesser may try again; one more failure doubles the wait.
    const age = (seconds: number) => h.shop.db.updateTable('auth_throttles')
      .set({ window_started_at: new Date(Date.now() - seconds * 1000).toISOString() })
      .where('key', '=', `signin_fail:pair:${address}:${guesser}`).execute();
    await age(31);
    expect((await signIn(address, 'wrong-again', guesser)).body.status).toBe(201);
    const longer = await h.app.inject({ method: 'POST', url: '/api/v1/user/signin', payload: { email: address, password: PASSWORD }, remoteAddress: guesser });
    expect(longer.statusCode).toBe(429);
    expect(longer.headers['retry-after']).toBe('60');
    await age(61);
    // The right password signs in and the pair starts afresh.
    expect((await signIn(address, PASSWORD, guesser)).body.status).toBe(200);
    expect((await signIn(address, 'wrong', guesser)).http).toBe(200);
  });

  it('does not lock the owner out after many failures from other clients: a mailed code bound to the owner\'s attempt lets them in', async () => {
    const address = email('owner');
    await h.register(address, { language: 'tr' });
    for (let i = 0; i < SIGN_IN_THROTTLE.accountCeiling + 5; i++) {
      expect((await signIn(address, `wrong-${i}`, freshIp())).http).toBe(200);
    }
    // A wrong password past the ceiling is just wrong: no mail, nothing revealed.
    const mailsBefore = h.mail.mailsTo(address).length;
    expect((await signIn(address, 'still-wrong', freshIp())).body.status).toBe(201);

    const owner = freshIp();
    const asked = await h.post<SignInChallenge>('user/signin', { email: address, password: PASSWORD }, { ip: owner, language: 'en' });
    expect(asked.http).toBe(200);
    expect(asked.body.status).toBe(202);
    expect(asked.body.token).toBeUndefined();
    expect(asked.body.data).toMatchObject({ code_required: true, email: address });
    expect(asked.body.message).toBe(`There have been many failed sign-ins on this account, so we sent a 6-digit code to ${address}. Enter it to sign in.`);
    const mail = await h.mail.waitFor((m) => m.to.includes(address) && h.mail.mailsTo(address).indexOf(m) >= mailsBefore);
    expect(mail.subject).toBe('Giriş kodunuz');
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
    const { challenge } = asked.body.data;

    // Without the challenge the code cannot even be tried, so nobody else can spend its tries.
    const otherChallenge = randomBytes(32).toString('base64url');
    for (let i = 0; i < 6; i++) {
      expect((await h.post('user/signin-code', { email: address, code, challenge: otherChallenge }, { ip: freshIp() })).body.status).toBe(201);
    }
    const malformed = await h.post('user/signin-code', { email: address, code: 'abc', challenge: 'x' }, { ip: owner, language: 'ar' });
    expect(malformed.body.status).toBe(201);

    const signedIn = await h.post<SignInData>('user/signin-code', { email: address, code, challenge }, { ip: owner });
    expect(signedIn.body.status).toBe(200);
    expect(signedIn.body.data.email).toBe(address);
    expect((await h.get('user/profile', { token: signedIn.body.data.token })).body).toMatchObject({ status: 200, data: { email: address, is_logged_in: true } });
    // A code works once.
    expect((await h.post('user/signin-code', { email: address, code, challenge }, { ip: owner })).body.status).toBe(201);
  });
});
