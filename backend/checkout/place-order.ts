import { createHash } from 'node:crypto';
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type PricedCart, priceCart, voucherBase } from '../../core/cart/cart-pricing';
import { freeDeliveryThreshold } from '../../core/cart/free-delivery';
import { checkVoucher, type VoucherRefusal } from '../../core/checkout/voucher';
import type { CartOwner } from '../cart/cart-owner';
import { loadOrderLines, type OrderLine } from './order-lines';
import type { DialectName } from '../db/database';
import type { DB } from '../db/schema';
import { enabledPaymentMethods } from '../payments/accepted-methods';
import { loadVoucher, voucherUsage } from './voucher-terms';
import { PLACED_ORDER } from '../../core/orders/order-status';
import { TRACKING_ALPHABET, TRACKING_LENGTH } from '../../core/orders/tracking-code';
import { refreshInStock } from '../product/in-stock';
import { writeTransaction } from '../db/write-transaction';
import { confirmationFor } from './guest-confirmation';

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

export interface PlaceOrderOptions {
  /**
   * Runs inside the transaction once the stock is decremented, before the cart, order and voucher
   * rows are written. Tests throw from it to prove that a failure there leaves nothing behind.
   */
  afterStockDecrement?: (trx: Kysely<DB>) => Promise<void>;
  /** Runs inside the transaction once every row is written, just before the commit (tests). */
  beforeCommit?: (trx: Kysely<DB>) => Promise<void>;
  /** What the new order implies in its transaction (its mail is enqueued there); a throw undoes the order. */
  withOrder?: (trx: Kysely<DB>, placed: { orderId: number; confirmToken: string | null }) => Promise<void>;
}

export type OrderRefusalCode =
  | 'guest_checkout_off'
  | 'payment_method_unavailable'
  | 'address_required'
  | 'address_forbidden'
  | 'nothing_selected'
  | 'cannot_ship'
  | 'out_of_stock'
  | 'cart_changed'
  | 'idempotency_conflict'
  | 'idempotency_mismatch'
  | VoucherRefusal;

export interface OrderRefusal {
  ok: false;
  code: OrderRefusalCode;
  /** Values for the message: `{state, country}` for cannot_ship, `{minSpendCents}` for VOUCHER_MIN_SPEND. */
  vars?: Record<string, string | number>;
}

/**
 * `replayed` is true when the Idempotency-Key named an order this buyer already placed;
 * `confirmToken` is the link's token when the order waits for its address to confirm it
 * (core/orders/guest-confirmation.ts), to be mailed there; null otherwise (and on a replay).
 */
export type PlaceOrderResult = { ok: true; orderId: number; replayed: boolean; confirmToken: string | null } | OrderRefusal;

/** A refusal found inside the transaction: thrown so that the transaction rolls back, caught below. */
class Refused extends Error {
  constructor(readonly refusal: OrderRefusal) {
    super(refusal.code);
  }
}

function refuse(code: OrderRefusalCode, vars?: OrderRefusal['vars']): never {
  throw new Refused({ ok: false, code, ...(vars ? { vars } : {}) });
}

function ownerColumns(owner: CartOwner): { user_id: number | null; guest_user_id: number | null } {
  return 'userId' in owner ? { user_id: owner.userId, guest_user_id: null } : { user_id: null, guest_user_id: owner.guestId };
}

/** A tracking code from a cryptographic source: 12 of 31 symbols (~59 bits), unguessable and readable. */
export function newTrackingCode(): string {
  let code = '';
  for (let i = 0; i < TRACKING_LENGTH; i++) code += TRACKING_ALPHABET[randomInt(TRACKING_ALPHABET.length)];
  return code;
}

/** Whether a database error is a unique-constraint violation (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * order/action: places the caller's selected cart lines as one order, all or nothing. Prices are
 * recomputed from the database in cents (loadOrderLines) with the one pricing truth (priceCart)
 * for the chosen address; no client amount is read, and nothing is read for display. Stock is decremented atomically for the ordered quantity
 * (the last unit sells once, whatever the concurrency), the voucher is re-checked and its use
 * recorded under a row lock, and the selected lines leave the cart in the same transaction.
 */
