import { describe, expect, it } from 'vitest';
import { COMPARE_LIMIT, type Paginator, type ProductDetail } from '../../core/product/product-detail';
import type { ProductTile } from '../../core/product/product-tile';
import { useApiShop } from '../support/api-shop';
import { testDatabases } from '../support/databases';

const LISTS = [
  { name: 'wishlist', table: 'wishlists' as const },
  { name: 'compare-list', table: 'compare_lists' as const },
];

describe.each(testDatabases())('api/v1 wishlist and compare list on $name', (database) => {
  const shop = useApiShop(database, { products: 60, seed: 5 });
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const all = (list: string, token: string, headers: Record<string, string> = {}) =>
    shop.call<Paginator<ProductTile>>({ method: 'GET', url: `/api/v1/user/${list}/all`, headers: { ...bearer(token), ...headers } });
  const toggle = (list: string, token: string | null, payload: unknown, headers: Record<string, string> = {}) =>
    shop.call<{ id: number; product_id: number } | null>({
      method: 'POST', url: `/api/v1/user/${list}/action`, payload: payload as Record<string, unknown>,
      headers: { ...(token ? bearer(token) : {}), ...headers },
    });
  const publicIds = async (n: number) =>
    (await shop.db.selectFrom('products').select('id').where('status', '=', 1).orderBy('id').limit(n).execute()).map((r) => r.id);

  it.each(LISTS)('$name: toggles a product on and off, data non-null only when now listed', async ({ name, table }) => {
    const user = await shop.signedInUser();
    const [id] = await publicIds(1);
    const added = await toggle(name, user.token, { product_id: id });
    expect(added.body.status).toBe(200);
    expect(added.body.data).toMatchObject({ id: expect.any(Number), product_id: id });
    const listed = await all(name, user.token);
    expect(listed.body.status).toBe(200);
    expect(listed.body.data.data.map((t) => t.id)).toEqual([id]);
    expect(listed.body.data.total).toBe(1);
    for (const key of ['id', 'slug', 'title', 'badge', 'selling', 'offered', 'image', 'review_count', 'rating', 'price', 'end_time']) {
      expect(listed.body.data.data[0]).toHaveProperty(key);
    }

    const removed = await toggle(name, user.token, { product_id: String(id) });
    expect(removed.body.status).toBe(200);
    expect(removed.body.data).toBeNull();
    expect((await all(name, user.token)).body.data.total).toBe(0);
    const rows = await shop.db.selectFrom(table).select('id').where('user_id', '=', user.id).execute();
    expect(rows).toEqual([]);
  });

  it('marks the product page wishlisted for its owner only', async () => {
    const owner = await shop.signedInUser();
    const other = await shop.signedInUser();
    const [id] = await publicIds(1);
    await toggle('wishlist', owner.token, { product_id: id });
    const page = (token?: string) =>
      shop.call<ProductDetail>({ method: 'GET', url: `/api/v1/product/${id}`, headers: token ? bearer(token) : {} });
    expect((await page(owner.token)).body.data.wishlisted).toBe(1);
    expect((await page(other.token)).body.data.wishlisted).toBeNull();
    expect((await page()).body.data.wishlisted).toBeNull();
    await toggle('wishlist', owner.token, { product_id: id });
    expect((await page(owner.token)).body.data.wishlisted).toBeNull();
  });

  it.each(LISTS)('$name: each user sees and changes only their own rows', async ({ name }) => {
    const alice = await shop.signedInUser();
    const bob = await shop.signedInUser();
    const [a, b] = await publicIds(2);
    await toggle(name, alice.token, { product_id: a });
    await toggle(name, bob.token, { product_id: b });
    expect((await all(name, alice.token)).body.data.data.map((t) => t.id)).toEqual([a]);
    expect((await all(name, bob.token)).body.data.data.map((t) => t.id)).toEqual([b]);
    // Bob toggling Alice's product adds it to Bob's list; Alice's row stays.
    await toggle(name, bob.token, { product_id: a });
    expect((await all(name, alice.token)).body.data.data.map((t) => t.id)).toEqual([a]);
    expect((await all(name, bob.token)).body.data.total).toBe(2);
  });

  it.each(LISTS)('$name: 403 without a live token, changing nothing', async ({ name, table }) => {
    const [id] = await publicIds(1);
    const before = await shop.db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
    for (const token of [null, 'not-a-session']) {
      const listed = await shop.call({ method: 'GET', url: `/api/v1/user/${name}/all`, headers: token ? bearer(token) : {} });
      expect(listed.body.status).toBe(403);
      expect(listed.body.data).toBeNull();
      const changed = await toggle(name, token, { product_id: id }, { Language: 'fr' });
      expect(changed.body.status).toBe(403);
      expect(changed.body.message).toBe('Non autorisé');
    }
    const after = await shop.db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it.each(LISTS)('$name: bad or unknown product ids get a translated 404, never 500', async ({ name, table }) => {
    const user = await shop.signedInUser();
    const hidden = await shop.db.selectFrom('products').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    await shop.db.updateTable('products').set({ status: 2 }).where('id', '=', hidden.id).execute();
    for (const payload of [{}, { product_id: 'abc' }, { product_id: -1 }, { product_id: 1.5 }, { product_id: 99999999999 }, { product_id: 999999 }, { product_id: hidden.id }, { product_id: null }, { product_id: [1] }]) {
      const { http, body } = await toggle(name, user.token, payload, { Language: 'tr' });
      expect(http, JSON.stringify(payload)).toBe(404);
      expect(body.status).toBe(404);
      expect(body.message).toBe('Ürün bulunamadı');
    }
    const bad = await shop.call({ method: 'POST', url: `/api/v1/user/${name}/action`, payload: 'nonsense', headers: { ...bearer(user.token), 'content-type': 'application/json' } });
    expect(bad.http).toBeLessThan(500);
    expect((await all(name, user.token, {})).body.data.total).toBe(0);
    expect(await shop.db.selectFrom(table).select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    await shop.db.updateTable('products').set({ status: 1 }).where('id', '=', hidden.id).execute();
  });

  it(`holds at most ${COMPARE_LIMIT} products in the compare list`, async () => {
    const user = await shop.signedInUser();
    const ids = await publicIds(COMPARE_LIMIT + 1);
    for (const id of ids.slice(0, COMPARE_LIMIT)) expect((await toggle('compare-list', user.token, { product_id: id })).body.status).toBe(200);
    const refused = await toggle('compare-list', user.token, { product_id: ids[COMPARE_LIMIT] }, { Language: 'fr' });
    expect(refused.body.status).toBe(201);
    expect((refused.body.data as unknown as { form: string[] }).form[0]).toContain(String(COMPARE_LIMIT));
    expect((await all('compare-list', user.token)).body.data.total).toBe(COMPARE_LIMIT);
    // Removing one makes room again.
    expect((await toggle('compare-list', user.token, { product_id: ids[0] })).body.data).toBeNull();
    expect((await toggle('compare-list', user.token, { product_id: ids[COMPARE_LIMIT] })).body.status).toBe(200);
  });

  it('says on each tile whether the product is sold out', async () => {
    const user = await shop.signedInUser();
    const [stocked, soldOut] = await publicIds(2);
    for (const id of [stocked, soldOut]) await toggle('wishlist', user.token, { product_id: id });
    const before = await shop.db.selectFrom('inventories').select(['id', 'quantity']).where('product_id', '=', soldOut!).execute();
    await shop.db.updateTable('inventories').set({ quantity: 0 }).where('product_id', '=', soldOut!).execute();
    await shop.db.updateTable('products').set({ in_stock: 0 }).where('id', '=', soldOut!).execute();
    await shop.db.updateTable('products').set({ in_stock: 1 }).where('id', '=', stocked!).execute();
    const tiles = (await all('wishlist', user.token)).body.data.data;
    for (const row of before) await shop.db.updateTable('inventories').set({ quantity: row.quantity }).where('id', '=', row.id).execute();
    await shop.db.updateTable('products').set({ in_stock: 1 }).where('id', '=', soldOut!).execute();
    expect(tiles.find((t) => t.id === soldOut)?.in_stock).toBe(0);
    expect(tiles.find((t) => t.id === stocked)?.in_stock).toBe(1);
  });

  it('answers each compared product whole, as its page reads it, for the compare table', async () => {
    const user = await shop.signedInUser();
    const ids = await publicIds(3);
    for (const id of ids) await toggle('compare-list', user.token, { product_id: id });
    const hidden = ids[1]!;
    await shop.db.updateTable('products').set({ status: 2 }).where('id', '=', hidden).execute();
    const listed = (await shop.call<Paginator<ProductDetail>>({ method: 'GET', url: '/api/v1/user/compare-list/all', headers: { ...bearer(user.token), Language: 'ar' } })).body.data;
    await shop.db.updateTable('products').set({ status: 1 }).where('id', '=', hidden).execute();
    // Newest first, a product made private since left out.
    expect(listed.data.map((p) => p.id)).toEqual([ids[2], ids[0]]);
    expect(listed.total).toBe(2);
    for (const product of listed.data) {
      const page = (await shop.call<ProductDetail>({ method: 'GET', url: `/api/v1/product/${product.id}`, headers: { ...bearer(user.token), Language: 'ar' } })).body.data;
      expect(product).toMatchObject({
        title: page.title, brand: page.brand, in_stock: page.in_stock, refundable: page.refundable, warranty: page.warranty,
        mind_change_returns: page.mind_change_returns, attribute: page.attribute, price: page.price, selling: page.selling, offered: page.offered, compared: 1,
      });
    }
  });

  it('keeps the compare limit under concurrent additions', async () => {
    const user = await shop.signedInUser();
    const ids = await publicIds(COMPARE_LIMIT + 4);
    const answers = await Promise.all(ids.map((id) => toggle('compare-list', user.token, { product_id: id })));
    expect(answers.filter((a) => a.body.status === 200)).toHaveLength(COMPARE_LIMIT);
    expect(answers.filter((a) => a.body.status === 201)).toHaveLength(4);
    const rows = await shop.db.selectFrom('compare_lists').select('id').where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(COMPARE_LIMIT);
  });

  it('pages the wishlist 25 at a time, newest first', async () => {
    const user = await shop.signedInUser();
    const ids = await publicIds(27);
    for (const id of ids) await toggle('wishlist', user.token, { product_id: id });
    const first = (await all('wishlist', user.token)).body.data;
    expect(first.total).toBe(27);
    expect(first.per_page).toBe(25);
    expect(first.data).toHaveLength(25);
    const second = (await shop.call<Paginator<ProductTile>>({ method: 'GET', url: '/api/v1/user/wishlist/all?page=2', headers: bearer(user.token) })).body.data;
    expect(second.data).toHaveLength(2);
    const seen = [...first.data, ...second.data].map((t) => t.id);
    expect(new Set(seen).size).toBe(27);
  });
});
