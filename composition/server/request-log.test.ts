import { describe, expect, it } from 'vitest';
import { loggedRequest } from './request-log';

describe('request log lines', () => {
  it("mask a guest's user_token in the URL and carry no headers (no cookies)", () => {
    const line = loggedRequest({ method: 'GET', url: '/api/v1/user/profile?user_token=SECRETsecretSECRET12345&x=1', host: 'shop.test', ip: '10.0.0.1' });
    expect(line).toEqual({ method: 'GET', url: '/api/v1/user/profile?user_token=[redacted]&x=1', host: 'shop.test', remoteAddress: '10.0.0.1' });
    expect(loggedRequest({ method: 'GET', url: '/cart/by-user?a=1&user_token=abc' }).url).toBe('/cart/by-user?a=1&user_token=[redacted]');
    expect(loggedRequest({ method: 'GET', url: '/tr/cart' }).url).toBe('/tr/cart');
  });
});
