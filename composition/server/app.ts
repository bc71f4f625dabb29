import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { apiPlugin } from '../../backend/api/api-plugin';
import { PublicReads } from '../../backend/http/public-reads';
import { uploadsPlugin } from '../../backend/images/uploads-plugin';
import { seoPlugin } from '../../backend/seo/seo-plugin';
import { installerApiPlugin } from '../../backend/install/installer-plugin';
import type { InstallerOptions } from '../../backend/install/install-routes';
import type { AccountsOptions } from '../../backend/api/api-context';
import type { ShopDatabase } from '../../backend/db/database';
import type { PaymentSettings } from '../../backend/payments/payment-providers';
import { paymentReturnPosts } from '../../backend/payments/return-posts';
import { createJobQueue } from '../../backend/jobs/create-job-queue';
import type { JobQueue, JobQueueSettings } from '../../backend/jobs/job-queue';
import { inProcessFetch } from './in-process-api/in-process-fetch';
import { BAD_REQUEST_PAGE } from './page-handler/fallback-pages';
import { DEFAULT_PAGE_CACHE_TTL_MS, registerPageHandler } from './page-handler/page-handler';
import type { PageRenderer } from './page-handler/page-renderer';
import { DEFAULT_PAGE_RENDER_CONCURRENCY, DEFAULT_WORKER_RENDER_CONCURRENCY, RENDER_TURN_MS, renderGate } from './page-handler/render-gate';
import { echoRequestIds, loggerOptions, requestIdOf } from './request-log';
import { registerSecurityHeaders } from './security-headers';
import { registerHealth } from './health';
import { ShopMetrics, registerMetrics } from './metrics';
import { logUnhandledRejections } from './unhandled-rejections';
import { CACHE_CHANNEL, CacheChanges, readChange } from '../../backend/cache/cache-changes';
import { watchFlashBoundaries } from '../../backend/catalogue/flash-boundaries';
import { recordPublicUrl } from '../../backend/common/public-url';

/** The shop's own api/v1 on its database, or (in installer mode, before there is one) the installer's. */
export type AppOptions = AppSettings & ({ shop: ShopDatabase; installer?: undefined } | { shop?: undefined; installer: InstallerOptions });

export interface AppSettings {
  /** Mail, public URL and social sign-in for the account calls. */
  accounts?: Partial<AccountsOptions>;
  /** Renders pages; absent in API-only tests. */
  renderer?: PageRenderer;
  /** Another api/v1 for the pages; null renders against this process's own, in-process. */
  apiUrl?: string | null;
  /** `true` logs every request; `'errors'` only warnings and errors (each with its request id); off by default. */
  logger?: boolean | 'errors';
  /** Where log lines go (stdout by default; tests read them). */
  logStream?: { write(line: string): void };
  /** Trust a proxy's X-Forwarded-For for the client address: hops or addresses (see ServerConfig.trustProxy). */
  trustProxy?: false | number | string;
  /** How long a rendered anonymous page is reused; 0 renders every request. */
  pageCacheTtlMs?: number;
  /** Pages rendered at once on each of the renderer's threads (DEFAULT_PAGE_RENDER_CONCURRENCY, or DEFAULT_WORKER_RENDER_CONCURRENCY on workers). */
  pageRenderConcurrency?: number;
  /** How long one render keeps its turn (RENDER_TURN_MS; tests shorten it). */
  renderTurnMs?: number;
  /** Public origin for canonical URLs, hreflang and the sitemap; defaults to accounts.publicUrl. */
  publicUrl?: string;
  /** Where uploaded review photos are kept (default `data/uploads`). */
  uploadsDir?: string;
  /** Registers extra plugins before the page handler (static files, the dev server's middleware). */
  beforePages?: (app: FastifyInstance) => Promise<void>;
  /** The dev server: pages' Content-Security-Policy lets Vite's hot reload connect. */
  dev?: boolean;
  /** The bearer token `/metrics` asks for; without one it answers this machine only (METRICS_TOKEN). */
  metricsToken?: string | null;
  /** Online payment providers and the payment window (paymentSettings with the config's PAYMENT_WINDOW_MINUTES in production). */
  payments?: PaymentSettings;
  /**
   * On PostgreSQL, listen for other processes' change notices (default true). Off (CACHE_NOTICES=off)
   * only to measure what they save: caches then see other processes' writes after their TTL.
   */
  cacheNotices?: boolean;
  /** The job queue's poll interval, grace time and retries (tests poll fast and retry soon). */
  jobs?: JobQueueSettings;
  /** How long api/v1's read models are kept (READ_MODEL_TTL_MS; 5 s unset). */
  readModelTtlMs?: number;
}

