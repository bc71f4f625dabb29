import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInData } from '../../core/auth/user';
import type { CommonData } from '../../core/common/common-data';
import type { SocialProviderConfig } from '../../backend/api/api-context';
import { migrateToLatest } from '../../backend/db/migrate';
import type { ShopDatabase } from '../../backend/db/database';
import { seedDatabase } from '../../backend/seed/seed';
import { createApp } from '../../composition/server/app';
import { testDatabases } from '../support/databases';
import { startTestProvider, type TestProvider } from '../support/oidc-provider';

const PUBLIC_URL = 'http://shop.localhost:3999';

type Envelope<T = unknown> = { status: number; message: string; data: T; token?: string };
type SocialAnswer = Envelope<SignInData & { return_to: string | null }>;

/**
 * What a browser does between our redirect and the provider sending it back: follows every
 * redirect with the provider's cookies until the Location points at the shop's /social-callback.
 */
async function signInAtProvider(authorizeUrl: string): Promise<URLSearchParams> {
  const jar = new Map<string, string>();
  let url = authorizeUrl;
  for (let hop = 0; hop < 12; hop++) {
    if (url.startsWith(`${PUBLIC_URL}/social-callback`)) return new URL(url).searchParams;
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const cookie of response.headers.getSetCookie()) {
      const pair = cookie.split(';')[0]!;
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (!value || /expires=Thu, 01 Jan 1970/i.test(cookie)) jar.delete(name);
      else jar.set(name, value);
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`provider stopped at ${url}: HTTP ${response.status} ${await response.text()}`);
    url = new URL(location, url).href;
  }
  throw new Error('too many redirects at the provider');
}

