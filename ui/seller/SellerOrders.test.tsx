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
  await renderWithApp(<SellerPage />, { language, route: `${language === 'en' ? '' : `/${language}`}/seller/orders`, services: sellerServices(gateway, sellerSession('seller')) });
  await act(async () => {});
  await act(async () => {});
  return gateway;
}

const card = (id: number) => within(screen.getByTestId(`seller-shipment-${id}`));

describe('the seller\'s orders', { timeout: 30_000 }, () => {
  it('lists the store\'s part of each order: ship-to, lines with delivery or pickup, status and the next steps', async () => {
    await open();
    const menu = screen.getByRole('navigation', { name: 'Seller workspace' });
    expect(within(menu).getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');
    const first = card(1);
    expect(first.getByRole('heading', { name: 'Order ORD-1' })).toBeTruthy();
    expect(first.getByText('To confirm')).toBeTruthy();
    expect(first.getByText('Deniz Yılmaz')).toBeTruthy();
    expect(first.getByText('Delivered to the address')).toBeTruthy();
    expect(first.getByRole('button', { name: 'Confirm' })).toBeTruthy();
    expect(first.getByRole('link', { name: 'Packing slip (PDF)' }).getAttribute('href')).toBe('/api/v1/seller/shipments/1/packing-slip.pdf');
    expect(first.queryByRole('form')).toBeNull();
    const second = card(2);
    expect(second.getByText('Collected at Kadıköy workshop')).toBeTruthy();
    expect(second.getByRole('form', { name: 'Ship order ORD-2' })).toBeTruthy();
  });

  it('checks the ship form before sending, then ships with the carrier and the tracking number', async () => {
    const gateway = await open();
    const form = within(card(2).getByRole('form', { name: 'Ship order ORD-2' }));
    fireEvent.change(form.getByLabelText('Tracking number'), { target: { value: '<b>1</b>' } });
    await act(async () => { fireEvent.click(form.getByRole('button', { name: 'Ship' })); });
    expect(gateway.steps).toEqual([]);
    expect(form.getByText('This field is required.')).toBeTruthy();
    expect(form.getByText(/^Write the tracking number as the carrier gave it/)).toBeTruthy();

    fireEvent.change(form.getByLabelText('Carrier'), { target: { value: '2' } });
    fireEvent.change(form.getByLabelText('Tracking number'), { target: { value: '1Z 999 AA1' } });
    await act(async () => { fireEvent.click(form.getByRole('button', { name: 'Ship' })); });
    expect(gateway.steps).toEqual([{ id: 2, change: { action: 'ship', version: 3, carrierId: 2, trackingNumber: '1Z 999 AA1', reason: '', lines: [] } }]);
    expect(screen.getByRole('status').textContent).toBe('Order ORD-2 is on its way; the shopper can follow it.');
    expect(card(2).getByText('On the way')).toBeTruthy();
    expect(card(2).getByText('1Z 999 AA1')).toBeTruthy();
    expect(card(2).getByRole('button', { name: 'Mark delivered' })).toBeTruthy();
  });

  it('asks which items and why before cancelling them, then shows them cancelled; the last ones cancel the parcel, its packing slip gone', async () => {
    const gateway = await open();
    expect(card(2).queryByRole('button', { name: 'Cancel items' })).toBeNull();
    await act(async () => { fireEvent.click(card(1).getByRole('button', { name: 'Cancel items' })); });
    const form = within(card(1).getByRole('form', { name: 'Cancel items of order ORD-1' }));
    expect(form.getByText(/^The items you cancel go back to stock and the rest of the order goes on/)).toBeTruthy();
    const lamp = form.getByRole('checkbox', { name: /Brass lamp/ }) as HTMLInputElement;
    const shade = form.getByRole('checkbox', { name: /Lamp shade/ }) as HTMLInputElement;
    expect([lamp.checked, shade.checked]).toEqual([true, true]);
    fireEvent.click(lamp);
    fireEvent.click(shade);
    await act(async () => { fireEvent.click(form.getByRole('button', { name: 'Yes, cancel them' })); });
    expect(gateway.steps).toEqual([]);
    expect(form.getByText('Choose at least one item to cancel.')).toBeTruthy();
    fireEvent.click(lamp);
    await act(async () => { fireEvent.click(form.getByRole('button', { name: 'Yes, cancel them' })); });
    expect(gateway.steps).toEqual([]);
    expect(form.getByText('This field is required.')).toBeTruthy();
    expect(form.getByLabelText('Why? The shopper is told.').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(form.getByLabelText('Why? The shopper is told.'), { target: { value: 'The last one broke in the workshop' } });
    await act(async () => { fireEvent.click(form.getByRole('button', { name: 'Yes, cancel them' })); });
    expect(gateway.steps).toEqual([{ id: 1, change: { action: 'cancel', version: 1, carrierId: null, trackingNumber: '', reason: 'The last one broke in the workshop', lines: [10] } }]);
    expect(screen.getByRole('status').textContent).toBe('Lines of order ORD-1 are cancelled.');
    expect(card(1).getAllByTestId('seller-line-cancelled').map((line) => line.textContent)).toEqual(['Cancelled: \u2068The last one broke in the workshop\u2069']);
    expect(card(1).getByText('To confirm')).toBeTruthy();
    expect(card(1).getByRole('link', { name: 'Packing slip (PDF)' })).toBeTruthy();

    // The shade is the parcel's last item: cancelling it (no choice left to make) cancels the parcel.
    await act(async () => { fireEvent.click(card(1).getByRole('button', { name: 'Cancel items' })); });
    const last = within(card(1).getByRole('form', { name: 'Cancel items of order ORD-1' }));
    expect(last.queryByRole('checkbox')).toBeNull();
    fireEvent.change(last.getByLabelText('Why? The shopper is told.'), { target: { value: 'Shade out of stock too' } });
    await act(async () => { fireEvent.click(last.getByRole('button', { name: 'Yes, cancel them' })); });
    expect(gateway.steps.at(-1)).toEqual({ id: 1, change: { action: 'cancel', version: 2, carrierId: null, trackingNumber: '', reason: 'Shade out of stock too', lines: [] } });
    expect(card(1).getByText('Cancelled')).toBeTruthy();
    expect(card(1).getByTestId('seller-cancel-reason').textContent).toBe('Cancelled: \u2068Shade out of stock too\u2069');
    expect(card(1).queryByRole('link', { name: 'Packing slip (PDF)' })).toBeNull();
    expect(card(1).queryByRole('button')).toBeNull();
  });

  it('shows the server\'s refusal beside the order it was for, in Arabic', async () => {
    const gateway = new MemorySellerGateway();
    gateway.refuseNextStep = new RequestError(201, 'تغيّر هذا الطلب منذ فتحته. أعد تحميل الصفحة؛ لم يتغيّر شيء.');
    await open({ gateway, language: 'ar' });
    await act(async () => { fireEvent.click(card(1).getByRole('button', { name: 'تأكيد' })); });
    expect(card(1).getByRole('alert').textContent).toContain('تغيّر هذا الطلب');
    expect(card(1).getByText('بانتظار التأكيد')).toBeTruthy();
  });
});
