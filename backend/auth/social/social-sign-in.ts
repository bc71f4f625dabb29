import * as oidc from 'openid-client';
import type { Kysely } from 'kysely';
import { normalizeEmail } from '../../../core/shared/forms';
import { safeRedirect } from '../../../core/auth/safe-redirect';
import type { DB } from '../../db/schema';
import { moveGuestToUser } from '../guest-merge';
import { issueSession } from '../sessions';
import { isGuestToken } from '../tokens';
import { saveState, takeState } from './oauth-states';
import { accountForIdentity } from './social-accounts';
import type { SocialClients } from './social-clients';

/** What the shop asks every provider for: an ID token with the e-mail and the name. */
export const SOCIAL_SCOPE = 'openid email profile';
const TEXT_MAX = 191;

export type StartResult =
  | { kind: 'redirect'; url: string }
  | { kind: 'unknown_provider' }
  | { kind: 'provider_unreachable' };

export type FinishResult =
  | { kind: 'signed_in'; userId: number; token: string; returnTo: string | null }
  | { kind: 'invalid_state' }
  | { kind: 'unknown_provider'; provider: string }
  | { kind: 'provider_unreachable'; provider: string }
  | { kind: 'provider_refused'; provider: string }
  | { kind: 'email_missing'; provider: string }
  | { kind: 'account_blocked'; provider: string };

export interface SocialSignInDeps {
  db: Kysely<DB>;
  clients: SocialClients;
  /** Public origin of the shop; the provider sends the shopper back to `{publicUrl}/social-callback`. */
  publicUrl: string;
  /** Logs what went wrong with a provider (never shown to the shopper). */
  log(message: string, error: unknown): void;
}

export function callbackUrl(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/social-callback`;
}

/** Step 1: a fresh state, nonce and PKCE verifier are stored and the provider's URL is built. */
export async function startSocialSignIn(deps: SocialSignInDeps, provider: string, returnTo: unknown, language: string): Promise<StartResult> {
  if (!deps.clients.settings(provider)) return { kind: 'unknown_provider' };
  const config = await deps.clients.client(provider, (error) => deps.log(`social sign-in: discovery of ${provider} failed`, error));
  if (!config) return { kind: 'provider_unreachable' };

  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  await saveState(deps.db, state, { provider, codeVerifier, nonce, returnTo: safeRedirect(typeof returnTo === 'string' ? returnTo : null), language });
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: callbackUrl(deps.publicUrl),
    scope: SOCIAL_SCOPE,
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return { kind: 'redirect', url: url.href };
}

export interface CallbackInput {
  code: unknown;
  state: unknown;
  /** RFC 9207 issuer of the authorization response, when the provider sends one. */
  iss?: unknown;
  /** The provider's error code when the shopper cancelled or the provider refused. */
  error?: unknown;
  /** A guest's `user_token`: the guest's cart and compare list move to the account, as on sign-in. */
  userToken?: unknown;
}

/**
 * Step 2: the state is consumed (single use, not expired), the code is exchanged with the PKCE
 * verifier and the ID token checked (signature, issuer, audience, nonce) by openid-client; then
 * the account is found, linked or created and a session issued.
 */
export async function finishSocialSignIn(deps: SocialSignInDeps, input: CallbackInput): Promise<FinishResult> {
  const state = text(input.state, 512);
  if (!state) return { kind: 'invalid_state' };
  const pending = await takeState(deps.db, state);
  if (!pending) return { kind: 'invalid_state' };
  const { provider } = pending;

  const code = text(input.code, 4096);
  if (!code || input.error !== undefined) return { kind: 'provider_refused', provider };
  if (!deps.clients.settings(provider)) return { kind: 'unknown_provider', provider };
  const config = await deps.clients.client(provider, (error) => deps.log(`social sign-in: discovery of ${provider} failed`, error));
  if (!config) return { kind: 'provider_unreachable', provider };

  const response = new URL(callbackUrl(deps.publicUrl));
  response.searchParams.set('code', code);
  response.searchParams.set('state', state);
  // RFC 9207: a sent `iss` must be the provider's issuer (openid-client checks it). The storefront
  // may forward only code and state; the stored state already binds the response to this
  // provider, and only operator-configured providers exist, so the expected issuer stands in.
  response.searchParams.set('iss', text(input.iss, 1024) ?? config.serverMetadata().issuer);

  let claims: Record<string, unknown> & { sub: string };
  try {
    const tokens = await oidc.authorizationCodeGrant(config, response, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.claims();
    if (!idToken) return { kind: 'provider_refused', provider };
    claims = idToken;
    // A provider that follows OpenID Connect to the letter puts only `sub` in the ID token of the
    // code flow; the e-mail then comes from UserInfo (openid-client checks its `sub` matches).
    if (claims.email === undefined && config.serverMetadata().userinfo_endpoint) {
      claims = { ...(await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub)), ...stripUndefined(idToken) };
    }
  } catch (error) {
    deps.log(`social sign-in: ${provider} refused the code exchange`, error);
    return { kind: 'provider_refused', provider };
  }

  const email = typeof claims.email === 'string' ? normalizeEmail(claims.email) : '';
  if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > TEXT_MAX || claims.email_verified === false || claims.email_verified === 'false') {
    return { kind: 'email_missing', provider };
  }
  const name = (typeof claims.name === 'string' ? claims.name.trim() : '') || email.split('@')[0]!;

  const userId = await accountForIdentity(deps.db, { provider, subject: claims.sub, email, name: name.slice(0, TEXT_MAX), language: pending.language });
  // A customer the shop blocked is told so, and gets no session (nor the guest's cart).
  const account = await deps.db.selectFrom('users').select('blocked_at').where('id', '=', userId).executeTakeFirst();
  if (account?.blocked_at) return { kind: 'account_blocked', provider };
  await moveGuestToUser(deps.db, isGuestToken(input.userToken) ? input.userToken : null, userId);
  const token = await issueSession(deps.db, userId);
  return { kind: 'signed_in', userId, token, returnTo: pending.returnTo };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function text(value: unknown, max: number): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;
}
