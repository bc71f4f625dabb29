// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BackOfficeUser } from '../../core/admin/back-office';
import { BackOfficeConsole } from '../../core/admin/back-office-console';
import type { Dashboard } from '../../core/admin/dashboard';
import { figuresFor } from '../../core/admin/dashboard';
import { DashboardDesk } from '../../core/admin/dashboard-desk';
import type { DashboardGateway } from '../../core/admin/dashboard-gateway.port';
import { PeopleDesk } from '../../core/admin/people-desk';
import type { BackOfficeGateway } from '../../core/admin/back-office-gateway.port';
import type { ServiceToken } from '../app/services';
import { MetaStore } from '../app/meta-store';
import { renderWithApp } from '../test-support/render-harness';
import { RouteParams } from '../routing/route-params';
import AdminPage from './AdminPage';

afterEach(cleanup);

const OPERATOR: BackOfficeUser = { id: 1, name: 'Asha', email: 'asha@example.test', role: 'operator', language: 'en', totp: true, capabilities: ['orders', 'people', 'content', 'settings', 'staff', 'audit'] };
const STAFF: BackOfficeUser = { ...OPERATOR, role: 'staff', capabilities: ['orders', 'people', 'content'] };
const ALL = { orders_today: 12, revenue_today: 123450, orders_to_confirm: 3, orders_to_ship: 5, transfers_to_verify: 1, sellers_waiting: 2, products_waiting: 7, new_messages: 4, failed_jobs: 1 };

/** The server's dashboard, held to its rule: only the figures the role may see. */
class Figures implements DashboardGateway {
  failing = false;
  constructor(private readonly role: string) {}
  async dashboard(): Promise<Dashboard> {
    if (this.failing) throw new Error('down');
    const keys = figuresFor(this.role);
    return { day: '2026-11-27', timeZone: 'UTC', currency: 'USD', figures: Object.fromEntries(keys.map((key) => [key, ALL[key]])) };
  }
}

async function dashboard(member: BackOfficeUser, language = 'en', figures = new Figures(member.role)) {
  cleanup();
  const backOffice = { current: async () => member } as unknown as BackOfficeGateway;
  const console = new BackOfficeConsole(backOffice);
  console.known = member;
  const services: [ServiceToken<unknown>, unknown][] = [
    [MetaStore, new MetaStore()], [BackOfficeConsole, console], [DashboardDesk, new DashboardDesk(figures)],
    [PeopleDesk, new PeopleDesk({} as never)],
  ];
  await renderWithApp(<RouteParams.Provider value={{ section: undefined }}><AdminPage /></RouteParams.Provider>, { language, route: language === 'en' ? '/admin' : `/${language}/admin`, services });
  await act(async () => {});
  return figures;
}

const card = (label: string) => screen.getByText(label).closest('li')!;

describe('the dashboard section', () => {
  it('shows an operator every figure as a card that opens the list where it is acted on', async () => {
    await dashboard(OPERATOR);
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByText('Today, Friday, November 27, 2026 (UTC)')).toBeTruthy();
    expect(card('Revenue today').textContent).toContain('$1,234.50');
    expect(card('Orders today').textContent).toContain('12');
    const links = [...screen.getByRole('heading', { name: 'Dashboard' }).closest('section')!.querySelectorAll('ul a')].map((link) => [link.querySelector('span')?.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Orders today', '/admin/orders'], ['Revenue today', '/admin/orders'], ['Orders to confirm', '/admin/orders?status=1'],
      ['Orders to ship', '/admin/orders?status=2'], ['Bank transfers to verify', '/admin/orders?transfer=1'],
      ['Sellers waiting for approval', '/admin/people'], ['Products waiting for review', '/admin/products'], ['New messages', '/admin/content'],
    ]);
    // Failed jobs are acted on from the server, not a list: a card without a link.
    expect(card('Failed background jobs').querySelector('a')).toBeNull();
    expect(card('Failed background jobs').textContent).toContain('see the server log');
  });

  it('leaves out what staff may not see, in Arabic with Arabic links', async () => {
    await dashboard(STAFF, 'ar');
    expect(screen.getByRole('heading', { name: 'لوحة المتابعة' })).toBeTruthy();
    expect(screen.queryByText('مهام خلفية فاشلة')).toBeNull();
    expect(card('بائعون بانتظار الموافقة').querySelector('a')!.getAttribute('href')).toBe('/ar/admin/people');
    expect(card('إيرادات اليوم').textContent).toContain('US$');
  });

  it('says so when the figures cannot be read, and tries again', async () => {
    const figures = new Figures('operator');
    figures.failing = true;
    await dashboard(OPERATOR, 'fr', figures);
    expect(screen.getByRole('alert').textContent).toContain('Les chiffres n’ont pas pu être chargés.');
    figures.failing = false;
    await act(async () => { screen.getByRole('button', { name: 'Réessayer' }).click(); });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(card('Commandes à confirmer').textContent).toContain('3');
  });
});
