import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP } from './support/browser';
import { useShopInBrowser } from './support/shop-in-browser';
import { framesRendered, gotoSettled } from './support/page-waits';
import { PHONE } from './support/shopper';
import { useSharedPage } from './support/shared-page';
import { shopperContext } from './support/shopper';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

describe('scrolling like a shopper expects, in a real browser', () => {
  const env = useShopInBrowser();
  // Both sizes take turns with one page: ScrollManager keeps the places it restores in the
  // document's memory, which each case's first load starts anew, and a page load in a new context
  // cost Chromium three times what it costs in the page already open.
  const shopper = useSharedPage(() => shopperContext(env.browser, env.shop));

  it.each([['desktop', undefined], ['phone', PHONE]] as const)('on a %s: a product opens at its top, Back returns to the place, a new list page opens at its top, a filter keeps the place', async (_name, viewport) => {
    const { page, errors } = await shopper.open({ viewport: viewport ?? DESKTOP });
    await gotoSettled(page, `${env.shop.url}/hot-deals`);

    // Down the list, then into a product.
    const tiles = page.locator('article h3 a');
    const tile = tiles.nth(Math.min(9, (await tiles.count()) - 1));
    await tile.scrollIntoViewIfNeeded();
    const listY = await scrollY(page);
    expect(listY).toBeGreaterThan(300);
    // The scroll's events have run: ScrollManager records the place in the frame after one.
    await framesRendered(page);
    await tile.click();
    await page.waitForURL(/\/product\/\d+$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => scrollY(page)).toBe(0);

    // Back: the list at the place the shopper left it.
    await page.goBack();
    await page.waitForURL(/\/hot-deals$/);
    await expect.poll(async () => Math.abs((await scrollY(page)) - listY)).toBeLessThanOrEqual(2);

    // Another page of the list opens at its top.
    const next = page.locator('nav a[rel="next"]').first();
    await next.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(300);
    await next.click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => scrollY(page)).toBe(0);

    // A filter keeps the place: the panel the shopper is using stays in view.
    if (viewport) {
      // On a phone the filters are a panel opened over the page.
      await page.getByRole('button', { name: 'Filters' }).click();
    }
    const rating = page.locator('input[type="radio"][name="rating"]').nth(1);
    await rating.scrollIntoViewIfNeeded();
    await framesRendered(page);
    const filterY = await scrollY(page);
    await rating.click();
    await page.waitForURL(/rating=/);
    await page.waitForLoadState('networkidle');
    // The place is kept: the radio the shopper used stays in view, and the page moved at most by
    // the "Clear all filters" button that now appears above it (Chromium's scroll anchoring may
    // shift by that height, or not, depending on which node it anchored to).
    const height = page.viewportSize()!.height;
    await expect.poll(async () => {
      const box = await rating.boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= height;
    }).toBe(true);
    expect(Math.abs((await scrollY(page)) - filterY)).toBeLessThanOrEqual(48);
    expect(errors, errors.join('\n')).toEqual([]);
  });
});
