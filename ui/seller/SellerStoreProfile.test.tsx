// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SellerStore } from '../../core/seller/seller-workspace';
import { renderWithApp } from '../test-support/render-harness';
import SellerPage from './SellerPage';
import { MemorySellerGateway, sellerServices, sellerSession } from './seller-test-kit';

afterEach(cleanup);

async function profile(language = 'en', gateway = new MemorySellerGateway()) {
  await renderWithApp(<SellerPage />, { language, route: `${language === 'en' ? '' : `/${language}`}/seller/store`, services: sellerServices(gateway, sellerSession('seller')) });
  await act(async () => {});
  return gateway;
}

describe('the store profile', { timeout: 30_000 }, () => {
  it('saves the profile with the version it was read at, and links to the public store page', async () => {
    const gateway = await profile();
    expect(screen.getAllByRole('link', { name: 'See your store’s page' }).map((a) => a.getAttribute('href'))).toEqual(['/shop/atelier-nour', '/shop/atelier-nour']);
    fireEvent.change(screen.getByLabelText(/^Description \(العربية\)/), { target: { value: 'مصابيح مصنوعة يدويًا' } });
    fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: '+90 212 555 0100' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Save the profile' })); });
    expect(screen.getByRole('status').textContent).toBe('The store profile is saved.');
    const store = gateway.store_ as SellerStore;
    expect(store.version).toBe(5);
    expect(store.profile).toMatchObject({ phone: '+90 212 555 0100', descriptions: { en: 'Handmade lamps', ar: 'مصابيح مصنوعة يدويًا' } });
  });

  it('shows core’s problems beside the fields in Arabic and sends nothing', async () => {
    const gateway = await profile('ar');
    fireEvent.change(screen.getByLabelText(/^اسم المتجر/), { target: { value: 'A' } });
    fireEvent.change(screen.getByLabelText(/^البريد الإلكتروني/), { target: { value: 'not-an-address' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'احفظ الملف' })); });
    expect((gateway.store_ as SellerStore).version).toBe(4);
    const name = document.getElementById('seller-name')!;
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(`${name.id}-error`)!.textContent).toBe('اسم المتجر أقصر من اللازم: يجب ألا يقل عن 2 من الأحرف.');
    expect(document.getElementById('seller-email-error')!.textContent).toBe('اكتب عنوان بريد إلكتروني مثل shop@example.com.');
    expect(screen.getByRole('alert').textContent).toContain('اسم المتجر');
    expect((name as HTMLInputElement).value).toBe('A');
  });
});
