import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DB } from '../../backend/db/schema';
import { watchErrors } from './support/browser';
import { badgeCount, localized, textOf } from './support/checkout-fixtures';
import { useShopDatabase } from './support/shop-database';
import { useShopInBrowser } from './support/shop-in-browser';
import { callApi, sessionCookies, shots, useVisitorPage, verifiedShopper } from './support/shopper';
import { gotoSettled, reloadSettled } from './support/page-waits';

/** Public products a tile can put in the cart at once: one variant, no options, in stock. */
async function simpleProducts(db: Kysely<DB>, count: number, skip: number): Promise<{ id: number; slug: string }[]> {
  const rows = await db.selectFrom('products as p')
    .select(['p.id', 'p.slug'])
    .where('p.status', '=', 1)
    .where((eb) => eb(eb.selectFrom('inventories as i').select((c) => c.fn.countAll<number>().as('n')).whereRef('i.product_id', '=', 'p.id'), '=', 1))
    .where((eb) => eb.exists(eb.selectFrom('inventories as i').select('i.id').whereRef('i.product_id', '=', 'p.id').where('i.quantity', '>', 0)))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('inventories as i').innerJoin('inventory_attributes as ia', 'ia.inventory_id', 'i.id').select('i.id').whereRef('i.product_id', '=', 'p.id'))))
    .orderBy('p.id')
    .limit(count)
    .offset(skip)
    .execute();
  expect(rows).toHaveLength(count);
  return rows;
}

describe('the shopper\'s lists, in a real browser', () => {
  const session = useShopInBrowser({ mail: true });
  const shopDb = useShopDatabase(session);
  // One browser for the block's cases, its cookies and storage emptied before each: none is about a first visit.
  const shared = useVisitorPage(session);

  it('a French shopper compares three products side by side and moves one to the cart', async () => {
    const language = 'fr';
    const { token } = await verifiedShopper(session.shop, session.smtp, language, 'compare');
    const products = await simpleProducts(shopDb.db, 3, 0);
    const page = await shared.fresh(sessionCookies(session.shop, token));
    const errors = watchErrors(page);
    for (const product of products) {
      await gotoSettled(page, `${session.shop.url}${localized(language, `/${product.slug}/product/${product.id}`)}`);
      await page.getByRole('button', { name: textOf(language, 'product:detail.compare_add') }).click();
      await page.getByRole('button', { name: textOf(language, 'product:detail.compare_remove') }).waitFor();
    }
    // From the account menu, as a shopper finds it.
    await gotoSettled(page, `${session.shop.url}${localized(language, '/user/profile')}`);
    await page.getByRole('navigation', { name: textOf(language, 'account:nav.label') }).getByRole('link', { name: textOf(language, 'account:nav.compared') }).click();
    await page.waitForURL(/\/fr\/user\/compared$/);
    const columns = page.getByTestId('compared-product');
    await expect.poll(() => columns.count()).toBe(3);
    const table = page.getByTestId('compare-table');
    for (const label of ['lists:compare.price', 'lists:compare.stock', 'lists:compare.refundable', 'lists:compare.warranty', 'lists:compare.returns']) {
      await table.getByRole('rowheader', { name: textOf(language, label) }).waitFor();
    }
    await shots(page, 'lists-compare-fr');

    const moved = (await columns.nth(0).textContent())!.trim();
    await table.getByRole('button', { name: `${textOf(language, 'cart:add_to_cart')}: ${moved}` }).click();
    await page.getByRole('status').getByText(textOf(language, 'cart:productAdded')).first().waitFor();
    await expect.poll(() => badgeCount(page, language)).toBe(1);
    await table.getByRole('button', { name: textOf(language, 'lists:remove_title', { title: moved }) }).click();
    await expect.poll(() => columns.count()).toBe(2);
    await reloadSettled(page);
    await expect.poll(() => columns.count()).toBe(2);
    expect(await columns.allTextContents()).not.toContain(moved);
    expect(errors).toEqual([]);
  });

  it('an Arabic shopper keeps a wishlist, right to left on a phone too, and empties it', async () => {
    const language = 'ar';
    const { token } = await verifiedShopper(session.shop, session.smtp, language, 'wishlist');
    const products = await simpleProducts(shopDb.db, 2, 3);
    const page = await shared.fresh(sessionCookies(session.shop, token));
    const errors = watchErrors(page);
    for (const product of products) {
      await gotoSettled(page, `${session.shop.url}${localized(language, `/${product.slug}/product/${product.id}`)}`);
      await page.getByRole('button', { name: textOf(language, 'product:detail.wishlist_add') }).click();
      await page.getByRole('button', { name: textOf(language, 'product:detail.wishlist_remove') }).waitFor();
    }
    await gotoSettled(page, `${session.shop.url}${localized(language, '/user/wishlists')}`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    // Arabic has a dual: two products read "منتجان", one "منتج واحد".
    await page.getByText(textOf(language, 'lists:wishlist.count_two')).waitFor();
    await shots(page, 'lists-wishlist-ar');
    for (let left = 2; left > 0; left -= 1) {
      await page.getByRole('button', { name: new RegExp(`^${textOf(language, 'lists:remove_title', { title: '' }).trim()}`) }).first().click();
      if (left > 1) await page.getByText(textOf(language, 'lists:wishlist.count_one')).waitFor();
    }
    await page.getByTestId('wishlist-empty').waitFor();
    expect(await shopDb.db.selectFrom('wishlists as w').innerJoin('users as u', 'u.id', 'w.user_id').select('w.id').where('u.email', 'like', 'wishlist.%').execute()).toEqual([]);
    await page.getByRole('link', { name: textOf(language, 'lists:shop') }).click();
    await page.waitForURL(/\/ar$/);

    // The compare table mirrored: labels on the right, products read from right to left.
    for (const product of products) expect((await callApi(session.shop, 'user/compare-list/action', { product_id: product.id }, { token, language })).status).toBe(200);
    await gotoSettled(page, `${session.shop.url}${localized(language, '/user/compared')}`);
    const table = page.getByTestId('compare-table');
    await expect.poll(() => table.getByTestId('compared-product').count()).toBe(2);
    const header = await table.getByRole('rowheader', { name: textOf(language, 'lists:compare.price') }).boundingBox();
    const firstProduct = await table.getByTestId('compared-product').first().boundingBox();
    expect(header!.x, 'row labels at the start (right) side').toBeGreaterThan(firstProduct!.x);
    await shots(page, 'lists-compare-ar');
    expect(errors).toEqual([]);
  });
});
