// A real OpenID Connect provider (oidc-provider) for social sign-in tests, on 127.0.0.1 and a free
// port. Its login and consent steps are answered at once for the account set with setAccount(),
// so a test can drive the whole browser flow with plain HTTP requests.
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
// @ts-expect-error oidc-provider ships no type declarations; the few shapes used are typed below.
import ProviderModule from 'oidc-provider';

export interface TestAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface TestProviderOptions {
  /** The shop's public URL; the client's only redirect URI is `{publicUrl}/social-callback`. */
  publicUrl: string;
  clientId?: string;
  clientSecret?: string;
  /**
   * true (default): e-mail and name are in the ID token, as Google does. false: only `sub` is, the
   * rest comes from the UserInfo endpoint (the OpenID Connect default for the code flow).
   */
  claimsInIdToken?: boolean;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in at the provider from now on. */
  setAccount(account: TestAccount): void;
  close(): Promise<void>;
}

interface Interaction {
  prompt: { name: string; details: { missingOIDCScope?: string[]; missingOIDCClaims?: string[]; missingResourceScopes?: Record<string, string[]> } };
  params: { client_id: string };
  session?: { accountId?: string };
  grantId?: string;
}

interface Grant {
  addOIDCScope(scope: string): void;
  addOIDCClaims(claims: string[]): void;
  addResourceScope(resource: string, scope: string): void;
  save(): Promise<string>;
}

interface OidcProvider {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
  interactionFinished(req: IncomingMessage, res: ServerResponse, result: object, options?: { mergeWithLastSubmission?: boolean }): Promise<void>;
  Grant: { new (init: { accountId: string; clientId: string }): Grant; find(id: string): Promise<Grant | undefined> };
}

const Provider = ProviderModule as new (issuer: string, configuration: object) => OidcProvider;

export async function startTestProvider(options: TestProviderOptions): Promise<TestProvider> {
  const clientId = options.clientId ?? 'shop-test-client';
  const clientSecret = options.clientSecret ?? 'shop-test-secret-0123456789abcdef';
  let account: TestAccount = { sub: 'subject-1', email: 'social.shopper@example.test', email_verified: true, name: 'Social Shopper' };

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [{
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: [`${options.publicUrl.replace(/\/+$/, '')}/social-callback`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    }],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: options.claimsInIdToken === false,
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ['test-cookie-key-not-secret'] },
    // A fresh signing key per provider and explicit lifetimes, instead of the library's shared
    // development defaults (which it warns about).
    jwks: { keys: [{ ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig' }] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    findAccount: async (_ctx: unknown, sub: string) => {
      const current = account;
      if (current.sub !== sub) return undefined;
      return { accountId: sub, claims: async () => ({ ...current }) };
    },
  });
  const handle = provider.callback();

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith('/interaction/')) {
      interact(provider, req, res, () => account.sub).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    handle(req, res);
  });

  return {
    issuer,
    clientId,
    clientSecret,
    setAccount(next) {
      account = next;
    },
    close: () => new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    }),
  };
}

/** Logs the current account in, then grants everything asked for: a user who clicks "Allow". */
async function interact(provider: OidcProvider, req: IncomingMessage, res: ServerResponse, sub: () => string): Promise<void> {
  const details = await provider.interactionDetails(req, res);
  if (details.prompt.name === 'login') {
    await provider.interactionFinished(req, res, { login: { accountId: sub() } }, { mergeWithLastSubmission: false });
    return;
  }
  const accountId = details.session?.accountId ?? sub();
  const grant = (details.grantId ? await provider.Grant.find(details.grantId) : undefined)
    ?? new provider.Grant({ accountId, clientId: details.params.client_id });
  const missing = details.prompt.details;
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) grant.addResourceScope(resource, scopes.join(' '));
  const grantId = await grant.save();
  await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
}