describe.each(testDatabases())('social sign-in against a real OpenID Connect provider on $name', (database) => {
  let shop: ShopDatabase & { drop(): Promise<void> };
  let google: TestProvider;
  let facebook: TestProvider;
  let app: FastifyInstance;
  const extraApps: FastifyInstance[] = [];

  const social = (provider: TestProvider): SocialProviderConfig => ({ issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret });
  const appWith = async (configured: Record<string, SocialProviderConfig>) => {
    const extra = await createApp({ shop, accounts: { publicUrl: PUBLIC_URL, social: configured } });
    extraApps.push(extra);
    return extra;
  };

  beforeAll(async () => {
    shop = await database.open();
    await migrateToLatest(shop.db);
    await seedDatabase(shop, { products: 20, seed: 3 });
    google = await startTestProvider({ publicUrl: PUBLIC_URL });
    // Facebook's stand-in keeps claims out of the ID token: the e-mail comes from UserInfo.
    facebook = await startTestProvider({ publicUrl: PUBLIC_URL, clientId: 'fb-client', claimsInIdToken: false });
    app = await createApp({ shop, accounts: { publicUrl: PUBLIC_URL, social: { google: social(google), facebook: social(facebook) } } });
  });

  afterAll(async () => {
    for (const extra of extraApps) await extra.close();
    await app?.close();
    await google?.close();
    await facebook?.close();
    await shop?.drop();
  });

  const startAt = async (provider: string, query = '', target = app) => {
    const response = await target.inject({ method: 'GET', url: `/api/v1/user/social-login/redirect/${provider}${query}` });
    return response;
  };
  const callback = async (body: Record<string, unknown>, language = 'en') =>
    (await app.inject({ method: 'POST', url: '/api/v1/user/social-login/callback', payload: body, headers: { Language: language } })).json() as SocialAnswer;
  /** The whole browser round trip: our redirect, the provider, back with code and state. */
  const roundTrip = async (provider: string, query = '') => {
    const redirect = await startAt(provider, query);
    expect(redirect.statusCode).toBe(302);
    return signInAtProvider(redirect.headers.location as string);
  };
  const userCount = async () => Number((await shop.db.selectFrom('users').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);

  it('redirects to the provider with state, nonce and PKCE S256, keeping only a hash of the state', async () => {
    const response = await startAt('google', '?return_to=%2Fuser%2Faddresses%3Ftab%3D1&lang=fr');
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location as string);
    expect(`${location.origin}`).toBe(google.issuer);
    const params = location.searchParams;
    expect(params.get('client_id')).toBe(google.clientId);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('redirect_uri')).toBe(`${PUBLIC_URL}/social-callback`);
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('nonce')!.length).toBeGreaterThanOrEqual(32);
    const state = params.get('state')!;
    expect(state.length).toBeGreaterThanOrEqual(32);

    const rows = await shop.db.selectFrom('oauth_states').selectAll().execute();
    expect(rows.some((r) => r.state_hash === state)).toBe(false);
    const row = rows.find((r) => r.state_hash === createHash('sha256').update(state).digest('base64url'))!;
    expect(row).toMatchObject({ provider: 'google', return_to: '/user/addresses?tab=1', language: 'fr', nonce: params.get('nonce') });
    const lifetime = Date.parse(row.expires_at) - Date.parse(row.created_at);
    expect(lifetime).toBeGreaterThan(9 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(10 * 60_000 + 1000);
  });

  it('keeps return_to only when it is a path on this site', async () => {
    for (const unsafe of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
      const response = await startAt('google', `?return_to=${encodeURIComponent(unsafe)}`);
      const state = new URL(response.headers.location as string).searchParams.get('state')!;
      const row = await shop.db.selectFrom('oauth_states').select('return_to')
        .where('state_hash', '=', createHash('sha256').update(state).digest('base64url')).executeTakeFirstOrThrow();
      expect(row.return_to, unsafe).toBeNull();
    }
  });

  it('signs a new shopper in through the whole flow and creates a verified customer', async () => {
    google.setAccount({ sub: 'g-100', email: 'New.Social@Example.TEST', email_verified: true, name: 'Nadia Social' });
    const before = await userCount();
    const back = await roundTrip('google', '?return_to=%2Fuser%2Fprofile&lang=tr');
    expect(back.get('code')).toBeTruthy();

    const answer = await callback({ code: back.get('code'), state: back.get('state') });
    expect(answer.status).toBe(200);
    expect(answer.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.data.token).toBe(answer.token);
    expect(answer.data).toMatchObject({ email: 'new.social@example.test', name: 'Nadia Social', is_logged_in: true, role: 'customer', language: 'tr', return_to: '/user/profile' });
    expect(await userCount()).toBe(before + 1);

    const user = await shop.db.selectFrom('users').selectAll().where('email', '=', 'new.social@example.test').executeTakeFirstOrThrow();
    expect(user.verified_at).not.toBeNull();
    expect(user.password_hash).toBe('!social:no-password');
    const identities = await shop.db.selectFrom('social_identities').selectAll().where('user_id', '=', user.id).execute();
    expect(identities.map((i) => [i.provider, i.subject])).toEqual([['google', 'g-100']]);

    const profile = (await app.inject({ method: 'GET', url: '/api/v1/user/profile', headers: { Authorization: `Bearer ${answer.token}` } })).json() as Envelope<SignInData>;
    expect(profile.status).toBe(200);
    expect(profile.data).toMatchObject({ id: user.id, email: 'new.social@example.test', is_logged_in: true });

    // Password sign-in never works for an account made by social sign-in.
    const signin = (await app.inject({ method: 'POST', url: '/api/v1/user/signin', payload: { email: user.email, password: '!social:no-password' } })).json() as Envelope;
    expect(signin.status).not.toBe(200);

    // The state was single use: the same answer again is refused and signs nobody in.
    const replay = await callback({ code: back.get('code'), state: back.get('state') }, 'fr');
    expect(replay.status).toBe(403);
    expect(replay.message).toMatch(/expiré|déjà/);
    expect(replay.token).toBeUndefined();

    // Signing in again with the same subject reaches the same account.
    const again = await roundTrip('google');
    const second = await callback({ code: again.get('code'), state: again.get('state'), iss: again.get('iss') });
    expect(second.status).toBe(200);
    expect(second.data.id).toBe(user.id);
    expect(second.data.return_to).toBeNull();
    expect(await userCount()).toBe(before + 1);
  });

  it('links a provider to the existing account with the same e-mail', async () => {
    const stamp = new Date().toISOString();
    const existing = await shop.db.insertInto('users').values({
      name: 'Linda Link', email: 'linda@example.test', password_hash: '$argon2id$v=19$m=19456,t=2,p=1$placeholder', role: 'customer',
      verified_at: stamp, language: 'en', created_at: stamp, updated_at: stamp,
    }).returning('id').executeTakeFirstOrThrow();
    facebook.setAccount({ sub: 'fb-7', email: 'LINDA@example.test', email_verified: true, name: 'Linda on Facebook' });

    const back = await roundTrip('facebook');
    const answer = await callback({ code: back.get('code'), state: back.get('state') });
    expect(answer.status).toBe(200);
    expect(answer.data.id).toBe(existing.id);
    expect(answer.data.name).toBe('Linda Link');
    const user = await shop.db.selectFrom('users').select('password_hash').where('id', '=', existing.id).executeTakeFirstOrThrow();
    expect(user.password_hash).toContain('$argon2id$');
    const link = await shop.db.selectFrom('social_identities').select('user_id').where('provider', '=', 'facebook').where('subject', '=', 'fb-7').executeTakeFirstOrThrow();
    expect(link.user_id).toBe(existing.id);
  });

  it('refuses a customer the shop blocked, in their language, and gives them no session', async () => {
    const stamp = new Date().toISOString();
    const blocked = await shop.db.insertInto('users').values({
      name: 'Bea Blocked', email: 'bea@example.test', password_hash: '!social-only', role: 'customer',
      verified_at: stamp, language: 'fr', created_at: stamp, updated_at: stamp, blocked_at: stamp, blocked_reason: 'fraud',
    }).returning('id').executeTakeFirstOrThrow();
    google.setAccount({ sub: 'g-blocked', email: 'bea@example.test', email_verified: true, name: 'Bea' });
    const back = await roundTrip('google');
    const answer = await callback({ code: back.get('code'), state: back.get('state') }, 'fr');
    expect(answer).toMatchObject({ status: 201, data: { form: ['Ce compte a été bloqué par la boutique : il ne peut pas se connecter. Si vous pensez qu’il s’agit d’une erreur, écrivez-nous depuis la page de contact.'] } });
    expect(await shop.db.selectFrom('sessions').select('id').where('user_id', '=', blocked.id).execute()).toEqual([]);
  });

  it('takes over an unverified registration of the same address: its unproven password stops working', async () => {
    const stamp = new Date().toISOString();
    const squatter = await shop.db.insertInto('users').values({
      name: 'Squatter', email: 'victim@example.test', password_hash: '$argon2id$v=19$m=19456,t=2,p=1$squatter', role: 'customer',
      verified_at: null, language: 'en', created_at: stamp, updated_at: stamp,
    }).returning('id').executeTakeFirstOrThrow();
    google.setAccount({ sub: 'g-victim', email: 'victim@example.test', email_verified: true, name: 'Victim' });
    const back = await roundTrip('google');
    const answer = await callback({ code: back.get('code'), state: back.get('state') });
    expect(answer.data.id).toBe(squatter.id);
    const user = await shop.db.selectFrom('users').select(['password_hash', 'verified_at']).where('id', '=', squatter.id).executeTakeFirstOrThrow();
    expect(user.password_hash).toBe('!social:no-password');
    expect(user.verified_at).not.toBeNull();
  });

  it('refuses a tampered state or a wrong code and creates nothing', async () => {
    google.setAccount({ sub: 'g-tamper', email: 'tamper@example.test', email_verified: true, name: 'Tamper' });
    const back = await roundTrip('google');
    const before = await userCount();
    const state = back.get('state')!;
    const tampered = `${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}`;

    const refused = await callback({ code: back.get('code'), state: tampered }, 'ar');
    expect(refused.status).toBe(403);
    expect(refused.message).toMatch(/[\u0600-\u06FF]/);
    expect((await callback({ code: back.get('code') })).status).toBe(403);

    // The genuine state with a forged code: the provider refuses the exchange.
    const forged = await callback({ code: 'not-a-code-the-provider-issued', state });
    expect(forged.status).toBe(201);
    expect(forged.message).toContain('Google');
    expect(forged.token).toBeUndefined();
    expect(await userCount()).toBe(before);
    expect(await shop.db.selectFrom('social_identities').select('id').where('subject', '=', 'g-tamper').executeTakeFirst()).toBeUndefined();
  });

  it('refuses an expired state', async () => {
    const redirect = await startAt('google');
    const state = new URL(redirect.headers.location as string).searchParams.get('state')!;
    await shop.db.updateTable('oauth_states').set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('state_hash', '=', createHash('sha256').update(state).digest('base64url')).execute();
    const answer = await callback({ code: 'whatever', state });
    expect(answer.status).toBe(403);
  });

  it('refuses an identity without a verified e-mail', async () => {
    google.setAccount({ sub: 'g-unverified', email: 'unverified@example.test', email_verified: false, name: 'Unverified' });
    const before = await userCount();
    const back = await roundTrip('google');
    const answer = await callback({ code: back.get('code'), state: back.get('state') }, 'hi');
    expect(answer.status).toBe(201);
    expect(answer.message).toMatch(/[\u0900-\u097F]/);
    expect(await userCount()).toBe(before);

    google.setAccount({ sub: 'g-no-mail', name: 'No Mail' });
    const noMail = await roundTrip('google');
    expect((await callback({ code: noMail.get('code'), state: noMail.get('state') })).status).toBe(201);
    expect(await userCount()).toBe(before);
  });

  it('answers 404 for an unknown or unconfigured provider', async () => {
    const googleOnly = await appWith({ google: social(google) });
    for (const [target, provider] of [[app, 'twitter'], [googleOnly, 'facebook'], [app, '__proto__']] as const) {
      const response = await startAt(provider, '?lang=fr', target);
      expect(response.statusCode, provider).toBe(404);
      const body = response.json() as Envelope;
      expect(body.status).toBe(404);
      expect(body.message).toBe('Ce mode de connexion n’est pas disponible');
    }
  });

  it('answers a translated 503 envelope, not a 500, when the provider cannot be reached', async () => {
    const down = await appWith({ google: { issuer: 'http://127.0.0.1:9', clientId: 'x', clientSecret: 'y' } });
    const response = await startAt('google', '?lang=tr', down);
    expect(response.statusCode).toBe(503);
    const body = response.json() as Envelope;
    expect(body.status).toBe(503);
    expect(body.message).toContain('Google');
    expect(body.message).toContain('tekrar');
  });

  it('reports google_login / facebook_login only when enabled in settings AND configured', async () => {
    const flags = async (target: FastifyInstance) => {
      const { data } = (await target.inject({ method: 'GET', url: '/api/v1/common' })).json() as Envelope<CommonData>;
      return [data.setting.google_login, data.setting.facebook_login];
    };
    await shop.db.updateTable('settings').set({ google_login: 1, facebook_login: 1 }).execute();
    expect(await flags(await appWith({ google: social(google), facebook: social(facebook) }))).toEqual([1, 1]);
    expect(await flags(await appWith({ google: social(google) }))).toEqual([1, 0]);
    expect(await flags(await appWith({}))).toEqual([0, 0]);
    await shop.db.updateTable('settings').set({ google_login: 0, facebook_login: 1 }).execute();
    expect(await flags(await appWith({ google: social(google), facebook: social(facebook) }))).toEqual([0, 1]);
  });
});
