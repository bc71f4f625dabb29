import { describe, expect, it } from 'vitest';
import { priceSelectedLines } from '../../core/cart/cart-pricing';
import { ensureGuestId } from '../../backend/auth/caller';
import { loadCartLines } from '../../backend/cart/cart-lines';
import { useApiShop } from '../support/api-shop';
import { testDatabases } from '../support/databases';
import { cartProduct } from './cart-support';

describe.each(testDatabases())('loadCartLines on $name', (database) => {
  const shop = useApiShop(database, { products: 40, seed: 11 });

  it('builds the contract shape: translated title, flash price, tax, bundle, images, variant attributes', async () => {
    const fixture = await cartProduct(shop.db, 0);
    const user = await shop.signedInUser();
    const [first, second] = fixture.inventoryIds;
    await shop.db.insertInto('carts').values([
      { user_id: user.id, product_id: fixture.productId, inventory_id: second!, quantity: 1, selected: 2, shipping_place_id: null },
      { user_id: user.id, product_id: fixture.productId, inventory_id: first!, quantity: 3, selected: 1, shipping_place_id: fixture.places.exact },
    ]).execute();

    const lines = await loadCartLines(shop.db, { userId: user.id }, 'fr');
    expect(lines.map((l) => l.inventory_id)).toEqual([second, first]);
    const line = lines[1]!;
    const fr = await shop.db.selectFrom('product_translations').select('title').where('product_id', '=', fixture.productId).where('lang', '=', 'fr').executeTakeFirst();
    if (fr) expect(line.flash_product.title).toBe(fr.title);
    expect(line).toMatchObject({
      product_id: fixture.productId, user_id: user.id, quantity: 3, selected: 1, shipping_type: 1, shipping_place_id: fixture.places.exact,
      updated_inventory: { id: first, quantity: 5, price: 0 },
    });
    expect(line.flash_product).toMatchObject({ selling: 20, offered: 0, price: 15, bundle_deal: { buy: 2, free: 1 }, tax_rules: { type: 2, price: 7.5 }, shipping_rule_id: fixture.ruleId });
    expect(line.flash_product.end_time).toEqual(expect.any(String));
    expect(line.product_images.length).toBeGreaterThan(0);
    expect(line.shipping_place).toMatchObject({ id: fixture.places.exact, price: 3.5, pickup_price: 1, pickup_point: 'Kadıköy', shipping_rule: { id: fixture.ruleId, single_price: 0 } });
    expect(lines[0]!.shipping_place).toBeNull();

    // The same lines price the same everywhere: 3 x 15.00 = 45.00, one free (15.00), 7.5 % tax of 45.00, 3.50 shipping.
    const priced = priceSelectedLines(lines, new Date());
    expect(priced.totals).toMatchObject({ subtotal: 4500, bundleOffer: 1500, tax: 338, shipping: 350, total: 4500 - 1500 + 338 + 350 });

    const attributes = await shop.db.selectFrom('inventory_attributes').select('attribute_value_id').where('inventory_id', '=', first!).execute();
    expect(line.updated_inventory.inventory_attributes.map((a) => a.attribute_value_id).sort()).toEqual(attributes.map((a) => a.attribute_value_id).sort());
    for (const attribute of line.updated_inventory.inventory_attributes) {
      expect(attribute.attribute_value.title).toEqual(expect.any(String));
      expect(attribute.attribute_value.attribute.title).toEqual(expect.any(String));
    }
  });

  it('matches places for an address: exact state, then the country, then everywhere; null when none serves it', async () => {
    const fixture = await cartProduct(shop.db, 1);
    const user = await shop.signedInUser();
    await shop.db.insertInto('carts').values({ user_id: user.id, product_id: fixture.productId, inventory_id: fixture.inventoryIds[0]!, quantity: 1 }).execute();
    const placeFor = async (country: string, state: string) =>
      (await loadCartLines(shop.db, { userId: user.id }, 'en', { address: { country, state } }))[0]!.shipping_place?.id ?? null;
    expect(await placeFor('TR', '34')).toBe(fixture.places.exact);
    expect(await placeFor('tr', '06')).toBe(fixture.places.countryWide);
    expect(await placeFor('DE', 'BE')).toBe(fixture.places.everywhere);
    await shop.db.updateTable('products').set({ shipping_rule_id: fixture.frenchRuleId }).where('id', '=', fixture.productId).execute();
    expect(await placeFor('TR', '34')).toBeNull();
    expect(await placeFor('FR', '75')).toBe(fixture.frenchPlaceId);
    await shop.db.updateTable('products').set({ shipping_rule_id: null }).where('id', '=', fixture.productId).execute();
    expect(await placeFor('FR', '75')).toBeNull();
  });

  it("keeps each buyer's lines apart and leaves out products that are no longer public", async () => {
    const fixture = await cartProduct(shop.db, 2);
    const user = await shop.signedInUser();
    const guestId = await ensureGuestId(shop.db, 'g'.repeat(40));
    await shop.db.insertInto('carts').values([
      { user_id: user.id, guest_user_id: null, product_id: fixture.productId, inventory_id: fixture.inventoryIds[0]!, quantity: 2 },
      { user_id: null, guest_user_id: guestId, product_id: fixture.productId, inventory_id: fixture.inventoryIds[0]!, quantity: 4 },
    ]).execute();
    expect((await loadCartLines(shop.db, { userId: user.id }, 'en')).map((l) => l.quantity)).toEqual([2]);
    const guestLines = await loadCartLines(shop.db, { guestId }, 'en');
    expect(guestLines.map((l) => [l.quantity, l.user_id])).toEqual([[4, null]]);
    await shop.db.updateTable('products').set({ status: 2 }).where('id', '=', fixture.productId).execute();
    expect(await loadCartLines(shop.db, { guestId }, 'en')).toEqual([]);
    await shop.db.updateTable('products').set({ status: 1 }).where('id', '=', fixture.productId).execute();
  });
});
