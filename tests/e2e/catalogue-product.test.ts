import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InventoryItem, ProductDetail } from '../../core/product/product-detail';
import type { HomeData } from '../../core/home/home-data';
import { DESKTOP, MOBILE, newContext, screenshot } from './support/browser';
import { type ShopServer } from './support/shop-server';
import { useShopInBrowser } from './support/shop-in-browser';
import { gotoSettled } from './support/page-waits';
import { useSharedPage } from './support/shared-page';

interface Envelope<T> { status: number; message: string; data: T }

async function api<T>(shop: ShopServer, path: string, language = 'en'): Promise<T> {
  const response = await fetch(`${shop.url}/api/v1/${path}`, { headers: { Language: language } });
  const body = (await response.json()) as Envelope<T>;
  expect(body.status, `${path}: ${body.message}`).toBe(200);
  return body.data;
}

/**
 * A seeded product with attributes whose in-stock variants differ in price or stock, found through
 * the API the way a shopper finds one: from the home page's products.
 */
async function productWithVariants(shop: ShopServer): Promise<{ product: ProductDetail; first: InventoryItem; second: InventoryItem }> {
  const home = await api<HomeData>(shop, 'home');
  const ids = [...new Set(JSON.stringify(home).match(/"id":\d+,"slug":"[^"]+","title"/g)?.map((m) => Number(/\d+/.exec(m)![0])) ?? [])];
  for (const id of ids.slice(0, 200)) {
    const response = await fetch(`${shop.url}/api/v1/product/${id}`, { headers: { Language: 'en' } });
    const body = (await response.json()) as Envelope<ProductDetail>;
    if (body.status !== 200 || body.data.attribute.length === 0) continue;
    const stocked = body.data.inventory.filter((item) => item.quantity > 1 && item.inventory_attributes.length === body.data.attribute.length);
    const first = stocked[0];
    const second = stocked.find((item) => item !== first && (item.price !== first?.price || item.quantity !== first?.quantity));
    if (first && second) return { product: body.data, first, second };
  }
  throw new Error('the seed has no product with two different in-stock variants among the home page products');
}

async function withoutPopup(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript(() => window.localStorage.setItem('popupBannerClosed', 'true'));
  return context;
}

/** Clicks the value buttons of a variant (one per attribute group). */
async function chooseVariant(page: Page, item: InventoryItem): Promise<void> {
  for (const entry of item.inventory_attributes) {
    const group = page.locator('fieldset').filter({ has: page.locator('legend', { hasText: entry.attribute_value.attribute.title }) });
    await group.getByRole('button', { name: entry.attribute_value.title, exact: true }).click();
  }
}

describe('product, store and static pages in a real browser', () => {
  const env = useShopInBrowser();
  let found: Awaited<ReturnType<typeof productWithVariants>>;
  // The cases take turns with one page of a shopper who closed the popup: none checks a first
  // visit, and a page load in a new context cost Chromium three times what it costs in the page
  // already open.
  const shopper = useSharedPage(async () => withoutPopup(await newContext(env.browser)));

  beforeAll(async () => {
    found = await productWithVariants(env.shop);
  });

  const productPath = (language = 'en') => `${language === 'en' ? '' : `/${language}`}/${found.product.slug}/product/${found.product.id}`;

  it('renders the product page on the server with Product structured data', async () => {
    const response = await fetch(`${env.shop.url}${productPath()}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(found.product.title.replace(/&/g, '&amp;'));
    expect(html).toContain('application/ld+json');
    expect(html).toMatch(/"@type":"Product"/);
  });

  it('changes price and stock with the chosen variant and explains the quantity rules', async () => {
    const { page, errors } = await shopper.open();
    await gotoSettled(page, `${env.shop.url}${productPath()}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(found.product.title);

    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    expect(await page.getByRole('alert').textContent()).toBe('Please select all required attributes.');

    const price = page.getByTestId('product-price');
    const stock = page.getByTestId('product-stock');
    await chooseVariant(page, found.first);
    await expect.poll(() => stock.textContent()).toContain(`Stock: ${found.first.quantity}`);
    const firstPrice = await price.textContent();
    await chooseVariant(page, found.second);
    await expect.poll(() => stock.textContent()).toContain(`Stock: ${found.second.quantity}`);
    if (found.first.price !== found.second.price) expect(await price.textContent()).not.toBe(firstPrice);

    await page.getByRole('button', { name: 'Decrease quantity' }).click();
    expect(await page.getByRole('alert').textContent()).toBe('Must have minimum 1 item.');
    await page.locator('#product-quantity').fill(String(found.second.quantity + 1));
    expect(await page.getByRole('alert').textContent()).toBe('Product quantity exceeds inventory.');
    await page.locator('#product-quantity').fill('1');
    expect(await page.getByRole('alert').count()).toBe(0);

    // A guest asking for the wishlist is sent to sign in and back.
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await page.waitForURL(/\/login\?redirect=/);
    expect(decodeURIComponent(new URL(page.url()).search)).toContain(productPath());
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('opens the zoom dialog from the keyboard', async () => {
    const { page } = await shopper.open();
    await gotoSettled(page, `${env.shop.url}${productPath()}`);
    await page.getByRole('button', { name: /^Zoom image/ }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });

  it('works in Arabic, right to left', async () => {
    const { page, errors } = await shopper.open();
    await gotoSettled(page, `${env.shop.url}${productPath('ar')}`);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await page.getByRole('button', { name: 'أضف إلى السلة', exact: true }).click();
    expect(await page.getByRole('alert').textContent()).toBe('يرجى اختيار جميع الخصائص المطلوبة.');

    // A discount keeps its sign before the number ("-24%", not "24%-"): a left-to-right isolate.
    const home = await api<HomeData>(env.shop, 'home');
    const offered = /"id":(\d+),"slug":"([^"]+)","title":"[^"]*","badge":[^,]*,"selling":([\d.]+),"offered":([\d.]+)/g;
    const discounted = [...JSON.stringify(home).matchAll(offered)].find((m) => Number(m[4]) > 0 && Number(m[4]) < Number(m[3]));
    expect(discounted, 'a product with an offer on the home page').toBeDefined();
    await gotoSettled(page, `${env.shop.url}/ar/${discounted![2]}/product/${discounted![1]}`);
    const badge = page.getByTestId('product-discount');
    expect(await badge.textContent()).toMatch(/^-\d+%$/);
    expect(await badge.evaluate((el) => [getComputedStyle(el).direction, getComputedStyle(el).unicodeBidi])).toEqual(['ltr', 'isolate']);
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it.each(['en', 'ar'])('looks right on desktop and phone in %s (screenshots, no sideways scrolling)', async (language) => {
    for (const [label, viewport] of [['desktop', DESKTOP], ['mobile', MOBILE]] as const) {
      const { page } = await shopper.open({ viewport });
      await gotoSettled(page, `${env.shop.url}${productPath(language)}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(1);
      await screenshot(page, `product-${language}-${label}`);
      await gotoSettled(page, `${env.shop.url}${language === 'en' ? '' : `/${language}`}/shop/${found.product.store.slug}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);
      await screenshot(page, `store-${language}-${label}`);
    }
  });

  it('shows a store with its products, and a guest who follows it goes to sign in', async () => {
    const { page } = await shopper.open();
    await gotoSettled(page, `${env.shop.url}/shop/${found.product.store.slug}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(found.product.store.name);
    await expect.poll(() => page.locator('main a[href*="/product/"]').count()).toBeGreaterThan(0);
    expect(await page.getByText(/^Member since /).count()).toBe(1);
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await page.waitForURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/shop/${found.product.store.slug}`);
  });

  it('shows the privacy policy page and the 404 page for an unknown slug', async () => {
    const { page } = await shopper.open();
    await gotoSettled(page, `${env.shop.url}/page/privacy-policy`);
    expect(await page.getByTestId('static-page').count()).toBe(1);
    expect((await page.getByRole('heading', { level: 1 }).textContent())?.length).toBeGreaterThan(3);
    await screenshot(page, 'static-privacy-en-desktop');
    const missing = await gotoSettled(page, `${env.shop.url}/page/no-such-page-here`);
    expect(missing?.status()).toBe(404);
    expect(await page.getByText('This page could not be found').count()).toBeGreaterThan(0);
  });
});
