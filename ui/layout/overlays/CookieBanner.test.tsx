// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { commonData } from '../../test-support/data-factories';
import { MemoryStorage } from '../../test-support/memory-ports';
import { renderInShell } from '../../test-support/render-harness';
import { Footer } from '../footer/Footer';
import { CookieBanner } from './CookieBanner';
import en from '../../i18n/locales/en/layout.json';
import ar from '../../i18n/locales/ar/layout.json';

afterEach(cleanup);

const cookieOn = () => commonData({ setting: { cookie_banner: 1 } });

describe('CookieBanner', () => {
  it('waits for the browser before showing', async () => {
    const shell = await renderInShell(<CookieBanner />, { data: cookieOn() });
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    act(() => shell.banners.markMounted());
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeTruthy();
  });

  it('is not shown when the cookie banner setting is off, nor is Cookie settings', async () => {
    const shell = await renderInShell(<><Footer /><CookieBanner /></>);
    act(() => shell.banners.markMounted());
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cookie settings' })).toBeNull();
  });

  it('links to the privacy policy', async () => {
    const shell = await renderInShell(<CookieBanner />, { data: cookieOn() });
    act(() => shell.banners.markMounted());
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/page/privacy-policy');
  });

  describe.each([
    ['en', en.cookie, '/'],
    ['ar', ar.cookie, '/ar'],
  ] as const)('in %s', (language, words, path) => {
    const shell = (storage = new MemoryStorage()) => renderInShell(<><Footer /><CookieBanner /></>, { data: cookieOn(), storage, language, path, translated: true });

    it('offers Accept and Reject with equal weight and nothing chosen beforehand', async () => {
      const { banners } = await shell();
      act(() => banners.markMounted());
      const region = screen.getByRole('region', { name: words.label });
      const accept = screen.getByRole('button', { name: words.accept });
      const reject = screen.getByRole('button', { name: words.reject });
      expect(accept.tagName).toBe(reject.tagName);
      expect(accept.className).toBe(reject.className);
      expect(accept.parentElement).toBe(reject.parentElement);
      // No pre-ticked choice: no checkbox, switch or radio, and neither button pressed.
      expect(region.querySelectorAll('input, [role="switch"], [role="radio"], [role="checkbox"], [aria-pressed], [aria-checked]')).toHaveLength(0);
      expect(banners.consent).toBeNull();
    });

    it.each([
      ['accept', 'granted'],
      ['reject', 'denied'],
    ] as const)('remembers %s on the next visit', async (button, answer) => {
      const storage = new MemoryStorage();
      const first = await shell(storage);
      act(() => first.banners.markMounted());
      fireEvent.click(screen.getByRole('button', { name: words[button] }));
      expect(screen.queryByRole('region', { name: words.label })).toBeNull();
      expect(first.banners.consent).toBe(answer);
      expect(storage.get('cookieBannerClosed')).toBe('true');
      expect(storage.get('cookieConsent')).toBe(answer);
      cleanup();

      const later = await shell(storage);
      act(() => later.banners.markMounted());
      expect(screen.queryByRole('region', { name: words.label })).toBeNull();
      expect(later.banners.consent).toBe(answer);
    });

    it('reopens from Cookie settings in the footer, and takes a new answer', async () => {
      const storage = new MemoryStorage();
      const { banners } = await shell(storage);
      act(() => banners.markMounted());
      fireEvent.click(screen.getByRole('button', { name: words.reject }));
      expect(screen.queryByRole('region', { name: words.label })).toBeNull();

      fireEvent.click(screen.getByRole('button', { name: words.settings }));
      const region = screen.getByRole('region', { name: words.label });
      expect(document.activeElement).toBe(region);
      fireEvent.click(screen.getByRole('button', { name: words.accept }));
      expect(screen.queryByRole('region', { name: words.label })).toBeNull();
      expect(storage.get('cookieConsent')).toBe('granted');
    });
  });
});
