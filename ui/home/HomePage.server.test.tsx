// Node environment on purpose: the page must render on the server, where there is no window or document.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import HomePage from './HomePage';
import { createTestApp } from '../test-support/render-harness';
import { makeFlashSale, makeHomeData, makeTile } from '../test-support/data-factories';

describe('HomePage on the server', () => {
  it('renders every section without touching browser globals', async () => {
    expect(typeof window).toBe('undefined');
    const app = await createTestApp({ language: 'ar' });
    app.home.setHome(makeHomeData({ flash_sales: [makeFlashSale({ public_products: [makeTile({ id: 77, slug: 'lamp' })] })] }), 'ar');
    const html = renderToString(app.wrap(<HomePage />));
    expect(html).toContain('href="/ar/lamp/product/77"');
    expect(html).toContain('aria-roledescription="carousel"');
    // The countdown waits for the browser's clock: a neutral value, identical when hydrating.
    expect(html).toContain('--');
  });

  it('renders the placeholders while the data is missing', async () => {
    const app = await createTestApp();
    const html = renderToString(app.wrap(<HomePage />));
    expect(html.match(/data-testid="tile-shimmer"/g)).toHaveLength(42);
  });
});
