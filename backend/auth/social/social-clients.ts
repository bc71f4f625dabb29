import * as oidc from 'openid-client';
import type { SocialProviderConfig } from '../../api/api-context';

/** How long a discovered provider is reused before its metadata is fetched again. */
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
/** Seconds a discovery or token call may take before the shopper is told the provider is unreachable. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/**
 * OpenID Connect clients per provider, discovered on first use and kept for an hour. A failed
 * discovery is not cached, so the next sign-in tries again once the provider is back.
 */
export class SocialClients {
  private readonly cache = new Map<string, { config: Promise<oidc.Configuration>; expiresAt: number }>();

  constructor(private readonly providers: Readonly<Partial<Record<string, SocialProviderConfig>>>) {}

  /** The provider's settings, or null when it is unknown or not configured on this server. */
  settings(provider: string): SocialProviderConfig | null {
    return Object.hasOwn(this.providers, provider) ? (this.providers[provider] ?? null) : null;
  }

  /** The discovered client, or null when the provider cannot be reached or answers nonsense. */
  async client(provider: string, log: (error: unknown) => void): Promise<oidc.Configuration | null> {
    const settings = this.settings(provider);
    if (!settings) return null;
    const now = Date.now();
    let entry = this.cache.get(provider);
    if (!entry || entry.expiresAt <= now) {
      entry = { config: discover(settings), expiresAt: now + DISCOVERY_TTL_MS };
      this.cache.set(provider, entry);
    }
    try {
      return await entry.config;
    } catch (error) {
      if (this.cache.get(provider) === entry) this.cache.delete(provider);
      log(error);
      return null;
    }
  }
}

function discover(settings: SocialProviderConfig): Promise<oidc.Configuration> {
  const issuer = new URL(settings.issuer);
  return oidc.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
    timeout: PROVIDER_TIMEOUT_SECONDS,
    // Plain HTTP only for a provider on this machine (a local test or development provider); a
    // real provider must be reached over TLS.
    execute: isLoopback(issuer) ? [oidc.allowInsecureRequests] : [],
  });
}

function isLoopback(url: URL): boolean {
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}
