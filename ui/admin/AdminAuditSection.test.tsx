// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditEntryView, AuditPage, AuditQuery, BackOfficeUser } from '../../core/admin/back-office';
import { BackOfficeConsole } from '../../core/admin/back-office-console';
import type { BackOfficeGateway } from '../../core/admin/back-office-gateway.port';
import type { ServiceToken } from '../app/services';
import { MetaStore } from '../app/meta-store';
import { renderWithApp } from '../test-support/render-harness';
import { RouteParams } from '../routing/route-params';
import AdminPage from './AdminPage';

afterEach(cleanup);

const OPERATOR: BackOfficeUser = { id: 1, name: 'Asha', email: 'asha@example.test', role: 'operator', language: 'en', totp: true, capabilities: ['orders', 'people', 'content', 'settings', 'staff', 'audit'] };

const ENTRIES: AuditEntryView[] = [
  { id: 3, actor_email: 'deniz@example.test', action: 'review.hide', subject: 'review', subject_id: '7', before: { visibility: 'shown', reason: null }, after: { visibility: 'hidden', reason: 'Advertising' }, ip: '10.0.0.9', created_at: '2026-11-27T10:00:00.000Z' },
  { id: 2, actor_email: 'asha@example.test', action: 'payment.stripe_keys', subject: 'setting', subject_id: null, before: { enabled: false }, after: { enabled: true }, ip: null, created_at: '2026-11-26T10:00:00.000Z' },
  { id: 1, actor_email: 'command-line', action: 'member.operator', subject: 'user', subject_id: '1', before: null, after: null, ip: null, created_at: '2026-11-25T10:00:00.000Z' },
];

/** api/v1/admin/audit, held to the server's filters: an action or its family, a subject, part of an address, days (UTC). */
class Log {
  asked: AuditQuery[] = [];
  async current(): Promise<BackOfficeUser> { return OPERATOR; }
  async audit(query: AuditQuery): Promise<AuditPage> {
    this.asked.push(query);
    const rows = ENTRIES.filter((entry) => (!query.action || entry.action === query.action || entry.action.startsWith(`${query.action}.`))
      && (!query.subject || entry.subject === query.subject) && (!query.actor || entry.actor_email.includes(query.actor.toLowerCase()))
      && (!query.from || entry.created_at >= `${query.from}T00:00:00.000Z`) && (!query.to || entry.created_at <= `${query.to}T23:59:59.999Z`));
    return { rows, total: rows.length, page: 1, lastPage: 1, actions: [...new Set(ENTRIES.map((entry) => entry.action))].sort(), subjects: [...new Set(ENTRIES.map((entry) => entry.subject))].sort() };
  }
}

async function auditSection(log: Log, language = 'en') {
  cleanup();
  const services: [ServiceToken<unknown>, unknown][] = [[MetaStore, new MetaStore()], [BackOfficeConsole, new BackOfficeConsole(log as unknown as BackOfficeGateway)]];
  await renderWithApp(<RouteParams.Provider value={{ section: 'audit' }}><AdminPage /></RouteParams.Provider>, { language, route: `${language === 'en' ? '' : `/${language}`}/admin/audit`, services });
  await act(async () => {});
}

const entry = (name: string) => screen.getAllByRole('listitem').find((item) => within(item).queryByRole('heading', { name }))!;

describe('the audit log section', { timeout: 30_000 }, () => {
  it('shows each entry\'s action in words and only the fields it changed, before and after, with no way to edit it', async () => {
    await auditSection(new Log());
    const hide = entry('Hid a review');
    const cells = within(hide).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(cells).toEqual([['Field', 'Before', 'After'], ['visibility', 'shown', 'hidden'], ['reason', '(none)', 'Advertising']]);
    expect(hide.textContent).toContain('deniz@example.test');
    expect(hide.textContent).toContain('Review #7');
    // An action no catalogue names yet (another section's) still says what it is.
    expect(entry('Other change (payment.stripe_keys)')).toBeTruthy();
    expect(within(entry('Made an operator')).getByText('No details recorded.')).toBeTruthy();
    // Read only: the only buttons are the filters'.
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Sign out', 'Filter', 'Clear the filters']);
  });

  it('asks the server with the filters as chosen, and clears them', async () => {
    const log = new Log();
    await auditSection(log, 'tr');
    fireEvent.change(screen.getByLabelText('İşlem'), { target: { value: 'review.hide' } });
    fireEvent.change(screen.getByLabelText('Üyenin e-postası (veya bir kısmı)'), { target: { value: 'DENIZ' } });
    fireEvent.change(screen.getByLabelText('Başlangıç'), { target: { value: '2026-11-27' } });
    fireEvent.change(screen.getByLabelText('Bitiş'), { target: { value: '2026-11-27' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Filtrele' })); });
    expect(log.asked.at(-1)).toEqual({ page: 1, action: 'review.hide', subject: undefined, actor: 'DENIZ', from: '2026-11-27', to: '2026-11-27' });
    expect(screen.getByText('Bulunan kayıtlar: 1')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Bir değerlendirmeyi gizledi' })).toBeTruthy();
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Filtreleri temizle' })); });
    expect(log.asked.at(-1)).toEqual({ page: 1, action: undefined, subject: undefined, actor: undefined, from: undefined, to: undefined });
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });
});
