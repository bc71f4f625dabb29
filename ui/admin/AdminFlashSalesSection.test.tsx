// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BackOfficeChallenge, BackOfficeUser } from '../../core/admin/back-office';
import { BackOfficeConsole } from '../../core/admin/back-office-console';
import type { BackOfficeGateway } from '../../core/admin/back-office-gateway.port';
import { type FlashSaleInput, type FlashSaleList, flashSaleProblems, type FlashSaleState, flashSaleState, type FlashSaleView, isoInstant, localInputOf } from '../../core/admin/flash-sales';
import { FlashSalesDesk } from '../../core/admin/flash-sales-desk';
import type { FlashSalesGateway } from '../../core/admin/flash-sales-gateway.port';
import { RequestError } from '../../core/shared/request-error';
import type { ServiceToken } from '../app/services';
import { MetaStore } from '../app/meta-store';
import { renderWithApp } from '../test-support/render-harness';
import { RouteParams } from '../routing/route-params';
import AdminPage from './AdminPage';

afterEach(cleanup);

const OPERATOR: BackOfficeUser = { id: 1, name: 'Asha', email: 'asha@example.test', role: 'operator', language: 'en', totp: true, capabilities: ['orders', 'people', 'content', 'settings', 'staff', 'audit'] };
const LANGUAGES: FlashSaleList['languages'] = [
  { code: 'en', name: 'English', direction: 'ltr', isDefault: true }, { code: 'fr', name: 'Français', direction: 'ltr', isDefault: false },
  { code: 'ar', name: 'العربية', direction: 'rtl', isDefault: false },
];
const HOUR = 3_600_000;
/** A whole minute some hours from now, as a datetime-local field holds it in this browser's time zone, and as ISO. */
const minuteIn = (hours: number) => {
  const at = new Date(Math.floor((Date.now() + hours * HOUR) / 60_000) * 60_000).toISOString();
  return { iso: at, local: localInputOf(at, Intl.DateTimeFormat().resolvedOptions().timeZone) };
};

class SignedIn implements Partial<BackOfficeGateway> {
  constructor(private readonly member: BackOfficeUser) {}
  async current(): Promise<BackOfficeUser | null> { return this.member; }
  async signIn(): Promise<{ challenge: BackOfficeChallenge; message: string }> { throw new Error('not here'); }
}

/** Messages of the server, per language, for the few codes these tests meet. */
const SAID: Record<string, Record<string, string>> = {
  en: { start_past: 'The start must be in the future: shoppers never see a sale that began before it was opened.', end_before_start: 'The sale must end after it starts.', instant: 'Give a date and a time.', required: 'Give the sale’s title in English.' },
  ar: { start_past: 'يجب أن تكون البداية في المستقبل: لا يرى المتسوقون تخفيضات بدأت قبل أن تُفتح.', end_before_start: 'يجب أن تنتهي التخفيضات بعد أن تبدأ.', instant: 'حدّد تاريخًا ووقتًا.', required: 'اكتب عنوان التخفيضات باللغة English.' },
};

/** api/v1/admin/flash-sales held to the server's rules (core's checks, versions matched), answering in `language`. */
class Sales implements FlashSalesGateway {
  sent: FlashSaleInput[] = [];
  sales: FlashSaleView[] = [
    { id: 1, slug: 'winter', titles: { en: 'Winter sale', ar: 'تخفيضات الشتاء' }, start_time: new Date(Date.now() + 48 * HOUR).toISOString(), end_time: new Date(Date.now() + 72 * HOUR).toISOString(), public: true, version: 1, products: 3, state: 'upcoming' },
    { id: 2, slug: 'now', titles: { en: 'Now on' }, start_time: new Date(Date.now() - HOUR + 1234).toISOString(), end_time: new Date(Date.now() + 5 * HOUR).toISOString(), public: true, version: 4, products: 1, state: 'running' },
  ];

  constructor(private readonly language = 'en') {}

  private page(state: FlashSaleState): FlashSaleList {
    const data = this.sales.map((s) => ({ ...s, state: flashSaleState(s, new Date()) })).filter((s) => s.state === state);
    return { state, languages: LANGUAGES, sales: { current_page: 1, data, from: data.length ? 1 : null, to: data.length || null, total: data.length, last_page: 1, per_page: 20 } };
  }

  async list(state: FlashSaleState) { return this.page(state); }

