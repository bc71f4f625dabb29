import { afterEach, describe, expect, it, vi } from 'vitest';
import { reflectMetadata } from './reflect-metadata-min';

type MetadataFunctions = typeof reflectMetadata;
const reflect = Reflect as unknown as MetadataFunctions;
// The test setup installed the full reflect-metadata: the reference these functions must match.
const full: MetadataFunctions = {
  defineMetadata: reflect.defineMetadata,
  getOwnMetadata: reflect.getOwnMetadata,
  getMetadata: reflect.getMetadata,
  hasOwnMetadata: reflect.hasOwnMetadata,
  hasMetadata: reflect.hasMetadata,
};

describe('the browser entry\'s Reflect metadata functions', () => {
  afterEach(() => {
    Object.assign(Reflect, full);
    vi.resetModules();
  });

  it('answer like reflect-metadata for own, inherited, per-property and missing metadata', () => {
    for (const api of [full, reflectMetadata]) {
      class Base {}
      class Child extends Base {}
      const key = Symbol('key');
      api.defineMetadata(key, ['base'], Base);
      api.defineMetadata('name', 'method', Base.prototype, 'run');
      api.defineMetadata(key, 'replaced', Base);
      const answers = [
        api.getOwnMetadata(key, Base),
        api.getOwnMetadata(key, Child),
        api.getMetadata(key, Child),
        api.getMetadata('name', Child.prototype, 'run'),
        api.getOwnMetadata('name', Base.prototype),
        api.hasOwnMetadata(key, Child),
        api.hasMetadata(key, Child),
        api.getMetadata('missing', {}),
      ];
      expect(answers).toEqual(['replaced', undefined, 'replaced', 'method', undefined, false, true, undefined]);
    }
  });

  // Imports every feature module for the first time in this worker (4.5 s alone on a quiet machine): 30 s, not the 5 s default.
  it('is all Inversify needs: the shop container resolves its stores and every feature with it alone', { timeout: 30_000 }, async () => {
    Object.assign(Reflect, reflectMetadata);
    // Evaluated again, so the decorators record their metadata through these functions only.
    vi.resetModules();
    const { createContainer, hydratables } = await import('./container');
    const { FEATURE_MODULES } = await import('./features/feature-loader');
    const { FeatureLoader } = await import('../ui/app/features');
    const { RequestStorage } = await import('../adapters/storage/request-storage');
    const { RequestAuthToken } = await import('../adapters/storage/cookie-auth-token');
    const { CookieLanguagePreference } = await import('../adapters/storage/cookie-language-preference');
    const { CryptoRandomSource } = await import('../adapters/auth/crypto-random-source');
    const container = createContainer({
      api: { baseUrl: 'http://unused/', fetch: () => Promise.reject(new Error('no network in this test')) },
      storage: new RequestStorage({}),
      languagePreference: new CookieLanguagePreference(() => ({})),
      authTokens: new RequestAuthToken({}),
      random: new CryptoRandomSource(),
    });
    // Every service the features bind, resolved: each constructor's @inject metadata was found.
    const bound: unknown[] = [];
    const bind = container.bind.bind(container);
    (container as { bind: unknown }).bind = (token: unknown) => {
      bound.push(token);
      return bind(token as never);
    };
    const loader = container.get<{ load(name: string): Promise<unknown> }>(FeatureLoader);
    for (const name of Object.keys(FEATURE_MODULES)) await loader.load(name);
    const services = bound.map((token) => container.get(token as never));
    expect(services.length).toBeGreaterThan(20);
    expect(services.every((service) => service !== undefined)).toBe(true);
    expect(Object.keys(hydratables(container))).toEqual(expect.arrayContaining(['common', 'session', 'cart']));
  });
});
