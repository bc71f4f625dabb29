// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BackOfficeUser } from '../../core/admin/back-office';
import { BackOfficeConsole } from '../../core/admin/back-office-console';
import type { BackOfficeGateway } from '../../core/admin/back-office-gateway.port';
import { DashboardDesk } from '../../core/admin/dashboard-desk';
import { type CustomerBlock, type CustomerQuery, type CustomerRow, PEOPLE_PAGE_SIZE, type Page, type PendingSeller, type SellerDecision, type SellerState } from '../../core/admin/people';
import { PeopleDesk } from '../../core/admin/people-desk';
import type { PeopleGateway } from '../../core/admin/people-gateway.port';
import { RequestError } from '../../core/shared/request-error';
import type { ServiceToken } from '../app/services';
import { MetaStore } from '../app/meta-store';
import { renderWithApp } from '../test-support/render-harness';
import { RouteParams } from '../routing/route-params';
import AdminPage from './AdminPage';

afterEach(cleanup);

const OPERATOR: BackOfficeUser = { id: 1, name: 'Asha', email: 'asha@example.test', role: 'operator', language: 'en', totp: true, capabilities: ['orders', 'people', 'content', 'settings', 'staff', 'audit'] };
const STAFF: BackOfficeUser = { ...OPERATOR, role: 'staff', capabilities: ['orders', 'people', 'content'] };
const refusal = (text: string) => new RequestError(201, text, [text]);

function sellerRow(id: number, store: string, verified = true): PendingSeller {
  return { userId: 100 + id, name: `Seller ${id}`, email: `s${id}@example.test`, phone: null, language: 'fr', verified, store: { id, name: store, slug: `store-${id}`, version: 0 }, registeredAt: '2026-11-20T10:00:00.000Z', refusedAt: null, refusalReason: null };
}
function customerRow(id: number, name: string): CustomerRow {
  return { id, name, email: `c${id}@example.test`, phone: null, language: 'en', verified: true, registeredAt: '2026-10-01T10:00:00.000Z', orderCount: id === 1 ? 2 : 0, lastOrder: id === 1 ? { code: 'AB12CD', placedAt: '2026-11-26T09:00:00.000Z' } : null, blockedAt: null, blockedReason: null, version: 0 };
}
const page = <T,>(rows: T[], number: number): Page<T> => {
  const lastPage = Math.max(1, Math.ceil(rows.length / PEOPLE_PAGE_SIZE));
  return { rows: rows.slice((number - 1) * PEOPLE_PAGE_SIZE, number * PEOPLE_PAGE_SIZE), total: rows.length, page: number, lastPage };
};

/** The server's people calls, held to its rules: the version read, a reason to refuse or block, one decision per store. */
class People implements PeopleGateway {
  sellers_ = [sellerRow(1, 'Boulangerie'), sellerRow(2, 'Fromagerie'), sellerRow(3, 'Épicerie', false)];
  customers_ = [customerRow(1, 'Ada Buyer'), ...Array.from({ length: 24 }, (_, n) => customerRow(n + 2, `Customer ${n + 2}`))];
  decisions: SellerDecision[] = [];
  queries: CustomerQuery[] = [];

  async sellers(state: SellerState, number: number): Promise<Page<PendingSeller>> {
    return page(this.sellers_.filter((row) => (state === 'refused') === (row.refusedAt !== null)), number);
  }
  async decide(decision: SellerDecision): Promise<string> {
    const row = this.sellers_.find((s) => s.store.id === decision.storeId);
    if (!row || row.store.version !== decision.version || row.refusedAt) throw refusal('Someone else changed this in the meantime. Reload the page to see what it is now, then decide again.');
    if (decision.decision === 'refuse' && decision.reason.trim() === '') throw refusal('Write a reason: the seller or customer is told it.');
    this.decisions.push(decision);
    if (decision.decision === 'approve') this.sellers_ = this.sellers_.filter((s) => s !== row);
    else this.sellers_ = this.sellers_.map((s) => (s === row ? { ...s, refusedAt: '2026-11-27T10:00:00.000Z', refusalReason: decision.reason, store: { ...s.store, version: 1 } } : s));
    return `The store ${row.store.name} is ${decision.decision === 'approve' ? 'approved; we mailed the seller.' : 'refused; we mailed the seller the reason.'}`;
  }
  async customers(query: CustomerQuery): Promise<Page<CustomerRow>> {
    this.queries.push(query);
    const q = query.q.toLowerCase();
    return page(this.customers_.filter((c) => c.name.toLowerCase().includes(q) || c.email.includes(q)), query.page);
  }
  async block(change: CustomerBlock): Promise<string> {
    const row = this.customers_.find((c) => c.id === change.userId)!;
    if (row.version !== change.version) throw refusal('Someone else changed this in the meantime. Reload the page to see what it is now, then decide again.');
    this.customers_ = this.customers_.map((c) => (c === row ? { ...c, blockedAt: change.blocked ? '2026-11-27T11:00:00.000Z' : null, blockedReason: change.blocked ? change.reason : null, version: c.version + 1 } : c));
    return change.blocked ? `${row.email} is blocked: they cannot sign in and their sessions have ended.` : `${row.email} is no longer blocked and can sign in again.`;
  }
}

