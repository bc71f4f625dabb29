// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../test-support/render-harness';
import { catalogueServices, RoutedListing } from './catalogue-test-kit';

afterEach(cleanup);

const categoryScope = (params: Record<string, string | undefined>) => ({ kind: 'category' as const, category: params.category ?? '', subCategory: null });

async function openListing(route: string, language = 'en') {
  const kit = catalogueServices();
  const view = await renderWithApp(
    <Routes>
      <Route path="/all/:category" element={<RoutedListing scopeOf={categoryScope} />} />
      <Route path="/search" element={<RoutedListing scopeOf={(_, search) => ({ kind: 'search', q: (search.get('q') ?? '').slice(0, 200) })} />} />
    </Routes>,
    { route, language, services: kit.services },
  );
  const location = () => screen.getByTestId('location').textContent;
  return { kit, view, location };
}

const titles = () => screen.queryAllByRole('link', { name: /^Phone \d+/ }).map((a) => a.textContent);
const statusText = () => screen.getByRole('status').textContent;

describe('ListingPage', () => {
  it('sets the page meta: the category title, a description, a canonical path without filters', async () => {
    const { kit } = await openListing('/all/phones?brand=1&min=10&sortby=price_high_to_low&page=2');
    await waitFor(() => expect(kit.meta.page?.title).toBe('Phones – page 2'));
    expect(kit.meta.page).toMatchObject({ description: 'Shop Phones: compare prices, brands and customer reviews.', path: '/all/phones?sortby=price_high_to_low&page=2', noindex: false });
  });

  it('titles search results with the text and keeps them out of the index', async () => {
    const { kit } = await openListing('/search?q=tea', 'ar');
    await waitFor(() => expect(kit.meta.page?.noindex).toBe(true));
    expect(kit.meta.page).toMatchObject({ title: 'نتائج البحث عن «tea»', path: '/search?q=tea' });
  });

  it('shows 21 placeholders, then the tiles and "Showing 1 to 30 of 40 results"', async () => {
    const { view } = await openListing('/all/phones');
    expect(view.container.querySelectorAll('[data-testid="tile-shimmer"]').length).toBe(21);
    await waitFor(() => expect(statusText()).toBe('Showing 1 to 30 of 40 results'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Phones');
    expect(screen.getByRole('link', { name: 'Smart phones' }).getAttribute('href')).toBe('/all/phones/smart');
  });

  it('puts every filter in the URL, and the back button restores the previous filters and results', async () => {
    const { location } = await openListing('/all/phones');
    await waitFor(() => expect(statusText()).toBe('Showing 1 to 30 of 40 results'));

    fireEvent.click(screen.getByRole('checkbox', { name: 'Acme' }));
    await waitFor(() => expect(location()).toBe('/all/phones?brand=1'));
    await waitFor(() => expect(statusText()).toBe('Showing 1 to 20 of 20 results'));
    expect((screen.getByRole('checkbox', { name: 'Acme' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.change(screen.getByPlaceholderText('Min'), { target: { value: '10' } });
    fireEvent.change(screen.getByPlaceholderText('Max'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(location()).toBe('/all/phones?min=10&max=20&brand=1'));
    await waitFor(() => expect(statusText()).toBe('Showing 1 to 5 of 5 results'));

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price_high_to_low' } });
    await waitFor(() => expect(location()).toBe('/all/phones?sortby=price_high_to_low&min=10&max=20&brand=1'));
    await waitFor(() => expect(titles()).toEqual(['Phone 19', 'Phone 17', 'Phone 15', 'Phone 13', 'Phone 11']));

    fireEvent.click(screen.getByRole('radio', { name: /4 and up/ }));
    await waitFor(() => expect(location()).toContain('rating=4'));

    fireEvent.click(screen.getByRole('button', { name: 'browser back' }));
    await waitFor(() => expect(location()).toBe('/all/phones?sortby=price_high_to_low&min=10&max=20&brand=1'));
    await waitFor(() => expect(titles()).toEqual(['Phone 19', 'Phone 17', 'Phone 15', 'Phone 13', 'Phone 11']));
    fireEvent.click(screen.getByRole('button', { name: 'browser back' }));
    fireEvent.click(screen.getByRole('button', { name: 'browser back' }));
    await waitFor(() => expect(location()).toBe('/all/phones?brand=1'));
    await waitFor(() => expect(statusText()).toBe('Showing 1 to 20 of 20 results'));
    expect((screen.getByPlaceholderText('Min') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('newest');
  });

  it('pages through results with links that keep the filters', async () => {
    const { location } = await openListing('/all/phones?sortby=price_high_to_low');
    await waitFor(() => expect(statusText()).toBe('Showing 1 to 30 of 40 results'));
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(pages).getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(location()).toBe('/all/phones?sortby=price_high_to_low&page=2'));
    await waitFor(() => expect(statusText()).toBe('Showing 31 to 40 of 40 results'));
  });

  it('treats bad URL input as no filter: negative and reversed prices, junk page and sort', async () => {
    const { kit } = await openListing('/all/phones?min=-5&max=abc&page=x&sortby=DROP%20TABLE&rating=9&brand=1,zz,-3');
    await waitFor(() => expect(kit.gateway.calls.length).toBe(1));
    expect(kit.gateway.calls[0]!.query).toEqual({ sortby: 'newest', page: 1, min: null, max: null, brand: [1], collection: [], shipping: [], rating: null });
    await waitFor(() => expect(statusText()).toBe('Showing 1 to 20 of 20 results'));
    cleanup();
    const reversed = await openListing('/all/phones?min=30&max=10');
    await waitFor(() => expect(reversed.kit.gateway.calls[0]!.query).toMatchObject({ min: 10, max: 30 }));
  });

  it('shows hostile search text as text, bounded, and an empty state that can clear the filters', async () => {
    const q = `<img src=x onerror=alert(1)>${'a'.repeat(10_000)}`;
    const { view } = await openListing(`/search?q=${encodeURIComponent(q)}&min=99999`);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('<img src=x onerror=alert(1)>'));
    expect(view.container.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent!.length).toBeLessThan(260);
    // The heading shows while the page load settles; the empty state follows it.
    expect((await screen.findByText(/Nothing found for/)).textContent).toContain('<img');
    expect(statusText()).toBe('No results');
    expect(screen.getByRole('link', { name: 'Clear all filters' }).getAttribute('href')).not.toContain('min=');
  });

  it('opens the filter panel as a dialog, moves focus into it, and Escape closes it back to the button', async () => {
    await openListing('/all/phones');
    await waitFor(() => expect(statusText()).toBe('Showing 1 to 30 of 40 results'));
    const opener = screen.getByRole('button', { name: 'Filters' });
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close filters' })));
    act(() => { fireEvent.keyDown(document, { key: 'Escape' }); });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('speaks Arabic', async () => {
    await openListing('/all/phones', 'ar');
    await waitFor(() => expect(statusText()).toBe('عرض 1 إلى 30 من أصل 40 نتيجة'));
    expect(screen.getByRole('button', { name: 'تصفية' })).toBeTruthy();
  });
});
