// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RequestError } from '../../core/shared/request-error';
import { renderWithApp } from '../test-support/render-harness';
import SellerPage from './SellerPage';
import { MemorySellerGateway, sellerServices, sellerSession } from './seller-test-kit';

afterEach(cleanup);

async function open(options: { gateway?: MemorySellerGateway; language?: string } = {}) {
  const gateway = options.gateway ?? new MemorySellerGateway();
  const language = options.language ?? 'en';
  await renderWithApp(<SellerPage />, { language, route: `${language === 'en' ? '' : `/${language}`}/seller/delivery`, services: sellerServices(gateway, sellerSession('seller')) });
  await act(async () => {});
  await act(async () => {});
  return gateway;
}

describe('the seller\'s delivery and pickup', { timeout: 30_000 }, () => {
  it('adds a rule with a pickup point and its address, and lists it with the point', async () => {
    const gateway = await open();
    const menu = screen.getByRole('navigation', { name: 'Seller workspace' });
    expect(within(menu).getByRole('link', { name: 'Delivery and pickup' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText(/You have no shipping rule of your own yet/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add a shipping rule' }));
    const form = within(screen.getByRole('form', { name: 'Add a shipping rule' }));
    fireEvent.change(form.getByLabelText('Name in English'), { target: { value: 'Our courier' } });
    fireEvent.change(form.getByLabelText('Name in العربية'), { target: { value: 'ساعينا' } });
    fireEvent.change(form.getByLabelText('Country (code or ALL)'), { target: { value: 'TR' } });
    fireEvent.change(form.getByLabelText('State (code or ALL)'), { target: { value: '34' } });
    fireEvent.change(form.getByLabelText('Delivery price'), { target: { value: '4' } });
    fireEvent.change(form.getByLabelText('Pickup point (optional)'), { target: { value: 'Kadıköy workshop' } });
    fireEvent.change(form.getByLabelText(/^Pickup address/), { target: { value: 'Moda Cd. 12, Kadıköy' } });
    await act(async () => { fireEvent.click(form.getByRole('button', { name: 'Save' })); });

    expect(gateway.shippingSaves).toEqual([{
      titles: { en: 'Our courier', ar: 'ساعينا' }, single_price: false, public: true,
      places: [{ country: 'TR', state: '34', price: '4', pickup_price: '0', day_needed: '3', pickup_point: 'Kadıköy workshop', pickup_address: 'Moda Cd. 12, Kadıköy' }],
    }]);
    expect(screen.getByRole('status').textContent).toBe('The shipping rule “Our courier” is saved; checkout uses it within seconds.');
    expect(screen.queryByRole('form')).toBeNull();
    const card = within(screen.getByText('Our courier').closest('li')!);
    expect(card.getByText('TR 34: $4 · 3 days')).toBeTruthy();
    expect(card.getByText('Pickup at Kadıköy workshop: $0')).toBeTruthy();
  });

  it('keeps the form and shows the server\'s reasons when it refuses, in Arabic right to left', async () => {
    const gateway = new MemorySellerGateway();
    gateway.refuseNextShipping = new RequestError(201, 'عنوان الاستلام في TR 34 يحتاج إلى اسم نقطة الاستلام، أو اترك العنوان فارغًا.');
    await open({ gateway, language: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: 'التوصيل والاستلام' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'إضافة قاعدة شحن' }));
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'حفظ' })); });
    expect(screen.getByRole('alert').textContent).toContain('يحتاج إلى اسم نقطة الاستلام');
    expect(screen.getByRole('form')).toBeTruthy();
  });
});
