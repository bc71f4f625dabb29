import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pageHandlerApps } from '../support/page-handler';
import { waitUntil } from '../support/wait-until';

/**
 * A rejection nobody handled is logged at error level, with the id of the request whose work
 * rejected (composition/server/unhandled-rejections.ts), counted in /metrics, and the process
 * serves on. Vitest's own listeners (which fail the run on any unhandled rejection) are set aside
 * while a test rejects on purpose, so only the shop's listener hears it.
 */
describe('rejections nobody handled', () => {
  const apps = pageHandlerApps();
  const lines: Record<string, unknown>[] = [];
  let app: FastifyInstance;
  let setAside: NodeJS.UnhandledRejectionListener[] = [];

  beforeAll(async () => {
    app = await apps.create({
      logger: 'errors',
      logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
      beforePages: async (instance) => {
        // Work the handler starts and forgets: it rejects after the answer is sent.
        instance.get('/forgetful', async () => {
          void new Promise((resolve) => setImmediate(resolve)).then(() => { throw new Error('forgotten work failed'); });
          return { ok: true };
        });
        instance.addHook('onRequest', async (request) => {
          if (request.url === '/forgetful-hook') void Promise.reject(new Error('forgotten hook work failed'));
        });
        instance.get('/forgetful-hook', async () => ({ ok: true }));
        instance.get('/fine', async () => ({ ok: true }));
      },
    });
  });
  beforeEach(() => {
    lines.length = 0;
    setAside = process.listeners('unhandledRejection').filter((listener) => listener.name !== 'onUnhandledRejection');
    for (const listener of setAside) process.off('unhandledRejection', listener);
  });
  afterEach(() => {
    for (const listener of setAside) process.on('unhandledRejection', listener);
  });

  const rejectionLines = () => lines.filter((line) => line.msg === 'unhandled promise rejection');
  const errorOf = (line: Record<string, unknown> | undefined) => (line?.err as { message?: string } | undefined)?.message;
  const rejectionCount = async () => {
    const metrics = await app.inject({ url: '/metrics' });
    return Number(/^unhandled_rejections_total (\d+)$/m.exec(metrics.body)?.[1]);
  };

  it('are registered for once per process, however many apps it makes', async () => {
    await apps.create({});
    expect(process.listeners('unhandledRejection').filter((listener) => listener.name === 'onUnhandledRejection')).toHaveLength(1);
  });

  it('are logged with the id of the request whose work rejected, counted, and the shop serves on', async () => {
    const before = await rejectionCount();
    const [rejecting, other] = await Promise.all([
      app.inject({ url: '/forgetful', headers: { 'x-request-id': 'req-that-forgot' } }),
      app.inject({ url: '/fine', headers: { 'x-request-id': 'req-innocent' } }),
    ]);
    expect([rejecting.statusCode, other.statusCode]).toEqual([200, 200]);
    await waitUntil(() => rejectionLines().length > 0, 'the rejection to be logged');
    expect(rejectionLines()).toHaveLength(1);
    expect(rejectionLines()[0]).toMatchObject({ level: 50, reqId: 'req-that-forgot' });
    expect(errorOf(rejectionLines()[0])).toBe('forgotten work failed');

    const hook = await app.inject({ url: '/forgetful-hook', headers: { 'x-request-id': 'req-of-the-hook' } });
    await waitUntil(() => rejectionLines().length > 1, "the hook's rejection to be logged");
    expect(rejectionLines()[1]).toMatchObject({ level: 50, reqId: hook.headers['x-request-id'] });
    expect(errorOf(rejectionLines()[1])).toBe('forgotten hook work failed');

    expect(await rejectionCount()).toBe(before + 2);
    expect((await app.inject({ url: '/fine' })).statusCode).toBe(200);
  });

  it('are logged without an id when no request was being served', async () => {
    void Promise.reject(new Error('rejected between requests'));
    await waitUntil(() => rejectionLines().length > 0, 'the rejection to be logged');
    expect(rejectionLines()).toHaveLength(1);
    expect(rejectionLines()[0]).toMatchObject({ level: 50 });
    expect(rejectionLines()[0]).not.toHaveProperty('reqId');
    expect(errorOf(rejectionLines()[0])).toBe('rejected between requests');
  });
});
