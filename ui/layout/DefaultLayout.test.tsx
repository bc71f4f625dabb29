// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { banner, commonData } from '../test-support/data-factories';
import { renderInShell } from '../test-support/render-harness';
import { DefaultLayout } from './DefaultLayout';

afterEach(() => {
  cleanup();
  document.body.className = '';
});

describe('DefaultLayout', () => {
  it('puts the page in main between the header and the footer, with a skip link to it', async () => {
    await renderInShell(<DefaultLayout><h1>Home</h1></DefaultLayout>);
    const main = screen.getByRole('main');
    expect(main.id).toBe('main');
    expect(main.textContent).toBe('Home');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main');
  });

  it('marks the banners mounted, so the cookie banner shows, and the popup after its answer (never over it)', async () => {
    const shell = await renderInShell(<DefaultLayout>page</DefaultLayout>, {
      data: commonData({ setting: { cookie_banner: 1 }, popup_banner: banner({ type: 9, title: 'Summer sale' }) }),
    });
    expect(shell.banners.mounted).toBe(true);
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.classList.contains('scroll-locked')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Summer sale' })).toBeTruthy();
    expect(document.body.classList.contains('scroll-locked')).toBe(true);
  });
});
