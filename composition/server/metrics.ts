import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { allCacheCounts } from '../../backend/cache/cache-stats';
import type { ShopDatabase } from '../../backend/db/database';
import type { JobQueue } from '../../backend/jobs/job-queue';

/** What the metrics read when scraped, besides what they count themselves. */
export interface MetricSources {
  /** Absent in the first-run installer. */
  shop?: ShopDatabase;
  /** The job queue (absent in the first-run installer). */
  jobs?: JobQueue;
  /** The render gate's queue, when this process renders pages. */
  renderDepth?: () => { queued: number; rendering: number };
}

/**
 * The process's metrics in Prometheus's format, with prom-client (the Node client the Prometheus
 * project lists): requests and their latency per route, page renders and the render queue,
 * PostgreSQL's pool, cache hits and misses, the job queue's depth and failures, and Node's own (event loop lag, heap, GC). One
 * registry per app, so tests that start several apps in one process keep them apart.
 */
export class ShopMetrics {
  readonly registry = new Registry();
  private readonly latency: Histogram<'method' | 'route' | 'status'>;
  private readonly renders: Counter<'outcome'>;
  private readonly rejections: Counter;

  constructor(sources: MetricSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.latency = new Histogram({
      name: 'http_request_duration_seconds', help: 'Requests and their latency, by route pattern (pages: "page") and status.',
      labelNames: ['method', 'route', 'status'], buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10], registers,
    });
    this.renders = new Counter({ name: 'page_renders_total', help: 'Server renders of pages (a page served from the page cache is not one).', labelNames: ['outcome'], registers });
    this.rejections = new Counter({ name: 'unhandled_rejections_total', help: 'Promise rejections nobody handled, each logged with its request id (unhandled-rejections.ts).', registers });
    new Gauge({
      name: 'page_render_queue', help: 'Page renders waiting for a turn (queued) and in their turn (rendering).', labelNames: ['state'], registers,
      collect() {
        const depth = sources.renderDepth?.() ?? { queued: 0, rendering: 0 };
        this.set({ state: 'queued' }, depth.queued);
        this.set({ state: 'rendering' }, depth.rendering);
      },
    });
    new Gauge({
      name: 'db_pool_connections', help: "PostgreSQL pool connections by state (absent on SQLite's single connection).", labelNames: ['state'], registers,
      collect() {
        const pool = sources.shop?.pool?.();
        if (!pool) return;
        this.set({ state: 'total' }, pool.total);
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'waiting' }, pool.waiting);
      },
    });
    new Gauge({
      name: 'job_queue_jobs', help: 'Jobs in the durable queue by queue and state: waiting (now or after a back-off), active, failed (out of retries).',
      labelNames: ['queue', 'state'], registers,
      async collect() {
        // Read from the database: every process reports the one shared queue.
        const counts = await sources.jobs?.counts().catch(() => null);
        for (const count of counts ?? []) {
          for (const state of ['waiting', 'active', 'failed'] as const) this.set({ queue: count.queue, state }, count[state]);
        }
      },
    });
    const failed = new Map<string, number>();
    new Counter({
      name: 'job_failures_total', help: 'Failed runs of jobs in this process, by queue (each retry that fails counts).', labelNames: ['queue'], registers,
      collect() {
        for (const [queue, now] of sources.jobs?.failures() ?? []) {
          const delta = now - (failed.get(queue) ?? 0);
          if (delta > 0) this.inc({ queue }, delta);
          failed.set(queue, now);
        }
      },
    });
    // The caches count in plain numbers (the backend needs no metrics library); the counter
    // catches up with them at each scrape.
    const seen = new Map<string, number>();
    new Counter({
      name: 'cache_lookups_total', help: 'Lookups of the in-process caches, by cache and result (hit or miss).', labelNames: ['cache', 'result'], registers,
      collect() {
        for (const [cache, counts] of allCacheCounts()) {
          for (const result of ['hit', 'miss'] as const) {
            const key = `${cache}/${result}`;
            const now = result === 'hit' ? counts.hits : counts.misses;
            const delta = now - (seen.get(key) ?? 0);
            if (delta > 0) this.inc({ cache, result }, delta);
            seen.set(key, now);
          }
        }
      },
    });
  }

  /** One answered request: its route pattern (every page is "page"), status and time. */
  observe(request: FastifyRequest, status: number, seconds: number): void {
    const route = request.routeOptions.url ?? (request.url.startsWith('/api/') ? 'api-not-found' : 'page');
    this.latency.observe({ method: request.method, route, status: String(status) }, seconds);
  }

  /** One promise rejection nobody handled (logged where it happened). */
  unhandledRejection(): void {
    this.rejections.inc();
  }

  /** One page render, and whether it ended in a page or a server error. */
  rendered(outcome: 'page' | 'error'): void {
    this.renders.inc({ outcome });
  }
}

/** This machine's own addresses, as a connection's socket reports them. */
const LOOPBACK = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

/** Whether `given` is `expected`, in time that does not depend on where they differ. */
function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `GET /metrics` for a Prometheus scraper. Not for the public: with `METRICS_TOKEN` set, only a
 * request bearing it; without, only a scraper beside the process: a connection from this machine
 * that no proxy forwarded (no X-Forwarded-For or Forwarded header). The forwarded address is never
 * believed here, whatever TRUST_PROXY says: a load balancer on this machine would otherwise make a
 * visitor who writes `X-Forwarded-For: 127.0.0.1` look local; through a proxy, use the token.
 * Anyone else gets the 404 of any unknown path. Every request is timed on the way out.
 */
export function registerMetrics(app: FastifyInstance, metrics: ShopMetrics, token: string | null): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.observe(request, reply.statusCode, reply.elapsedTime / 1000);
  });
  app.get('/metrics', async (request, reply) => {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
    const allowed = token ? sameSecret(bearer, token) : !forwarded && LOOPBACK.includes(request.socket.remoteAddress ?? '');
    if (!allowed) return reply.code(404).type('text/plain').send('Not found');
    return reply.header('Cache-Control', 'no-store').type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
