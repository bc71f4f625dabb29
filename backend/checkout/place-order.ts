import type { Kysely } from 'kysely';
import { freeDeliveryThreshold } from '../../core/common/free-delivery-setting';
import { flow, runFlow, stop } from '../../core/shared/flow';
import type { CartOwner } from '../cart/cart-owner';
import type { DialectName } from '../db/database';
import type { DB } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';
import { enabledPaymentMethods } from '../payments/accepted-methods';
import { forgetOldKey, keyedRequest, type KeyedRequest, priorOrder } from './order-idempotency';
import { type OrderRefusal, Refused } from './order-refusal';
import { writeOrder, type WritingHooks } from './order-writing';

export interface PlaceOrderInput {
  owner: CartOwner;
  language: string;
  orderMethod: number;
  /** The voucher code as typed, or null. */
  voucherCode: string | null;
  /** The caller's address; null when none was given. */
  addressId: number | null;
  deliveryInstruction: string | null;
  timeZone: string | null;
  /** The client's Idempotency-Key, or null. */
  idempotencyKey: string | null;
  /** The online methods whose provider is configured (order/action takes them when enabled); none by default. */
  onlineMethods?: ReadonlySet<number>;
  now?: Date;
}

/** What runs inside the order's transaction: its mail (`withOrder`), and the tests' probes. */
export type PlaceOrderOptions = WritingHooks;

/**
 * `replayed` is true when the Idempotency-Key named an order this buyer already placed;
 * `confirmToken` is the link's token when the order waits for its address to confirm it
 * (core/orders/guest-confirmation.ts), to be mailed there; null otherwise (and on a replay).
 */
export type PlaceOrderResult = { ok: true; orderId: number; replayed: boolean; confirmToken: string | null } | OrderRefusal;

interface Placing {
  db: Kysely<DB>;
  dialect: DialectName;
  input: PlaceOrderInput;
  options: PlaceOrderOptions;
  now: Date;
  shop?: { currency: string; freeDeliveryOverCents: number | null };
  keyed?: KeyedRequest | null;
  placed?: { orderId: number; confirmToken: string | null };
}

/**
 * Placing an order as steps:
 * 1. check the buyer and the method (guest checkout, an enabled method, an address given);
 * 2. replay a keyed request: the order its Idempotency-Key already names is the answer (decision 0012);
 * 3. write the order in one transaction (backend/checkout/order-writing.ts: the address, the
 *    lines priced in cents, the voucher, the stock, the cart, the order's rows, its mail); the
 *    rollback is its compensation. A failure there whose key a concurrent request placed answers
 *    with that order.
 * Refusals end the flow (`stop`) with nothing written.
 */
const PLACE_ORDER = flow<Placing, PlaceOrderResult>('place an order', [
  {
    name: 'check the buyer and the method',
    run: async (s) => {
      const { input } = s;
      const settings = await s.db.selectFrom('settings').select(['currency', 'guest_checkout', 'free_delivery_over']).where('id', '=', 1).executeTakeFirst();
      if ('guestId' in input.owner && Number(settings?.guest_checkout ?? 0) !== 1) return stop({ ok: false, code: 'guest_checkout_off' });
      if (!(await enabledPaymentMethods(s.db, input.onlineMethods)).has(input.orderMethod)) return stop({ ok: false, code: 'payment_method_unavailable' });
      if (input.addressId === null) return stop({ ok: false, code: 'address_required' });
      s.shop = { currency: settings?.currency ?? 'USD', freeDeliveryOverCents: freeDeliveryThreshold(settings?.free_delivery_over, true) };
    },
  },
  {
    name: 'replay a keyed request',
    run: async (s) => {
      s.keyed = keyedRequest(s.input.owner, s.input.idempotencyKey, s.input);
      if (s.keyed === null) return;
      await forgetOldKey(s.db, s.keyed.key, s.now);
      const replay = await priorOrder(s.db, s.keyed);
      if (replay) return stop(replay);
    },
  },
  {
    name: 'write the order in one transaction',
    run: async (s) => {
      const { input, keyed } = s;
      const draft = { ...input, addressId: input.addressId! };
      try {
        s.placed = await writeTransaction(s.db, s.dialect, (trx) => writeOrder(trx, s.dialect, draft, keyed ?? null, s.shop!, s.now, s.options));
      } catch (error) {
        // A concurrent request with the same key may have won: its order is the answer, whatever
        // this attempt failed on (the unique key, stock it sold, or lines it already removed).
        const winner = keyed ? await priorOrder(s.db, keyed) : null;
        if (winner) return stop(winner);
        if (error instanceof Refused) return stop(error.refusal);
        throw error;
      }
    },
  },
], (s) => ({ ok: true, ...s.placed!, replayed: false }));

/**
 * order/action: places the caller's selected cart lines as one order, all or nothing. Prices are
 * recomputed from the database in cents (loadOrderLines) with the one pricing truth (priceCart)
 * for the chosen address; no client amount is read, and nothing is read for display. Stock is
 * decremented atomically for the ordered quantity (the last unit sells once, whatever the
 * concurrency), the voucher is re-checked and its use recorded under a row lock, and the selected
 * lines leave the cart in the same transaction.
 */
export function placeOrder(db: Kysely<DB>, dialect: DialectName, input: PlaceOrderInput, options: PlaceOrderOptions = {}): Promise<PlaceOrderResult> {
  return runFlow(PLACE_ORDER, { db, dialect, input, options, now: input.now ?? new Date() });
}
