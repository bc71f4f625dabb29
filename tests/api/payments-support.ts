// Shared setup of the online payment API tests (issue 16): a seeded shop whose Stripe keys point at
// a local Stripe sandbox (tests/support/payment-sandboxes/stripe-sandbox.ts), with its mail
// recorded, and a signed-in buyer who places an online order through order/action.
import { afterAll, beforeAll, expect } from 'vitest';
import { paymentProviders } from '../../backend/payments/payment-providers';
import type { TestDatabase } from '../support/databases';
import { useApiShop } from '../support/api-shop';
import { startStripeSandbox, type StripeSandbox } from '../support/payment-sandboxes/stripe-sandbox';
import { address, bearer, cartLine, type OrderShop, type PlacedOrder, product, RecordingMailer, shippingRule, voucher } from './orders-support';

export interface PaymentStepAnswer {
  method: number;
  provider: string;
  step: { kind: 'redirect'; url: string } | { kind: 'post'; url: string; fields: Record<string, string> };
}
export type OnlineOrder = PlacedOrder & { payment: PaymentStepAnswer };

/** How long the tests let the provider take to open a payment (the shop's default is 10 s). */
export const TEST_START_TIMEOUT_MS = 800;

export function usePaymentShop(database: TestDatabase): OrderShop & { recorder: RecordingMailer; stripe: StripeSandbox } {
  const recorder = new RecordingMailer();
  const holder = {} as { stripe: StripeSandbox };
  // Registered before the shop's own beforeAll, so the sandbox is up when the app is built.
  beforeAll(async () => {
    holder.stripe = await startStripeSandbox();
  });
  afterAll(async () => {
    await holder.stripe?.close();
  });
  const shop = useApiShop(database, { products: 40, seed: 7 }, () => ({
    accounts: { mailer: recorder, publicUrl: 'http://shop.test' },
    payments: { providers: paymentProviders(holder.stripe.env), windowMinutes: 30, startTimeoutMs: TEST_START_TIMEOUT_MS },
  }));
  Object.defineProperty(shop, 'stripe', { get: () => holder.stripe });
  return Object.assign(shop as typeof shop & { stripe: StripeSandbox }, { recorder, mails: recorder.sent });
}

/** Stripe (3), cash on delivery (2) and bank transfer (7) enabled. */
export async function enableMethods(shop: OrderShop): Promise<void> {
  await shop.db.updateTable('payment_methods').set({ enabled: 1 }).where('method', 'in', [2, 3, 7]).execute();
}

/** A signed-in buyer with `quantity` units of a fresh product in the cart, an address and, if asked, a voucher. */
export async function buyer(shop: OrderShop, o: { stock?: number; quantity?: number; voucher?: boolean } = {}) {
  await enableMethods(shop);
  const user = await shop.signedInUser();
  const owner = { userId: user.id };
  const { ruleId } = await shippingRule(shop.db, { priceCents: 500 });
  const item = await product(shop.db, { sellingCents: 1250, stock: o.stock ?? 10, shippingRuleId: ruleId });
  await cartLine(shop.db, owner, item, o.quantity ?? 2);
  const addressId = await address(shop.db, owner);
  const code = o.voucher ? (await voucher(shop.db, { type: 1, price: 100, perCustomer: 1 })).code : null;
  return { user, item, addressId, code };
}

export function orderAction(shop: OrderShop, token: string, payload: Record<string, unknown>, lang = 'en') {
  return shop.call<OnlineOrder | { form: string[] }>({ method: 'POST', url: '/api/v1/order/action', payload, headers: { ...bearer(token), Language: lang } });
}

/** A buyer who placed an order paid with Stripe: the order/action answer and the session it opened. */
export async function placedOnline(shop: OrderShop & { stripe: StripeSandbox }, o: Parameters<typeof buyer>[1] = {}) {
  const who = await buyer(shop, o);
  const { body } = await orderAction(shop, who.user.token, { order_method: 3, address_id: who.addressId, ...(who.code ? { voucher: who.code } : {}) });
  expect(body.status, JSON.stringify(body)).toBe(200);
  const order = body.data as OnlineOrder;
  const sessionId = new URL(order.payment.step.url).pathname.split('/').at(-1)!;
  return { ...who, order, sessionId };
}

export function paymentDone(shop: OrderShop, token: string, orderId: unknown, params: unknown, lang = 'en') {
  return shop.call<{ order_id: number; payment_done: number; trans_id: string } | { form: string[] }>({
    method: 'POST', url: '/api/v1/order/payment-done', payload: { order_id: orderId, params }, headers: { ...bearer(token), Language: lang },
  });
}

export function postWebhook(shop: OrderShop, provider: string, hook: { body: string; headers: Record<string, string> }) {
  return shop.app.inject({ method: 'POST', url: `/api/v1/payments/webhook/${provider}`, payload: hook.body, headers: hook.headers });
}

/** The order's payment rows and 'paid' history rows: what "recorded once" is judged on. */
export async function recorded(shop: OrderShop, orderId: number) {
  const [payments, paidEvents, order] = await Promise.all([
    shop.db.selectFrom('payments').select(['status', 'payment_id', 'amount', 'currency', 'refund_id']).where('order_id', '=', orderId).orderBy('id').execute(),
    shop.db.selectFrom('order_history').select(['actor', 'note']).where('order_id', '=', orderId).where('kind', '=', 'paid').execute(),
    shop.db.selectFrom('orders').select(['payment_done', 'trans_id', 'cancelled', 'refunded']).where('id', '=', orderId).executeTakeFirst(),
  ]);
  return { payments, paidEvents, order };
}
