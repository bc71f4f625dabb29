import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { echoRequestIds, loggedRequest, loggerOptions, REQUEST_ID_HEADER, requestIdOf } from './request-log';

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

describe('JSON request logs', () => {
  /** An app logging as the shop does, into `lines`; its one route logs what a careless handler might. */
  async function loggingApp(lines: string[]) {
    const app = Fastify({ logger: loggerOptions('info', { write: (line) => lines.push(line) }), genReqId: requestIdOf });
    echoRequestIds(app);
    app.post('/api/v1/login', async (request) => {
      request.log.info({ body: request.body, headers: request.headers }, 'signing in');
      request.log.warn({ err: Object.assign(new Error('refused'), { password: 'hunter2-in-error' }) }, 'refused');
      return { ok: true };
    });
    await app.ready();
    return app;
  }
  const secrets = ['hunter2', 'tok-SECRET-123', 'code-987654', 'Bearer abc-SESSION', 'sess=COOKIE'];

  it('write one JSON object a line, each line of a request carrying its id, the id answered in X-Request-ID', async () => {
    const lines: string[] = [];
    const app = await loggingApp(lines);
    const answer = await app.inject({
      method: 'POST', url: '/api/v1/login?token=tok-SECRET-123&page=2',
      headers: { authorization: 'Bearer abc-SESSION', cookie: 'sess=COOKIE' },
      payload: { email: 'a@shop.test', password: 'hunter2', code: 'code-987654', nested: { token: 'tok-SECRET-123' } },
    });
    await app.close();
    const id = answer.headers[REQUEST_ID_HEADER] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const ofRequest = parsed.filter((line) => line.reqId !== undefined);
    // incoming request, the route's two lines, request completed
    expect(ofRequest.length).toBeGreaterThanOrEqual(4);
    expect(new Set(ofRequest.map((line) => line.reqId))).toEqual(new Set([id]));
    expect(ofRequest.find((line) => line.msg === 'signing in')).toMatchObject({ body: { email: 'a@shop.test', password: '[redacted]', code: '[redacted]', nested: { token: '[redacted]' } }, headers: { authorization: '[redacted]', cookie: '[redacted]' } });
    for (const secret of secrets) expect(lines.join('\n')).not.toContain(secret);
    expect(lines.join('\n')).toContain('token=[redacted]&page=2');
  });

  it("take the load balancer's plain X-Request-ID, and replace anything else with a new id", async () => {
    const lines: string[] = [];
    const app = await loggingApp(lines);
    const given = await app.inject({ method: 'POST', url: '/api/v1/login', headers: { [REQUEST_ID_HEADER]: 'lb-0a1b2c:42' }, payload: {} });
    expect(given.headers[REQUEST_ID_HEADER]).toBe('lb-0a1b2c:42');
    const forged = await app.inject({ method: 'POST', url: '/api/v1/login', headers: { [REQUEST_ID_HEADER]: 'x","level":60' }, payload: {} });
    expect(forged.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    const a = await app.inject({ method: 'POST', url: '/api/v1/login', payload: {} });
    expect(a.headers[REQUEST_ID_HEADER]).not.toBe(forged.headers[REQUEST_ID_HEADER]);
    await app.close();
    expect(lines.some((line) => (JSON.parse(line) as { reqId?: string }).reqId === 'lb-0a1b2c:42')).toBe(true);
  });
});
