// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BackOfficeChallenge, BackOfficeUser } from '../../core/admin/back-office';
import { BackOfficeConsole } from '../../core/admin/back-office-console';
import type { BackOfficeGateway } from '../../core/admin/back-office-gateway.port';
import { inputOf, type SettingsGroup, type SettingsInput, type ShopSettings } from '../../core/admin/settings';
import { SettingsDesk } from '../../core/admin/settings-desk';
import { FreeDeliveryForm, readPaymentSwitches, readSettingsForm, StorefrontForm } from '../../core/admin/settings-forms';
import type { SettingsGateway } from '../../core/admin/settings-gateway.port';
import { RequestError } from '../../core/shared/request-error';
import type { ServiceToken } from '../app/services';
import { MetaStore } from '../app/meta-store';
import { renderWithApp } from '../test-support/render-harness';
import { RouteParams } from '../routing/route-params';
import AdminPage from './AdminPage';

afterEach(cleanup);

const OPERATOR: BackOfficeUser = { id: 1, name: 'Asha', email: 'asha@example.test', role: 'operator', language: 'en', totp: false, capabilities: ['orders', 'people', 'content', 'settings', 'staff', 'audit'] };
const STAFF: BackOfficeUser = { ...OPERATOR, id: 2, role: 'staff', capabilities: ['orders', 'people', 'content'] };

const SETTINGS: ShopSettings = {
  languages: ['en', 'fr', 'ar'],
  payments: [
    { method: 2, key: 'cash_on_delivery', online: false, configured: true, enabled: true, version: 1 },
    { method: 7, key: 'bank_transfer', online: false, configured: true, enabled: true, version: 1 },
    { method: 3, key: 'stripe', online: true, configured: true, enabled: false, version: 1 },
    { method: 4, key: 'paypal', online: true, configured: false, enabled: false, version: 1 },
  ],
  bankTransfer: { version: 1, bank_name: 'Demo Bank', account_holder: 'Demo Ltd', account_number: '0123', branch: '', swift: '', routing: '', instructions: { en: 'Use your order code.', fr: '', ar: '' } },
  storefront: { version: 4, enable_ga: false, ga_id: '', enable_pixel: false, pixel_id: '', cookie_banner: true, guest_checkout: true, vendor_registration: true, product_review: true },
  freeDelivery: { version: 4, amount: '', currency: 'USD' },
  shop: { version: 4, site_version: 2, site_name: 'Demo Shop', email: 'hello@demo.test', phone: '' },
};

/** The server's side of api/v1/admin/settings, held to its rules: core's forms, the versions, the keys. */
class SettingsServer implements SettingsGateway {
  settings: ShopSettings = structuredClone(SETTINGS);
  saves: SettingsGroup[] = [];
  async read(): Promise<ShopSettings> { return structuredClone(this.settings); }
  async save<G extends SettingsGroup>(group: G, input: SettingsInput[G]): Promise<{ settings: ShopSettings; message: string }> {
    const refuse = (fields: Record<string, string>) => { throw new RequestError(201, Object.values(fields)[0]!, Object.values(fields), fields); };
    const stale = () => { throw new RequestError(201, 'Someone else changed these settings after you opened them.', ['Someone else changed these settings after you opened them.']); };
    const s = this.settings;
    if (group === 'payments') {
      const { switches, errors } = readPaymentSwitches(input, s.payments);
      if (errors['method.4']) refuse({ 'method.4': 'PayPal cannot be turned on: its keys are not configured on the server.' });
      for (const sw of switches) {
        const row = s.payments.find((m) => m.method === sw.method)!;
        if (row.version !== sw.version) stale();
        if (row.enabled !== sw.enabled) Object.assign(row, { enabled: sw.enabled, version: row.version + 1 });
      }
    } else if (group === 'storefront') {
      const { errors } = readSettingsForm(StorefrontForm, input);
      if (errors.ga_id) refuse({ ga_id: 'A Google Analytics 4 measurement ID starts with G- followed by letters and digits, for example G-ABC123XYZ9.' });
      if (Number((input as SettingsInput['storefront']).version) !== s.storefront.version) stale();
      s.storefront = { ...(input as SettingsInput['storefront']), version: s.storefront.version + 1 };
      s.freeDelivery.version = s.shop.version = s.storefront.version;
    } else if (group === 'freeDelivery') {
      const { errors } = readSettingsForm(FreeDeliveryForm, input);
      if (errors.amount) refuse({ amount: 'Enter an amount above 0 with at most two decimals (50 or 49.90), or leave it empty for no free delivery.' });
      if (Number((input as SettingsInput['freeDelivery']).version) !== s.freeDelivery.version) stale();
      s.freeDelivery = { ...s.freeDelivery, amount: (input as SettingsInput['freeDelivery']).amount, version: s.freeDelivery.version + 1 };
      s.storefront.version = s.shop.version = s.freeDelivery.version;
    } else throw new Error(`not faked: ${group}`);
    this.saves.push(group);
    return { settings: structuredClone(s), message: `Saved: ${group}.` };
  }
}

