// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { banner, commonData, setting } from '../test-support/data-factories';
import { MemoryStorage } from '../test-support/memory-ports';
import { renderInShell } from '../test-support/render-harness';
import { TopBanner } from './TopBanner';

afterEach(cleanup);

const withTopBanner = (overrides = {}) => commonData({ top_banner: banner({ url: 'https://promo.example.com/', ...overrides }) });

describe('TopBanner', () => {
  it('shows a public banner with its title over its image, linking to its url', async () => {
    const { result } = await renderInShell(<TopBanner />, { data: withTopBanner() });
    const link = screen.getByRole('link', { name: 'Free shipping this week' });
    expect(link.getAttribute('href')).toBe('https://promo.example.com/');
    expect(result.container.querySelector('img')?.getAttribute('src')).toBe('/uploads/banner.jpg');
  });

  it('links home when the banner has no usable target', async () => {
    await renderInShell(<TopBanner />, { data: withTopBanner({ url: 'javascript:alert(1)' }) });
    expect(screen.getByRole('link', { name: 'Free shipping this week' }).getAttribute('href')).toBe('/');
  });

  it('links a product-source banner to its listing in the page language', async () => {
    await renderInShell(<TopBanner />, { data: withTopBanner({ source_type: 4, url: null, slug: 'electronics', source_id: 7 }), language: 'fr', path: '/fr' });
    expect(screen.getByRole('link', { name: 'Free shipping this week' }).getAttribute('href')).toBe('/fr/electronics/products?home_spm=7');
  });

  it('is hidden when the banner is not public', async () => {
    await renderInShell(<TopBanner />, { data: withTopBanner({ status: 2 }) });
    expect(screen.queryByRole('link', { name: 'Free shipping this week' })).toBeNull();
  });

  it('has a close button only when the banner is closable', async () => {
    await renderInShell(<TopBanner />, { data: withTopBanner({ closable: 2 }) });
    expect(screen.getByRole('link', { name: 'Free shipping this week' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close banner' })).toBeNull();
  });

  it('closes and stays closed on the next visit from the same device', async () => {
    const storage = new MemoryStorage();
    await renderInShell(<TopBanner />, { data: withTopBanner(), storage });
    fireEvent.click(screen.getByRole('button', { name: 'Close banner' }));
    expect(screen.queryByRole('link', { name: 'Free shipping this week' })).toBeNull();
    expect(storage.get('topBannerClosed')).toBe('true');
    cleanup();

    await renderInShell(<TopBanner />, { data: withTopBanner(), storage });
    expect(screen.queryByRole('link', { name: 'Free shipping this week' })).toBeNull();
  });

  it('is left out from the very first render once closed, so it never flashes', async () => {
    const storage = new MemoryStorage();
    storage.set('topBannerClosed', 'true');
    await renderInShell(<TopBanner />, { data: withTopBanner(), storage });
    expect(screen.queryByRole('link', { name: 'Free shipping this week' })).toBeNull();
  });

  describe('free delivery, stated from the setting (issue 28)', () => {
    const shop = (over: number | null, title = '', format = {}) =>
      commonData({ top_banner: banner({ title, url: null }), setting: setting({ free_delivery_over: over, ...format }) });

    it('states the threshold in the shop currency, and the operator\'s own title after it', async () => {
      await renderInShell(<TopBanner />, { data: shop(50) });
      expect(screen.getByTestId('top-banner-free-delivery').textContent).toBe('Free delivery on orders of $50 or more');
      cleanup();
      await renderInShell(<TopBanner />, { data: shop(49.9, 'Spring arrivals', { currency_icon: '€', currency_position: 2, decimal_format: 'fr-FR' }) });
      expect(screen.getByRole('link').textContent).toBe('Free delivery on orders of 49,90€ or more · Spring arrivals');
    });

    it('is gone when free delivery is off and nothing else is said; the title alone stays', async () => {
      await renderInShell(<TopBanner />, { data: shop(null) });
      expect(screen.queryByTestId('top-banner')).toBeNull();
      cleanup();
      await renderInShell(<TopBanner />, { data: shop(0) });
      expect(screen.queryByTestId('top-banner')).toBeNull();
      cleanup();
      await renderInShell(<TopBanner />, { data: shop(null, 'Spring arrivals') });
      expect(screen.getByRole('link').textContent).toBe('Spring arrivals');
      expect(screen.queryByTestId('top-banner-free-delivery')).toBeNull();
    });

    it('speaks the shopper\'s language, the amount isolated in Arabic', async () => {
      const expected = { fr: 'Livraison gratuite dès $50 d’achat', ar: 'توصيل مجاني للطلبات بقيمة $50 أو أكثر', tr: '$50 ve üzeri siparişlerde ücretsiz kargo', hi: '$50 या उससे ज़्यादा के ऑर्डर पर मुफ़्त डिलीवरी' };
      for (const [language, text] of Object.entries(expected)) {
        await renderInShell(<TopBanner />, { data: shop(50), language, path: `/${language}`, translated: true });
        const shown = screen.getByTestId('top-banner-free-delivery');
        expect(shown.textContent).toBe(text);
        expect(shown.querySelector('bdi')?.textContent).toBe('$50');
        cleanup();
      }
    });
  });
});
