import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reindexProducts } from '../../backend/search/search-index';
import { runShopper } from '../../clients/shopper/shopper';
import { testDatabases } from '../support/databases';
import { product, shippingRule, useOrderShop } from './orders-support';

/**
 * The second client of core (docs/decisions/0011-core-without-container.md): the shopper command
 * line, built from core and adapters with no container, shops a real server over HTTP as a guest.
 */
describe.each(testDatabases())('the shopper command line against api/v1 on $name', (database) => {
  const shop = useOrderShop(database);
  const folder = mkdtempSync(join(tmpdir(), 'shopper-'));
  const state = join(folder, 'state.json');
  const title = 'Quillfeather Teapot';
  let env: Record<string, string> = {};
  let productId = 0;
  let inventoryId = 0;

  async function shopper(...args: string[]): Promise<{ code: number; text: string }> {
    const lines: string[] = [];
    const code = await runShopper(args, { env, print: (line) => lines.push(line) });
    return { code, text: lines.join('\n') };
  }

  beforeAll(async () => {
    const { ruleId } = await shippingRule(shop.db, { priceCents: 500 });
    ({ productId, inventoryId } = await product(shop.db, { sellingCents: 1234, stock: 5, shippingRuleId: ruleId }));
    await shop.db.updateTable('products').set({ title }).where('id', '=', productId).execute();
    await reindexProducts({ db: shop.db, dialect: database.name }, [productId]);
    await shop.app.listen({ port: 0, host: '127.0.0.1' });
    env = { SHOP_URL: `http://127.0.0.1:${(shop.app.server.address() as AddressInfo).port}`, SHOPPER_STATE: state };
  });

  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('searches, adds to the guest cart, shows it and places a cash-on-delivery order the database holds', async () => {
    const found = await shopper('search', 'quillfeather', 'teapot');
    expect(found.code).toBe(0);
    expect(found.text).toContain(`#${productId}  ${title}  $12.34`);

    // A product with options names them; the shopper picks one, as on the product page.
    const options = await shopper('add', String(productId), '2');
    expect(options.code).toBe(1);
    expect(options.text).toContain(`--variant ${inventoryId} `);
    const added = await shopper('add', String(productId), '2', '--variant', String(inventoryId));
    expect(added).toEqual({ code: 0, text: `Product added to cart: ${title} × 2` });
    // The guest's token is kept between commands, as the browser keeps it in localStorage.
    const userToken = (JSON.parse(readFileSync(state, 'utf8')) as { user_token?: string }).user_token;
    expect(userToken).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const lines = await shop.db.selectFrom('carts').select(['product_id', 'quantity', 'guest_user_id']).where('product_id', '=', productId).execute();
    expect(lines).toEqual([expect.objectContaining({ product_id: productId, quantity: 2 })]);
    expect(lines[0]!.guest_user_id).not.toBeNull();

    const cart = await shopper('cart');
    expect(cart.code).toBe(0);
    expect(cart.text).toMatch(new RegExp(`^  ${title}( \\(.+\\))? × 2  \\$24\\.68$`, 'm'));
    expect(cart.text).toContain('Total: $24.68');
    expect((await shopper('cart', '--lang', 'fr')).text).toContain('Panier :');

    const order = await shopper('order', '--name', 'Ada Guest', '--email', 'ada.guest@example.com', '--phone', '+1 555 0100', '--country', 'US', '--state', 'CA',
      '--city', 'Springfield', '--zip', '90001', '--address', '1 Main St', '--note', 'Ring twice');
    expect(order.code, order.text).toBe(0);
    const code = /Order (\S+) placed: \$29\.68, cash on delivery\./.exec(order.text)?.[1];
    expect(code).toBeDefined();
    const stored = await shop.db.selectFrom('orders').selectAll().where('tracking_code', '=', code!).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ user_id: null, guest_user_id: lines[0]!.guest_user_id, order_method: 2, total_amount: 2968, name: 'Ada Guest', country: 'US', state: 'CA', delivery_instruction: 'Ring twice' });
    expect(await shop.db.selectFrom('carts').select('id').where('product_id', '=', productId).execute()).toEqual([]);
    expect((await shopper('cart')).text).toBe('Your cart is empty.');
  });

  it('says what it needs, in the language asked', async () => {
    expect(await shopper('order', '--lang', 'tr', '--name', 'Ada')).toEqual({ code: 2, text: 'Eksik: --email, --phone, --country, --state, --city, --zip, --address.' });
    expect((await shopper('search', 'zzzqqq', '--lang', 'ar')).text).toBe('لا توجد منتجات تطابق «zzzqqq».');
    expect((await shopper('fly')).code).toBe(2);
  });
});
