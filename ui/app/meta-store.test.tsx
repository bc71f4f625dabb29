// @vitest-environment jsdom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-support/render-harness';
import { MetaStore } from './meta-store';
import { MetaHeadSync, usePageMeta } from './meta-store-hooks';
import { PageLoadStore } from '../routing/page-load-store';

afterEach(cleanup);

let go: (path: string) => void = () => undefined;
function Navigator() {
  const navigate = useNavigate();
  go = (path) => void navigate(path);
  return null;
}

function ProductLikePage() {
  usePageMeta({ title: 'Blue mug', description: 'A mug', path: '/mugs/product/7', type: 'product', jsonLd: { '@type': 'Product', name: 'Blue </script> mug' } });
  return <p>product</p>;
}

const head = (selector: string) => document.head.querySelector(selector);

describe('MetaHeadSync', () => {
  it('rewrites the title, canonical, hreflang, Open Graph and JSON-LD on client-side navigation, and clears them when the page goes', async () => {
    const meta = new MetaStore();
    meta.setOrigin('https://shop.example/');
    const app = await createTestApp({ route: null, services: [[MetaStore, meta], [PageLoadStore, new PageLoadStore()]] });
    app.common.setCommon({ ...app.common.data!, site_setting: { ...app.common.data!.site_setting, site_name: 'Shop', meta_title: 'Shop home', meta_description: 'Everything' } }, 'en');
    let showProduct = false;
    const Page = () => (showProduct ? <ProductLikePage /> : <p>home</p>);
    const view = (route: string) => app.wrap(<MemoryRouter initialEntries={[route]}><Navigator /><Page /><MetaHeadSync /></MemoryRouter>);
    const { rerender } = render(view('/'));

    showProduct = true;
    await act(async () => { go('/mugs/product/7'); });
    rerender(view('/'));
    // The head is written once the lazily loaded writer arrives: wait for it, not for a fixed time.
    await waitFor(() => expect(document.title).toBe('Blue mug | Shop'));
    expect(head('link[rel="canonical"]')?.getAttribute('href')).toBe('https://shop.example/mugs/product/7');
    expect([...document.head.querySelectorAll('link[rel="alternate"]')].map((l) => l.getAttribute('hreflang'))).toEqual(['en', 'fr', 'ar', 'tr', 'hi', 'x-default']);
    expect(head('meta[property="og:type"]')?.getAttribute('content')).toBe('product');
    expect(JSON.parse(head('script[type="application/ld+json"]')!.textContent!)).toMatchObject({ name: 'Blue </script> mug' });

    showProduct = false;
    await act(async () => { go('/nowhere-at-all'); });
    rerender(view('/'));
    await waitFor(() => expect(document.title).toBe('This page could not be found | Shop'));
    expect(meta.page).toBeNull();
    expect(head('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, follow');
    expect(head('link[rel="canonical"]')).toBeNull();
    expect(head('script[type="application/ld+json"]')).toBeNull();
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });
});
