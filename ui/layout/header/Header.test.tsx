// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commonData, language } from '../../test-support/data-factories';
import { renderInShell } from '../../test-support/render-harness';
import { SessionStore } from '../../app/session-store';
import { fullReload } from '../full-reload';
import { AccountMenu } from './AccountMenu';
import { Header } from './Header';

// jsdom cannot load a new page; record where the language switch would go instead.
const reloadAt = vi.spyOn(fullReload, 'at').mockImplementation(() => {});

afterEach(() => {
  cleanup();
  reloadAt.mockClear();
});

const twoLanguages = () => commonData({ languages: [language('en', 'English'), language('fr', 'Français')] });

describe('Header: language dropdown', () => {
  it('is not offered when the shop speaks one language', async () => {
    await renderInShell(<Header />);
    expect(screen.queryByRole('button', { name: /language/i })).toBeNull();
  });

  it('lists every language when there are two', async () => {
    await renderInShell(<Header />, { data: twoLanguages() });
    const trigger = screen.getByRole('button', { name: /^Language: English\b/ });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Français' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-current')).toBe('true');
  });

  it('saves the chosen language and reloads the same page under its prefix', async () => {
    const shell = await renderInShell(<Header />, { data: twoLanguages(), path: '/search?q=shoes' });
    fireEvent.click(screen.getByRole('button', { name: /^Language: English\b/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Français' }));
    expect(shell.languagePreference.savedCode).toBe('fr');
    expect(reloadAt).toHaveBeenCalledWith('/fr/search?q=shoes');
  });

  it('does not reload when the current language is chosen again', async () => {
    await renderInShell(<Header />, { data: twoLanguages() });
    fireEvent.click(screen.getByRole('button', { name: /^Language: English\b/ }));
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(reloadAt).not.toHaveBeenCalled();
  });
});

describe('Header: contact links', () => {
  it('shows neither mailto nor tel when the shop has no e-mail or phone', async () => {
    const { result } = await renderInShell(<Header />);
    expect(result.container.querySelector('a[href^="mailto:"]')).toBeNull();
    expect(result.container.querySelector('a[href^="tel:"]')).toBeNull();
  });

  it('links the shop e-mail and phone when they are set', async () => {
    await renderInShell(<Header />, { data: commonData({ setting: { email: 'help@shop.test', phone: '+1 555 0100' } }) });
    expect(screen.getByRole('link', { name: 'Email us at help@shop.test' }).getAttribute('href')).toBe('mailto:help@shop.test');
    expect(screen.getByRole('link', { name: 'Call us at +1 555 0100' }).getAttribute('href')).toBe('tel:+15550100');
  });
});

describe('Header: guest links', () => {
  it('offers login and register to a guest', async () => {
    await renderInShell(<Header />);
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
  });

  it('offers seller sign-up only when vendor registration is on', async () => {
    await renderInShell(<Header />);
    expect(screen.queryByRole('link', { name: 'Become a seller' })).toBeNull();
    cleanup();
    await renderInShell(<Header />, { data: commonData({ setting: { vendor_registration: 1 } }) });
    expect(screen.getByRole('link', { name: 'Become a seller' }).getAttribute('href')).toBe('/seller/register');
  });

  it('keeps the links in the page language', async () => {
    await renderInShell(<Header />, { language: 'fr', path: '/fr' });
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/fr/login');
  });
});

describe('Header: search', () => {
  it('goes to the search page with the trimmed text', async () => {
    const shell = await renderInShell(<Header />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Search products' }), { target: { value: '  red shoes ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(shell.location()).toBe('/search?q=red%20shoes');
  });

  it('searches in the current language', async () => {
    const shell = await renderInShell(<Header />, { language: 'fr', path: '/fr' });
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'robe' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(shell.location()).toBe('/fr/search?q=robe');
  });

  it('does not search again for the term the search page already shows', async () => {
    const shell = await renderInShell(<Header />, { path: '/search?q=shoes' });
    expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('shoes');
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'shoes ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(shell.location()).toBe('/search?q=shoes');
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'boots' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(shell.location()).toBe('/search?q=boots');
  });

  it('does not search for blank text', async () => {
    const shell = await renderInShell(<Header />, { path: '/cart' });
    fireEvent.submit(screen.getByRole('search'));
    expect(shell.location()).toBe('/cart');
  });
});

describe('Header: account and cart', () => {
  it('opens the account menu, closes it on Escape and returns focus to its button', async () => {
    await renderInShell(<Header />);
    const trigger = screen.getByRole('button', { name: 'Account' });
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(trigger.getAttribute('aria-controls')!)!;
    const links = within(panel).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Orders', '/user/orders'],
      ['Wishlist', '/user/wishlists'],
      ['Compared', '/user/compared'],
      ['Vouchers', '/user/vouchers'],
    ]);
    expect(within(panel).queryByRole('button', { name: 'Logout' })).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
  });

  it('closes the account menu on a click outside it', async () => {
    await renderInShell(<Header />);
    const trigger = screen.getByRole('button', { name: 'Account' });
    fireEvent.click(trigger);
    fireEvent.pointerDown(document.body);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('moves through the menu items with the arrow keys', async () => {
    await renderInShell(<Header />);
    const trigger = screen.getByRole('button', { name: 'Account' });
    fireEvent.click(trigger);
    const panel = document.getElementById(trigger.getAttribute('aria-controls')!)!;
    fireEvent.keyDown(panel, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Orders');
    fireEvent.keyDown(panel, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('Vouchers');
  });

  it('offers logout to a signed-in shopper', async () => {
    const onLogout = vi.fn();
    await renderInShell(<AccountMenu loggedIn onLogout={onLogout} />);
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('links the cart and tells its count', async () => {
    await renderInShell(<Header />);
    // Named by what it shows ("Cart"), then the count in words: no aria-label to drift from the visible text.
    const cart = screen.getByRole('link', { name: 'Cart 0 items' });
    expect(cart.getAttribute('href')).toBe('/cart');
    expect(cart.hasAttribute('aria-label')).toBe(false);
    expect(screen.getByTestId('cart-badge').textContent).toBe('0');
  });

  it('follows the count as it changes, without a new page', async () => {
    const session = new SessionStore();
    await renderInShell(<Header />, { session });
    act(() => session.setUser({ id: 1, name: 'Ana', email: 'a@b.c', phone: null, image: null, role: 'customer', language: 'en', cart_count: 4, is_logged_in: false, store: null }));
    expect(screen.getByRole('link', { name: 'Cart 4 items' })).toBeTruthy();
  });
});

describe('Header: link rows', () => {
  const withLinks = () =>
    commonData({
      header_links: {
        left: [{ id: 1, title: 'Flash sale', link: '/flash-sale' }],
        right: [{ id: 2, title: 'Blog', link: 'https://blog.example.com/' }],
      },
    });

  it('renders the left and right links, site paths localized and absolute URLs untouched', async () => {
    await renderInShell(<Header />, { data: withLinks(), language: 'ar', path: '/ar' });
    const nav = screen.getByRole('navigation', { name: 'Shop navigation' });
    expect(within(nav).getByRole('link', { name: 'Flash sale' }).getAttribute('href')).toBe('/ar/flash-sale');
    expect(within(nav).getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('https://blog.example.com/');
  });

  it('reveals the links with the menu button and hides them again on Escape', async () => {
    await renderInShell(<Header />, { data: withLinks() });
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-controls')).toBe(screen.getByRole('navigation', { name: 'Shop navigation' }).id);
    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });
});
