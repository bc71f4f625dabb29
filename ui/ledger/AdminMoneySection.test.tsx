// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BackOfficeUser } from '../../core/admin/back-office';
import { BackOfficeConsole } from '../../core/admin/back-office-console';
import type { BackOfficeGateway } from '../../core/admin/back-office-gateway.port';
import { bpsToPercent, type LedgerDesk, percentToBps } from '../../core/ledger/earnings';
import { MoneyDesk } from '../../core/ledger/ledger-desks';
import type { MoneyDeskGateway } from '../../core/ledger/ledger-gateway.port';
import { RequestError } from '../../core/shared/request-error';
import { MetaStore } from '../app/meta-store';
import type { ServiceToken } from '../app/services';
import AdminPage from '../admin/AdminPage';
import { RouteParams } from '../routing/route-params';
import { renderWithApp } from '../test-support/render-harness';

afterEach(cleanup);

const OPERATOR: BackOfficeUser = { id: 1, name: 'Asha', email: 'asha@example.test', role: 'operator', language: 'en', totp: true, capabilities: ['orders', 'people', 'content', 'settings', 'staff', 'audit', 'money'] };

/** api/v1/admin's money desk held to the server's rules (percent and window checked, versions matched, a decision once). */
class Money implements MoneyDeskGateway {
  sent: unknown[] = [];
  data: LedgerDesk = {
    currency: 'USD', terms: { version: 3, commissionPercent: '10', returnWindowDays: 14 }, rates: [],
    categories: [{ id: 4, name: 'Lighting' }], stores: [{ id: 9, name: 'Atelier Nour' }, { id: 11, name: 'Kilim Evi' }],
    balances: [{ storeId: 9, storeName: 'Atelier Nour', pending: '34.00', available: '38.00', paidOut: '0.00', requested: '30.00' }],
    shopAccount: '8.00',
    payouts: [{ id: 5, version: 1, storeId: 9, storeName: 'Atelier Nour', amount: '30.00', status: 'requested', reference: null, requestedAt: '2026-11-28T09:00:00.000Z', decidedAt: null }],
  };

  private answer(message: string) { return { data: structuredClone(this.data), message }; }
  private refuse(fields: Record<string, string>): never { throw new RequestError(201, Object.values(fields)[0]!, Object.values(fields), fields); }

  async desk() { return structuredClone(this.data); }

  async saveTerms(terms: { version: number; commissionPercent: string; returnWindowDays: string }) {
    this.sent.push(terms);
    const bps = percentToBps(terms.commissionPercent);
    if (bps === null) this.refuse({ commissionPercent: 'Enter a percentage from 0 to 100, with two decimals at most.' });
    this.data.terms = { version: terms.version + 1, commissionPercent: bpsToPercent(bps), returnWindowDays: Number(terms.returnWindowDays) };
    return this.answer('The commission and return window are saved; new sales use them.');
  }

  async saveRate(rate: { scope: 'category' | 'store'; scopeId: number; percent: string }) {
    this.sent.push(rate);
    const name = (rate.scope === 'store' ? this.data.stores : this.data.categories).find((t) => t.id === rate.scopeId)?.name;
    if (!name) this.refuse({ target: 'Choose a category or a store that exists.' });
    this.data.rates.push({ id: 1, version: 1, scope: rate.scope, scopeId: rate.scopeId, name, percent: rate.percent });
    return this.answer(`The commission rate for ${name} is saved; new sales use it.`);
  }

  async removeRate(id: number) {
    this.data.rates = this.data.rates.filter((r) => r.id !== id);
    return this.answer('removed');
  }

  async decidePayout(id: number, decision: { decision: 'pay' | 'refuse'; version: number; reference: string }) {
    this.sent.push({ id, ...decision });
    if (decision.reference === '') this.refuse({ reference: 'Write the transfer’s reference (paid) or the reason (refused).' });
    const payout = this.data.payouts.find((p) => p.id === id)!;
    Object.assign(payout, { status: decision.decision === 'pay' ? 'paid' : 'refused', reference: decision.reference, version: payout.version + 1 });
    return this.answer(`Payout no. ${id} is marked paid.`);
  }
}

class SignedIn implements Partial<BackOfficeGateway> {
  async current(): Promise<BackOfficeUser | null> { return OPERATOR; }
}

