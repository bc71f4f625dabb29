import { describe, expect, it } from 'vitest';
import { createApp, jobQueueOf } from '../../composition/server/app';
import { testDatabases } from '../support/databases';
import { useApiShop } from '../support/api-shop';

// Issue 20, items 4 and 5: a load balancer asks /healthz whether the process lives and /readyz
// whether it can serve now; a scraper reads /metrics, which nobody else may.
describe.each(testDatabases())('health and metrics on $name', (database) => {
  const shop = useApiShop(database, { products: 5, seed: 2 });
  const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url, headers });

  it('says alive and ready, with each check named', async () => {
    expect((await get('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', workers: 'ok' } });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready while a migration this code knows has not run', async () => {
    const last = await shop.db.selectFrom('kysely_migration' as never).select('name' as never).orderBy('name' as never, 'desc').executeTakeFirstOrThrow() as { name: string };
    const row = await shop.db.selectFrom('kysely_migration' as never).selectAll().where('name' as never, '=', last.name as never).executeTakeFirstOrThrow();
    await shop.db.deleteFrom('kysely_migration' as never).where('name' as never, '=', last.name as never).execute();
    try {
      const answer = await get('/readyz');
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ status: 'not ready', checks: { database: 'ok', migrations: '1 pending', workers: 'ok' } });
    } finally {
      await shop.db.insertInto('kysely_migration' as never).values(row as never).execute();
    }
    expect((await get('/readyz')).statusCode).toBe(200);
  });

  it('is not ready once its job workers have stopped', async () => {
    const other = await createApp({ shop: shop.database });
    try {
      await other.ready();
      expect((await other.inject({ url: '/readyz' })).statusCode).toBe(200);
      await jobQueueOf(other)!.stop();
      const answer = await other.inject({ url: '/readyz' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ status: 'not ready', checks: { database: 'ok', migrations: 'ok', workers: 'stopped' } });
    } finally {
      await other.close();
    }
  });

  it('counts the job queue per queue: depth by state, and failed runs', async () => {
    const text = (await get('/metrics')).body;
    for (const state of ['waiting', 'active', 'failed']) expect(text).toMatch(new RegExp(`job_queue_jobs\\{queue="mail",state="${state}"\\} \\d+`));
    expect(text).toMatch(/job_queue_jobs\{queue="release-unconfirmed-orders",state="waiting"\} \d+/);
    expect(text).toContain('# TYPE job_failures_total counter');
  });

  it('counts requests per route, cache hits, renders and the pool, for this machine only', async () => {
    for (let i = 0; i < 3; i++) expect((await get('/api/v1/common')).statusCode).toBe(200);
    const metrics = await get('/metrics');
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = metrics.body;
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/common",status="200"\} 3/);
    const hits = Number(/cache_lookups_total\{cache="common",result="hit"\} (\d+)/.exec(text)?.[1]);
    expect(hits).toBeGreaterThanOrEqual(2);
    expect(text).toContain('page_render_queue{state="queued"} 0');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    if (shop.dialect === 'postgres') expect(text).toMatch(/db_pool_connections\{state="total"\} [1-9]/);
    else expect(text).not.toContain('db_pool_connections{');
    // Behind a load balancer on this machine (one hop trusted), a visitor gets the 404 of any
    // unknown path, even one who writes this machine's address into X-Forwarded-For themselves:
    // the proxy appends the real one, and /metrics never believes a forwarded address anyway.
    const proxied = await createApp({ shop: shop.database, trustProxy: 1 });
    try {
      for (const forwarded of ['203.0.113.9', '127.0.0.1, 203.0.113.7', '127.0.0.1', '::1']) {
        expect((await proxied.inject({ url: '/metrics', headers: { 'x-forwarded-for': forwarded } })).statusCode, forwarded).toBe(404);
      }
      expect((await proxied.inject({ url: '/metrics', headers: { forwarded: 'for=127.0.0.1' } })).statusCode).toBe(404);
      expect((await proxied.inject({ url: '/metrics' })).statusCode).toBe(200);
      // A connection from elsewhere, no header at all.
      expect((await proxied.inject({ url: '/metrics', remoteAddress: '203.0.113.9' })).statusCode).toBe(404);
    } finally {
      await proxied.close();
    }
  });

  it('asks for the token when one is set, compared whole', async () => {
    const guarded = await createApp({ shop: shop.database, metricsToken: 's3cret-scraper-token' });
    try {
      expect((await guarded.inject({ url: '/metrics' })).statusCode).toBe(404);
      expect((await guarded.inject({ url: '/metrics', headers: { authorization: 'Bearer s3cret-scraper-tok' } })).statusCode).toBe(404);
      expect((await guarded.inject({ url: '/metrics', headers: { authorization: 'Bearer s3cret-scraper-token' } })).statusCode).toBe(200);
    } finally {
      await guarded.close();
    }
  });
});
