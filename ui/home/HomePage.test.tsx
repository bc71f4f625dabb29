// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { HomeData } from '../../core/home/home-data';
import HomePage from './HomePage';
import { FLASH_SALE_PLACEHOLDERS, PRODUCT_PLACEHOLDERS } from './sections/HomeShimmer';
import { renderWithApp } from '../test-support/render-harness';
import {
  makeBanner,
  makeCollection,
  makeCommonData,
  makeFeaturedBrand,
  makeFeaturedCategory,
  makeFlashSale,
  makeHomeData,
  makeSiteFeature,
  makeSlide,
  makeTile,
  makeTiles,
} from '../test-support/data-factories';

afterEach(cleanup);

async function renderHome(data: HomeData | null, language = 'en') {
  const harness = await renderWithApp(<HomePage />, { language });
  if (data) act(() => harness.home.setHome(data, language));
  return harness;
}

const sectionsOf = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-section]')].map((el) => el.getAttribute('data-section'));

describe('HomePage', () => {
  it('shows 21 product and 21 flash-sale placeholders, a slider and banners outline while loading', async () => {
    await renderHome(null);
    expect(screen.getByRole('status')).toHaveProperty('ariaBusy', 'true');
    expect(within(screen.getByTestId('products-shimmer')).getAllByTestId('tile-shimmer')).toHaveLength(21);
    expect(within(screen.getByTestId('flash-sales-shimmer')).getAllByTestId('tile-shimmer')).toHaveLength(21);
    expect(PRODUCT_PLACEHOLDERS).toBe(21);
    expect(FLASH_SALE_PLACEHOLDERS).toBe(21);
    expect(screen.getByTestId('slider-shimmer')).toBeTruthy();
    expect(screen.getByTestId('banners-shimmer')).toBeTruthy();
    expect(screen.getByText('Loading…')).toBeTruthy();
  });

  it('replaces the placeholders with the sections once the data arrives', async () => {
    const { home } = await renderHome(null);
    act(() => home.setHome(makeHomeData(), 'en'));
    expect(screen.queryByTestId('home-shimmer')).toBeNull();
    expect(screen.queryAllByTestId('tile-shimmer')).toHaveLength(0);
  });

  it('renders every section from the data, in the page order', async () => {
    const { container } = await renderHome(makeHomeData());
    expect(sectionsOf(container)).toEqual([
      'slider',
      'site-features',
      'banners',
      'flash-sale',
      'collection',
      'featured-categories',
      'featured-brands',
      'products',
    ]);
  });

  it('gives the page a heading with the shop name', async () => {
    await renderHome(makeHomeData());
    expect(screen.getByRole('heading', { level: 1, name: 'Test Shop' })).toBeTruthy();
  });

  it.each<[string, Partial<HomeData>]>([
    ['slider', { slider: { main: [], right_top: null, right_bottom: null } }],
    ['site-features', { site_features: [] }],
    ['banners', { banners: [] }],
    ['flash-sale', { flash_sales: [] }],
    ['collection', { collections: [] }],
    ['featured-categories', { featured_categories: [] }],
    ['featured-brands', { featured_brands: [] }],
    ['products', { products: [] }],
  ])('leaves out the %s section when it is empty', async (section, empty) => {
    const { container } = await renderHome(makeHomeData(empty));
    expect(sectionsOf(container)).not.toContain(section);
    expect(sectionsOf(container)).toHaveLength(7);
  });

  it('leaves out a flash sale or collection that has no products', async () => {
    const { container } = await renderHome(
      makeHomeData({ flash_sales: [makeFlashSale({ public_products: [] })], collections: [makeCollection({ product_collections: [] })] }),
    );
    expect(sectionsOf(container)).not.toContain('flash-sale');
    expect(sectionsOf(container)).not.toContain('collection');
  });

  it('shows the side slides even without main slides', async () => {
    const { container } = await renderHome(makeHomeData({ slider: { main: [], right_top: makeSlide({ title: 'Right top' }), right_bottom: null } }));
    expect(sectionsOf(container)[0]).toBe('slider');
    expect(screen.getByText('Right top')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Featured offers' })).toBeNull();
  });

  it('links slides by their source: url, category listing or product listing', async () => {
    await renderHome(
      makeHomeData({
        slider: {
          main: [makeSlide({ title: 'Phones', source_type: 5, slug: 'phones', source_id: 3 })],
          right_top: makeSlide({ title: 'Fashion', source_type: 1, slug: 'fashion' }),
          right_bottom: makeSlide({ title: 'Outside', source_type: 6, url: 'https://example.com/x', slug: null }),
        },
      }),
    );
    expect(screen.getByRole('link', { name: 'Phones' }).getAttribute('href')).toBe('/phones/products?home_spm=3');
    expect(screen.getByRole('link', { name: 'Fashion' }).getAttribute('href')).toBe('/all/fashion');
    expect(screen.getByRole('link', { name: 'Outside' }).getAttribute('href')).toBe('https://example.com/x');
  });

  it('shows site features with their icon, title and detail', async () => {
    const { container } = await renderHome(makeHomeData({ site_features: [makeSiteFeature({ title: 'Free delivery', detail: 'On orders over $50', image: 'truck' })] }));
    expect(screen.getByRole('heading', { name: 'Free delivery' })).toBeTruthy();
    expect(screen.getByText('On orders over $50')).toBeTruthy();
    expect(container.querySelector('img[src="/uploads/feature/truck.svg"]')).not.toBeNull();
  });

  it('puts the free-delivery card first, from the threshold setting in the shop currency, and leaves it out when off (issue 28)', async () => {
    const features = makeHomeData({ site_features: [makeSiteFeature({ title: 'Easy returns', detail: '30 days', image: 'return' })] });
    const harness = await renderHome(features);
    expect(screen.queryByRole('heading', { name: 'Free delivery' })).toBeNull();
    const cards = () => [...harness.container.querySelectorAll('[data-section="site-features"] h3')].map((h) => h.textContent);
    expect(cards()).toEqual(['Easy returns']);
    act(() => harness.common.setCommon(makeCommonData({ setting: { ...makeCommonData().setting, free_delivery_over: 50 } }), 'en'));
    expect(cards()).toEqual(['Free delivery', 'Easy returns']);
    const card = harness.container.querySelector('[data-feature="free-delivery"]')!;
    expect(card.textContent).toBe('Free deliveryOn orders of $50 or more');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/uploads/feature/truck.svg');
    cleanup();

    const ar = await renderHome(features, 'ar');
    act(() => ar.common.setCommon(makeCommonData({ setting: { ...makeCommonData().setting, free_delivery_over: 75.5 } }), 'ar'));
    const arCard = ar.container.querySelector('[data-feature="free-delivery"]')!;
    expect(arCard.textContent).toBe('توصيل مجانيللطلبات بقيمة $75.50 أو أكثر');
    expect(arCard.querySelector('bdi')?.textContent).toBe('$75.50');
  });

  it('shows banners with image and title, linked to their source', async () => {
    const { container } = await renderHome(makeHomeData({ banners: [makeBanner({ title: 'Big summer deals', image: 'banner/1-1.svg', source_type: 1, slug: 'summer' })] }));
    const link = screen.getByRole('link', { name: 'Big summer deals' });
    expect(link.getAttribute('href')).toBe('/all/summer');
    expect(container.querySelector('img[src="/uploads/banner/1-1.svg"]')).not.toBeNull();
  });

  it('shows each flash sale with its title, a countdown, View all and its products', async () => {
    const sale = makeFlashSale({ id: 8, title: 'Weekend madness', public_products: [makeTile({ title: 'Blender' })] });
    await renderHome(makeHomeData({ flash_sales: [sale] }));
    const section = screen.getByRole('region', { name: 'Weekend madness' });
    expect(within(section).getByText('Flash sale')).toBeTruthy();
    expect(within(section).getByRole('timer')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'View all: Weekend madness' }).getAttribute('href')).toBe('/flash-sale/8');
    expect(within(section).getByRole('link', { name: 'Blender' })).toBeTruthy();
  });

  it('shows each collection with View all to its listing', async () => {
    await renderHome(makeHomeData({ collections: [makeCollection({ id: 5, title: 'Back to school', slug: 'school', product_collections: makeTiles(2) })] }));
    const section = screen.getByRole('region', { name: 'Back to school' });
    expect(within(section).getByRole('link', { name: 'View all: Back to school' }).getAttribute('href')).toBe('/school/collection?collection=5');
    expect(within(section).getAllByRole('article')).toHaveLength(2);
  });

  it('links featured categories to their listing and featured brands to theirs', async () => {
    await renderHome(
      makeHomeData({
        featured_categories: [makeFeaturedCategory({ title: 'Garden', slug: 'garden' })],
        featured_brands: [makeFeaturedBrand({ id: 4, title: 'Acme', slug: 'acme' })],
      }),
    );
    expect(screen.getByRole('region', { name: 'Featured categories' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Garden' }).getAttribute('href')).toBe('/all/garden');
    expect(screen.getByRole('region', { name: 'Featured brands' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Acme' }).getAttribute('href')).toBe('/acme/brand?brand=4');
  });

  it('lists the latest products as tiles', async () => {
    await renderHome(makeHomeData({ products: makeTiles(5) }));
    expect(within(screen.getByRole('region', { name: 'Latest products' })).getAllByRole('article')).toHaveLength(5);
  });

  it('speaks the page language and prefixes its links', async () => {
    await renderHome(makeHomeData({ featured_categories: [makeFeaturedCategory({ title: 'Jardin', slug: 'jardin' })] }), 'fr');
    expect(screen.getByRole('region', { name: 'Catégories à la une' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Jardin' }).getAttribute('href')).toBe('/fr/all/jardin');
  });
});
