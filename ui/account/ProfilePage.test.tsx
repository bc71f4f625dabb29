// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../test-support/render-harness';
import { accountServices } from './account-test-kit';
import ProfilePage from './ProfilePage';

afterEach(cleanup);

async function renderProfile(language = 'en') {
  const kit = accountServices();
  await renderWithApp(<ProfilePage />, { language, route: '/user/profile', services: kit.services });
  return kit;
}

const form = (name: string) => screen.getByRole('form', { name });
const type = (scope: HTMLElement, label: string, value: string) => fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

describe('ProfilePage', () => {
  it('updates name and phone and the session shows the new name', async () => {
    const kit = await renderProfile();
    const details = form('Personal details');
    expect((within(details).getByLabelText('Name') as HTMLInputElement).value).toBe('Ana Lima');
    type(details, 'Name', 'Ana Maria');
    fireEvent.click(within(details).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(kit.session.user?.name).toBe('Ana Maria'));
    expect(kit.toast.message).toBe('Profile updated');
  });

  it('refuses an empty name before sending', async () => {
    const kit = await renderProfile();
    const details = form('Personal details');
    type(details, 'Name', '  ');
    fireEvent.click(within(details).getByRole('button', { name: 'Save changes' }));
    expect(within(details).getByText('Name is required')).toBeTruthy();
    expect(kit.session.user?.name).toBe('Ana Lima');
  });

  it('takes only a phone number, saying what one is in the shopper\'s language, on a phone keypad', async () => {
    const kit = await renderProfile();
    const details = form('Personal details');
    const phone = within(details).getByLabelText(/Phone/) as HTMLInputElement;
    expect([phone.type, phone.inputMode, phone.dir]).toEqual(['tel', 'tel', 'ltr']);
    type(details, 'Phone (optional)', 'abc');
    fireEvent.click(within(details).getByRole('button', { name: 'Save changes' }));
    expect(within(details).getByText('Enter a phone number: 6 to 15 digits, with spaces, +, - or brackets')).toBeTruthy();
    expect(kit.session.user?.phone).toBe('+1 555 0100');
    type(details, 'Phone (optional)', '+44 (20) 7946-0958');
    fireEvent.click(within(details).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(kit.session.user?.phone).toBe('+44 (20) 7946-0958'));
  });

  it('states the password rule in Arabic', async () => {
    await renderProfile('ar');
    const password = screen.getAllByRole('form')[1]!;
    fireEvent.change(within(password).getAllByLabelText(/كلمة المرور/)[1]!, { target: { value: 'abc' } });
    fireEvent.click(within(password).getByRole('button'));
    expect(within(password).getByText('يجب أن تتكون كلمة المرور من 6 إلى 128 حرفًا')).toBeTruthy();
  });

  it('checks the new password length and confirmation, then shows the server refusal as an error toast', async () => {
    const kit = await renderProfile();
    const password = form('Change password');
    const submit = () => fireEvent.click(within(password).getByRole('button', { name: 'Change password' }));
    submit();
    expect(within(password).getByText('Current password is required')).toBeTruthy();
    expect(within(password).getByText('New password is required')).toBeTruthy();
    type(password, 'Current password', 'wrong');
    type(password, 'New password', 'abc');
    type(password, 'Confirm password', 'abd');
    submit();
    expect(within(password).getByText('Password must be 6 to 128 characters')).toBeTruthy();
    expect(within(password).getByText("Password didn't match")).toBeTruthy();
    type(password, 'New password', 'abcdef');
    type(password, 'Confirm password', 'abcdef');
    submit();
    await waitFor(() => expect(kit.toast.isError).toBe(true));
    expect(kit.toast.message).toBe('The current password is wrong');
    // The server named the field: its message also stands beside it, until the shopper edits it.
    expect(within(password).getByText('The current password is wrong')).toBeTruthy();
    expect(within(password).getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
    type(password, 'Current password', 'secret1');
    expect(within(password).queryByText('The current password is wrong')).toBeNull();
    submit();
    await waitFor(() => expect(kit.toast.message).toBe('Password changed'));
    expect(kit.backend.password).toBe('abcdef');
  });

  it('deletes the account after the password and the question, then forgets the session and its cookie', async () => {
    const kit = await renderProfile();
    const removal = form('Delete account');
    fireEvent.click(within(removal).getByRole('button', { name: 'Delete my account' }));
    expect(within(removal).getByText('Password is required')).toBeTruthy();
    type(removal, 'Password', 'secret1');
    fireEvent.click(within(removal).getByRole('button', { name: 'Delete my account' }));
    const question = screen.getByRole('alertdialog', { name: 'Do you really want to delete?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(kit.session.user).toBeNull());
    expect(kit.session.token).toBeNull();
    expect(kit.cookie.cleared).toBe(1);
  });

  it('speaks Arabic', async () => {
    await renderProfile('ar');
    const details = form('البيانات الشخصية');
    type(details, 'الاسم', '');
    fireEvent.click(within(details).getByRole('button', { name: 'حفظ التغييرات' }));
    expect(within(details).getByText('حقل الاسم مطلوب')).toBeTruthy();
  });
});
