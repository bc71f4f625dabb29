import { parse as parseCookies } from 'cookie';
import { sessionSetCookies } from '../../../backend/auth/session-cookie';
import { AUTH } from '../../../core/auth/user';
import type { FastifyInstance } from 'fastify';
import { negotiateEncoding } from '../../../backend/http/compression';
import type { FetchLike } from '../../../adapters/http/api-client';
import { htmlDocument } from './html-document';
import { PageCache, cacheKey, type CachedPage } from './page-cache';
import type { CacheChanges } from '../../../backend/cache/cache-changes';
import { serverErrorPage } from './fallback-pages';
import { MIN_COMPRESSED_BYTES, encodedBody, sharedBody, sharedEncoding } from './page-compression';
import { NONCE_PLACEHOLDER, contentSecurityPolicy, newNonce } from './content-security-policy';
import type { PageRenderer } from './page-renderer';
import type { RenderResult } from '../../entry-server';
import type { RenderGate } from './render-gate';

/** Short enough that flash-sale and price changes show within seconds. */
export const DEFAULT_PAGE_CACHE_TTL_MS = 2_000;

const MAX_URL_LENGTH = 8_192;

export interface PageHandlerOptions {
  renderer: PageRenderer;
  /** How every render reaches api/v1 (in-process, or another api/v1's URL). */
  api: { baseUrl: string; fetch: FetchLike };
  /** Public origin for canonical URLs and hreflang. */
  publicUrl: string;
  /** How long a rendered anonymous page is reused; 0 renders every request. */
  pageCacheTtlMs: number;
  /** Whose turn it is to render. */
  inTurn: RenderGate;
  /** The dev server (Vite's hot reload needs a WebSocket in the CSP). */
  dev?: boolean;
  /** Told of each render and how it ended (`/metrics`). */
  rendered?: (outcome: 'page' | 'error') => void;
  /** Changes that make cached pages stale (this process's writes, other processes' notices, flash-sale boundaries). */
  changes?: CacheChanges;
}

/**
 * Every GET that no route answered is a page: rendered in its turn, shared from the page cache
 * with shoppers of the same language and cookies (anonymous pages only), and compressed once per
 * encoding. A render that fails gets the standalone error page; the detail goes to the log only.
 * Every page goes out with a Content-Security-Policy whose nonce is new for each response, also
 * when the page itself is shared (`page-compression.ts`).
 */
export function registerPageHandler(app: FastifyInstance, options: PageHandlerOptions): void {
  const { renderer, api, publicUrl, inTurn } = options;
  const pageCache = new PageCache(options.pageCacheTtlMs);
  // A product's own pages (any language, any cookies) on a change of it; every page when tiles or the shop changed.
  options.changes?.whenProductsChanged((ids) => pageCache.forget(ids === null ? null : (key) => ids.some((id) => productPage(id).test(key))));
  options.changes?.whenChanged('tiles', () => pageCache.forget(null));
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
      let page: RenderResult;
      try {
        page = await renderer.render({ url: request.url, cookies, acceptLanguage, api, publicUrl });
      } catch (error) {
        options.rendered?.('error');
        throw error;
      }
      options.rendered?.(page.status >= 500 ? 'error' : 'page');
      setCookie = setCookiesOf(page.setCookies ?? [], request.protocol === 'https');
      const cookieHeader: Record<string, string> = setCookie[0] ? { 'set-cookie': setCookie[0] } : {};
      if (page.redirect) {
        return { status: page.status, headers: { location: page.redirect, ...cookieHeader }, body: Buffer.alloc(0) };
      }
      const assets = await renderer.assets(page.pageModule, request.url);
      const html = htmlDocument(page, assets);
      const policy = contentSecurityPolicy({ nonce: NONCE_PLACEHOLDER, tags: page.tags, dev: options.dev });
      const headers = { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': policy, ...cookieHeader };
      return { status: page.status, headers, body: kept ? Buffer.from(html) : html };
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
    // A session from before the cookie became HttpOnly (set by a script, no CSRF token beside it)
    // is set again the server's way, so the page's scripts get its CSRF token and lose the session.
    const session = cookies[AUTH.cookieName];
    if (session && !cookies[AUTH.csrfCookieName] && setCookie.length === 0) setCookie = sessionSetCookies(session, request.protocol === 'https');
    // The page's headers carry the first cookie (a kept page shares it); Fastify adds each further
    // set-cookie to those, so only the rest are added (all of them added again sent the first twice).
    const inPage = setCookie[0] !== undefined && page.headers['set-cookie'] === setCookie[0] ? 1 : 0;
    if (setCookie.length > inPage) reply.header('set-cookie', setCookie.slice(inPage));
    reply.header('Cache-Control', 'no-store').header('Vary', 'Cookie, Accept-Language, Accept-Encoding');
    const policy = page.headers['content-security-policy'];
    const nonce = policy === undefined ? '' : newNonce();
    if (policy !== undefined) reply.header('content-security-policy', policy.replaceAll(NONCE_PLACEHOLDER, nonce));
    // (The compression plugin does not see pages: they are answered by the not-found handler.)
    const encoding = page.body.length >= MIN_COMPRESSED_BYTES ? negotiateEncoding(request.headers['accept-encoding']) : null;
    if (kept) return encoding === null ? reply.send(sharedBody(page, nonce)) : reply.header('Content-Encoding', encoding).send(await sharedEncoding(page, encoding, nonce));
    const body = typeof page.body === 'string' ? page.body.replaceAll(NONCE_PLACEHOLDER, nonce) : page.body;
    if (encoding === null) return reply.send(body);
    return reply.header('Content-Encoding', encoding).send(await encodedBody(body, encoding));
  });
}

/**
 * The render's cookies as Set-Cookie values. An ended session's two cookies expire with the very
 * attributes they were set with (HttpOnly, Secure over https: `sessionSetCookies`).
 */
function setCookiesOf(cookies: readonly { name: string; value: string; maxAge: number }[], https: boolean): string[] {
  const endsSession = cookies.some((cookie) => cookie.name === AUTH.cookieName && cookie.maxAge === 0);
  const others = cookies.filter((cookie) => cookie.name !== AUTH.cookieName && cookie.name !== AUTH.csrfCookieName);
  return [...(endsSession ? sessionSetCookies(null, https) : []), ...others.map(serializeSetCookie)];
}

/** One Set-Cookie value; `maxAge: 0` expires the cookie at once. */
function serializeSetCookie(cookie: { name: string; value: string; maxAge: number }): string {
  return `${cookie.name}=${encodeURIComponent(cookie.value)}; Max-Age=${cookie.maxAge}; Path=/; SameSite=Lax`;
}

/** A page-cache key of product `id`'s page (`/{slug}/product/{id}`, with or without a language prefix). */
function productPage(id: number): RegExp {
  return new RegExp(`^[^\\n?#]*/product/${id}(?:[/?#\\n])`);
}