async function people(member: BackOfficeUser, gateway = new People(), language = 'en') {
  cleanup();
  const console = new BackOfficeConsole({ current: async () => member } as unknown as BackOfficeGateway);
  console.known = member;
  const services: [ServiceToken<unknown>, unknown][] = [
    [MetaStore, new MetaStore()], [BackOfficeConsole, console], [PeopleDesk, new PeopleDesk(gateway)], [DashboardDesk, new DashboardDesk({} as never)],
  ];
  await renderWithApp(<RouteParams.Provider value={{ section: 'people' }}><AdminPage /></RouteParams.Provider>, { language, route: `${language === 'en' ? '' : `/${language}`}/admin/people`, services });
  // Both lists load when the section opens.
  await act(async () => {});
  await act(async () => {});
  return gateway;
}

const click = (name: string) => act(async () => { fireEvent.click(screen.getByRole('button', { name })); });
const sellersList = () => screen.getByRole('heading', { name: 'Sellers waiting for approval' }).closest('section')!;

// A busy machine renders the first console slowly: the journeys here take a few clicks each.
describe('the people section', { timeout: 45_000 }, () => {
  it('approves a seller, refuses another only with a reason, and cannot approve one who has not confirmed the address', async () => {
    const gateway = await people(OPERATOR);
    expect(within(sellersList()).getByText('Boulangerie')).toBeTruthy();
    expect(within(sellersList()).getByText('Has not confirmed the e-mail address yet')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Approve the store Épicerie' }) as HTMLButtonElement).disabled).toBe(true);

    await click('Approve the store Boulangerie');
    expect(screen.getByRole('status').textContent).toBe('The store Boulangerie is approved; we mailed the seller.');
    expect(within(sellersList()).queryByText('Boulangerie')).toBeNull();

    await click('Refuse the store Fromagerie');
    await click('Refuse with this reason');
    // Refused in the browser before any call: a reason is needed.
    expect(screen.getByRole('alert').textContent).toBe('Write a reason: the seller or customer is told it.');
    expect(gateway.decisions).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Reason', { selector: 'textarea' }), { target: { value: 'Photos of products we do not sell' } });
    await click('Refuse with this reason');
    expect(gateway.decisions.at(-1)).toEqual({ storeId: 2, version: 0, decision: 'refuse', reason: 'Photos of products we do not sell' });
    expect(within(sellersList()).queryByText('Fromagerie')).toBeNull();
    await click('Refused');
    expect(within(sellersList()).getByText(/Photos of products we do not sell/)).toBeTruthy();
    // The staff are a link away for an operator.
    expect(screen.getByRole('link', { name: 'The staff and their roles are in the Team section.' }).getAttribute('href')).toBe('/admin/team');
  });

  it('shows another member\'s change as the server words it, and the list as it is now', async () => {
    const gateway = new People();
    await people(OPERATOR, gateway);
    // Someone else decided in the meantime.
    gateway.sellers_ = gateway.sellers_.map((s) => (s.store.id === 1 ? { ...s, store: { ...s.store, version: 1 } } : s));
    await click('Approve the store Boulangerie');
    expect(screen.getByRole('alert').textContent).toContain('Someone else changed this in the meantime.');
    expect(gateway.decisions).toEqual([]);
    await click('Approve the store Boulangerie');
    expect(gateway.decisions).toHaveLength(1);
  });

  it('searches customers on the server, pages them, blocks one with a reason and unblocks them', async () => {
    const gateway = await people(STAFF);
    expect(screen.getByText('25 customers')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    await click('Next');
    expect(gateway.queries.at(-1)).toEqual({ q: '', page: 2, sort: 'newest' });
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search by name, e-mail or phone'), { target: { value: '  ada  ' } });
    await click('Search');
    expect(gateway.queries.at(-1)).toEqual({ q: 'ada', page: 1, sort: 'newest' });
    expect(screen.getByText('1 customer')).toBeTruthy();
    expect(screen.getByText(/2 orders/)).toBeTruthy();
    expect(screen.getByText(/Last order AB12CD/)).toBeTruthy();

    await click('Block c1@example.test');
    await click('Block this customer');
    expect(screen.getByRole('alert').textContent).toBe('Write a reason: the seller or customer is told it.');
    fireEvent.change(screen.getByLabelText('Reason', { selector: 'textarea' }), { target: { value: 'Chargebacks' } });
    await click('Block this customer');
    expect(screen.getByRole('status').textContent).toBe('c1@example.test is blocked: they cannot sign in and their sessions have ended.');
    expect(screen.getByText(/Chargebacks/)).toBeTruthy();
    await click('Unblock c1@example.test');
    expect(screen.getByRole('status').textContent).toBe('c1@example.test is no longer blocked and can sign in again.');
    // Staff do not manage the staff.
    expect(screen.getByText('The staff are managed by the shop’s operator.')).toBeTruthy();
  });

  it('speaks French and counts in Arabic', async () => {
    await people(OPERATOR, new People(), 'fr');
    expect(screen.getByRole('heading', { name: 'Vendeurs en attente d’approbation' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approuver la boutique Boulangerie' })).toBeTruthy();
    await people(OPERATOR, new People(), 'ar');
    expect(screen.getByText('25 عميلًا')).toBeTruthy();
    expect(screen.getByText(/طلبان/)).toBeTruthy();
  });
});