async function section(money: Money, language = 'en') {
  const services: [ServiceToken<unknown>, unknown][] = [
    [MetaStore, new MetaStore()], [BackOfficeConsole, new BackOfficeConsole(new SignedIn() as unknown as BackOfficeGateway)], [MoneyDesk, new MoneyDesk(money)],
  ];
  await renderWithApp(<RouteParams.Provider value={{ section: 'money' }}><AdminPage /></RouteParams.Provider>, { language, route: `${language === 'en' ? '' : `/${language}`}/admin/money`, services });
  await act(async () => {});
  await act(async () => {});
}

const click = (name: string, scope: Pick<typeof screen, 'getByRole'> = screen) => act(async () => { fireEvent.click(scope.getByRole('button', { name })); });

describe('the money section of the console', { timeout: 30_000 }, () => {
  it('lists the terms, each store\'s balance and the shop\'s account, in the menu as Payouts', async () => {
    await section(new Money());
    expect(screen.getByRole('link', { name: 'Payouts' }).getAttribute('aria-current')).toBe('page');
    expect((screen.getByLabelText('Commission (%)') as HTMLInputElement).value).toBe('10');
    expect((screen.getByLabelText('Return window (days)') as HTMLInputElement).value).toBe('14');
    const row = within(screen.getByTestId('balance-9'));
    expect(row.getByText('Atelier Nour')).toBeTruthy();
    expect(row.getByText('$38')).toBeTruthy();
    expect(row.getByText('$30')).toBeTruthy();
    expect(screen.getByText('$8')).toBeTruthy();
    expect(screen.getByText('Every sale pays the shop’s rate.')).toBeTruthy();
  });

  it('refuses a bad rate by field, then saves the terms and a store\'s own rate', async () => {
    const money = new Money();
    await section(money);
    const commission = screen.getByLabelText('Commission (%)');
    fireEvent.change(commission, { target: { value: '120' } });
    await click('Save');
    expect(commission.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a percentage from 0 to 100, with two decimals at most.')).toBeTruthy();
    fireEvent.change(commission, { target: { value: ' 12,5 ' } });
    await click('Save');
    expect(money.sent.at(-1)).toEqual({ version: 3, commissionPercent: '12,5', returnWindowDays: '14' });
    expect(screen.getByRole('status').textContent).toBe('The commission and return window are saved; new sales use them.');
    expect((commission as HTMLInputElement).value).toBe('12.5');

    const form = within(screen.getByRole('form', { name: 'Set an own rate' }));
    fireEvent.change(form.getByLabelText('Store'), { target: { value: '11' } });
    fireEvent.change(form.getByLabelText('Rate (%)'), { target: { value: '5' } });
    await click('Save the rate', form);
    expect(money.sent.at(-1)).toEqual({ scope: 'store', scopeId: 11, percent: '5' });
    expect(screen.getByText('The commission rate for Kilim Evi is saved; new sales use it.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove the rate of Kilim Evi' })).toBeTruthy();
  });

  it('asks for a reference before paying a payout out, then shows it paid', async () => {
    const money = new Money();
    await section(money);
    const card = within(screen.getByTestId('desk-payout-5'));
    await click('Mark paid', card);
    const reference = card.getByLabelText('Transfer reference, or why it is refused');
    expect(reference.getAttribute('aria-invalid')).toBe('true');
    expect(card.getByText('Write the transfer’s reference (paid) or the reason (refused).')).toBeTruthy();
    fireEvent.change(reference, { target: { value: 'SEPA 0042' } });
    await click('Mark paid', card);
    expect(money.sent.at(-1)).toEqual({ id: 5, decision: 'pay', version: 1, reference: 'SEPA 0042' });
    const after = within(screen.getByTestId('desk-payout-5'));
    expect(after.getByText('Paid')).toBeTruthy();
    expect(after.getByText('SEPA 0042')).toBeTruthy();
    expect(after.queryByRole('button', { name: 'Mark paid' })).toBeNull();
  });

  it('reads in Turkish', async () => {
    await section(new Money(), 'tr');
    expect(screen.getByRole('heading', { name: 'Komisyon ve ödemeler', level: 2 })).toBeTruthy();
    expect(screen.getByLabelText('İade süresi (gün)')).toBeTruthy();
  });
});
