import { parse as parseCookies } from 'cookie';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import pLimit from 'p-limit';
import { apiPlugin } from '../../backend/api/api-plugin';
import { PublicReads } from '../../backend/http/public-reads';
import { type Encoding, MAX_SYNC_BYTES, compress as compressBody, compressInPool, negotiateEncoding } from '../../backend/http/compression';
import { uploadsPlugin } from '../../backend/images/uploads-plugin';
import { seoPlugin } from '../../backend/seo/seo-plugin';
import type { AccountsOptions } from '../../backend/api/api-context';
import type { ShopDatabase } from '../../backend/db/database';
import type { FetchLike } from '../../adapters/http/api-client';
import type { RenderRequest, RenderResult } from '../entry-server';
import { htmlDocument, type PageAssets } from './html-document';
import { PageCache, cacheKey, type CachedPage } from './page-cache';
import { loggedRequest } from './request-log';
import { BAD_REQUEST_PAGE, serverErrorPage } from './fallback-pages';

/** Short enough that flash-sale and price changes show within seconds. */
export const DEFAULT_PAGE_CACHE_TTL_MS = 2_000;

/**
 * Pages rendered at once when the main thread renders (the limit is per rendering thread: the
 * renderer's `threads`); the rest wait their turn in arrival order. Rendering is synchronous work
 * on its thread, so more at once only adds waiting
 * data to the heap: with 32 shoppers in flight the young-generation collections of a product page
 * cost ~1.7 ms a page, against ~1.2 ms with 2 (one renders while the other waits for its data).
 * Raise it when the database is far away (a round trip of several milliseconds).
 */
export const DEFAULT_PAGE_RENDER_CONCURRENCY = 2;

/**
 * The same on each render worker: a worker's render waits for every api/v1 answer from the main
 * thread, so two at a time left the workers idle. Product pages at 100,000 products, two workers,
 * page cache off, req/s over three runs: PostgreSQL 122-161 with 2, 149-171 with 3, 175-185 with 4,
 * 152-175 with 6; SQLite 177 with 2, 190-216 with 4, 186-188 with 6.
 */
export const DEFAULT_WORKER_RENDER_CONCURRENCY = 4;

/** A render still running after this gives its turn to the next (a stalled database must not stop every page). */
export const RENDER_TURN_MS = 10_000;

export interface PageRenderer {
  render(request: RenderRequest): Promise<RenderResult>;
  assets(pageModule: string | null, url: string): Promise<PageAssets>;
  /** Threads it renders on at once (its worker threads); 1 when absent. */
  readonly threads?: number;
  /** Stops what the renderer runs (its worker threads) when the server closes. */
  close?(): Promise<void>;
}

export interface AppOptions {
  shop: ShopDatabase;
  /** Mail, public URL and social sign-in for the account calls. */
  accounts?: Partial<AccountsOptions>;
  /** Renders pages; absent in API-only tests. */
  renderer?: PageRenderer;
  /** Another api/v1 for the pages; null renders against this process's own, in-process. */
  apiUrl?: string | null;
  logger?: boolean;
  /** Trust a proxy's X-Forwarded-For for the client address (see ServerConfig.trustProxy). */
  trustProxy?: boolean | string;
  /** How long a rendered anonymous page is reused; 0 renders every request. */
  pageCacheTtlMs?: number;
  /** Pages rendered at once on each of the renderer's threads (DEFAULT_PAGE_RENDER_CONCURRENCY, or DEFAULT_WORKER_RENDER_CONCURRENCY on workers). */
  pageRenderConcurrency?: number;
  /** How long one render keeps its turn (RENDER_TURN_MS; tests shorten it). */
  renderTurnMs?: number;
  /** Public origin for canonical URLs, hreflang and the sitemap; defaults to accounts.publicUrl. */
  publicUrl?: string;
  /** Registers extra plugins before the page handler (static files, the dev server's middleware). */
  beforePages?: (app: FastifyInstance) => Promise<void>;
}

const MAX_URL_LENGTH = 8_192;

/**
 * One process, one origin: api/v1, the demo images, and server-rendered pages for everything else.
 * Fastify: fast, schema-aware, with `inject` so the page renderer calls the API in-process
 * without a socket, and plugins for compression, static files and Vite's dev middleware.
 */
