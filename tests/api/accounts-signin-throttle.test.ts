import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInChallenge, SignInData } from '../../core/auth/user';
import { SIGN_IN_THROTTLE } from '../../core/auth/sign-in-throttle';
import { testDatabases } from '../support/databases';
import { type AccountsHarness, freshIp, startAccounts } from './accounts-support';
import { jobQueueOf } from '../../composition/server/app';
import { jobsDone as waitForJobs } from '../support/api-shop';

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

  /** Every failed sign-in the ceiling needs, each from a client of its own (none of them waits). */
  const reachCeiling = async (address: string) => {
    for (let i = 0; i < SIGN_IN_THROTTLE.accountCeiling; i++) {
      expect((await signIn(address, `wrong-${i}`, freshIp())).body.status).toBe(201);
    }
  };
  const jobsDone = () => waitForJobs(jobQueueOf(h.app)!);

  it('does not lock the owner out after many failures from other clients: a mailed code bound to the owner\'s attempt lets them in', async () => {
    const address = email('owner');
    await h.register(address, { language: 'tr' });
    await reachCeiling(address);
    const mailsBefore = h.mail.mailsTo(address).length;

    const owner = freshIp();
    const asked = await h.post<SignInChallenge>('user/signin', { email: address, password: PASSWORD }, { ip: owner, language: 'en' });
    expect(asked.http).toBe(200);
    expect(asked.body.status).toBe(202);
    expect(asked.body.token).toBeUndefined();
    expect(asked.body.data).toMatchObject({ code_required: true, email: address });
    expect(asked.body.message).toBe(`There have been many failed sign-ins on this account. If the password you entered is right, we have mailed a 6-digit code to ${address}: enter the newest one to sign in. If none comes, use “Forgot password?”.`);
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

  it('answers a right and a wrong password alike past the ceiling, byte for byte, and mails a code only for the right one', async () => {
    const address = email('oracle');
    await h.register(address, { language: 'fr' });
    const stranger = email('nobody');
    await reachCeiling(address);
    await reachCeiling(stranger);
    await jobsDone();
    const mailsBefore = h.mail.mailsTo(address).length;

    const client = freshIp();
    const attempt = async (address: string, password: string) => {
      const response = await h.app.inject({ method: 'POST', url: '/api/v1/user/signin', payload: { email: address, password }, headers: { language: 'ar' }, remoteAddress: client });
      const { date: _date, 'x-request-id': _id, ...headers } = response.headers;
      return { status: response.statusCode, headers, body: response.body };
    };
    const wrong = await attempt(address, 'not-the-password');
    const right = await attempt(address, PASSWORD);
    const wrongAgain = await attempt(address, 'another-guess');
    expect(right).toEqual(wrong);
    expect(wrongAgain).toEqual(wrong);
    expect(JSON.parse(wrong.body)).toMatchObject({ status: 202, data: { code_required: true, email: address } });
    // An address with no account past its own ceiling: the same answer, its own address in it.
    const unknown = await attempt(stranger, PASSWORD);
    expect(unknown.body).toBe(wrong.body.replaceAll(address, stranger).replace(JSON.parse(wrong.body).data.challenge, JSON.parse(unknown.body).data.challenge));

    // Only the right password mailed a code; asking again while it lives mails nothing more.
    const first = await h.mail.waitFor((m) => m.to.includes(address) && h.mail.mailsTo(address).indexOf(m) >= mailsBefore);
    expect(first.subject).toBe('Votre code de connexion');
    expect(await attempt(address, PASSWORD)).toEqual(wrong);
    await jobsDone();
    expect(h.mail.mailsTo(address).length - mailsBefore).toBe(1);
    expect(h.mail.mailsTo(stranger)).toEqual([]);
  });

  it('keeps one live sign-in code per account and a few codes an hour, whichever clients give the right password', async () => {
    const address = email('burst');
    await h.register(address);
    await reachCeiling(address);
    await jobsDone();
    const mailsBefore = h.mail.mailsTo(address).length;

    // Clients that each know the password: the first codes replace each other, then no more are mailed.
    const asks: { challenge: string; code: string | null }[] = [];
    for (let i = 0; i < SIGN_IN_THROTTLE.codesPerWindow + 2; i++) {
      const asked = await signIn(address, PASSWORD, freshIp());
      expect(asked.body.status).toBe(202);
      await jobsDone();
      const mails = h.mail.mailsTo(address).slice(mailsBefore);
      const code = mails.length > asks.filter((ask) => ask.code).length ? /\b(\d{6})\b/.exec(mails.at(-1)!.text)![1]! : null;
      asks.push({ challenge: (asked.body.data as unknown as SignInChallenge).challenge, code });
    }
    expect(asks.map((ask) => ask.code !== null)).toEqual([...Array(SIGN_IN_THROTTLE.codesPerWindow).fill(true), false, false]);
    const live = await h.shop.db.selectFrom('verification_codes').select('id').where('purpose', 'like', 'sign_in:%').where('consumed_at', 'is', null)
      .where('user_id', '=', (await h.shop.db.selectFrom('users').select('id').where('email', '=', address).executeTakeFirstOrThrow()).id).execute();
    expect(live).toHaveLength(1);
    // A replaced code no longer signs in, even with its own challenge; the newest does.
    const replaced = asks[0]!;
    expect((await h.post('user/signin-code', { email: address, code: replaced.code, challenge: replaced.challenge }, { ip: freshIp() })).body.status).toBe(201);
    const newest = asks[SIGN_IN_THROTTLE.codesPerWindow - 1]!;
    expect((await h.post('user/signin-code', { email: address, code: newest.code, challenge: newest.challenge }, { ip: freshIp() })).body.status).toBe(200);
  });
});
