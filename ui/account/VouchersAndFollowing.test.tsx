// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadFollowing } from '../../core/stores/load-following';
import { LoadUserVouchers } from '../../core/account/vouchers/load-user-vouchers';
import { renderWithApp } from '../test-support/render-harness';
import { accountServices } from './account-test-kit';
import FollowingPage from '../stores/FollowingPage';
import VouchersPage from './VouchersPage';

afterEach(cleanup);

describe('VouchersPage', () => {
  it('shows code, title, discount, minimum spend, validity and uses left; copies the code', async () => {
    const kit = accountServices();
    await renderWithApp(<VouchersPage />, { route: '/user/vouchers', services: kit.services });
    expect(screen.getByLabelText('Loading')).toBeTruthy();
    const resolve = (token: unknown) => kit.services.find(([t]) => t === token)![1] as LoadUserVouchers;
    await act(() => resolve(LoadUserVouchers).execute('en'));
    const card = screen.getByTestId('voucher-card');
    const facts = Object.fromEntries([...card.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
    expect(facts).toEqual({ 'Minimum spend': '$20', 'Up to': '$5', Valid: 'Jan 1, 2026 – Jan 1, 2027', 'Uses left': '2' });
    for (const text of ['HELLO10', 'Welcome', '10% off']) expect(within(card).getByText(text)).toBeTruthy();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(within(card).getByRole('button', { name: 'Copy code: HELLO10' }));
    await waitFor(() => expect(kit.toast.message).toBe('Code copied'));
    expect(writeText).toHaveBeenCalledWith('HELLO10');
  });

  it('says so when there is no voucher', async () => {
    const kit = accountServices();
    kit.vouchers.setVouchers([]);
    await renderWithApp(<VouchersPage />, { route: '/user/vouchers', services: kit.services });
    expect(screen.getByText('You have no vouchers yet.')).toBeTruthy();
  });
});

describe('FollowingPage', () => {
  it('lists followed stores linking to their shop and unfollows one', async () => {
    const kit = accountServices();
    await new LoadFollowing(kit.backend, kit.following, kit.session).execute('en');
    await renderWithApp(<FollowingPage />, { route: '/user/following', services: kit.services });
    const cards = screen.getAllByTestId('store-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link').getAttribute('href')).toBe('/shop/store-1');
    expect(within(cards[0]!).getByRole('img', { name: /4\.5/ })).toBeTruthy();
    // The logo as an image URL of the shop's uploads, not the bare file name.
    expect(cards[1]!.querySelector('img[alt=""]')?.getAttribute('src')).toBe('/uploads/thumb/logos/store-2.svg');
    fireEvent.click(screen.getByRole('button', { name: 'Unfollow: Store 1' }));
    await waitFor(() => expect(screen.getAllByTestId('store-card')).toHaveLength(1));
    expect(kit.toast.message).toBe('You no longer follow Store 1');
  });

  it('highlights its entry in the account navigation, in Arabic too', async () => {
    const kit = accountServices();
    kit.following.setPage({ current_page: 1, data: [], from: null, to: null, total: 0, last_page: 1, per_page: 25 });
    await renderWithApp(<FollowingPage />, { language: 'ar', route: '/ar/user/following', services: kit.services });
    const current = screen.getByRole('navigation', { name: 'حسابي' }).querySelector('[aria-current="page"]');
    expect(current?.getAttribute('href')).toBe('/ar/user/following');
    expect(screen.getByText('لا تتابع أي متجر بعد.')).toBeTruthy();
  });
});
