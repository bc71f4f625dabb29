// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { commonData } from '../../test-support/data-factories';
import { renderInShell } from '../../test-support/render-harness';
import { Footer } from './Footer';

afterEach(cleanup);

describe('Footer', () => {
  const data = () =>
    commonData({
      categories: [
        { id: 1, title: 'Fashion', slug: 'fashion', in_footer_child: [{ id: 11, title: 'Shoes', slug: 'shoes' }, { id: 12, title: 'Bags', slug: 'bags' }] },
        { id: 2, title: 'Books', slug: 'books', in_footer_child: [] },
      ],
      services: [{ id: 1, title: 'Returns', slug: 'returns' }, { id: 2, title: 'Contact us', slug: '', link: '/contact' }],
      about: [{ id: 1, title: 'Careers', link: '/page/careers' }, { id: 2, title: 'Press', link: 'https://press.example.com/' }],
      payment: [{ id: 1, title: 'Visa', link: '', image: 'visa.svg' }],
      social: [{ id: 1, title: 'Instagram', link: 'https://instagram.example.com/shop', image: 'instagram.svg' }],
    });

  it('lists each category with its footer sub-categories', async () => {
    await renderInShell(<Footer />, { data: data() });
    const tree = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(tree).getByRole('link', { name: 'Fashion' }).getAttribute('href')).toBe('/all/fashion');
    expect(within(tree).getByRole('link', { name: 'Shoes' }).getAttribute('href')).toBe('/all/fashion/shoes');
    expect(within(tree).getByRole('link', { name: 'Bags' }).getAttribute('href')).toBe('/all/fashion/bags');
    expect(within(tree).getByRole('link', { name: 'Books' }).getAttribute('href')).toBe('/all/books');
  });

  it('links services to their pages and about items to their links', async () => {
    await renderInShell(<Footer />, { data: data(), language: 'tr', path: '/tr' });
    expect(screen.getByRole('link', { name: 'Returns' }).getAttribute('href')).toBe('/tr/page/returns');
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/tr/contact');
    expect(screen.getByRole('link', { name: 'Careers' }).getAttribute('href')).toBe('/tr/page/careers');
    expect(screen.getByRole('link', { name: 'Press' }).getAttribute('href')).toBe('https://press.example.com/');
  });

  it('shows payment icons and opens social links in a new tab', async () => {
    await renderInShell(<Footer />, { data: data() });
    expect(screen.getByRole('img', { name: 'Visa' }).getAttribute('src')).toBe('/uploads/visa.svg');
    const social = screen.getByRole('link', { name: 'Instagram (opens in a new tab)' });
    expect(social.getAttribute('href')).toBe('https://instagram.example.com/shop');
    expect(social.getAttribute('target')).toBe('_blank');
    expect(social.getAttribute('rel')).toContain('noopener');
  });

  it('shows the footer logo linking home and the copyright line with this year', async () => {
    await renderInShell(<Footer />, { data: data() });
    const logo = screen.getByRole('img', { name: 'Demo Shop' });
    expect(logo.getAttribute('src')).toBe('/uploads/footer-logo.svg');
    expect(logo.closest('a')?.getAttribute('href')).toBe('/');
    expect(screen.getByText(`© ${new Date().getFullYear()} Demo Shop. All rights reserved.`)).toBeTruthy();
  });
});
