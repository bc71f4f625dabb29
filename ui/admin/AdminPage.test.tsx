// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditPage, BackOfficeChallenge, BackOfficeUser, TeamMember } from '../../core/admin/back-office';
import { BackOfficeConsole } from '../../core/admin/back-office-console';
import { DashboardDesk } from '../../core/admin/dashboard-desk';
import { PeopleDesk } from '../../core/admin/people-desk';
import { OrderDeskConsole } from '../../core/admin/order-desk-console';
import type { BackOfficeGateway } from '../../core/admin/back-office-gateway.port';
import { RequestError } from '../../core/shared/request-error';
import type { ServiceToken } from '../app/services';
import { MetaStore } from '../app/meta-store';
import { renderWithApp } from '../test-support/render-harness';
import { RouteParams } from '../routing/route-params';
import AdminPage from './AdminPage';

afterEach(cleanup);

const PASSWORD = 'Right-pass-123';
const OPERATOR: BackOfficeUser = { id: 1, name: 'Asha', email: 'asha@example.test', role: 'operator', language: 'en', totp: false, capabilities: ['orders', 'people', 'content', 'settings', 'staff', 'audit', 'money'] };

/** The server's side of api/v1/admin, held to its rules: the password, then the mailed code; an operator's team and log. */
class BackOffice implements BackOfficeGateway {
  signedIn: BackOfficeUser | null = null;
  member: BackOfficeUser = OPERATOR;
  mailedCode = '482913';
  team_: TeamMember[] = [{ id: 1, name: 'Asha', email: 'asha@example.test', role: 'operator', verified: true, totp: false }];
  log: AuditPage = { rows: [{ id: 1, actor_email: 'command-line', action: 'member.operator', subject: 'user', subject_id: '1', before: null, after: null, ip: null, created_at: '2026-11-27T10:00:00.000Z' }], total: 1, page: 1, lastPage: 1, actions: ['member.operator'], subjects: ['user'] };

  async signIn(email: string, password: string): Promise<{ challenge: BackOfficeChallenge; message: string }> {
    if (email !== this.member.email || password !== PASSWORD) throw new RequestError(201, 'The e-mail or password is incorrect.', ['The e-mail or password is incorrect.']);
    return { challenge: { challenge: 'c'.repeat(43), factor: this.member.totp ? 'totp' : 'mail' }, message: `We sent a 6-digit code to ${email}. Enter it to finish signing in.` };
  }
  async submitCode(_challenge: string, code: string): Promise<BackOfficeUser> {
    if (code !== this.mailedCode) throw new RequestError(201, 'This code is not right. Try again with the newest code.', ['This code is not right. Try again with the newest code.']);
    this.signedIn = this.member;
    return this.member;
  }
  async current(): Promise<BackOfficeUser | null> { return this.signedIn; }
  async signOut(): Promise<void> { this.signedIn = null; }
  async startTotp() { return { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Shop:asha?secret=JBSWY3DPEHPK3PXP', qr_svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"></svg>', message: 'Scan the QR code…' }; }
  async confirmTotp(code: string) {
    if (code !== '123456') throw new RequestError(201, 'That code does not match.', ['That code does not match.']);
    return { recoveryCodes: ['abcde-fghjk', 'mnpqr-stuvw'], message: 'Your authenticator app is set up.' };
  }
  async team(): Promise<TeamMember[]> { return this.team_; }
  async invite(email: string) {
    this.team_ = [...this.team_, { id: 2, name: 'clerk', email, role: 'staff', verified: false, totp: false }];
    return { team: this.team_, message: `${email} is now on the staff; we sent them a mail saying how to sign in.` };
  }
  async remove(email: string) {
    this.team_ = this.team_.filter((member) => member.email !== email);
    return { team: this.team_, message: `${email} is no longer on the staff; their back-office sessions have ended.` };
  }
  async audit(): Promise<AuditPage> { return this.log; }
}

const EMPTY = { rows: [], total: 0, page: 1, lastPage: 1 };

