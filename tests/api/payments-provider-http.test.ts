import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderUnavailable } from '../../backend/payments/payment-provider';
import { apiBase, callProvider, sameSecret } from '../../backend/payments/providers/provider-http';
import { startRestSandbox, type RestSandbox } from '../support/payment-sandboxes/rest-sandbox';

describe('the REST call Paystack and Flutterwave share', () => {
  let server: RestSandbox;
  beforeAll(async () => {
    server = await startRestSandbox(({ path }) => {
      if (path === '/html') return { status: 200, html: '<h1>Captive portal</h1>' };
      if (path === '/array') return { status: 200, json: [1, 2] };
      if (path === '/refused') return { status: 400, json: { status: 'error', message: 'nope' } };
      if (path === '/busy') return { status: 429, json: { message: 'slow down' } };
      return undefined;
    }, { message: 'not here' });
  });
  afterAll(() => server.close());

  const get = (path: string) => callProvider('test', server.url, { method: 'GET', path, bearer: 'secret' });

  it('hands a refusal (4xx) back to read, and treats an answer that is not a JSON object or a 429 as unavailable', async () => {
    expect(await get('/refused')).toEqual({ status: 400, body: { status: 'error', message: 'nope' } });
    expect(await get('/nowhere')).toEqual({ status: 404, body: { message: 'not here' } });
    await expect(get('/html')).rejects.toBeInstanceOf(ProviderUnavailable);
    await expect(get('/array')).rejects.toBeInstanceOf(ProviderUnavailable);
    await expect(get('/busy')).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it('refuses an API base that is not http(s), and compares secrets whatever their length', () => {
    expect(apiBase(undefined, 'https://api.paystack.co')).toBe('https://api.paystack.co');
    expect(apiBase(' http://127.0.0.1:4000/// ', 'https://api.paystack.co')).toBe('http://127.0.0.1:4000');
    expect(() => apiBase('file:///etc/passwd', 'https://api.paystack.co')).toThrow(/not an http/);
    expect(sameSecret('abc', 'abc')).toBe(true);
    expect(sameSecret('abcd', 'abc')).toBe(false);
    expect(sameSecret('', '')).toBe(false);
    expect(sameSecret(undefined, 'abc')).toBe(false);
  });
});
