// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from '../../core/shared/dates';
import { RequestError } from '../../core/shared/request-error';
import { renderWithApp } from '../test-support/render-harness';
import SellerPage from './SellerPage';
import { MemorySellerGateway, sellerServices, sellerSession } from './seller-test-kit';

afterEach(cleanup);

async function open(options: { gateway?: MemorySellerGateway; language?: string } = {}) {
  const gateway = options.gateway ?? new MemorySellerGateway();
  const language = options.language ?? 'en';
  await renderWithApp(<SellerPage />, { language, route: `${language === 'en' ? '' : `/${language}`}/seller/flash-sales`, services: sellerServices(gateway, sellerSession('seller')) });
  await act(async () => {});
  await act(async () => {});
  return gateway;
}

const sale = (id: number) => screen.getByTestId(`flash-sale-${id}`);

describe('the seller\'s flash sales', { timeout: 30_000 }, () => {
  it('lists each sale with its dates, the store\'s products in it and each variant\'s sale price; a running one is fixed', async () => {
    await open();
    const menu = screen.getByRole('navigation', { name: 'Seller workspace' });
    expect(within(menu).getByRole('link', { name: 'Flash sales' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { level: 1, name: 'Flash sales' })).toBeTruthy();

    const running = within(sale(8));
    expect(running.getByRole('heading', { name: 'Summer sale' })).toBeTruthy();
    expect(running.getByText('Running')).toBeTruthy();
    expect(running.getByText(formatDate('en', '2099-06-08T09:00:00.000Z', 'long', { withTime: true, timeZone: null }))).toBeTruthy();
    const row = running.getByRole('row', { name: /Linen cushion/ });
    expect(within(row).getAllByText(/9/).length).toBeGreaterThan(0);
    expect(running.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(running.queryByLabelText('Sale price')).toBeNull();
    expect(running.getByText(/This sale has started/)).toBeTruthy();

    const upcoming = within(sale(9));
    expect(upcoming.getByText('Upcoming')).toBeTruthy();
    expect(upcoming.getByText('None of your products is in this sale yet.')).toBeTruthy();
  });

  it('previews every variant\'s sale price as the price is typed, and puts the product in at one price', async () => {
    const gateway = await open();
    const upcoming = within(sale(9));
    fireEvent.change(upcoming.getByLabelText('Product'), { target: { value: '1' } });
    expect(upcoming.getByText(/Everyday price: \$40/)).toBeTruthy();
    fireEvent.change(upcoming.getByLabelText('Sale price'), { target: { value: '30' } });
    const preview = within(screen.getByTestId('flash-preview-9'));
    // 45.50 reduced as 40.00 to 30.00 is 34.125, half up: core's one price rule.
    expect(preview.getByText('Colour: Red')).toBeTruthy();
    expect(preview.getByText('$34.13')).toBeTruthy();
    expect(preview.getByText('$45.50')).toBeTruthy();
    await act(async () => { fireEvent.click(upcoming.getByRole('button', { name: 'Put in the sale' })); });
    expect(gateway.flashSaves).toEqual([{ saleId: 9, productId: 1, version: 3, price: '30' }]);
    expect(screen.getByRole('status').textContent).toBe('“Brass lamp” is in the sale.');
    const row = within(sale(9)).getByRole('row', { name: /Brass lamp/ });
    expect(within(row).getByText('$34.13')).toBeTruthy();

    await act(async () => { fireEvent.click(within(sale(9)).getByRole('button', { name: 'Remove Brass lamp from the sale' })); });
    expect(gateway.flashRemovals).toEqual([{ saleId: 9, productId: 1, version: 4 }]);
    expect(within(sale(9)).queryByRole('row', { name: /Brass lamp/ })).toBeNull();
  });

  it('refuses before sending a price not below the everyday price, beside its field, and keeps what was typed', async () => {
    const gateway = await open();
    const upcoming = within(sale(9));
    await act(async () => { fireEvent.click(upcoming.getByRole('button', { name: 'Put in the sale' })); });
    expect(upcoming.getByText('Choose one of your products.')).toBeTruthy();
    fireEvent.change(upcoming.getByLabelText('Product'), { target: { value: '2' } });
    fireEvent.change(upcoming.getByLabelText('Sale price'), { target: { value: '12' } });
    await act(async () => { fireEvent.click(upcoming.getByRole('button', { name: 'Put in the sale' })); });
    expect(gateway.flashSaves).toEqual([]);
    const price = upcoming.getByLabelText('Sale price') as HTMLInputElement;
    expect(price.value).toBe('12');
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(upcoming.getByText('The sale price must be below the product’s everyday price, 12.00.')).toBeTruthy();
  });

  it('shows the server\'s refusal beside the field it names', async () => {
    const gateway = new MemorySellerGateway();
    gateway.refuseNextFlash = new RequestError(201, 'Not saved', ['Already in another sale'], { product_id: 'Already in another sale' });
    await open({ gateway });
    const upcoming = within(sale(9));
    fireEvent.change(upcoming.getByLabelText('Product'), { target: { value: '1' } });
    fireEvent.change(upcoming.getByLabelText('Sale price'), { target: { value: '20' } });
    await act(async () => { fireEvent.click(upcoming.getByRole('button', { name: 'Put in the sale' })); });
    expect(gateway.flashSaves).toHaveLength(1);
    expect((upcoming.getByLabelText('Product') as HTMLSelectElement).getAttribute('aria-describedby')).toContain('error');
    expect(upcoming.getByText('Already in another sale')).toBeTruthy();
  });

  it('reads right to left in Arabic, with its words and dates in Arabic', async () => {
    await open({ language: 'ar' });
    expect(screen.getByRole('heading', { level: 1 }).closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1, name: 'التخفيضات السريعة' })).toBeTruthy();
    const upcoming = within(sale(9));
    expect(upcoming.getByText('قادم')).toBeTruthy();
    expect(upcoming.getByText(formatDate('ar', '2099-12-01T09:00:00.000Z', 'long', { withTime: true, timeZone: null }))).toBeTruthy();
    fireEvent.change(upcoming.getByLabelText('المنتج'), { target: { value: '2' } });
    fireEvent.change(upcoming.getByLabelText('سعر التخفيض'), { target: { value: 'abc' } });
    await act(async () => { fireEvent.click(upcoming.getByRole('button', { name: 'أضف إلى التخفيض' })); });
    expect(upcoming.getByText('اكتب سعرًا أكبر من الصفر، مثل 12.50.')).toBeTruthy();
  });
});
