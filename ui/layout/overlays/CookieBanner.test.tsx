// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { commonData } from '../../test-support/data-factories';
import { MemoryStorage } from '../../test-support/memory-ports';
import { renderInShell } from '../../test-support/render-harness';
import { CookieBanner } from './CookieBanner';

afterEach(cleanup);

const cookieOn = () => commonData({ setting: { cookie_banner: 1 } });

describe('CookieBanner', () => {
  it('waits for the browser before showing', async () => {
    const shell = await renderInShell(<CookieBanner />, { data: cookieOn() });
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    act(() => shell.banners.markMounted());
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeTruthy();
  });

  it('is not shown when the cookie banner setting is off', async () => {
    const shell = await renderInShell(<CookieBanner />);
    act(() => shell.banners.markMounted());
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  });

  it('links to the privacy policy', async () => {
    const shell = await renderInShell(<CookieBanner />, { data: cookieOn() });
    act(() => shell.banners.markMounted());
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/page/privacy-policy');
  });

  it('remembers Accept on the next visit', async () => {
    const storage = new MemoryStorage();
    const first = await renderInShell(<CookieBanner />, { data: cookieOn(), storage });
    act(() => first.banners.markMounted());
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    cleanup();

    const later = await renderInShell(<CookieBanner />, { data: cookieOn(), storage });
    act(() => later.banners.markMounted());
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  });
});
