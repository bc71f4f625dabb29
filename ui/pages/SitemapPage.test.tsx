// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SitemapData } from '../../core/pages/sitemap';
import { LoadSitemap } from '../../core/pages/load-sitemap';
import { MetaStore } from '../app/meta-store';
import type { ServiceToken } from '../app/services';
import { PageLoadStore } from '../routing/page-load-store';
import { renderWithApp } from '../test-support/render-harness';
import { SitemapViewModel } from './sitemap-view-model';
import SitemapPage from './SitemapPage';

afterEach(cleanup);

const SITEMAP: Record<'en' | 'ar', SitemapData> = {
  en: {
    categories: [
      { id: 1, slug: 'electronics', title: 'Electronics', sub_categories: [{ id: 11, slug: 'phones', title: 'Phones' }, { id: 12, slug: 'laptops', title: 'Laptops' }] },
      { id: 2, slug: 'books', title: 'Books', sub_categories: [] },
    ],
    brands: [{ id: 5, slug: 'northwind', title: 'Northwind' }],
    collections: [{ id: 3, slug: 'summer', title: 'Summer picks' }],
    pages: [{ id: 1, slug: 'faq', title: 'Help and frequently asked questions' }],
  },
  ar: {
    categories: [{ id: 1, slug: 'electronics', title: 'الإلكترونيات', sub_categories: [{ id: 11, slug: 'phones', title: 'الهواتف' }] }],
    brands: [{ id: 5, slug: 'northwind', title: 'Northwind' }],
    collections: [{ id: 3, slug: 'summer', title: 'مختارات الصيف' }],
    pages: [{ id: 1, slug: 'faq', title: 'المساعدة والأسئلة الشائعة' }],
  },
};

async function renderSitemap(language: 'en' | 'ar') {
  const vm = new SitemapViewModel();
  const meta = new MetaStore();
  const asked: string[] = [];
  await new LoadSitemap({ fetchSitemap: async (lang) => { asked.push(lang); return SITEMAP[lang as 'en' | 'ar']; } }, vm).execute(language);
  const services: [ServiceToken<unknown>, unknown][] = [[SitemapViewModel, vm], [PageLoadStore, new PageLoadStore()], [MetaStore, meta]];
  await renderWithApp(<SitemapPage />, { language, route: language === 'en' ? '/sitemap' : `/${language}/sitemap`, services });
  return { vm, meta, asked };
}

const hrefs = (section: HTMLElement) => within(section).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);

describe('SitemapPage', () => {
  it('groups categories with their sub-categories, brands, collections, pages and the shop pages under headings', async () => {
    const { meta, vm, asked } = await renderSitemap('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      ['Shopping and your account', 'Categories', 'Brands', 'Collections', 'Help and information'],
    );
    expect(hrefs(screen.getByTestId('sitemap-categories'))).toEqual([
      ['Electronics', '/all/electronics'], ['Phones', '/all/electronics/phones'], ['Laptops', '/all/electronics/laptops'], ['Books', '/all/books'],
    ]);
    expect(hrefs(screen.getByTestId('sitemap-brands'))).toEqual([['Northwind', '/northwind/brand?brand=5']]);
    expect(hrefs(screen.getByTestId('sitemap-collections'))).toEqual([['Summer picks', '/summer/collection?collection=3']]);
    expect(hrefs(screen.getByTestId('sitemap-pages'))).toEqual([['Help and frequently asked questions', '/page/faq']]);
    const shop = Object.fromEntries(hrefs(screen.getByTestId('sitemap-shop')));
    expect(shop).toMatchObject({ 'Flash sales': '/flash-sale', 'Hot deals': '/hot-deals', 'Track an order': '/track-order', 'Contact us': '/contact', 'Sign in': '/login', 'Create an account': '/register' });
    expect(meta.page).toMatchObject({ title: 'Sitemap', path: '/sitemap' });
    expect(meta.page?.description).toMatch(/category, brand, collection and page/);
    // Shown already in this language: not asked again.
    await new LoadSitemap({ fetchSitemap: async (lang) => { asked.push(lang); return SITEMAP.en; } }, vm).execute('en');
    expect(asked).toEqual(['en']);
  });

  it('speaks Arabic with Arabic paths', async () => {
    const { meta } = await renderSitemap('ar');
    expect(screen.getByRole('heading', { level: 1, name: 'خريطة الموقع' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['التسوق وحسابك', 'الفئات', 'العلامات التجارية', 'المجموعات', 'المساعدة والمعلومات']);
    expect(hrefs(screen.getByTestId('sitemap-categories'))).toEqual([['الإلكترونيات', '/ar/all/electronics'], ['الهواتف', '/ar/all/electronics/phones']]);
    expect(hrefs(screen.getByTestId('sitemap-pages'))).toEqual([['المساعدة والأسئلة الشائعة', '/ar/page/faq']]);
    expect(within(screen.getByTestId('sitemap-shop')).getByRole('link', { name: 'تتبع طلب' }).getAttribute('href')).toBe('/ar/track-order');
    expect(screen.getByTestId('sitemap-page').closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    expect(meta.page?.title).toBe('خريطة الموقع');
  });
});
