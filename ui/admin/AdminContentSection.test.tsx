// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditPage, BackOfficeChallenge, BackOfficeUser, TeamMember } from '../../core/admin/back-office';
import { BackOfficeConsole } from '../../core/admin/back-office-console';
import type { BackOfficeGateway } from '../../core/admin/back-office-gateway.port';
import { CONTENT_PAGE_SIZE, type ContactMessageView, type ListPage, type MessageQuery, type ModeratedReview, type ReviewQuery } from '../../core/admin/content';
import { ContentDesk } from '../../core/admin/content-desk';
import type { ContentGateway } from '../../core/admin/content-gateway.port';
import { RequestError } from '../../core/shared/request-error';
import type { ServiceToken } from '../app/services';
import { MetaStore } from '../app/meta-store';
import { renderWithApp } from '../test-support/render-harness';
import { RouteParams } from '../routing/route-params';
import AdminPage from './AdminPage';

afterEach(cleanup);

const STAFF: BackOfficeUser = { id: 2, name: 'Deniz', email: 'deniz@example.test', role: 'staff', language: 'tr', totp: false, capabilities: ['orders', 'people', 'content'] };

/** The signed-in member only: the content section asks nothing else of it. */
class SignedIn {
  async current(): Promise<BackOfficeUser> { return STAFF; }
  async signIn(): Promise<{ challenge: BackOfficeChallenge; message: string }> { throw new Error('not here'); }
  async team(): Promise<TeamMember[]> { return []; }
  async audit(): Promise<AuditPage> { throw new Error('not here'); }
}

const refused = (message: string) => new RequestError(201, message, [message]);
const page = <T,>(rows: T[], n: number): ListPage<T> => ({ rows: rows.slice((n - 1) * CONTENT_PAGE_SIZE, n * CONTENT_PAGE_SIZE), total: rows.length, page: n, lastPage: Math.max(1, Math.ceil(rows.length / CONTENT_PAGE_SIZE)) });

/** api/v1/admin's content calls, held to the server's rules: a reason, the row's version, a reply with words. */
class Content implements ContentGateway {
  reviewRows: ModeratedReview[] = [
    { id: 7, product_id: 3, product_title: 'Linen shirt', author: 'Ayşe Kaya', author_email: 'ayse@example.test', rating: 1, comment: 'BUY WATCHES cheap', visibility: 'shown', reason: null, moderated_by: null, moderated_at: null, created_at: '2026-11-20T09:00:00.000Z', version: 1 },
    { id: 6, product_id: 3, product_title: 'Linen shirt', author: 'Ravi Rao', author_email: 'ravi@example.test', rating: 5, comment: 'Fits well', visibility: 'shown', reason: null, moderated_by: null, moderated_at: null, created_at: '2026-11-19T09:00:00.000Z', version: 1 },
  ];
  messageRows: ContactMessageView[] = [
    { id: 4, name: 'Omar', email: 'omar@example.test', subject: 'أين طلبي؟', message: 'لم يصل طلبي بعد.', language: 'ar', state: 'new', created_at: '2026-11-26T09:00:00.000Z', read_at: null, answered_at: null, replies: [], version: 1 },
  ];
  asked: (ReviewQuery | MessageQuery)[] = [];
  calls = 0;

