import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_RENDER_CONCURRENCY, DEFAULT_WORKER_RENDER_CONCURRENCY } from '../../composition/server/page-handler/render-gate';
import type { PageRenderer } from '../../composition/server/page-handler/page-renderer';
import { STAND_IN_ASSETS, pageHandlerApps, renderedPage } from '../support/page-handler';
import { waitUntil } from '../support/wait-until';

// The page handler renders a bounded number of pages at once; the others wait their turn and are
// all answered, in arrival order, a failed render included. The renderer stands in for the built
// bundle and holds each render until the test lets it finish.
describe('pages rendered at once', () => {
  const apps = pageHandlerApps();

  /** A renderer whose renders finish only when released, recording how many run together. */
  function heldRenderer() {
    const started: string[] = [];
    const held: (() => void)[] = [];
    let running = 0;
    let most = 0;
    const renderer: PageRenderer = {
      render: async (request) => {
        started.push(request.url);
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => held.push(resolve));
        running--;
        if (request.url === '/broken') throw new Error('render failed');
        return renderedPage(`<main>${request.url}</main>`);
      },
      assets: async () => STAND_IN_ASSETS,
    };
    return { renderer, started, held, most: () => most };
  }

  const until = (condition: () => boolean) => waitUntil(condition, `${String(condition)}`);
  /** Waits until `count` renders wait for a turn at the gate (/metrics): every request has reached it, so no more would start. */
  const queuedAtGate = (app: FastifyInstance, count: number) => waitUntil(async () => {
    const metrics = await app.inject({ url: '/metrics' });
    return /^page_render_queue\{state="queued"\} (\d+)$/m.exec(metrics.body)?.[1] === String(count);
  }, `${count} renders queued at the gate`);

  it('renders at most the configured number at once, the rest in arrival order, and answers every one', async () => {
    const held = heldRenderer();
    const app = await apps.create({ renderer: held.renderer, pageCacheTtlMs: 0, pageRenderConcurrency: 2 });
    const urls = ['/a', '/b', '/broken', '/d', '/e'];
    const answers = Promise.all(urls.map((url) => app.inject({ url })));

    await until(() => held.started.length === 2);
    // Nothing else starts while two are rendering: the other three wait at the gate.
    await queuedAtGate(app, 3);
    expect(held.started).toEqual(['/a', '/b']);
    while (held.started.length < urls.length || held.held.length > 0) {
      await until(() => held.held.length > 0);
      held.held.shift()!();
    }

    const done = await answers;
    expect(held.most()).toBe(2);
    expect(held.started).toEqual(urls);
    expect(done.map((answer) => answer.statusCode)).toEqual([200, 200, 500, 200, 200]);
    expect(done[4]!.body).toContain('<main>/e</main>');
  });

  it('gives the turn of a render that runs too long to the next one, and still answers it when it ends', async () => {
    const held = heldRenderer();
    const app = await apps.create({ renderer: held.renderer, pageCacheTtlMs: 0, pageRenderConcurrency: 1, renderTurnMs: 50 });
    const stalled = app.inject({ url: '/stalled' });
    await until(() => held.started.length === 1);
    const next = app.inject({ url: '/next' });
    // The stalled render is still running when the next one starts.
    await until(() => held.started.length === 2);
    expect(held.held).toHaveLength(2);
    held.held[1]!();
    expect((await next).body).toContain('<main>/next</main>');
    held.held[0]!();
    expect((await stalled).body).toContain('<main>/stalled</main>');
  });

  it('defaults to a small number and takes 1 to render one page at a time', async () => {
    expect(DEFAULT_PAGE_RENDER_CONCURRENCY).toBeGreaterThanOrEqual(1);
    const held = heldRenderer();
    const app = await apps.create({ renderer: held.renderer, pageCacheTtlMs: 0, pageRenderConcurrency: 1 });
    const answers = Promise.all(['/x', '/y', '/z'].map((url) => app.inject({ url })));
    for (let released = 0; released < 3; released++) {
      await until(() => held.held.length === 1);
      held.held.shift()!();
    }
    expect((await answers).map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(held.most()).toBe(1);
  });

  it('renders more at once on each render worker by default, since their renders wait for the main thread', async () => {
    const held = heldRenderer();
    const app = await apps.create({ renderer: { ...held.renderer, threads: 2 }, pageCacheTtlMs: 0 });
    const urls = Array.from({ length: 2 * DEFAULT_WORKER_RENDER_CONCURRENCY + 1 }, (_, i) => `/${i}`);
    const answers = Promise.all(urls.map((url) => app.inject({ url })));
    await until(() => held.started.length === 2 * DEFAULT_WORKER_RENDER_CONCURRENCY);
    await queuedAtGate(app, 1);
    expect(held.started).toHaveLength(2 * DEFAULT_WORKER_RENDER_CONCURRENCY);
    expect(DEFAULT_WORKER_RENDER_CONCURRENCY).toBeGreaterThan(DEFAULT_PAGE_RENDER_CONCURRENCY);
    while (held.held.length > 0 || held.started.length < urls.length) {
      await until(() => held.held.length > 0);
      held.held.shift()!();
    }
    expect((await answers).every((answer) => answer.statusCode === 200)).toBe(true);
  });

  it('renders that many on each thread the renderer renders on', async () => {
    const held = heldRenderer();
    const app = await apps.create({ renderer: { ...held.renderer, threads: 2 }, pageCacheTtlMs: 0, pageRenderConcurrency: 2 });
    const urls = ['/1', '/2', '/3', '/4', '/5', '/6'];
    const answers = Promise.all(urls.map((url) => app.inject({ url })));
    await until(() => held.started.length === 4);
    await queuedAtGate(app, 2);
    expect(held.started).toHaveLength(4);
    while (held.held.length > 0 || held.started.length < urls.length) {
      await until(() => held.held.length > 0);
      held.held.shift()!();
    }
    expect((await answers).every((answer) => answer.statusCode === 200)).toBe(true);
    expect(held.most()).toBe(4);
  });
});