const JOB_QUEUES = new WeakMap<FastifyInstance, JobQueue>();

/** The job queue of an app made by createApp (none in installer mode): tests wait on it. */
export function jobQueueOf(app: FastifyInstance): JobQueue | undefined {
  return JOB_QUEUES.get(app);
}

/**
 * One process, one origin: api/v1, the demo images, and server-rendered pages for everything else.
 * Fastify: fast, schema-aware, with `inject` so the page renderer calls the API in-process
 * without a socket, and plugins for compression, static files and Vite's dev middleware.
 */
/**
 * Fastify's trust of X-Forwarded-For. Addresses go to Fastify as they are (proxy-addr walks the
 * header from the right while the hop is one of them). A hop count Fastify itself refuses (it
 * cannot tell a proxy from a client writing the header): here it means what Express's does, the
 * `hops` nearest hops are the shop's own proxies, for a shop whose port only they can reach.
 */
function trustedProxies(setting: false | number | string): false | string | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

export async function createApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? loggerOptions(options.logger === 'errors' ? 'warn' : 'info', options.logStream) : false,
    genReqId: requestIdOf,
    routerOptions: { maxParamLength: 500 },
    bodyLimit: 1_048_576,
    trustProxy: trustedProxies(options.trustProxy ?? false),
    return503OnClosing: true,
    // A malformed URL or header never reaches a route: answer it clearly in the caller's terms.
    frameworkErrors: (error, request, rawReply) => {
      const reply = rawReply as unknown as FastifyReply;
      const status = (error as { statusCode?: number }).statusCode ?? 400;
      if (request.url.startsWith('/api/')) {
        void reply.code(status).send({ status, message: 'Bad request', data: null });
      } else {
        void reply.code(status).type('text/html; charset=utf-8').send(BAD_REQUEST_PAGE);
      }
    },
  });
  // First hook: every request's work runs in the scope a rejection nobody handled is logged from.
  let countRejection = (): void => {};
  logUnhandledRejections(app, () => countRejection());
  echoRequestIds(app);
  await registerSecurityHeaders(app);
  await app.register(compress, { global: true, threshold: 1024 });
  // Durable jobs (mail, scheduled work): the api registers its handlers, the workers start once
  // the app is ready and stop (finishing or releasing their jobs) when it closes.
  const jobs = options.shop ? createJobQueue(options.shop, { log: (error, message) => app.log.error({ err: error }, message), ...options.jobs }) : undefined;
  if (jobs) {
    JOB_QUEUES.set(app, jobs);
    app.addHook('onReady', () => jobs.start());
    app.addHook('onClose', () => jobs.stop());
  }
  registerHealth(app, options.shop, jobs);
  const renderer = options.renderer;
  const perThread = renderer ? options.pageRenderConcurrency ?? (renderer.threads ? DEFAULT_WORKER_RENDER_CONCURRENCY : DEFAULT_PAGE_RENDER_CONCURRENCY) : 1;
  const inTurn = renderGate(perThread, renderer?.threads ?? 1, options.renderTurnMs ?? RENDER_TURN_MS);
  const metrics = new ShopMetrics({ shop: options.shop, jobs, renderDepth: renderer ? inTurn.depth : undefined });
  registerMetrics(app, metrics, options.metricsToken ?? null);
  countRejection = () => metrics.unhandledRejection();
  const changes = new CacheChanges();
  if (options.shop) watchChanges(app, options.shop, changes, options.cacheNotices ?? true);
  const reads = new PublicReads((error) => app.log.error({ err: error }, 'api/v1 in-process read failed'));
  const uploadsDir = options.uploadsDir ?? 'data/uploads';
  const publicUrl = (options.publicUrl ?? options.accounts?.publicUrl ?? 'http://localhost:3000').replace(/\/+$/, '');
  if (options.shop) recordOwnAddress(app, options.shop, options.accounts);
  if (options.installer) {
    // No database yet: only the installer's calls, and pages (the installer page) rendered against them.
    await app.register(installerApiPlugin, { prefix: '/api/v1', ...options.installer, reads });
  } else {
    await app.register(apiPlugin, { prefix: '/api/v1', shop: options.shop, accounts: options.accounts, reads, uploadsDir, changes, payments: options.payments, jobs, readModelTtlMs: options.readModelTtlMs });
  }
  await app.register(uploadsPlugin, { prefix: '/uploads', uploadsDir });
  if (options.shop) await app.register(seoPlugin, { shop: options.shop, publicUrl, changes });
  // Payment providers that POST to their return page are sent on to it (issue 16).
  if (options.shop) await paymentReturnPosts(app);
  if (options.beforePages) await options.beforePages(app);

  if (renderer) {
    if (renderer.close) app.addHook('onClose', async () => renderer.close?.());
    registerPageHandler(app, {
      renderer,
      api: options.apiUrl
        ? { baseUrl: options.apiUrl, fetch: (input, init) => fetch(input, init) }
        : { baseUrl: 'http://in-process/api/v1/', fetch: inProcessFetch(app, reads) },
      publicUrl,
      pageCacheTtlMs: options.pageCacheTtlMs ?? DEFAULT_PAGE_CACHE_TTL_MS,
      inTurn,
      rendered: (outcome) => metrics.rendered(outcome),
      changes,
      dev: options.dev ?? false,
    });
  }
  return app;
}

