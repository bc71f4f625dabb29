// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SellerEarnings } from '../../core/ledger/earnings';
import { EarningsDesk } from '../../core/ledger/ledger-desks';
import type { EarningsGateway } from '../../core/ledger/ledger-gateway.port';
import { RequestError } from '../../core/shared/request-error';
import { renderWithApp } from '../test-support/render-harness';
import SellerPage from '../seller/SellerPage';
import { MemorySellerGateway, sellerServices, sellerSession } from '../seller/seller-test-kit';

afterEach(cleanup);

/** api/v1/seller's money held to the server's rule: no more than is available, the payout written at once. */
class Earnings implements EarningsGateway {
  asked: string[] = [];
  data: SellerEarnings = {
    currency: 'USD', returnWindowDays: 14, pending: '34.00', available: '38.00', requested: '0.00', paidOut: '0.00',
    entries: [
      { id: 2, createdAt: '2026-11-20T10:00:00.000Z', kind: 'commission', amount: '-2.00', orderCode: 'ABCDEFGHJKLM', payoutId: null },
      { id: 1, createdAt: '2026-11-20T10:00:00.000Z', kind: 'sale', amount: '40.00', orderCode: 'ABCDEFGHJKLM', payoutId: null },
    ],
    payouts: [], months: ['2026-11', '2026-10'],
  };

  async earnings() { return structuredClone(this.data); }

  async requestPayout(amount: string, language: string) {
    this.asked.push(amount);
    if (Number(amount) > Number(this.data.available)) {
      const text = language === 'ar' ? `يمكنك طلب ${this.data.available} على الأكثر، وهو المبلغ المتاح الآن.` : `You can ask for at most ${this.data.available}, the money available now.`;
      throw new RequestError(201, text, [text], { amount: text });
    }
    const cents = Math.round(Number(amount) * 100);
    this.data.available = ((Math.round(Number(this.data.available) * 100) - cents) / 100).toFixed(2);
    this.data.requested = (cents / 100).toFixed(2);
    this.data.payouts = [{ id: 5, version: 1, amount: (cents / 100).toFixed(2), status: 'requested', reference: null, requestedAt: '2026-11-28T09:00:00.000Z', decidedAt: null }];
    return { data: structuredClone(this.data), message: `Your payout of ${(cents / 100).toFixed(2)} is requested: the shop will pay it or tell you why not.` };
  }

  statementUrl(month: string) { return `/api/v1/seller/statements/${month}.csv`; }
}

async function open(gateway: Earnings, language = 'en') {
  const services = [...sellerServices(new MemorySellerGateway(), sellerSession('seller')), [EarningsDesk, new EarningsDesk(gateway)]] as ReturnType<typeof sellerServices>;
  await renderWithApp(<SellerPage />, { language, route: `${language === 'en' ? '' : `/${language}`}/seller/earnings`, services });
  await act(async () => {});
  await act(async () => {});
}

describe('the seller\'s earnings', { timeout: 30_000 }, () => {
  it('shows the balance, the entries and a statement per month, from the menu\'s Earnings', async () => {
    await open(new Earnings());
    const menu = screen.getByRole('navigation', { name: 'Seller workspace' });
    expect(within(menu).getByRole('link', { name: 'Earnings' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { name: 'Earnings', level: 1 })).toBeTruthy();
    expect(screen.getByText(/becomes available 14 days after your parcel is delivered/)).toBeTruthy();
    expect(within(screen.getByTestId('earnings-available')).getByText('$38')).toBeTruthy();
    expect(within(screen.getByTestId('earnings-pending')).getByText('$34')).toBeTruthy();
    expect(screen.getByText('−$2')).toBeTruthy();
    expect(screen.getAllByText('ABCDEFGHJKLM')).toHaveLength(2);
    const november = screen.getByRole('link', { name: 'Statement for November 2026' });
    expect(november.getAttribute('href')).toBe('/api/v1/seller/statements/2026-11.csv');
    expect(screen.getByText('No payout asked for yet.')).toBeTruthy();
  });

  it('refuses more than is available beside the amount, then asks for all of it', async () => {
    const gateway = new Earnings();
    await open(gateway);
    const amount = screen.getByLabelText('Amount (USD)');
    fireEvent.change(amount, { target: { value: '50' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Ask for this payout' })); });
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(amount.getAttribute('aria-describedby')!)?.textContent).toBe('You can ask for at most 38.00, the money available now.');
    expect((amount as HTMLInputElement).value).toBe('50');

    fireEvent.click(screen.getByRole('button', { name: 'Everything available' }));
    expect((amount as HTMLInputElement).value).toBe('38.00');
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Ask for this payout' })); });
    expect(gateway.asked).toEqual(['50', '38.00']);
    expect(screen.getByRole('status').textContent).toBe('Your payout of 38.00 is requested: the shop will pay it or tell you why not.');
    expect(within(screen.getByTestId('payout-5')).getByText('Asked for')).toBeTruthy();
    expect(within(screen.getByTestId('earnings-available')).getByText('$0')).toBeTruthy();
    expect(within(screen.getByTestId('earnings-requested')).getByText('$38')).toBeTruthy();
    expect(within(screen.getByTestId('earnings-paidOut')).getByText('$0')).toBeTruthy();
  });

  it('reads in Arabic, right to left, with amounts kept left to right', async () => {
    const gateway = new Earnings();
    await open(gateway, 'ar');
    expect(screen.getByRole('heading', { name: 'الأرباح', level: 1 })).toBeTruthy();
    expect(screen.getByText(/بعد 14 يومًا من تسليم طردك/)).toBeTruthy();
    const available = within(screen.getByTestId('earnings-available')).getByText('$38');
    expect(available.getAttribute('dir')).toBe('ltr');
    fireEvent.change(screen.getByLabelText('المبلغ (USD)'), { target: { value: '99' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'اطلب هذه الدفعة' })); });
    expect(screen.getByText('يمكنك طلب 38.00 على الأكثر، وهو المبلغ المتاح الآن.')).toBeTruthy();
  });
});
