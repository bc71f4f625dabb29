// Screenshots that are checked (issue 29, decision 0008): the key pages in English and Arabic, on
// a desktop and a phone, against the baselines in tests/e2e/baselines/. After a deliberate change
// of the look: `npm run test:baselines`, look at the new images, commit them.
import { mkdtempSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, watchErrors } from './support/browser';
import { journeyFixture, localized, textOf, type JourneyProduct } from './support/checkout-fixtures';
import { useShopDatabase } from './support/shop-database';
import { useShopInBrowser } from './support/shop-in-browser';
import { callApi, PHONE, shopperContext } from './support/shopper';
import { checkAgainstBaseline, compareImages, expectScreenshot, takeScreenshot } from './support/visual';
import { gotoSettled } from './support/page-waits';

const LANGUAGES = ['en', 'ar'] as const;
const SIZES = [['desktop', DESKTOP], ['phone', PHONE]] as const;
/** Fixed, so the order page (which names the address the mail went to) is the same every run. */
const EMAIL = 'visual.shopper@example.com';

interface Shopper {
  token: string;
  addressId: number;
  product: JourneyProduct;
  orderId: number;
  category: string;
}

describe('the key pages look like their baselines', () => {
  const env = useShopInBrowser({ mail: true });
  const shopDb = useShopDatabase(env);
  let shopper: Shopper;

  // One shopper, one placed order (cash on delivery) and then one item in the cart, for every page.
  beforeAll(async () => {
    const language = 'en';
    const signup = await callApi<{ challenge: string }>(env.shop, 'user/signup', { name: 'Asha Rao', email: EMAIL, password: 'secret12', password_confirmation: 'secret12' }, { language });
    expect(signup.status, signup.message).toBe(200);
    const verified = await callApi<{ token?: string }>(env.shop, 'user/verify', { email: EMAIL, code: await env.smtp.codeFor(EMAIL), challenge: signup.data.challenge }, { language });
    expect(verified.status, verified.message).toBe(200);
    const token = (verified.token ?? verified.data.token)!;
    const { delivered: product, voucher } = await journeyFixture(shopDb.db, env.shop, 0, language);
    // Its code is new every run and the product page lists the shop's vouchers.
    await shopDb.db.deleteFrom('vouchers').where('code', '=', voucher).execute();
    const address = await callApi<{ id: number }>(env.shop, 'user/address/action', {
      name: 'Asha Rao', email: EMAIL, phone: '+90 555 000 0000', country: 'TR', state: '34', city: 'Kadıköy', zip: '34710', address_1: 'Moda Cad. 5',
    }, { token, language });
    expect(address.status, address.message).toBe(200);
    const line = { product_id: product.id, inventory_id: product.inventoryId, quantity: 1 };
    expect((await callApi(env.shop, 'cart/action', line, { token, language })).status).toBe(200);
    const placed = await callApi<{ id: number }>(env.shop, 'order/action', { order_method: 2, address_id: address.data.id, time_zone: 'Europe/Istanbul' }, { token, language });
    expect(placed.status, placed.message).toBe(200);
    expect((await callApi(env.shop, 'cart/action', line, { token, language })).status).toBe(200);
    const categories = (await (await fetch(`${env.shop.url}/api/v1/categories`)).json()) as { data: { categories: { slug: string }[] } };
    shopper = { token, addressId: address.data.id, product, orderId: placed.data.id, category: categories.data.categories[0]!.slug };
  }, 120_000);

  /** A signed-in shopper's page at a size, the address chosen on this device as the shipping step leaves it. */
  async function shopperPage(viewport: { width: number; height: number }): Promise<Page> {
    const context = await shopperContext(env.browser, env.shop, shopper.token);
    await context.addCookies([{ name: 'chosen_address_id', value: String(shopper.addressId), url: env.shop.url, sameSite: 'Lax' }]);
    const page = await context.newPage();
    await page.setViewportSize(viewport);
    // The home carousel stays on its first slide, as it does for shoppers who asked for less motion.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    return page;
  }

  for (const language of LANGUAGES) {
    for (const [size, viewport] of SIZES) {
      it(`home, listing, product, cart, checkout and order page in ${language} on a ${size}`, async () => {
        const page = await shopperPage(viewport);
        const errors = watchErrors(page);
        const { product } = shopper;
        const main = page.locator('main');
        const pages: [string, string, () => Promise<unknown>, Parameters<typeof expectScreenshot>[2]?][] = [
          ['home', '/', () => expect.poll(() => main.locator('a[href*="/product/"]').count()).toBeGreaterThan(0)],
          ['listing', `/all/${shopper.category}`, () => expect.poll(() => main.locator('article').count()).toBeGreaterThan(0)],
          ['product', `/${product.slug}/product/${product.id}`, () => page.getByRole('button', { name: textOf(language, 'product:detail.add_to_cart'), exact: true }).waitFor()],
          ['cart', '/cart', () => expect.poll(() => page.getByTestId('cart-line').count()).toBe(1)],
          ['checkout', '/checkout', () => main.locator('address').waitFor()],
          ['order', `/order-placed/${shopper.orderId}`, () => page.getByTestId('tracking-code').waitFor(), { mask: [page.getByTestId('tracking-code')] }],
        ];
        const failures: string[] = [];
        for (const [name, path, ready, options] of pages) {
          await gotoSettled(page, `${env.shop.url}${localized(language, path)}`);
          await ready();
          await expect.poll(() => page.locator('[aria-busy="true"]').count(), { message: `${name}: nothing still loading` }).toBe(0);
          // Every page is checked, then every difference reported together.
          await expectScreenshot(page, `${name}-${language}-${size}`, options).catch((error: Error) => failures.push(error.message));
        }
        expect(failures, failures.join('\n')).toEqual([]);
        expect(errors, errors.join('\n')).toEqual([]);
        await page.context().close();
      }, 90_000);
    }
  }

  it('lets anti-aliasing noise through and fails a moved or a missing element, keeping the actual and the diff', async () => {
    const page = await shopperPage(DESKTOP);
    await gotoSettled(page, `${env.shop.url}/${shopper.product.slug}/product/${shopper.product.id}`);
    await page.locator('main h1').first().waitFor();
    const before = await takeScreenshot(page);
    /** The same window with some CSS added for one screenshot. */
    const shotWith = async (css: string) => {
      const tag = await page.addStyleTag({ content: css });
      const shot = await takeScreenshot(page);
      await tag.evaluate((node) => (node as Element).remove());
      return shot;
    };
    const compared = async (css: string) => compareImages(before, await shotWith(css));
    // Noise another machine's rasteriser makes: every glyph's edge a little heavier (a different
    // gamma or hinting), and colours a few percent off. Each changes over 100,000 pixels; both pass.
    const heavierGlyphs = await compared('main :is(h1, h2, p, span, a, button, li, legend, label) { text-shadow: 0 0 0.4px rgb(0 0 0 / 15%); }');
    expect(heavierGlyphs.pass, heavierGlyphs.reason).toBe(true);
    const colours = await compared('main { filter: contrast(1.03); }');
    expect(colours.pass, colours.reason).toBe(true);
    // The product's title four pixels lower, or the header's cart badge gone: both fail.
    const moved = await compared('main h1 { position: relative; top: 4px; }');
    expect(moved.pass, moved.reason).toBe(false);
    const missing = await compared('header [data-testid="cart-badge"] { visibility: hidden; }');
    expect(missing.pass, missing.reason).toBe(false);

    // A failure keeps the actual image and the diff, and says where they are and how to update.
    const dir = mkdtempSync(join(tmpdir(), 'visual-'));
    const options = { baselines: join(dir, 'baselines'), kept: join(dir, 'kept') };
    try {
      await expect(checkAgainstBaseline(before, 'proof', options)).rejects.toThrow(/No baseline .*proof\.png.*npm run test:baselines/);
      expect(existsSync(join(dir, 'kept', 'proof.actual.png'))).toBe(true);
      await checkAgainstBaseline(before, 'proof', { ...options, update: true });
      // The baseline is packed smaller, pixel for pixel the same.
      const written = readFileSync(join(dir, 'baselines', 'proof.png'));
      expect(written.length).toBeLessThan(before.length);
      expect(compareImages(written, before, { threshold: 0 }).differing).toBe(0);
      const movedShot = await shotWith('main h1 { position: relative; top: 4px; }');
      await expect(checkAgainstBaseline(movedShot, 'proof', options)).rejects.toThrow(/proof\.actual\.png and .*proof\.diff\.png/);
      expect(existsSync(join(dir, 'kept', 'proof.diff.png'))).toBe(true);
      expect((await checkAgainstBaseline(before, 'proof', options))?.pass).toBe(true);
      expect(existsSync(join(dir, 'kept', 'proof.diff.png')), 'a pass clears the last failure').toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    await page.context().close();
  }, 60_000);
});
