import { describe, expect, it } from 'vitest';
import { loggedRequest } from './request-log';

describe('request log lines', () => {
  it("mask a guest's user_token in the URL and carry no headers (no cookies)", () => {
    const line = loggedRequest({ method: 'GET', url: '/api/v1/user/profile?user_token=SECRETsecretSECRET12345&x=1', host: 'shop.test', ip: '10.0.0.1' });
    expect(line).toEqual({ method: 'GET', url: '/api/v1/user/profile?user_token=[redacted]&x=1', host: 'shop.test', remoteAddress: '10.0.0.1' });
    expect(loggedRequest({ method: 'GET', url: '/cart/by-user?a=1&user_token=abc' }).url).toBe('/cart/by-user?a=1&user_token=[redacted]');
    expect(loggedRequest({ method: 'GET', url: '/tr/cart' }).url).toBe('/tr/cart');
  });

  it('mask a secret however its name is spelled, and mail links\' tokens and codes', () => {
    expect(loggedRequest({ method: 'GET', url: '/api/v1/cart/by-user?user%5Ftoken=abc&page=2' }).url).toBe('/api/v1/cart/by-user?user%5Ftoken=[redacted]&page=2');
    expect(loggedRequest({ method: 'GET', url: '/x?USER_TOKEN=abc' }).url).toBe('/x?USER_TOKEN=[redacted]');
    expect(loggedRequest({ method: 'GET', url: '/newsletter/confirm?token=t0k3n#top' }).url).toBe('/newsletter/confirm?token=[redacted]#top');
    expect(loggedRequest({ method: 'GET', url: '/a?code=123456&%E0%A4=1&q=shoes' }).url).toBe('/a?code=[redacted]&%E0%A4=1&q=shoes');
    expect(loggedRequest({ method: 'GET', url: '/search?q=token' }).url).toBe('/search?q=token');
  });
});
