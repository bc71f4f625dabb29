import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import type { FetchLike } from '../../adapters/http/api-client';
import type { RenderRequest, RenderResult } from '../../composition/entry-server';
import { RenderWorkers } from '../../composition/server/render-pool/render-workers';
import { STAND_IN_ASSETS, pageHandlerApps } from '../support/page-handler';
import { spawnStubWorker } from '../support/stub-render-workers';
import { waitUntil } from '../support/wait-until';

// Pages render on worker threads; the main thread answers their api/v1 calls. These run the real
// worker loop on real threads, around a stub render (tests/support/stub-render-worker.ts).
describe('render workers', () => {
  const pools: RenderWorkers[] = [];
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((pool) => pool.close()));
  });
  const start = async (size: number, spawn = () => spawnStubWorker()) => {
    const pool = await RenderWorkers.start(spawn, size, () => {});
    pools.push(pool);
    return pool;
  };
  const shown = (result: RenderResult) => JSON.parse(result.html.slice('<main>'.length, -'</main>'.length)) as {
    url: string; cookies: Record<string, string>; acceptLanguage?: string; publicUrl?: string; threadId: number; answers: unknown[];
  };
  const request = (url: string, fetch: FetchLike = async () => ({ json: async () => ({ status: 200 }) })): RenderRequest => ({
    url, cookies: { currentLanguage: 'ar' }, acceptLanguage: 'tr', publicUrl: 'https://shop.example', api: { baseUrl: 'http://in-process/api/v1/', fetch },
  });

  it('renders on another thread and answers its api calls with the request’s own fetch, on the main thread', async () => {
    const pool = await start(1);
    const calls: { input: string; init: unknown; threadId: number }[] = [];
    const fetch: FetchLike = async (input, init) => {
      calls.push({ input, init, threadId });
      return { json: async () => ({ status: 200, data: { asked: input } }) };
    };
    const page = shown(await pool.render(request('/fr/all/phones?call=categories&call=brands', fetch)));
    expect(page.threadId).not.toBe(threadId);
    expect(page).toMatchObject({ url: '/fr/all/phones?call=categories&call=brands', cookies: { currentLanguage: 'ar' }, acceptLanguage: 'tr', publicUrl: 'https://shop.example' });
    expect(page.answers).toEqual([
      { status: 200, data: { asked: 'http://in-process/api/v1/categories' } },
      { status: 200, data: { asked: 'http://in-process/api/v1/brands' } },
    ]);
    expect(calls).toEqual([
      { input: 'http://in-process/api/v1/categories', init: { headers: { Language: 'fr' } }, threadId },
      { input: 'http://in-process/api/v1/brands', init: { headers: { Language: 'fr' } }, threadId },
    ]);
  });

  it('gives the render a failed call when the fetch fails or its answer cannot cross threads', async () => {
    const pool = await start(1);
    const fetch: FetchLike = async (input) => {
      if (input.endsWith('down')) throw new Error('connection refused');
      return { json: async () => ({ status: 200, data: { callback: () => 1 } }) };
    };
    const page = shown(await pool.render(request('/?call=down&call=odd', fetch)));
    expect(page.answers).toEqual([{ failed: 'connection refused' }, { failed: expect.stringMatching(/could not be cloned/) }]);
  });

  it('sends each render to the worker with the fewest in flight', async () => {
    const pool = await start(2);
    const release: (() => void)[] = [];
    const held: FetchLike = () => new Promise((resolve) => release.push(() => resolve({ json: async () => ({}) })));
    const renders = [pool.render(request('/a?call=x', held)), pool.render(request('/b?call=x', held))];
    await waitUntil(() => release.length === 2, 'both renders to call the held fetch');
    expect(pool.inFlight()).toEqual([1, 1]);
    release.forEach((go) => go());
    const threads = (await Promise.all(renders)).map((result) => shown(result).threadId);
    expect(new Set(threads).size).toBe(2);
    expect(pool.inFlight()).toEqual([0, 0]);
  });

  it('fails a render that throws with its message, and keeps rendering', async () => {
    const pool = await start(1);
    await expect(pool.render(request('/throw'))).rejects.toThrow('the page broke');
    expect(shown(await pool.render(request('/after'))).url).toBe('/after');
  });

  it('fails the renders of a worker that dies and starts another in its place', async () => {
    const pool = await start(1);
    const before = shown(await pool.render(request('/before'))).threadId;
    await expect(pool.render(request('/crash'))).rejects.toThrow(/render worker stopped \(exit code 3\)/);
    const after = shown(await pool.render(request('/after')));
    expect(after.url).toBe('/after');
    expect(after.threadId).not.toBe(before);
  });

  it('does not start when a worker cannot load, and refuses renders once closed', async () => {
    await expect(RenderWorkers.start(() => spawnStubWorker('file:///nowhere/render-worker.ts'), 1, () => {})).rejects.toThrow();
    const pool = await start(1);
    await pool.close();
    await expect(pool.render(request('/'))).rejects.toThrow('closed');
  });

  describe('in the server', () => {
    const apps = pageHandlerApps();

    it('renders pages on the workers against the in-process api/v1, and stops them when the server closes', async () => {
      const pool = await start(1);
      const app = await apps.create({ renderer: { render: (r) => pool.render(r), assets: async () => STAND_IN_ASSETS, close: () => pool.close() }, pageCacheTtlMs: 0 });
      const response = await app.inject({ url: '/en/categories?call=categories', headers: { cookie: 'currentLanguage=en' } });
      expect(response.statusCode).toBe(200);
      const page = JSON.parse(/<main>(.*)<\/main>/s.exec(response.body)![1]!) as { threadId: number; answers: { status: number; data: unknown }[] };
      expect(page.threadId).not.toBe(threadId);
      // The empty shop's real answer, from this process's api/v1.
      expect(page.answers[0]).toMatchObject({ status: 200, data: { categories: [] } });
      await app.close();
      await expect(pool.render(request('/'))).rejects.toThrow('closed');
    });

    it('answers a render that failed on a worker with the error page, not the failure', async () => {
      const pool = await start(1);
      const app = await apps.create({ renderer: { render: (r) => pool.render(r), assets: async () => STAND_IN_ASSETS }, pageCacheTtlMs: 0 });
      const broken = await app.inject({ url: '/ar/throw' });
      expect(broken.statusCode).toBe(500);
      expect(broken.body).toContain('<html lang="ar" dir="rtl">');
      expect(broken.body).not.toContain('the page broke');
    });
  });
});
