import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../core/shared/request-error';
import { ApiClient, unwrap } from './api-client';
import { READ_AHEAD_TTL_MS } from './read-ahead';

describe('api/v1 envelope', () => {
  it('answers data on status 200', () => {
    expect(unwrap({ status: 200, message: 'ok', data: { a: 1 } })).toEqual({ a: 1 });
  });

  it('turns status 201 into an error carrying the form messages', () => {
    try {
      unwrap({ status: 201, message: 'Invalid', data: { form: ['Invalid email', 'Too short'] } });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(RequestError);
      expect((error as RequestError).status).toBe(201);
      expect((error as RequestError).form).toEqual(['Invalid email', 'Too short']);
      expect((error as RequestError).firstMessage).toBe('Invalid email');
    }
  });

  it('says "API is down." for a response without a status', () => {
    expect(() => unwrap({ data: 1 })).toThrow('API is down.');
    expect(() => unwrap('<html>')).toThrow('API is down.');
  });
});

describe('ApiClient', () => {
  it('sends the language header and query parameters to the api base', async () => {
    const calls: { url: string; headers?: Record<string, string> }[] = [];
    const client = new ApiClient({
      baseUrl: '/api/v1',
      fetch: async (url, init) => {
        calls.push({ url, headers: init?.headers });
        return { json: async () => ({ status: 200, message: '', data: 'x' }) };
      },
    });
    await client.get('common', { language: 'ar', languageHeader: 'Lang' });
    await client.get('products', { language: 'fr', params: { page: 2, q: 'a b', skip: undefined } });
    expect(calls[0]).toEqual({ url: '/api/v1/common', headers: { Accept: 'application/json', Lang: 'ar' } });
    expect(calls[1]!.url).toBe('/api/v1/products?page=2&q=a+b');
    expect(calls[1]!.headers!.Language).toBe('fr');
  });

  it('reports a network failure as "API is down."', async () => {
    const client = new ApiClient({ baseUrl: '/api/v1/', fetch: async () => { throw new TypeError('fetch failed'); } });
    await expect(client.get('home')).rejects.toThrow('API is down.');
  });

  it('hands back the server message with the data when asked, and the refused fields with an error', async () => {
    const answers = [
      { status: 200, message: 'Added to the compare list', data: { id: 3 } },
      { status: 201, message: 'Name is required', data: { form: ['Name is required'], fields: { name: 'Name is required' } } },
    ];
    const client = new ApiClient({ baseUrl: '/api/v1/', fetch: async () => ({ json: async () => answers.shift() }) });
    await expect(client.postWithMessage('user/compare-list/action', { product_id: 3 })).resolves.toEqual({ data: { id: 3 }, message: 'Added to the compare list' });
    const refusal = await client.post('user/address/action', {}).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RequestError);
    expect((refusal as RequestError).fields).toEqual({ name: 'Name is required' });
  });
});

describe('ApiClient prefetch', () => {
  const counting = () => {
    const urls: string[] = [];
    let answer = 0;
    const client = new ApiClient({
      baseUrl: '/api/v1/',
      fetch: async (url) => {
        urls.push(url);
        const data = ++answer;
        return { json: async () => ({ status: 200, message: '', data }) };
      },
    });
    return { urls, client };
  };

  afterEach(() => vi.useRealTimers());

  it('answers the GET that follows with the prefetched answer, asking the server once', async () => {
    const { urls, client } = counting();
    client.prefetch('product/7', { language: 'en', token: 't' });
    client.prefetch('product/7', { language: 'en', token: 't' });
    await expect(client.get('product/7', { language: 'en', token: 't' })).resolves.toBe(1);
    expect(urls).toEqual(['/api/v1/product/7']);
    // Taken once: the next read asks again.
    await expect(client.get('product/7', { language: 'en', token: 't' })).resolves.toBe(2);
  });

  it('does not stand in for another language, caller or query, nor after its lifetime', async () => {
    vi.useFakeTimers();
    const { urls, client } = counting();
    client.prefetch('reviews', { language: 'en', params: { product_id: 7, page: 1 } });
    await vi.advanceTimersByTimeAsync(0);
    await client.get('reviews', { language: 'fr', params: { product_id: 7, page: 1 } });
    await client.get('reviews', { language: 'en', token: 'someone', params: { product_id: 7, page: 1 } });
    await client.get('reviews', { language: 'en', params: { product_id: 7, page: 2 } });
    expect(urls).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(READ_AHEAD_TTL_MS + 1);
    await expect(client.get('reviews', { language: 'en', params: { product_id: 7, page: 1 } })).resolves.toBe(5);
    expect(urls).toHaveLength(5);
  });

  it('a refused prefetch is the refusal of the GET that takes it', async () => {
    const client = new ApiClient({ baseUrl: '/api/v1/', fetch: async () => ({ json: async () => ({ status: 404, message: 'Product not found', data: null }) }) });
    client.prefetch('product/9');
    await expect(client.get('product/9')).rejects.toMatchObject({ status: 404, message: 'Product not found' });
  });
});
