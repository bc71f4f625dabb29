// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../test-support/render-harness';
import SellerPage from './SellerPage';
import { MemorySellerGateway, sellerServices, sellerSession } from './seller-test-kit';

afterEach(cleanup);

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

async function list(path: string, gateway = new MemorySellerGateway()) {
  await renderWithApp(<><SellerPage /><Routes><Route path="*" element={<Where />} /></Routes></>, { route: path, services: sellerServices(gateway, sellerSession('seller')) });
  await act(async () => {});
  await act(async () => {});
  return gateway;
}

const where = () => screen.getByTestId('where').textContent;

describe('the products list', { timeout: 30_000 }, () => {
  it('asks the server for the query its address holds, and shows the rows', async () => {
    const gateway = await list('/seller/products?status=published&category=1&page=2&q=lamp');
    expect(gateway.queries.at(-1)).toEqual({ q: 'lamp', status: 'published', stock: 'all', categoryId: 1, page: 2 });
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Photo', 'Title', 'State', 'Price', 'Stock', 'Variants', 'Updated']);
    expect(within(table).getByRole('link', { name: 'Lamp 2' }).getAttribute('href')).toBe('/seller/products/2');
    expect(within(table).getByText('Published')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/seller/products?q=lamp&status=published&category=1');
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('1');
  });

  it('puts each filter and the search in the address, back to the first page, and the server gets it', async () => {
    const gateway = await list('/seller/products?page=2');
    await act(async () => { fireEvent.change(screen.getByLabelText('State'), { target: { value: 'draft' } }); });
    expect(where()).toBe('/seller/products?status=draft');
    await act(async () => { fireEvent.change(screen.getByLabelText('Stock'), { target: { value: 'low' } }); });
    expect(where()).toBe('/seller/products?status=draft&stock=low');
    fireEvent.change(screen.getByLabelText('Search by title or SKU'), { target: { value: '  brass ' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Search' })); });
    expect(where()).toBe('/seller/products?q=brass&status=draft&stock=low');
    await act(async () => {});
    expect(gateway.queries.at(-1)).toEqual({ q: 'brass', status: 'draft', stock: 'low', categoryId: null, page: 1 });
    await act(async () => { fireEvent.change(screen.getByLabelText('Category'), { target: { value: '2' } }); });
    expect(gateway.queries.at(-1)).toEqual({ q: 'brass', status: 'draft', stock: 'low', categoryId: 2, page: 1 });
  });

  it('offers to add a product', async () => {
    await list('/seller/products');
    expect(screen.getByRole('link', { name: 'Add a product' }).getAttribute('href')).toBe('/seller/products/new');
  });
});