class SignedIn implements Partial<BackOfficeGateway> {
  constructor(private readonly member: BackOfficeUser) {}
  async current() { return this.member; }
  async signIn(): Promise<{ challenge: BackOfficeChallenge; message: string }> { throw new Error('signed in already'); }
}

async function settingsPage(server: SettingsServer, member = OPERATOR, language = 'en') {
  cleanup();
  const services: [ServiceToken<unknown>, unknown][] = [
    [MetaStore, new MetaStore()],
    [BackOfficeConsole, new BackOfficeConsole(new SignedIn(member) as unknown as BackOfficeGateway)],
    [SettingsDesk, new SettingsDesk(server)],
  ];
  await renderWithApp(<RouteParams.Provider value={{ section: 'settings' }}><AdminPage /></RouteParams.Provider>, { language, route: `${language === 'en' ? '' : `/${language}`}/admin/settings`, services });
  await act(async () => {});
}

const form = (name: string) => screen.getByRole('form', { name });
const submit = (name: string) => act(async () => { fireEvent.click(within(form(name)).getByRole('button', { name: 'Save' })); });

describe('AdminSettingsSection', () => {
  it('lists the payment methods with whether their keys are configured, and turns Stripe on with a notice', async () => {
    const server = new SettingsServer();
    await settingsPage(server);
    const payments = form('Payment methods');
    expect(within(payments).getByRole('checkbox', { name: 'PayPal' })).toHaveProperty('disabled', true);
    expect(within(payments).getByText('No keys on the server')).toBeTruthy();
    expect(within(payments).getAllByText('Keys configured')).toHaveLength(1);
    fireEvent.click(within(payments).getByRole('checkbox', { name: 'Stripe' }));
    await submit('Payment methods');
    expect(within(form('Payment methods')).getByRole('status').textContent).toBe('Saved: payments.');
    expect(server.settings.payments.find((m) => m.key === 'stripe')).toMatchObject({ enabled: true, version: 2 });
  });

  it('shows the server\'s message next to the refused field and saves nothing; the other groups keep their edits and save after', async () => {
    const server = new SettingsServer();
    await settingsPage(server);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Google Analytics' }));
    fireEvent.change(screen.getByLabelText('Google Analytics measurement ID'), { target: { value: 'UA-1-1' } });
    fireEvent.change(screen.getByLabelText(/Free delivery from/), { target: { value: '49.90' } });
    await submit('Analytics and storefront');
    const field = screen.getByLabelText('Google Analytics measurement ID');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)!.textContent).toContain('starts with G-');
    expect(server.saves).toEqual([]);
    fireEvent.change(field, { target: { value: 'G-ABC123' } });
    await submit('Analytics and storefront');
    expect(within(form('Analytics and storefront')).getByRole('status').textContent).toBe('Saved: storefront.');
    // The free-delivery form shares the settings row: it takes the row's new version, its typed amount kept.
    expect(screen.getByLabelText<HTMLInputElement>(/Free delivery from/).value).toBe('49.90');
    await submit('Free delivery');
    expect(within(form('Free delivery')).getByRole('status').textContent).toBe('Saved: freeDelivery.');
    expect(server.settings.freeDelivery.amount).toBe('49.90');
  });

  it('says a stale save was refused when someone else changed the group meanwhile', async () => {
    const server = new SettingsServer();
    await settingsPage(server);
    server.settings.freeDelivery = { ...server.settings.freeDelivery, amount: '10.00', version: 5 };
    fireEvent.change(screen.getByLabelText(/Free delivery from/), { target: { value: '20' } });
    await submit('Free delivery');
    expect(within(form('Free delivery')).getByRole('alert').textContent).toContain('Someone else changed');
    expect(server.settings.freeDelivery.amount).toBe('10.00');
    expect(inputOf(server.settings, 'freeDelivery').amount).toBe('10.00');
  });

  it('is in Arabic right to left, and staff see no settings in the menu or by the path', async () => {
    await settingsPage(new SettingsServer(), OPERATOR, 'ar');
    expect(screen.getByRole('heading', { name: 'طرق الدفع' })).toBeTruthy();
    expect(screen.getByText('لا مفاتيح على الخادم')).toBeTruthy();
    await settingsPage(new SettingsServer(), STAFF, 'fr');
    expect(screen.getByRole('navigation', { name: 'Menu du back-office' }).textContent).not.toContain('Réglages');
    expect(screen.getByRole('alert').textContent).toBe('Cette partie du back-office n’est pas ouverte à votre rôle.');
    expect(screen.queryByRole('form', { name: 'Moyens de paiement' })).toBeNull();
  });
});
