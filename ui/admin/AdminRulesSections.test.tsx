// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BackOfficeChallenge, BackOfficeUser } from '../../core/admin/back-office';
import { BackOfficeConsole } from '../../core/admin/back-office-console';
import type { BackOfficeGateway } from '../../core/admin/back-office-gateway.port';
import {
  amountCents, type BannerInput, type BannerRules, bannerProblems, type DeliveryRules, type LanguageView, percentHundredths, type ShippingRuleInput, type TaxRuleInput,
} from '../../core/admin/shop-rules';
import { ShopRulesDesk } from '../../core/admin/shop-rules-desk';
import type { ShopRulesGateway } from '../../core/admin/shop-rules-gateway.port';
import { RequestError } from '../../core/shared/request-error';
import type { ServiceToken } from '../app/services';
import { MetaStore } from '../app/meta-store';
import { renderWithApp } from '../test-support/render-harness';
import { RouteParams } from '../routing/route-params';
import AdminPage from './AdminPage';

afterEach(cleanup);

const OPERATOR: BackOfficeUser = { id: 1, name: 'Asha', email: 'asha@example.test', role: 'operator', language: 'en', totp: true, capabilities: ['orders', 'people', 'content', 'settings', 'staff', 'audit'] };
const LANGUAGES: DeliveryRules['languages'] = [
  { code: 'en', name: 'English', direction: 'ltr', isDefault: true }, { code: 'fr', name: 'Français', direction: 'ltr', isDefault: false },
  { code: 'ar', name: 'العربية', direction: 'rtl', isDefault: false },
];

/** A member already signed in: only `current` is asked. */
class SignedIn implements Partial<BackOfficeGateway> {
  constructor(private readonly member: BackOfficeUser) {}
  async current(): Promise<BackOfficeUser | null> { return this.member; }
  async signIn(): Promise<{ challenge: BackOfficeChallenge; message: string }> { throw new Error('not here'); }
}

const refuse = (...reasons: string[]) => new RequestError(201, reasons[0]!, reasons);

/** api/v1/admin/rules held to the server's rules: amounts ≥ 0, percentages 0-100, versions matched, built-in languages kept. */
class Rules implements ShopRulesGateway {
  rules: DeliveryRules = {
    languages: LANGUAGES,
    shipping: [{ id: 1, titles: { en: 'Standard', ar: 'عادي' }, single_price: false, public: true, version: 1, products: 3, orders: 0,
      places: [{ id: 10, country: 'US', state: 'ALL', price: 7.5, pickup_price: 0, day_needed: 3, pickup_point: '', pickup_address: '' }] }],
    taxes: [{ id: 1, title: 'VAT', type: 2, rate: 8, public: true, version: 1, products: 2 }],
  };
  bannerRules: BannerRules = { languages: LANGUAGES, banners: [{ id: 5, kind: 'top', titles: { en: 'Winter sale' }, on: true, closable: true, link: '', version: 1 }, { id: 6, kind: 'popup', titles: { en: 'Join us' }, on: true, closable: true, link: '', version: 1 }] };
  langs: LanguageView[] = [
    { code: 'en', name: 'English', direction: 'ltr', isDefault: true, predefined: true, active: true, texts: 0, textsUpdatedAt: null },
    { code: 'ar', name: 'العربية', direction: 'rtl', isDefault: false, predefined: true, active: true, texts: 0, textsUpdatedAt: null },
  ];

