import type { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { RequestAuthToken } from '../../adapters/storage/cookie-auth-token';
import { CryptoRandomSource } from '../../adapters/auth/crypto-random-source';
import { RequestStorage } from '../../adapters/storage/request-storage';
import { CookieLanguagePreference } from '../../adapters/storage/cookie-language-preference';
import { FeatureLoader, type FeatureName } from '../../ui/app/features';
import { ROUTES } from '../../ui/routing/routes';
import { createContainer, hydratables } from '../container';
import { FEATURE_MODULES } from './feature-loader';

function shopContainer(): Container {
  return createContainer({
    api: { baseUrl: 'http://unused/', fetch: () => Promise.reject(new Error('no network in this test')) },
    storage: new RequestStorage({}),
    languagePreference: new CookieLanguagePreference(() => ({})),
    authTokens: new RequestAuthToken({}),
    random: new CryptoRandomSource(),
  });
}

/** Every service a feature binds, resolved: a missing dependency fails here, not in a shopper's browser. */
async function bindAndResolve(container: Container, name: FeatureName): Promise<unknown[]> {
  const bound: unknown[] = [];
  const bind = container.bind.bind(container);
  (container as { bind: unknown }).bind = (token: unknown) => {
    bound.push(token);
    return bind(token as never);
  };
  await container.get<FeatureLoader>(FeatureLoader).load(name);
  (container as { bind: unknown }).bind = bind;
  return bound.map((token) => container.get(token as never));
}

const NAMES = Object.keys(FEATURE_MODULES) as FeatureName[];

describe('features', () => {
  it.each(NAMES)('%s binds services whose dependencies all resolve, alone', async (name) => {
    const resolved = await bindAndResolve(shopContainer(), name);
    expect(resolved.length).toBeGreaterThan(0);
    expect(resolved.every((service) => service !== undefined)).toBe(true);
  });

  it('load in any order, each once, without binding a service twice', async () => {
    const container = shopContainer();
    for (const name of [...NAMES].reverse()) await bindAndResolve(container, name);
    for (const name of NAMES) await container.get<FeatureLoader>(FeatureLoader).load(name);
    // Every hydratable store resolves to exactly one instance (a double binding would throw).
    expect(() => hydratables(container)).not.toThrow();
    expect(Object.keys(hydratables(container))).toEqual(expect.arrayContaining(['common', 'session', 'listing', 'product', 'addresses', 'following', 'cart']));
  });

  it('reports a feature as loaded only once it is bound', async () => {
    const loader = shopContainer().get<FeatureLoader>(FeatureLoader);
    expect(loader.isLoaded('catalogue')).toBe(false);
    const pending = loader.load('catalogue');
    expect(loader.isLoaded('catalogue')).toBe(false);
    await pending;
    expect(loader.isLoaded('catalogue')).toBe(true);
  });

  it('has a data load for every route that names one in its feature, and names only known features', async () => {
    const container = shopContainer();
    for (const route of ROUTES.filter((r) => r.feature)) {
      expect(NAMES).toContain(route.feature);
      const feature = await container.get<FeatureLoader>(FeatureLoader).load(route.feature!);
      for (const name of Object.keys(feature.loads)) expect(ROUTES.some((r) => r.name === name && r.feature === route.feature), `${route.feature}: ${name}`).toBe(true);
    }
  });
});
