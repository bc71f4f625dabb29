import { describe, expect, it } from 'vitest';
import { DESKTOP } from './support/browser';
import { localized, textOf } from './support/checkout-fixtures';
import { useShopInBrowser } from './support/shop-in-browser';
import { PHONE, shopperContext, shots } from './support/shopper';
import { gotoSettled } from './support/page-waits';
import { useSharedPage } from './support/shared-page';

const FOOTER_LINK: Record<string, string> = { en: 'Sitemap', ar: 'خريطة الموقع' };
const HELP_LINK: Record<string, string> = { en: 'Help and FAQ', ar: 'المساعدة والأسئلة الشائعة' };
const FAQ_TITLE: Record<string, string> = { en: 'Help and frequently asked questions', ar: 'المساعدة والأسئلة الشائعة' };

describe('the sitemap page and help, in a real browser', () => {
  const session = useShopInBrowser();
  // The visitors take turns with one page (none of them checks a first visit): a page load in a
  // new context cost Chromium three times what it costs in the page already open.
  const visitor = useSharedPage(() => shopperContext(session.browser, session.shop));

  for (const language of ['en', 'ar']) {
    for (const device of ['desktop', 'phone'] as const) {
      it(`a ${language} visitor on a ${device} opens the sitemap from the footer and follows a category`, async () => {
        const { page, errors } = await visitor.open({ viewport: device === 'phone' ? PHONE : DESKTOP });
        await gotoSettled(page, `${session.shop.url}${localized(language, '/')}`);
        await page.locator('footer').getByRole('link', { name: FOOTER_LINK[language], exact: true }).click();
        await page.waitForURL(new RegExp(`${localized(language, '/sitemap')}$`));
        await page.getByRole('heading', { level: 1, name: textOf(language, 'product:sitemap.title') }).waitFor();
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
        expect(await page.title()).toContain(textOf(language, 'product:sitemap.title'));
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
        expect(canonical).toMatch(new RegExp(`${localized(language, '/sitemap')}$`));

        const headings = await page.locator('main h2').allTextContents();
        expect(headings).toEqual(['shop', 'categories', 'brands', 'collections', 'pages'].map((key) => textOf(language, `product:sitemap.${key}`)));
        const categories = page.getByTestId('sitemap-categories');
        expect(await categories.locator('h3').count()).toBeGreaterThan(3);
        expect(await categories.locator('ul ul a').count()).toBeGreaterThan(3);
        expect(await page.getByTestId('sitemap-brands').getByRole('link').count()).toBeGreaterThan(3);
        expect(await page.getByTestId('sitemap-pages').getByRole('link', { name: FAQ_TITLE[language], exact: true }).count()).toBe(1);

        if (device === 'phone') {
          // Rows a finger can hit: at least 32 px apart.
          const boxes = await page.getByTestId('sitemap-brands').locator('li').evaluateAll((items) => items.slice(0, 3).map((li) => li.getBoundingClientRect().height));
          for (const height of boxes) expect(height).toBeGreaterThanOrEqual(32);
        }
        if (language === 'ar') {
          // Mirrored: the first category's block starts at the right.
          const first = await categories.locator('li').first().boundingBox();
          const section = await categories.boundingBox();
          expect(first!.x + first!.width).toBeGreaterThan(section!.x + section!.width - 60);
        }
        // Both sizes (shots() takes the phone too, and checks it never scrolls sideways).
        if (device === 'desktop') await shots(page, `sitemap-${language}`);

        const sub = categories.locator('ul ul a').first();
        const href = await sub.getAttribute('href');
        await sub.click();
        await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
        await page.locator('main h1').first().waitFor();
        expect(errors).toEqual([]);
      });
    }

    it(`the header's help link leads a ${language} visitor to the help and FAQ page, whose links lead to the shop's pages`, async () => {
      const { page } = await visitor.open();
      await gotoSettled(page, `${session.shop.url}${localized(language, '/')}`);
      await page.locator('header').getByRole('link', { name: HELP_LINK[language], exact: true }).click();
      await page.waitForURL(new RegExp(`${localized(language, '/page/faq')}$`));
      const body = page.getByTestId('static-page');
      await body.getByRole('heading', { level: 1 }).waitFor();
      const text = await body.textContent();
      expect(text).not.toMatch(/PayPal|Visa|Mastercard/);
      expect(await body.locator('a[href$="/track-order"]').count()).toBeGreaterThan(0);
      await shots(page, `faq-${language}`);
      await body.locator(`a[href="${localized(language, '/track-order')}"]`).first().click();
      await page.waitForURL(new RegExp(`${localized(language, '/track-order')}$`));
    });
  }
});
