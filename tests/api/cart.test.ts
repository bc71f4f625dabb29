import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CartData, CartLine } from '../../core/cart/cart';
import { MAX_LINE_QUANTITY } from '../../core/cart/line-quantity';
import { PRIVATE, PUBLIC } from '../../core/shared/visibility';
import { moveGuestToUser } from '../../backend/auth/guest-merge';
import { useApiShop } from '../support/api-shop';
import { testDatabases } from '../support/databases';
import { addressOf, cartProduct } from './cart-support';

type Saved = CartData & { line: CartLine | null };
type Form = { form: string[] };
type ShippingAnswer = CartData & { product: Record<string, string[]> };

describe.each(testDatabases())('api/v1 cart on $name', (database) => {
  const shop = useApiShop(database, { products: 40, seed: 7 });
  let nextProduct = 0;
  const product = (stock = 5) => cartProduct(shop.db, nextProduct++, stock);
  const guestToken = () => randomBytes(24).toString('base64url');

  /** A buyer: a signed-in user (bearer) or a guest (user_token in the body or query). */
  type Buyer = { headers: Record<string, string>; token?: string };
  const user = async (): Promise<Buyer & { id: number }> => {
    const u = await shop.signedInUser();
    return { id: u.id, headers: { Authorization: `Bearer ${u.token}` } };
  };
  const guest = (): Buyer => ({ headers: {}, token: guestToken() });
  const post = <T>(buyer: Buyer, url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    shop.call<T>({ method: 'POST', url: `/api/v1/${url}`, payload: buyer.token ? { user_token: buyer.token, ...payload } : payload, headers: { ...buyer.headers, ...headers } });
  const cart = async (buyer: Buyer, query: Record<string, string | number> = {}) => {
    const params = new URLSearchParams(Object.entries({ ...(buyer.token ? { user_token: buyer.token } : {}), ...query }).map(([k, v]) => [k, String(v)]));
    return shop.call<CartData>({ method: 'GET', url: `/api/v1/cart/by-user?${params.toString()}`, headers: buyer.headers });
  };
  const add = (buyer: Buyer, productId: number, inventoryId: number, quantity: unknown, headers: Record<string, string> = {}) =>
    post<Saved>(buyer, 'cart/action', { product_id: productId, inventory_id: inventoryId, quantity }, headers);
  const rows = (inventoryId: number) => shop.db.selectFrom('carts').selectAll().where('inventory_id', '=', inventoryId).orderBy('id').execute();

  it('adds, changes by a (negative) quantity and counts the sum of quantities, for a user and a guest', async () => {
    const f = await product();
    for (const buyer of [await user(), guest()]) {
      const first = await add(buyer, f.productId, f.inventoryIds[0]!, 2);
      expect(first.body.status).toBe(200);
      expect(first.body.data.line).toMatchObject({ product_id: f.productId, inventory_id: f.inventoryIds[0], quantity: 2, selected: 1 });
      expect(first.body.data.count).toBe(2);
      expect(first.body.data.cart.map((l) => l.id)).toEqual([first.body.data.line!.id]);
      expect((await add(buyer, f.productId, f.inventoryIds[1]!, '3')).body.data.count).toBe(5);
      const less = await add(buyer, f.productId, f.inventoryIds[0]!, -1);
      expect(less.body.data.line?.quantity).toBe(1);
      const listed = await cart(buyer);
      expect(listed.body.status).toBe(200);
      expect(listed.body.data.cart.map((l) => [l.inventory_id, l.quantity])).toEqual([[f.inventoryIds[0], 1], [f.inventoryIds[1], 3]]);
      expect(listed.body.data.count).toBe(4);
    }
  });

  it('refuses below 1, past the stock, out of stock and bad input with a translated 201, changing nothing', async () => {
    const f = await product(3);
    const buyer = await user();
    const [inv, other] = f.inventoryIds as [number, number];
    expect((await add(buyer, f.productId, inv, 2)).body.status).toBe(200);
    const form = async (productId: unknown, inventoryId: unknown, quantity: unknown, lang = 'en') => {
      const { http, body } = await post<Form>(buyer, 'cart/action', { product_id: productId, inventory_id: inventoryId, quantity }, { Language: lang });
      expect(http).toBe(200);
      expect(body.status, JSON.stringify([productId, inventoryId, quantity])).toBe(201);
      return body.data.form[0];
    };
    expect(await form(f.productId, inv, -2)).toBe('Must have minimum 1 item.');
    expect(await form(f.productId, inv, 0)).toBe('Must have minimum 1 item.');
    expect(await form(f.productId, other, -1)).toBe('Must have minimum 1 item.');
    expect(await form(f.productId, inv, 2)).toBe('Product quantity exceeds inventory.');
    expect(await form(f.productId, inv, 2, 'fr')).toBe('La quantité dépasse le stock disponible.');
    expect(await form(f.productId, inv, 1e9)).toBe('Maximum quantity exceeds.');
    for (const q of ['abc', 1.5, null, undefined, [1], '1e3']) expect(await form(f.productId, inv, q)).toBe('Quantity must be a whole number.');
    for (const id of [-1, 'x', 0, 99999999999, null, 999999]) expect(await form(id, inv, 1, 'tr')).toBe('Ürün bulunamadı.');
    for (const id of [-1, 'x', 999999, (await shop.db.selectFrom('inventories').select('id').where('product_id', '!=', f.productId).executeTakeFirstOrThrow()).id]) expect(await form(f.productId, id, 1)).toBe('Please select all required attributes.');
    await shop.db.updateTable('inventories').set({ quantity: 0 }).where('id', '=', other).execute();
    expect(await form(f.productId, other, 1)).toBe('This product is out of stock.');
    await shop.db.updateTable('products').set({ status: 2 }).where('id', '=', f.productId).execute();
    expect(await form(f.productId, inv, 1)).toBe('Product not found.');
    await shop.db.updateTable('products').set({ status: 1 }).where('id', '=', f.productId).execute();
    const bad = await shop.call({ method: 'POST', url: '/api/v1/cart/action', payload: 'nonsense', headers: { ...buyer.headers, 'content-type': 'application/json' } });
    expect(bad.http).toBeLessThan(500);
    expect((await rows(inv)).map((r) => r.quantity)).toEqual([2]);
    expect(await rows(other)).toEqual([]);
  });

  it('a line never holds more than the one per-line maximum the product page and the cart use, whatever the stock', async () => {
    const f = await product(MAX_LINE_QUANTITY + 50);
    const buyer = guest();
    const inv = f.inventoryIds[0]!;
    const refusal = async (url: string, quantity: number) => {
      const { body } = await post<Form>(buyer, url, { product_id: f.productId, inventory_id: inv, quantity });
      return [body.status, body.data.form?.[0]];
    };
    expect(await refusal('cart/action', MAX_LINE_QUANTITY + 1)).toEqual([201, 'Maximum quantity exceeds.']);
    expect(await refusal('cart/buy-now', MAX_LINE_QUANTITY + 1)).toEqual([201, 'Maximum quantity exceeds.']);
    expect((await add(buyer, f.productId, inv, MAX_LINE_QUANTITY - 1)).body.status).toBe(200);
    expect((await add(buyer, f.productId, inv, 1)).body.data.line?.quantity).toBe(MAX_LINE_QUANTITY);
    expect(await refusal('cart/action', 1)).toEqual([201, 'Maximum quantity exceeds.']);
    expect((await rows(inv)).map((r) => r.quantity)).toEqual([MAX_LINE_QUANTITY]);
  });

  it('403 for an invalid bearer token or no identity at all', async () => {
    const f = await product();
    const stale = { headers: { Authorization: 'Bearer not-a-session' } };
    for (const buyer of [stale, { headers: {} }]) {
      expect((await add(buyer, f.productId, f.inventoryIds[0]!, 1)).body.status).toBe(403);
      expect((await cart(buyer)).body.status).toBe(403);
    }
    const none = await add({ headers: {} }, f.productId, f.inventoryIds[0]!, 1, { Language: 'fr' });
    expect(none.body.message).toContain('user_token');
    expect(await rows(f.inventoryIds[0]!)).toEqual([]);
    // A guest that never stored anything has an empty cart; reading creates no guest row.
    const before = await shop.db.selectFrom('guest_users').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
    expect((await cart(guest())).body.data).toEqual({ cart: [], count: 0 });
    const after = await shop.db.selectFrom('guest_users').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('10 concurrent +1 on one variant end with quantity 10, never a lost update; the stock still caps them', async () => {
    const f = await product(12);
    const buyer = await user();
    const answers = await Promise.all(Array.from({ length: 10 }, () => add(buyer, f.productId, f.inventoryIds[0]!, 1)));
    expect(answers.map((a) => a.body.status)).toEqual(Array(10).fill(200));
    expect((await rows(f.inventoryIds[0]!)).map((r) => r.quantity)).toEqual([10]);
    const capped = await Promise.all(Array.from({ length: 5 }, () => add(buyer, f.productId, f.inventoryIds[0]!, 1)));
    expect(capped.filter((a) => a.body.status === 200)).toHaveLength(2);
    expect((await rows(f.inventoryIds[0]!)).map((r) => r.quantity)).toEqual([12]);
    const g = guest();
    await Promise.all(Array.from({ length: 6 }, () => add(g, f.productId, f.inventoryIds[1]!, 2)));
    expect((await rows(f.inventoryIds[1]!)).map((r) => r.quantity)).toEqual([12]);
  });

  it('buy-now sets the quantity, selects the line and unselects only the caller\'s other lines', async () => {
    const f = await product();
    const alice = await user();
    const bob = guest();
    const [a, b] = f.inventoryIds as [number, number];
    await add(alice, f.productId, a, 1);
    await add(bob, f.productId, a, 2);
    await add(bob, f.productId, b, 1);
    const answer = await post<Saved>(alice, 'cart/buy-now', { product_id: f.productId, inventory_id: b, quantity: 3 });
    expect(answer.body.status).toBe(200);
    expect(answer.body.data.line).toMatchObject({ inventory_id: b, quantity: 3, selected: 1 });
    expect((await cart(alice)).body.data.cart.map((l) => [l.inventory_id, l.selected])).toEqual([[a, 2], [b, 1]]);
    expect((await cart(bob)).body.data.cart.map((l) => l.selected)).toEqual([1, 1]);
    // An existing line is set, not added to; the stock and the minimum still apply.
    expect((await post<Saved>(alice, 'cart/buy-now', { product_id: f.productId, inventory_id: b, quantity: 2 })).body.data.line?.quantity).toBe(2);
    expect((await post<Form>(alice, 'cart/buy-now', { product_id: f.productId, inventory_id: b, quantity: 6 })).body.data.form).toEqual(['Product quantity exceeds inventory.']);
    expect((await post<Form>(alice, 'cart/buy-now', { product_id: f.productId, inventory_id: b, quantity: 0 })).body.status).toBe(201);
    expect((await cart(alice)).body.data.cart.map((l) => [l.quantity, l.selected])).toEqual([[1, 2], [2, 1]]);
  });

  it('delete and change act on the caller\'s own lines only: another user\'s or guest\'s id is 403 and nothing changes', async () => {
    const f = await product();
    const alice = await user();
    const bob = await user();
    const carol = guest();
    const [a, b] = f.inventoryIds as [number, number];
    const aliceLine = (await add(alice, f.productId, a, 2)).body.data.line!.id;
    const aliceOther = (await add(alice, f.productId, b, 1)).body.data.line!.id;
    const bobLine = (await add(bob, f.productId, a, 1)).body.data.line!.id;
    const carolLine = (await add(carol, f.productId, a, 1)).body.data.line!.id;
    for (const foreign of [bobLine, carolLine]) {
      expect((await post(alice, 'cart/delete', { id: foreign })).body.status).toBe(403);
      expect((await shop.call({ method: 'DELETE', url: `/api/v1/cart/${foreign}`, headers: alice.headers })).body.status).toBe(403);
      expect((await post(alice, 'cart/change', { checked: [aliceLine], unchecked: [foreign], isBundle: false })).body.status).toBe(403);
    }
    expect((await post(carol, 'cart/delete', { id: aliceLine })).body.status).toBe(403);
    expect((await post(guest(), 'cart/change', { checked: [], unchecked: [aliceLine] })).body.status).toBe(403);
    expect((await rows(a)).map((r) => [r.id, r.quantity, r.selected])).toEqual([[aliceLine, 2, 1], [bobLine, 1, 1], [carolLine, 1, 1]]);

    for (const payload of [{ checked: 'x' }, { checked: [1], unchecked: [1] }, { unchecked: [-1] }, { checked: [{}] }, { checked: null }, { unchecked: null, checked: [aliceLine] }]) {
      expect((await post<Form>(alice, 'cart/change', payload, { Language: 'ar' })).body.status).toBe(201);
    }
    const changed = await post(alice, 'cart/change', { checked: [aliceOther], unchecked: [aliceLine], isBundle: true });
    expect(changed.body).toMatchObject({ status: 200, data: true });
    expect((await cart(alice)).body.data.cart.map((l) => [l.id, l.selected])).toEqual([[aliceLine, 2], [aliceOther, 1]]);

    for (const id of ['x', -1, null]) expect((await post(alice, 'cart/delete', { id })).body.status).toBe(201);
    const removed = await post<{ count: number }>(alice, 'cart/delete', { id: aliceLine });
    expect(removed.body).toMatchObject({ status: 200, data: { count: 1 } });
    const viaDelete = await shop.call<{ count: number }>({ method: 'DELETE', url: `/api/v1/cart/${carolLine}?user_token=${carol.token}` });
    expect(viaDelete.body).toMatchObject({ status: 200, data: { count: 0 } });
    expect((await rows(a)).map((r) => r.id)).toEqual([bobLine]);
  });

  it('update-shipping matches places from the address (exact state, state ALL, country ALL, none) and ignores client place ids', async () => {
    const f = await product();
    const buyer = await user();
    const line = (await add(buyer, f.productId, f.inventoryIds[0]!, 1)).body.data.line!.id;
    const ship = (addressId: number, type = 1, place: number | null = f.places.everywhere, lang = 'en') =>
      post<ShippingAnswer>(buyer, 'cart/update-shipping', { cart: { [line]: { shipping_place: place, shipping_type: type } }, selected_address: addressId }, { Language: lang });
    const stored = async () => (await shop.db.selectFrom('carts').select(['shipping_place_id', 'shipping_type']).where('id', '=', line).executeTakeFirstOrThrow());

    const exact = await ship(await addressOf(shop.db, buyer.id, 'TR', '34'), 2);
    expect(exact.body.status).toBe(200);
    expect(exact.body.data.cart[0]!.shipping_place?.id).toBe(f.places.exact);
    expect(exact.body.data.product).toEqual({});
    expect(exact.body.data.count).toBe(1);
    expect(await stored()).toEqual({ shipping_place_id: f.places.exact, shipping_type: 2 });

    const ankara = await addressOf(shop.db, buyer.id, 'TR', '06');
    expect((await ship(ankara)).body.data.cart[0]!.shipping_place?.id).toBe(f.places.countryWide);
    expect(await stored()).toEqual({ shipping_place_id: f.places.countryWide, shipping_type: 1 });
    // Pickup where the matched place has no pickup point is refused and changes nothing.
    expect((await ship(ankara, 2)).body.status).toBe(201);
    expect(await stored()).toEqual({ shipping_place_id: f.places.countryWide, shipping_type: 1 });

    const berlin = await addressOf(shop.db, buyer.id, 'DE', 'BE');
    expect((await ship(berlin)).body.data.cart[0]!.shipping_place?.id).toBe(f.places.everywhere);
    expect((await cart(buyer, { address_id: berlin })).body.data.cart[0]!.shipping_place?.id).toBe(f.places.everywhere);

    await shop.db.updateTable('products').set({ shipping_rule_id: f.frenchRuleId }).where('id', '=', f.productId).execute();
    const none = await ship(berlin, 1, f.frenchPlaceId);
    expect(none.body.status).toBe(200);
    expect(none.body.data.cart[0]!.shipping_place).toBeNull();
    expect(none.body.data.product[line]).toEqual(['This product can not be shipped to BE DE. Please Uncheck the product first or change the shipping address']);
    expect(await stored()).toEqual({ shipping_place_id: null, shipping_type: 1 });
    expect((await ship(berlin, 1, null, 'fr')).body.data.product[line]![0]).toContain('BE DE');
    await shop.db.updateTable('products').set({ shipping_rule_id: f.ruleId }).where('id', '=', f.productId).execute();
  });

  it('update-shipping refuses another buyer\'s address or line (nothing changes) and malformed choices', async () => {
    const f = await product();
    const alice = await user();
    const bob = await user();
    const aliceLine = (await add(alice, f.productId, f.inventoryIds[0]!, 1)).body.data.line!.id;
    const bobLine = (await add(bob, f.productId, f.inventoryIds[0]!, 1)).body.data.line!.id;
    const aliceHome = await addressOf(shop.db, alice.id, 'TR', '34');
    const bobHome = await addressOf(shop.db, bob.id, 'TR', '34');
    const send = (cart: unknown, address: unknown) => post<Form>(alice, 'cart/update-shipping', { cart, selected_address: address });
    expect((await send({ [aliceLine]: { shipping_type: 1 } }, bobHome)).body.data.form).toEqual(['Please choose one of your addresses.']);
    expect((await cart(alice, { address_id: bobHome })).body.status).toBe(201);
    expect((await send({ [bobLine]: { shipping_type: 1 } }, aliceHome)).body.status).toBe(403);
    expect((await send({ [aliceLine]: { shipping_type: 1 }, [bobLine]: { shipping_type: 1 } }, aliceHome)).body.status).toBe(403);
    for (const bad of [null, [1], { x: { shipping_type: 1 } }, { [aliceLine]: { shipping_type: 3 } }, { [aliceLine]: 'pickup' }, { [aliceLine]: { shipping_type: true } }]) {
      expect((await send(bad, aliceHome)).body.status, JSON.stringify(bad)).toBe(201);
    }
    const untouched = await shop.db.selectFrom('carts').select('shipping_place_id').where('id', 'in', [aliceLine, bobLine]).execute();
    expect(untouched.map((r) => r.shipping_place_id)).toEqual([null, null]);
  });

  it('a sign-in moves guest lines to the account, quantities added and capped at the stock', async () => {
    const f = await product(4);
    const g = guest();
    const account = await user();
    const [a, b] = f.inventoryIds as [number, number];
    await add(g, f.productId, a, 3);
    await add(g, f.productId, b, 1);
    await add(account, f.productId, a, 2);
    await moveGuestToUser(shop.db, g.token!, account.id);
    const merged = await cart(account);
    expect(merged.body.data.cart.map((l) => [l.inventory_id, l.quantity]).sort((x, y) => x[0]! - y[0]!)).toEqual([[a, 4], [b, 1]]);
    expect(merged.body.data.count).toBe(5);
    expect((await cart(g)).body.data).toEqual({ cart: [], count: 0 });
  });

  it('the profile\'s cart_count is the cart\'s count, for a user and a guest, also once a product in the cart is no longer public', async () => {
    const [shown, hidden] = [await product(), await product()];
    for (const buyer of [await user(), guest()]) {
      expect((await add(buyer, shown.productId, shown.inventoryIds[0]!, 2)).body.status).toBe(200);
      expect((await add(buyer, hidden.productId, hidden.inventoryIds[0]!, 3)).body.status).toBe(200);
      const profileCount = async () => (await shop.call<{ cart_count: number }>({
        method: 'GET', url: `/api/v1/user/profile${buyer.token ? `?user_token=${buyer.token}` : ''}`, headers: buyer.headers,
      })).body.data.cart_count;
      expect((await cart(buyer)).body.data.count).toBe(5);
      expect(await profileCount()).toBe(5);
      await shop.db.updateTable('products').set({ status: PRIVATE }).where('id', '=', hidden.productId).execute();
      try {
        expect((await cart(buyer)).body.data.count).toBe(2);
        expect(await profileCount()).toBe(2);
      } finally {
        await shop.db.updateTable('products').set({ status: PUBLIC }).where('id', '=', hidden.productId).execute();
      }
    }
  });
});
