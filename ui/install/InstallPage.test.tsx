// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { InstallGateway, PermissionReport } from '../../core/install/install-gateway.port';
import type { DatabaseChoice } from '../../core/install/install-rules';
import { InstallShop } from '../../core/install/install-shop';
import { RequestError } from '../../core/shared/request-error';
import type { ServiceToken } from '../app/services';
import { MetaStore } from '../app/meta-store';
import { renderWithApp } from '../test-support/render-harness';
import InstallPage from './InstallPage';

afterEach(cleanup);

const TOKEN = 'A'.repeat(32);

/** The server's side of `install/*`, held to its rules: one token, closed once set up. */
class Installer implements InstallGateway {
  configuredNow = false;
  writable = true;
  chosen: { choice: DatabaseChoice; language: string }[] = [];
  databaseRefusal: RequestError | null = null;

  configured(): Promise<boolean> {
    return Promise.resolve(this.configuredNow);
  }

  permissions(token: string): Promise<PermissionReport> {
    if (this.configuredNow || token !== TOKEN) return Promise.reject(new RequestError(403, 'The setup token is missing or wrong. Copy it from the server log.'));
    return Promise.resolve({ folders: [{ name: 'data', path: '/srv/shop/data', writable: this.writable }, { name: 'uploads', path: '/srv/shop/data/uploads', writable: true }], sqlite_path: 'data/shop.db' });
  }

  shopServing(): Promise<boolean> {
    return Promise.resolve(true);
  }

  setDatabase(token: string, choice: DatabaseChoice, language: string): Promise<string> {
    if (this.configuredNow || token !== TOKEN) return Promise.reject(new RequestError(403, 'This shop is already set up. The installer is closed.'));
    if (this.databaseRefusal) return Promise.reject(this.databaseRefusal);
    this.chosen.push({ choice, language });
    this.configuredNow = true;
    return Promise.resolve('Your shop is set up.');
  }
}

async function installPage(installer: Installer, language = 'en') {
  const services: [ServiceToken<unknown>, unknown][] = [[MetaStore, new MetaStore()], [InstallShop, new InstallShop(installer)]];
  await renderWithApp(<InstallPage />, { language, route: language === 'en' ? '/install' : `/${language}/install`, services });
  await act(async () => {});
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
const click = (name: string) => act(async () => { fireEvent.click(screen.getByRole('button', { name })); });

describe('InstallPage', () => {
  it('asks for the token, refuses a wrong one, shows the folders, then sets up the chosen database', async () => {
    const installer = new Installer();
    await installPage(installer);
    await click('Continue');
    expect(screen.getByText('Setup token is required')).toBeTruthy();
    type('Setup token', 'wrong');
    await click('Continue');
    expect(screen.getByText('The setup token is missing or wrong. Copy it from the server log.')).toBeTruthy();

    type('Setup token', ` ${TOKEN} `);
    await click('Continue');
    expect(screen.getByRole('heading', { level: 2, name: 'Folders' })).toBeTruthy();
    expect(screen.getAllByText('Writable')).toHaveLength(2);
    await click('Continue');

    expect((screen.getByLabelText('Database file', { selector: 'input' }) as HTMLInputElement).value).toBe('data/shop.db');
    fireEvent.click(screen.getByRole('radio', { name: /PostgreSQL/ }));
    type('PostgreSQL address', 'mysql://root@localhost/shop');
    await click('Set up the shop');
    expect(screen.getByText('Enter an address such as postgres://user:password@host:5432/shop.')).toBeTruthy();
    expect(installer.chosen).toEqual([]);

    // The first operator: an address and a password as long as the storefront asks, checked before sending.
    type('PostgreSQL address', 'postgres://shop@db:5432/shop');
    await click('Set up the shop');
    expect(screen.getByText('Enter the e-mail address you will sign in to the back office with.')).toBeTruthy();
    type('Your e-mail address', 'owner@example.test');
    type('Password for the back office', 'abc');
    await click('Set up the shop');
    expect(screen.getByText('Choose a password of 6 to 128 characters.')).toBeTruthy();
    type('Password for the back office', 'Owner-pass-1');
    expect(installer.chosen).toEqual([]);

    installer.databaseRefusal = new RequestError(201, 'Could not connect', ['Could not connect'], { postgres_url: 'Could not connect to PostgreSQL at db:5432.' });
    type('PostgreSQL address', 'postgres://shop@db:5432/shop');
    await click('Set up the shop');
    expect(screen.getByText('Could not connect to PostgreSQL at db:5432.')).toBeTruthy();

    installer.databaseRefusal = null;
    fireEvent.click(screen.getByRole('checkbox'));
    await click('Set up the shop');
    expect(installer.chosen).toEqual([{ choice: { kind: 'postgres', postgres_url: 'postgres://shop@db:5432/shop', demo: false, operator_email: 'owner@example.test', operator_password: 'Owner-pass-1' }, language: 'en' }]);
    expect(screen.getByRole('heading', { level: 2, name: 'Your shop is set up.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the shop' }).getAttribute('href')).toBe('/');
  });

  it('keeps the way on closed while a folder is not writable', async () => {
    const installer = new Installer();
    installer.writable = false;
    await installPage(installer);
    type('Setup token', TOKEN);
    await click('Continue');
    expect(screen.getByText('Not writable')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    installer.writable = true;
    await click('Check again');
    await click('Continue');
    expect(screen.getByRole('heading', { level: 2, name: 'Database' })).toBeTruthy();
  });

  it('on a set-up shop, in Arabic, says so and links home without asking for anything', async () => {
    const installer = new Installer();
    installer.configuredNow = true;
    await installPage(installer, 'ar');
    expect(screen.getByRole('heading', { level: 2, name: 'هذا المتجر مُعدّ بالفعل.' })).toBeTruthy();
    expect(screen.queryByLabelText('رمز الإعداد', { selector: 'input' })).toBeNull();
    expect(screen.getByRole('link', { name: 'الذهاب إلى المتجر' }).getAttribute('href')).toBe('/ar');
  });
});
