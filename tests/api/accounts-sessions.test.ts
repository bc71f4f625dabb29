import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInData } from '../../core/auth/user';
import { AUTH } from '../../core/auth/user';
import { hashToken } from '../../backend/auth/tokens';
import { csrfTokenOf } from '../../backend/auth/session-cookie';
import { testDatabases } from '../support/databases';
import { type AccountsHarness, freshIp, startAccounts } from './accounts-support';

// Issue 21 item 3 (ASVS 3.3, 3.4): the storefront's session is an HttpOnly cookie with a CSRF
// token, limited by an idle timeout and 30 days in all; bearer clients are unchanged.
const PASSWORD = 'secret-pass';
const email = (tag: string) => `${tag}-${randomBytes(4).toString('hex')}@example.test`;
const SHOP = 'http://shop.test';

describe.each(testDatabases())('cookie sessions on $name', (database) => {
  let h: AccountsHarness;

  beforeAll(async () => {
    h = await startAccounts(database);
  });
  afterAll(async () => {
    await h?.close();
  });

  /** Signs in as the storefront does; the session token is read from the Set-Cookie a browser would keep to itself. */
  async function browserSignIn(address: string) {
    const response = await h.app.inject({
      method: 'POST', url: '/api/v1/user/signin', payload: { email: address, password: PASSWORD },
      headers: { 'x-session': 'cookie', origin: SHOP, 'sec-fetch-site': 'same-origin' }, remoteAddress: freshIp(),
    });
    const setCookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    const session = /frontend_token=([^;]+)/.exec(setCookies.join('\n'))![1]!;
    return { response, setCookies, session, csrf: (response.json() as { data: SignInData }).data.token };
  }
  const cookieOf = (session: string) => `${AUTH.cookieName}=${session}; ${AUTH.csrfCookieName}=${csrfTokenOf(session)}`;
  const profileName = async (userEmail: string) => (await h.shop.db.selectFrom('users').select('name').where('email', '=', userEmail).executeTakeFirstOrThrow()).name;

  it('hands the storefront an HttpOnly, SameSite=Lax cookie of at most 30 days and only the CSRF token in the answer', async () => {
    const address = email('cookie');
    await h.register(address);
    const { response, setCookies, session, csrf } = await browserSignIn(address);
    expect(response.json()).toMatchObject({ status: 200 });
    const sessionCookie = setCookies.find((c) => c.startsWith('frontend_token='))!;
    expect(sessionCookie).toMatch(/; HttpOnly/);
    expect(sessionCookie).toMatch(/; SameSite=Lax/);
    expect(sessionCookie).toMatch(/; Path=\//);
    expect(sessionCookie).toMatch(/Max-Age=2592000/);
    expect(sessionCookie).not.toMatch(/; Secure/);
    const csrfCookie = setCookies.find((c) => c.startsWith('frontend_csrf='))!;
    expect(csrfCookie).not.toMatch(/HttpOnly/);
    expect(csrf).toBe(csrfTokenOf(session));
    expect(response.json().token).toBe(csrf);
    expect(JSON.stringify(response.json())).not.toContain(session);
    expect(response.headers['cache-control']).toBe('no-store');
    // Another API client still gets its bearer token and no cookie.
    const bearer = await h.post<SignInData>('user/signin', { email: address, password: PASSWORD }, { ip: freshIp() });
    expect(bearer.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await h.get('user/profile', { token: bearer.body.data.token })).body).toMatchObject({ status: 200, data: { email: address } });
  });

  it('takes the cookie for reads, and for writes only from the shop\'s pages with the CSRF token', async () => {
    const address = email('csrf');
    await h.register(address);
    const { session, csrf } = await browserSignIn(address);
    const cookie = cookieOf(session);
    const profile = await h.app.inject({ method: 'GET', url: '/api/v1/user/profile', headers: { cookie } });
    expect(profile.json()).toMatchObject({ status: 200, data: { email: address, is_logged_in: true } });

    const update = (headers: Record<string, string>) => h.app.inject({ method: 'POST', url: '/api/v1/user/update-profile', payload: { name: 'Changed by someone' }, headers: { cookie, language: 'fr', ...headers } });
    // A form on another site: the browser attaches the cookie, but there is no CSRF token.
    const forged = await update({ origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ status: 403, message: 'Cette requête ne vient pas de la page de la boutique ; rien n’a été modifié. Rechargez la page et réessayez.', data: null });
    // Even with the right token, a call another site started is refused.
    expect((await update({ 'x-csrf-token': csrf, origin: 'http://evil.example' })).statusCode).toBe(403);
    expect((await update({ 'x-csrf-token': csrf, 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await update({ 'x-csrf-token': 'A'.repeat(43), 'sec-fetch-site': 'same-origin' })).statusCode).toBe(403);
    expect((await update({})).statusCode).toBe(403);
    expect(await profileName(address)).toBe('Test User');
    // Sign-out is a GET in the contract but ends the session: it needs the token too.
    expect((await h.app.inject({ method: 'GET', url: '/api/v1/user/logout', headers: { cookie, 'sec-fetch-site': 'cross-site' } })).statusCode).toBe(403);

    const mine = await update({ 'x-csrf-token': csrf, origin: SHOP, 'sec-fetch-site': 'same-origin' });
    expect(mine.json()).toMatchObject({ status: 200, data: { name: 'Changed by someone' } });
  });

  it('never refuses a bearer-token client for where its call came from', async () => {
    const address = email('bearer');
    const token = await h.register(address);
    const response = await h.app.inject({
      method: 'POST', url: '/api/v1/user/update-profile', payload: { name: 'App user' },
      headers: { authorization: `Bearer ${token}`, origin: 'http://elsewhere.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.json()).toMatchObject({ status: 200, data: { name: 'App user' } });
  });

  it('ends a session after the idle timeout and after 30 days however active, on the server', async () => {
    const address = email('age');
    await h.register(address);
    const age = async (session: string, column: 'last_seen_at' | 'created_at', seconds: number) => {
      await h.shop.db.updateTable('sessions').set({ [column]: new Date(Date.now() - seconds * 1000).toISOString() }).where('token_hash', '=', hashToken(session)).execute();
    };
    const profile = (session: string) => h.app.inject({ method: 'GET', url: '/api/v1/user/profile', headers: { cookie: cookieOf(session) } });

    const idle = (await browserSignIn(address)).session;
    await age(idle, 'last_seen_at', AUTH.sessionIdleSeconds - 120);
    expect((await profile(idle)).json()).toMatchObject({ data: { is_logged_in: true } });
    // Used just now: the idle clock restarted.
    const seen = await h.shop.db.selectFrom('sessions').select('last_seen_at').where('token_hash', '=', hashToken(idle)).executeTakeFirstOrThrow();
    expect(Date.now() - Date.parse(seen.last_seen_at!)).toBeLessThan(60_000);
    await age(idle, 'last_seen_at', AUTH.sessionIdleSeconds + 1);
    const over = await profile(idle);
    expect(over.json()).toMatchObject({ status: 200, data: { is_logged_in: false } });
    // The dead cookie is cleared, and the token is dead for a bearer client too.
    expect(([] as string[]).concat(over.headers['set-cookie'] ?? []).join('\n')).toMatch(/frontend_token=;.*Max-Age=0/);
    expect((await h.get('user/profile', { token: idle })).body.status).toBe(403);

    const old = (await browserSignIn(address)).session;
    await age(old, 'created_at', AUTH.cookieMaxAgeSeconds + 1);
    expect((await profile(old)).json()).toMatchObject({ data: { is_logged_in: false } });
    expect((await h.get('user/profile', { token: old })).body.status).toBe(403);
  });

  it('signs out on the server and expires both cookies', async () => {
    const address = email('logout');
    await h.register(address);
    const { session, csrf } = await browserSignIn(address);
    const response = await h.app.inject({ method: 'GET', url: '/api/v1/user/logout', headers: { cookie: cookieOf(session), 'x-csrf-token': csrf, 'sec-fetch-site': 'same-origin' } });
    expect(response.json()).toMatchObject({ status: 200 });
    const cleared = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    expect(cleared.some((c) => /^frontend_token=;.*Max-Age=0/.test(c))).toBe(true);
    expect(cleared.some((c) => /^frontend_csrf=;.*Max-Age=0/.test(c))).toBe(true);
    const row = await h.shop.db.selectFrom('sessions').select('revoked_at').where('token_hash', '=', hashToken(session)).executeTakeFirstOrThrow();
    expect(row.revoked_at).not.toBeNull();
    expect((await h.get('user/profile', { token: session })).body.status).toBe(403);
  });

  it('takes a guest\'s user_token from the X-User-Token header, so no URL has to carry it', async () => {
    const guest = randomBytes(16).toString('base64url');
    const added = await h.app.inject({ method: 'POST', url: '/api/v1/user/address/action', headers: { 'x-user-token': guest }, payload: { name: 'G', email: 'g@example.test', phone: '0612345678', country: 'FR', state: 'IDF', city: 'Paris', zip: '75001', address_1: '1 rue' } });
    expect(added.json()).toMatchObject({ status: 200 });
    const book = await h.app.inject({ method: 'GET', url: '/api/v1/user/address/all', headers: { 'x-user-token': guest } });
    expect(book.json()).toMatchObject({ status: 200, data: { data: [{ name: 'G' }] } });
    const other = await h.app.inject({ method: 'GET', url: '/api/v1/user/address/all', headers: { 'x-user-token': randomBytes(16).toString('base64url') } });
    expect(other.json().data.data).toEqual([]);
  });
});
