import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListingResult, SourceListingResult } from '../../core/catalogue/listing';
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

type Catalogue = Record<`showing_${Intl.LDMLPluralRule}`, string> & { sort: Record<string, string>; filters: Record<string, string> };
const words = (language: string) => JSON.parse(readFileSync(`ui/i18n/locales/${language}/catalogue.json`, 'utf8')) as Catalogue;
const showing = (language: string, from: number, to: number, total: number) =>
  words(language)[`showing_${new Intl.PluralRules(language).select(total)}`].replace('{{from}}', String(from)).replace('{{to}}', String(to)).replace('{{count}}', String(total));

/** The shopper's journey through one category, found through the API: a brand with products there and a price range. */
interface Journey {
  slug: string;
  total: number;
  brand: { id: number; title: string; total: number };
  min: number;
  max: number;
  ranged: number;
}

async function findJourney(shop: ShopServer): Promise<Journey> {
  const { categories } = await api<{ categories: { slug: string }[] }>(shop, 'categories');
  let best: Journey | null = null;
  for (const { slug } of categories) {
    const listing = await api<ListingResult>(shop, `all?category=${encodeURIComponent(slug)}&sidebar_data=true`);
    if (listing.result.total <= 30 || (best && listing.result.total <= best.total)) continue;
    for (const brand of listing.brands ?? []) {
      const branded = await api<ListingResult>(shop, `all?category=${encodeURIComponent(slug)}&brand=${brand.id}&sortby=price_low_to_high`);
      const prices = branded.result.data.map((tile) => (tile.offered > 0 ? tile.offered : tile.selling));
      if (prices.length < 4) continue;
      // A range holding the cheaper half of the brand's first page: whole amounts, as a shopper types them.
      const min = Math.floor(prices[0]!);
      const max = Math.ceil(prices[Math.floor(prices.length / 2)]!);
      const ranged = (await api<ListingResult>(shop, `all?category=${encodeURIComponent(slug)}&brand=${brand.id}&min=${min}&max=${max}`)).result.total;
      if (ranged < 2 || ranged >= branded.result.total) continue;
      best = { slug, total: listing.result.total, brand: { id: brand.id, title: brand.title, total: branded.result.total }, min, max, ranged };
      break;
    }
  }
  if (!best) throw new Error('the seed has no category with more than 30 products and a brand to filter by');
  return best;
}

async function withoutPopup(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript(() => window.localStorage.setItem('popupBannerClosed', 'true'));
  return context;
}

const status = (page: Page) => page.locator('#listing-count');
/** Product links of the tiles shown, in order. */
const tileLinks = (page: Page) => page.locator('main article h3 a');

/** Amounts of the tiles shown (the price a shopper reads), in order. */
async function shownPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('main article p').evaluateAll((nodes) => nodes.map((node) => node.firstElementChild?.textContent ?? ''));
  return texts.map((text) => Number(text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[^\d.]/g, '')));
}

