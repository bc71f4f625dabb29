import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HSTS, PERMISSIONS_POLICY } from '../../composition/server/security-headers';
import { startShop, type ShopServer } from './support/shop-server';

// Issue 21, item 4: every answer of the real shop (pages, api/v1, built assets, images, errors)
// carries the security headers; a page's own policy keeps its nonce and forbids framing. The shop
// runs behind a trusted proxy here, so an answer that went out over https (X-Forwarded-Proto)
// also pins the browser to https, and one over plain http does not.
describe('security headers on every answer', () => {
  let shop: ShopServer;
  let assetPath = '';

  beforeAll(async () => {
    shop = await startShop({ SEED_PRODUCTS: '20', TRUST_PROXY: '127.0.0.1' });
    const home = await (await fetch(`${shop.url}/`)).text();
    assetPath = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(home)![1]!;
  });
  afterAll(async () => {
    await shop?.stop();
  });

  const answers = () => [
    ['a page', '/'],
    ['a page in Arabic', '/ar/user/profile'],
    ['a page that is not there', '/no-such-page'],
    ['an api/v1 read', '/api/v1/common'],
    ['a refused api/v1 call', '/api/v1/user/profile'],
    ['an api/v1 call that does not exist', '/api/v1/nothing-here'],
    ['a built asset', assetPath],
    ['the sitemap', '/sitemap.xml'],
    ['an image', '/uploads/reviews/missing.jpg'],
  ] as const;

  it('sends nosniff, no framing, a referrer policy, a permissions policy and a CSP everywhere', async () => {
    for (const [what, path] of answers()) {
      const response = await fetch(`${shop.url}${path}`, { redirect: 'manual' });
      const headers = response.headers;
      expect(headers.get('x-content-type-options'), what).toBe('nosniff');
      expect(headers.get('x-frame-options'), what).toBe('DENY');
      expect(headers.get('content-security-policy'), what).toContain("frame-ancestors 'none'");
      expect(headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy'), what).toBe(PERMISSIONS_POLICY);
      expect(headers.get('cross-origin-opener-policy'), what).toBe('same-origin');
      // Plain http: no HSTS (it would mean nothing, and pin a developer's localhost to https).
      expect(headers.get('strict-transport-security'), what).toBeNull();
      expect(response.status, what).toBeLessThan(500);
    }
  });

  it('gives a page its own policy with a fresh nonce, and everything else a policy that loads nothing', async () => {
    const [first, second] = await Promise.all([fetch(`${shop.url}/`), fetch(`${shop.url}/`)]);
    const nonces = [first, second].map((page) => /'nonce-([^']+)'/.exec(page.headers.get('content-security-policy') ?? '')?.[1]);
    expect(nonces[0]).toBeTruthy();
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(first.headers.get('content-security-policy')).toContain("script-src 'self'");
    const api = await fetch(`${shop.url}/api/v1/common`);
    expect(api.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(api.headers.get('content-security-policy')).not.toContain('nonce');
  });

  it('pins the browser to https only on answers that went out over https', async () => {
    for (const [what, path] of answers()) {
      const response = await fetch(`${shop.url}${path}`, { headers: { 'x-forwarded-proto': 'https' }, redirect: 'manual' });
      expect(response.headers.get('strict-transport-security'), what).toBe(HSTS);
    }
  });
});
