import type { Kysely } from 'kysely';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type ShopDatabase } from '../../backend/db/database';
import type { DB } from '../../backend/db/schema';
import { addToCart, badgeCount, badgeInHtml, journeyFixture, textOf, type JourneyFixture } from './support/checkout-fixtures';
import { useShopInBrowser } from './support/shop-in-browser';
import { gotoSettled, reloadSettled } from './support/page-waits';
import { useSharedPage } from './support/shared-page';
import { shopperContext } from './support/shopper';

/** Text as React's server render escapes it in attributes and text. */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/**
 * The Cookie header of every full page load (document request) the page makes from now until
 * `stop`, in order; read with allHeaders (headers() leaves the Cookie header out). Await `settled`
 * before reading.
 */
function documentCookies(page: Page): { sent: string[]; settled: () => Promise<unknown>; stop: () => void } {
  const sent: string[] = [];
  const pending: Promise<void>[] = [];
  const listener = (request: Request) => {
    if (request.resourceType() !== 'document') return;
    const index = sent.push('') - 1;
    pending.push(request.allHeaders().then((headers) => { sent[index] = headers.cookie ?? ''; }));
  };
  page.on('request', listener);
  return { sent, settled: () => Promise.all(pending), stop: () => page.off('request', listener) };
}

const guestCookie = async (context: BrowserContext, url: string) => (await context.cookies(url)).find((cookie) => cookie.name === 'user_token');

describe("a guest's pages come from the page cache until the guest stores something", () => {
  const env = useShopInBrowser();
  // Each case is a new guest (no cookies, nothing stored: fresh) in one page the two take turns
  // with; what a guest sends and stores is what they check, and a page load in a new context cost
  // Chromium three times what it costs in the page already open.
  const guest = useSharedPage(() => shopperContext(env.browser, env.shop));
  let database: ShopDatabase;
  let db: Kysely<DB>;
  let fixture: JourneyFixture;

  beforeAll(async () => {
    database = await openDatabase(env.shop.databaseUrl);
    db = database.db;
    fixture = await journeyFixture(db, env.shop, 0, 'en');
  });
  afterAll(async () => {
    await database?.close();
  });

  it('a browsing guest has a user_token in local storage but sends none; its first cart line makes the server render its cart', async () => {
    const { page, context, errors } = await guest.open({ fresh: true });
    const { sent, settled, stop } = documentCookies(page);

    // Home twice: the guest's user_token is made and kept locally, but no page request names the guest.
    await gotoSettled(page, env.shop.url);
    await reloadSettled(page);
    const token = await page.evaluate(() => window.localStorage.getItem('user_token'));
    expect(token).toMatch(/^[A-Za-z0-9_-]{22,128}$/);
    expect(await guestCookie(context, env.shop.url)).toBeUndefined();
    await settled();
    expect(sent).toHaveLength(2);
    for (const header of sent) expect(header).not.toContain('user_token');

    // The first cart line: from now on the token travels with page requests.
    await addToCart(page, env.shop, 'en', fixture.picked);
    await expect.poll(() => badgeCount(page, 'en')).toBe(1);
    const cookie = await guestCookie(context, env.shop.url);
    expect(cookie).toMatchObject({ value: token, path: '/', sameSite: 'Lax', httpOnly: false });

    // The server HTML of /cart (before any script runs) has the guest's line and badge.
    const html = await (await fetch(`${env.shop.url}/cart`, { headers: { cookie: `user_token=${cookie!.value}` } })).text();
    expect(html.match(/data-testid="cart-line"/g)).toHaveLength(1);
    expect(html).toContain(escapeHtml(fixture.picked.title));
    expect(badgeInHtml(html)).toBe(1);

    // And the browser sends it (read the same way as the two loads above): a full load of home names
    // the guest, and the badge is right.
    await page.goto(env.shop.url, { waitUntil: 'domcontentloaded' });
    await settled();
    expect(sent.at(-1)).toContain(`user_token=${token}`);
    await expect.poll(() => badgeCount(page, 'en')).toBe(1);
    expect(errors).toEqual([]);
    stop();
  });

  it('a guest whose first cart line the server refuses still sends no token with its pages', async () => {
    const { picked } = await journeyFixture(db, env.shop, 1, 'en');
    const { page, context } = await guest.open({ fresh: true });
    expect(await guestCookie(context, env.shop.url)).toBeUndefined();
    await gotoSettled(page, `${env.shop.url}/${picked.slug}/product/${picked.id}`);
    // Sold out while the guest was looking: the page still offers it, the server refuses the line.
    await db.updateTable('inventories').set({ quantity: 0 }).where('id', '=', picked.inventoryId).execute();
    await page.getByRole('button', { name: textOf('en', 'product:detail.add_to_cart'), exact: true }).click();
    await page.getByText(/out of stock|exceeds inventory/i).first().waitFor();
    expect(await guestCookie(context, env.shop.url)).toBeUndefined();
    expect(await badgeCount(page, 'en')).toBe(0);

    // Back in stock: the first accepted line names the guest from now on.
    await db.updateTable('inventories').set({ quantity: 10 }).where('id', '=', picked.inventoryId).execute();
    await addToCart(page, env.shop, 'en', picked);
    const token = await page.evaluate(() => window.localStorage.getItem('user_token'));
    expect(await guestCookie(context, env.shop.url)).toMatchObject({ value: token });
  });
});