async function adminPage(backOffice: BackOffice, language = 'en', section?: string) {
  cleanup();
  // The order desk, with no orders yet (ui/admin/AdminOrdersSection.test.tsx tests it).
  const noOrders = new OrderDeskConsole({
    list: async () => ({ rows: [], total: 0, page: 1, lastPage: 1, size: 20, format: { currency: 'USD', currency_icon: '$', currency_position: 1, decimal_format: 'en-US' } }),
    detail: async () => { throw new RequestError(404, 'No order has this code.'); },
    act: async () => { throw new RequestError(404, 'No order has this code.'); },
  });
  const services: [ServiceToken<unknown>, unknown][] = [
    [MetaStore, new MetaStore()], [BackOfficeConsole, new BackOfficeConsole(backOffice)],
    // The landing dashboard and the people section, answering as an empty shop would.
    [DashboardDesk, new DashboardDesk({ dashboard: async () => ({ day: '2026-11-27', timeZone: 'UTC', currency: 'USD', figures: { orders_today: 0 } }) })],
    [OrderDeskConsole, noOrders],
    [PeopleDesk, new PeopleDesk({ sellers: async () => EMPTY, customers: async () => EMPTY, decide: async () => '', block: async () => '' })],
  ];
  const path = `${language === 'en' ? '' : `/${language}`}/admin${section ? `/${section}` : ''}`;
  await renderWithApp(<RouteParams.Provider value={{ section }}><AdminPage /></RouteParams.Provider>, { language, route: path, services });
  await act(async () => {});
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
const click = (name: string) => act(async () => { fireEvent.click(screen.getByRole('button', { name })); });

// The first render loads the catalogues and the console's sections: on a busy machine, more than the default 5 s.
describe('AdminPage', { timeout: 30_000 }, () => {
  it('signs an operator in with the password and the mailed code, and opens the team and the audit log from the menu', async () => {
    const backOffice = new BackOffice();
    await adminPage(backOffice);
    type('Email', 'asha@example.test');
    type('Password', 'wrong');
    await click('Continue');
    expect(screen.getByRole('alert').textContent).toBe('The e-mail or password is incorrect.');
    type('Password', PASSWORD);
    await click('Continue');
    expect(screen.getByRole('heading', { name: 'Enter the code we mailed you' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('asha@example.test');
    type('Code', '000000');
    await click('Sign in');
    expect(screen.getByRole('alert').textContent).toContain('not right');
    type('Code', '482 913');
    await click('Sign in');
    // The landing page is the dashboard; the account is a section of its own.
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Menu of the back office' });
    expect([...menu.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/admin'], ['Orders', '/admin/orders'], ['People', '/admin/people'], ['Products to review', '/admin/products'], ['Content', '/admin/content'], ['Settings', '/admin/settings'],
      ['Shipping and tax', '/admin/delivery'], ['Banners', '/admin/banners'], ['Flash sales', '/admin/flash-sales'], ['Payouts', '/admin/money'], ['Languages', '/admin/languages'],
      ['Team', '/admin/team'], ['Audit log', '/admin/audit'], ['Your account', '/admin/account'],
    ]);
    expect(menu.querySelector('[aria-current="page"]')?.textContent).toBe('Dashboard');

    await adminPage(backOffice, 'en', 'account');
    expect(screen.getByText('Operator: everything, including settings, the team and the audit log')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Menu of the back office' }).querySelector('[aria-current="page"]')?.textContent).toBe('Your account');

    await adminPage(backOffice, 'en', 'audit');
    expect(screen.getByRole('heading', { name: 'Audit log' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Made an operator' })).toBeTruthy();

    await adminPage(backOffice, 'en', 'team');
    expect(screen.getByRole('heading', { name: 'Team' })).toBeTruthy();
    type('Email of the new staff member', 'clerk@example.test');
    await click('Invite to the staff');
    expect(screen.getByRole('status').textContent).toContain('clerk@example.test is now on the staff');
    await click('Remove clerk@example.test from the team');
    expect(screen.queryByText('clerk@example.test')).toBeNull();
    await click('Sign out');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('lets a member invite while the team is still loading, and keeps the invited member when the older list arrives', async () => {
    const backOffice = new BackOffice();
    backOffice.signedIn = OPERATOR;
    let answerTeam: () => void = () => {};
    const before = backOffice.team_;
    backOffice.team = () => new Promise<TeamMember[]>((resolve) => { answerTeam = () => resolve(before); });
    await adminPage(backOffice, 'en', 'team');
    // The list has not answered: the invite is offered all the same (a disabled button made the browser drop an Enter).
    expect(screen.getByRole('button', { name: 'Invite to the staff' }).hasAttribute('disabled')).toBe(false);
    type('Email of the new staff member', 'clerk@example.test');
    await click('Invite to the staff');
    expect(screen.getByText('clerk@example.test')).toBeTruthy();
    // The list asked for before the invite answers last: it is older than what is shown.
    await act(async () => { answerTeam(); });
    expect(screen.getByText('clerk@example.test')).toBeTruthy();
  });

  it('sets up an authenticator app and shows the recovery codes once, in Arabic', async () => {
    const backOffice = new BackOffice();
    backOffice.signedIn = OPERATOR;
    await adminPage(backOffice, 'ar', 'account');
    expect(screen.getByRole('heading', { level: 1, name: 'لوحة الإدارة' })).toBeTruthy();
    await click('إعداد تطبيق مصادقة');
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'رمز QR للمفتاح الخاص بتطبيق المصادقة' }).getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    type('الرمز', '123456');
    await click('تأكيد التطبيق');
    expect(screen.getByText('abcde-fghjk')).toBeTruthy();
    expect(screen.getByText('تسجّل الدخول برموز من تطبيق المصادقة.')).toBeTruthy();
  });

  it('shows staff no team and no audit log, in the menu or by their paths', async () => {
    const backOffice = new BackOffice();
    backOffice.signedIn = { ...OPERATOR, role: 'staff', capabilities: ['orders', 'people', 'content'] };
    await adminPage(backOffice, 'fr', 'account');
    expect(screen.getByText('Équipe : commandes, personnes et contenus')).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Menu du back-office' });
    expect(menu.textContent).not.toContain('Journal d’audit');
    await adminPage(backOffice, 'fr', 'audit');
    expect(screen.getByRole('alert').textContent).toBe('Cette partie du back-office n’est pas ouverte à votre rôle.');
    expect(screen.queryByRole('heading', { name: 'Journal d’audit' })).toBeNull();
  });
});
