import { describe, expect, it } from 'vitest';
import { newContext, watchErrors } from './support/browser';
import { useShopInBrowser } from './support/shop-in-browser';
import { shots } from './support/shopper';
import { gotoSettled } from './support/page-waits';

describe('flash sales in a real browser', () => {
  const env = useShopInBrowser();

  it.each([['en', 'Asia/Kolkata'], ['ar', 'America/New_York']])('shows in %s when a sale starts, in the shopper\'s time zone, and a picture on every card', async (language, timezoneId) => {
    const context = await newContext(env.browser, { timezoneId });
    await context.addInitScript(() => window.localStorage.setItem('popupBannerClosed', 'true'));
    const page = await context.newPage();
    const errors = watchErrors(page);
    const path = language === 'en' ? '/flash-sale' : `/${language}/flash-sale`;
    // The server does not know the shopper's zone: it writes UTC, said as such.
    const html = await (await fetch(`${env.shop.url}${path}`)).text();
    const served = [...html.matchAll(/<time dateTime="([^"]+)"[^>]*>([^<]+)<\/time>/g)];
    expect(served.length, 'an upcoming sale on the seeded shop').toBeGreaterThan(0);
    for (const [, , text] of served) expect(text).toMatch(/UTC$/);

    await gotoSettled(page, `${env.shop.url}${path}`);
    const first = page.locator('[data-testid="flash-sale"] time').first();
    const iso = (await first.getAttribute('datetime'))!;
    const expected = await page.evaluate(([when, lang]) => new Intl.DateTimeFormat(`${lang}-u-nu-latn`, { dateStyle: 'medium', timeStyle: 'short' }).format(Date.parse(when!)), [iso, language]);
    await expect.poll(() => first.textContent()).toBe(expected);
    expect(expected).not.toMatch(/UTC$/);

    const cards = page.getByTestId('flash-sale');
    for (let i = 0; i < await cards.count(); i++) {
      const image = cards.nth(i).locator('img').first();
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    }
    await shots(page, `flash-sales-${language}`);
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });
});