export async function placeOrder(db: Kysely<DB>, dialect: DialectName, input: PlaceOrderInput, options: PlaceOrderOptions = {}): Promise<PlaceOrderResult> {
  const now = input.now ?? new Date();
  const settings = await db.selectFrom('settings').select(['currency', 'guest_checkout', 'free_delivery_over']).where('id', '=', 1).executeTakeFirst();
  if ('guestId' in input.owner && Number(settings?.guest_checkout ?? 0) !== 1) return { ok: false, code: 'guest_checkout_off' };
  if (!(await enabledPaymentMethods(db, input.onlineMethods)).has(input.orderMethod)) return { ok: false, code: 'payment_method_unavailable' };
  if (input.addressId === null) return { ok: false, code: 'address_required' };

  const keyed = input.idempotencyKey === null ? null : { key: scopedKey(input.owner, input.idempotencyKey), fingerprint: requestFingerprint(input) };
  if (keyed) await forgetOldKey(db, keyed.key, now);
  const replay = keyed === null ? null : await priorOrder(db, keyed);
  if (replay) return replay;

  try {
    const shop = { currency: settings?.currency ?? 'USD', freeDeliveryOverCents: freeDeliveryThreshold(settings?.free_delivery_over, true) };
    const placed = await writeTransaction(db, dialect, (trx) => placeInTransaction(trx, dialect, input, keyed, shop, now, options));
    return { ok: true, ...placed, replayed: false };
  } catch (error) {
    // A concurrent request with the same key may have won: its order is the answer, whatever
    // this attempt failed on (the unique key, stock it sold, or lines it already removed).
    if (keyed !== null) {
      const winner = await priorOrder(db, keyed);
      if (winner) return winner;
    }
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}

/** How long an Idempotency-Key names its order; after that the buyer may use it again. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 3_600_000;

interface KeyedRequest {
  /** The client's key scoped to its buyer: two buyers' equal keys never meet. */
  key: string;
  fingerprint: string;
}

function scopedKey(owner: CartOwner, key: string): string {
  return `${'userId' in owner ? `u${owner.userId}` : `g${owner.guestId}`}:${key}`;
}

/** What a keyed request asks for: the same key must come with the same order. */
export function requestFingerprint(input: Pick<PlaceOrderInput, 'orderMethod' | 'addressId' | 'voucherCode' | 'deliveryInstruction'>): string {
  const asked = JSON.stringify([input.orderMethod, input.addressId, input.voucherCode?.toUpperCase() ?? null, input.deliveryInstruction ?? null]);
  return createHash('sha256').update(asked).digest('hex');
}

/** A key older than the window names nothing any more (the order keeps everything else). */
async function forgetOldKey(db: Kysely<DB>, key: string, now: Date): Promise<void> {
  await db.updateTable('orders').set({ idempotency_key: null })
    .where('idempotency_key', '=', key).where('created_at', '<', new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS).toISOString())
    .execute();
}

/** The order this buyer's key already names: the same request (a replay), another one (refused), or none. */
async function priorOrder(db: Kysely<DB>, keyed: KeyedRequest): Promise<PlaceOrderResult | null> {
  const row = await db.selectFrom('orders').select(['id', 'idempotency_fingerprint']).where('idempotency_key', '=', keyed.key).executeTakeFirst();
  if (!row) return null;
  return row.idempotency_fingerprint === null || row.idempotency_fingerprint === keyed.fingerprint
    ? { ok: true, orderId: row.id, replayed: true, confirmToken: null }
    : { ok: false, code: 'idempotency_mismatch' };
}

