import type { Kysely } from 'kysely';
import { applyOrderChange, isOrderStatus, orderStateOf, type OrderActor, type OrderChange, type OrderChangeRefusal, type OrderState } from '../../core/orders/order-status';
import type { OrderEventKind } from '../../core/orders/order-timeline';
import type { CartOwner } from '../cart/cart-owner';
import type { DialectName } from '../db/database';
import { clearRestockedMarks } from '../seller/low-stock';
import type { DB } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';
import { refreshInStock } from '../product/in-stock';
import { mirrorOrderChange } from './shipments';
import { recordOrderMoney } from '../ledger/ledger-writes';
import { ownsOrder } from '../cart/cart-owner';

export interface OrderChangeRequest {
  orderId: number;
  change: OrderChange;
  actor: OrderActor;
  /** A shopper's call: only this buyer's order may change (anyone else's is "not found"). */
  owner?: CartOwner | null;
  /** A cancellation's reason, an operator's remark. */
  note?: string | null;
  /**
   * The order's version the change was decided on (the order desk's form carries it): the change
   * lands only on that version, else it is refused `stale` with nothing written (migration 0036).
   */
  version?: number;
  /** The back-office member making the change, named in the history row. */
  actorEmail?: string | null;
}

export type OrderChangeOutcome<R extends string = never> =
  | { ok: true; state: OrderState; userId: number | null }
  | { ok: false; code: OrderChangeRefusal | 'order_not_found' | 'stale' | R };

/**
 * More work the change implies, in its transaction, after the order row moved (verifying a bank
 * transfer marks the report verified). Answering a refusal code undoes the whole change.
 */
export type AlsoInTransaction<R extends string> = (trx: Kysely<DB>, order: { id: number }) => Promise<R | null>;

/** Carries a refusal out of the transaction, so that everything it wrote is rolled back. */
class Refused<R extends string> extends Error {
  constructor(readonly code: R) {
    super(code);
  }
}

const EVENT: Readonly<Record<OrderChange['kind'], OrderEventKind>> = { advance: 'status', pay: 'paid', cancel: 'cancelled', refund: 'refunded' };

/** Another transaction changed the order between our read and our write: read it again. */
const CHANGED_MEANWHILE = Symbol('changed meanwhile');

/**
 * Changes an order by the rule of core/orders/order-status.ts, in one transaction with its history
 * row and what the change implies: a cancellation gives every ordered unit back to stock and the
 * voucher use back to the buyer. The write only lands on the state it was decided on, so of a
 * shopper's cancel and an operator's confirm racing each other exactly one is applied, and the
 * other is refused as the rule says for the state it then finds.
 */
export async function changeOrder<R extends string = never>(
  db: Kysely<DB>, dialect: DialectName, request: OrderChangeRequest, now = new Date(), also?: AlsoInTransaction<R>,
): Promise<OrderChangeOutcome<R>> {
  for (let attempt = 0; attempt < 5; attempt++) {
    let outcome: OrderChangeOutcome | typeof CHANGED_MEANWHILE;
    try {
      outcome = await writeTransaction(db, dialect, async (trx) => {
        const changed = await changeOnce(trx, dialect, request, now);
        if (changed !== CHANGED_MEANWHILE && changed.ok && also) {
          const refusal = await also(trx, { id: request.orderId });
          if (refusal !== null) throw new Refused(refusal);
        }
        return changed;
      });
    } catch (error) {
      if (error instanceof Refused) return { ok: false, code: error.code as R };
      throw error;
    }
    if (outcome !== CHANGED_MEANWHILE) return outcome;
  }
  throw new Error(`order ${request.orderId} kept changing under concurrent writes`);
}

