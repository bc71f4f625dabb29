import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { RenderResult } from '../../composition/entry-server';
import type { PageRenderer } from '../../composition/server/page-handler/page-renderer';
import { STAND_IN_ASSETS, pageHandlerApps, renderedPage } from '../support/page-handler';

// Server-rendered pages are compressed by the page handler in one call, and a page the cache
// shares is compressed once per encoding: the bytes must decode to the very page an uncompressed
// request gets. The renderer here stands in for the built bundle (the page handler is under test).
// Each response has its own CSP nonce: bodies are compared with it taken out, and each body's
// nonce must be its own response's.
const nonceOf = (headers: Record<string, unknown>) => /'nonce-([^']+)'/.exec(String(headers['content-security-policy']))![1]!;
const withoutNonce = (body: string, nonce: string) => {
  expect(body).toContain(`nonce="${nonce}"`);
  return body.replaceAll(nonce, 'NONCE');
};
const bigPage = (url: string): RenderResult => renderedPage(`<main>${url}</main>` + '<p>Everything a product page says, and its tiles.</p>'.repeat(400));

describe('server-rendered pages compressed', () => {
  const apps = pageHandlerApps();
  const renders: string[] = [];
  const renderer: PageRenderer = {
    render: async (request) => {
      renders.push(request.url);
      if (request.url === '/small') return { ...bigPage('/small'), html: '<p>tiny</p>' };
      if (request.url === '/huge') return { ...bigPage('/huge'), html: '<p>A very long page.</p>'.repeat(30_000) };
      return bigPage(request.url);
    },
    assets: async () => STAND_IN_ASSETS,
  };
  const appWith = (pageCacheTtlMs: number) => apps.create({ renderer, pageCacheTtlMs });

  it('sends br, gzip or deflate as asked, with Vary, decoding to the plain page, cached or not', async () => {
    for (const ttl of [0, 60_000]) {
      const app = await appWith(ttl);
      const plain = await app.inject({ url: '/product-page', headers: { 'accept-encoding': 'identity' } });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toContain('<main>/product-page</main>');
      for (const [asked, sent, decode] of [
        ['gzip, deflate, br', 'br', brotliDecompressSync],
        ['gzip', 'gzip', gunzipSync],
        ['deflate', 'deflate', inflateSync],
        ['br;q=0.1, gzip;q=0.9', 'gzip', gunzipSync],
      ] as const) {
        const answer = await app.inject({ url: '/product-page', headers: { 'accept-encoding': asked } });
        expect(answer.headers['content-encoding'], `${asked} with ttl ${ttl}`).toBe(sent);
        expect(String(answer.headers.vary)).toMatch(/Accept-Encoding/);
        expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
        expect(answer.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
        expect(withoutNonce(decode(answer.rawPayload).toString('utf8'), nonceOf(answer.headers))).toBe(withoutNonce(plain.body, nonceOf(plain.headers)));
      }
    }
  });

  it('renders a shared page once for every encoding asked of it', async () => {
    const app = await appWith(60_000);
    renders.length = 0;
    const answers: Awaited<ReturnType<typeof app.inject>>[] = [];
    for (const asked of ['br', 'gzip', 'br', 'identity', 'br']) {
      answers.push(await app.inject({ url: '/shared', headers: { 'accept-encoding': asked } }));
    }
    expect(renders).toEqual(['/shared']);
    const plain = (index: number, decode: (bytes: Buffer) => Buffer = (bytes) => bytes) =>
      withoutNonce(decode(answers[index]!.rawPayload).toString('utf8'), nonceOf(answers[index]!.headers));
    expect(plain(0, brotliDecompressSync)).toBe(plain(2, brotliDecompressSync));
    expect(plain(4, brotliDecompressSync)).toBe(plain(3));
    expect(plain(1, gunzipSync)).toBe(plain(3));
    // The nonce is new for every response, the shared page's too.
    expect(new Set(answers.map((answer) => nonceOf(answer.headers))).size).toBe(5);
  });

  it('compresses a page too large for one synchronous call on the thread pool', async () => {
    const app = await appWith(0);
    const plain = await app.inject({ url: '/huge', headers: { 'accept-encoding': 'identity' } });
    expect(plain.rawPayload.length).toBeGreaterThan(512 * 1024);
    const answer = await app.inject({ url: '/huge', headers: { 'accept-encoding': 'gzip' } });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(withoutNonce(gunzipSync(answer.rawPayload).toString('utf8'), nonceOf(answer.headers))).toBe(withoutNonce(plain.body, nonceOf(plain.headers)));
  });

  it('leaves a page under 1 kB as it is', async () => {
    const app = await appWith(0);
    const answer = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toContain('<p>tiny</p>');
  });
});