  async save(sale: FlashSaleInput) {
    this.sent.push(sale);
    const stored = sale.id === undefined ? null : this.sales.find((s) => s.id === sale.id)!;
    if (stored && stored.version !== sale.version) throw new RequestError(201, 'Someone else changed this sale since you opened it.', ['Someone else changed this sale since you opened it.']);
    const problems = flashSaleProblems(sale, stored, ['en', 'fr', 'ar'], 'en', new Date());
    if (problems.length > 0) {
      const fields = Object.fromEntries(problems.map((p) => [p.field, SAID[this.language]![p.code] ?? p.code]));
      throw new RequestError(201, Object.values(fields)[0]!, Object.values(fields), fields);
    }
    const row = { titles: sale.titles, start_time: isoInstant(sale.start_time)!, end_time: isoInstant(sale.end_time)!, public: sale.public };
    let saved: FlashSaleView;
    if (stored) saved = Object.assign(stored, row, { version: stored.version + 1 });
    else this.sales.push(saved = { ...row, id: this.sales.length + 1, slug: 'new', version: 1, products: 0, state: 'upcoming' });
    return { data: this.page(flashSaleState(saved, new Date())), message: `The flash sale “${sale.titles.en}” is saved.` };
  }

  async close(id: number, version: number) {
    const stored = this.sales.find((s) => s.id === id)!;
    if (stored.version !== version) throw new RequestError(201, 'stale', ['stale']);
    const running = flashSaleState(stored, new Date()) === 'running';
    Object.assign(stored, running ? { end_time: new Date().toISOString() } : { public: false }, { version: version + 1 });
    return { data: this.page(running ? 'ended' : 'upcoming'), message: running ? `The flash sale “${stored.titles.en}” has ended now.` : `The flash sale “${stored.titles.en}” is private now.` };
  }
}

