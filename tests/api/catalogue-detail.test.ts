import { describe, expect, it } from 'vitest';
import type { FlashSale, FlashSaleDetail, FlashSaleListItem, Paginator, ProductDetail, ReviewsData, StoreDetail, SuggestedProducts } from '../../core/product/product-detail';
import type { StaticPage } from '../../core/pages/static-page';
import { findVariant } from '../../core/product/product-detail';
import type { ProductTile } from '../../core/product/product-tile';
import { fromCents } from '../../core/shared/cents';
import { useApiShop } from '../support/api-shop';
import { testDatabases } from '../support/databases';

const TILE_KEYS = ['id', 'slug', 'title', 'badge', 'selling', 'offered', 'image', 'review_count', 'rating', 'price', 'end_time', 'in_stock'];
const ARABIC = /[\u0600-\u06FF]/;

function expectTile(tile: ProductTile): void {
  for (const key of TILE_KEYS) expect(tile).toHaveProperty(key);
}

function expectPaginator<T>(page: Paginator<T>, perPage: number): void {
  expect(Object.keys(page).sort()).toEqual(['current_page', 'data', 'from', 'last_page', 'per_page', 'to', 'total']);
  expect(page.per_page).toBe(perPage);
  expect(page.data.length).toBeLessThanOrEqual(perPage);
}

