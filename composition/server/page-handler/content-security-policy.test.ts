import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, newNonce } from './content-security-policy';

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('the pages\' Content-Security-Policy', () => {
  it('runs scripts from this origin and with the nonce only, no inline ones, no plugins', () => {
    const policy = contentSecurityPolicy({ nonce: 'abc' });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-abc'");
    expect(policy).not.toContain('unsafe-eval');
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(policy).not.toContain('googletagmanager');
  });

  it('allows a tag\'s hosts only when its setting is on', () => {
    const ga = contentSecurityPolicy({ nonce: 'n', tags: { ga: true, pixel: false } });
    expect(directive(ga, 'script-src')).toBe("script-src 'self' 'nonce-n' https://www.googletagmanager.com");
    expect(directive(ga, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(ga).not.toContain('facebook');
    const pixel = contentSecurityPolicy({ nonce: 'n', tags: { ga: false, pixel: true } });
    expect(directive(pixel, 'script-src')).toBe("script-src 'self' 'nonce-n' https://connect.facebook.net");
    expect(directive(pixel, 'img-src')).toContain('https://www.facebook.com');
  });

  it('lets the dev server\'s hot reload connect', () => {
    expect(directive(contentSecurityPolicy({ nonce: 'n', dev: true }), 'connect-src')).toBe("connect-src 'self' ws: wss:");
  });

  it('draws a new 128-bit nonce each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    expect(Buffer.from([...nonces][0]!, 'base64')).toHaveLength(16);
  });
});
