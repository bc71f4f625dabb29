import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type ShopDatabase } from '../../backend/db/database';
import { addBackOfficeMember, useConsolePage } from './support/back-office';
import { watchErrors } from './support/browser';
import { gotoSettled } from './support/page-waits';
import { useShopInBrowser } from './support/shop-in-browser';
import { PHONE, shots } from './support/shopper';

// Issue 31, deliverable 3 in Chromium: an Arabic operator on a phone finds a bank-transfer order
// whose transfer waits in the order desk's list, verifies the transfer and ships the order
// (confirmed, picked up, on the way) from its page; the list and the order, en and ar, desktop and
// phone, are screenshot for a person to look at.
describe('the order desk in Chromium', () => {
  const env = useShopInBrowser();
  let database: ShopDatabase;

  beforeAll(async () => {
    database = await openDatabase(env.shop.databaseUrl);
  });
  afterAll(async () => {
    await database?.close();
  });

  const consolePage = useConsolePage(env, () => database.db);

  /** The block's console page signed in as a new operator. */
  async function operatorPage(email: string, language: string) {
    return consolePage.as(await addBackOfficeMember(database.db, { name: 'Rania', email, role: 'operator', language }));
  }

  /** A guest's bank-transfer order of two of a seeded product, its transfer reported and waiting for the desk. */
  async function transferOrder(code: string) {
    const now = new Date().toISOString();
    const item = await database.db.selectFrom('products as p').innerJoin('inventories as i', 'i.product_id', 'p.id')
      .select(['p.id', 'p.title', 'p.store_id', 'i.id as inventory_id']).where('i.quantity', '>', 2).orderBy('p.id').limit(1).executeTakeFirstOrThrow();
    const order = await database.db.insertInto('orders').values({
      tracking_code: code, order_method: 7, currency: 'USD', subtotal: 2598, shipping_price: 500, tax: 0, bundle_offer: 0, voucher_price: 0, total_amount: 3098,
      name: 'Layla Haddad', email: 'layla@example.test', phone: '+961 1 555 010', address_1: '12 Hamra Street', address_2: 'Third floor, flat 7', city: 'Beirut', zip: '1103', state: 'BA', country: 'LB',
      delivery_instruction: 'Call before arriving', language: 'ar', created_at: now, updated_at: now,
    }).returning('id').executeTakeFirstOrThrow();
    await database.db.insertInto('ordered_products').values({ order_id: order.id, product_id: item.id, inventory_id: item.inventory_id, store_id: item.store_id, title: item.title, quantity: 2, selling: 1299, created_at: now }).execute();
    await database.db.insertInto('order_history').values({ order_id: order.id, kind: 'placed', status: 1, actor: 'shopper', created_at: now }).execute();
    await database.db.insertInto('bank_transfers').values({ order_id: order.id, bank_name: 'BLOM Bank', account_holder_name: 'Layla Haddad', account_number: '0042-7781', branch_name: 'Hamra', transaction_id: 'UTR-55120', created_at: now }).execute();
    await database.db.insertInto('order_history').values({ order_id: order.id, kind: 'transfer_reported', status: 1, actor: 'shopper', created_at: now }).execute();
  }

  const stateOf = (code: string) => database.db.selectFrom('orders').select(['status', 'payment_done', 'version']).where('tracking_code', '=', code).executeTakeFirstOrThrow();

  it('an Arabic operator on a phone opens the transfers to verify from the dashboard, verifies one and ships the order', async () => {
    const code = 'ARDESK7Q2M9X';
    await transferOrder(code);
    const page = await operatorPage('rania@example.test', 'ar');
    const errors = watchErrors(page);
    await page.setViewportSize(PHONE);

    // From the dashboard: its "transfers to verify" figure opens the list of those only; the order is there, as a card.
    await gotoSettled(page, `${env.shop.url}/ar/admin`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.locator('#admin-dashboard').waitFor();
    await page.locator('a[href="/ar/admin/orders?transfer=1"]').click();
    await page.locator('#admin-orders').waitFor();
    expect(await page.locator('input[name=transfer]').isChecked()).toBe(true);
    const row = page.locator(`tr[data-order="${code}"]`);
    await row.waitFor();
    expect(await page.locator('tbody tr').count()).toBe(1);
    expect(await row.textContent()).toContain('تحويل بانتظار التحقق');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);

    // The order: its lines, the whole ship-to, the transfer; verify it, then ship it step by step.
    await row.locator('a').click();
    await page.locator('#admin-order').waitFor();
    expect(page.url()).toBe(`${env.shop.url}/ar/admin/orders/${code}`);
    const body = page.locator('main, body').first();
    expect(await body.textContent()).toContain('Third floor, flat 7');
    expect(await body.textContent()).toContain('لبنان');
    expect(await body.textContent()).toContain('UTR-55120');
    const act = async (name: string, status: number, paid: number) => {
      await page.getByRole('button', { name }).click();
      await page.locator('[role=status]').filter({ hasText: code }).waitFor();
      await expect.poll(async () => { const state = await stateOf(code); return [state.status, state.payment_done]; }).toEqual([status, paid]);
    };
    await act('التحقق من التحويل البنكي', 1, 1);
    await act('تأكيد الطلب', 2, 1);
    await act('تعيين الحالة: تم الاستلام', 3, 1);
    await act('تعيين الحالة: في الطريق', 4, 1);
    // Shipped: the history names the operator for each step.
    const history = page.locator('[data-event]');
    expect(await history.count()).toBe(6);
    expect(await page.locator('[data-event=status]').last().textContent()).toContain('rania@example.test');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);
    await page.setViewportSize({ width: 1280, height: 900 });
    await shots(page, 'admin-order-ar');
    await gotoSettled(page, `${env.shop.url}/ar/admin/orders`);
    await page.locator(`tr[data-order="${code}"]`).waitFor();
    await shots(page, 'admin-orders-ar');
    expect(errors, errors.join('\n')).toEqual([]);
  }, 120_000);

  it('shows the list and an order in English, desktop and phone', async () => {
    const code = 'ENDESK4PMA7Q';
    await transferOrder(code);
    const page = await operatorPage('ops-en@example.test', 'en');
    const errors = watchErrors(page);
    await gotoSettled(page, `${env.shop.url}/admin/orders`);
    await page.locator(`tr[data-order="${code}"]`).waitFor();
    await shots(page, 'admin-orders-en');
    await page.locator(`tr[data-order="${code}"] a`).click();
    await page.locator('#admin-order').waitFor();
    expect(await page.getByText('Third floor, flat 7').count()).toBe(1);
    await shots(page, 'admin-order-en');
    expect(errors, errors.join('\n')).toEqual([]);
  }, 120_000);
});