async function section(sales: Sales, language = 'en', member = OPERATOR) {
  cleanup();
  const services: [ServiceToken<unknown>, unknown][] = [
    [MetaStore, new MetaStore()], [BackOfficeConsole, new BackOfficeConsole(new SignedIn(member) as unknown as BackOfficeGateway)], [FlashSalesDesk, new FlashSalesDesk(sales)],
  ];
  const path = `${language === 'en' ? '' : `/${language}`}/admin/flash-sales`;
  await renderWithApp(<RouteParams.Provider value={{ section: 'flash-sales' }}><AdminPage /></RouteParams.Provider>, { language, route: path, services });
  await act(async () => {});
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => act(async () => { fireEvent.click(screen.getByRole('button', { name })); });
/** The message tied to a field (aria-describedby), as a screen reader reads it beside the field. */
const said = (input: HTMLElement) => (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => document.getElementById(id)?.textContent).join(' ');

describe('the flash sales section of the console', () => {
  it('opens a sale: a past start is refused beside its field, nothing lost; fixed, it is saved as instants of the member\'s time zone', { timeout: 30_000 }, async () => {
    const sales = new Sales();
    await section(sales);
    expect(screen.getByRole('heading', { name: 'Flash sales' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Flash sales' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('tab', { name: 'Upcoming' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Winter sale')).toBeTruthy();
    expect(screen.getByText('3 products')).toBeTruthy();

    await click('Open a flash sale');
    const form = screen.getByRole('form', { name: 'New flash sale' });
    expect((within(form).getByLabelText('Starts') as HTMLInputElement).type).toBe('datetime-local');
    type('Title in English', 'Spring sale');
    type('Title in Français', 'Soldes de printemps');
    const past = minuteIn(-2);
    const later = minuteIn(30);
    type('Starts', past.local);
    type('Ends', later.local);
    await click('Open the sale');
    const start = screen.getByLabelText('Starts');
    expect(start.getAttribute('aria-invalid')).toBe('true');
    expect(said(start)).toBe('The start must be in the future: shoppers never see a sale that began before it was opened.');
    expect(screen.getByLabelText('Ends').getAttribute('aria-invalid')).toBeNull();
    expect((screen.getByLabelText('Title in Français') as HTMLInputElement).value).toBe('Soldes de printemps');
    expect(sales.sales).toHaveLength(2);

    const soon = minuteIn(3);
    type('Starts', soon.local);
    await click('Open the sale');
    expect(screen.getByRole('status').textContent).toBe('The flash sale “Spring sale” is saved.');
    expect(sales.sent.at(-1)).toEqual({ titles: { en: 'Spring sale', fr: 'Soldes de printemps' }, start_time: soon.iso, end_time: later.iso, public: true });
    expect(screen.queryByRole('form', { name: 'New flash sale' })).toBeNull();
    expect(screen.getByText('Spring sale')).toBeTruthy();
  });

  it('edits a running sale without moving its start, then ends it after asking', async () => {
    const sales = new Sales();
    await section(sales);
    await act(async () => { fireEvent.click(screen.getByRole('tab', { name: 'Running' })); });
    expect(screen.getByRole('tab', { name: 'Running' }).getAttribute('aria-selected')).toBe('true');
    await click('Edit Now on');
    expect(screen.getByText(/This sale is running: its start stays/)).toBeTruthy();
    expect((screen.getByLabelText('Starts') as HTMLInputElement).readOnly).toBe(true);
    const later = minuteIn(8);
    type('Ends', later.local);
    await click('Save');
    // The start the field showed to the minute is sent as it was read, to the millisecond.
    expect(sales.sent.at(-1)).toMatchObject({ id: 2, version: 4, start_time: sales.sales[1]!.start_time, end_time: later.iso });
    expect(screen.getByRole('status').textContent).toBe('The flash sale “Now on” is saved.');

    await click('Close Now on');
    expect(screen.getByText('End “Now on” now? Its prices go back to normal for every shopper at once.')).toBeTruthy();
    await click('No, keep it');
    expect(sales.sales[1]!.version).toBe(5);
    await click('Close Now on');
    await click('Yes');
    expect(screen.getByRole('status').textContent).toBe('The flash sale “Now on” has ended now.');
    expect(screen.getByRole('tab', { name: 'Ended' }).getAttribute('aria-selected')).toBe('true');
    // Ended: kept as it ran, nothing to edit or close.
    expect(screen.getByText('Now on')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Now on' })).toBeNull();
  });

  it('works right to left in Arabic: each title in its own direction, times left to right, errors in Arabic beside their field', async () => {
    const sales = new Sales('ar');
    await section(sales, 'ar');
    expect(screen.getByRole('heading', { name: 'التخفيضات السريعة' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'القادمة' })).toBeTruthy();
    expect(screen.getByText('تخفيضات الشتاء')).toBeTruthy();
    expect(screen.getByText('3 منتجات')).toBeTruthy();
    await click('تعديل تخفيضات الشتاء');
    const arabic = screen.getByLabelText('العنوان باللغة العربية') as HTMLInputElement;
    expect([arabic.lang, arabic.dir, arabic.value]).toEqual(['ar', 'rtl', 'تخفيضات الشتاء']);
    expect((screen.getByLabelText('العنوان باللغة English') as HTMLInputElement).dir).toBe('ltr');
    expect((screen.getByLabelText('تبدأ') as HTMLInputElement).dir).toBe('ltr');
    type('تنتهي', minuteIn(1).local);
    await click('حفظ');
    const end = screen.getByLabelText('تنتهي');
    expect(said(end)).toBe('يجب أن تنتهي التخفيضات بعد أن تبدأ.');
    expect(end.getAttribute('aria-invalid')).toBe('true');
    type('تنتهي', minuteIn(100).local);
    fireEvent.change(arabic, { target: { value: 'تخفيضات الشتاء الكبرى' } });
    await click('حفظ');
    expect(screen.getByRole('status')).toBeTruthy();
    expect(sales.sales[0]).toMatchObject({ version: 2, titles: { ar: 'تخفيضات الشتاء الكبرى' } });
    await click('أغلق تخفيضات الشتاء الكبرى');
    await click('نعم');
    expect(sales.sales[0]).toMatchObject({ version: 3, public: false });
    expect(screen.getByText('خاصة')).toBeTruthy();
  });

  it('is not in staff\'s menu, and staff are not shown it', async () => {
    const staff = { ...OPERATOR, role: 'staff' as const, capabilities: ['orders', 'people', 'content'] };
    await section(new Sales(), 'en', staff);
    expect(screen.getByRole('navigation', { name: 'Menu of the back office' }).textContent).not.toContain('Flash sales');
    expect(screen.queryByRole('heading', { name: 'Flash sales' })).toBeNull();
  });
});
