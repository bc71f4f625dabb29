// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RequestError } from '../../core/shared/request-error';
import { guardRedirect } from '../routing/route-guard';
import { ROUTES } from '../routing/routes';
import { renderWithApp } from '../test-support/render-harness';
import SellerPage from './SellerPage';
import { MemorySellerGateway, makeSellerStore, sellerServices, sellerSession } from './seller-test-kit';

afterEach(cleanup);

async function open(path: string, options: { role?: 'customer' | 'seller'; signedIn?: boolean; gateway?: MemorySellerGateway; language?: string; vendorRegistration?: boolean } = {}) {
  const gateway = options.gateway ?? new MemorySellerGateway();
  const session = sellerSession(options.role ?? 'seller', options.signedIn ?? true);
  const language = options.language ?? 'en';
  await renderWithApp(<SellerPage />, { language, route: `${language === 'en' ? '' : `/${language}`}${path}`, services: sellerServices(gateway, session, { vendorRegistration: options.vendorRegistration ?? true }) });
  await act(async () => {});
  return gateway;
}

describe('the seller workspace', { timeout: 30_000 }, () => {
  it('sends a guest to sign in and back, in the page language, from every screen', () => {
    for (const name of ['seller', 'seller-products', 'seller-product-new', 'seller-product', 'seller-stock', 'seller-import', 'seller-store']) {
      const route = ROUTES.find((r) => r.name === name)!;
      expect(route.layout).toBe('console');
      expect(guardRedirect(route, { loggedIn: false, guestCheckout: true }, '/fr/seller/products?status=draft', 'fr')).toBe('/fr/login?redirect=%2Ffr%2Fseller%2Fproducts%3Fstatus%3Ddraft');
      expect(guardRedirect(route, { loggedIn: true, guestCheckout: true }, '/seller', 'en')).toBeNull();
    }
  });

  it('answers 404 for a product address that is no number', async () => {
    const route = ROUTES.find((r) => r.name === 'seller-product')!;
    await expect(route.load!({ params: { id: 'abc' } } as never)).rejects.toMatchObject({ status: 404 });
    await expect(route.load!({ params: { id: '12' } } as never)).resolves.toBeUndefined();
  });

  it('tells a customer the workspace is for sellers, with the way to open a store', async () => {
    const gateway = await open('/seller', { role: 'customer' });
    expect(screen.getByRole('heading', { name: 'This workspace is for sellers' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('nour@example.test');
    expect(screen.getByRole('link', { name: 'Open a store' }).getAttribute('href')).toBe('/seller/register');
    // A customer's visit asks nothing of api/v1/seller.
    expect(gateway.queries).toEqual([]);
  });

  it('says so when the shop takes no new sellers', async () => {
    await open('/seller', { role: 'customer', vendorRegistration: false });
    expect(screen.queryByRole('link', { name: 'Open a store' })).toBeNull();
    expect(screen.getByText('The shop is not taking new sellers at the moment.')).toBeTruthy();
  });

  it('shows a seller whose store waits where it stands, and no workspace', async () => {
    const gateway = new MemorySellerGateway();
    gateway.store_ = makeSellerStore({ standing: 'waiting', verified: false });
    await open('/seller/products', { gateway });
    expect(screen.getByRole('heading', { name: 'Atelier Nour is waiting for the shop’s approval' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('You will get an e-mail as soon as it is approved');
    expect(screen.getByText(/Confirm your e-mail address first/)).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(gateway.queries).toEqual([]);
  });

  it('shows a refused store with the shop’s reason, in Arabic right to left', async () => {
    const gateway = new MemorySellerGateway();
    gateway.store_ = makeSellerStore({ standing: 'refused', refusalReason: 'صور منتجات لا نبيعها' });
    await open('/seller', { gateway, language: 'ar' });
    const gate = screen.getByTestId('seller-standing-refused');
    expect(gate.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    expect(within(gate).getByText('صور منتجات لا نبيعها')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('gives an approved seller the workspace: the store, its public page, the menu and the counts as links', async () => {
    await open('/seller');
    expect(screen.getByText('Atelier Nour')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your store’s page' }).getAttribute('href')).toBe('/shop/atelier-nour');
    const menu = screen.getByRole('navigation', { name: 'Seller workspace' });
    expect(within(menu).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')])).toEqual([
      ['Overview', '/seller', 'page'], ['Orders', '/seller/orders', null], ['Earnings', '/seller/earnings', null], ['Products', '/seller/products', null], ['Stock and prices', '/seller/stock', null],
      ['Import and export', '/seller/import', null], ['Flash sales', '/seller/flash-sales', null], ['Store profile', '/seller/store', null],
      ['Delivery and pickup', '/seller/delivery', null],
    ]);
    expect(screen.getByRole('link', { name: /^2\s*Drafts$/ }).getAttribute('href')).toBe('/seller/products?status=draft');
    expect(screen.getByRole('link', { name: /^1\s*Sent back$/ }).getAttribute('href')).toBe('/seller/products?status=returned');
    expect(screen.getByRole('link', { name: /^3\s*Low in stock$/ }).getAttribute('href')).toBe('/seller/products?stock=low');
    expect(screen.getAllByRole('link', { name: 'Add a product' })[0]!.getAttribute('href')).toBe('/seller/products/new');
  });

  it('shows the server’s refusal when the session is no seller’s after all', async () => {
    const gateway = new MemorySellerGateway();
    gateway.store_ = new RequestError(403, 'This is for sellers only.', ['This is for sellers only.']);
    await open('/seller', { gateway });
    expect(screen.getByRole('alert').textContent).toBe('This is for sellers only.');
  });
});