describe('listing pages in a real browser', () => {
  const env = useShopInBrowser();
  let journey: Journey;
  // Listings are read from their address alone, so the cases take turns with one page of a shopper
  // who closed the popup (a page load in a new context cost Chromium three times what it costs in
  // the page already open); the screenshots with one of a shopper who also answered the cookie banner.
  const shopper = useSharedPage(async () => withoutPopup(await newContext(env.browser)));
  const accepted = useSharedPage(async () => {
    const context = await withoutPopup(await newContext(env.browser));
    // A shopper who accepted cookies: the banner would hide the tiles the screenshot is for.
    await context.addInitScript(() => window.localStorage.setItem('cookieBannerClosed', 'true'));
    return context;
  });

  beforeAll(async () => {
    journey = await findJourney(env.shop);
  });

  it.each(['en', 'ar'])('filters by brand and price, sorts, goes back, and opens a product (%s)', async (language) => {
    const prefix = language === 'en' ? '' : `/${language}`;
    const t = words(language);
    const { page, errors } = await shopper.open();
    const base = `${prefix}/all/${journey.slug}`;
    await gotoSettled(page, `${env.shop.url}${base}`);
    expect(await page.getAttribute('html', 'dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
    await expect.poll(() => status(page).textContent()).toBe(showing(language, 1, 30, journey.total));

    // Checking navigates; the box shows checked once the new URL's page renders.
    await page.getByRole('checkbox', { name: journey.brand.title, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('brand') === String(journey.brand.id));
    await expect.poll(() => status(page).textContent()).toBe(showing(language, 1, Math.min(30, journey.brand.total), journey.brand.total));

    await page.getByPlaceholder(t.filters.min!, { exact: true }).fill(String(journey.min));
    await page.getByPlaceholder(t.filters.max!, { exact: true }).fill(String(journey.max));
    await page.getByRole('button', { name: t.filters.go, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('min') === String(journey.min) && url.searchParams.get('max') === String(journey.max));
    const rangedText = showing(language, 1, Math.min(30, journey.ranged), journey.ranged);
    await expect.poll(() => status(page).textContent()).toBe(rangedText);

    await page.getByLabel(t.sort.label!).selectOption('price_low_to_high');
    await page.waitForURL((url) => url.searchParams.get('sortby') === 'price_low_to_high');
    await expect.poll(() => page.locator('main [aria-busy="true"]').count()).toBe(0);
    // The page lists what the API lists, and the prices read on it ascend (a flash sale's
    // price included: sorts follow the price the tile shows).
    const query = `all?category=${journey.slug}&brand=${journey.brand.id}&min=${journey.min}&max=${journey.max}&sortby=price_low_to_high`;
    const sorted = (await api<ListingResult>(env.shop, query, language)).result.data;
    await expect.poll(() => tileLinks(page).allTextContents()).toEqual(sorted.map((tile) => tile.title));
    // The tiles may render once more after their titles match (the sorted page settling): read
    // the prices once they are all there.
    await expect.poll(async () => (await shownPrices(page)).length).toBe(journey.ranged > 30 ? 30 : journey.ranged);
    const prices = await shownPrices(page);
    expect(prices.length).toBe(journey.ranged > 30 ? 30 : journey.ranged);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    // The browser's back button brings back the unsorted filters and their results.
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('sortby') === null && url.searchParams.get('min') === String(journey.min));
    await expect.poll(() => status(page).textContent()).toBe(rangedText);
    expect(await page.getByRole('checkbox', { name: journey.brand.title, exact: true }).isChecked()).toBe(true);
    expect(await page.getByPlaceholder(t.filters.min!, { exact: true }).inputValue()).toBe(String(journey.min));
    expect(await page.getByLabel(t.sort.label!).inputValue()).toBe('newest');
    await page.goBack();
    await expect.poll(() => status(page).textContent()).toBe(showing(language, 1, Math.min(30, journey.brand.total), journey.brand.total));

    const first = tileLinks(page).first();
    const title = (await first.textContent())!;
    await first.click();
    await page.waitForURL(/\/product\/\d+$/);
    expect(new URL(page.url()).pathname.startsWith(`${prefix}/`)).toBe(true);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('hot deals show discounted tiles, biggest discount first', async () => {
    const { page, errors } = await shopper.open();
    await gotoSettled(page, `${env.shop.url}/hot-deals`);
    const deals = (await api<SourceListingResult>(env.shop, 'products?all_categories=1&hot_deals=1')).result;
    expect(deals.total).toBeGreaterThan(0);
    await expect.poll(() => status(page).textContent()).toBe(showing('en', 1, Math.min(30, deals.total), deals.total));
    await expect.poll(() => tileLinks(page).allTextContents()).toEqual(deals.data.map((tile) => tile.title));
    // Every tile shows a struck previous price and its discount.
    const tiles = page.locator('main article');
    for (let i = 0; i < (await tiles.count()); i++) {
      expect(await tiles.nth(i).locator('del').count()).toBe(1);
      expect(await tiles.nth(i).getByText(/^-\d+%$/).count()).toBe(1);
    }
    const percents = (await tiles.getByText(/^-\d+%$/).allTextContents()).map((text) => Number(text.replace(/\D/g, '')));
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
    expect(await page.getByLabel('Sort by').count()).toBe(0);
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('search lists a product by a word of its title', async () => {
    const { result } = await api<ListingResult>(env.shop, `all?category=${journey.slug}`);
    const product = result.data[0]!;
    const word = product.title.split(/\s+/).find((w) => w.length > 3) ?? product.title;
    const { page } = await shopper.open();
    await gotoSettled(page, `${env.shop.url}/search?q=${encodeURIComponent(word)}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`Search results for “${word}”`);
    await expect.poll(async () => (await tileLinks(page).allTextContents()).some((text) => text.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
  });

  it('answers bad URL input with a normal page', async () => {
    const { page, errors } = await shopper.open();
    const response = await gotoSettled(page, `${env.shop.url}/all/${journey.slug}?min=-5&max=abc&page=xyz&sortby=${encodeURIComponent('drop table')}`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => status(page).textContent()).toBe(showing('en', 1, 30, journey.total));
    expect(await page.getByPlaceholder('Min', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('Sort by').inputValue()).toBe('newest');
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it.each(['en', 'ar'])('looks right on desktop and phone in %s, the phone with its filter panel open (screenshots)', async (language) => {
    const prefix = language === 'en' ? '' : `/${language}`;
    for (const [label, viewport] of [['desktop', DESKTOP], ['mobile', MOBILE]] as const) {
      const { page } = await accepted.open({ viewport });
      await gotoSettled(page, `${env.shop.url}${prefix}/all/${journey.slug}?sortby=price_low_to_high`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(1);
      const prices = await shownPrices(page);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      await screenshot(page, `catalogue-listing-${language}-${label}`);
      if (label === 'mobile') {
        await page.getByRole('button', { name: words(language).filters.open, exact: true }).click();
        await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
        await screenshot(page, `catalogue-listing-${language}-mobile-filters`);
      }
    }
  });
});
