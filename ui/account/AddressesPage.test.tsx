// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADDRESS_FIELDS } from '../../core/account/account-fields';
import { LoadAddresses } from '../../core/account/addresses/load-addresses';
import { LoadCountries } from '../../core/account/addresses/load-countries';
import { renderWithApp } from '../test-support/render-harness';
import { accountServices, MemoryAccountBackend } from './account-test-kit';
import AddressesPage from './AddressesPage';

afterEach(cleanup);

async function renderAddresses(language = 'en', backend = new MemoryAccountBackend()) {
  const kit = accountServices(backend);
  await new LoadAddresses(backend, kit.addresses, kit.session).execute(language);
  await new LoadCountries(backend, kit.countries).execute(language);
  await renderWithApp(<AddressesPage />, { language, route: '/user/addresses', services: kit.services });
  return kit;
}

const cardNames = () => screen.getAllByTestId('address-card').map((card) => card.querySelector('p')!.textContent);
const dialog = () => screen.getByRole('dialog');
const input = (label: RegExp | string) => within(dialog()).getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp | string, value: string) => fireEvent.change(input(label), { target: { value } });

describe('AddressesPage', () => {
  it('shows placeholders until the address book is loaded, then the addresses', async () => {
    const kit = accountServices();
    await renderWithApp(<AddressesPage />, { route: '/user/addresses', services: kit.services });
    expect(screen.getByLabelText('Loading').getAttribute('aria-busy')).toBe('true');
    await act(() => new LoadAddresses(kit.backend, kit.addresses, kit.session).execute('en'));
    expect(cardNames()).toEqual(['Person 2', 'Person 1']);
  });

  it('says so when there is no address', async () => {
    const backend = new MemoryAccountBackend();
    backend.addresses = [];
    await renderAddresses('en', backend);
    expect(screen.getByText('You have not saved any address yet.')).toBeTruthy();
  });

  it('adds an address with the default location AF / BDS; it appears first with the "added" toast', async () => {
    const kit = await renderAddresses();
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    expect(input('Country').value).toBe('AF');
    await waitFor(() => expect(within(input('State') as unknown as HTMLElement).getByText('Badakhshan')).toBeTruthy());
    expect(input('State').value).toBe('BDS');
    type('Name', 'Zara New');
    type('Email', 'zara@example.com');
    type('Phone', '0700 123 456');
    type('City', 'Faizabad');
    type('Zip code', '3401');
    type('Address', '1 River Rd');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cardNames()).toEqual(['Zara New', 'Person 2', 'Person 1']);
    expect(kit.backend.saved[0]).toMatchObject({ country: 'AF', state: 'BDS', address_2: null });
    expect(kit.toast.message).toBe('Address added successfully');
  });

  it('fetches the states of the chosen country', async () => {
    await renderAddresses();
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    fireEvent.change(input('Country'), { target: { value: 'FR' } });
    await waitFor(() => expect(input('State').value).toBe('IDF'));
  });

  it('edits an address in place with the "updated" toast', async () => {
    const kit = await renderAddresses();
    fireEvent.click(screen.getByRole('button', { name: 'Edit: Person 1' }));
    expect(input('Name').value).toBe('Person 1');
    type('Name', 'Person One');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cardNames()).toEqual(['Person 2', 'Person One']);
    expect(kit.toast.message).toBe('Address updated successfully');
  });

  it('asks "Do you really want to delete?" and removes the address only when confirmed', async () => {
    const kit = await renderAddresses();
    fireEvent.click(screen.getByRole('button', { name: 'Delete: Person 2' }));
    const question = screen.getByRole('alertdialog', { name: 'Do you really want to delete?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(cardNames()).toEqual(['Person 2', 'Person 1']);
    fireEvent.click(screen.getByRole('button', { name: 'Delete: Person 2' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(cardNames()).toEqual(['Person 1']));
    expect(kit.backend.addresses.map((a) => a.id)).toEqual([1]);
  });

  it('Escape closes the popup and focus stays inside it while open', async () => {
    await renderAddresses();
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    const panel = dialog();
    expect(panel.contains(document.activeElement)).toBe(true);
    const buttons = within(panel).getAllByRole('button');
    buttons[buttons.length - 1]!.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(panel.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['en', ['Name is required', 'Email is required', 'Phone is required', 'City is required', 'Zip code is required', 'Address is required'], 'Save address', 'Add address'],
    ['ar', ['حقل الاسم مطلوب', 'حقل البريد الإلكتروني مطلوب', 'حقل الهاتف مطلوب', 'حقل المدينة مطلوب', 'حقل الرمز البريدي مطلوب', 'حقل العنوان مطلوب'], 'حفظ العنوان', 'إضافة عنوان'],
  ])('in %s every empty field says "{type} is required" and nothing is sent', async (language, messages, save, add) => {
    const kit = await renderAddresses(language);
    fireEvent.click(screen.getByRole('button', { name: add }));
    fireEvent.click(within(dialog()).getByRole('button', { name: save }));
    for (const message of messages) expect(within(dialog()).getByText(message)).toBeTruthy();
    expect(kit.backend.saved).toEqual([]);
    expect(cardNames()).toHaveLength(2);
  });

  it('shows "{type} is required" for country and state too when they are empty', async () => {
    await renderAddresses();
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    fireEvent.change(input('Country'), { target: { value: '' } });
    fireEvent.change(input('State'), { target: { value: '' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save address' }));
    expect(within(dialog()).getByText('Country is required')).toBeTruthy();
    expect(within(dialog()).getByText('State is required')).toBeTruthy();
    expect(ADDRESS_FIELDS.filter((f) => f !== 'address_2')).toHaveLength(8);
  });

  it('links to the next page when there is more than one', async () => {
    const backend = new MemoryAccountBackend();
    backend.lastPage = 3;
    await renderAddresses('en', backend);
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/user/addresses?page=2');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
  });
});
