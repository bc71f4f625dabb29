import type { Kysely, Selectable } from 'kysely';
import { priceCart, type PricedCart, voucherBase } from '../../core/cart/cart-pricing';
import { checkVoucher } from '../../core/checkout/voucher';
import { PLACED_ORDER } from '../../core/orders/order-status';
import { flow, runFlow } from '../../core/shared/flow';
import type { CartOwner } from '../cart/cart-owner';
import type { DialectName } from '../db/database';
import type { DB } from '../db/schema';
import { refreshInStock } from '../product/in-stock';
import { announceChange } from '../cache/cache-changes';
import { confirmationFor, type NewConfirmation } from '../orders/guest-confirmation';
import { type KeyedRequest, priorOrder } from './order-idempotency';
import { loadOrderLines, type OrderLine } from './order-lines';
import { refuse } from './order-refusal';
import { newTrackingCode, orderedProductRows, ownerColumns, ownerFilter } from './order-rows';
import { isUniqueViolation } from '../db/unique-violation';
import { loadVoucher, voucherUsage } from './voucher-terms';
import { saleRates } from '../ledger/commission-terms';

/** What the order is made of, as order/action asked for it (the address checked present). */
export interface OrderDraft {
  owner: CartOwner;
  language: string;
  orderMethod: number;
  voucherCode: string | null;
  addressId: number;
  deliveryInstruction: string | null;
  timeZone: string | null;
}

/** What runs inside the order's transaction besides its own steps. */
export interface WritingHooks {
  /**
   * Runs once the stock is decremented, after the cart, order and voucher rows are written and
   * the order's mail enqueued. Tests throw from it to prove that a failure there leaves nothing behind.
   */
  afterStockDecrement?: (trx: Kysely<DB>) => Promise<void>;
  /** Runs once every row is written, just before the commit (tests). */
  beforeCommit?: (trx: Kysely<DB>) => Promise<void>;
  /** What the new order implies in its transaction (its mail is enqueued there), before its stock is taken; a throw undoes the order. */
  withOrder?: (trx: Kysely<DB>, placed: WrittenOrder) => Promise<void>;
  /** What the stock the order took implies (a seller's low-stock mail), after it is taken; a throw undoes the order. */
  withStock?: (trx: Kysely<DB>, placed: WrittenOrder) => Promise<void>;
}

export interface WrittenOrder {
  orderId: number;
  /** The link's token when the order waits for its address to confirm it, else null. */
  confirmToken: string | null;
}

/** The address columns an order copies. */
const ADDRESS_COLUMNS = ['name', 'email', 'phone', 'country', 'state', 'city', 'zip', 'address_1', 'address_2'] as const;
type Address = Pick<Selectable<DB['addresses']>, (typeof ADDRESS_COLUMNS)[number]>;

interface Writing {
  trx: Kysely<DB>;
  dialect: DialectName;
  draft: OrderDraft;
  keyed: KeyedRequest | null;
  shop: { currency: string; freeDeliveryOverCents: number | null };
  now: Date;
  hooks: WritingHooks;
  address?: Address;
  confirmation?: NewConfirmation | null;
  lines?: OrderLine[];
  voucherId: number | null;
  priced?: PricedCart;
  written?: WrittenOrder;
}


/**
 * The order's rows as steps, all inside one write transaction: a step refuses by throwing
 * (`refuse`), and the rollback is every step's compensation (stock, cart, voucher use, rows and
 * the mail's job are all in the transaction), so no step declares one.
 *
 * The stock comes last: its row is the one every buyer of a product writes, and its lock is held
 * until the commit. Taken after the order's rows and mail, it is held for the few statements
 * after it instead of the whole order (issue 35: orders per second on PostgreSQL fell from one
 * process to two while each order held its product's stock row through a dozen round trips).
 */
