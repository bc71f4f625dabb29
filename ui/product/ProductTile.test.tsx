// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test-support/render-harness';
import { makeTile } from '../test-support/data-factories';
import { ProductGrid } from './ProductGrid';
import { ProductTile } from './ProductTile';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();

describe('ProductTile', () => {
  it('shows the flash price, the struck selling price and the discount while the sale runs', async () => {
    const { container } = await renderWithApp(<ProductTile tile={makeTile({ selling: 200, offered: 150, price: 120, end_time: inMs(3_600_000) })} />);
    expect(container.querySelector('del')?.textContent).toBe('Was $200');
    expect(screen.getByText('$120')).toBeTruthy();
    expect(screen.getByText('-40%')).toBeTruthy();
  });

  it('shows the offered price when there is no running flash sale', async () => {
    const { container } = await renderWithApp(<ProductTile tile={makeTile({ selling: 200, offered: 150, price: 120, end_time: inMs(-1000) })} />);
    expect(screen.getByText('$150')).toBeTruthy();
    expect(container.querySelector('del')?.textContent).toBe('Was $200');
    expect(screen.getByText('-25%')).toBeTruthy();
  });

  it('shows only the selling price, with no badge, when nothing undercuts it', async () => {
    const { container } = await renderWithApp(<ProductTile tile={makeTile({ selling: 49.5, offered: 0 })} />);
    expect(screen.getByText('$49.50')).toBeTruthy();
    expect(container.querySelector('del')).toBeNull();
    expect(screen.queryByText(/%/)).toBeNull();
  });

  it('drops the flash price by itself when the sale ends', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-06-01T10:00:00Z') });
    const tile = makeTile({ selling: 100, price: 60, end_time: '2026-06-01T10:00:05Z' });
    await renderWithApp(<ProductTile tile={tile} />);
    expect(screen.getByText('$60')).toBeTruthy();
    act(() => vi.advanceTimersByTime(6000));
    expect(screen.queryByText('$60')).toBeNull();
    expect(screen.getByText('$100')).toBeTruthy();
  });

  it('says a sold-out product is sold out, and offers no add to cart', async () => {
    await renderWithApp(<ProductTile tile={makeTile({ title: 'Lamp', in_stock: 0 })} />);
    expect(screen.getByTestId('tile-sold-out').textContent).toBe('Sold out');
    const button = screen.getByRole('button', { name: 'Sold out: Lamp' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    cleanup();
    await renderWithApp(<ProductTile tile={makeTile({ title: 'Lamp', in_stock: 1 })} />);
    expect(screen.queryByTestId('tile-sold-out')).toBeNull();
    expect((screen.getByRole('button', { name: 'Add to cart: Lamp' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('links to the product page in the page language', async () => {
    await renderWithApp(<ProductTile tile={makeTile({ id: 42, slug: 'red-shoes', title: 'Red shoes' })} />, { language: 'fr' });
    expect(screen.getByRole('link', { name: 'Red shoes' }).getAttribute('href')).toBe('/fr/red-shoes/product/42');
  });

  it('shows a lazy thumbnail with fixed dimensions', async () => {
    const { container } = await renderWithApp(<ProductTile tile={makeTile({ image: 'product/a.svg' })} />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/uploads/thumb/product/a.svg');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBe('300');
    expect(img.getAttribute('height')).toBe('300');
  });

  it('shows the rating out of 5, the review count and the badge', async () => {
    await renderWithApp(<ProductTile tile={makeTile({ rating: 4.5, review_count: 12, badge: 'New' })} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    expect(screen.getByText('12 reviews')).toBeTruthy();
    expect(screen.getByText('New')).toBeTruthy();
  });

  it.each([
    ['en', 0, 'No reviews yet'],
    ['en', 1, '1 review'],
    ['fr', 3, '3 avis'],
    ['ar', 2, 'مراجعتان'],
    ['ar', 5, '5 مراجعات'],
    ['tr', 7, '7 değerlendirme'],
    ['hi', 4, '4 समीक्षाएँ'],
  ])('counts reviews the way %s does (%i)', async (language, count, text) => {
    await renderWithApp(<ProductTile tile={makeTile({ review_count: count })} />, { language });
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('uses the shop currency format', async () => {
    const harness = await renderWithApp(<ProductTile tile={makeTile({ selling: 1234.5 })} />);
    act(() => harness.common.setCommon({ ...harness.common.data!, setting: { ...harness.common.data!.setting, currency_icon: '€', currency_position: 2, decimal_format: 'de-DE' } }, 'en'));
    expect(screen.getByText('1.234,50€')).toBeTruthy();
  });
});

describe('ProductGrid', () => {
  it('lists one tile per product', async () => {
    await renderWithApp(<ProductGrid tiles={[makeTile(), makeTile(), makeTile()]} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('shows the requested number of placeholders, hidden from assistive technology', async () => {
    const { container } = await renderWithApp(<ProductGrid placeholders={21} />);
    expect(screen.getAllByTestId('tile-shimmer')).toHaveLength(21);
    expect(container.querySelector('ul')?.getAttribute('aria-hidden')).toBe('true');
  });
});