export async function createApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? { level: 'info', serializers: { req: loggedRequest } } : false,
    routerOptions: { maxParamLength: 500 },
    bodyLimit: 1_048_576,
    trustProxy: options.trustProxy ?? false,
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
  let ready = false;
  app.addHook('onReady', async () => { ready = true; });

  await app.register(compress, { global: true, threshold: 1024 });
  app.get('/healthz', async (_request, reply) => reply.code(ready ? 200 : 503).send({ status: ready ? 'ok' : 'starting' }));
  const reads = new PublicReads((error) => app.log.error({ err: error }, 'api/v1 in-process read failed'));
  await app.register(apiPlugin, { prefix: '/api/v1', shop: options.shop, accounts: options.accounts, reads });
  await app.register(uploadsPlugin, { prefix: '/uploads' });
  const publicUrl = (options.publicUrl ?? options.accounts?.publicUrl ?? 'http://localhost:3000').replace(/\/+$/, '');
  await app.register(seoPlugin, { shop: options.shop, publicUrl });
  if (options.beforePages) await options.beforePages(app);

  const renderer = options.renderer;
  const pageCache = new PageCache(options.pageCacheTtlMs ?? DEFAULT_PAGE_CACHE_TTL_MS);
  const perThread = options.pageRenderConcurrency ?? (renderer?.threads ? DEFAULT_WORKER_RENDER_CONCURRENCY : DEFAULT_PAGE_RENDER_CONCURRENCY);
  const renderSlot = pLimit(Math.max(1, perThread * (renderer?.threads ?? 1)));
  const turnMs = options.renderTurnMs ?? RENDER_TURN_MS;
  /** Runs a render in its turn: it holds one of the slots until it settles or its turn is over. */
  const inTurn = <T>(render: () => Promise<T>): Promise<T> => {
    let work!: Promise<T>;
    return renderSlot(() => {
      work = render();
      return settledOrAfter(work, turnMs);
    }).then(() => work);
  };
  if (renderer) {
    if (renderer.close) app.addHook('onClose', async () => renderer.close?.());
    const apiFetch: FetchLike = options.apiUrl ? (input, init) => fetch(input, init) : inProcessFetch(app, reads);
    const apiBase = options.apiUrl ?? 'http://in-process/api/v1/';
    app.setNotFoundHandler(async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return reply.code(405).type('text/plain').send('Method not allowed');
      }
      if (request.url.length > MAX_URL_LENGTH) return reply.code(414).type('text/plain').send('URI too long');
      let cookies: Record<string, string | undefined> = {};
      try {
        cookies = parseCookies(request.headers.cookie ?? '');
      } catch {
        cookies = {};
      }
      const acceptLanguage = request.headers['accept-language'];
      // One cookie travels inside the (cacheable) page, as the language redirect needs; several are
      // only ever set on personal pages (the auth cookie), which the cache never shares.
      let setCookie: string[] = [];
      const key = cacheKey(request.url, cookies, acceptLanguage);
      const kept = pageCache.enabled && key !== null;
      const renderPage = (): Promise<CachedPage> => inTurn(async () => {
        const page = await renderer.render({ url: request.url, cookies, acceptLanguage, api: { baseUrl: apiBase, fetch: apiFetch }, publicUrl });
        setCookie = (page.setCookies ?? []).map(serializeSetCookie);
        const cookieHeader: Record<string, string> = setCookie[0] ? { 'set-cookie': setCookie[0] } : {};
        if (page.redirect) {
          return { status: page.status, headers: { location: page.redirect, ...cookieHeader }, body: Buffer.alloc(0) };
        }
        const assets = await renderer.assets(page.pageModule, request.url);
        const html = htmlDocument(page, assets);
        return { status: page.status, headers: { 'content-type': 'text/html; charset=utf-8', ...cookieHeader }, body: kept ? Buffer.from(html) : html };
      });
      // Server errors are not kept: the next shopper gets a fresh try.
      let own: CachedPage | null = null;
      let page: CachedPage;
      try {
        const shared = await pageCache.get(key, async () => {
          own = await renderPage();
          return own.status >= 500 ? null : own;
        });
        page = shared ?? own ?? (await renderPage());
      } catch (error) {
        // The detail goes to the log, never to the shopper.
        request.log.error({ err: error }, 'page render failed');
        return reply.code(500).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(serverErrorPage(request.url));
      }
      reply.code(page.status).headers(page.headers);
      if (setCookie.length > 1) reply.header('set-cookie', setCookie);
      reply.header('Cache-Control', 'no-store').header('Vary', 'Cookie, Accept-Language, Accept-Encoding');
      // (The compression plugin does not see pages: they are answered by the not-found handler.)
      const encoding = page.body.length >= MIN_COMPRESSED_BYTES ? negotiateEncoding(request.headers['accept-encoding']) : null;
      if (encoding === null) return reply.send(page.body);
      return reply.header('Content-Encoding', encoding).send(await (kept ? sharedEncoding(page, encoding) : encodedBody(page.body, encoding)));
    });
  }
  return app;
}

/** Resolves when the promise settles (either way) or after `ms`, whichever is first. */
function settledOrAfter(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref();
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    promise.then(done, done);
  });
}

/** Below this a page goes out as it is (the compression plugin's threshold). */
const MIN_COMPRESSED_BYTES = 1024;
const encodedPages = new WeakMap<CachedPage, Map<Encoding, Buffer | Promise<Buffer>>>();

/**
 * A page compressed in one synchronous call (br at quality 4 takes ~0.7 ms for a 90 kB product
 * page), or on the thread pool when it is too large for that.
 */
function encodedBody(body: Buffer | string, encoding: Encoding): Buffer | Promise<Buffer> {
  return body.length > MAX_SYNC_BYTES ? compressInPool(encoding, body) : compressBody(encoding, body);
}

/** A page the cache shares is compressed once per encoding, and that copy sent to every shopper it serves. */
function sharedEncoding(page: CachedPage, encoding: Encoding): Buffer | Promise<Buffer> {
  let encoded = encodedPages.get(page);
  if (!encoded) encodedPages.set(page, (encoded = new Map()));
  let body = encoded.get(encoding);
  if (!body) encoded.set(encoding, (body = encodedBody(page.body, encoding)));
  return body;
}

/** One Set-Cookie value; `maxAge: 0` expires the cookie at once. */
function serializeSetCookie(cookie: { name: string; value: string; maxAge: number }): string {
  return `${cookie.name}=${encodeURIComponent(cookie.value)}; Max-Age=${cookie.maxAge}; Path=/; SameSite=Lax`;
}

/**
 * A fetch that answers api/v1 calls in-process, without a socket: a read-only GET straight from its
 * handler (PublicReads), anything else through Fastify's inject (the whole pipeline).
 */
function inProcessFetch(app: FastifyInstance, reads: PublicReads): FetchLike {
  return async (input, init) => {
    const url = new URL(input);
    if ((init?.method ?? 'GET') === 'GET') {
      const answer = await reads.read(url.pathname + url.search, init?.headers);
      if (answer) return { json: async () => answer.body };
    }
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: init?.headers,
      payload: init?.body,
    });
    return { json: async () => response.json() as unknown };
  };
}