describe.each(testDatabases())('api/v1 product detail calls on $name', (database) => {
  const shop = useApiShop(database, { products: 120, seed: 11 });
  const get = <T>(url: string, headers: Record<string, string> = {}) => shop.call<T>({ method: 'GET', url: `/api/v1/${url}`, headers });

  /** A public product with variants that carry attributes. */
  const variantProduct = async () => {
    const row = await shop.db
      .selectFrom('inventories as i')
      .innerJoin('inventory_attributes as ia', 'ia.inventory_id', 'i.id')
      .innerJoin('products as p', 'p.id', 'i.product_id')
      .select('p.id')
      .where('p.status', '=', 1)
      .where('p.sub_category_id', 'is not', null)
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  it('answers product/{id} with every field of the contract, money from cents', async () => {
    const id = await variantProduct();
    const { http, body } = await get<ProductDetail>(`product/${id}`);
    expect(http).toBe(200);
    expect(body.status).toBe(200);
    const product = body.data;
    expectTile(product);
    for (const key of ['description', 'overview', 'unit', 'meta_title', 'meta_description', 'wishlisted', 'brand', 'store', 'bundle_deal', 'images',
      'shipping_rule', 'inventory', 'attribute', 'vouchers', 'category_data', 'current_categories', 'in_stock', 'refundable', 'warranty', 'mind_change_returns']) {
      expect(product).toHaveProperty(key);
    }
    const row = await shop.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(product.selling).toBe(fromCents(row.selling));
    expect(product.offered).toBe(fromCents(row.offered));
    expect(product.wishlisted).toBeNull();
    expect(product.store).toMatchObject({ name: expect.any(String), slug: expect.any(String) });
    expect(product.images.length).toBeGreaterThan(0);
    for (const image of product.images) expect(image).toHaveProperty('attributes');

    // Variants: each carries one value per attribute, and the choice of those values finds it.
    expect(product.attribute.length).toBeGreaterThan(0);
    for (const item of product.inventory) {
      expect(Object.keys(item).sort()).toEqual(['id', 'inventory_attributes', 'price', 'product_id', 'quantity', 'sku']);
      expect(item.inventory_attributes).toHaveLength(product.attribute.length);
      expect(findVariant(product.inventory, item.inventory_attributes.map((a) => a.attribute_value_id))).toEqual(item);
    }
    const stock = await shop.db.selectFrom('inventories').select(['id', 'quantity', 'price']).where('product_id', '=', id).execute();
    for (const s of stock) {
      const item = product.inventory.find((i) => i.id === s.id)!;
      expect(item.quantity).toBe(s.quantity);
      expect(item.price).toBe(fromCents(s.price));
    }
    expect(product.in_stock).toBe(stock.some((s) => s.quantity > 0) ? 1 : 0);

    // Breadcrumb: category then sub-category.
    expect(product.category_data.map((c) => c.id)).toEqual([row.category_id, row.sub_category_id]);
    expect(product.current_categories.id).toBe(row.sub_category_id);
    if (product.shipping_rule) expect(product.shipping_rule).toMatchObject({ id: expect.any(Number), title: expect.any(String), shipping_places: expect.any(Array) });
    if (product.bundle_deal) expect(Object.keys(product.bundle_deal).sort()).toEqual(['buy', 'free', 'id', 'title']);
    for (const voucher of product.vouchers) {
      expect(voucher).toMatchObject({ title: expect.any(String), code: expect.any(String), type: expect.any(Number), price: expect.any(Number) });
    }
  });

  it('also finds a product by its slug', async () => {
    const id = await variantProduct();
    const { slug } = await shop.db.selectFrom('products').select('slug').where('id', '=', id).executeTakeFirstOrThrow();
    const { body } = await get<ProductDetail>(`product/${slug}`);
    expect(body.data.id).toBe(id);
  });

  it('translates every text of the page, falling back to the default language', async () => {
    const id = await variantProduct();
    const en = (await get<ProductDetail>(`product/${id}`)).body.data;
    const fr = (await get<ProductDetail>(`product/${id}`, { Language: 'fr' })).body.data;
    const ar = (await get<ProductDetail>(`product/${id}`, { Language: 'ar' })).body.data;
    const frRow = await shop.db.selectFrom('product_translations').selectAll().where('product_id', '=', id).where('lang', '=', 'fr').executeTakeFirstOrThrow();
    expect(fr.title).toBe(frRow.title);
    expect(fr.title).not.toBe(en.title);
    expect(ar.title).toMatch(ARABIC);
    expect(ar.category_data[0]!.title).toMatch(ARABIC);
    expect(ar.attribute[0]!.title).toMatch(ARABIC);
    expect(ar.inventory[0]!.inventory_attributes[0]!.attribute_value.attribute.title).toBe(ar.attribute[0]!.title);
    expect(en.title).toMatch(/^[\x20-\x7E]+$/);
    expect((await get<ProductDetail>(`product/${id}`, { Language: 'klingon' })).body.data.title).toBe(en.title);

    // A language with no row for this product shows the default text.
    await shop.db.deleteFrom('product_translations').where('product_id', '=', id).where('lang', '=', 'tr').execute();
    const tr = (await get<ProductDetail>(`product/${id}`, { Language: 'tr' })).body.data;
    expect(tr.title).toBe(en.title);
    expect(tr.description).toBe(en.description);
  });

  it('shows a flash price only while the sale runs, and never from a stale cache', async () => {
    const at = new Date().toISOString();
    const inSale = await shop.db
      .selectFrom('flash_sale_products as fp')
      .innerJoin('flash_sales as f', 'f.id', 'fp.flash_sale_id')
      .innerJoin('products as p', 'p.id', 'fp.product_id')
      .select(['fp.product_id', 'fp.price', 'f.id as sale_id', 'f.end_time'])
      .where('f.start_time', '<=', at)
      .where('f.end_time', '>', at)
      .where('p.status', '=', 1)
      .orderBy('fp.product_id')
      .executeTakeFirstOrThrow();
    const others = await shop.db.selectFrom('flash_sale_products').select('flash_sale_id').where('product_id', '=', inSale.product_id).execute();
    const running = (await get<ProductDetail>(`product/${inSale.product_id}`)).body.data;
    expect(running.price).not.toBeNull();
    expect(running.end_time).not.toBeNull();
    if (others.length === 1) {
      expect(running.price).toBe(fromCents(inSale.price));
      expect(running.end_time).toBe(inSale.end_time);
    }

    // End every sale of the product: the very next answer has no flash price.
    const ids = others.map((o) => o.flash_sale_id);
    const saved = await shop.db.selectFrom('flash_sales').select(['id', 'end_time']).where('id', 'in', ids).execute();
    const past = new Date(Date.now() - 60_000).toISOString();
    await shop.db.updateTable('flash_sales').set({ end_time: past }).where('id', 'in', ids).execute();
    try {
      const ended = (await get<ProductDetail>(`product/${inSale.product_id}`)).body.data;
      expect(ended.price).toBeNull();
      expect(ended.end_time).toBeNull();
      const list = (await get<FlashSale[]>('flash-sale')).body.data;
      for (const id of ids) expect(list.some((s) => s.id === id)).toBe(false);
      expect((await get(`flash-sale/${ids[0]}`)).body.status).toBe(404);
    } finally {
      for (const s of saved) await shop.db.updateTable('flash_sales').set({ end_time: s.end_time }).where('id', '=', s.id).execute();
    }
  });

  it('reads stock live, not from the cached page', async () => {
    const id = await variantProduct();
    const before = (await get<ProductDetail>(`product/${id}`)).body.data;
    const item = before.inventory[0]!;
    await shop.db.updateTable('inventories').set({ quantity: item.quantity + 7 }).where('id', '=', item.id).execute();
    try {
      const after = (await get<ProductDetail>(`product/${id}`)).body.data;
      expect(after.inventory[0]!.quantity).toBe(item.quantity + 7);
      expect(after.in_stock).toBe(1);
    } finally {
      await shop.db.updateTable('inventories').set({ quantity: item.quantity }).where('id', '=', item.id).execute();
    }
  });

  it('answers 404, never 500, for unknown, private and malformed ids and slugs', async () => {
    const hidden = await shop.db.selectFrom('products').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    await shop.db.updateTable('products').set({ status: 2 }).where('id', '=', hidden.id).execute();
    const paths = [
      'product/999999', `product/${hidden.id}`, 'product/abc', 'product/-1', 'product/0', 'product/1.5', 'product/99999999999999999999', 'product/%27%20or%201%3D1',
      'suggested-products/999999', 'suggested-products/abc', `suggested-products/${hidden.id}`,
      'flash-sale/999999', 'flash-sale/nope', 'store/no-such-store', 'store/%E2%9C%93', 'page/no-such-page', 'page/..%2F..',
      'reviews?product_id=abc', 'reviews', `reviews?product_id=${hidden.id}`, 'reviews?product_id=999999',
    ];
    for (const path of paths) {
      const { http, body } = await get(path, { Language: 'fr' });
      expect(http, path).toBe(404);
      expect(body.status, path).toBe(404);
      expect(body.data, path).toBeNull();
      expect(body.message, path).toMatch(/introuvable/);
    }
    // Nonsense paging and sorting are read as defaults.
    const { body } = await get<SuggestedProducts>('suggested-products/1?page=-4');
    expect(body.data.suggestion_1.current_page).toBe(1);
  });

  it('suggests the same sub-category, then related products outside it', async () => {
    const id = await variantProduct();
    const row = await shop.db.selectFrom('products').select(['sub_category_id', 'category_id', 'brand_id']).where('id', '=', id).executeTakeFirstOrThrow();
    const { body } = await get<SuggestedProducts>(`suggested-products/${id}`, { Language: 'fr' });
    expect(body.status).toBe(200);
    expectPaginator(body.data.suggestion_1, 12);
    expectPaginator(body.data.suggestion_2, 12);
    const one = body.data.suggestion_1.data.map((t) => t.id);
    const two = body.data.suggestion_2.data.map((t) => t.id);
    expect(one).not.toContain(id);
    expect(two).not.toContain(id);
    expect(one.filter((x) => two.includes(x))).toEqual([]);
    if (one.length > 0) {
      const subs = await shop.db.selectFrom('products').select('sub_category_id').where('id', 'in', one).execute();
      for (const s of subs) expect(s.sub_category_id).toBe(row.sub_category_id);
    }
    if (two.length > 0) {
      const rel = await shop.db.selectFrom('products').select(['brand_id', 'category_id', 'sub_category_id']).where('id', 'in', two).execute();
      for (const r of rel) {
        expect(r.brand_id === row.brand_id || r.category_id === row.category_id).toBe(true);
        expect(r.sub_category_id).not.toBe(row.sub_category_id);
      }
    }
    for (const tile of [...body.data.suggestion_1.data, ...body.data.suggestion_2.data]) expectTile(tile);
  });

  it('suggests from the whole category for a product without a sub-category', async () => {
    const row = await shop.db.selectFrom('products').select(['id', 'sub_category_id', 'category_id']).where('status', '=', 1).orderBy('id', 'desc').limit(1).offset(3).executeTakeFirstOrThrow();
    await shop.db.updateTable('products').set({ sub_category_id: null }).where('id', '=', row.id).execute();
    try {
      const { body } = await get<SuggestedProducts>(`suggested-products/${row.id}`);
      expect(body.status).toBe(200);
      expect(body.data.suggestion_1.total).toBeGreaterThan(0);
      expect(body.data.suggestion_2).toMatchObject({ total: 0, data: [] });
      const cats = await shop.db.selectFrom('products').select('category_id').where('id', 'in', body.data.suggestion_1.data.map((t) => t.id)).execute();
      for (const c of cats) expect(c.category_id).toBe(row.category_id);
    } finally {
      await shop.db.updateTable('products').set({ sub_category_id: row.sub_category_id }).where('id', '=', row.id).execute();
    }
  });

  it('lists running and upcoming flash sales, and one sale with its products paged', async () => {
    const { body } = await get<FlashSaleListItem[]>('flash-sale', { Language: 'ar' });
    expect(body.status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    const now = Date.now();
    for (const sale of body.data) {
      expect(Date.parse(sale.end_time)).toBeGreaterThan(now);
      expect(sale.state).toBe(Date.parse(sale.start_time) <= now ? 'running' : 'upcoming');
      expect(sale.title).toMatch(ARABIC);
      expect(sale.public_products.length).toBeLessThanOrEqual(12);
      for (const tile of sale.public_products) {
        expectTile(tile);
        // The sale price shows only once the sale runs (or when another running sale has the product).
        if (sale.state === 'running') expect(tile.price).not.toBeNull();
      }
    }
    expect(body.data.find((s) => s.state === 'running')!.public_products.length).toBeGreaterThan(0);
    const running = body.data.find((s) => s.state === 'running')!;
    const detail = (await get<FlashSaleDetail>(`flash-sale/${running.id}`)).body.data;
    expect(detail.flash_sale.id).toBe(running.id);
    expectPaginator(detail.products, 30);
    expect(detail.products.total).toBeGreaterThan(0);
    for (const tile of detail.products.data) {
      expectTile(tile);
      expect(tile.price).not.toBeNull();
    }
    expect((await get<FlashSaleDetail>(`flash-sale/${running.slug}`)).body.data.flash_sale.id).toBe(running.id);
    const sorted = (await get<FlashSaleDetail>(`flash-sale/${running.id}?sortby=avg_customer_review&page=1`)).body.data.products.data.map((t) => t.rating);
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
    expect((await get<FlashSaleDetail>(`flash-sale/${running.id}?sortby=drop%20table&page=x`)).body.status).toBe(200);

    const upcoming = body.data.find((s) => s.state === 'upcoming');
    if (upcoming) {
      const later = (await get<FlashSaleDetail>(`flash-sale/${upcoming.id}`)).body.data;
      const runningIds = await shop.db
        .selectFrom('flash_sale_products as fp').innerJoin('flash_sales as f', 'f.id', 'fp.flash_sale_id')
        .select('fp.product_id').where('f.start_time', '<=', new Date().toISOString()).where('f.end_time', '>', new Date().toISOString()).execute();
      const inRunning = new Set(runningIds.map((r) => r.product_id));
      // Upcoming prices are not yet offered.
      for (const tile of later.products.data) if (!inRunning.has(tile.id)) expect(tile.price).toBeNull();
    }
  });

  it('answers store/{slug} with the store, its products paged 30 and sorted, and followed for the caller', async () => {
    const store = await shop.db
      .selectFrom('stores as s').innerJoin('products as p', 'p.store_id', 's.id')
      .select(['s.id', 's.slug']).where('s.status', '=', 'approved').where('p.status', '=', 1)
      .groupBy(['s.id', 's.slug']).orderBy('s.id').executeTakeFirstOrThrow();
    const { body } = await get<StoreDetail>(`store/${store.slug}?sortby=price_low_to_high`, { Language: 'fr' });
    expect(body.status).toBe(200);
    const { store: info, result } = body.data;
    expect(Object.keys(info).sort()).toEqual(
      ['address', 'banner', 'description', 'email', 'followed', 'id', 'logo', 'member_since', 'name', 'phone', 'pickup_places', 'product_count', 'rating', 'review_count', 'slug'].sort(),
    );
    const count = await shop.db.selectFrom('products').select((eb) => eb.fn.countAll<number | string>().as('n')).where('store_id', '=', store.id).where('status', '=', 1).executeTakeFirstOrThrow();
    expect(info.product_count).toBe(Number(count.n));
    expect(info.followed).toBeNull();
    expectPaginator(result, 30);
    expect(result.total).toBe(info.product_count);
    const prices = result.data.map((t) => (t.offered > 0 ? t.offered : t.selling));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const user = await shop.signedInUser();
    await shop.db.insertInto('store_followers').values({ store_id: store.id, user_id: user.id }).execute();
    const followed = (await get<StoreDetail>(`store/${store.slug}`, { Authorization: `Bearer ${user.token}` })).body.data;
    expect(followed.store.followed).toBe(1);
    const other = await shop.signedInUser();
    expect((await get<StoreDetail>(`store/${store.slug}`, { Authorization: `Bearer ${other.token}` })).body.data.store.followed).toBeNull();
    // A dead token is simply "not signed in" on a public page.
    expect((await get<StoreDetail>(`store/${store.slug}`, { Authorization: 'Bearer nope' })).body.status).toBe(200);
  });

  it('answers reviews with first names only, star breakdown and average', async () => {
    const reviewed = await shop.db
      .selectFrom('reviews as r').innerJoin('products as p', 'p.id', 'r.product_id')
      .select((eb) => ['r.product_id', eb.fn.countAll<number | string>().as('n')])
      .where('r.status', '=', 1).where('p.status', '=', 1)
      .groupBy('r.product_id').orderBy('n', 'desc').executeTakeFirstOrThrow();
    const { body } = await get<ReviewsData>(`reviews?product_id=${reviewed.product_id}&page=1`);
    expect(body.status).toBe(200);
    const data = body.data;
    expect(data.total).toBe(Number(reviewed.n));
    expect(Object.values(data.stars).reduce((a, b) => a + b, 0)).toBe(data.total);
    const weighted = Object.entries(data.stars).reduce((sum, [star, n]) => sum + Number(star) * n, 0);
    expect(data.average).toBeCloseTo(weighted / data.total, 1);
    expectPaginator(data.all, 10);
    for (const review of data.all.data) {
      expect(Object.keys(review).sort()).toEqual(['comment', 'created_at', 'id', 'images', 'stars', 'user']);
      expect(Object.keys(review.user)).toEqual(['first_name']);
      expect(review.user.first_name).not.toMatch(/\s/);
      expect(review.stars).toBeGreaterThanOrEqual(1);
    }
    const dates = data.all.data.map((r) => r.created_at);
    expect(dates).toEqual([...dates].sort().reverse());

    const none = await shop.db.selectFrom('products').select('id').where('review_count', '=', 0).where('status', '=', 1).executeTakeFirst();
    if (none) {
      const empty = (await get<ReviewsData>(`reviews?product_id=${none.id}`)).body.data;
      expect(empty).toMatchObject({ total: 0, average: 0, stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });
    }
  });

  it('answers page/{slug} translated', async () => {
    const en = (await get<StaticPage>('page/about-us')).body.data;
    const ar = (await get<StaticPage>('page/about-us', { Language: 'ar' })).body.data;
    const fr = (await get<StaticPage>('page/about-us', { Language: 'fr' })).body.data;
    expect(en.slug).toBe('about-us');
    expect(en.title).toMatch(/^[\x20-\x7E]+$/);
    expect(ar.title).toMatch(ARABIC);
    expect(ar.body).toMatch(ARABIC);
    expect(fr.title).not.toBe(en.title);
  });

  // Issue 21, item 8: sellers will write descriptions and the shop its pages; whatever is stored,
  // what is served can be rendered as HTML without running anyone's code.
  it('serves descriptions and static pages sanitised, and plain overviews as typed', async () => {
    const { id } = await shop.db.selectFrom('products').select('id').where('status', '=', 1).orderBy('id', 'desc').executeTakeFirstOrThrow();
    await shop.db.updateTable('products').set({
      description: '<p onclick="steal()">Soft <b>cotton</b></p><script>steal()</script><a href="javascript:steal()">more</a><img src="x" onerror="steal()">',
      overview: 'Size: < 5 cm & light',
    }).where('id', '=', id).execute();
    await shop.db.deleteFrom('product_translations').where('product_id', '=', id).execute();
    const product = (await get<ProductDetail>(`product/${id}`)).body.data;
    expect(product.description).toBe('<p>Soft <b>cotton</b></p><a>more</a><img src="x" />');
    expect(product.overview).toBe('Size: < 5 cm & light');

    const page = await shop.db.selectFrom('pages').select('id').where('slug', '=', 'about-us').executeTakeFirstOrThrow();
    await shop.db.updateTable('page_translations').set({ body: '<h2>About</h2><iframe src="https://evil.example"></iframe><p style="display:none" onmouseover="steal()">Us</p>' })
      .where('page_id', '=', page.id).where('lang', '=', 'tr').execute();
    const tr = (await get<StaticPage>('page/about-us', { Language: 'tr' })).body.data;
    expect(tr.body).toBe('<h2>About</h2><p>Us</p>');
  });
});
