// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RequestError } from '../../core/shared/request-error';
import { renderWithApp } from '../test-support/render-harness';
import SellerPage from './SellerPage';
import { MemorySellerGateway, sellerServices, sellerSession } from './seller-test-kit';

afterEach(cleanup);

function Where() {
  const location = useLocation();
  return <span data-testid="where">{location.pathname + location.search}</span>;
}

async function open(options: { gateway?: MemorySellerGateway; language?: string; query?: string } = {}) {
  const gateway = options.gateway ?? new MemorySellerGateway();
  const language = options.language ?? 'en';
  const route = `${language === 'en' ? '' : `/${language}`}/seller/stock${options.query ?? ''}`;
  await renderWithApp(<><SellerPage /><Routes><Route path="*" element={<Where />} /></Routes></>, { language, route, services: sellerServices(gateway, sellerSession('seller')) });
  await act(async () => {});
  await act(async () => {});
  return gateway;
}

const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });

describe('stock and prices in bulk', { timeout: 30_000 }, () => {
  it('lists the store’s variants with a labelled price and stock input in each row', async () => {
    const gateway = await open();
    expect(gateway.variantQueries).toEqual([{ q: '', page: 1 }]);
    const menu = screen.getByRole('navigation', { name: 'Seller workspace' });
    expect(within(menu).getByRole('link', { name: 'Stock and prices' }).getAttribute('aria-current')).toBe('page');
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Product', 'Options', 'SKU', 'Price', 'Stock']);
    expect(input('Price of Brass lamp Colour: Red').value).toBe('20.00');
    expect(input('Stock of Brass lamp Colour: Blue').value).toBe('0');
    // A variant without options is named by its product alone, and says its offer.
    expect(input('Price of Linen cushion').getAttribute('aria-describedby')).toContain('hint');
    expect(screen.getByText(/On offer at 12\.00/)).toBeTruthy();
  });

  it('searches on the server and keeps what was typed across the search', async () => {
    const gateway = await open();
    type('Stock of Brass lamp Colour: Red', '7');
    fireEvent.change(screen.getByLabelText('Search by title or SKU'), { target: { value: ' lamp ' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Search' })); });
    expect(gateway.variantQueries.at(-1)).toEqual({ q: 'lamp', page: 1 });
    // The search is in the address: a link, the back button or a reload shows the same rows.
    expect(screen.getByTestId('where').textContent).toBe('/seller/stock?q=lamp');
    expect(input('Stock of Brass lamp Colour: Red').value).toBe('7');
    expect(screen.getByText('1 changed variant not saved yet')).toBeTruthy();
  });

  it('opens the search and page its address names, in Arabic', async () => {
    const gateway = await open({ language: 'ar', query: '?q=cushion&page=2' });
    expect(gateway.variantQueries).toEqual([{ q: 'cushion', page: 2 }]);
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('cushion');
  });

  it('sends only the changed rows in one save, at the versions read, and reads the page again', async () => {
    const gateway = await open();
    type('Stock of Brass lamp Colour: Blue', '12');
    type('Price of Linen cushion', '18.50');
    // Typed back to what it was: no change.
    type('Price of Brass lamp Colour: Red', '21');
    type('Price of Brass lamp Colour: Red', '20.00');
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Save changes' })); });
    expect(gateway.stockSaves).toEqual([[
      { productId: 1, version: 3, variantId: 12, price: '22.00', stock: '12' },
      { productId: 2, version: 5, variantId: 21, price: '18.50', stock: '9' },
    ]]);
    expect(screen.getByRole('status').textContent).toBe('2 variants saved.');
    expect(gateway.variantQueries).toHaveLength(2);
    expect(input('Stock of Brass lamp Colour: Blue').value).toBe('12');
    expect(screen.getByText('No changes yet.')).toBeTruthy();
  });

  it('refuses before sending what core’s rules refuse, beside the cell, keeping what was typed', async () => {
    const gateway = await open();
    type('Price of Linen cushion', '11.00');
    type('Stock of Brass lamp Colour: Red', '-3');
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Save changes' })); });
    expect(gateway.stockSaves).toEqual([]);
    const price = input('Price of Linen cushion');
    expect(price.value).toBe('11.00');
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(price.getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent).toContain('on offer at 12.00');
    const stock = input('Stock of Brass lamp Colour: Red');
    expect(document.getElementById(stock.getAttribute('aria-describedby')!)!.textContent).toBe('Write the stock as a whole number from 0 to 1,000,000.');
    expect(within(screen.getByRole('alert')).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows a server’s refusal row by row beside the cells, in Arabic right to left, and a stale product asks to reload', async () => {
    const gateway = new MemorySellerGateway();
    gateway.refuseNextStock = new RequestError(201, 'لم يُحفظ شيء', ['السعر أعلى من الحد'], {
      'changes.0.price': 'السعر أعلى من حد المتجر.',
      'changes.1.version': 'تغيّر هذا المنتج منذ أن فتحته: أعد تحميله.',
    });
    await open({ gateway, language: 'ar' });
    const table = screen.getByRole('table');
    expect(table.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    type('سعر Brass lamp Colour: Red', '30.00');
    type('مخزون Linen cushion', '3');
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'حفظ التغييرات' })); });
    expect(gateway.stockSaves[0]!.map((change) => change.variantId)).toEqual([11, 21]);

    const price = input('سعر Brass lamp Colour: Red');
    expect(price.value).toBe('30.00');
    expect(price.getAttribute('aria-invalid')).toBe('true');
    const priceCell = price.closest('td')!;
    expect(within(priceCell).getByText('السعر أعلى من حد المتجر.')).toBeTruthy();
    // The version's problem is the cushion's row (the second change), beside its cells.
    const cushion = input('مخزون Linen cushion');
    expect(cushion.value).toBe('3');
    const cushionRow = cushion.closest('tr')!;
    expect(within(cushionRow).getByText('تغيّر هذا المنتج منذ أن فتحته: أعد تحميله.')).toBeTruthy();
    expect(within(input('مخزون Brass lamp Colour: Red').closest('tr')!).queryByText('تغيّر هذا المنتج منذ أن فتحته: أعد تحميله.')).toBeNull();

    const summary = screen.getByRole('alert');
    expect(summary.textContent).toContain('لم يُحفظ شيء. صحّح هذه الصفوف ثم احفظ مرة أخرى:');
    expect(within(summary).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['#seller-stock-11-price', '#seller-stock-21-price']);
    // Reloading drops the stale product's changes only, and reads the page again.
    await act(async () => { fireEvent.click(within(summary).getByRole('button', { name: /أعد تحميل هذه الصفحة/ })); });
    expect(gateway.variantQueries).toHaveLength(2);
    expect(input('مخزون Linen cushion').value).toBe('9');
    expect(input('سعر Brass lamp Colour: Red').value).toBe('30.00');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps everything typed when the shop does not answer', async () => {
    const gateway = new MemorySellerGateway();
    gateway.refuseNextStock = new RequestError(500, 'API is down.');
    await open({ gateway });
    type('Stock of Brass lamp Colour: Red', '5');
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Save changes' })); });
    expect(screen.getByRole('alert').textContent).toContain('The shop did not answer: nothing was saved, and your changes are still here.');
    expect(input('Stock of Brass lamp Colour: Red').value).toBe('5');
  });
});