async function placeInTransaction(
  trx: Kysely<DB>, dialect: DialectName, input: PlaceOrderInput, keyed: KeyedRequest | null,
  shop: { currency: string; freeDeliveryOverCents: number | null }, now: Date, options: PlaceOrderOptions,
): Promise<{ orderId: number; confirmToken: string | null }> {
  const { owner } = input;
  const ownerCol = 'userId' in owner ? 'user_id' : 'guest_user_id';
  const ownerId = 'userId' in owner ? owner.userId : owner.guestId;

  if (keyed !== null) {
    // Committed since the check before the transaction: the caller reads it again and answers with it.
    if (await priorOrder(trx, keyed)) refuse('idempotency_conflict');
  }

  const address = await trx.selectFrom('addresses')
    .select(['name', 'email', 'phone', 'country', 'state', 'city', 'zip', 'address_1', 'address_2'])
    .where('id', '=', input.addressId!).where(ownerCol, '=', ownerId)
    .executeTakeFirst();
  if (!address) refuse('address_forbidden');
  const confirmation = await confirmationFor(trx, owner, input.orderMethod, address.email, now);

  const lines = await loadOrderLines(trx, owner, input.language, { address: { country: address.country, state: address.state }, now });
  if (lines.length === 0) refuse('nothing_selected');
  if (lines.some((line) => line.pricing.shipping === null)) refuse('cannot_ship', { state: address.state, country: address.country });
  const pricing = lines.map((line) => line.pricing);

  // The voucher: its row is locked (PostgreSQL) so that concurrent orders count its uses one
  // after the other; SQLite runs one write transaction at a time anyway.
  let voucherId: number | null = null;
  let discount = 0;
  if (input.voucherCode !== null) {
    const loaded = await loadVoucher(trx, input.voucherCode, input.language);
    if (loaded && dialect === 'postgres') {
      await trx.selectFrom('vouchers').select('id').where('id', '=', loaded.terms.id).forUpdate().execute();
    }
    const base = voucherBase(priceCart(pricing).totals);
    const usage = loaded ? await voucherUsage(trx, loaded.terms.id, owner) : { total: 0, byCustomer: 0 };
    const check = checkVoucher(loaded?.terms ?? null, base, usage, now);
    if (!check.ok) refuse(check.code, check.code === 'VOUCHER_MIN_SPEND' ? { minSpendCents: loaded!.terms.minSpendCents } : undefined);
    voucherId = loaded!.terms.id;
    discount = check.discountCents;
  }
  // The shop's free-delivery threshold waives the shipping here exactly as the cart showed it.
  const priced = priceCart(pricing, discount, shop.freeDeliveryOverCents);

  // Stock, in inventory id order so that two orders never wait on each other's rows in a cycle.
  const byInventory = [...lines].sort((a, b) => a.inventoryId - b.inventoryId);
  // A variant sold out changes its product's advertised price (decision 0001): tiles are told.
  let emptied = false;
  for (const line of byInventory) {
    const left = await trx.updateTable('inventories')
      .set((eb) => ({ quantity: eb('quantity', '-', line.quantity) }))
      .where('id', '=', line.inventoryId)
      .where('quantity', '>=', line.quantity)
      .returning('quantity')
      .executeTakeFirst();
    if (!left) refuse('out_of_stock');
    else if (Number(left.quantity) === 0) emptied = true;
  }
  const productIds = [...new Set(lines.map((line) => line.productId))];
  await refreshInStock(trx, dialect, productIds, emptied);

  await options.afterStockDecrement?.(trx);

  // The lines leave the cart; fewer rows than read means a concurrent order of this buyer took them.
  const deleted = await trx.deleteFrom('carts').where('id', 'in', lines.map((line) => line.id)).where(ownerCol, '=', ownerId).executeTakeFirst();
  if (Number(deleted.numDeletedRows) !== lines.length) refuse('cart_changed');

  const stamp = now.toISOString();
  let order: { id: number };
  try {
    order = await trx.insertInto('orders').values({
      tracking_code: newTrackingCode(),
      ...ownerColumns(owner),
      order_method: input.orderMethod,
      currency: shop.currency,
      subtotal: priced.totals.subtotal,
      shipping_price: priced.totals.shipping,
      tax: priced.totals.tax,
      bundle_offer: priced.totals.bundleOffer,
      voucher_price: priced.totals.voucher,
      total_amount: priced.totals.total,
      voucher_id: voucherId,
      ...address,
      delivery_instruction: input.deliveryInstruction,
      idempotency_key: keyed?.key ?? null,
      idempotency_fingerprint: keyed?.fingerprint ?? null,
      time_zone: input.timeZone,
      language: input.language,
      awaiting_confirmation: confirmation ? 1 : 0,
      confirm_token_hash: confirmation?.tokenHash ?? null,
      confirm_expires_at: confirmation?.expiresAt ?? null,
      // A new order is pending and unpaid (core/orders/order-status.ts).
      status: PLACED_ORDER.status,
      cancelled: Number(PLACED_ORDER.cancelled),
      refunded: Number(PLACED_ORDER.refunded),
      payment_done: Number(PLACED_ORDER.paid),
      created_at: stamp,
      updated_at: stamp,
    }).returning('id').executeTakeFirstOrThrow();
  } catch (error) {
    // Another request with the same key committed first; the caller reads the winner.
    if (isUniqueViolation(error) && keyed !== null) refuse('idempotency_conflict');
    throw error;
  }

  await trx.insertInto('ordered_products').values(orderedProductRows(order.id, lines, priced, stamp)).execute();
  await trx.insertInto('order_history').values({ order_id: order.id, kind: 'placed', status: PLACED_ORDER.status, actor: 'shopper', created_at: stamp }).execute();
  if (voucherId !== null) {
    await trx.insertInto('voucher_usages').values({ voucher_id: voucherId, order_id: order.id, ...ownerColumns(owner), created_at: stamp }).execute();
  }
  const placed = { orderId: order.id, confirmToken: confirmation?.token ?? null };
  await options.withOrder?.(trx, placed);
  await options.beforeCommit?.(trx);
  return placed;
}

/**
 * One row per line: the unit price charged, the line's tax and bundle offer, and its shipping: the
 * line's own, plus a single-price group's charge on the group's first line, so the lines add up
 * to the order's shipping.
 */
function orderedProductRows(orderId: number, lines: readonly OrderLine[], priced: PricedCart, stamp: string) {
  const amounts = new Map(priced.lines.map((line) => [line.id, line]));
  const groupCharge = new Map<number, number>();
  for (const group of priced.shippingGroups) groupCharge.set(group.lineIds[0]!, (groupCharge.get(group.lineIds[0]!) ?? 0) + group.cents);
  return lines.map((line) => {
    const amount = amounts.get(line.id)!;
    return {
      order_id: orderId,
      product_id: line.productId,
      inventory_id: line.inventoryId,
      store_id: line.storeId,
      title: line.title,
      quantity: line.quantity,
      selling: line.pricing.unitCents,
      shipping_place_id: line.shippingPlaceId,
      shipping_type: line.shippingType,
      shipping_price: amount.shipping + (groupCharge.get(line.id) ?? 0),
      tax_price: amount.tax,
      bundle_offer: amount.bundleOffer,
      created_at: stamp,
    };
  });
}
