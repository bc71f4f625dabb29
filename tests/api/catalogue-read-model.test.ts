import { describe, expect, it } from 'vitest';
import { ListingReadModel } from '../../backend/catalogue/listing-read-model';
import { loadCategories } from '../../backend/catalogue/listing-sidebar';
import { activeFlashPrices } from '../../backend/product/product-tiles';
import { useApiShop } from '../support/api-shop';
import { testDatabases } from '../support/databases';

// The listing's read model serves the category tree, sidebar lists and flash prices from memory for
// a few seconds. What it serves must equal what the database says, and which flash sales run is
// decided against the request's clock, not the moment the cache was filled.
describe.each(testDatabases())('listing read model on $name', (database) => {
  const shop = useApiShop(database, { products: 200, seed: 5 });

  it('gives the flash prices the tiles would read from the database, now and at any other moment', async () => {
    const model = new ListingReadModel(shop.db);
    const productIds = (await shop.db.selectFrom('products').select('id').execute()).map((r) => r.id);
    const now = new Date();
    // A moment the cache was not filled for (the seed's sales start and end over days) is read anew.
    for (const at of [now, new Date(now.getTime() + 3 * 86_400_000), new Date(now.getTime() - 86_400_000)]) {
      const expected = await activeFlashPrices(shop.db, productIds, at);
      const running = await model.runningFlash(at);
      expect(new Map(running.tiles)).toEqual(expected);
      expect(new Map(running.cents)).toEqual(new Map([...expected].map(([id, p]) => [id, p.cents])));
    }
  });

  it('ends a sale on the millisecond while serving it from memory', async () => {
    const model = new ListingReadModel(shop.db);
    const now = new Date();
    const running = await activeFlashPrices(shop.db, (await shop.db.selectFrom('products').select('id').execute()).map((r) => r.id), now);
    const product = await shop.db.selectFrom('products').select('id').where('status', '=', 1).where('id', 'not in', [...running.keys()]).executeTakeFirstOrThrow();
    const end = new Date(now.getTime() + 3_000);
    const sale = await shop.db.insertInto('flash_sales').values({
      slug: `read-model-${now.getTime()}`, title: 'Three seconds', start_time: new Date(now.getTime() - 60_000).toISOString(),
      end_time: end.toISOString(), status: 1, created_at: now.toISOString(),
    }).returning('id').executeTakeFirstOrThrow();
    await shop.db.insertInto('flash_sale_products').values({ flash_sale_id: sale.id, product_id: product.id, price: 1 }).execute();
    try {
      expect((await model.runningFlash(now)).tiles.get(product.id)).toEqual({ cents: 1, end_time: end.toISOString() });
      // Gone from the database, still in memory (a few seconds, like `home`), and ending on time.
      await shop.db.deleteFrom('flash_sale_products').where('flash_sale_id', '=', sale.id).execute();
      expect((await model.runningFlash(new Date(end.getTime() - 1))).cents.get(product.id)).toBe(1);
      expect((await model.runningFlash(end)).cents.has(product.id)).toBe(false);
      expect(await new ListingReadModel(shop.db).runningFlash(now).then((r) => r.cents.has(product.id))).toBe(false);
    } finally {
      await shop.db.deleteFrom('flash_sale_products').where('flash_sale_id', '=', sale.id).execute();
      await shop.db.deleteFrom('flash_sales').where('id', '=', sale.id).execute();
    }
  });

  it('serves the category tree as loadCategories reads it, per language', async () => {
    const model = new ListingReadModel(shop.db);
    for (const lang of ['en', 'fr', 'ar']) expect(await model.categoryTree(lang)).toEqual(await loadCategories(shop.db, lang));
    const tree = await model.categoryTree('en');
    const first = tree[0]!;
    expect(await model.category({ id: first.id, slug: null }, 'en')).toEqual(first);
    expect(await model.category({ id: null, slug: first.slug }, 'en')).toEqual(first);
    expect(await model.category({ id: null, slug: first.slug.toUpperCase() }, 'en')).toBeNull();
    const hidden = await shop.db.selectFrom('categories').select('id').where('status', '!=', 1).executeTakeFirst();
    if (hidden) expect(await model.category({ id: hidden.id, slug: null }, 'en')).toBeNull();
  });
});
