// Order pages that agree with themselves (issue 28, deliverable 5), in a real browser: an order the
// caller cannot see is the 404 page (status and page, five languages); a cancelled paid order is
// "Refund due" or "Refunded" with Cancelled as its last steps and no truck on its tracking page; a
// delivered order shows the day it arrived; an unpaid bank transfer shows the account, the amount
// and the reference. Screenshots of each, in English and Arabic, desktop and phone.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type ShopDatabase } from '../../backend/db/database';
import type { DB } from '../../backend/db/schema';
import { changeOrder } from '../../backend/orders/order-changes';
import type { OrderChange } from '../../core/orders/order-status';
import { watchErrors } from './support/browser';
import { journeyFixture, localized, textOf } from './support/checkout-fixtures';
import { useShopInBrowser } from './support/shop-in-browser';
import { shots, useShopperPage, verifiedShopper } from './support/shopper';
import { gotoSettled } from './support/page-waits';

const LANGUAGES = ['en', 'fr', 'ar', 'tr', 'hi'];

describe('order pages that agree with themselves, in a real browser', () => {
  const session = useShopInBrowser({ mail: true });
  // The visitors take turns in one warm page, each a new one (a new context fetches and compiles every asset again).
  const shopper = useShopperPage(session);
  let shop: ShopDatabase;
  beforeAll(async () => {
    shop = await openDatabase(session.shop.databaseUrl);
    await shop.db.updateTable('payment_methods').set({ enabled: 1 }).where('method', 'in', [2, 7]).execute();
  });
  afterAll(async () => {
    await shop?.close();
  });
  const db = (): Kysely<DB> => shop.db;

  const api = async <T>(path: string, init: { body?: unknown; token?: string; language?: string } = {}) => {
    const response = await fetch(`${session.shop.url}/api/v1/${path}`, {
      method: init.body ? 'POST' : 'GET',
      headers: { 'Content-Type': 'application/json', Language: init.language ?? 'en', ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}) },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    return (await response.json()) as { status: number; message: string; data: T };
  };
  /** The operator's and the shop's changes, through the one order-change path the desk uses. */
  const change = async (orderId: number, ...changes: OrderChange[]) => {
    for (const next of changes) expect(await changeOrder(db(), shop.dialect, { orderId, change: next, actor: 'operator' })).toMatchObject({ ok: true });
  };

  /** A verified shopper with one order per method in `methods`, placed in `language`. */
  async function shopperWithOrders(slot: number, language: string, methods: number[]) {
    const { token } = await verifiedShopper(session.shop, session.smtp, language, `truth${slot}`);
    const address = await api<{ id: number }>('user/address/action', {
      body: { name: 'Asha Rao', email: `truth${slot}@example.com`, phone: '+90 555 000 0000', country: 'TR', state: '34', city: 'Kadıköy', zip: '34710', address_1: 'Moda Cad. 5' }, token, language,
    });
    expect(address.status, address.message).toBe(200);
    const orders: { id: number; order: string }[] = [];
    for (const [i, method] of methods.entries()) {
      const product = (await journeyFixture(db(), session.shop, slot * 4 + i, language)).delivered;
      expect((await api('cart/action', { body: { product_id: product.id, inventory_id: product.inventoryId, quantity: 1 }, token, language })).status).toBe(200);
      const placed = await api<{ id: number; order: string }>('order/action', { body: { order_method: method, address_id: address.data.id, time_zone: 'Europe/Istanbul' }, token, language });
      expect(placed.status, placed.message).toBe(200);
      orders.push(placed.data);
    }
    return { token, orders };
  }

  it("answers 404 with the not-found page for someone else's order and an unknown one, on the order-placed and order pages, in five languages", async () => {
    const owner = await shopperWithOrders(0, 'en', [7]);
    const other = await verifiedShopper(session.shop, session.smtp, 'en', 'truth-other');
    const order = owner.orders[0]!;
    const page = await shopper.visit({ token: other.token });
    for (const language of LANGUAGES) {
      for (const path of [`/order-placed/${order.id}`, `/user/order/${order.id}`, '/order-placed/99999999']) {
        const response = await gotoSettled(page, `${session.shop.url}${localized(language, path)}`);
        expect(response?.status(), `${language} ${path}`).toBe(404);
        await page.getByRole('heading', { level: 1, name: textOf(language, 'errors:not_found') }).waitFor();
        expect(await page.getByText(order.order).count(), 'nothing of the order shows').toBe(0);
        expect(await page.getByText(textOf(language, 'cart:placed.title')).count()).toBe(0);
      }
    }
    // A visitor with no session nor guest token at all.
    const anonymous = await shopper.visit();
    expect((await gotoSettled(anonymous, `${session.shop.url}/order-placed/${order.id}`))?.status()).toBe(404);
    await anonymous.getByRole('heading', { level: 1, name: textOf('en', 'errors:not_found') }).waitFor();
    // Its owner still sees it, with the account to pay into.
    const mine = await shopper.visit({ token: owner.token });
    expect((await gotoSettled(mine, `${session.shop.url}/order-placed/${order.id}`))?.status()).toBe(200);
    await mine.getByTestId('bank-instructions').waitFor();
  });

  it('shows each state of an order the same way everywhere: unpaid transfer, refund due, refunded, delivered (en and ar, desktop and phone)', async () => {
    const { token, orders } = await shopperWithOrders(1, 'en', [7, 7, 2, 2]);
    const [unpaid, due, refunded, delivered] = orders as [typeof orders[0], typeof orders[0], typeof orders[0], typeof orders[0]];
    // A verified transfer, then cancelled by its shopper: refund due.
    await change(due.id, { kind: 'pay' });
    expect((await api<{ refund_due: number }>('cancellation/cancel-order', { body: { order_id: due.id }, token })).data).toMatchObject({ refund_due: 1 });
    // Cash collected, cancelled by the shop, then paid back by the operator: refunded.
    await change(refunded.id, { kind: 'pay' }, { kind: 'advance' }, { kind: 'cancel', by: 'operator' }, { kind: 'refund' });
    await change(delivered.id, { kind: 'advance' }, { kind: 'advance' }, { kind: 'advance' }, { kind: 'advance' }, { kind: 'pay' });

    const page = await shopper.visit({ token });
    const errors = watchErrors(page);
    for (const language of ['en', 'ar']) {
      const open = async (id: number) => {
        const response = await gotoSettled(page, `${session.shop.url}${localized(language, `/user/order/${id}`)}`);
        expect(response?.status()).toBe(200);
        await page.getByTestId('order-timeline').waitFor();
      };
      const kinds = () => page.getByTestId('order-timeline').locator('li').evaluateAll((items) => items.map((li) => li.getAttribute('data-kind')));
      const noIsoDates = async () => expect(await page.locator('main').innerText()).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);

      await open(unpaid.id);
      const bank = page.getByTestId('bank-details');
      await bank.waitFor();
      expect(await bank.textContent()).toContain(unpaid.order);
      await page.getByTestId('bank-transfer-panel').waitFor();
      await noIsoDates();
      await shots(page, `order-unpaid-transfer-${language}`);

      await open(due.id);
      expect(await kinds()).toEqual(['status', 'cancelled', 'refund_due']);
      expect(await page.getByTestId('order-timeline').locator('[data-state="upcoming"]').count()).toBe(0);
      expect(await page.getByTestId('order-payment-state').textContent()).toBe(textOf(language, 'payments:state.refund_due'));
      expect(await page.getByTestId('order-refund').textContent()).toContain(textOf(language, 'orders:refund.due_transfer'));
      expect(await page.getByTestId('bank-details').count()).toBe(0);
      await noIsoDates();
      await shots(page, `order-cancelled-refund-due-${language}`);

      await open(refunded.id);
      expect(await kinds()).toEqual(['status', 'status', 'cancelled', 'refunded']);
      expect(await page.getByTestId('order-payment-state').textContent()).toBe(textOf(language, 'payments:state.refunded'));
      await shots(page, `order-refunded-${language}`);

      await open(delivered.id);
      expect(await page.getByTestId('order-timeline').locator('[data-state="done"]').count()).toBe(5);
      await page.getByTestId('order-delivered').waitFor();
      expect(await page.getByTestId('order-estimated').count()).toBe(0);
      await noIsoDates();
      await shots(page, `order-delivered-${language}`);

      // The tracking page of the cancelled order: no truck, no steps to come, no delivery date.
      await gotoSettled(page, `${session.shop.url}${localized(language, `/track-order?order=${due.order}`)}`);
      await page.getByTestId('tracked-order').waitFor();
      expect(await page.getByTestId('track-illustration').getAttribute('data-variant')).toBe('stopped');
      expect(await page.getByTestId('tracked-order').locator('[data-state="upcoming"]').count()).toBe(0);
      expect(await page.getByTestId('tracked-order').textContent()).not.toContain(textOf(language, 'orders:track.unknown_delivery'));
      await shots(page, `track-cancelled-${language}`);
    }
    expect(errors).toEqual([]);
  });
});