  async reviews(query: ReviewQuery): Promise<ListPage<ModeratedReview>> {
    this.asked.push(query);
    const q = query.q?.toLowerCase();
    return page(this.reviewRows.filter((row) => (!query.visibility || row.visibility === query.visibility) && (!query.rating || row.rating === query.rating)
      && (!q || row.product_title.toLowerCase().includes(q) || (row.comment ?? '').toLowerCase().includes(q))), query.page);
  }
  async moderate(change: { id: number; version: number; action: 'hide' | 'show'; reason: string }): Promise<string> {
    this.calls++;
    const row = this.reviewRows.find((review) => review.id === change.id)!;
    if (change.reason.length < 3) throw refused('Give a reason of 3 to 500 characters; it is kept with the review.');
    if (row.version !== change.version) throw refused('Someone else changed this in the meantime. Reload to see it as it is now; nothing was changed.');
    Object.assign(row, { visibility: change.action === 'hide' ? 'hidden' : 'shown', reason: change.reason, moderated_by: STAFF.email, moderated_at: '2026-11-27T10:00:00.000Z', version: row.version + 1 });
    return change.action === 'hide' ? 'The review is hidden: shoppers no longer see it, and the product’s rating leaves it out.' : 'The review is shown again on the product page and counts in its rating.';
  }
  async messages(query: MessageQuery): Promise<ListPage<ContactMessageView>> {
    this.asked.push(query);
    return page(this.messageRows.filter((row) => !query.state || row.state === query.state), query.page);
  }
  async markMessage(change: { id: number; version: number; state: 'read' | 'answered' }): Promise<string> {
    const row = this.messageRows.find((message) => message.id === change.id)!;
    if (row.version !== change.version) throw refused('stale');
    Object.assign(row, { state: change.state, version: row.version + 1 });
    return 'عُلّمت الرسالة كمقروءة.';
  }
  async reply(change: { id: number; version: number; body: string }): Promise<string> {
    this.calls++;
    const row = this.messageRows.find((message) => message.id === change.id)!;
    if (row.version !== change.version) throw refused('stale');
    Object.assign(row, { state: 'answered', version: row.version + 1, replies: [...row.replies, { body: change.body, by: STAFF.email, at: '2026-11-27T11:00:00.000Z' }] });
    return `ردّك في طريقه إلى ${row.email}؛ وهو محفوظ مع الرسالة التي صارت مُجابًا عليها.`;
  }
  async newsletter() { return { pending: 3, confirmed: 41, unsubscribed: 2 }; }
  exportUrl(): string { return '/api/v1/admin/newsletter/export.csv'; }
}

async function contentSection(content: Content, language = 'en') {
  cleanup();
  const services: [ServiceToken<unknown>, unknown][] = [
    [MetaStore, new MetaStore()], [BackOfficeConsole, new BackOfficeConsole(new SignedIn() as unknown as BackOfficeGateway)], [ContentDesk, new ContentDesk(content)],
  ];
  await renderWithApp(<RouteParams.Provider value={{ section: 'content' }}><AdminPage /></RouteParams.Provider>, { language, route: `${language === 'en' ? '' : `/${language}`}/admin/content`, services });
  await act(async () => {});
}

const click = (name: string, scope: HTMLElement = document.body) => act(async () => { fireEvent.click(within(scope).getByRole('button', { name })); });
const card = (title: string) => screen.getAllByRole('listitem').find((item) => within(item).queryByRole('heading', { name: title }) && item.tagName === 'LI')!;