async function changeOnce(trx: Kysely<DB>, dialect: DialectName, request: OrderChangeRequest, now: Date): Promise<OrderChangeOutcome | typeof CHANGED_MEANWHILE> {
  const row = await trx.selectFrom('orders')
    .select(['id', 'user_id', 'guest_user_id', 'status', 'cancelled', 'refunded', 'payment_done', 'refund_due', 'version'])
    .where('id', '=', request.orderId)
    .executeTakeFirst();
  if (!row || (request.owner !== undefined && !ownsOrder(row, request.owner)) || !isOrderStatus(row.status)) return { ok: false, code: 'order_not_found' };
  // Changed since the member read it: they decide again on what it is now.
  if (request.version !== undefined && Number(row.version) !== request.version) return { ok: false, code: 'stale' };
  const before: OrderState = orderStateOf(row);
  const result = applyOrderChange(before, request.change);
  if (!result.ok) return result;
  const after = result.state;
  const stamp = now.toISOString();
  const written = await trx.updateTable('orders')
    .set((eb) => ({
      status: after.status, cancelled: Number(after.cancelled), refunded: Number(after.refunded), payment_done: Number(after.paid), refund_due: Number(after.refundDue),
      version: eb('version', '+', 1), updated_at: stamp,
    }))
    .where('id', '=', row.id)
    .where('version', '=', row.version)
    .where('status', '=', before.status)
    .where('cancelled', '=', Number(before.cancelled))
    .where('refunded', '=', Number(before.refunded))
    .where('payment_done', '=', Number(before.paid))
    .where('refund_due', '=', row.refund_due)
    .executeTakeFirst();
  if (Number(written.numUpdatedRows) !== 1) return CHANGED_MEANWHILE;
  await mirrorOrderChange(trx, row.id, before, after, stamp);
  // The money of it in the ledger, in this transaction: a payment's sale, a refund's reversal.
  await recordOrderMoney(trx, dialect, row.id, { paid: after.paid && !before.paid, refunded: after.refunded && !before.refunded }, stamp);
  if (request.change.kind === 'cancel') await undoOrder(trx, dialect, row, request, stamp);
  await trx.insertInto('order_history').values({
    order_id: row.id, kind: EVENT[request.change.kind], status: after.status, actor: request.actor, actor_email: request.actorEmail ?? null, note: request.note ?? null, created_at: stamp,
  }).execute();
  return { ok: true, state: after, userId: row.user_id };
}

/** An order's units back to stock (lines in variant order, so concurrent returns lock alike) and `in_stock` refreshed. */
export async function returnToStock(trx: Kysely<DB>, dialect: DialectName, lines: readonly { product_id: number; inventory_id: number | null; quantity: number }[]): Promise<void> {
  // A variant back from none in stock changes its product's advertised price (decision 0001).
  let refilled = false;
  for (const line of lines) {
    if (line.inventory_id === null) continue;
    const now = await trx.updateTable('inventories').set((eb) => ({ quantity: eb('quantity', '+', line.quantity) })).where('id', '=', line.inventory_id).returning('quantity').executeTakeFirst();
    if (now && Number(now.quantity) === line.quantity) refilled = true;
  }
  await refreshInStock(trx, dialect, [...new Set(lines.map((line) => line.product_id))], refilled);
  // A variant back above its low-stock threshold: its seller is mailed at its next dip.
  await clearRestockedMarks(trx, lines.flatMap((line) => (line.inventory_id === null ? [] : [line.inventory_id])));
}

/**
 * An undone order's voucher use given back to the buyer (it counts again towards the voucher's
 * limits): on a cancellation, and when an online order is undone before its payment started.
 */
export async function releaseVoucherUse(trx: Kysely<DB>, orderId: number): Promise<void> {
  await trx.deleteFrom('voucher_usages').where('order_id', '=', orderId).execute();
}

/** What a cancellation gives back: the ordered units to stock, the voucher use to the buyer; and the cancellation itself. */
async function undoOrder(trx: Kysely<DB>, dialect: DialectName, order: { id: number; user_id: number | null; guest_user_id: number | null }, request: OrderChangeRequest, stamp: string): Promise<void> {
  // Lines their seller cancelled earlier gave their units back then (decision 0036): not twice.
  const lines = await trx.selectFrom('ordered_products').select(['product_id', 'inventory_id', 'quantity'])
    .where('order_id', '=', order.id).where('part_cancellation_id', 'is', null).orderBy('inventory_id').execute();
  await returnToStock(trx, dialect, lines);
  await releaseVoucherUse(trx, order.id);
  const byShopper = request.actor === 'shopper';
  await trx.insertInto('cancellations').values({
    order_id: order.id,
    user_id: byShopper ? order.user_id : null,
    guest_user_id: byShopper ? order.guest_user_id : null,
    reason: request.note ?? null,
    created_at: stamp,
  }).execute();
}
