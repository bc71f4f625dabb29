import { describe, expect, it } from 'vitest';
import { newContext, screenshot } from './support/browser';
import { type ShopServer } from './support/shop-server';
import { useShopInBrowser } from './support/shop-in-browser';
import { gotoSettled } from './support/page-waits';
import { useSharedPage } from './support/shared-page';

interface Suggestions { product: { title: string }[]; suggested: string[] }

/** The first three letters of a seeded product's title in `language`: text the search surely completes. */
async function prefixIn(shop: ShopServer, language: string): Promise<string> {
  const home = (await (await fetch(`${shop.url}/api/v1/home`, { headers: { Language: language } })).json()) as { data: { products: { title: string }[] } };
  const word = home.data.products.map((p) => p.title.split(/\s+/)[0]!).find((w) => [...w].length >= 3)!;
  return [...word].slice(0, 3).join('');
}

describe('header search box in a real browser', () => {
  const env = useShopInBrowser();
  // Both shoppers closed the popup, and take turns with one page: a page load in a new context
  // cost Chromium three times what it costs in the page already open.
  const shopper = useSharedPage(async () => {
    const context = await newContext(env.browser);
    await context.addInitScript(() => window.localStorage.setItem('popupBannerClosed', 'true'));
    return context;
  });

  it('shows suggestions after the pause in typing and goes to /search?q= for a keyword chosen with the arrow keys and Enter (English)', async () => {
    const text = await prefixIn(env.shop, 'en');
    const api = (await (await fetch(`${env.shop.url}/api/v1/search?q=${encodeURIComponent(text)}`, { headers: { Language: 'en' } })).json()) as { data: Suggestions };
    expect(api.data.suggested.length).toBeGreaterThan(0);

    const { page, errors } = await shopper.open();
    await gotoSettled(page, `${env.shop.url}/`);
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.click();
    await box.pressSequentially(text, { delay: 60 });
    const typedAt = Date.now();
    const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
    await listbox.waitFor({ state: 'visible' });
    // The popup waits 700 ms after the last keystroke (less the time the answer took to arrive is impossible).
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(650);
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    const first = listbox.getByRole('option').first();
    const keyword = (await first.textContent())!;
    expect(keyword).toBe(api.data.suggested[0]);
    await screenshot(page, 'search-suggestions-en');

    await box.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === keyword);
    expect(await box.inputValue()).toBe(keyword);
    await expect.poll(() => listbox.isVisible()).toBe(false);
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('suggests in Arabic, right to left, and a clicked keyword goes to /ar/search?q=', async () => {
    const text = await prefixIn(env.shop, 'ar');
    const { page, errors } = await shopper.open();
    await gotoSettled(page, `${env.shop.url}/ar`);
    // By its name: the results page reached below has a second combobox, its sort menu.
    const box = page.getByRole('combobox', { name: 'ابحث عن المنتجات' });
    await box.click();
    await box.pressSequentially(text, { delay: 60 });
    const listbox = page.getByRole('listbox', { name: 'اقتراحات البحث' });
    await listbox.waitFor({ state: 'visible' });
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    const keyword = (await listbox.getByRole('option').first().textContent())!;
    await screenshot(page, 'search-suggestions-ar');
    await listbox.getByRole('option').first().click();
    await page.waitForURL((url) => url.pathname === '/ar/search' && url.searchParams.get('q') === keyword);

    // Closing: the popup goes 100 ms after the box loses focus.
    await box.fill(`${text} `);
    // Open first, so that its closing is seen (a popup that never opened would pass for closed).
    await listbox.waitFor({ state: 'visible' });
    await page.locator('body').click({ position: { x: 5, y: 400 } });
    await listbox.waitFor({ state: 'hidden' });
    expect(errors, errors.join('\n')).toEqual([]);
  });
});
