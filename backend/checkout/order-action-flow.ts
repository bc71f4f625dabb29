import type { FastifyBaseLogger } from 'fastify';
import { ONLINE_METHODS } from '../../core/payments/payment-methods';
import { flow, runFlow, stop, undo } from '../../core/shared/flow';
import type { ApiContext } from '../api/api-context';
import { forgetEmptyGuest } from '../cart/cart-owner';
import type { MailLanguage, orderMailing } from '../orders/order-mailing';
import { type PlacedOrder, placedOrder } from '../orders/order-view';
import { undoPlacedOrder } from '../payments/online-payments';
import { type OpenedPayment, openPayment } from '../payments/payment-opening';
import { configuredOnlineMethods } from '../payments/payment-providers';
import { lowStockMailing, mailLowStock } from '../seller/low-stock';
import type { OrderRefusal } from './order-refusal';
import { placeOrder, type PlaceOrderInput } from './place-order';

/** What order/action asks for, read from the request by its route. */
export type OrderActionInput = Omit<PlaceOrderInput, 'onlineMethods' | 'now'>;

export type OrderActionOutcome =
  /** Placed (or replayed: the Idempotency-Key named an order this buyer placed); an online order carries its opened payment. */
  | { ok: true; order: PlacedOrder | (PlacedOrder & { payment: OpenedPayment | null }) | null; replayed: boolean }
  /** A refusal of the order, to be said in the caller's language. */
  | { ok: false; refusal: OrderRefusal }
  /** The provider could not open the payment: the order was undone; the message is said already. */
  | { ok: false; message: string };

interface Placing {
  ctx: ApiContext;
  log: FastifyBaseLogger;
  mailing: ReturnType<typeof orderMailing>;
  input: OrderActionInput;
  online: boolean;
  mailLanguage?: MailLanguage;
  placed?: { orderId: number; replayed: boolean };
  view?: PlacedOrder | null;
  payment?: OpenedPayment | null;
}

/**
 * order/action as steps:
 * 1. place the order (backend/checkout/place-order.ts: one write transaction, its mail enqueued in
 *    it; a refusal ends the flow, an empty guest forgotten). Its compensation: a new online order
 *    whose payment could not be opened is undone (`undoPlacedOrder`: stock, voucher use and cart
 *    lines back, the order gone: nothing was charged);
 * 2. read the order's answer;
 * 3. an online order's payment is opened with its provider (its confirmation mail goes once paid);
 *    a provider that fails ends the flow after the compensation.
 * Housekeeping (expired unconfirmed orders, abandoned payments) is not a step: it runs on the job
 * queue (backend/api/scheduled-work.ts, decision 0019).
 */
const ORDER_ACTION = flow<Placing, OrderActionOutcome>('order/action', [
  {
    name: 'place the order with its mail',
    run: async (s) => {
      const { ctx, input } = s;
      s.mailLanguage = await s.mailing.language(input.language);
      const result = await placeOrder(ctx.db, ctx.shop.dialect, { ...input, onlineMethods: configuredOnlineMethods(ctx.payments.providers) }, {
        // The order's mail is enqueued with the order: no order, no mail; an order, its mail.
        // A variant the order took to its product's low-stock threshold: its seller is mailed once (one query when none is).
        withStock: async (trx, placed) => {
          await mailLowStock(trx, lowStockMailing(ctx), { orderId: placed.orderId });
        },
        withOrder: async (trx, placed) => {
          // An online order's confirmation goes once it is paid (backend/payments/payment-recording-flow.ts).
          if (s.online) return;
          if (placed.confirmToken !== null) await s.mailing.confirmRequest(trx, placed.orderId, placed.confirmToken, s.mailLanguage!);
          else await s.mailing.order(trx, placed.orderId, s.mailLanguage!);
        },
      });
      if (!result.ok) {
        await forgetEmptyGuest(ctx.db, input.owner);
        return stop({ ok: false, refusal: result });
      }
      s.placed = { orderId: result.orderId, replayed: result.replayed };
    },
    // Only a new online order is undone: a replay's order belongs to the request that placed it.
    compensate: async (s) => {
      if (s.online && s.placed && !s.placed.replayed) await undoPlacedOrder(s.ctx.db, s.ctx.shop.dialect, s.placed.orderId);
    },
  },
  {
    name: 'read the placed order',
    run: async (s) => {
      s.view = await placedOrder(s.ctx.db, s.placed!.orderId);
    },
  },
  {
    name: 'open the online payment',
    run: async (s) => {
      if (!s.online) return;
      const opened = await openPayment(s.ctx, s.log, { orderId: s.placed!.orderId, method: s.input.orderMethod, language: s.input.language });
      if (!opened.ok) return undo({ ok: false, message: opened.message });
      s.payment = opened.payment;
    },
  },
], (s) => ({ ok: true, order: s.online ? { ...s.view!, payment: s.payment ?? null } : s.view ?? null, replayed: s.placed!.replayed }));

/** Places an order for order/action: the route reads the request and says the outcome. */
export function orderAction(ctx: ApiContext, mailing: ReturnType<typeof orderMailing>, log: FastifyBaseLogger, input: OrderActionInput): Promise<OrderActionOutcome> {
  return runFlow(ORDER_ACTION, { ctx, log, mailing, input, online: ONLINE_METHODS.has(input.orderMethod) }, {
    compensationFailed: (name, step, error) => log.error({ err: error }, `${name}: undoing "${step}" failed`),
  });
}
