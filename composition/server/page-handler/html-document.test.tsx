import { describe, expect, it } from 'vitest';
import type { FetchLike } from '../../../adapters/http/api-client';
import { makeCommonData, makeHomeData } from '../../../ui/test-support/data-factories';
import { render, type RenderResult } from '../../entry-server';
import { htmlDocument, metaTags } from './html-document';
import { NONCE_PLACEHOLDER } from './content-security-policy';
import { resolveHead } from '../../../ui/app/meta-store-head';

const ORIGIN = 'https://shop.example';

function fakeApi(): { baseUrl: string; fetch: FetchLike } {
  const common = makeCommonData({ site_setting: { ...makeCommonData().site_setting, site_name: 'Demo "Shop"', meta_title: 'Demo Shop – everything', meta_description: 'Buy <things> & more', header_logo: 'logo.svg' } });
  return {
    baseUrl: 'http://api.test/api/v1/',
    fetch: async (url) => {
      const path = new URL(url).pathname.replace('/api/v1/', '');
      return { json: async () => ({ status: 200, message: 'ok', data: path === 'common' ? common : makeHomeData() }) };
    },
  };
}

const document = (page: RenderResult) => htmlDocument(page, { css: [], preload: [], entry: '/entry.js' });
const attr = (html: string, selector: RegExp) => selector.exec(html)?.[1];

describe('the document head for search engines', () => {
  it('gives the home page the site title and description, its canonical URL and all five hreflang alternates plus x-default', async () => {
    const page = await render({ url: '/fr', cookies: {}, api: fakeApi(), publicUrl: ORIGIN });
    const html = document(page);
    expect(html).toContain('<title>Demo Shop – everything</title>');
    expect(html).toContain('<meta name="description" content="Buy &lt;things&gt; &amp; more" data-meta>');
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${ORIGIN}/fr`);
    const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]);
    expect(alternates).toEqual([
      ['en', `${ORIGIN}/`], ['fr', `${ORIGIN}/fr`], ['ar', `${ORIGIN}/ar`], ['tr', `${ORIGIN}/tr`], ['hi', `${ORIGIN}/hi`], ['x-default', `${ORIGIN}/`],
    ]);
  });

  it('carries Open Graph tags with the page language as og:locale and the logo as image', async () => {
    const html = document(await render({ url: '/ar', cookies: {}, api: fakeApi(), publicUrl: ORIGIN }));
    expect(attr(html, /property="og:title" content="([^"]+)"/)).toBe('Demo Shop – everything');
    expect(attr(html, /property="og:description" content="([^"]+)"/)).toBe('Buy &lt;things&gt; &amp; more');
    expect(attr(html, /property="og:url" content="([^"]+)"/)).toBe(`${ORIGIN}/ar`);
    expect(attr(html, /property="og:type" content="([^"]+)"/)).toBe('website');
    expect(attr(html, /property="og:locale" content="([^"]+)"/)).toBe('ar_AR');
    expect(attr(html, /property="og:image" content="([^"]+)"/)).toMatch(/^https:\/\/shop\.example\/.*logo\.svg$/);
    expect(attr(html, /property="og:site_name" content="([^"]+)"/)).toBe('Demo &quot;Shop&quot;');
    expect(html).toContain('"@type":"WebSite"');
  });

  it('marks a 404 noindex with the translated title and no canonical URL', async () => {
    const html = document(await render({ url: '/tr/nowhere', cookies: {}, api: fakeApi(), publicUrl: ORIGIN }));
    expect(html).toMatch(/<title>[^<]+ \| Demo &quot;Shop&quot;<\/title>/);
    expect(html).toContain('<meta name="robots" content="noindex, follow" data-meta>');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('hreflang');
  });

  it('escapes product JSON-LD so a title cannot close the script element', () => {
    const head = resolveHead({
      page: {
        title: 'Mug </script><script>alert(1)</script>',
        path: '/mugs/product/7',
        type: 'product',
        image: '/uploads/mug.jpg',
        jsonLd: { '@context': 'https://schema.org', '@type': 'Product', name: 'Mug </script><script>alert(1)</script>', offers: { '@type': 'Offer', price: '9.99', priceCurrency: 'USD' } },
      },
      origin: ORIGIN,
      language: 'en',
      pathname: '/mugs/product/7',
      languages: ['en', 'fr', 'ar', 'tr', 'hi'],
      defaultLanguage: 'en',
      site: { name: 'Shop', metaTitle: 'Shop', metaDescription: 'All of it', image: null },
    });
    const tags = metaTags({ description: head.description, meta: head });
    const script = /<script type="application\/ld\+json" data-meta>([\s\S]*?)<\/script>/.exec(tags)![1]!;
    expect(script).not.toContain('<');
    expect(JSON.parse(script)).toMatchObject({ '@type': 'Product', name: 'Mug </script><script>alert(1)</script>', offers: { price: '9.99' } });
    expect(tags).toContain(`<link rel="canonical" href="${ORIGIN}/mugs/product/7" data-meta>`);
    expect(tags).toContain(`<meta property="og:image" content="${ORIGIN}/uploads/mug.jpg" data-meta>`);
    expect(tags).toContain('<meta property="og:type" content="product" data-meta>');
    expect(head.title).toBe('Mug </script><script>alert(1)</script> | Shop');
    expect(htmlDocument({ ...emptyPage(), title: head.title, meta: head }, { css: [], preload: [], entry: '/e.js' })).toContain('<title>Mug &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Shop</title>');
  });
});

describe('the document\'s scripts and the nonce', () => {
  it('gives the scripts that run the nonce, last in the page, and leaves the data scripts alone', async () => {
    const html = document(await render({ url: '/', cookies: {}, api: fakeApi(), publicUrl: ORIGIN }));
    const scripts = [...html.replaceAll(NONCE_PLACEHOLDER, 'N').matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.filter((tag) => !/type="application\/(ld\+)?json"/.test(tag))).toEqual(['<script type="module" nonce="N" src="/entry.js">']);
    // Everything before the first nonce is the same for every response (compressed once when shared).
    expect(html.length - html.indexOf(NONCE_PLACEHOLDER)).toBeLessThan(100);
    // The rendered markup cannot forge the placeholder: React and the state escape '<'.
    expect(html.split(NONCE_PLACEHOLDER)).toHaveLength(2);
  });

  it('gives the dev server\'s head scripts the nonce too', () => {
    const html = htmlDocument(emptyPage(), { css: [], preload: [], entry: '/e.js', headExtra: '<script type="module">import "/@react-refresh"</script><script type="module" src="/@vite/client"></script>' });
    expect(html).toContain(`<script nonce="${NONCE_PLACEHOLDER}" type="module">import`);
    expect(html).toContain(`<script nonce="${NONCE_PLACEHOLDER}" type="module" src="/@vite/client">`);
  });
});

function emptyPage(): RenderResult {
  return { status: 200, html: '', language: 'en', direction: 'ltr', title: '', description: '', meta: null, primaryColor: '', primaryHoverColor: '', pageModule: null, state: '' };
}
