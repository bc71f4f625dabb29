import { describe, expect, it } from 'vitest';
import { PageCache, cacheKey, type CachedPage } from './page-cache';

const page = (body: string): CachedPage => ({ status: 200, headers: {}, body: Buffer.from(body) });

describe('PageCache', () => {
  it('serves one render to every shopper inside the interval, then renders again', async () => {
    let now = 0;
    let renders = 0;
    const cache = new PageCache(2000, 10, () => now);
    const render = async () => page(`render ${++renders}`);
    const [a, b] = await Promise.all([cache.get('k', render), cache.get('k', render)]);
    expect([a?.body.toString(), b?.body.toString()]).toEqual(['render 1', 'render 1']);
    now = 2000;
    expect((await cache.get('k', render))?.body.toString()).toBe('render 2');
  });

  it('does not keep what may not be cached (null) and renders every time when disabled or keyless', async () => {
    let renders = 0;
    const cache = new PageCache(2000);
    await cache.get('k', async () => { renders++; return null; });
    await cache.get('k', async () => { renders++; return null; });
    await cache.get(null, async () => { renders++; return page('x'); });
    await cache.get(null, async () => { renders++; return page('x'); });
    const off = new PageCache(0);
    await off.get('k', async () => { renders++; return page('x'); });
    await off.get('k', async () => { renders++; return page('x'); });
    expect(renders).toBe(6);
  });

  it('stays within its size', async () => {
    const cache = new PageCache(60_000, 3);
    for (let i = 0; i < 10; i++) await cache.get(`k${i}`, async () => page(String(i)));
    let renders = 0;
    await cache.get('k0', async () => { renders++; return page('again'); });
    expect(renders).toBe(1);
  });
});

describe('cacheKey', () => {
  it('differs by the cookies that change the render and ignores the others', () => {
    expect(cacheKey('/', { topBannerClosed: 'true' }, 'fr')).not.toBe(cacheKey('/', {}, 'fr'));
    expect(cacheKey('/fr', { other: '1' }, 'fr')).toBe(cacheKey('/fr', {}, 'de'));
    expect(cacheKey('/', {}, 'fr')).not.toBe(cacheKey('/', {}, 'de'));
  });

  it('never caches a signed-in shopper’s page', () => {
    expect(cacheKey('/', { frontend_auth: 'token' }, undefined)).toBeNull();
  });

  it('never caches the page of a guest with a user_token (its cart badge and cart lines are its own)', () => {
    expect(cacheKey('/', { user_token: 'AAAAAAAAAAAAAAAAAAAAAA' }, undefined)).toBeNull();
    expect(cacheKey('/en/cart', { user_token: 'AAAAAAAAAAAAAAAAAAAAAA' }, undefined)).toBeNull();
    expect(cacheKey('/', { user_token: '' }, undefined)).toBe(cacheKey('/', {}, undefined));
    expect(cacheKey('/', { user_token_x: '1' }, undefined)).toBe(cacheKey('/', {}, undefined));
  });
});
