// Cents inside (issue 30, deliverable 3; decision 0018): order/action and voucher/validity price a
// cart from its rows in cents (backend/checkout/order-lines.ts), without the tiles, images and
// attribute names the cart screen reads. On SQLite and PostgreSQL, over a seeded catalogue with
// running flash sales, offers, variants with their own prices, bundle deals, flat and percent
// taxes, single-price shipping rules and pickup, the server's lines are exactly what the screen's
// mapping (`pricingLineOf` over the api/v1 cart lines) gives, for every address and language.
import { describe, expect, it } from 'vitest';
import { isSelected } from '../../core/cart/cart';
import { pricingLineOf } from '../../core/cart/cart-pricing';
import { loadCartLines } from '../../backend/cart/cart-lines';
import { loadOrderLines } from '../../backend/checkout/order-lines';
import { createRng } from '../../backend/seed/content/random';
import { useApiShop } from '../support/api-shop';
import { testDatabases } from '../support/databases';

describe.each(testDatabases())('order lines in cents agree with the cart screen\'s pricing on $name', (database) => {
  const shop = useApiShop(database, { products: 400, seed: 41 });

  it('gives every selected line the unit price, bundle, tax and shipping the screen computes, with its place, title and store', { timeout: 120_000 }, async () => {
    const rng = createRng(database.name === 'sqlite' ? 51 : 52);
    const { id: userId } = await shop.signedInUser();
    const owner = { userId };
    const inventories = await shop.db.selectFrom('inventories').select(['id', 'product_id']).orderBy('id').execute();
    const places = await shop.db.selectFrom('shipping_places').select(['id', 'country', 'state']).orderBy('id').execute();
    // Every variant in the cart (private products too: neither side may price them), some not selected,
    // some picked up, some with a stored place (its rule's or another's).
    await shop.db.insertInto('carts').values(inventories.map((row) => ({
      user_id: userId, guest_user_id: null, product_id: row.product_id, inventory_id: row.id,
      quantity: rng.int(1, 6), selected: rng.chance(0.8) ? 1 : 2, shipping_type: rng.chance(0.3) ? 2 : 1,
      shipping_place_id: rng.chance(0.5) ? rng.pick(places).id : null,
    }))).execute();

    const now = new Date();
    const addresses = [undefined, { country: 'NOWHERE', state: 'X' }, ...places.slice(0, 6).map((p) => ({ country: p.country, state: p.state }))];
    let lines = 0;
    for (const language of ['en', 'ar']) {
      for (const address of addresses) {
        const options = address ? { address, now } : { now };
        const screen = (await loadCartLines(shop.db, owner, language, options)).filter(isSelected);
        const server = await loadOrderLines(shop.db, owner, language, options);
        expect(server.map((line) => line.pricing)).toEqual(screen.map((line) => pricingLineOf(line, now)));
        expect(server.map((line) => ({ id: line.id, productId: line.productId, inventoryId: line.inventoryId, title: line.title, placeId: line.shippingPlaceId, type: line.shippingType })))
          .toEqual(screen.map((line) => ({ id: line.id, productId: line.product_id, inventoryId: line.inventory_id, title: line.flash_product.title, placeId: line.shipping_place?.id ?? null, type: line.shipping_type })));
        lines += server.length;
      }
    }
    expect(lines).toBeGreaterThan(1_000);

    // The shapes that make the comparison worth making are all there.
    const all = await loadOrderLines(shop.db, owner, 'en', { now });
    const stores = new Map((await shop.db.selectFrom('products').select(['id', 'store_id']).execute()).map((row) => [row.id, row.store_id]));
    expect(all.every((line) => line.storeId === stores.get(line.productId))).toBe(true);
    const screen = new Map((await loadCartLines(shop.db, owner, 'en', { now })).map((line) => [line.id, line]));
    const has = (test: (id: number) => boolean) => all.filter((line) => test(line.id)).length;
    expect(has((id) => screen.get(id)!.flash_product.price !== null)).toBeGreaterThan(0);
    expect(has((id) => Number(screen.get(id)!.flash_product.offered) > 0)).toBeGreaterThan(0);
    expect(has((id) => (screen.get(id)!.updated_inventory.inventory_attributes?.length ?? 0) > 0)).toBeGreaterThan(0);
    expect(all.filter((line) => line.pricing.bundle !== null).length).toBeGreaterThan(0);
    expect(new Set(all.flatMap((line) => (line.pricing.tax ? [line.pricing.tax.type] : [])))).toEqual(new Set([1, 2]));
    expect(all.filter((line) => line.pricing.shipping?.singlePrice).length).toBeGreaterThan(0);
    expect(all.filter((line) => line.pricing.shipping?.type === 2).length).toBeGreaterThan(0);
    expect(all.filter((line) => line.pricing.shipping === null).length).toBeGreaterThan(0);
  });
});
