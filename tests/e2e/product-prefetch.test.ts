import type { Page, Request } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { MANIFEST } from '../../composition/server/build';
import { ManifestAssets } from '../../composition/server/page-handler/manifest-assets';
import { HOVER_INTENT_MS } from '../../ui/routing/link-prefetch';
import { newContext, watchErrors } from './support/browser';
import { useShopInBrowser } from './support/shop-in-browser';
import { gotoSettled } from './support/page-waits';

/** The api/v1 reads of one product's page: the product, its suggestions, its reviews. */
function productReads(id: string) {
  return (url: URL) => url.pathname === `/api/v1/product/${id}`
    || url.pathname === `/api/v1/suggested-products/${id}`
    || (url.pathname === '/api/v1/reviews' && url.searchParams.get('product_id') === id);
}

/** The JavaScript a move to a product needs beyond the first load: the page's chunks and the product feature's. */
function productMoveChunks(): string[] {
  const assets = new ManifestAssets(MANIFEST);
  const firstLoad = new Set(assets.filesFor(null));
  const files = [...assets.filesFor('ui/product/ProductPage.tsx'), ...assets.filesFor('composition/features/product-feature.ts')];
  return [...new Set(files)].filter((file) => file.endsWith('.js') && !firstLoad.has(file));
}

/** Every request the page makes, each marked with whether the click had happened yet. */
function recordRequests(page: Page) {
  const seen: { url: URL; afterClick: boolean }[] = [];
  const state = { clicked: false };
  page.on('request', (request: Request) => seen.push({ url: new URL(request.url()), afterClick: state.clicked }));
  return { seen, state };
}

async function openListing(page: Page, url: string) {
  await page.context().addInitScript(() => {
    window.localStorage.setItem('popupBannerClosed', 'true');
    window.localStorage.setItem('cookieBannerClosed', 'true');
  });
  // Settled, not quiet: the tiles' code read ahead on view starts when the browser is idle, later;
  // the test waits for that itself (networkidle before the click) where it counts it.
  await gotoSettled(page, `${url}/hot-deals`);
  const tile = page.locator('article h3 a').nth(2);
  const href = (await tile.getAttribute('href'))!;
  const id = /\/product\/(\d+)$/.exec(href)![1]!;
  return { tile, id, title: (await tile.textContent())!.trim() };
}

describe('moving from a listing to a product, in a real browser', () => {
  const env = useShopInBrowser();

  // Each case in a new context, closed as it ends (passed or not): what the page requests before
  // and after the click is what they count, and in a used context the product's code would already
  // be in the HTTP cache.
  it('pointing at a tile reads the product before the click, and the click reads nothing again', async () => {
    const context = await newContext(env.browser);
    onTestFinished(() => context.close());
    const page = await context.newPage();
    const errors = watchErrors(page);
    const { seen, state } = recordRequests(page);
    const { tile, id, title } = await openListing(page, env.shop.url);
    const reads = productReads(id);

    await tile.hover();
    // All three of the product page's reads start while the pointer rests on the tile.
    // Three reads after the 65 ms intent, on a loaded machine: more than expect.poll's 1 s default.
    await expect.poll(() => seen.filter((r) => reads(r.url)).length, { timeout: 5_000 }).toBe(3);
    await page.waitForLoadState('networkidle');

    state.clicked = true;
    await tile.click();
    await page.waitForURL(new RegExp(`/product/${id}$`));
    await expect.poll(() => page.locator('[data-testid="product-page"] h1').textContent()).toBe(title);
    await page.waitForLoadState('networkidle');

    const after = seen.filter((r) => r.afterClick);
    expect(after.filter((r) => reads(r.url)).map((r) => r.url.href)).toEqual([]);
    // The page's and the feature's code came while the tiles were in view or pointed at.
    const chunks = productMoveChunks();
    expect(chunks.length).toBeGreaterThan(1);
    expect(after.filter((r) => chunks.includes(r.url.pathname)).map((r) => r.url.pathname)).toEqual([]);
    expect(chunks.filter((file) => !seen.some((r) => r.url.pathname === file))).toEqual([]);
    expect(seen.filter((r) => reads(r.url))).toHaveLength(3);
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('with data saver on, nothing is read ahead: the click reads the product itself', async () => {
    const context = await newContext(env.browser);
    onTestFinished(() => context.close());
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true, effectiveType: '4g' }) });
    });
    const page = await context.newPage();
    const { seen, state } = recordRequests(page);
    const { tile, id, title } = await openListing(page, env.shop.url);
    const reads = productReads(id);
    const listingLoaded = new Set(seen.map((r) => r.url.pathname));

    await tile.hover();
    await tile.focus();
    // A request of our own on the same channel, sent by a timer set after the hover's intent timer
    // (and after the focus, which reads at once): once it is seen, whatever the tile would have
    // read ahead has been requested.
    const marker = page.waitForRequest((request) => request.url().endsWith('/api/v1/common?after-intent'));
    await page.evaluate((ms) => { setTimeout(() => void fetch('/api/v1/common?after-intent'), ms); }, HOVER_INTENT_MS);
    await marker;
    expect(seen.filter((r) => reads(r.url))).toEqual([]);
    // What the listing loads for itself (tiles, grid) is shared; the rest waits for the click.
    const chunks = productMoveChunks().filter((file) => !listingLoaded.has(file));
    expect(chunks.length).toBeGreaterThan(0);
    expect(seen.filter((r) => chunks.includes(r.url.pathname))).toEqual([]);

    state.clicked = true;
    await tile.click();
    await expect.poll(() => page.locator('[data-testid="product-page"] h1').textContent()).toBe(title);
    // The product page's code too waited for the click.
    expect(seen.filter((r) => chunks.includes(r.url.pathname) && r.afterClick).length).toBeGreaterThan(0);
    expect(seen.filter((r) => reads(r.url) && r.afterClick)).toHaveLength(3);
  });
});