  async delivery() { return this.rules; }
  async saveShipping(rule: ShippingRuleInput) {
    const stored = this.rules.shipping.find((r) => r.id === rule.id)!;
    if (rule.places.some((p) => amountCents(p.price) === null)) throw refuse('Prices are amounts from 0 to 1,000,000 with at most two decimals.');
    if (stored.version !== rule.version) throw refuse('Someone else changed this since you opened it. Reload to see their change; nothing was saved.');
    Object.assign(stored, { titles: rule.titles, version: stored.version + 1, places: rule.places.map((p) => ({ ...p, price: Number(p.price) })) });
    return { data: this.rules, message: `The shipping rule “${rule.titles.en}” is saved; checkout uses it within seconds.` };
  }
  async deleteShipping() { throw refuse('3 products ship by this rule. Without it nobody could order them.'); return { data: this.rules, message: '' }; }
  async saveTax(rule: TaxRuleInput) {
    if (rule.type === 2 && percentHundredths(rule.rate) === null) throw refuse('A percentage is from 0 to 100, with at most two decimals (7.5 for 7.5 %).');
    const stored = this.rules.taxes.find((r) => r.id === rule.id)!;
    Object.assign(stored, { rate: Number(rule.rate), version: stored.version + 1 });
    return { data: this.rules, message: `The tax rule “${rule.title}” is saved; carts show it within seconds.` };
  }
  async deleteTax() { return { data: this.rules, message: '' }; }
  async banners() { return this.bannerRules; }
  async saveBanner(banner: BannerInput) {
    if (bannerProblems(banner, ['en', 'fr', 'ar']).length > 0) throw refuse('يجب أن يكون الرابط مسارًا في هذا المتجر (مثل /contact) أو عنوانًا يبدأ بـ https://.');
    const stored = this.bannerRules.banners.find((b) => b.id === banner.id)!;
    Object.assign(stored, { ...banner, version: stored.version + 1 });
    return { data: this.bannerRules, message: 'حُفظ الشريط؛ يظهر في واجهة المتجر خلال ثوانٍ.' };
  }
  async languages() { return this.langs; }
  async addLanguage(code: string, name: string, direction: 'ltr' | 'rtl') {
    this.langs = [...this.langs, { code, name, direction, isDefault: false, predefined: false, active: true, texts: 0, textsUpdatedAt: null }];
    return { data: this.langs, message: `${code} (${name}) is added. Until its texts are imported the storefront shows it in English.` };
  }
  async importTexts(code: string, texts: string) {
    try { JSON.parse(texts); } catch { throw refuse('The texts were not imported and nothing was changed: the file is not valid JSON.'); }
    this.langs = this.langs.map((l) => (l.code === code ? { ...l, texts: 1 } : l));
    return { data: this.langs, message: `1 texts of ${code} are imported; the others show in English. Left out (not storefront texts): none.` };
  }
  async removeLanguage(code: string) {
    this.langs = this.langs.filter((l) => l.code !== code);
    return { data: this.langs, message: `${code} and its texts are removed.` };
  }
}