// The first render loads the catalogues and the console's chunks: slower than a click.
describe('the content section', { timeout: 30_000 }, () => {
  it('hides a review only with a reason, then shows it hidden with the reason, who and when', async () => {
    const content = new Content();
    await contentSection(content);
    expect(screen.getByRole('heading', { level: 2, name: 'Content' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Reviews' }).getAttribute('aria-selected')).toBe('true');
    const spam = screen.getAllByRole('listitem').find((item) => item.textContent?.includes('BUY WATCHES'))!;
    expect(within(spam).getByRole('img', { name: '1 of 5 stars' })).toBeTruthy();
    await click('Hide', spam);
    await click('Hide the review', spam);
    expect(within(spam).getByText('Give a reason of 3 to 500 characters.')).toBeTruthy();
    expect(content.calls).toBe(0);

    fireEvent.change(within(spam).getByLabelText('Reason (kept with the review and shown here)'), { target: { value: 'Advertising, not a review' } });
    await click('Hide the review', spam);
    expect(screen.getByRole('status').textContent).toBe('The review is hidden: shoppers no longer see it, and the product’s rating leaves it out.');
    const hidden = screen.getAllByRole('listitem').find((item) => item.textContent?.includes('BUY WATCHES'))!;
    expect(within(hidden).getByText('Hidden')).toBeTruthy();
    expect(hidden.textContent).toContain('Hidden by deniz@example.test');
    expect(hidden.textContent).toContain('Reason: Advertising, not a review');
    expect(within(hidden).getByRole('button', { name: 'Show again' })).toBeTruthy();

    // The filters go to the server.
    fireEvent.change(screen.getByLabelText('Shown to shoppers'), { target: { value: 'hidden' } });
    fireEvent.change(screen.getByLabelText('Search', { selector: 'input' }), { target: { value: 'watches' } });
    await click('Filter');
    expect(content.asked.at(-1)).toEqual({ page: 1, visibility: 'hidden', rating: null, q: 'watches' });
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBe(1);
  });

  it('says a change raced another member\'s, and shows the row as it is now', async () => {
    const content = new Content();
    await contentSection(content);
    // Someone else hid it meanwhile: this page still has version 1.
    const spam = screen.getAllByRole('listitem').find((item) => item.textContent?.includes('BUY WATCHES'))!;
    Object.assign(content.reviewRows[0]!, { visibility: 'hidden', reason: 'Spam', moderated_by: 'other@example.test', moderated_at: '2026-11-27T09:00:00.000Z', version: 2 });
    await click('Hide', spam);
    fireEvent.change(within(spam).getByLabelText('Reason (kept with the review and shown here)'), { target: { value: 'Spam again' } });
    await click('Hide the review', spam);
    expect(screen.getByRole('alert').textContent).toBe('Someone else changed this in the meantime. Reload to see it as it is now; nothing was changed.');
    const now = screen.getAllByRole('listitem').find((item) => item.textContent?.includes('BUY WATCHES'))!;
    expect(now.textContent).toContain('Hidden by other@example.test');
  });

  it('works through a message in Arabic: marks it read, replies, and shows the reply kept with it', async () => {
    const content = new Content();
    await contentSection(content, 'ar');
    await act(async () => { fireEvent.click(screen.getByRole('tab', { name: 'الرسائل' })); });
    const message = card('أين طلبي؟');
    expect(message.textContent).toContain('omar@example.test');
    expect(message.textContent).toContain('مكتوبة بـالعربية');
    await click('تعليم كمقروءة', message);
    expect(screen.getByRole('status').textContent).toBe('عُلّمت الرسالة كمقروءة.');
    await click('الرد بالبريد الإلكتروني', card('أين طلبي؟'));
    await click('إرسال الرد', card('أين طلبي؟'));
    expect(within(card('أين طلبي؟')).getByText('اكتب ردًا لا يتجاوز 5000 حرفًا.')).toBeTruthy();
    expect(content.calls).toBe(0);
    fireEvent.change(within(card('أين طلبي؟')).getByLabelText('ردّك على omar@example.test'), { target: { value: 'سيصل طلبك غدًا.' } });
    await click('إرسال الرد', card('أين طلبي؟'));
    expect(screen.getByRole('status').textContent).toContain('omar@example.test');
    const answered = card('أين طلبي؟');
    expect(within(answered).getByText('سيصل طلبك غدًا.')).toBeTruthy();
    expect(within(answered).getByText('مُجاب عليها')).toBeTruthy();
    expect(within(answered).queryByRole('button', { name: 'تعليم كمُجاب عليها' })).toBeNull();
  });

  it('shows the newsletter\'s counts and links to the CSV of confirmed addresses', async () => {
    await contentSection(new Content(), 'fr');
    await act(async () => { fireEvent.click(screen.getByRole('tab', { name: 'Newsletter' })); });
    expect(screen.getByText('Confirmés').nextSibling?.textContent).toBe('41');
    const link = screen.getByRole('link', { name: 'Télécharger les adresses confirmées (CSV)' });
    expect(link.getAttribute('href')).toBe('/api/v1/admin/newsletter/export.csv');
    expect(link.hasAttribute('download')).toBe(true);
  });
});