/**
 * The shop records the public address its mails link to when it starts, so that `npm run admin`
 * (another process, often without PUBLIC_URL) links to the same one (backend/common/public-url.ts).
 * A failure is logged: the shop serves on.
 */
function recordOwnAddress(app: FastifyInstance, shop: ShopDatabase, accounts: AppSettings['accounts']): void {
  const url = accounts?.publicUrl ?? 'http://localhost:3000';
  const source = accounts?.publicUrlSource ?? (accounts?.publicUrl ? 'configured' : 'listening');
  app.addHook('onReady', async () => {
    try {
      await recordPublicUrl(shop.db, url, source);
    } catch (error) {
      app.log.warn({ err: error }, 'the public address could not be recorded for npm run admin');
    }
  });
}

/**
 * What drops this process's cached entries besides its own writes: on PostgreSQL the other
 * processes' notices (one LISTEN connection, reconnecting; after each (re)connection every cache
 * is dropped, since notices sent meanwhile were missed), and everywhere the flash sales' starts
 * and ends. Both stop when the app closes.
 */
function watchChanges(app: FastifyInstance, shop: ShopDatabase, changes: CacheChanges, notices: boolean): void {
  const stops: Array<() => Promise<void> | void> = [];
  app.addHook('onReady', async () => {
    stops.push(watchFlashBoundaries(shop.db, changes, (error) => app.log.warn({ err: error }, 'flash-sale boundaries could not be read')));
    if (!notices || !shop.listen) return;
    stops.push(shop.listen(CACHE_CHANNEL, {
      notice: (payload) => {
        const change = readChange(payload);
        if (change) changes.changed(change);
      },
      connected: () => changes.changed({ scope: 'shop' }),
      lost: (error) => app.log.warn({ err: error }, 'cache notices: connection lost, reconnecting'),
    }));
  });
  app.addHook('onClose', async () => {
    await Promise.all(stops.map((stop) => stop()));
  });
}