async function section(rules: Rules, name: string, language = 'en') {
  cleanup();
  const services: [ServiceToken<unknown>, unknown][] = [
    [MetaStore, new MetaStore()], [BackOfficeConsole, new BackOfficeConsole(new SignedIn(OPERATOR) as unknown as BackOfficeGateway)], [ShopRulesDesk, new ShopRulesDesk(rules)],
  ];
  const path = `${language === 'en' ? '' : `/${language}`}/admin/${name}`;
  await renderWithApp(<RouteParams.Provider value={{ section: name }}><AdminPage /></RouteParams.Provider>, { language, route: path, services });
  await act(async () => {});
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => act(async () => { fireEvent.click(screen.getByRole('button', { name })); });

describe('the rules sections of the console', () => {
  it('edits a shipping rule\'s place and a tax rate; a refusal lists the server\'s reasons and changes nothing', { timeout: 30_000 }, async () => {
    const rules = new Rules();
    await section(rules, 'delivery');
    expect(screen.getByRole('heading', { name: 'Shipping and tax' })).toBeTruthy();
    expect(screen.getByText('3 products · 0 ordered items')).toBeTruthy();
    await click('Edit Standard');
    expect((screen.getByLabelText('Name in العربية') as HTMLInputElement).dir).toBe('rtl');
    type('Delivery price', '-3');
    await click('Save');
    expect(screen.getByRole('alert').textContent).toBe('Prices are amounts from 0 to 1,000,000 with at most two decimals.');
    expect(rules.rules.shipping[0]!.places[0]!.price).toBe(7.5);
    type('Delivery price', '9.90');
    await click('Save');
    expect(screen.getByRole('status').textContent).toBe('The shipping rule “Standard” is saved; checkout uses it within seconds.');
    expect(rules.rules.shipping[0]!.places[0]).toMatchObject({ id: 10, price: 9.9 });
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();

    await click('Delete Standard');
    expect(screen.getByRole('alert').textContent).toContain('3 products ship by this rule');

    await click('Edit VAT');
    type('Amount or percentage', '120');
    await click('Save');
    expect(screen.getByRole('alert').textContent).toContain('A percentage is from 0 to 100');
    type('Amount or percentage', '7,5');
    await click('Save');
    expect(rules.rules.taxes[0]).toMatchObject({ rate: 7.5, version: 2 });
  });

  it('changes the top banner\'s Arabic text from an Arabic console, each language written in its own direction', async () => {
    const rules = new Rules();
    await section(rules, 'banners', 'ar');
    const top = screen.getByRole('form', { name: 'الشريط العلوي' });
    const arabic = within(top).getByLabelText('النص باللغة العربية') as HTMLInputElement;
    expect([arabic.lang, arabic.dir]).toEqual(['ar', 'rtl']);
    expect((within(top).getByLabelText('النص باللغة English') as HTMLInputElement).dir).toBe('ltr');
    fireEvent.change(arabic, { target: { value: 'تخفيضات الشتاء' } });
    fireEvent.change(within(top).getByLabelText('الرابط'), { target: { value: 'javascript:alert(1)' } });
    await act(async () => { fireEvent.click(within(top).getByRole('button', { name: 'حفظ الشريط العلوي' })); });
    expect(screen.getByRole('alert').textContent).toContain('https://');
    expect(rules.bannerRules.banners[0]!.titles.ar).toBeUndefined();
    fireEvent.change(within(top).getByLabelText('الرابط'), { target: { value: '/contact' } });
    await act(async () => { fireEvent.click(within(top).getByRole('button', { name: 'حفظ الشريط العلوي' })); });
    expect(screen.getByRole('status').textContent).toBe('حُفظ الشريط؛ يظهر في واجهة المتجر خلال ثوانٍ.');
    expect(rules.bannerRules.banners[0]).toMatchObject({ titles: { en: 'Winter sale', ar: 'تخفيضات الشتاء' }, link: '/contact', version: 2 });
  });

  it('says why the built-in languages stay, adds one, imports pasted texts checked by the server, and removes it', async () => {
    const rules = new Rules();
    await section(rules, 'languages');
    expect(screen.getByText(/Default: every name and text is kept in it first/)).toBeTruthy();
    expect(screen.getByText(/Built in: its texts, pages and layout ship with the storefront/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.getByText('Add a language first: the built-in ones\' texts ship with the storefront.')).toBeTruthy();

    type('Code (two letters, such as de)', 'DE');
    type('Name', 'Deutsch');
    await click('Add');
    expect(screen.getByRole('status').textContent).toContain('de (Deutsch) is added');
    expect((screen.getByLabelText('Language') as HTMLSelectElement).value).toBe('de');
    type('Or paste the JSON', '{"layout": ');
    await click('Import');
    expect(screen.getByRole('alert').textContent).toBe('The texts were not imported and nothing was changed: the file is not valid JSON.');
    type('Or paste the JSON', '{"layout": {"login": "Anmelden"}}');
    await click('Import');
    expect(screen.getByText(/1 texts imported/)).toBeTruthy();
    await click('Remove Deutsch');
    expect(screen.getByRole('status').textContent).toBe('de and its texts are removed.');
    expect(rules.langs.map((l) => l.code)).toEqual(['en', 'ar']);
  });

  it('shows staff none of the settings sections', async () => {
    const rules = new Rules();
    cleanup();
    const staff = { ...OPERATOR, role: 'staff' as const, capabilities: ['orders', 'people', 'content'] };
    const services: [ServiceToken<unknown>, unknown][] = [[MetaStore, new MetaStore()], [BackOfficeConsole, new BackOfficeConsole(new SignedIn(staff) as unknown as BackOfficeGateway)], [ShopRulesDesk, new ShopRulesDesk(rules)]];
    await renderWithApp(<RouteParams.Provider value={{ section: 'delivery' }}><AdminPage /></RouteParams.Provider>, { language: 'en', route: '/admin/delivery', services });
    await act(async () => {});
    expect(screen.getByRole('navigation', { name: 'Menu of the back office' }).textContent).not.toContain('Shipping and tax');
    expect(screen.queryByRole('heading', { name: 'Shipping and tax' })).toBeNull();
  });
});