const WRITE_ORDER = flow<Writing, WrittenOrder>('write an order', [
  {
    name: 'check the key again',
    run: async (s) => {
      // Committed since the check before the transaction: the caller reads it again and answers with it.
      if (s.keyed !== null && (await priorOrder(s.trx, s.keyed))) refuse('idempotency_conflict');
    },
  },
  {
    name: 'the buyer\'s address',
    run: async (s) => {
      const owner = ownerFilter(s.draft.owner);
      const address = await s.trx.selectFrom('addresses')
        .select(ADDRESS_COLUMNS)
        .where('id', '=', s.draft.addressId).where(owner.column, '=', owner.id)
        .executeTakeFirst();
      if (!address) refuse('address_forbidden');
      s.address = address;
      s.confirmation = await confirmationFor(s.trx, s.draft.owner, s.draft.orderMethod, address.email, s.now);
    },
  },
  {
    name: 'the selected lines, priced in cents',
    run: async (s) => {
      const { country, state } = s.address!;
      s.lines = await loadOrderLines(s.trx, s.draft.owner, s.draft.language, { address: { country, state }, now: s.now });
      if (s.lines.length === 0) refuse('nothing_selected');
      if (s.lines.some((line) => line.pricing.shipping === null)) refuse('cannot_ship', { state, country });
    },
  },
  {
    name: 'the voucher, checked again and its row locked',
    run: async (s) => {
      const pricing = s.lines!.map((line) => line.pricing);
      let discount = 0;
      if (s.draft.voucherCode !== null) {
        const loaded = await loadVoucher(s.trx, s.draft.voucherCode, s.draft.language);
        // Locked (PostgreSQL) so that concurrent orders count its uses one after the other; SQLite
        // runs one write transaction at a time anyway.
        if (loaded && s.dialect === 'postgres') await s.trx.selectFrom('vouchers').select('id').where('id', '=', loaded.terms.id).forUpdate().execute();
        const usage = loaded ? await voucherUsage(s.trx, loaded.terms.id, s.draft.owner) : { total: 0, byCustomer: 0 };
        const check = checkVoucher(loaded?.terms ?? null, voucherBase(priceCart(pricing).totals), usage, s.now);
        if (!check.ok) refuse(check.code, check.code === 'VOUCHER_MIN_SPEND' ? { minSpendCents: loaded!.terms.minSpendCents } : undefined);
        s.voucherId = loaded!.terms.id;
        discount = check.discountCents;
      }
      // The shop's free-delivery threshold waives the shipping here exactly as the cart showed it.
      s.priced = priceCart(pricing, discount, s.shop.freeDeliveryOverCents);
    },
  },
  {
    name: 'the lines leave the cart',
    run: async (s) => {
      const owner = ownerFilter(s.draft.owner);
      const deleted = await s.trx.deleteFrom('carts').where('id', 'in', s.lines!.map((line) => line.id)).where(owner.column, '=', owner.id).executeTakeFirst();
      // Fewer rows than read: a concurrent order of this buyer took them.
      if (Number(deleted.numDeletedRows) !== s.lines!.length) refuse('cart_changed');
    },
  },
  { name: 'the order, its lines, history and voucher use', run: writeRows },
  {
    name: 'what the order implies: its mail',
    run: async (s) => {
      await s.hooks.withOrder?.(s.trx, s.written!);
    },
  },
  {
    name: 'the stock, decremented atomically',
    run: async (s) => {
      // In inventory id order so that two orders never wait on each other's rows in a cycle.
      const byInventory = [...s.lines!].sort((a, b) => a.inventoryId - b.inventoryId);
      // A variant sold out changes its product's advertised price (decision 0001): tiles are told.
      let emptied = false;
      for (const line of byInventory) {
        const left = await s.trx.updateTable('inventories')
          .set((eb) => ({ quantity: eb('quantity', '-', line.quantity) }))
          .where('id', '=', line.inventoryId).where('quantity', '>=', line.quantity)
          .returning('quantity').executeTakeFirst();
        if (!left) refuse('out_of_stock');
        else if (Number(left.quantity) === 0) emptied = true;
      }
      const products = [...new Set(s.lines!.map((line) => line.productId))];
      // A variant left with units moves neither its product's in_stock nor its listed price (the
      // cheapest variant in stock): the products' pages are told of the stock, nothing is locked.
      if (emptied) await refreshInStock(s.trx, s.dialect, products, true);
      else await announceChange(s.trx, s.dialect, { scope: 'products', ids: products, tiles: false });
      await s.hooks.afterStockDecrement?.(s.trx);
    },
  },
  {
    name: 'what the stock taken implies: a seller\'s low-stock mail',
    run: async (s) => {
      await s.hooks.withStock?.(s.trx, s.written!);
      await s.hooks.beforeCommit?.(s.trx);
    },
  },
], (s) => s.written!);

async function writeRows(s: Writing): Promise<void> {
  const { trx, draft, keyed, priced, confirmation } = s;
  const totals = priced!.totals;
  const stamp = s.now.toISOString();
  let order: { id: number };
  try {
    order = await trx.insertInto('orders').values({
      tracking_code: newTrackingCode(),
      ...ownerColumns(draft.owner),
      order_method: draft.orderMethod,
      currency: s.shop.currency,
      subtotal: totals.subtotal, shipping_price: totals.shipping, tax: totals.tax, bundle_offer: totals.bundleOffer, voucher_price: totals.voucher, total_amount: totals.total,
      voucher_id: s.voucherId,
      ...s.address!,
      delivery_instruction: draft.deliveryInstruction,
      idempotency_key: keyed?.key ?? null,
      idempotency_fingerprint: keyed?.fingerprint ?? null,
      time_zone: draft.timeZone,
      language: draft.language,
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
  // Each line records the commission rate in force at the sale (decision 0035).
  const rates = await saleRates(trx, s.lines!.map((line) => line.productId));
  const rows = orderedProductRows(order.id, s.lines!, priced!, stamp).map((row) => ({ ...row, commission_bps: rates.get(row.product_id) ?? 0 }));
  await trx.insertInto('ordered_products').values(rows).execute();
  // One shipment per store of the order, in its transaction (issue 33): unique per (order, store).
  const stores = [...new Set(rows.map((row) => row.store_id).filter((id): id is number => id !== null))];
  if (stores.length > 0) await trx.insertInto('shipments').values(stores.map((storeId) => ({ order_id: order.id, store_id: storeId, created_at: stamp, updated_at: stamp }))).execute();
  await trx.insertInto('order_history').values({ order_id: order.id, kind: 'placed', status: PLACED_ORDER.status, actor: 'shopper', created_at: stamp }).execute();
  if (s.voucherId !== null) {
    await trx.insertInto('voucher_usages').values({ voucher_id: s.voucherId, order_id: order.id, ...ownerColumns(draft.owner), created_at: stamp }).execute();
  }
  s.written = { orderId: order.id, confirmToken: confirmation?.token ?? null };
}

/** Writes the order inside `trx` (the flow above); a refusal is thrown as `Refused`, rolling it all back. */
export function writeOrder(
  trx: Kysely<DB>, dialect: DialectName, draft: OrderDraft, keyed: KeyedRequest | null,
  shop: Writing['shop'], now: Date, hooks: WritingHooks,
): Promise<WrittenOrder> {
  return runFlow(WRITE_ORDER, { trx, dialect, draft, keyed, shop, now, hooks, voucherId: null });
}
