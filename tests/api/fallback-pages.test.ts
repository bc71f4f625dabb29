import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../core/language/language';
import type { PageRenderer } from '../../composition/server/page-handler/page-renderer';
import { STAND_IN_ASSETS, pageHandlerApps } from '../support/page-handler';

// A render that fails (a defect in a page, a render worker that died) is answered with a standalone
// error page in the address's language; what failed goes to the log, never to the shopper.
describe('a page whose render fails', () => {
  const apps = pageHandlerApps();
  const failing: PageRenderer = {
    render: async () => {
      throw new Error('Cannot read properties of undefined (reading secret_column) at ProductPage');
    },
    assets: async () => STAND_IN_ASSETS,
  };

  it('gets the error page, in HTML, without the failure', async () => {
    const app = await apps.create({ renderer: failing, pageCacheTtlMs: 0 });
    const answer = await app.inject({ url: '/all/phones?q=<script>alert(1)</script>' });
    expect(answer.statusCode).toBe(500);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toContain('<html lang="en" dir="ltr">');
    expect(answer.body).toContain('<p>Something went wrong</p>');
    expect(answer.body).toContain('<a href="/">Go to homepage</a>');
    expect(answer.body).not.toContain('secret_column');
    expect(answer.body).not.toContain('<script>');
  });

  it('speaks the language of the address, right to left in Arabic', async () => {
    const app = await apps.create({ renderer: failing, pageCacheTtlMs: 0 });
    const arabic = (await app.inject({ url: '/ar/shop/nimbus' })).body;
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('<p>حدث خطأ ما</p>');
    expect(arabic).toContain('<a href="/ar">العودة إلى الصفحة الرئيسية</a>');
    const titles = await Promise.all(LANGUAGE_CODES.map(async (language) => /<title>(.*)<\/title>/.exec((await app.inject({ url: `/${language}/cart` })).body)![1]));
    expect(new Set(titles).size).toBe(LANGUAGE_CODES.length);
  });

  it('shares its standalone form with the 400 page of an address too malformed to route', async () => {
    const app = await apps.create({ renderer: failing, pageCacheTtlMs: 0 });
    const answer = await app.inject({ url: '/shop/%E0%A4%A' });
    expect(answer.statusCode).toBe(400);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body).toContain('<h1>400</h1><p>This address is not valid.</p><p><a href="/">Go to homepage</a></p>');
  });
});
